// The administrators' dispute page (/admin/disputes/{id}): one dispute with its listing, buyer,
// seller and resolver, and the money of the disputed sale (the buyer's payment, the seller's
// payout, the refund). Reads only; the transitions' queries are in ./escrow.ts.
import { and, desc, eq, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "~/server/db/client";
import { disputes, judgments, payments, payouts, refunds, users } from "~/server/db/schema";

/** The dispute with what the page shows around it; null for an unknown id. */
export async function findDisputeCase(db: Executor, disputeId: number) {
  const buyer = alias(users, "buyer");
  const seller = alias(users, "seller");
  const resolver = alias(users, "resolver");
  const [row] = await db
    .select({
      dispute: disputes,
      listing: {
        id: judgments.id,
        title: judgments.title,
        status: judgments.status,
        casenum: judgments.casenum,
        courthouse: judgments.courthouse,
        amountCents: judgments.amountCents,
      },
      buyer: { id: buyer.id, handle: buyer.handle, name: buyer.name },
      seller: { id: seller.id, handle: seller.handle, name: seller.name },
      resolver: { id: resolver.id, handle: resolver.handle, name: resolver.name },
    })
    .from(disputes)
    .innerJoin(judgments, eq(judgments.id, disputes.judgmentId))
    .innerJoin(buyer, eq(buyer.id, disputes.buyerId))
    .innerJoin(seller, eq(seller.id, disputes.sellerId))
    .leftJoin(resolver, eq(resolver.id, disputes.resolvedBy))
    .where(eq(disputes.id, disputeId));
  return row ?? null;
}
export type DisputeCase = NonNullable<Awaited<ReturnType<typeof findDisputeCase>>>;

/**
 * The disputed sale's money: the buyer's payment (its total and the buyer's fee), the seller's
 * payout of that sale (the one written at payment, before the dispute opened: a sale refunded in
 * full leaves it cancelled beside the next sale's), and the refund of that payment, if any.
 */
export async function findDisputeMoney(db: Executor, dispute: { paymentId: number; judgmentId: number; createdAt: Date }) {
  const [payment] = await db
    .select({ amountCents: payments.amountCents, feeCents: payments.feeCents, status: payments.status })
    .from(payments)
    .where(eq(payments.id, dispute.paymentId));
  const [payout] = await db
    .select({
      amountCents: payouts.amountCents,
      feeCents: payouts.feeCents,
      refundedCents: payouts.refundedCents,
      status: payouts.status,
    })
    .from(payouts)
    .where(and(eq(payouts.judgmentId, dispute.judgmentId), lte(payouts.createdAt, dispute.createdAt)))
    .orderBy(desc(payouts.id))
    .limit(1);
  const [refund] = await db
    .select({ amountCents: refunds.amountCents, reason: refunds.reason, status: refunds.status, createdAt: refunds.createdAt })
    .from(refunds)
    .where(eq(refunds.paymentId, dispute.paymentId));
  return { payment: payment ?? null, payout: payout ?? null, refund: refund ?? null };
}
export type DisputeMoney = Awaited<ReturnType<typeof findDisputeMoney>>;
