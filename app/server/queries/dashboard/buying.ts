// The dashboard's Buying panel and GET /api/judgments/buying.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { buyerNextStep, type BuyerNextStep } from "~/domain/buyer-next-step";
import { ACCEPTED_STATUSES, type AcceptedStatus } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { counties, judgments, offers, payments, refunds, states } from "~/server/db/schema";
import {
  capped,
  DASHBOARD_LIST_CAP,
  iso,
  seller,
  summaryColumns,
  toSummary,
  type ListingSummaryJson,
  type UserRef,
} from "./listing-summary";

export type BuyingListing = ListingSummaryJson & {
  user: UserRef;
  /** The accepted offer's amount, cents: what the buyer pays (before the buyer's fee). */
  amount: number | null;
  payment_due_at: string | null;
  /** The escrow deadlines: the seller's to assign (while paid), the buyer's to confirm or dispute (while assigned). */
  assignment_due_at: string | null;
  inspection_due_at: string | null;
  /** What was refunded to the buyer on a completed sale (a dispute's partial refund), cents; 0 when nothing. */
  refunded: number;
  next_step: BuyerNextStep["label"];
  next_step_url: string;
};

/**
 * Judgments the user is buying (its offer was accepted) or bought. Those waiting for the buyer come
 * first (to pay, then to review the assignment), then the rest, most recently changed first.
 */
export async function listBuyingJudgments(db: Executor, userId: number, limit = DASHBOARD_LIST_CAP): Promise<BuyingListing[]> {
  const stage = sql`case ${judgments.status} when 'offer_accepted' then 0 when 'assigned' then 1 when 'paid' then 2 else 3 end`;
  const rows = await db
    .select({
      ...summaryColumns,
      sellerId: seller.id,
      sellerHandle: seller.handle,
      acceptedAmount: offers.amountCents,
      paymentDueAt: judgments.paymentDueAt,
      assignmentDueAt: judgments.assignmentDueAt,
      inspectionDueAt: judgments.inspectionDueAt,
      refunded:
        sql<number>`(select coalesce(sum(${refunds.amountCents}), 0) from ${refunds} inner join ${payments} on ${payments.id} = ${refunds.paymentId} where ${refunds.judgmentId} = ${judgments.id} and ${payments.userId} = ${userId} and ${payments.status} = 'succeeded')`.mapWith(
          Number,
        ),
    })
    .from(judgments)
    // Left joins: a portfolio's place is null when its judgments are in several (docs/decisions/0055).
    .leftJoin(states, eq(states.id, judgments.stateId))
    .leftJoin(counties, eq(counties.id, judgments.countyId))
    .innerJoin(seller, eq(seller.id, judgments.sellerId))
    .leftJoin(offers, eq(offers.id, judgments.acceptedOfferId))
    .where(and(eq(judgments.buyerId, userId), inArray(judgments.status, [...ACCEPTED_STATUSES])))
    .orderBy(stage, desc(judgments.updatedAt), desc(judgments.id))
    .limit(capped(limit));
  return rows.map((row) => {
    const next = buyerNextStep(row.status as AcceptedStatus, row.id);
    return {
      ...toSummary(row),
      user: { id: row.sellerId, handle: row.sellerHandle },
      amount: row.acceptedAmount,
      payment_due_at: iso(row.paymentDueAt),
      assignment_due_at: row.status === "paid" ? iso(row.assignmentDueAt) : null,
      inspection_due_at: row.status === "assigned" ? iso(row.inspectionDueAt) : null,
      refunded: row.refunded,
      next_step: next.label,
      next_step_url: next.url,
    };
  });
}
