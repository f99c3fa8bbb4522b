// The answers of the assignment step: JSON for the API (POST /api/judgments/assigned and
// /buyer_approved), and for the judgment page's form posts (intent=mark_assigned|confirm_receipt,
// and the premium owner's intent=add_assignment_forms, which work without JavaScript) a redirect
// back to the page with a toast.
import type { AppServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";
import { invalid, jsonError } from "~/server/http/refusal";
import { redirectWithToast } from "~/server/toast";
import { addAssignmentForms } from "./forms";
import { confirmReceipt, markAssigned, type StepResult } from "./transitions";
import { parseId } from "~/domain/ids";

export const ASSIGNMENT_INTENTS = ["mark_assigned", "confirm_receipt"] as const;
export type AssignmentIntent = (typeof ASSIGNMENT_INTENTS)[number];

export function isAssignmentIntent(value: unknown): value is AssignmentIntent {
  return ASSIGNMENT_INTENTS.includes(value as AssignmentIntent);
}

export function stepJson(judgmentId: number, result: StepResult): Response {
  if (!result.ok) return jsonError(result.status, result.message);
  return Response.json({ judgment_id: judgmentId, status: result.status });
}

/** The JSON endpoint of one step: POST only, signed in, a judgment_id, then the step's answer. */
export function assignmentStepEndpoint(intent: AssignmentIntent, missingJudgment: string) {
  const step = intent === "mark_assigned" ? markAssigned : confirmReceipt;
  return post({ access: "member" }, async ({ request, services, user }) => {
    const body = await readBody(request);
    const judgmentId = parseId(body.judgment_id);
    if (judgmentId === null) throw invalid({ judgment_id: [missingJudgment] });
    return stepJson(judgmentId, await step(services, judgmentId, { id: user.id, roles: user.roles }));
  });
}

/** The judgment page's form post: the step, then back to the page with a toast. */
export async function assignmentIntentAction(
  services: AppServices,
  input: { judgmentId: number; user: { id: number; roles: readonly string[] }; intent: AssignmentIntent },
): Promise<Response> {
  const step = input.intent === "mark_assigned" ? markAssigned : confirmReceipt;
  const result = await step(services, input.judgmentId, input.user);
  const back = `/judgments/${input.judgmentId}`;
  if (!result.ok) return redirectWithToast(services, back, { type: "error", description: result.message });
  return input.intent === "mark_assigned"
    ? redirectWithToast(services, back, {
        type: "success",
        description: "Marked assigned. We have asked the buyer to review the documents and confirm.",
      })
    : redirectWithToast(services, `${back}?completed=1`, { type: "success", description: "Thank you! The purchase is complete." });
}

/** The page's "add the assignment forms to the assignment documents" button. */
export const ADD_FORMS_INTENT = "add_assignment_forms";

export const FORMS_ADDED_MESSAGE = "The assignment forms were added to the assignment documents.";
export const FORMS_ALREADY_ADDED_MESSAGE = "These assignment forms are already in the assignment documents.";

export async function assignmentFormsIntentAction(
  services: AppServices,
  input: { judgmentId: number; user: { id: number; roles: readonly string[] } },
): Promise<Response> {
  const result = await addAssignmentForms(services, input.judgmentId, input.user);
  const back = `/judgments/${input.judgmentId}#assignment`;
  if (!result.ok) return redirectWithToast(services, back, { type: "error", description: result.message });
  return redirectWithToast(services, back, {
    type: "success",
    description: result.created ? FORMS_ADDED_MESSAGE : FORMS_ALREADY_ADDED_MESSAGE,
  });
}
