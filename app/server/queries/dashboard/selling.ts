// The dashboard's Selling panel and GET /api/judgments/selling.
import { and, desc, eq, ne } from "drizzle-orm";
import { isAcceptedOrLater, isListingFeeDue, listingStatusLabel } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { counties, judgments, states } from "~/server/db/schema";
import { agreedPriceSql, listingFeePaidSql } from "~/server/queries/listings";
import { capped, DASHBOARD_LIST_CAP, summaryColumns, toSummary, type ListingSummaryJson } from "./listing-summary";

export type SellingListing = ListingSummaryJson & {
  offers_count: number;
  views_count: number;
  watchlist_count: number;
  /** The listing fee still to pay, cents (0 when it is free or paid). */
  listing_fee_due: number;
  /** The status as the seller sees it: "Awaiting listing fee" while a new listing's fee is due. */
  status_label: string;
  /** What the buyer agreed to pay, cents, once an offer was accepted; null before. */
  agreed_price: number | null;
};

/**
 * The user's own listings, except cancelled ones, newest first, with their counters and the
 * listing fee still due (one query: the fee paid is a subquery per row, not a query per listing).
 */
export async function listSellingJudgments(db: Executor, userId: number, limit = DASHBOARD_LIST_CAP): Promise<SellingListing[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      offersCount: judgments.offersCount,
      viewsCount: judgments.viewsCount,
      watchlistCount: judgments.watchlistCount,
      listingFeeCents: judgments.listingFeeCents,
      listingFeePaidCents: listingFeePaidSql(),
      agreedCents: agreedPriceSql(),
    })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .where(and(eq(judgments.sellerId, userId), ne(judgments.status, "cancelled")))
    .orderBy(desc(judgments.createdAt), desc(judgments.id))
    .limit(capped(limit));
  return rows.map((row) => {
    const feeDue = row.status === "new" && isListingFeeDue(row.listingFeeCents, row.listingFeePaidCents);
    return {
      ...toSummary(row),
      offers_count: row.offersCount,
      views_count: row.viewsCount,
      watchlist_count: row.watchlistCount,
      listing_fee_due: feeDue ? row.listingFeeCents - row.listingFeePaidCents : 0,
      status_label: listingStatusLabel(row.status, feeDue),
      agreed_price: isAcceptedOrLater(row.status) ? row.agreedCents : null,
    };
  });
}
