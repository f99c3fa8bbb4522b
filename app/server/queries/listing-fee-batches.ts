// The listing fees a seller owes on several listings at once, and what one payment of them pays
// (listing_fee_batch_items, docs/decisions/0052): the spreadsheet import's one checkout.
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { judgments, listingFeeBatchItems } from "~/server/db/schema";
import { listingFeePaidSql } from "~/server/queries/listings";

export type FeeDue = { judgmentId: number; title: string; dueCents: number };

const CHUNK = 1_000;

/** The seller's listings in review whose listing fee is not (fully) paid, oldest first, with what is still due. */
export async function listFeesDue(db: Executor, sellerId: number): Promise<FeeDue[]> {
  const rows = await db
    .select({ judgmentId: judgments.id, title: judgments.title, fee: judgments.listingFeeCents, paid: listingFeePaidSql() })
    .from(judgments)
    .where(and(eq(judgments.sellerId, sellerId), eq(judgments.status, "new"), gt(judgments.listingFeeCents, 0)))
    .orderBy(asc(judgments.id));
  return rows
    .filter((row) => row.paid < row.fee)
    .map((row) => ({ judgmentId: row.judgmentId, title: row.title, dueCents: row.fee - row.paid }));
}

/**
 * What is still due on these listings (by id; a listing no longer in review owes nothing), their
 * rows locked: a batch's success holds them so another payment cannot pay one of them meanwhile.
 */
export async function feesStillDue(tx: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  const due = new Map<number, number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    const rows = await tx
      .select({ id: judgments.id, status: judgments.status, fee: judgments.listingFeeCents })
      .from(judgments)
      .where(inArray(judgments.id, part))
      .orderBy(asc(judgments.id))
      .for("update");
    const paid = await tx.select({ id: judgments.id, paid: listingFeePaidSql() }).from(judgments).where(inArray(judgments.id, part));
    const paidOf = new Map(paid.map((row) => [row.id, row.paid]));
    for (const row of rows) if (row.status === "new") due.set(row.id, Math.max(0, row.fee - (paidOf.get(row.id) ?? 0)));
  }
  return due;
}

/** Writes what the payment under `batchKey` pays (the same key twice writes nothing new: the key names the set). */
export async function recordBatchItems(db: Executor, batchKey: string, items: readonly FeeDue[]): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) {
    await db
      .insert(listingFeeBatchItems)
      .values(items.slice(i, i + CHUNK).map((item) => ({ batchKey, judgmentId: item.judgmentId, amountCents: item.dueCents })))
      .onConflictDoNothing();
  }
}

/** What the payment under `batchKey` pays, with each listing's title, by listing. */
export async function listBatchItems(db: Executor, batchKey: string): Promise<FeeDue[]> {
  return db
    .select({ judgmentId: listingFeeBatchItems.judgmentId, title: judgments.title, dueCents: listingFeeBatchItems.amountCents })
    .from(listingFeeBatchItems)
    .innerJoin(judgments, eq(judgments.id, listingFeeBatchItems.judgmentId))
    .where(eq(listingFeeBatchItems.batchKey, batchKey))
    .orderBy(asc(listingFeeBatchItems.judgmentId));
}
