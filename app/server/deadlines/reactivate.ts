// The owner reactivates a listing whose accepted buyer did not pay in time (DESIGN.md section 3:
// offer_accepted → active). One transaction: the listing row locked, the deadline checked, the
// listing transition 'reactivate' (buyer, accepted offer and deadline cleared), the accepted offer
// → lapsed, both audited; the lapsed buyer and every earlier bidder are e-mailed after the commit.
// A judgment now past its limit, unreviewed, goes back to review instead (applyListingTransition):
// then the earlier bidders are not told it is for sale.
// A payment the buyer started may have charged the card although it was never recorded (the
// server stopped mid-charge): it is reconciled from the provider first, and while one is still
// being processed the listing is not reactivated (it would be sold twice).
import type { AppServices } from "~/server/context";
import { applyListingTransition } from "~/server/listings/transition";
import { listingAvailableAgainEmail } from "~/server/mail/deadline-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { forgetDisplacedOffers, listEarlierBidders } from "~/server/queries/deadlines";
import { findPurchaseListing } from "~/server/queries/purchases";
import { reconcileInterruptedAttempts } from "~/server/checkout/paid-things/purchase";
import { lapseAcceptedOffer, lockOverdueSale, tellLapsedBuyer } from "./overdue-sale";

/** The owner's toast after reactivating. */
export function reactivatedMessage(notifiedBidders: number): string {
  if (notifiedBidders === 0) return "Your listing is for sale again.";
  return `Your listing is for sale again. ${notifiedBidders === 1 ? "The earlier bidder has" : `The ${notifiedBidders} earlier bidders have`} been told.`;
}

export async function reactivateListing(
  services: AppServices,
  { judgmentId, userId, now = new Date() }: { judgmentId: number; userId: number; now?: Date },
): Promise<{ notifiedBidders: number; lapsedOfferId: number | null; pastLimitNotice: string | null }> {
  const before = await findPurchaseListing(services.db, judgmentId);
  if (before?.sellerId === userId && before.status === "offer_accepted" && before.acceptedOfferId) {
    await reconcileInterruptedAttempts(services, before.acceptedOfferId);
  }
  const outcome = await services.db.transaction(async (tx) => {
    const listing = await lockOverdueSale(tx, judgmentId, userId, now);
    const lapsedOfferId = listing.acceptedOfferId;
    const { pastLimitNotice } = await applyListingTransition(tx, {
      judgmentId,
      event: "reactivate",
      userId,
      update: { buyerId: null, acceptedOfferId: null, paymentDueAt: null },
      details: { lapsedOfferId, lapsedBuyerId: listing.buyerId, paymentDueAt: listing.paymentDueAt?.toISOString() ?? null },
      at: now,
    });

    await forgetDisplacedOffers(tx, judgmentId);
    if (lapsedOfferId !== null) await lapseAcceptedOffer(tx, { offerId: lapsedOfferId, judgmentId, actorId: userId, actor: "owner", now });

    const url = `${services.config.publicUrl}/judgments/${judgmentId}`;
    const { publicUrl } = services.config;
    const emailIds: (number | null)[] = [];
    emailIds.push(await tellLapsedBuyer(tx, services, listing, pastLimitNotice === null));
    const bidders = pastLimitNotice
      ? []
      : await listEarlierBidders(tx, { judgmentId, exceptOfferId: lapsedOfferId ?? 0, exceptBuyerId: listing.buyerId });
    for (const bidder of bidders) {
      emailIds.push(
        await queueNotification(
          tx,
          { userId: bidder.id, topic: "offers_decided", publicUrl },
          listingAvailableAgainEmail(bidder.email, { name: bidder.name, title: listing.title, url }, services.branding),
        ),
      );
    }
    return { emailIds, notifiedBidders: bidders.length, lapsedOfferId, pastLimitNotice };
  });
  await dispatchEmails(services, outcome.emailIds);
  return { notifiedBidders: outcome.notifiedBidders, lapsedOfferId: outcome.lapsedOfferId, pastLimitNotice: outcome.pastLimitNotice };
}
