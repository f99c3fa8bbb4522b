// The next-best offer (issue 16): when the accepted buyer did not pay in time, the owner may offer
// the sale to the best offer that was rejected only because that one was accepted, instead of
// relisting. One transaction each, the listing row locked:
//   handOverToNextBest  the owner names the offer and the amount they saw (409 if it changed):
//                       the lapsed offer → lapsed, the chosen offer → accepted (handed over), the
//                       listing keeps offer_accepted with its new buyer, who has the payment
//                       window's length to answer (judgments.payment_due_at holds that date).
//   answerHandOver      that buyer takes it (the payment window starts now) or declines (the
//                       offer lapses and the listing is for sale again; refused while a payment
//                       of theirs is in flight).
import { businessDeadline } from "~/domain/business-days";
import { isAdmin } from "~/domain/permissions";
import type { AppServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { applyListingTransition, NO_SUCH_JUDGMENT } from "~/server/listings/transition";
import { handOverAnsweredEmail, handOverOfferedEmail } from "~/server/mail/deadline-emails";
import { notifyMember } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import {
  findPendingHandOver,
  findNextBestOffer,
  forgetDisplacedOffers,
  lockListingDeadline,
  markHandOverAccepted,
  markOfferHandedOver,
  setPaymentDueAt,
} from "~/server/queries/deadlines";
import { insertOfferEvent } from "~/server/queries/offers";
import { findPurchaseListing, listPurchasePayments } from "~/server/queries/purchases";
import { reconcileInterruptedAttempts } from "~/server/checkout/paid-things/purchase";
import { lapseAcceptedOffer, lockOverdueSale, PAYMENT_BEING_PROCESSED, tellLapsedBuyer } from "./overdue-sale";

export const NEXT_BEST_CHANGED = "The next-best offer changed; please review it again.";
export const NO_NEXT_BEST = "No other offer on this listing is still valid: you can put it back on sale instead.";
export const NOT_HANDED_OVER = "This judgment is not waiting for your answer.";

type Actor = { id: number; roles: readonly string[] };

const link = (services: AppServices, id: number) => `${services.config.publicUrl}/judgments/${id}`;

export async function handOverToNextBest(
  services: AppServices,
  input: { judgmentId: number; userId: number; offerId: number | null; seenCents: number | null },
): Promise<{ buyerHandle: string }> {
  const { judgmentId, userId } = input;
  const now = services.clock.now();
  const before = await findPurchaseListing(services.db, judgmentId);
  if (before?.sellerId === userId && before.status === "offer_accepted" && before.acceptedOfferId) {
    await reconcileInterruptedAttempts(services, before.acceptedOfferId);
  }
  const outcome = await services.db.transaction(async (tx) => {
    const listing = await lockOverdueSale(tx, judgmentId, userId, now);
    const next = await findNextBestOffer(tx, { judgmentId, exceptBuyerId: listing.buyerId, now });
    if (!next) throw jsonError(409, NO_NEXT_BEST);
    // What the owner confirmed is what happens: the offer and the amount they saw.
    if (next.id !== input.offerId || next.amountCents !== input.seenCents) throw jsonError(409, NEXT_BEST_CHANGED);
    const lapsedOfferId = listing.acceptedOfferId;
    const respondBy = businessDeadline(now, services.branding.timeframes.acceptance_to_payment);
    await applyListingTransition(tx, {
      judgmentId,
      event: "hand_over",
      userId,
      update: { buyerId: next.buyerId, acceptedOfferId: next.id, paymentDueAt: respondBy },
      details: { lapsedOfferId, lapsedBuyerId: listing.buyerId, offerId: next.id, amountCents: next.amountCents },
      at: now,
    });
    if (lapsedOfferId !== null) await lapseAcceptedOffer(tx, { offerId: lapsedOfferId, judgmentId, actorId: userId, actor: "owner", now });
    await markOfferHandedOver(tx, next.id, now);
    await insertOfferEvent(tx, {
      offerId: next.id,
      actor: "seller",
      kind: "hand_over",
      amountCents: next.amountCents,
      expiresAt: respondBy,
    });
    await insertAudit(tx, {
      actorId: userId,
      action: "offer.hand_over",
      entity: "offer",
      entityId: next.id,
      fromStatus: "rejected",
      toStatus: "accepted",
      details: { judgmentId, amountCents: next.amountCents, respondBy: respondBy.toISOString() },
    });
    const { publicUrl } = services.config;
    const url = link(services, judgmentId);
    const offered = { title: listing.title, url, amountCents: next.amountCents, respondBy };
    const emails = [
      await tellLapsedBuyer(tx, services, listing, false),
      await notifyMember(tx, { userId: next.buyerId, topic: "sale_steps", publicUrl }, (p) =>
        handOverOfferedEmail(
          p.email,
          { ...offered, name: p.name, paymentDays: services.branding.timeframes.acceptance_to_payment },
          services.branding,
        ),
      ),
    ];
    return { emails, buyerHandle: next.buyerHandle };
  });
  await dispatchEmails(services, outcome.emails);
  return { buyerHandle: outcome.buyerHandle };
}

/** The handed-over buyer's answer. */
export async function answerHandOver(
  services: AppServices,
  input: { judgmentId: number; user: Actor; accept: boolean },
): Promise<{ paymentDueAt: Date | null }> {
  const { judgmentId, user } = input;
  const now = services.clock.now();
  // A payment this buyer started may have charged the card unrecorded: it is settled first.
  const before = await findPurchaseListing(services.db, judgmentId);
  if (before?.buyerId === user.id && before.status === "offer_accepted" && before.acceptedOfferId) {
    await reconcileInterruptedAttempts(services, before.acceptedOfferId);
  }
  const outcome = await services.db.transaction(async (tx) => {
    const listing = await lockListingDeadline(tx, judgmentId);
    if (!listing) throw jsonError(404, NO_SUCH_JUDGMENT);
    const attempts = listing.acceptedOfferId === null ? [] : await listPurchasePayments(tx, listing.acceptedOfferId);
    if (attempts.some((p) => p.status === "processing")) throw jsonError(409, PAYMENT_BEING_PROCESSED);
    const offer = await findPendingHandOver(tx, listing.acceptedOfferId);
    if (listing.status !== "offer_accepted" || listing.buyerId !== user.id || !offer) throw jsonError(409, NOT_HANDED_OVER);
    if (listing.paymentDueAt && listing.paymentDueAt.getTime() < now.getTime())
      throw jsonError(409, "The time to answer this offer has passed.");
    let paymentDueAt: Date | null = null;
    let pastLimitNotice: string | null = null;
    if (input.accept) {
      // Not a status change (the listing stays offer_accepted): the payment window starts now.
      paymentDueAt = businessDeadline(now, services.branding.timeframes.acceptance_to_payment);
      await setPaymentDueAt(tx, judgmentId, paymentDueAt);
      await markHandOverAccepted(tx, offer.id, now);
    } else {
      ({ pastLimitNotice } = await applyListingTransition(tx, {
        judgmentId,
        event: "decline_hand_over",
        userId: user.id,
        isAdmin: isAdmin(user.roles),
        update: { buyerId: null, acceptedOfferId: null, paymentDueAt: null },
        details: { offerId: offer.id },
        at: now,
      }));
      await lapseAcceptedOffer(tx, { offerId: offer.id, judgmentId, actorId: user.id, actor: "buyer", now });
      await forgetDisplacedOffers(tx, judgmentId);
    }
    await insertAudit(tx, {
      actorId: user.id,
      action: input.accept ? "offer.accept_hand_over" : "offer.decline_hand_over",
      entity: "offer",
      entityId: offer.id,
      details: { judgmentId },
    });
    const answered = { title: listing.title, url: link(services, judgmentId), accepted: input.accept, paymentDueAt, pastLimitNotice };
    const emails = [
      await notifyMember(tx, { userId: listing.sellerId, topic: "sale_steps", publicUrl: services.config.publicUrl }, (p) =>
        handOverAnsweredEmail(p.email, { ...answered, name: p.name }, services.branding),
      ),
    ];
    return { emails, paymentDueAt };
  });
  await dispatchEmails(services, outcome.emails);
  return { paymentDueAt: outcome.paymentDueAt };
}
