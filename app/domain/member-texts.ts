// Every text one member writes for another (DESIGN.md section 6, docs/decisions/0032): messages and
// replies, the message with an offer, the owner's counter-offer message, the buyer's dispute
// statement and the seller's answer. Each is held as a row of the moderation queue (the messages
// table, by kind) until an administrator approves it. This file says what each kind is called,
// what a viewer is shown of one (the one rule every page, API and e-mail applies), and why an
// administrator may reject one.
import { findModerationHits, type HitKind } from "~/domain/moderation";

export const memberTextKinds = ["message", "offer", "counter", "dispute", "dispute_answer", "feedback", "feedback_reply"] as const;
export type MemberTextKind = (typeof memberTextKinds)[number];

/** What the administrators' queue calls each kind (a reply is a message with a parent). */
export const memberTextKindLabels: Record<MemberTextKind, string> = {
  message: "Message",
  offer: "Offer message",
  counter: "Counter-offer message",
  dispute: "Dispute statement",
  dispute_answer: "Dispute answer",
  feedback: "Feedback comment",
  feedback_reply: "Reply to feedback",
};

export type TextStatus = "pending" | "approved" | "rejected";

/** A held text as stored: who wrote it, for whom, what it says, where its review stands. */
export type HeldText = { body: string; status: TextStatus; senderId: number; recipientId: number };

/** Where the review of a text stands, as its viewer may know it: null once delivered (or for the other side, once rejected). */
export type TextReview = "pending" | "rejected" | null;

/** What a viewer is shown of one text slot: its words (or null) and its review state. */
export type ShownText = { text: string | null; review: TextReview };

export const AWAITING_REVIEW = "Message awaiting review";

/**
 * The one rule: the text's writer and administrators read it whatever its state, with that state;
 * the other side reads it once approved, is told "awaiting review" while pending, and never learns
 * of a rejected one. An administrator the text is written to is the other side, not its reviewer
 * (an administrator may buy and sell too). `held` is null for texts written before moderation
 * covered them (already delivered: `legacy` is shown as it is).
 */
export function shownText(held: HeldText | null, legacy: string | null, viewer: { id: number | null; admin: boolean }): ShownText {
  if (!held) return { text: legacy, review: null };
  if (held.status === "approved") return { text: held.body, review: null };
  if (viewer.id === held.senderId || (viewer.admin && viewer.id !== held.recipientId)) return { text: held.body, review: held.status };
  return held.status === "pending" ? { text: null, review: "pending" } : { text: null, review: null };
}

/**
 * On the administrators' own pages (the queue, its history, a dispute's case): whether a text is
 * kept from the viewing administrator because it is written to them and not delivered. They read
 * it once another administrator approves it, like any member; they never decide it (403).
 */
export function addressedToReviewer(text: { recipientId: number; status: TextStatus }, adminId: number): boolean {
  return text.recipientId === adminId && text.status !== "approved";
}

/** What such a text shows in its place. */
export function addressedToYouNote(status: TextStatus): string {
  return status === "pending"
    ? "Addressed to you — another administrator reviews it."
    : "Addressed to you — another administrator reviewed it; it was not delivered.";
}

// ---------------------------------------------------------------------------------------------
// Rejecting: the administrator chooses why; the sender is told in these words, never quoted.

export const rejectReasons = ["contact_details", "offensive", "outside_marketplace", "other", "rules"] as const;
export type RejectReason = (typeof rejectReasons)[number];

/** The choices on the administrators' reject form ("rules" is what a call without a reason gets). */
export const rejectReasonLabels: Record<Exclude<RejectReason, "rules">, string> = {
  contact_details: "Contact or identifying details",
  offensive: "Offensive language",
  outside_marketplace: "Dealing outside the marketplace",
  other: "Another reason",
};

/** How the sender's e-mail words it: "… was not delivered because it {wording}." */
export const rejectReasonWording: Record<RejectReason, string> = {
  contact_details: "contains contact or identifying details (an e-mail address, a phone number, a web address or a social security number)",
  offensive: "contains offensive language",
  outside_marketplace: "proposes to deal outside the marketplace, around its fees or its protections",
  other: "does not follow the messaging rules",
  rules: "does not follow the messaging rules",
};

/** Without a reason (a script calling POST /api/admin/messages/reject with message_id only, as the spec does). */
export const DEFAULT_REJECT_REASON: RejectReason = "rules";

export const MAX_REJECT_NOTE_CHARS = 500;

/** The reason the reject form starts on, from what the check found: contact details first, then offensive words. */
export function suggestedRejectReason(hits: readonly HitKind[]): Exclude<RejectReason, "rules"> {
  if (hits.some((kind) => kind !== "banned_word")) return "contact_details";
  return hits.length > 0 ? "offensive" : "other";
}

export function isRejectReason(value: unknown): value is RejectReason {
  return rejectReasons.includes(value as RejectReason);
}

/**
 * What is wrong with the administrator's note to the sender, or null: at most
 * MAX_REJECT_NOTE_CHARS, required for "other", and quoting no banned word or contact detail (the
 * note goes to the sender, who must not learn which words stopped the text).
 */
export function rejectNoteProblem(reason: RejectReason, note: string, bannedWords: readonly string[]): string | null {
  if (Array.from(note).length > MAX_REJECT_NOTE_CHARS) return `Please keep the note to ${MAX_REJECT_NOTE_CHARS} characters.`;
  if (reason === "other" && !note) return "Please say why, in a few words: the sender reads it.";
  if (findModerationHits(note, bannedWords).length > 0) {
    return "The note goes to the sender: please do not quote banned words or contact details in it.";
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// What the writer is told when the text is held (the toast, the API's message, the form's hint).

/** "Your offer was sent to the seller." + this, when the step carried a text. */
export function heldTextNote(reader: "seller" | "buyer" | "other side"): string {
  return `Your message will reach the ${reader} once our team has reviewed it.`;
}

/** The step's confirmation, with the held note when the step carried a text. */
export function withHeldNote(confirmation: string, held: boolean, reader: "seller" | "buyer" | "other side"): string {
  return held ? `${confirmation} ${heldTextNote(reader)}` : confirmation;
}

/** Under every text field one member writes for another. */
export const REVIEWED_TEXT_HINT = "Our team reads it before it is shown: no phone numbers, e-mail or web addresses.";
