// The judgment page's offer intents, the no-JavaScript way to the same actions as the JSON API:
// intent=offer | edit-offer (the buyer's modal forms) and accept-offer | reject-offer (the owner's
// buttons). Success goes back to the page with a toast; field errors come back as action data
// (shown next to the fields); other refusals come back as an error toast.
import { data } from "react-router";
import type { AppServices } from "~/server/context";
import { acceptOffer, OFFER_ACCEPTED, OFFER_REJECTED, rejectOffer } from "~/server/offers/decide-offer";
import { editOffer, makeOffer, OFFER_SENT, OFFER_UPDATED } from "~/server/offers/make-offer";
import { Refusal } from "~/server/http/refusal";
import { redirectWithToast } from "~/server/toast";

const offerIntents = ["offer", "edit-offer", "accept-offer", "reject-offer"] as const;
export type OfferIntent = (typeof offerIntents)[number];

export function isOfferIntent(value: unknown): value is OfferIntent {
  return offerIntents.includes(value as OfferIntent);
}

/** What the page gets back when a buyer's offer form had errors. */
export type OfferFormErrors = { offerIntent: "offer" | "edit-offer"; offerErrors: Record<string, string[]>; offerId?: number };

export async function offerIntentAction(
  services: AppServices,
  input: { judgmentId: number; userId: number; intent: OfferIntent; body: Record<string, unknown> },
) {
  const { judgmentId, userId, intent } = input;
  const body = { ...input.body, judgment_id: String(judgmentId) };
  const page = `/judgments/${judgmentId}`;
  try {
    let message: string;
    if (intent === "offer") {
      await makeOffer(services, { userId, body });
      message = OFFER_SENT;
    } else if (intent === "edit-offer") {
      await editOffer(services, { userId, body });
      message = OFFER_UPDATED;
    } else if (intent === "accept-offer") {
      await acceptOffer(services, { userId, body });
      message = OFFER_ACCEPTED;
    } else {
      await rejectOffer(services, { userId, body });
      message = OFFER_REJECTED;
    }
    return redirectWithToast(services, page, { type: "success", description: message });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const formIntent = intent === "offer" || intent === "edit-offer" ? intent : null;
    if (formIntent && (error.status === 422 || error.extra.offer_id)) {
      const offerId = typeof error.extra.offer_id === "number" ? error.extra.offer_id : undefined;
      return data<OfferFormErrors>({ offerIntent: formIntent, offerErrors: error.errors, offerId }, { status: error.status });
    }
    return redirectWithToast(services, page, { type: "error", description: error.message });
  }
}
