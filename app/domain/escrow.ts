// The escrow protections' rules (docs/decisions/0026): the seller's assignment deadline, the
// buyer's inspection window and their reminders, the dispute reasons and resolutions, and what a
// partial refund may be. Plain functions, shared by the pages, the server and the timers job.
import { businessDeadline, easternInstant, subtractBusinessDays } from "~/domain/business-days";
import { formatDateTime } from "~/domain/dates";
import { formatMoney } from "~/domain/money";

/**
 * When the seller must have marked the judgment assigned: n business days after payment. Computed
 * once, when the payment succeeds, and stored on judgments.assignment_due_at; every page, e-mail
 * and job reads that stored instant, never a recomputation (issue 27, item 8).
 */
export function assignmentDueAt(paidAt: Date, businessDays: number): Date {
  return businessDeadline(paidAt, businessDays);
}

/** Until when the buyer may confirm or dispute: n business days after the seller marked it assigned. */
export function inspectionDueAt(assignedAt: Date, businessDays: number): Date {
  return businessDeadline(assignedAt, businessDays);
}

/**
 * An escrow deadline (the seller's to assign, the buyer's to confirm) as every page and e-mail
 * says it, so the seller, the buyer and administrators read the very same words: "03/02/2026
 * 11:59 PM ET".
 */
export function formatDeadline(at: Date | string): string {
  return formatDateTime(at);
}

export type ReminderKind = "half" | "last";

/**
 * The reminders of a deadline `businessDays` long that ends at `dueAt`: at 9 am US Eastern on the
 * business day halfway through and on the business day before the last one. A window too short
 * for one (a single day) has none; when both fall on the same day, only the last is sent.
 */
export function reminderTimes(dueAt: Date, businessDays: number): { kind: ReminderKind; at: Date }[] {
  const at = (daysBefore: number) => easternInstant(subtractBusinessDays(dueAt, daysBefore), 9, 0, 0);
  const half = Math.ceil(businessDays / 2);
  const reminders: { kind: ReminderKind; at: Date }[] = [];
  if (half < businessDays && half > 1) reminders.push({ kind: "half", at: at(half) });
  if (businessDays > 1) reminders.push({ kind: "last", at: at(1) });
  return reminders;
}

/** The reminder of this kind that is due at `now`, or null (a later one makes an earlier one moot). */
export function dueReminder(dueAt: Date, businessDays: number, now: Date): ReminderKind | null {
  if (now.getTime() > dueAt.getTime()) return null;
  const due = reminderTimes(dueAt, businessDays).filter((r) => r.at.getTime() <= now.getTime());
  return due.at(-1)?.kind ?? null;
}

export function isPast(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() > deadline.getTime();
}

/**
 * What a sale waiting on a side asks of the timers job now: the seller's deadline passed (one
 * notice), the buyer's window ended (the sale completes), or a reminder; null when nothing.
 * `key` names a once-only e-mail (claimed per sale); completing needs none.
 */
export type TimerStep =
  | { step: "assignment_overdue"; key: string }
  | { step: "complete"; key: null }
  | { step: "reminder"; side: "assignment" | "inspection"; kind: ReminderKind; key: string };

export function dueTimerStep(
  sale: { status: string; assignmentDueAt: Date | null; inspectionDueAt: Date | null },
  timeframes: { payment_to_assignment: number; inspection_days: number },
  now: Date,
): TimerStep | null {
  const waiting =
    sale.status === "paid"
      ? { side: "assignment" as const, due: sale.assignmentDueAt, days: timeframes.payment_to_assignment }
      : sale.status === "assigned"
        ? { side: "inspection" as const, due: sale.inspectionDueAt, days: timeframes.inspection_days }
        : null;
  if (!waiting?.due) return null;
  if (isPast(waiting.due, now))
    return waiting.side === "assignment" ? { step: "assignment_overdue", key: "assignment_overdue" } : { step: "complete", key: null };
  const kind = dueReminder(waiting.due, waiting.days, now);
  return kind && { step: "reminder", side: waiting.side, kind, key: `${waiting.side}_${kind}` };
}

// ---------------------------------------------------------------------------------------------
// Disputes.

export const DISPUTE_REASONS = [
  "documents_missing",
  "documents_wrong",
  "not_as_described",
  "not_assigned",
  "false_statement",
  "other",
] as const;
export type DisputeReasonCode = (typeof DISPUTE_REASONS)[number];

export const disputeReasonLabels: Record<DisputeReasonCode, string> = {
  documents_missing: "Assignment documents are missing or incomplete",
  documents_wrong: "The documents are for a different judgment or are not signed",
  not_as_described: "The judgment is not as described in the listing",
  not_assigned: "The judgment was not actually assigned to me",
  false_statement: "The seller's statement was false",
  other: "Something else",
};

export const DISPUTE_RESOLUTIONS = ["complete", "refund_full", "refund_partial"] as const;
export type DisputeResolutionCode = (typeof DISPUTE_RESOLUTIONS)[number];

export const disputeResolutionLabels: Record<DisputeResolutionCode, string> = {
  complete: "Complete the sale (release the payout to the seller)",
  refund_full: "Refund in full (cancel the sale; the listing goes back to the seller)",
  refund_partial: "Refund in part (the seller's payout is reduced by the amount)",
};

/** The shorter words for a resolution, in lists, e-mails and dashboards. */
export const disputeResolutionShort: Record<DisputeResolutionCode, string> = {
  complete: "Sale completed",
  refund_full: "Refunded in full",
  refund_partial: "Refunded in part",
};

/** Whose a dispute's document is: its buyer's, its seller's, or else an administrator's. */
export function disputeSide(uploaderId: number | null, dispute: { buyerId: number; sellerId: number }): "buyer" | "seller" | "admin" {
  return uploaderId === dispute.buyerId ? "buyer" : uploaderId === dispute.sellerId ? "seller" : "admin";
}

export const MIN_DISPUTE_TEXT = 20;
export const MAX_DISPUTE_TEXT = 5000;

export function isDisputeReason(value: unknown): value is DisputeReasonCode {
  return DISPUTE_REASONS.includes(value as DisputeReasonCode);
}

export function isDisputeResolution(value: unknown): value is DisputeResolutionCode {
  return DISPUTE_RESOLUTIONS.includes(value as DisputeResolutionCode);
}

/** The text a dispute field holds: trimmed, "" when not text. */
export function disputeText(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** What is wrong with an explanation (the buyer's, the seller's answer, the administrator's reason), or null. */
export function disputeTextProblem(what: string, text: string, min = MIN_DISPUTE_TEXT): string | null {
  if (!text) return `Please write ${what}.`;
  if (text.length < min) return `Please write at least ${min} characters for ${what}.`;
  if (text.length > MAX_DISPUTE_TEXT) return `Please keep ${what} to at most ${MAX_DISPUTE_TEXT.toLocaleString("en-US")} characters.`;
  return null;
}

/** What is wrong with a partial refund of `cents` when the seller's payout is `payoutCents`, or null. */
export function partialRefundProblem(cents: number | null, payoutCents: number): string | null {
  if (cents === null) return "Enter the amount to refund in dollars, like 1500 or 1500.00.";
  if (cents <= 0) return "The refund must be more than $0.";
  if (cents >= payoutCents)
    return `A partial refund must be less than the seller's payout of ${formatMoney(payoutCents)}; refund in full instead.`;
  return null;
}

// Messages shared by the pages and the API.
export const CANCEL_TOO_EARLY =
  "The seller still has time to assign this judgment: you can cancel once the assignment deadline has passed.";
export const DISPUTE_WINDOW_CLOSED = "The inspection window has ended: this sale can no longer be disputed.";
export const DISPUTE_ALREADY_ANSWERED = "You have already answered this dispute.";

/**
 * Whether the seller may answer an open dispute now: once, and again when moderation rejected the
 * answer (the buyer never read it; the rejected one stays rejected in the record: docs/decisions/0032).
 * `answerStatus` is the review of the latest answer held for it (null: none, or written before moderation).
 */
export function mayAnswerDispute(answeredAt: Date | string | null, answerStatus: "pending" | "approved" | "rejected" | null): boolean {
  return answeredAt === null || answerStatus === "rejected";
}
