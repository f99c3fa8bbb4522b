// The dashboard's Watchlist panel and GET /api/judgments/watchlist.
import type { Executor } from "~/server/db/client";
import { listWatchlist } from "~/server/queries/watchlist";
import { capped, DASHBOARD_LIST_CAP, summariesByIds, type ListingSummaryJson, type UserRef } from "./listing-summary";

export type WatchedListing = ListingSummaryJson & { user: UserRef };

/**
 * The judgments the user watches, most recently watched first, with their status so the panel can
 * say when one is no longer for sale. Which watched listings are still shown (not ones hidden,
 * cancelled or back in review) is listWatchlist's rule, shared with the watchlist itself.
 */
export async function listWatchedJudgments(db: Executor, userId: number, limit = DASHBOARD_LIST_CAP): Promise<WatchedListing[]> {
  const watched = (await listWatchlist(db, userId)).slice(0, capped(limit));
  const summaries = await summariesByIds(
    db,
    watched.map((w) => w.id),
  );
  return watched.flatMap((w) => {
    const summary = summaries.get(w.id);
    return summary ? [summary] : [];
  });
}
