// The dashboard's Selling panel and GET /api/judgments/selling.
import { and, desc, eq, ne } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { counties, judgments, states } from "~/server/db/schema";
import { capped, DASHBOARD_LIST_CAP, summaryColumns, toSummary, type ListingSummaryJson } from "./listing-summary";

export type SellingListing = ListingSummaryJson & { offers_count: number; views_count: number; watchlist_count: number };

/** The user's own listings, except cancelled ones, newest first, with their counters. */
export async function listSellingJudgments(db: Executor, userId: number, limit = DASHBOARD_LIST_CAP): Promise<SellingListing[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      offersCount: judgments.offersCount,
      viewsCount: judgments.viewsCount,
      watchlistCount: judgments.watchlistCount,
    })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .where(and(eq(judgments.sellerId, userId), ne(judgments.status, "cancelled")))
    .orderBy(desc(judgments.createdAt), desc(judgments.id))
    .limit(capped(limit));
  return rows.map((row) => ({
    ...toSummary(row),
    offers_count: row.offersCount,
    views_count: row.viewsCount,
    watchlist_count: row.watchlistCount,
  }));
}
