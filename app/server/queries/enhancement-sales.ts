// The enhancement pages' sales figure (app/domain/enhancement-sales.ts): of the listings that went
// live since a date, how many were enhanced (bold, highlighted or featured: the flags are only ever
// switched on, by a purchase) and how many plain, and how many of each sold (a buyer paid: the
// paid statuses). One pass over the listings of the period.
import { and, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { EnhancementSales } from "~/domain/enhancement-sales";
import { PAID_STATUSES } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { judgments } from "~/server/db/schema";

export async function countEnhancementSales(db: Executor, since: Date): Promise<EnhancementSales> {
  const enhanced = sql<boolean>`(${judgments.emboldenListing} or ${judgments.highlightListing} or ${judgments.featuredState} or ${judgments.featuredNationwide})`;
  const rows = await db
    .select({
      enhanced,
      listed: sql<number>`count(*)`.mapWith(Number),
      sold: sql<number>`count(*) filter (where ${inArray(judgments.status, [...PAID_STATUSES])})`.mapWith(Number),
    })
    .from(judgments)
    .where(and(isNotNull(judgments.listedAt), gte(judgments.listedAt, since)))
    .groupBy(enhanced);
  const group = (wanted: boolean) => {
    const row = rows.find((r) => Boolean(r.enhanced) === wanted);
    return { listed: row?.listed ?? 0, sold: row?.sold ?? 0 };
  };
  return { enhanced: group(true), plain: group(false) };
}
