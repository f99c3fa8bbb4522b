// The feedback forms' posts (docs/decisions/0045), plain forms that work without JavaScript:
// intent=leave_feedback on the judgment page and on /feedback (the two sides of a sale), intent=reply_feedback and
// intent=remove_feedback on the member's public page (the rated member; administrators). Each
// redirects back with a toast, or answers the form's field errors (422) to show next to the fields.
import { data } from "react-router";
import { FEEDBACK_NOT_PARTY } from "~/domain/feedback";
import { parseId } from "~/domain/ids";
import type { AppServices } from "~/server/context";
import { findSaleListingId } from "~/server/queries/feedback";
import { redirectWithToast } from "~/server/toast";
import { leaveFeedback, type FeedbackResult } from "./leave";
import { removeFeedback } from "./remove";
import { replyToFeedback } from "./reply";

export const LEAVE_FEEDBACK_INTENT = "leave_feedback";

const HELD_NOTE = (what: string) => `Your ${what} will be shown to others once our team has reviewed it.`;

type Actor = { id: number; roles: readonly string[] };

/** The typed fields, to fill the form again beside its errors. */
function typed(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== "intent"));
}

async function answer(
  services: AppServices,
  result: FeedbackResult,
  back: string,
  intent: string,
  body: Record<string, unknown>,
  success: string,
) {
  if (!result.ok && result.status === 422) {
    return data({ feedbackIntent: intent, feedbackErrors: result.errors, feedbackTyped: typed(body) }, { status: 422 });
  }
  if (!result.ok) return redirectWithToast(services, back, { type: "error", description: result.message });
  return redirectWithToast(services, `${back}#feedback`, { type: "success", description: success });
}

/** The judgment page's intent=leave_feedback. */
export async function leaveFeedbackIntentAction(
  services: AppServices,
  input: { judgmentId: number; user: Actor; body: Record<string, unknown> },
) {
  const result = await leaveFeedback(services, { judgmentId: input.judgmentId, userId: input.user.id, body: input.body });
  return answer(services, result, `/judgments/${input.judgmentId}`, LEAVE_FEEDBACK_INTENT, input.body, leftMessage(result));
}

/**
 * The "Your feedback" page's intent=leave_feedback: the sale is named by its payment alone (its
 * listing is looked up, then leaveFeedback checks the member was a side of it, as on the judgment page).
 */
export async function memberFeedbackAction(services: AppServices, input: { user: Actor; body: Record<string, unknown> }) {
  const back = "/feedback";
  if (input.body.intent !== LEAVE_FEEDBACK_INTENT)
    return redirectWithToast(services, back, { type: "error", description: "Unknown action." });
  const paymentId = parseId(input.body.payment_id);
  const judgmentId = paymentId === null ? null : await findSaleListingId(services.db, paymentId);
  const result: FeedbackResult =
    judgmentId === null
      ? { ok: false, status: 403, message: FEEDBACK_NOT_PARTY, errors: {} }
      : await leaveFeedback(services, { judgmentId, userId: input.user.id, body: input.body });
  return answer(services, result, back, LEAVE_FEEDBACK_INTENT, input.body, leftMessage(result));
}

function leftMessage(result: FeedbackResult): string {
  return `Thank you: your feedback is saved.${result.ok && result.held ? ` ${HELD_NOTE("comment")}` : ""}`;
}

/** The public page's intents: the rated member's reply, an administrator's removal. */
export async function userPageFeedbackAction(services: AppServices, input: { back: string; user: Actor; body: Record<string, unknown> }) {
  const feedbackId = parseId(input.body.feedback_id) ?? 0;
  if (input.body.intent === "reply_feedback") {
    const result = await replyToFeedback(services, { feedbackId, userId: input.user.id, body: input.body });
    return answer(services, result, input.back, "reply_feedback", input.body, `${HELD_NOTE("reply")}`);
  }
  if (input.body.intent === "remove_feedback") {
    const result = await removeFeedback(services, { feedbackId, admin: input.user, reason: input.body.reason });
    return answer(
      services,
      result,
      input.back,
      "remove_feedback",
      input.body,
      "The feedback was removed; the reason is kept in the audit log.",
    );
  }
  return data(
    { feedbackIntent: "unknown", feedbackErrors: { intent: ["Unknown action."] }, feedbackTyped: typed(input.body) },
    { status: 400 },
  );
}
