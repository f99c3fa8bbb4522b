// The messaging forms' rules as plain code, shared by the browser (the Contact Seller and reply
// dialogs check the text before sending) and the server, whose Zod schemas
// (app/domain/schemas/message-form.ts) use them.

/** The longest message or reply, in characters: a few paragraphs, well under any e-mail limit. */
export const MAX_MESSAGE_CHARS = 2000;

/** The spec's toasts (buyer spec, error catalogue). */
export const messageToasts = {
  sent: "Your message has been accepted and will be delivered shortly!",
  failed: "Oops... we hit a snag sending your message. Please try again.",
} as const;

/** What is wrong with a message's or reply's text (required, not only spaces, at most MAX_MESSAGE_CHARS once trimmed), or null. */
export function messageTextProblem(what: "message" | "reply", text: string): string | null {
  if (!text) return `Please write your ${what}.`;
  if (text.length > MAX_MESSAGE_CHARS) {
    return `Your ${what} can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters (it has ${text.length.toLocaleString("en-US")}).`;
  }
  return null;
}

/** The text a message field holds: trimmed, "" when not text. */
export function messageText(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

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
