// The owner's private thresholds (issue 16, docs/decisions/0027): setting them (the owner's
// listing page, intent=set-thresholds, and POST /api/judgments/offers/thresholds), and applying
// them to a buyer's amount the moment it is made: a new offer, an edited one, or a counter-back.
// Applied in the caller's transaction with the listing row locked, so of two simultaneous offers at
// the auto-accept amount the first accepts and the second finds the listing taken (409). They apply
// to amounts made or changed after they are set; offers already standing wait for the owner.
import { checkThresholds, thresholdOutcome, type Thresholds } from "~/domain/negotiation";
import { memberMaySee } from "~/domain/listing-visibility";
import type { Executor } from "~/server/db/client";
import { refuse, refuseFields } from "~/server/http/refusal";
import { offerAutoDeclinedEmail } from "~/server/mail/offer-emails";
import { queueNotification } from "~/server/mail/notifications";
import { acceptLockedOffer } from "~/server/offers/accept-locked";
import { judgmentLink, type OfferServices } from "~/server/offers/notify";
import { noSuchJudgment } from "~/server/offers/offer-refusals";
import { insertAudit } from "~/server/queries/audit";
import { lockListing, type LockedListing } from "~/server/queries/listing-status";
import { findContact, findListingForOffer, insertOfferEvent, lockOffer, setOfferStatus, setThresholds } from "~/server/queries/offers";
import { refusedWhile } from "~/domain/listing-status";

export type ThresholdResult = { outcome: "declined" | "accepted" | null; emails: (number | null)[] };

/** What the owner's thresholds do with the buyer's amount on `offerId`, done: declined, accepted, or nothing. */
export async function applyThresholds(
  tx: Executor,
  services: OfferServices,
  input: { listing: LockedListing; offerId: number; amountCents: number },
): Promise<ThresholdResult> {
  const info = (await findListingForOffer(tx, input.listing.id))!;
  const outcome = thresholdOutcome(input.amountCents, info, info.priceCents);
  if (outcome === null) return { outcome: null, emails: [] };
  const offer = (await lockOffer(tx, input.offerId))!;
  if (outcome === "accept") {
    const accepted = await acceptLockedOffer(tx, services, {
      listing: input.listing,
      offer,
      amountCents: input.amountCents,
      by: "system",
      userId: null,
    });
    return { outcome: "accepted", emails: accepted.emails };
  }
  await setOfferStatus(tx, offer.id, "rejected");
  await insertOfferEvent(tx, { offerId: offer.id, actor: "system", kind: "auto_decline", amountCents: input.amountCents });
  await insertAudit(tx, {
    actorId: null,
    action: "offer.auto_decline",
    entity: "offer",
    entityId: offer.id,
    fromStatus: "pending",
    toStatus: "rejected",
    details: { judgmentId: input.listing.id, amountCents: input.amountCents, reason: "below_minimum" },
  });
  const buyer = await findContact(tx, offer.buyerId);
  const emails: (number | null)[] = [];
  if (buyer) {
    const about = { title: info.title, amountCents: input.amountCents, link: judgmentLink(services, input.listing.id) };
    emails.push(
      await queueNotification(
        tx,
        { userId: offer.buyerId, topic: "offers_decided", publicUrl: services.config.publicUrl },
        offerAutoDeclinedEmail(buyer, about, services.branding),
      ),
    );
  }
  return { outcome: "declined", emails };
}

/** Listings whose thresholds the owner may still set: before a sale (a declined one may be resubmitted). */
const SETTABLE = ["new", "active", "hidden", "declined"];

export const THRESHOLDS_SAVED = "Your offer thresholds were saved.";

/** The owner sets (or clears, with blanks) the thresholds of a listing: auto_decline_below, auto_accept_at in dollars. */
export async function saveThresholds(
  services: OfferServices,
  { userId, judgmentId, body }: { userId: number; judgmentId: number; body: Record<string, unknown> },
): Promise<Thresholds> {
  return services.db.transaction(async (tx) => {
    const listing = await lockListing(tx, judgmentId);
    if (!listing || !memberMaySee(listing, userId, services.clock.now())) throw noSuchJudgment();
    if (listing.sellerId !== userId) throw refuse(403, "offer", "Only the owner of the listing can set its offer thresholds.");
    if (!SETTABLE.includes(listing.status)) {
      throw refuse(409, "offer", refusedWhile("Offer thresholds can't be changed now", listing.status));
    }
    const info = (await findListingForOffer(tx, judgmentId))!;
    const checked = checkThresholds(body, info.priceCents);
    if (!checked.ok) throw refuseFields(422, checked.errors);
    await setThresholds(tx, judgmentId, checked.value);
    await insertAudit(tx, {
      actorId: userId,
      action: "listing.thresholds",
      entity: "judgment",
      entityId: judgmentId,
      details: { ...checked.value },
    });
    return checked.value;
  });
}
