// The one accept path (DESIGN.md section 3, docs/decisions/0027), run inside the caller's
// transaction with the listing row already locked and the offer checked: the offer becomes
// accepted (at `amountCents`: the buyer's amount, or the owner's counter-offer the buyer accepted),
// every other pending offer is rejected (remembering the winner) and its buyer told, the listing
// moves to offer_accepted with the buyer and the payment deadline, the thread and the audit log
// record it, the buyer is told to pay, the owner is told when someone else accepted (the buyer or
// the auto-accept amount), and the watchers learn the listing is gone.
import { paymentDueAt } from "~/domain/business-days";
import type { Executor } from "~/server/db/client";
import { applyListingTransition } from "~/server/listings/transition";
import { offerAcceptedEmail, saleAgreedEmail } from "~/server/mail/offer-emails";
import { queueNotification } from "~/server/mail/notifications";
import { judgmentLink, payLink, tellOutbidBuyers, type OfferServices } from "~/server/offers/notify";
import { tellWatchersUnavailable } from "~/server/watchlist/tell-watchers";
import { insertAudit } from "~/server/queries/audit";
import type { LockedListing } from "~/server/queries/listing-status";
import { findContact, findListingForOffer, insertOfferEvent, setOfferStatus, type OfferRow } from "~/server/queries/offers";
import { rejectPendingOffers } from "~/server/queries/selling";

/** Who accepts: the owner (the buyer's amount), the buyer (the owner's counter-offer), or the auto-accept amount. */
export type AcceptedBy = "owner" | "buyer" | "system";

const listingEvent = { owner: "accept_offer", buyer: "accept_counter", system: "auto_accept" } as const;
const auditAction = { owner: "offer.accept", buyer: "offer.accept_counter", system: "offer.auto_accept" } as const;

export async function acceptLockedOffer(
  tx: Executor,
  services: OfferServices,
  input: { listing: LockedListing; offer: OfferRow; amountCents: number; by: AcceptedBy; userId: number | null },
): Promise<{ dueAt: Date; rejected: number; emails: (number | null)[] }> {
  const { listing, offer, amountCents, by, userId } = input;
  const judgmentId = listing.id;
  const dueAt = paymentDueAt(services.clock.now(), services.branding.timeframes.acceptance_to_payment);
  await setOfferStatus(tx, offer.id, "accepted", amountCents !== offer.amountCents ? { amountCents } : {});
  const rejected = await rejectPendingOffers(tx, judgmentId, offer.id);
  await applyListingTransition(tx, {
    judgmentId,
    event: listingEvent[by],
    userId: by === "system" ? null : userId,
    update: { buyerId: offer.buyerId, acceptedOfferId: offer.id, paymentDueAt: dueAt },
    details: { offerId: offer.id, amountCents },
  });
  await insertAudit(tx, {
    actorId: userId,
    action: auditAction[by],
    entity: "offer",
    entityId: offer.id,
    fromStatus: "pending",
    toStatus: "accepted",
    details: { judgmentId, amountCents, paymentDueAt: dueAt.toISOString() },
  });
  await insertOfferEvent(tx, {
    offerId: offer.id,
    actor: by === "owner" ? "seller" : by,
    kind: by === "system" ? "auto_accept" : "accept",
    amountCents,
  });
  const info = (await findListingForOffer(tx, judgmentId))!;
  const outbid = await tellOutbidBuyers(tx, services, {
    rejected,
    judgmentId,
    title: info.title,
    actorId: userId,
    winningOfferId: offer.id,
  });
  const emails = outbid.emails;
  const buyer = await findContact(tx, offer.buyerId);
  if (buyer) {
    const about = {
      title: info.title,
      amountCents,
      link: payLink(services, judgmentId),
      dueAt,
      buyNow: false,
      counter: by === "buyer",
    };
    emails.push(
      await queueNotification(
        tx,
        { userId: offer.buyerId, topic: "sale_steps", publicUrl: services.config.publicUrl },
        offerAcceptedEmail(buyer, about, services.branding),
      ),
    );
  }
  if (by !== "owner") {
    const seller = await findContact(tx, listing.sellerId);
    if (seller) {
      const about = {
        title: info.title,
        amountCents,
        link: judgmentLink(services, judgmentId),
        dueAt,
        buyerHandle: buyer?.handle ?? "the buyer",
        how: by === "buyer" ? ("counter" as const) : ("auto" as const),
      };
      emails.push(
        await queueNotification(
          tx,
          { userId: listing.sellerId, topic: "sale_steps", publicUrl: services.config.publicUrl },
          saleAgreedEmail(seller, about, services.branding),
        ),
      );
    }
  }
  // Watchers learn it is gone; the owner, the winner and the outbid buyers (e-mailed above) are not.
  emails.push(
    ...(await tellWatchersUnavailable(tx, services, {
      judgmentId,
      title: info.title,
      reason: "sold",
      except: [listing.sellerId, ...(userId === null ? [] : [userId]), offer.buyerId, ...outbid.told],
    })),
  );
  return { dueAt, rejected: rejected.length, emails };
}
