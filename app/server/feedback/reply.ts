// The rated member's one reply to feedback (docs/decisions/0045), held for review like the comment.
import { FEEDBACK_REPLY_NOT_YOURS, FEEDBACK_REPLY_TWICE, feedbackText, feedbackTextProblem } from "~/domain/feedback";
import { invalid, jsonError } from "~/server/http/refusal";
import { holdText } from "~/server/messages/hold";
import { insertAudit } from "~/server/queries/audit";
import { lockFeedback, setFeedbackReply } from "~/server/queries/feedback";
import { runFeedbackStep, type FeedbackResult, type FeedbackServices } from "./leave";

export const NO_SUCH_FEEDBACK = "This feedback does not exist.";

export function replyToFeedback(
  services: FeedbackServices,
  input: { feedbackId: number; userId: number; body: Record<string, unknown> },
): Promise<FeedbackResult> {
  return runFeedbackStep(services, async (tx) => {
    const now = services.clock.now();
    const row = await lockFeedback(tx, input.feedbackId);
    if (!row || row.removedAt) throw jsonError(404, NO_SUCH_FEEDBACK);
    if (row.toUserId !== input.userId) throw jsonError(403, FEEDBACK_REPLY_NOT_YOURS);
    if (row.reply !== null) throw jsonError(409, FEEDBACK_REPLY_TWICE);
    const reply = feedbackText(input.body.reply);
    const problem = feedbackTextProblem(reply, true);
    if (problem) throw invalid({ reply: [problem] });
    if (!(await setFeedbackReply(tx, row.id, reply, now))) throw jsonError(409, FEEDBACK_REPLY_TWICE);
    await holdText(tx, {
      kind: "feedback_reply",
      judgmentId: row.judgmentId,
      senderId: input.userId,
      recipientId: row.fromUserId,
      feedbackId: row.id,
      body: reply,
    });
    await insertAudit(tx, {
      actorId: input.userId,
      action: "feedback.reply",
      entity: "feedback",
      entityId: row.id,
      details: { judgmentId: row.judgmentId },
    });
    return { feedbackId: row.id, held: true };
  });
}
