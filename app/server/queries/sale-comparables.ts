// The record of each paid sale that comparable sales are made from (sale_comparables, docs/decisions/0051):
// written once per accepted offer (a webhook and the pay page may both settle one payment), and the
// paid sales from before the record existed, which the one-off backfill fills in.
import { and, asc, eq, gt, isNotNull, notExists, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { payments, saleComparables } from "~/server/db/schema";

export type SaleComparableRow = typeof saleComparables.$inferInsert;

/** Inserts the rows; a judgment of an offer already recorded keeps its first row. Answers how many were new. */
export async function insertSaleComparables(db: Executor, rows: readonly SaleComparableRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(saleComparables)
    .values([...rows])
    .onConflictDoNothing({ target: [saleComparables.offerId, saleComparables.judgmentId] })
    .returning({ id: saleComparables.id });
  return inserted.length;
}

/** A purchase paid: the listing, the accepted offer, the agreed price (fees aside) and when it was paid. */
export type PaidSale = { judgmentId: number; offerId: number; priceCents: number; paidAt: Date };

/**
 * Succeeded purchase payments whose sale has no record yet, in payment order after `afterId`: the
 * sales paid before the record existed. The day of sale is when the payment was marked succeeded
 * (its updated_at: a succeeded payment is never written again). A sale refunded in full has its
 * payment marked refunded, so it is not among them (and would not count anyway).
 */
export async function listUnrecordedSales(db: Executor, afterId: number, limit: number): Promise<(PaidSale & { paymentId: number })[]> {
  const rows = await db
    .select({
      paymentId: payments.id,
      judgmentId: payments.judgmentId,
      offerId: payments.offerId,
      priceCents: sql<number>`(${payments.amountCents} - ${payments.feeCents})::bigint`.mapWith(Number),
      paidAt: payments.updatedAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.kind, "purchase"),
        eq(payments.status, "succeeded"),
        isNotNull(payments.judgmentId),
        isNotNull(payments.offerId),
        gt(payments.id, afterId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(saleComparables)
            .where(eq(saleComparables.offerId, payments.offerId)),
        ),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, judgmentId: row.judgmentId!, offerId: row.offerId! }));
}
