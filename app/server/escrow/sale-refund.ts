// A paid sale given back to the buyer in full, inside the transition's transaction (the listing
// row locked by the caller): the purchase movement reversed in the ledger, the payment marked
// refunded, the seller's pending payout cancelled, the accepted offer refunded, the sale's
// assignment documents retired (the next buyer does not get them), and a pending refund row that
// ./refunds.ts sends to the provider once the transaction commits.
import { fullRefundMovement } from "~/domain/ledger";
import { offerTransition } from "~/domain/listing-lifecycle";
import type { Transaction } from "~/server/db/client";
import { jsonError } from "~/server/http/refusal";
import { insertAudit } from "~/server/queries/audit";
import {
  cancelPayout,
  insertRefund,
  lockLivePayout,
  lockSalePayment,
  markOfferRefunded,
  retireSaleDocuments,
  type EscrowListing,
  type RefundRow,
} from "~/server/queries/escrow";
import { insertLedgerMovement, updatePayment } from "~/server/queries/payments";
import { forgetDisplacedOffers } from "~/server/queries/deadlines";

/** The listing's columns of a sale, cleared when the sale is undone. */
export const NO_SALE = { buyerId: null, acceptedOfferId: null, paymentDueAt: null, assignmentDueAt: null, inspectionDueAt: null };

export const NOTHING_TO_REFUND = "This sale has no payment left to refund.";

export async function refundSaleInFull(
  tx: Transaction,
  input: { listing: EscrowListing; actorId: number | null; reason: "buyer_cancelled" | "dispute_full"; at: Date },
): Promise<RefundRow> {
  const { listing } = input;
  const offerId = listing.acceptedOfferId;
  const payment = offerId === null ? null : await lockSalePayment(tx, listing.id, offerId);
  const payout = await lockLivePayout(tx, listing.id);
  // Never refunded and paid out both: only a payout still held can be given back.
  if (!payment || !payout || payout.status !== "pending") throw jsonError(409, NOTHING_TO_REFUND);
  const agreedCents = payment.amountCents - payment.feeCents;
  await insertLedgerMovement(tx, fullRefundMovement(agreedCents, payment.feeCents, payout.feeCents, listing.sellerId), {
    judgmentId: listing.id,
    paymentId: payment.id,
  });
  await updatePayment(tx, payment.id, { status: "refunded" });
  await cancelPayout(tx, payout.id, input.at);
  if (offerId !== null && offerTransition("refund", "accepted", "system").ok) {
    await markOfferRefunded(tx, offerId, input.at);
    await insertAudit(tx, {
      actorId: input.actorId,
      action: "offer.refund",
      entity: "offer",
      entityId: offerId,
      fromStatus: "accepted",
      toStatus: "refunded",
      details: { judgmentId: listing.id, paymentId: payment.id, reason: input.reason },
    });
  }
  await retireSaleDocuments(tx, listing.id, input.at);
  await forgetDisplacedOffers(tx, listing.id);
  return insertRefund(tx, {
    paymentId: payment.id,
    judgmentId: listing.id,
    amountCents: payment.amountCents,
    reason: input.reason,
    createdBy: input.actorId,
    createdAt: input.at,
  });
}
