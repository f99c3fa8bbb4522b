// The messaging forms' rules, shared by the browser (the Contact Seller and reply dialogs check
// before sending) and the server: a new message about a judgment, a reply to a delivered message,
// and the message id the administrators' and the inbox's buttons send.
import { z } from "zod";
import { idSchema } from "~/domain/ids";

/** The longest message or reply, in characters: a few paragraphs, well under any e-mail limit. */
export const MAX_MESSAGE_CHARS = 2000;

/** The spec's toasts (buyer spec, error catalogue). */
export const messageToasts = {
  sent: "Your message has been accepted and will be delivered shortly!",
  failed: "Oops... we hit a snag sending your message. Please try again.",
} as const;

/** Message text: required, not only spaces, at most MAX_MESSAGE_CHARS once trimmed. */
function messageText(what: "message" | "reply") {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const text = typeof value === "string" ? value.trim() : "";
      if (!text) {
        ctx.addIssue({ code: "custom", message: `Please write your ${what}.` });
        return z.NEVER;
      }
      if (text.length > MAX_MESSAGE_CHARS) {
        ctx.addIssue({
          code: "custom",
          message: `Your ${what} can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters (it has ${text.length.toLocaleString("en-US")}).`,
        });
        return z.NEVER;
      }
      return text;
    });
}

export const newMessageSchema = z.object({
  judgment_id: idSchema("Choose the judgment your message is about."),
  message: messageText("message"),
});

export const replySchema = z.object({
  message_id: idSchema("Choose the message you are replying to."),
  reply: messageText("reply"),
});

/** POST /api/admin/messages/approve and /reject. */
export const moderationSchema = z.object({ message_id: idSchema("Choose a message.") });

/** POST /messages/mark_read. */
export const markReadSchema = z.object({ id: idSchema("Choose a message.") });

export type MessageReviewState = "pending" | "delivered" | "not_delivered";

/** How a sent message's moderation status reads to its sender. */
export const reviewStateLabels: Record<MessageReviewState, string> = {
  pending: "Awaiting review",
  delivered: "Delivered",
  not_delivered: "Not delivered",
};

export function reviewState(status: "pending" | "approved" | "rejected"): MessageReviewState {
  return status === "pending" ? "pending" : status === "approved" ? "delivered" : "not_delivered";
}
