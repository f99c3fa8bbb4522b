// The dashboard's Watchlist panel and GET /api/judgments/watchlist.
import { inArray } from "drizzle-orm";
import { mayKnowAgreedPrice, relationTo, type Viewer } from "~/domain/listing-visibility";
import { isAcceptedOrLater } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { judgments } from "~/server/db/schema";
import { agreedPriceSql } from "~/server/queries/listings";
import { listWatchlist } from "~/server/queries/watchlist";
import { capped, DASHBOARD_LIST_CAP, summariesByIds, type ListingSummaryJson, type UserRef } from "./listing-summary";

export type WatchedListing = ListingSummaryJson & {
  user: UserRef;
  /** What the buyer agreed to pay once an offer was accepted, cents, when the watcher may know it (mayKnowAgreedPrice); else null. */
  agreed_price: number | null;
};

/**
 * The judgments the user watches, most recently watched first, with their status so the panel can
 * say when one is no longer for sale. Which watched listings are still shown (not ones hidden,
 * cancelled or back in review) is listWatchlist's rule, shared with the watchlist itself.
 */
export async function listWatchedJudgments(
  db: Executor,
  viewer: NonNullable<Viewer>,
  limit = DASHBOARD_LIST_CAP,
): Promise<WatchedListing[]> {
  const watched = (await listWatchlist(db, viewer.id)).slice(0, capped(limit));
  const ids = watched.map((w) => w.id);
  const [summaries, agreed] = await Promise.all([summariesByIds(db, ids), agreedPrices(db, viewer, ids)]);
  return watched.flatMap((w) => {
    const summary = summaries.get(w.id);
    return summary ? [{ ...summary, agreed_price: agreed.get(w.id) ?? null }] : [];
  });
}

/** The agreed prices of those listings past an accepted offer that this viewer may know. */
async function agreedPrices(db: Executor, viewer: NonNullable<Viewer>, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: judgments.id,
      status: judgments.status,
      sellerId: judgments.sellerId,
      buyerId: judgments.buyerId,
      offersVisibility: judgments.offersVisibility,
      agreedCents: agreedPriceSql(),
    })
    .from(judgments)
    .where(inArray(judgments.id, ids));
  const known = rows.filter(
    (r) => r.agreedCents !== null && isAcceptedOrLater(r.status) && mayKnowAgreedPrice(relationTo(r, viewer), r.offersVisibility),
  );
  return new Map(known.map((r) => [r.id, r.agreedCents!]));
}
