// Payouts: what the platform owes each seller for a sale, released when the buyer confirms the
// assignment and paid out to the seller's payout account (DESIGN.md section 5).
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { judgments, payouts, users, type PayoutStatus } from "~/server/db/schema";

export type PayoutRow = typeof payouts.$inferSelect;

export async function findPayout(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<PayoutRow | null> {
  const query = db.select().from(payouts).where(eq(payouts.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function findPayoutForJudgment(
  db: Executor,
  judgmentId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PayoutRow | null> {
  // The live payout: a cancelled one belongs to an earlier sale refunded in full.
  const query = db
    .select()
    .from(payouts)
    .where(and(eq(payouts.judgmentId, judgmentId), ne(payouts.status, "cancelled")));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** pending → released, once, when the buyer confirms. Returns the released row, or null if it was not pending. */
export async function releasePayout(db: Executor, judgmentId: number, at = new Date()): Promise<PayoutRow | null> {
  const [row] = await db
    .update(payouts)
    .set({ status: "released", releasedAt: at })
    .where(and(eq(payouts.judgmentId, judgmentId), eq(payouts.status, "pending")))
    .returning();
  return row ?? null;
}

/** released → paid with the provider's transfer id (null when there was nothing to send). */
export async function markPayoutPaid(db: Executor, id: number, providerTransferId: string | null): Promise<void> {
  await db
    .update(payouts)
    .set({ status: "paid", providerTransferId, completedAt: new Date() })
    .where(and(eq(payouts.id, id), eq(payouts.status, "released")));
}

export type SellerPayout = {
  id: number;
  judgmentId: number;
  title: string;
  /** The agreed price: the payout plus the seller's fee (and what a partial refund took off it). */
  priceCents: number;
  amountCents: number;
  feeCents: number;
  refundedCents: number;
  status: PayoutStatus;
  releasedAt: Date | null;
  completedAt: Date | null;
};

export function listSellerPayouts(db: Executor, sellerId: number): Promise<SellerPayout[]> {
  return db
    .select({
      id: payouts.id,
      judgmentId: payouts.judgmentId,
      title: judgments.title,
      priceCents: judgments.priceCents,
      amountCents: payouts.amountCents,
      feeCents: payouts.feeCents,
      refundedCents: payouts.refundedCents,
      status: payouts.status,
      releasedAt: payouts.releasedAt,
      completedAt: payouts.completedAt,
    })
    .from(payouts)
    .innerJoin(judgments, eq(judgments.id, payouts.judgmentId))
    .where(eq(payouts.sellerId, sellerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .then((rows) => rows.map((r) => ({ ...r, priceCents: r.amountCents + r.feeCents + r.refundedCents })));
}

export type PayoutAccount = { accountId: string | null; ready: boolean; email: string };

export async function findPayoutAccount(db: Executor, userId: number): Promise<PayoutAccount | null> {
  const [row] = await db
    .select({ accountId: users.stripeConnectAccountId, readyAt: users.payoutAccountReadyAt, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { accountId: row.accountId, ready: row.accountId !== null && row.readyAt !== null, email: row.email } : null;
}

/** Stores the seller's payout account; `ready` once its onboarding is complete. */
export async function setPayoutAccount(db: Executor, userId: number, accountId: string, ready: boolean): Promise<void> {
  await db
    .update(users)
    .set({ stripeConnectAccountId: accountId, payoutAccountReadyAt: ready ? new Date() : null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * What the provider says of an account (its onboarding finished, or not any more): the ready time
 * is kept when it stays ready. Returns whether a user has this account.
 */
export async function setPayoutAccountReady(db: Executor, accountId: string, ready: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ payoutAccountReadyAt: ready ? sql`coalesce(${users.payoutAccountReadyAt}, now())` : null, updatedAt: new Date() })
    .where(eq(users.stripeConnectAccountId, accountId))
    .returning({ id: users.id });
  return rows.length > 0;
}
