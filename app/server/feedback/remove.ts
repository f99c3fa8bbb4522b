// An administrator removes feedback (docs/decisions/0045): it stops counting and stops showing,
// the row stays (a removed one cannot be written again), and the reason is kept in the audit log.
// Not their own: feedback an administrator wrote or received is another administrator's to remove.
import { removalReasonProblem } from "~/domain/feedback";
import { isAdmin } from "~/domain/permissions";
import { invalid, jsonError } from "~/server/http/refusal";
import { insertAudit } from "~/server/queries/audit";
import { lockFeedback, markFeedbackRemoved } from "~/server/queries/feedback";
import { runFeedbackStep, type FeedbackResult, type FeedbackServices } from "./leave";
import { NO_SUCH_FEEDBACK } from "./reply";

export const FEEDBACK_ALREADY_REMOVED = "This feedback was already removed.";

export function removeFeedback(
  services: FeedbackServices,
  input: { feedbackId: number; admin: { id: number; roles: readonly string[] }; reason: unknown },
): Promise<FeedbackResult> {
  return runFeedbackStep(services, async (tx) => {
    if (!isAdmin(input.admin.roles)) throw jsonError(404, NO_SUCH_FEEDBACK);
    const reason = typeof input.reason === "string" ? input.reason.trim() : "";
    const problem = removalReasonProblem(reason);
    if (problem) throw invalid({ reason: [problem] });
    const row = await lockFeedback(tx, input.feedbackId);
    if (!row) throw jsonError(404, NO_SUCH_FEEDBACK);
    if (row.fromUserId === input.admin.id || row.toUserId === input.admin.id) {
      throw jsonError(403, "This feedback is by or about you: another administrator must decide it.");
    }
    if (!(await markFeedbackRemoved(tx, row.id, { by: input.admin.id, reason, at: services.clock.now() }))) {
      throw jsonError(409, FEEDBACK_ALREADY_REMOVED);
    }
    await insertAudit(tx, {
      actorId: input.admin.id,
      action: "feedback.remove",
      entity: "feedback",
      entityId: row.id,
      fromStatus: "shown",
      toStatus: "removed",
      details: { reason, judgmentId: row.judgmentId, fromUserId: row.fromUserId, toUserId: row.toUserId, rating: row.rating },
    });
    return { feedbackId: row.id, held: false };
  });
}
