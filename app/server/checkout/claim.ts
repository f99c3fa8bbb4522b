// Claiming the one provider attempt of a judgment's purchase. Only one attempt per accepted offer
// talks to the provider at a time: the attempt is claimed with the listing row locked, so
// simultaneous requests (a double click, fifty tabs) charge once. (A platform fee is claimed by its
// idempotency key alone: ./charge.ts.)
import { NO_SUCH_JUDGMENT } from "~/server/listings/transition";
import { isPaidOrLater } from "~/domain/listing-status";
import { memberMaySee } from "~/domain/listing-visibility";
import { ALREADY_PAID, AMOUNT_CHANGED, DEADLINE_PASSED, PAYMENT_IN_PROGRESS, purchaseKey, type PurchaseTerms } from "~/domain/purchase";
import type { AppServices } from "~/server/context";
import { refusal, type OrderRefusal } from "~/server/checkout/refusal";
import { insertPayment, restartPayment, type PaymentRow } from "~/server/queries/payments";
import { cancelPurchasePayment, findPurchaseListing, listPurchasePayments, type PurchaseListing } from "~/server/queries/purchases";

/** Who may pay and whether the listing can be paid now: a refusal, or null when it can be paid. */
export function purchaseRefusal(listing: PurchaseListing | null, userId: number, now: Date): OrderRefusal | null {
  if (!listing || !memberMaySee(listing, userId, now)) return refusal(404, "judgment_id", NO_SUCH_JUDGMENT);
  if (listing.buyerId !== userId) return refusal(403, "judgment_id", "Only the buyer whose offer was accepted can pay for this judgment.");
  if (listing.status !== "offer_accepted") {
    return refusal(409, "judgment_id", isPaidOrLater(listing.status) ? ALREADY_PAID : "This judgment is not waiting for a payment.");
  }
  if (!listing.acceptedOfferId || listing.agreedCents === null) return refusal(409, "judgment_id", "This judgment has no accepted offer.");
  if (listing.paymentDueAt && now > listing.paymentDueAt) return refusal(409, "judgment_id", DEADLINE_PASSED);
  return null;
}

/**
 * Claims the one provider attempt of the accepted offer, with the listing row locked: a payment
 * already succeeded (same attempt: its answer; another: 409), one is in progress (409), or this
 * request records a processing payment and may charge (an interrupted attempt that could not be
 * reconciled counts as in progress: charging again could charge twice). A 3-D Secure step left unfinished is
 * cancelled by a new attempt.
 */
export async function claimPurchaseAttempt(
  services: AppServices,
  userId: number,
  judgmentId: number,
  terms: PurchaseTerms,
  attempt: string,
): Promise<PaymentRow | OrderRefusal> {
  return services.db.transaction(async (tx) => {
    const listing = await findPurchaseListing(tx, judgmentId, { forUpdate: true });
    const offerId = listing?.acceptedOfferId ?? 0;
    const key = purchaseKey(judgmentId, offerId, attempt);
    const earlier = offerId ? await listPurchasePayments(tx, offerId) : [];
    const same = earlier.find((p) => p.idempotencyKey === key);
    if (same?.status === "succeeded") return same;
    const refused = purchaseRefusal(listing, userId, services.clock.now());
    if (refused) return refused;
    if (listing!.agreedCents !== terms.agreedCents) return refusal(409, "amount", AMOUNT_CHANGED);
    if (earlier.some((p) => p.status === "succeeded")) return refusal(409, "judgment_id", ALREADY_PAID);
    // Another request is charging, or an interrupted attempt could not be reconciled yet.
    if (earlier.some((p) => p.status === "processing")) return refusal(409, "payment_method", PAYMENT_IN_PROGRESS);
    for (const p of earlier) if (p.status === "requires_action" && p.id !== same?.id) await cancelPurchasePayment(tx, p.id);
    if (same) return (await restartPayment(tx, same.id)) ?? refusal(409, "payment_method", PAYMENT_IN_PROGRESS);
    return insertPayment(tx, {
      kind: "purchase",
      userId,
      judgmentId,
      offerId,
      amountCents: terms.totalCents,
      feeCents: terms.buyerFeeCents,
      provider: services.payments.name,
      idempotencyKey: key,
      status: "processing",
    });
  });
}
