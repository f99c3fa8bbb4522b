// The owner accepts or rejects an offer (POST /api/judgments/offers/accept and /reject, and the
// judgment page's intents). Accepting is one transaction with the listing row locked: the offer
// must still be pending and not expired; it becomes accepted, every other pending offer is
// rejected and its buyer told, and the listing moves to offer_accepted (lifecycle 'accept_offer')
// with the buyer and the payment deadline (app/server/offers/accept-locked.ts, the one accept path,
// which the buyer's acceptance of a counter-offer and the auto-accept amount use too; the owner
// cannot accept while its own counter-offer waits on the buyer). Concurrent accepts wait on the lock; all but the first
// then find the listing taken (409).
//
// An accept names the amount the owner saw (`amount`, dollars like 5000.00). The buyer may edit
// the amount up to the moment of the accept, so it is compared under the lock: a different amount
// is refused with 409 and the offer as it stands now, never accepted at a figure nobody confirmed.
// A reject may name it too (the page always does), so a raised offer is not declined unseen.
import { dollarText, formatMoney } from "~/domain/money";
import { acceptLockedOffer } from "~/server/offers/accept-locked";
import { offerRejectedEmail } from "~/server/mail/offer-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { memberMaySee } from "~/domain/listing-visibility";
import { refuse } from "~/server/http/refusal";
import { asOfferRefusal, noSuchJudgment } from "~/server/offers/offer-refusals";
import { offerDecisionSchema } from "~/domain/schemas/offer-form";
import { parseInput } from "~/server/http/body";
import { isPastExpiry } from "~/domain/offer-expiry";
import { judgmentLink, type OfferServices } from "~/server/offers/notify";
import { insertAudit } from "~/server/queries/audit";
import type { Executor } from "~/server/db/client";
import { lockListing, type LockedListing } from "~/server/queries/listing-status";
import { findContact, findListingForOffer, insertOfferEvent, lockOffer, setOfferStatus, type OfferRow } from "~/server/queries/offers";
import { refusedWhile } from "~/domain/listing-status";

export const OFFER_ACCEPTED = "The offer has been accepted and the buyer will be notified!";
export const OFFER_REJECTED = "The offer has been rejected and the buyer will be notified.";
export const AWAITING_BUYER = "You made a counter-offer on this offer: wait for the buyer's answer, or reject the offer.";

type Decision = { userId: number; body: Record<string, unknown> };

/** Which offer, on which listing, and the amount the owner saw (null when not sent); 422 otherwise. */
function readDecision(body: Record<string, unknown>, amountRequired: boolean) {
  const decision = parseInput(body, offerDecisionSchema(amountRequired));
  return { judgmentId: decision.judgment_id, offerId: decision.offer_id, seenCents: decision.amount };
}

/** 409 with the offer as it is now, when the buyer changed it after the owner looked. */
export function refuseChangedOffer(offer: OfferRow, seenCents: number | null): void {
  if (seenCents === null || seenCents === offer.amountCents) return;
  throw refuse(
    409,
    "amount",
    `The buyer changed this offer from ${formatMoney(seenCents)} to ${formatMoney(offer.amountCents)} after you saw it. ` +
      "Please look at it again before you decide.",
    { offer: { id: offer.id, amount: dollarText(offer.amountCents), amount_cents: offer.amountCents, status: offer.status } },
  );
}

/** Locks the owner's listing, then the offer, and checks both. */
export async function lockForDecision(tx: Executor, userId: number, judgmentId: number, offerId: number, now: Date) {
  const listing: LockedListing | null = await lockListing(tx, judgmentId);
  if (!listing || !memberMaySee(listing, userId, now)) throw noSuchJudgment();
  if (listing.sellerId !== userId) throw refuse(403, "offer", "Only the owner of the listing can decide on its offers.");
  const offer = await lockOffer(tx, offerId);
  if (!offer || offer.judgmentId !== judgmentId) throw refuse(422, "offer_id", "This offer is not on this judgment.");
  if (listing.status !== "active") {
    throw refuse(409, "offer", refusedWhile("Offers can't be accepted or rejected now", listing.status));
  }
  if (offer.status !== "pending") throw refuse(409, "offer", `This offer is no longer pending (it is ${offer.status}).`);
  if (isPastExpiry(offer, now)) throw refuse(409, "offer", "This offer has expired.");
  return { listing, offer };
}

export async function acceptOffer(services: OfferServices, { userId, body }: Decision) {
  const { judgmentId, offerId, seenCents } = readDecision(body, true);
  let result;
  try {
    result = await services.db.transaction(async (tx) => {
      const { listing, offer } = await lockForDecision(tx, userId, judgmentId, offerId, services.clock.now());
      if (offer.awaiting === "buyer") throw refuse(409, "offer", AWAITING_BUYER);
      refuseChangedOffer(offer, seenCents);
      const accepted = await acceptLockedOffer(tx, services, { listing, offer, amountCents: offer.amountCents, by: "owner", userId });
      return { offerId: offer.id, ...accepted };
    });
  } catch (error) {
    throw asOfferRefusal(error);
  }
  await dispatchEmails(services, result.emails);
  return { judgmentId, offerId: result.offerId, paymentDueAt: result.dueAt, rejectedOffers: result.rejected };
}

export async function rejectOffer(services: OfferServices, { userId, body }: Decision) {
  const { judgmentId, offerId, seenCents } = readDecision(body, false);
  const result = await services.db.transaction(async (tx) => {
    const { offer } = await lockForDecision(tx, userId, judgmentId, offerId, services.clock.now());
    refuseChangedOffer(offer, seenCents);
    await setOfferStatus(tx, offer.id, "rejected");
    await insertOfferEvent(tx, { offerId: offer.id, actor: "seller", kind: "decline", amountCents: offer.amountCents });
    await insertAudit(tx, {
      actorId: userId,
      action: "offer.reject",
      entity: "offer",
      entityId: offer.id,
      fromStatus: "pending",
      toStatus: "rejected",
      details: { judgmentId, reason: "owner_rejected" },
    });
    const info = (await findListingForOffer(tx, judgmentId))!;
    const buyer = await findContact(tx, offer.buyerId);
    const emails: (number | null)[] = [];
    if (buyer) {
      const about = { title: info.title, amountCents: offer.amountCents, link: judgmentLink(services, judgmentId) };
      emails.push(
        await queueNotification(
          tx,
          { userId: offer.buyerId, topic: "offers_decided", publicUrl: services.config.publicUrl },
          offerRejectedEmail(buyer, about, services.branding),
        ),
      );
    }
    return { emails };
  });
  await dispatchEmails(services, result.emails);
  return { judgmentId, offerId };
}
