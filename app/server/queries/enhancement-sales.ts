// The enhancement pages' sales figure (app/domain/enhancement-sales.ts): of the listings that
// finished their run (went live, then sold or were removed by their seller), how many had
// enhancements (bold, highlighted or featured: the flags are only ever switched on, by a purchase)
// and how many not, and how many of each sold. One query, grouped by the flags. Its rows are found
// through an index on the status (PostgreSQL 15 takes judgments_browse_idx, status then listed_at;
// PGlite's PostgreSQL 18 skip-scans judgments_seller_status_idx): the finished statuses are a small
// part of the table, so the listings still on sale are never read.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { FINISHED_STATUSES, SOLD_STATUS, type EnhancementSales } from "~/domain/enhancement-sales";
import type { Executor } from "~/server/db/client";
import { judgments } from "~/server/db/schema";
import { judgmentsOnly } from "~/server/queries/listing-kinds";

const enhanced = sql<boolean>`(${judgments.emboldenListing} or ${judgments.highlightListing} or ${judgments.featuredState} or ${judgments.featuredNationwide})`;

/** The query itself (its plan is tested: tests/integration/enhancement-sales.test.ts). */
export function enhancementSalesQuery(db: Executor) {
  return (
    db
      .select({
        enhanced,
        finished: sql<number>`count(*)`.mapWith(Number),
        sold: sql<number>`count(*) filter (where ${eq(judgments.status, SOLD_STATUS)})`.mapWith(Number),
      })
      .from(judgments)
      // A listing removed before it ever went live was never on sale: not a run at all.
      .where(and(inArray(judgments.status, [...FINISHED_STATUSES]), isNotNull(judgments.listedAt), judgmentsOnly))
      .groupBy(enhanced)
  );
}

export async function countEnhancementSales(db: Executor): Promise<EnhancementSales> {
  const rows = await enhancementSalesQuery(db);
  const side = (wanted: boolean) => {
    const row = rows.find((r) => Boolean(r.enhanced) === wanted);
    return { finished: row?.finished ?? 0, sold: row?.sold ?? 0 };
  };
  return { enhanced: side(true), plain: side(false) };
}
