// The checklist's form posts on the portfolio page (docs/decisions/0055): intent `assign_item`
// ("Mark assigned") and `unassign_item` ("Undo"), each with `judgment_id`; the page's action hands
// them here with the portfolio's id from the URL. They work without JavaScript (plain form posts).
//
// Wiring (app/server/portfolios/page-intents.ts, or the portfolio page's action):
//   const body = await readBody(request);
//   if (isChecklistIntent(body.intent)) {
//     const answer = await checklistIntentAction(services, { body, user, portfolioId });
//     return answer.ok
//       ? redirectWithToast(services, `/portfolios/${portfolioId}#checklist`, { type: "success", description: answer.message })
//       : redirectWithToast(services, `/portfolios/${portfolioId}#checklist`, { type: "error", description: answer.message });
//   }
// (or `data({ errors: answer.errors }, { status: answer.status })` to show the refusal by the row).
import { itemAssignedSchema } from "~/domain/schemas/portfolio-forms";
import type { ViewerUser } from "~/domain/listing-visibility";
import type { AppServices } from "~/server/context";
import { Refusal, type FieldErrors, type RefusalStatus } from "~/server/http/refusal";
import { setItemAssignment, type ItemResult } from "./checklist";

export const CHECKLIST_INTENTS = ["assign_item", "unassign_item"] as const;
export type ChecklistIntent = (typeof CHECKLIST_INTENTS)[number];

export function isChecklistIntent(value: unknown): value is ChecklistIntent {
  return CHECKLIST_INTENTS.includes(value as ChecklistIntent);
}

export type ChecklistIntentAnswer =
  { ok: true; result: ItemResult; message: string } | { ok: false; status: RefusalStatus; errors: FieldErrors; message: string };

/** What the owner is told after a tick, an undo, or the last tick. */
export function checklistMessage(result: ItemResult): string {
  if (!result.assigned) return "Unticked: mark the judgment assigned again once its assignment is done.";
  return result.portfolioStatus === "assigned"
    ? "Every judgment is assigned: we have asked the buyer to review the documents and confirm."
    : "Marked assigned.";
}

export async function checklistIntentAction(
  services: Pick<AppServices, "db" | "jobs" | "config" | "branding" | "clock">,
  input: { body: Record<string, unknown>; user: ViewerUser; portfolioId: number },
): Promise<ChecklistIntentAnswer> {
  const intent = input.body.intent;
  if (!isChecklistIntent(intent)) return { ok: false, status: 422, errors: { intent: ["Unknown action."] }, message: "Unknown action." };
  const parsed = itemAssignedSchema.safeParse({ portfolio_id: input.portfolioId, judgment_id: input.body.judgment_id });
  if (!parsed.success) {
    const message = "Choose the judgment to mark assigned.";
    return { ok: false, status: 422, errors: { judgment_id: [message] }, message };
  }
  try {
    const result = await setItemAssignment(services, {
      portfolioId: input.portfolioId,
      judgmentId: parsed.data.judgment_id,
      assigned: intent === "assign_item",
      user: input.user,
    });
    return { ok: true, result, message: checklistMessage(result) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { ok: false, status: error.status, errors: error.errors, message: error.message };
  }
}
