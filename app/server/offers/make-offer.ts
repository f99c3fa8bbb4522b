// Making and editing offers (POST /api/judgments/offer and /offer/edit, and the judgment page's
// no-JavaScript intents). One open offer per buyer per listing: checked with the listing row
// locked, and enforced by the partial unique index offers_one_open_per_buyer as the last word.
// Each amount goes into the offer's thread (offer_events), then past the owner's thresholds
// (app/server/offers/thresholds.ts), which may decline or accept it at once. While the owner's
// counter-offer waits on the buyer the amount is not edited: the buyer answers the counter.
import { z } from "zod";
import { rateLimits } from "~/config/limits";
import type { AppServices } from "~/server/context";
import { memberMaySee } from "~/domain/listing-visibility";
import { buyerMaySee } from "~/server/queries/membership";
import { refuse, refuseFields, type Refusal } from "~/server/http/refusal";
import { isUniqueViolation } from "~/server/db/errors";
import { noSuchJudgment } from "~/server/offers/offer-refusals";
import { readOfferAmount, readOfferInput } from "~/server/offers/offer-input";
import { editedOfferIdSchema, offerJudgmentSchema } from "~/domain/schemas/offer-form";
import { parseInput } from "~/server/http/body";
import { judgmentLink } from "~/server/offers/notify";
import { isPastExpiry } from "~/domain/offer-expiry";
import { newOfferEmail, offerChangedEmail } from "~/server/mail/offer-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { consume, retryMessage } from "~/server/rate-limit";
import { insertAudit } from "~/server/queries/audit";
import { applyThresholds } from "~/server/offers/thresholds";
import { holdText } from "~/server/messages/hold";
import { lockListing, type LockedListing } from "~/server/queries/listing-status";
import {
  findContact,
  findListingForOffer,
  findOffer,
  findOpenOfferOf,
  insertOffer,
  insertOfferEvent,
  lockOffer,
  lockOpenOfferOf,
  setOfferAmount,
  setOfferStatus,
} from "~/server/queries/offers";
import { refusedWhile } from "~/domain/listing-status";

export const ALREADY_OFFERED = "You already have an offer on this judgment. You can edit its amount.";
export const OFFER_UPDATED = "Your offer has been updated!";
export const OFFER_SENT = "Your offer was sent to the seller.";
export const ANSWER_COUNTER_FIRST = "The seller made you a counter-offer: accept it, decline it or counter back instead.";

/** Where a buyer's amount stands once the owner's thresholds had their say. */
export type OfferOutcome = "pending" | "accepted" | "rejected";
const outcomeStatus = { accepted: "accepted", declined: "rejected" } as const;

/** The page's answer to an amount the thresholds decided at once. */
export function outcomeMessage(status: OfferOutcome, fallback: string): string {
  if (status === "accepted") return "Your offer was accepted! Please pay within the payment window to complete the purchase.";
  if (status === "rejected") return "The seller has a minimum for offers on this listing and your amount is below it, so it was declined.";
  return fallback;
}

/** 409 for a listing past offers; its status is named only to whoever may see the listing. */
function notOpen(listing: LockedListing | null, seen: boolean): Refusal {
  return refuse(
    409,
    "offer",
    listing && seen ? refusedWhile("This judgment is not open to offers", listing.status) : "This judgment is not open to offers.",
  );
}

export async function makeOffer(
  services: AppServices,
  { userId, body }: { userId: number; body: Record<string, unknown> },
): Promise<{ offerId: number; amountCents: number; expiresAt: Date; status: OfferOutcome; messageHeld: boolean }> {
  const { judgment_id: judgmentId } = parseInput(body, z.object({ judgment_id: offerJudgmentSchema }));
  const limit = await consume(services, `offer:user:${userId}`, rateLimits.offersPerUser);
  if (limit.limited) throw refuse(429, "offer", `You have made many offers recently. ${retryMessage(limit.retryAfterSeconds)}`);

  let result;
  try {
    result = await services.db.transaction(async (tx) => {
      // One instant for every check of this offer: who may see the listing, the expiry dates.
      const now = services.clock.now();
      const listing = await lockListing(tx, judgmentId);
      if (!listing || !(await buyerMaySee(tx, listing, userId, now))) throw noSuchJudgment();
      if (listing.sellerId === userId) throw refuse(403, "offer", "You cannot make an offer on your own listing.");
      if (listing.status !== "active") throw notOpen(listing, true);
      const info = (await findListingForOffer(tx, judgmentId))!;
      const input = readOfferInput(
        body,
        { askingCents: info.priceCents, buyNowCents: info.buyNowCents },
        services.branding.timeframes.offers_expire_days,
        now,
      );
      if (!input.ok) throw refuseFields(422, input.errors);

      const existing = await lockOpenOfferOf(tx, judgmentId, userId);
      if (existing && !isPastExpiry(existing, now)) throw refuse(409, "offer", ALREADY_OFFERED, { offer_id: existing.id });
      // A lapsed date frees the slot: that offer is marked expired and a new one takes its place.
      if (existing) await setOfferStatus(tx, existing.id, "expired");

      const { message, ...offered } = input.value;
      const offerId = await insertOffer(tx, { judgmentId, buyerId: userId, ...offered });
      await insertAudit(tx, {
        actorId: userId,
        action: "offer.create",
        entity: "offer",
        entityId: offerId,
        toStatus: "pending",
        details: { judgmentId, amountCents: input.value.amountCents },
      });
      const eventId = await insertOfferEvent(tx, {
        offerId,
        actor: "buyer",
        kind: "offer",
        amountCents: input.value.amountCents,
        expiresAt: input.value.expiresAt,
      });
      // The message goes to the seller only once an administrator approves it; the offer stands meanwhile.
      if (message) {
        await holdText(tx, {
          kind: "offer",
          judgmentId,
          senderId: userId,
          recipientId: listing.sellerId,
          offerEventId: eventId,
          body: message,
        });
      }
      const base = {
        offerId,
        amountCents: input.value.amountCents,
        expiresAt: input.value.expiresAt,
        messageHeld: message !== null,
      };
      // The owner's thresholds decide at once; the owner hears of an accepted one, not of a declined one.
      const threshold = await applyThresholds(tx, services, { listing, offerId, amountCents: input.value.amountCents });
      if (threshold.outcome) return { ...base, status: outcomeStatus[threshold.outcome], emails: threshold.emails };
      const [seller, buyer] = [await findContact(tx, listing.sellerId), await findContact(tx, userId)];
      const emails: (number | null)[] = [];
      if (seller) {
        const link = judgmentLink(services, judgmentId);
        const about = {
          title: info.title,
          amountCents: input.value.amountCents,
          link,
          buyerHandle: buyer?.handle ?? "a buyer",
          messageHeld: message !== null,
        };
        emails.push(
          await queueNotification(
            tx,
            { userId: listing.sellerId, topic: "offers_received", publicUrl: services.config.publicUrl },
            newOfferEmail(seller, about, services.branding),
          ),
        );
      }
      return { ...base, status: "pending" as OfferOutcome, emails };
    });
  } catch (error) {
    // Two requests raced past the check: the index refused the second.
    if (!isUniqueViolation(error)) throw error;
    const open = await findOpenOfferOf(services.db, judgmentId, userId);
    throw refuse(409, "offer", ALREADY_OFFERED, open ? { offer_id: open.id } : {});
  }
  await dispatchEmails(services, result.emails);
  return {
    offerId: result.offerId,
    amountCents: result.amountCents,
    expiresAt: result.expiresAt,
    status: result.status,
    messageHeld: result.messageHeld,
  };
}

/** The buyer changes the amount of its pending offer on an active listing. */
export async function editOffer(
  services: AppServices,
  { userId, body }: { userId: number; body: Record<string, unknown> },
): Promise<{ offerId: number; amountCents: number; judgmentId: number; status: OfferOutcome }> {
  const { id: offerId } = parseInput({ id: body.id ?? body.offer_id }, z.object({ id: editedOfferIdSchema }));
  const found = await findOffer(services.db, offerId);
  if (!found) throw refuse(404, "id", "This offer does not exist.");
  if (found.buyerId !== userId) throw refuse(403, "offer", "Only the buyer who made an offer can change it.");
  const result = await services.db.transaction(async (tx) => {
    const now = services.clock.now();
    // Listing first, then the offer: the same order as accepting, so the two never deadlock.
    const listing = await lockListing(tx, found.judgmentId);
    if (!listing || listing.status !== "active") throw notOpen(listing, listing !== null && memberMaySee(listing, userId, now));
    // An edit can buy the listing (the owner's auto-accept amount): the first look applies as to a new offer.
    if (!(await buyerMaySee(tx, listing, userId, now))) throw noSuchJudgment();
    const offer = (await lockOffer(tx, offerId))!;
    if (offer.status !== "pending") throw refuse(409, "offer", `This offer can no longer be changed (it is ${offer.status}).`);
    if (isPastExpiry(offer, now)) throw refuse(409, "offer", "This offer has expired. Please make a new offer.");
    if (offer.awaiting === "buyer") throw refuse(409, "offer", ANSWER_COUNTER_FIRST);
    const info = (await findListingForOffer(tx, found.judgmentId))!;
    const amount = readOfferAmount(body.amount, { askingCents: info.priceCents, buyNowCents: info.buyNowCents });
    if ("errors" in amount) throw refuseFields(422, amount.errors);
    const unchanged = {
      offerId,
      amountCents: amount.amountCents,
      judgmentId: found.judgmentId,
      status: "pending" as OfferOutcome,
      emails: [] as (number | null)[],
    };
    if (amount.amountCents === offer.amountCents) return unchanged;
    // Each change is announced to the seller and re-arms every accept in flight (which names the
    // amount it saw), so changes per offer are few: a flurry is refused, not e-mailed. Counted in
    // the transaction, so only a change that is made counts.
    const limit = await consume({ ...services, db: tx }, `offer-edit:${userId}:${found.judgmentId}`, rateLimits.offerEditsPerListing);
    if (limit.limited) {
      throw refuse(429, "amount", `You have changed this offer several times recently. ${retryMessage(limit.retryAfterSeconds)}`);
    }
    await setOfferAmount(tx, offerId, amount.amountCents);
    await insertAudit(tx, {
      actorId: userId,
      action: "offer.edit",
      entity: "offer",
      entityId: offerId,
      fromStatus: "pending",
      toStatus: "pending",
      details: { judgmentId: found.judgmentId, fromCents: offer.amountCents, toCents: amount.amountCents },
    });
    await insertOfferEvent(tx, { offerId, actor: "buyer", kind: "edit", amountCents: amount.amountCents });
    const threshold = await applyThresholds(tx, services, { listing, offerId, amountCents: amount.amountCents });
    if (threshold.outcome) return { ...unchanged, status: outcomeStatus[threshold.outcome], emails: threshold.emails };
    const [seller, buyer] = [await findContact(tx, listing.sellerId), await findContact(tx, userId)];
    if (seller) {
      const about = {
        title: info.title,
        amountCents: amount.amountCents,
        previousCents: offer.amountCents,
        link: judgmentLink(services, found.judgmentId),
        buyerHandle: buyer?.handle ?? "a buyer",
      };
      unchanged.emails.push(
        await queueNotification(
          tx,
          { userId: listing.sellerId, topic: "offers_received", publicUrl: services.config.publicUrl },
          offerChangedEmail(seller, about, services.branding),
        ),
      );
    }
    return unchanged;
  });
  await dispatchEmails(services, result.emails);
  return { offerId: result.offerId, amountCents: result.amountCents, judgmentId: result.judgmentId, status: result.status };
}
