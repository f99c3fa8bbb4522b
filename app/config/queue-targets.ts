// How soon the administrators aim to clear each of their queues (/admin; docs/decisions/0043-needs-you.md).
// The overview shows each queue's oldest item against its target, in red with the words "target
// missed" once an item waited past it.
//
// - Listings and messages: one business day, what the specs promise ("usually within one business
//   day"): a listing or message that arrived on a day is reviewed by the end of the next business day.
// - Disputes: three business days from when the buyer opened it, time for the seller's answer and
//   the decision.
// - Assignments: each sale's own stored deadline (the seller's to assign, then the buyer's
//   inspection window, which the timers job closes): past it, an administrator follows up.
// - Refunds waiting for the payment provider: twelve hours. The reconciliation job retries a lost
//   answer after two minutes; Stripe keeps an idempotency key for 24 hours (docs/decisions/0026),
//   so an administrator must look well before then.

export type QueueTarget =
  | { kind: "business_days"; days: number }
  | { kind: "hours"; hours: number }
  /** The sale's own deadline, as stored on it. */
  | { kind: "own_deadline" };

export const adminQueueNames = ["listings", "messages", "assignments", "disputes", "refunds"] as const;
export type AdminQueueName = (typeof adminQueueNames)[number];

export const adminQueueTargets: Record<AdminQueueName, QueueTarget> = {
  listings: { kind: "business_days", days: 1 },
  messages: { kind: "business_days", days: 1 },
  assignments: { kind: "own_deadline" },
  disputes: { kind: "business_days", days: 3 },
  refunds: { kind: "hours", hours: 12 },
};
