// The judgment page's offer intents, the no-JavaScript way to the same actions as the JSON API:
// intent=offer | edit-offer (the buyer's modal forms) and accept-offer | reject-offer (the owner's
// buttons); the negotiation's counter-offer (owner), accept-counter | decline-counter |
// counter-back (buyer), and the owner's set-thresholds. Success goes back to the page with a toast; field errors come back as action data
// (shown next to the fields); other refusals come back as an error toast.
import { data, redirect } from "react-router";
import { amountConfirmed } from "~/domain/deal-math";
import { formatDate } from "~/domain/dates";
import { formatDeadline } from "~/domain/escrow";
import { dollarText, parseDollarsToCents } from "~/domain/money";
import type { AppServices } from "~/server/context";
import { acceptOffer, OFFER_ACCEPTED, OFFER_REJECTED, rejectOffer } from "~/server/offers/decide-offer";
import { editOffer, makeOffer, OFFER_SENT, OFFER_UPDATED, outcomeMessage } from "~/server/offers/make-offer";
import {
  acceptCounter,
  COUNTER_DECLINED,
  COUNTER_SENT,
  counterAcceptedMessage,
  counterBack,
  COUNTERED_BACK,
  counterOffer,
  declineCounter,
} from "~/server/offers/negotiate";
import { saveThresholds, THRESHOLDS_SAVED } from "~/server/offers/thresholds";
import { Refusal } from "~/server/http/refusal";
import { redirectWithToast } from "~/server/toast";
import { parseId } from "~/domain/ids";
import { counterOfferSchema } from "~/domain/schemas/negotiation";
import { editOfferSchema, makeOfferSchema } from "~/domain/schemas/offer-form";
import { findListingForOffer, findOffer, findOpenOfferOf } from "~/server/queries/offers";
import { checkCounterAmount, checkCounterBackAmount, counterBackRefusal, counterRefusal } from "~/domain/negotiation";
import { isPastExpiry } from "~/domain/offer-expiry";
import { withHeldNote } from "~/domain/member-texts";

const offerIntents = [
  "offer",
  "edit-offer",
  "accept-offer",
  "reject-offer",
  "counter-offer",
  "accept-counter",
  "decline-counter",
  "counter-back",
  "set-thresholds",
] as const;
export type OfferIntent = (typeof offerIntents)[number];

export function isOfferIntent(value: unknown): value is OfferIntent {
  return offerIntents.includes(value as OfferIntent);
}

/** The forms whose field errors come back to the page (the others answer with a toast). */
const formIntents = ["offer", "edit-offer", "counter-offer", "counter-back", "set-thresholds"] as const;
type FormIntent = (typeof formIntents)[number];

/** What the page gets back when an offer form had errors, with what was typed to fill the form again. */
export type OfferFormErrors = {
  offerIntent: FormIntent;
  offerErrors: Record<string, string[]>;
  offerId?: number;
  offerTyped: Record<string, string>;
  /** No errors: the amount's figures were not on screen yet (no script); the form shows them and asks again. */
  review?: boolean;
};

/** The typed fields of the offer forms, as sent (text only). */
const typedNames = ["amount", "expiration", "message", "expires_at"] as const;
const typedOf = (body: Record<string, unknown>) =>
  Object.fromEntries(typedNames.flatMap((name) => (typeof body[name] === "string" ? [[name, body[name]]] : [])));

/** What a successful intent answers: the toast and, when not the judgment page, where to go next. */
type Outcome = { message: string; next?: string };

const nextStepOf = {
  offerOpen: (expiresAt: Date | null) =>
    expiresAt ? ` The seller can accept, counter or decline it until ${formatDate(expiresAt)}; we e-mail you when they answer.` : "",
  buyerPays: (dueAt: Date) => ` The buyer has until ${formatDeadline(dueAt)} to pay; we e-mail you when the payment is in.`,
  sellerAnswers: (expiresAt: Date | null) =>
    expiresAt ? ` The seller can accept, counter or decline it until ${formatDate(expiresAt)}.` : "",
  buyerAnswers: (expiresAt: Date) => ` The buyer can accept, decline or counter back until ${formatDate(expiresAt)}.`,
};

/** Runs one intent; answers the toast's message (naming the next step) and where to go. */
async function runIntent(
  services: AppServices,
  intent: OfferIntent,
  userId: number,
  judgmentId: number,
  body: Record<string, unknown>,
): Promise<Outcome> {
  const pay = `/judgments/pay/${judgmentId}`;
  switch (intent) {
    case "offer": {
      const made = await makeOffer(services, { userId, body });
      if (made.status === "accepted") return { message: outcomeMessage(made.status, OFFER_SENT), next: pay };
      if (made.status !== "pending") return { message: outcomeMessage(made.status, OFFER_SENT) };
      return { message: withHeldNote(OFFER_SENT, made.messageHeld, "seller") + nextStepOf.offerOpen(made.expiresAt) };
    }
    case "edit-offer": {
      const edited = await editOffer(services, { userId, body });
      const updated =
        edited.status === "pending" ? `${OFFER_UPDATED} The seller sees the new amount.` : outcomeMessage(edited.status, OFFER_UPDATED);
      return { message: updated, next: edited.status === "accepted" ? pay : undefined };
    }
    case "accept-offer": {
      const accepted = await acceptOffer(services, { userId, body });
      return { message: OFFER_ACCEPTED + nextStepOf.buyerPays(accepted.paymentDueAt) };
    }
    case "reject-offer":
      await rejectOffer(services, { userId, body });
      return { message: OFFER_REJECTED };
    case "counter-offer": {
      const countered = await counterOffer(services, { userId, body });
      return { message: withHeldNote(COUNTER_SENT, countered.messageHeld, "buyer") + nextStepOf.buyerAnswers(countered.expiresAt) };
    }
    case "accept-counter": {
      const accepted = await acceptCounter(services, { userId, body });
      return { message: counterAcceptedMessage(accepted.paymentDueAt), next: pay };
    }
    case "decline-counter":
      await declineCounter(services, { userId, body });
      return { message: COUNTER_DECLINED };
    case "counter-back": {
      const back = await counterBack(services, { userId, body });
      const sent =
        back.status === "pending" ? COUNTERED_BACK + nextStepOf.sellerAnswers(back.expiresAt) : outcomeMessage(back.status, COUNTERED_BACK);
      return { message: sent, next: back.status === "accepted" ? pay : undefined };
    }
    case "set-thresholds":
      await saveThresholds(services, { userId, judgmentId, body });
      return { message: THRESHOLDS_SAVED };
  }
}

/**
 * Whether a proposal may be reviewed: a read-only dry run of what the intent itself will check
 * first — the listing open to it, the poster's place in the negotiation, the amount within its
 * rules and the form's other fields (the forms' own schemas and the negotiation's rules). Anything
 * else runs the intent as it is, so its refusal (a field error or a toast) comes back at once,
 * never a review of something that cannot be sent. The intent checks it all again, under its locks.
 */
async function readyForReview(
  services: AppServices,
  input: { intent: OfferIntent; judgmentId: number; userId: number; body: Record<string, unknown> },
): Promise<boolean> {
  const { intent, judgmentId, userId, body } = input;
  if (!parseDollarsToCents(body.amount)) return false;
  const now = services.clock.now();
  const listing = await findListingForOffer(services.db, judgmentId);
  if (!listing || listing.status !== "active") return false;
  const prices = { askingCents: listing.priceCents, buyNowCents: listing.buyNowCents };
  const owner = listing.sellerId === userId;
  if (intent === "offer") {
    if (owner || !makeOfferSchema({ prices, now }).safeParse(body).success) return false;
    return (await findOpenOfferOf(services.db, judgmentId, userId)) === null;
  }
  const offer = await findOffer(services.db, parseId(intent === "edit-offer" ? body.id : body.offer_id) ?? 0);
  if (!offer || offer.judgmentId !== judgmentId || offer.status !== "pending" || isPastExpiry(offer, now)) return false;
  switch (intent) {
    case "edit-offer":
      return offer.buyerId === userId && offer.awaiting === "seller" && editOfferSchema({ prices }).safeParse(body).success;
    case "counter-offer":
      return (
        owner &&
        counterRefusal(offer) === null &&
        checkCounterAmount(body.amount, offer, prices).ok &&
        counterOfferSchema(now).safeParse(body).success
      );
    case "counter-back":
      return (
        offer.buyerId === userId &&
        counterBackRefusal(offer) === null &&
        checkCounterBackAmount(body.amount, offer.counterCents!, prices).ok
      );
    default:
      return false;
  }
}

/** The accept intents bind only from their review page (which names and confirms the amount). */
const acceptIntents: readonly OfferIntent[] = ["accept-offer", "accept-counter"];
/** The forms that propose an amount: posted without the figures confirmed, they come back as their review. */
const proposalIntents: readonly OfferIntent[] = ["offer", "edit-offer", "counter-offer", "counter-back"];

export async function offerIntentAction(
  services: AppServices,
  input: { judgmentId: number; userId: number; intent: OfferIntent; body: Record<string, unknown> },
) {
  const { judgmentId, userId, intent } = input;
  const body: Record<string, unknown> = { ...input.body, judgment_id: String(judgmentId) };
  const page = `/judgments/${judgmentId}`;
  // Accepting binds only from the review, which restates the deal and confirms the amount it shows.
  if (acceptIntents.includes(intent) && !amountConfirmed(body)) {
    const offerId = parseId(body.offer_id);
    if (offerId !== null) {
      const seen = parseDollarsToCents(body.amount);
      return redirect(`${page}/accept?offer=${offerId}${seen ? `&amount=${dollarText(seen)}` : ""}`, 303);
    }
  }
  // An amount proposed without its figures on screen (no script): the form comes back with them first.
  if (
    proposalIntents.includes(intent) &&
    !amountConfirmed(body) &&
    (await readyForReview(services, { intent, judgmentId, userId, body }))
  ) {
    const offerId = parseId(input.body.offer_id ?? input.body.id) ?? undefined;
    return data<OfferFormErrors>({
      offerIntent: intent as FormIntent,
      offerErrors: {},
      offerId,
      offerTyped: typedOf(input.body),
      review: true,
    });
  }
  try {
    const outcome = await runIntent(services, intent, userId, judgmentId, body);
    return redirectWithToast(services, outcome.next ?? page, { type: "success", description: outcome.message });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const formIntent = (formIntents as readonly string[]).includes(intent) ? (intent as FormIntent) : null;
    if (formIntent && (error.status === 422 || error.extra.offer_id)) {
      const offerId = typeof error.extra.offer_id === "number" ? error.extra.offer_id : (parseId(input.body.offer_id) ?? undefined);
      return data<OfferFormErrors>(
        { offerIntent: formIntent, offerErrors: error.errors, offerId, offerTyped: typedOf(input.body) },
        { status: error.status },
      );
    }
    return redirectWithToast(services, page, { type: "error", description: error.message });
  }
}
