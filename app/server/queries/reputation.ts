// A member's reputation (docs/decisions/0045): plain figures, counted in one prepared statement
// (the judgment page shows the seller's beside the listing on every view: it counts them in the
// listing's own statement, ./judgment-detail.ts: findJudgmentPageRecord; its text is built once per
// database):
// - completed sales as seller and as buyer (listings sold: confirmed, completed by the inspection
//   window, or decided "complete" or "refund in part" in a dispute);
// - the ratings received in the last feedbackLimits.reputationMonths months, removed ones aside;
// - on-time assignments: of the sales that reached the seller's assignment deadline (marked
//   assigned, cancelled by the buyer for lateness, or still unassigned past it), those marked
//   assigned before it. A sale refunded in full after a dispute is not counted: its listing's
//   assignment instant is not kept once it goes back on sale;
// - disputes about the member's sales and those they opened as a buyer, by how they ended.
import { eq, sql, type SQL } from "drizzle-orm";
import { feedbackLimits } from "~/config/limits";
import type { DisputeOutcomes, ReputationCounts } from "~/domain/feedback";
import type { Executor } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { param, runPrepared, type Params } from "./prepared";

const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

const ASSIGNED = sql.raw(`('assigned', 'disputed', 'sold')`);

function disputeCounts(side: "seller_id" | "buyer_id") {
  const column = sql.raw(side);
  const of = (condition: SQL) => count(sql`select count(*) from disputes d where d.${column} = ${users.id} and ${condition}`);
  return {
    open: of(sql`d.resolved_at is null`),
    complete: of(sql`d.resolution = 'complete'`),
    refundPartial: of(sql`d.resolution = 'refund_partial'`),
    refundFull: of(sql`d.resolution = 'refund_full'`),
  };
}

/** Months back, by calendar month (the last 12 months from today). */
export function reputationSince(now: Date, months: number = feedbackLimits.reputationMonths): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return since;
}

/**
 * The reputation's columns, counted for the member a statement reads as `users` (correlated to
 * users.id): loadReputation reads them alone, the judgment page with the listing whose seller it joins
 * (./judgment-detail.ts: findJudgmentPageRecord), one round trip fewer on every view.
 */
export function reputationFields() {
  const nowParam = sql.placeholder("now");
  const since = sql.placeholder("since");
  return {
    soldAsSeller: count(sql`select count(*) from judgments j where j.seller_id = ${users.id} and j.status = 'sold'`),
    boughtAsBuyer: count(sql`select count(*) from judgments j where j.buyer_id = ${users.id} and j.status = 'sold'`),
    positive: count(
      sql`select count(*) from feedback f where f.to_user_id = ${users.id} and f.removed_at is null and f.created_at > ${since}::timestamptz and f.rating = 'positive'`,
    ),
    neutral: count(
      sql`select count(*) from feedback f where f.to_user_id = ${users.id} and f.removed_at is null and f.created_at > ${since}::timestamptz and f.rating = 'neutral'`,
    ),
    negative: count(
      sql`select count(*) from feedback f where f.to_user_id = ${users.id} and f.removed_at is null and f.created_at > ${since}::timestamptz and f.rating = 'negative'`,
    ),
    assigned: count(
      sql`select count(*) from judgments j where j.seller_id = ${users.id} and j.status in ${ASSIGNED} and j.seller_transferred_at is not null and j.assignment_due_at is not null`,
    ),
    assignedOnTime: count(
      sql`select count(*) from judgments j where j.seller_id = ${users.id} and j.status in ${ASSIGNED} and j.seller_transferred_at <= j.assignment_due_at`,
    ),
    overdue: count(
      sql`select count(*) from judgments j where j.seller_id = ${users.id} and j.status = 'paid' and j.assignment_due_at < ${nowParam}::timestamptz`,
    ),
    cancelledLate: count(
      sql`select count(*) from refunds r join judgments j on j.id = r.judgment_id where j.seller_id = ${users.id} and r.reason = 'buyer_cancelled'`,
    ),
    asSeller: disputeCounts("seller_id"),
    asBuyer: disputeCounts("buyer_id"),
  };
}

/** The values of reputationFields' placeholders, for the request's time. */
export function reputationParams(params: Params, now: Date): void {
  param(params, "now", now.toISOString());
  param(params, "since", reputationSince(now).toISOString());
}

/** What reputationFields' columns count, as a row reads them. */
export type ReputationRow = {
  [K in keyof ReturnType<typeof reputationFields>]: K extends "asSeller" | "asBuyer" ? DisputeOutcomes : number;
};

/** The figures from a row with reputationFields' columns. */
export function reputationOf(row: ReputationRow): ReputationCounts {
  const outcomes = (d: DisputeOutcomes): DisputeOutcomes => ({ ...d });
  return {
    soldAsSeller: row.soldAsSeller,
    boughtAsBuyer: row.boughtAsBuyer,
    ratings: { positive: row.positive, neutral: row.neutral, negative: row.negative },
    assignments: { onTime: row.assignedOnTime, due: row.assigned + row.overdue + row.cancelledLate },
    disputesAsSeller: outcomes(row.asSeller),
    disputesAsBuyer: outcomes(row.asBuyer),
  };
}

/** The reputation figures of one member, or null for no such member. */
export async function loadReputation(db: Executor, userId: number, now: Date): Promise<ReputationCounts | null> {
  const params: Params = {};
  const id = param(params, "id", userId);
  reputationParams(params, now);
  const [row] = await runPrepared(db, "reputation", () => db.select(reputationFields()).from(users).where(eq(users.id, id)), params);
  return row ? reputationOf(row) : null;
}
