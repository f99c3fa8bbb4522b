// The judgment page's form posts of the next-best offer (./hand-over.ts): the owner's
// intent=hand_over (offer_id and the amount they saw), the handed-over buyer's intent=
// accept_hand_over | decline_hand_over. They work without JavaScript; each answers with a redirect
// back to the page and a toast (a refusal's message as an error toast; 404 for a listing the
// member may not know about).
import { parseDollarsToCents } from "~/domain/money";
import { parseId } from "~/domain/ids";
import type { AppServices } from "~/server/context";
import { Refusal } from "~/server/http/refusal";
import { redirectWithToast } from "~/server/toast";
import { answerHandOver, handOverToNextBest } from "./hand-over";

export const HAND_OVER_INTENTS = ["hand_over", "accept_hand_over", "decline_hand_over"] as const;
export type HandOverIntent = (typeof HAND_OVER_INTENTS)[number];

export function isHandOverIntent(value: unknown): value is HandOverIntent {
  return HAND_OVER_INTENTS.includes(value as HandOverIntent);
}

export async function handOverIntentAction(
  services: AppServices,
  input: { judgmentId: number; user: { id: number; roles: readonly string[] }; intent: HandOverIntent; body: Record<string, unknown> },
): Promise<Response> {
  const back = `/judgments/${input.judgmentId}`;
  try {
    if (input.intent === "hand_over") {
      const { buyerHandle } = await handOverToNextBest(services, {
        judgmentId: input.judgmentId,
        userId: input.user.id,
        offerId: parseId(input.body.offer_id),
        seenCents: parseDollarsToCents(input.body.amount),
      });
      return redirectWithToast(services, back, {
        type: "success",
        description: `We offered the judgment to @${buyerHandle}. They have until the date shown to accept; we will tell you their answer.`,
      });
    }
    const accept = input.intent === "accept_hand_over";
    await answerHandOver(services, { judgmentId: input.judgmentId, user: input.user, accept });
    return accept
      ? redirectWithToast(services, `/judgments/pay/${input.judgmentId}`, {
          type: "success",
          description: "The judgment is yours to buy. Please pay before the date shown.",
        })
      : redirectWithToast(services, back, { type: "success", description: "You declined. The seller has been told." });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.status === 404) throw new Response("Not Found", { status: 404 });
    return redirectWithToast(services, back, { type: "error", description: error.message });
  }
}
