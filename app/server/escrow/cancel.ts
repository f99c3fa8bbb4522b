// The buyer cancels a paid sale the seller did not assign by the assignment deadline: one
// transaction with the listing row locked: paid → active (or hidden, the owner's choice), the
// sale refunded in full (./sale-refund.ts), both told; then the refund goes to the provider. A
// judgment now past its limit, unreviewed, goes back to review instead of on sale.
import { CANCEL_TOO_EARLY, isPast } from "~/domain/escrow";
import { isAdmin } from "~/domain/permissions";
import { jsonError } from "~/server/http/refusal";
import { applyListingTransition, NO_SUCH_JUDGMENT } from "~/server/listings/transition";
import { purchaseCancelledBuyerEmail, purchaseCancelledSellerEmail } from "~/server/mail/escrow-emails";
import { lockEscrowListing } from "~/server/queries/escrow";
import { NO_SALE, refundSaleInFull } from "./sale-refund";
import { runEscrowStep, saleOf, tell, type EscrowResult, type EscrowServices } from "./step";

type Actor = { id: number; roles: readonly string[] };

export function cancelUnassignedPurchase(services: EscrowServices, judgmentId: number, user: Actor): Promise<EscrowResult> {
  return runEscrowStep(services, async (tx) => {
    const now = services.clock.now();
    const listing = await lockEscrowListing(tx, judgmentId);
    if (!listing) throw jsonError(404, NO_SUCH_JUDGMENT);
    const event = listing.relistAs === "hidden" ? "buyer_cancel_hidden" : "buyer_cancel";
    const { to, pastLimitNotice } = await applyListingTransition(tx, {
      judgmentId,
      event,
      userId: user.id,
      isAdmin: isAdmin(user.roles),
      update: NO_SALE,
      details: { assignmentDueAt: listing.assignmentDueAt?.toISOString() ?? null, buyerId: listing.buyerId },
      at: now,
    });
    if (!isPast(listing.assignmentDueAt, now)) throw jsonError(409, CANCEL_TOO_EARLY);
    const refund = await refundSaleInFull(tx, { listing, actorId: user.id, reason: "buyer_cancelled", at: now });
    const sale = saleOf(services, listing);
    const emails = [
      await tell(tx, services, listing.buyerId, (p) => purchaseCancelledBuyerEmail(p, sale, refund.amountCents, services.branding)),
      await tell(tx, services, listing.sellerId, (p) =>
        purchaseCancelledSellerEmail(p, sale, { to: to === "hidden" || to === "new" ? to : "active", pastLimitNotice }, services.branding),
      ),
    ];
    return { status: to, emails, refundId: refund.id };
  });
}
