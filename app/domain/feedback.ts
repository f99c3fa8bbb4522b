// Feedback after a sale and the reputation it feeds (docs/decisions/0045). A sale ends when the
// buyer confirms it (or the inspection window closes, or a dispute is decided "complete" or "refund
// in part": the listing is sold), or when it is refunded in full (the buyer cancelled an unassigned
// sale, or a dispute was decided "refund in full"). From that instant each side may rate the other
// for feedbackLimits.windowDays: once, positive, neutral or negative, with an optional comment that
// is held for review like every text between members; the rated member may reply once.
import { feedbackLimits } from "~/config/limits";
import { formatPercent } from "~/domain/money";

export const FEEDBACK_RATINGS = ["positive", "neutral", "negative"] as const;
export type FeedbackRatingCode = (typeof FEEDBACK_RATINGS)[number];

export const feedbackRatingLabels: Record<FeedbackRatingCode, string> = {
  positive: "Positive",
  neutral: "Neutral",
  negative: "Negative",
};

export function isFeedbackRating(value: unknown): value is FeedbackRatingCode {
  return FEEDBACK_RATINGS.includes(value as FeedbackRatingCode);
}

const DAY_MS = 24 * 3600 * 1000;

/** What ended a sale, as the database records it; null while it has not ended. */
export type SaleEnd = { soldAt: Date | null; refundedAt: Date | null };

/** The one instant a sale ended: sold (completed, or decided in a dispute), else refunded in full; null while it runs. */
export function saleEndedAt(sale: SaleEnd): Date | null {
  return sale.soldAt ?? sale.refundedAt ?? null;
}

/** The feedback window of a sale that ended at `endedAt`: from then, for feedbackLimits.windowDays. */
export function feedbackWindow(endedAt: Date, days: number = feedbackLimits.windowDays): { opens: Date; closes: Date } {
  return { opens: endedAt, closes: new Date(endedAt.getTime() + days * DAY_MS) };
}

export type FeedbackRefusal = "not_ended" | "window_closed";

/** Whether feedback may be left on a sale now: null, or why not. */
export function feedbackWindowRefusal(endedAt: Date | null, now: Date): FeedbackRefusal | null {
  if (endedAt === null || now.getTime() < endedAt.getTime()) return "not_ended";
  return now.getTime() > feedbackWindow(endedAt).closes.getTime() ? "window_closed" : null;
}

export const FEEDBACK_NOT_PARTY = "Only the buyer and the seller of this sale can leave feedback on it.";
export const FEEDBACK_NOT_ENDED = "Feedback opens once the sale is completed or refunded.";
export const FEEDBACK_WINDOW_CLOSED = `Feedback can be left within ${feedbackLimits.windowDays} days after the sale ended.`;
export const FEEDBACK_TWICE = "You have already left feedback on this sale.";
export const FEEDBACK_REPLY_TWICE = "You have already replied to this feedback.";
export const FEEDBACK_REPLY_NOT_YOURS = "Only the member this feedback is about can reply to it.";

export const feedbackRefusalMessages: Record<FeedbackRefusal, string> = {
  not_ended: FEEDBACK_NOT_ENDED,
  window_closed: FEEDBACK_WINDOW_CLOSED,
};

/** A comment's or reply's text: trimmed, "" when not text. */
export function feedbackText(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** What is wrong with a comment or reply (`required`: a reply must say something), or null. */
export function feedbackTextProblem(text: string, required: boolean): string | null {
  if (!text) return required ? "Please write your reply." : null;
  if (Array.from(text).length > feedbackLimits.maxTextChars) {
    return `Please keep it to ${feedbackLimits.maxTextChars.toLocaleString("en-US")} characters.`;
  }
  return null;
}

/** What an administrator must give to remove feedback: a reason (kept in the audit log). */
export function removalReasonProblem(reason: string): string | null {
  if (!reason) return "Say why the feedback is removed: it is kept in the audit log.";
  if (reason.length > 500) return "Please keep the reason to 500 characters.";
  return null;
}

// ---------------------------------------------------------------------------------------------
// Reputation: plain figures, never one score.

/** The figures as counted by the database (app/server/queries/reputation.ts). */
export type ReputationCounts = {
  soldAsSeller: number;
  boughtAsBuyer: number;
  /** Feedback received in the last feedbackLimits.reputationMonths months, not removed. */
  ratings: { positive: number; neutral: number; negative: number };
  /** Sales whose assignment deadline was met, of those that reached it (assigned, cancelled for lateness, or overdue). */
  assignments: { onTime: number; due: number };
  /** Disputes about this member's sales, and those they opened as a buyer, by how they ended. */
  disputesAsSeller: DisputeOutcomes;
  disputesAsBuyer: DisputeOutcomes;
};

export type DisputeOutcomes = { open: number; complete: number; refundPartial: number; refundFull: number };

export const NO_DISPUTES: DisputeOutcomes = { open: 0, complete: 0, refundPartial: 0, refundFull: 0 };

export function disputeTotal(d: DisputeOutcomes): number {
  return d.open + d.complete + d.refundPartial + d.refundFull;
}

/** The share positive (of every rating in the period), or null with none. */
export function sharePositiveBps(ratings: ReputationCounts["ratings"]): number | null {
  const total = ratings.positive + ratings.neutral + ratings.negative;
  return total === 0 ? null : Math.floor((ratings.positive * 10_000) / total);
}

/** The on-time share of assignments, or null when no sale reached its deadline yet. */
export function onTimeBps(assignments: ReputationCounts["assignments"]): number | null {
  return assignments.due === 0 ? null : Math.floor((assignments.onTime * 10_000) / assignments.due);
}

/** "92% positive (25 ratings)" or "No ratings yet". */
export function sharePositiveWords(ratings: ReputationCounts["ratings"]): string {
  const share = sharePositiveBps(ratings);
  const total = ratings.positive + ratings.neutral + ratings.negative;
  if (share === null) return "No ratings yet";
  return `${formatPercent(share)} positive (${total} ${total === 1 ? "rating" : "ratings"})`;
}

/** "9 of 10 on time" or "None due yet". */
export function onTimeWords(assignments: ReputationCounts["assignments"]): string {
  const share = onTimeBps(assignments);
  if (share === null) return "None due yet";
  return `${formatPercent(share)} on time (${assignments.onTime} of ${assignments.due})`;
}

/** "None", or "3: 1 completed, 1 refunded in part, 1 refunded in full" (and "1 open"). */
export function disputeWords(d: DisputeOutcomes): string {
  const total = disputeTotal(d);
  if (total === 0) return "None";
  const parts = [
    d.complete && `${d.complete} completed`,
    d.refundPartial && `${d.refundPartial} refunded in part`,
    d.refundFull && `${d.refundFull} refunded in full`,
    d.open && `${d.open} open`,
  ].filter(Boolean);
  return `${total}: ${parts.join(", ")}`;
}
