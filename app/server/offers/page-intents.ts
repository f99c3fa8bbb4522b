// The judgment page's offer intents, the no-JavaScript way to the same actions as the JSON API:
// intent=offer | edit-offer (the buyer's modal forms) and accept-offer | reject-offer (the owner's
// buttons); the negotiation's counter-offer (owner), accept-counter | decline-counter |
// counter-back (buyer), and the owner's set-thresholds. Success goes back to the page with a toast; field errors come back as action data
// (shown next to the fields); other refusals come back as an error toast.
import { data } from "react-router";
import type { AppServices } from "~/server/context";
import { acceptOffer, OFFER_ACCEPTED, OFFER_REJECTED, rejectOffer } from "~/server/offers/decide-offer";
import { editOffer, makeOffer, OFFER_SENT, OFFER_UPDATED, outcomeMessage } from "~/server/offers/make-offer";
import {
  acceptCounter,
  COUNTER_ACCEPTED,
  COUNTER_DECLINED,
  COUNTER_SENT,
  counterBack,
  COUNTERED_BACK,
  counterOffer,
  declineCounter,
} from "~/server/offers/negotiate";
import { saveThresholds, THRESHOLDS_SAVED } from "~/server/offers/thresholds";
import { Refusal } from "~/server/http/refusal";
import { redirectWithToast } from "~/server/toast";
import { parseId } from "~/domain/ids";
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
};

/** The typed fields of the offer forms, as sent (text only). */
const typedNames = ["amount", "expiration", "message"] as const;
const typedOf = (body: Record<string, unknown>) =>
  Object.fromEntries(typedNames.flatMap((name) => (typeof body[name] === "string" ? [[name, body[name]]] : [])));

/** Runs one intent; answers the toast's message. */
async function runIntent(services: AppServices, intent: OfferIntent, userId: number, judgmentId: number, body: Record<string, unknown>) {
  switch (intent) {
    case "offer": {
      const made = await makeOffer(services, { userId, body });
      return withHeldNote(outcomeMessage(made.status, OFFER_SENT), made.messageHeld, "seller");
    }
    case "edit-offer":
      return outcomeMessage((await editOffer(services, { userId, body })).status, OFFER_UPDATED);
    case "accept-offer":
      await acceptOffer(services, { userId, body });
      return OFFER_ACCEPTED;
    case "reject-offer":
      await rejectOffer(services, { userId, body });
      return OFFER_REJECTED;
    case "counter-offer":
      return withHeldNote(COUNTER_SENT, (await counterOffer(services, { userId, body })).messageHeld, "buyer");
    case "accept-counter":
      await acceptCounter(services, { userId, body });
      return COUNTER_ACCEPTED;
    case "decline-counter":
      await declineCounter(services, { userId, body });
      return COUNTER_DECLINED;
    case "counter-back":
      return outcomeMessage((await counterBack(services, { userId, body })).status, COUNTERED_BACK);
    case "set-thresholds":
      await saveThresholds(services, { userId, judgmentId, body });
      return THRESHOLDS_SAVED;
  }
}

export async function offerIntentAction(
  services: AppServices,
  input: { judgmentId: number; userId: number; intent: OfferIntent; body: Record<string, unknown> },
) {
  const { judgmentId, userId, intent } = input;
  const body = { ...input.body, judgment_id: String(judgmentId) };
  const page = `/judgments/${judgmentId}`;
  try {
    const message = await runIntent(services, intent, userId, judgmentId, body);
    return redirectWithToast(services, page, { type: "success", description: message });
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
