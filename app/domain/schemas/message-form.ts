// The messaging forms' Zod schemas, for the server's checks: a new message about a judgment, a
// reply to a delivered message, and the message id the administrators' and the inbox's buttons
// send. The text's rule is messageTextProblem (app/domain/message-form.ts), which the browser uses too.
import { z } from "zod";
import { DEFAULT_REJECT_REASON, isRejectReason, type RejectReason } from "~/domain/member-texts";
import { messageText, messageTextProblem } from "~/domain/message-form";
import { idSchema } from "~/domain/schemas/ids";

/** Message text: required, not only spaces, at most MAX_MESSAGE_CHARS once trimmed. */
function messageTextSchema(what: "message" | "reply") {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const text = messageText(value);
      const problem = messageTextProblem(what, text);
      if (problem === null) return text;
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    });
}

export const newMessageSchema = z.object({
  judgment_id: idSchema("Choose the judgment your message is about."),
  message: messageTextSchema("message"),
});

export const replySchema = z.object({
  message_id: idSchema("Choose the message you are replying to."),
  reply: messageTextSchema("reply"),
});

/** POST /api/admin/messages/approve. */
export const moderationSchema = z.object({ message_id: idSchema("Choose a message.") });

/**
 * POST /api/admin/messages/reject: the message, and why (docs/decisions/0032): a reason the sender
 * is told in general words (without one, as the spec's call sends it: "does not follow the
 * messaging rules") and an optional note, checked against the banned words by the decision.
 */
export const rejectionSchema = moderationSchema.extend({
  reason: z
    .unknown()
    .optional()
    .transform((value, ctx): RejectReason => {
      if (value === undefined || value === null || value === "") return DEFAULT_REJECT_REASON;
      if (isRejectReason(value)) return value;
      ctx.addIssue({ code: "custom", message: "Choose why the message is rejected." });
      return z.NEVER;
    }),
  note: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" ? value.trim() : "")),
});

/** POST /messages/mark_read. */
export const markReadSchema = z.object({ id: idSchema("Choose a message.") });
