// The owner reactivates a listing whose accepted buyer did not pay in time (DESIGN.md section 3:
// offer_accepted → active). One transaction: the listing row locked, the deadline checked, the
// listing transition 'reactivate' (buyer, accepted offer and deadline cleared), the accepted offer
// → lapsed, both audited; the lapsed buyer and every earlier bidder are e-mailed after the commit.
// A payment the buyer started may have charged the card although it was never recorded (the
// server stopped mid-charge): it is reconciled from the provider first, and while one is still
// being processed the listing is not reactivated (it would be sold twice).
import { formatDate } from "~/domain/dates";
import { offerTransition } from "~/domain/listing-lifecycle";
import type { AppServices } from "~/server/context";
import { applyListingTransition } from "~/server/listings/transition";
import { listingAvailableAgainEmail, offerLapsedBuyerEmail } from "~/server/mail/deadline-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import { listEarlierBidders, lockListingDeadline, setOfferDecided } from "~/server/queries/deadlines";
import { findContact, lockOffer } from "~/server/queries/offers";
import { findPurchaseListing, listPurchasePayments } from "~/server/queries/purchases";
import { reconcileInterruptedAttempts } from "~/server/checkout/paid-things/purchase";
import { jsonError } from "~/server/http/refusal";

/** The owner's toast after reactivating. */
export function reactivatedMessage(notifiedBidders: number): string {
  if (notifiedBidders === 0) return "Your listing is for sale again.";
  return `Your listing is for sale again. ${notifiedBidders === 1 ? "The earlier bidder has" : `The ${notifiedBidders} earlier bidders have`} been told.`;
}

/** The refusal while the buyer is still inside the payment window. */
export function stillInWindowMessage(paymentDueAt: Date | null): string {
  return paymentDueAt ? `The buyer still has until ${formatDate(paymentDueAt)} to pay.` : "The buyer's payment window has not passed yet.";
}

export const PAYMENT_BEING_PROCESSED = "The buyer's payment is being processed. Please try again in a few minutes.";

export async function reactivateListing(
  services: AppServices,
  { judgmentId, userId, now = new Date() }: { judgmentId: number; userId: number; now?: Date },
): Promise<{ notifiedBidders: number; lapsedOfferId: number | null }> {
  const before = await findPurchaseListing(services.db, judgmentId);
  if (before?.sellerId === userId && before.status === "offer_accepted" && before.acceptedOfferId) {
    await reconcileInterruptedAttempts(services, before.acceptedOfferId);
  }
  const outcome = await services.db.transaction(async (tx) => {
    const listing = await lockListingDeadline(tx, judgmentId);
    if (!listing) throw jsonError(404, "This judgment does not exist.");
    if (listing.sellerId !== userId) throw jsonError(403, "You are not allowed to do that.");
    if (listing.status === "offer_accepted" && !(listing.paymentDueAt && listing.paymentDueAt.getTime() < now.getTime())) {
      throw jsonError(409, stillInWindowMessage(listing.paymentDueAt));
    }
    // A payment of the accepted offer in flight, or interrupted and not reconciled yet.
    const attempts = listing.acceptedOfferId === null ? [] : await listPurchasePayments(tx, listing.acceptedOfferId);
    if (attempts.some((p) => p.status === "processing")) throw jsonError(409, PAYMENT_BEING_PROCESSED);
    const lapsedOfferId = listing.acceptedOfferId;
    await applyListingTransition(tx, {
      judgmentId,
      event: "reactivate",
      userId,
      update: { buyerId: null, acceptedOfferId: null, paymentDueAt: null },
      details: { lapsedOfferId, lapsedBuyerId: listing.buyerId, paymentDueAt: listing.paymentDueAt?.toISOString() ?? null },
    });

    if (lapsedOfferId !== null) {
      const offer = await lockOffer(tx, lapsedOfferId);
      const check = offer && offerTransition("lapse", offer.status, "owner");
      if (offer && check?.ok) {
        await setOfferDecided(tx, offer.id, "lapsed", now);
        await insertAudit(tx, {
          actorId: userId,
          action: "offer.lapse",
          entity: "offer",
          entityId: offer.id,
          fromStatus: offer.status,
          toStatus: check.to,
          details: { judgmentId },
        });
      }
    }

    const url = `${services.config.publicUrl}/judgments/${judgmentId}`;
    const { publicUrl } = services.config;
    const emailIds: (number | null)[] = [];
    const lapsedBuyer = listing.buyerId === null ? null : await findContact(tx, listing.buyerId);
    if (lapsedBuyer && listing.buyerId !== null) {
      emailIds.push(
        await queueNotification(
          tx,
          { userId: listing.buyerId, topic: "sale_steps", publicUrl },
          offerLapsedBuyerEmail(lapsedBuyer.email, { name: lapsedBuyer.name, title: listing.title, url }, services.branding),
        ),
      );
    }
    const bidders = await listEarlierBidders(tx, { judgmentId, exceptOfferId: lapsedOfferId ?? 0, exceptBuyerId: listing.buyerId });
    for (const bidder of bidders) {
      emailIds.push(
        await queueNotification(
          tx,
          { userId: bidder.id, topic: "offers_decided", publicUrl },
          listingAvailableAgainEmail(bidder.email, { name: bidder.name, title: listing.title, url }, services.branding),
        ),
      );
    }
    return { emailIds, notifiedBidders: bidders.length, lapsedOfferId };
  });
  await dispatchEmails(services, outcome.emailIds);
  return { notifiedBidders: outcome.notifiedBidders, lapsedOfferId: outcome.lapsedOfferId };
}
