// Counter-offers (issue 16, docs/decisions/0027): the owner answers a pending offer that awaits
// them with a counter-offer; the buyer then accepts it (an acceptance at the counter amount through
// the one accept path, app/server/offers/accept-locked.ts), declines it (the offer ends, rejected),
// or counters back (the offer's amount becomes the buyer's new figure, the owner's move again, and
// the owner's thresholds apply to it). At most MAX_COUNTERS each way. Each step is one transaction
// with the listing row locked, then the offer: a thread row (offer_events), an audit entry, and an
// e-mail to the other side through the notification settings. Answers that accept or counter name
// the counter amount the buyer saw; a different one (the owner countered again meanwhile) is 409.
import { dollarText, formatMoney } from "~/domain/money";
import { checkCounterAmount, checkCounterBackAmount, counterAnswerRefusal, counterBackRefusal, counterRefusal } from "~/domain/negotiation";
import { formatDeadline } from "~/domain/escrow";
import { defaultOfferExpiry, endOfDayEastern, isPastExpiry } from "~/domain/offer-expiry";
import { offerCeiling } from "~/domain/offer-form";
import { acceptCounterSchema, counterBackSchema, counterOfferSchema, declineCounterSchema } from "~/domain/schemas/negotiation";
import type { Executor } from "~/server/db/client";
import { parseInput } from "~/server/http/body";
import { refuse, refuseFields } from "~/server/http/refusal";
import { counterBackEmail, counterDeclinedEmail, counterOfferEmail } from "~/server/mail/offer-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { acceptLockedOffer } from "~/server/offers/accept-locked";
import { lockForDecision, refuseChangedOffer } from "~/server/offers/decide-offer";
import { judgmentLink, type OfferServices } from "~/server/offers/notify";
import { asOfferRefusal, noSuchJudgment } from "~/server/offers/offer-refusals";
import { applyThresholds } from "~/server/offers/thresholds";
import { holdText } from "~/server/messages/hold";
import { insertAudit } from "~/server/queries/audit";
import { lockListing } from "~/server/queries/listing-status";
import { buyerMaySee } from "~/server/queries/membership";
import {
  findContact,
  findListingForOffer,
  findOffer,
  insertOfferEvent,
  lockOffer,
  setCounter,
  setCounterBack,
  setOfferStatus,
  type OfferRow,
} from "~/server/queries/offers";
import { refusedWhile } from "~/domain/listing-status";

export const COUNTER_SENT = "Your counter-offer was sent to the buyer.";
/** The buyer accepted the counter-offer: what to do next, by when. */
export const counterAcceptedMessage = (paymentDueAt: Date) =>
  `You accepted the counter-offer. Please pay by ${formatDeadline(paymentDueAt)} to complete the purchase.`;
/** The seller lowered the price under the standing counter-offer: it no longer stands. */
export const COUNTER_PRICE_LOWERED = "The seller lowered the price below this counter-offer since. Please make a new offer or buy it now.";
export const COUNTER_DECLINED = "You declined the counter-offer. The seller will be told.";
export const COUNTERED_BACK = "Your counter-offer was sent to the seller.";

type Step = { userId: number; body: Record<string, unknown> };

/** The offer's listing, learnt before locking (listing first, then the offer: the order of every offer action). */
async function judgmentOf(services: OfferServices, offerId: number): Promise<number> {
  const found = await findOffer(services.db, offerId);
  if (!found) throw refuse(404, "offer_id", "This offer does not exist.");
  return found.judgmentId;
}

/** The owner answers a pending offer awaiting them with a counter-offer (amount, message, expires_at). */
export async function counterOffer(services: OfferServices, { userId, body }: Step) {
  const now = services.clock.now();
  const input = parseInput(body, counterOfferSchema(now));
  const judgmentId = await judgmentOf(services, input.offer_id);
  const result = await services.db.transaction(async (tx) => {
    const { offer } = await lockForDecision(tx, userId, judgmentId, input.offer_id, now);
    const refusal = counterRefusal(offer);
    if (refusal) throw refuse(409, "offer", refusal);
    refuseChangedOffer(offer, input.seen_amount);
    const info = (await findListingForOffer(tx, judgmentId))!;
    const amount = checkCounterAmount(body.amount, offer, { askingCents: info.priceCents, buyNowCents: info.buyNowCents });
    if (!amount.ok) throw refuseFields(422, { amount: [amount.problem] });
    const expiresAt = input.expires_at
      ? endOfDayEastern(input.expires_at)
      : defaultOfferExpiry(services.branding.timeframes.offers_expire_days, now);
    const counter = { amountCents: amount.value, expiresAt };
    // The counter's message, held with its step, goes to the buyer after review; the counter stands meanwhile.
    await setCounter(tx, offer.id, counter);
    const eventId = await insertOfferEvent(tx, { offerId: offer.id, actor: "seller", kind: "counter", ...counter });
    const messageHeld = input.message !== null;
    if (input.message) {
      await holdText(tx, {
        kind: "counter",
        judgmentId,
        senderId: userId,
        recipientId: offer.buyerId,
        offerEventId: eventId,
        body: input.message,
      });
    }
    await insertAudit(tx, {
      actorId: userId,
      action: "offer.counter",
      entity: "offer",
      entityId: offer.id,
      fromStatus: "pending",
      toStatus: "pending",
      details: { judgmentId, buyerCents: offer.amountCents, counterCents: amount.value, round: offer.sellerCounters + 1 },
    });
    const buyer = await findContact(tx, offer.buyerId);
    const emails: (number | null)[] = [];
    if (buyer) {
      const about = { title: info.title, yourCents: offer.amountCents, link: judgmentLink(services, judgmentId), ...counter, messageHeld };
      emails.push(
        await queueNotification(
          tx,
          { userId: offer.buyerId, topic: "offers_decided", publicUrl: services.config.publicUrl },
          counterOfferEmail(buyer, about, services.branding),
        ),
      );
    }
    return { counter, emails, messageHeld };
  });
  await dispatchEmails(services, result.emails);
  return {
    judgmentId,
    offerId: input.offer_id,
    counterCents: result.counter.amountCents,
    expiresAt: result.counter.expiresAt,
    messageHeld: result.messageHeld,
  };
}

/** 409 with the counter-offer as it stands, when it is not the one the buyer saw. */
function refuseChangedCounter(offer: OfferRow, seenCents: number | null): void {
  if (seenCents === null || seenCents === offer.counterCents) return;
  throw refuse(
    409,
    "amount",
    `The seller changed the counter-offer from ${formatMoney(seenCents)} to ${formatMoney(offer.counterCents ?? 0)} after you saw it. ` +
      "Please look at it again.",
    {
      offer: {
        id: offer.id,
        counter_amount: offer.counterCents === null ? null : dollarText(offer.counterCents),
        counter_cents: offer.counterCents,
        status: offer.status,
      },
    },
  );
}

/** Locks the listing (which the buyer must still be allowed to see), then the buyer's offer with a standing counter-offer. */
async function lockForAnswer(tx: Executor, services: OfferServices, userId: number, judgmentId: number, offerId: number) {
  const now = services.clock.now();
  const listing = await lockListing(tx, judgmentId);
  if (!listing || !(await buyerMaySee(tx, listing, userId, now))) throw noSuchJudgment();
  const offer = (await lockOffer(tx, offerId))!;
  if (offer.buyerId !== userId) throw refuse(403, "offer", "Only the buyer who made the offer can answer its counter-offer.");
  if (listing.status !== "active") {
    throw refuse(409, "offer", refusedWhile("This judgment is no longer for sale", listing.status));
  }
  if (offer.status !== "pending") throw refuse(409, "offer", `This offer is no longer pending (it is ${offer.status}).`);
  const refusal = counterAnswerRefusal(offer);
  if (refusal) throw refuse(409, "offer", refusal);
  if (isPastExpiry(offer, now) || (offer.counterExpiresAt !== null && offer.counterExpiresAt.getTime() <= now.getTime())) {
    throw refuse(409, "offer", "This counter-offer has expired. You can make a new offer.");
  }
  return { listing, offer, counterCents: offer.counterCents! };
}

/** The buyer accepts the counter-offer at the amount it saw: a sale at that amount, with every rule of accepting. */
export async function acceptCounter(services: OfferServices, { userId, body }: Step) {
  const input = parseInput(body, acceptCounterSchema);
  const judgmentId = await judgmentOf(services, input.offer_id);
  let result;
  try {
    result = await services.db.transaction(async (tx) => {
      const { listing, offer, counterCents } = await lockForAnswer(tx, services, userId, judgmentId, input.offer_id);
      refuseChangedCounter(offer, input.amount);
      // The owner lowered the price below their counter since: the counter no longer stands.
      const info = (await findListingForOffer(tx, judgmentId))!;
      if (counterCents > offerCeiling({ askingCents: info.priceCents, buyNowCents: info.buyNowCents }).cents)
        throw refuse(409, "offer", COUNTER_PRICE_LOWERED);
      const accepted = await acceptLockedOffer(tx, services, { listing, offer, amountCents: counterCents, by: "buyer", userId });
      return { ...accepted, amountCents: counterCents };
    });
  } catch (error) {
    throw asOfferRefusal(error);
  }
  await dispatchEmails(services, result.emails);
  return { judgmentId, offerId: input.offer_id, amountCents: result.amountCents, paymentDueAt: result.dueAt };
}

/** The buyer declines the counter-offer: the offer ends (rejected), the owner is told. */
export async function declineCounter(services: OfferServices, { userId, body }: Step) {
  const input = parseInput(body, declineCounterSchema);
  const judgmentId = await judgmentOf(services, input.offer_id);
  const result = await services.db.transaction(async (tx) => {
    const { listing, offer, counterCents } = await lockForAnswer(tx, services, userId, judgmentId, input.offer_id);
    refuseChangedCounter(offer, input.amount);
    await setOfferStatus(tx, offer.id, "rejected");
    await insertOfferEvent(tx, { offerId: offer.id, actor: "buyer", kind: "decline", amountCents: counterCents });
    await insertAudit(tx, {
      actorId: userId,
      action: "offer.decline_counter",
      entity: "offer",
      entityId: offer.id,
      fromStatus: "pending",
      toStatus: "rejected",
      details: { judgmentId, counterCents, reason: "buyer_declined_counter" },
    });
    const info = (await findListingForOffer(tx, judgmentId))!;
    const [seller, buyer] = [await findContact(tx, listing.sellerId), await findContact(tx, userId)];
    const emails: (number | null)[] = [];
    if (seller) {
      const about = {
        title: info.title,
        amountCents: counterCents,
        link: judgmentLink(services, judgmentId),
        buyerHandle: buyer?.handle ?? "the buyer",
      };
      emails.push(
        await queueNotification(
          tx,
          { userId: listing.sellerId, topic: "offers_received", publicUrl: services.config.publicUrl },
          counterDeclinedEmail(seller, about, services.branding),
        ),
      );
    }
    return { emails };
  });
  await dispatchEmails(services, result.emails);
  return { judgmentId, offerId: input.offer_id };
}

/**
 * The buyer counters back (amount, and seen_amount: the counter it answers): the offer's amount
 * becomes the new figure, the owner's move again, standing for offers_expire_days; the owner's
 * thresholds may decide it at once ('accepted' or 'rejected' instead of 'pending').
 */
export async function counterBack(services: OfferServices, { userId, body }: Step) {
  const input = parseInput(body, counterBackSchema);
  const judgmentId = await judgmentOf(services, input.offer_id);
  let result;
  try {
    result = await services.db.transaction(async (tx) => {
      const { listing, offer, counterCents } = await lockForAnswer(tx, services, userId, judgmentId, input.offer_id);
      refuseChangedCounter(offer, input.seen_amount);
      const refusal = counterBackRefusal(offer);
      if (refusal) throw refuse(409, "offer", refusal);
      const info = (await findListingForOffer(tx, judgmentId))!;
      const amount = checkCounterBackAmount(body.amount, counterCents, { askingCents: info.priceCents, buyNowCents: info.buyNowCents });
      if (!amount.ok) throw refuseFields(422, { amount: [amount.problem] });
      const expiresAt = defaultOfferExpiry(services.branding.timeframes.offers_expire_days, services.clock.now());
      await setCounterBack(tx, offer.id, { amountCents: amount.value, expiresAt });
      await insertOfferEvent(tx, { offerId: offer.id, actor: "buyer", kind: "counter_back", amountCents: amount.value, expiresAt });
      await insertAudit(tx, {
        actorId: userId,
        action: "offer.counter_back",
        entity: "offer",
        entityId: offer.id,
        fromStatus: "pending",
        toStatus: "pending",
        details: { judgmentId, counterCents, fromCents: offer.amountCents, toCents: amount.value, round: offer.buyerCounters + 1 },
      });
      const base = { amountCents: amount.value, expiresAt };
      const threshold = await applyThresholds(tx, services, { listing, offerId: offer.id, amountCents: amount.value });
      if (threshold.outcome) {
        return {
          ...base,
          status: threshold.outcome === "accepted" ? ("accepted" as const) : ("rejected" as const),
          emails: threshold.emails,
        };
      }
      const [seller, buyer] = [await findContact(tx, listing.sellerId), await findContact(tx, userId)];
      const emails: (number | null)[] = [];
      if (seller) {
        const about = {
          title: info.title,
          amountCents: amount.value,
          counterCents,
          link: judgmentLink(services, judgmentId),
          buyerHandle: buyer?.handle ?? "the buyer",
        };
        emails.push(
          await queueNotification(
            tx,
            { userId: listing.sellerId, topic: "offers_received", publicUrl: services.config.publicUrl },
            counterBackEmail(seller, about, services.branding),
          ),
        );
      }
      return { ...base, status: "pending" as const, emails };
    });
  } catch (error) {
    throw asOfferRefusal(error);
  }
  await dispatchEmails(services, result.emails);
  return { judgmentId, offerId: input.offer_id, amountCents: result.amountCents, expiresAt: result.expiresAt, status: result.status };
}
