// The answers of the escrow steps: the judgment page's form posts (intent=cancel_purchase,
// open_dispute, answer_dispute, relist_choice; they work without JavaScript) redirect back with a
// toast, or answer the form's field errors (422) to show next to the fields; the JSON endpoints
// answer JSON (docs/decisions/0026).
import { data } from "react-router";
import type { AppServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";
import { invalid, jsonError, refuseFields } from "~/server/http/refusal";
import { setRelistAs } from "~/server/queries/escrow";
import { redirectWithToast } from "~/server/toast";
import { parseId } from "~/domain/ids";
import { heldTextNote } from "~/domain/member-texts";
import { cancelUnassignedPurchase } from "./cancel";
import { answerDispute, openDispute, resolveDispute } from "./disputes";
import type { EscrowResult } from "./step";

export const ESCROW_INTENTS = ["cancel_purchase", "open_dispute", "answer_dispute", "relist_choice"] as const;
export type EscrowIntent = (typeof ESCROW_INTENTS)[number];

export function isEscrowIntent(value: unknown): value is EscrowIntent {
  return ESCROW_INTENTS.includes(value as EscrowIntent);
}

type Actor = { id: number; roles: readonly string[] };

const successToasts: Record<EscrowIntent, string> = {
  cancel_purchase: "Your purchase is cancelled. We are refunding your payment in full, the buyer's fee included.",
  open_dispute: `Your dispute is open. The seller's payout stays held while an administrator reviews it. ${heldTextNote("seller")}`,
  answer_dispute: `Your answer was sent. An administrator will resolve the dispute. ${heldTextNote("buyer")}`,
  relist_choice: "Saved.",
};

function step(services: AppServices, intent: EscrowIntent, judgmentId: number, user: Actor, body: Record<string, unknown>) {
  switch (intent) {
    case "cancel_purchase":
      return cancelUnassignedPurchase(services, judgmentId, user);
    case "open_dispute":
      return openDispute(services, judgmentId, user, { reason: body.reason, details: body.details });
    case "answer_dispute":
      return answerDispute(services, judgmentId, user, { response: body.response });
    case "relist_choice":
      return saveRelistChoice(services, judgmentId, user, body.relist_as);
  }
}

async function saveRelistChoice(services: AppServices, judgmentId: number, user: Actor, value: unknown): Promise<EscrowResult> {
  if (value !== "active" && value !== "hidden") {
    return { ok: false, status: 422, message: "Choose Active or Hidden.", errors: { relist_as: ["Choose Active or Hidden."] } };
  }
  if (!(await setRelistAs(services.db, judgmentId, user.id, value))) {
    const message = "Only the seller can choose this, while the judgment waits for its assignment.";
    return { ok: false, status: 409, message, errors: { _: [message] } };
  }
  return { ok: true, status: "paid" };
}

/** The judgment page's form post of an escrow intent. */
export async function escrowIntentAction(
  services: AppServices,
  input: { judgmentId: number; user: Actor; intent: EscrowIntent; body: Record<string, unknown> },
) {
  const result = await step(services, input.intent, input.judgmentId, input.user, input.body);
  const back = `/judgments/${input.judgmentId}`;
  if (!result.ok && result.status === 422) {
    const escrowTyped = Object.fromEntries(
      Object.entries(input.body).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "intent"),
    );
    return data({ escrowIntent: input.intent, escrowErrors: result.errors, escrowTyped }, { status: 422 });
  }
  if (!result.ok) return redirectWithToast(services, back, { type: "error", description: result.message });
  return redirectWithToast(services, `${back}#escrow`, { type: "success", description: successToasts[input.intent] });
}

function json(judgmentId: number, result: EscrowResult): Response {
  if (!result.ok) return result.status === 422 ? refuseFields(422, result.errors) : jsonError(result.status, result.message);
  return Response.json({ judgment_id: judgmentId, status: result.status });
}

/** POST /api/judgments/cancel_purchase, /dispute and /dispute/answer: signed in, a judgment_id, then the step. */
export function escrowEndpoint(intent: Exclude<EscrowIntent, "relist_choice">) {
  return post({ access: "member" }, async ({ request, services, user }) => {
    const body = await readBody(request);
    const judgmentId = parseId(body.judgment_id);
    if (judgmentId === null) throw invalid({ judgment_id: ["Choose the judgment."] });
    return json(judgmentId, await step(services, intent, judgmentId, { id: user.id, roles: user.roles }, body));
  });
}

/** POST /api/admin/disputes/resolve (dispute_id, resolution, amount, note). */
export const resolveEndpoint = post({ access: "admin" }, async ({ request, services, user }) => {
  const body = await readBody(request);
  const disputeId = parseId(body.dispute_id);
  if (disputeId === null) throw invalid({ dispute_id: ["Choose the dispute."] });
  const result = await resolveDispute(
    services,
    disputeId,
    { id: user.id, roles: user.roles },
    { resolution: body.resolution, amount: body.amount, note: body.note },
  );
  if (!result.ok) return result.status === 422 ? refuseFields(422, result.errors) : jsonError(result.status, result.message);
  return Response.json({ dispute_id: disputeId, status: result.status });
});
