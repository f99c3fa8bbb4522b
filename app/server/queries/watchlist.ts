// The watchlist: which listings (judgments and portfolios) a user watches, and the judgment's watchlist_count kept in step
// with the rows in the same transaction (increment only when a row was inserted, decrement only
// when one was deleted), so repeated adds or removes never drift the counter.
import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { VISIBLE_DETAIL_STATUSES } from "~/domain/listing-status";
import type { ListingSummary } from "~/domain/listing-summary";
import type { Database, Executor } from "~/server/db/client";
import { runPrepared } from "./prepared";
import { counties, judgments, states, watchlist, type JudgmentStatus } from "~/server/db/schema";
import { findListingRecord } from "./listing-record";
import { judgmentAccess, type Viewer } from "~/domain/listing-visibility";

export type WatchedJudgment = Pick<
  ListingSummary,
  "id" | "kind" | "title" | "stateName" | "countyName" | "amountCents" | "priceCents" | "listedAt"
> & {
  status: JudgmentStatus;
};

/**
 * The judgments a user watches, most recently watched first. A watched listing may since have been
 * sold (still listed, with its status); one that went back to review, was hidden or cancelled is
 * left out, as its page is no longer open to the watcher.
 */
export async function listWatchlist(db: Executor, userId: number): Promise<WatchedJudgment[]> {
  return (
    db
      .select({
        id: judgments.id,
        kind: judgments.kind,
        title: judgments.title,
        stateName: states.name,
        countyName: counties.name,
        amountCents: judgments.amountCents,
        priceCents: judgments.priceCents,
        status: judgments.status,
        listedAt: judgments.listedAt,
      })
      .from(watchlist)
      .innerJoin(judgments, eq(judgments.id, watchlist.judgmentId))
      // Left joins: a portfolio's place is null when its judgments are in several (docs/decisions/0055).
      .leftJoin(states, eq(states.id, judgments.stateId))
      .leftJoin(counties, eq(counties.id, judgments.countyId))
      .where(and(eq(watchlist.userId, userId), inArray(judgments.status, [...VISIBLE_DETAIL_STATUSES])))
      .orderBy(desc(watchlist.createdAt), desc(judgments.id))
  );
}

/** The watchlist's row of this user and listing. */
const watchRow = (userId: SQLWrapper, judgmentId: SQLWrapper) => and(eq(watchlist.userId, userId), eq(watchlist.judgmentId, judgmentId));

export async function isWatching(db: Executor, userId: number, judgmentId: number): Promise<boolean> {
  // Prepared: every watch button's state asks (./prepared.ts).
  const [row] = await runPrepared(
    db,
    "is-watching",
    () =>
      db
        .select({ userId: watchlist.userId })
        .from(watchlist)
        .where(watchRow(sql.placeholder("userId"), sql.placeholder("judgmentId"))),
    { userId, judgmentId },
  );
  return Boolean(row);
}

/** Whether the user watches the listing, as one column of another statement (the judgment page's: ./judgment-detail.ts). */
export function watchingColumn(userId: SQLWrapper, judgmentId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (${sql`select 1 from ${watchlist} where ${watchRow(userId, judgmentId)}`})`;
}

export type WatchResult =
  { ok: true; watching: boolean; watchlistCount: number } | { ok: false; reason: "not_found" | "not_active" | "own_listing" };

async function currentCount(db: Executor, judgmentId: number): Promise<number> {
  const [row] = await db.select({ count: judgments.watchlistCount }).from(judgments).where(eq(judgments.id, judgmentId));
  return row?.count ?? 0;
}

/**
 * Watches a listing. Only active listings, never one's own; watching twice is a no-op. The row
 * lock on the judgment orders concurrent watches and status changes.
 */
export async function addToWatchlist(db: Database, userId: number, judgmentId: number): Promise<WatchResult> {
  return db.transaction(async (tx) => {
    const [judgment] = await tx
      .select({ sellerId: judgments.sellerId, status: judgments.status })
      .from(judgments)
      .where(eq(judgments.id, judgmentId))
      .for("update");
    if (!judgment) return { ok: false, reason: "not_found" } as const;
    if (judgment.sellerId === userId) return { ok: false, reason: "own_listing" } as const;
    if (judgment.status !== "active") return { ok: false, reason: "not_active" } as const;
    const inserted = await tx
      .insert(watchlist)
      .values({ userId, judgmentId })
      .onConflictDoNothing()
      .returning({ userId: watchlist.userId });
    if (inserted.length > 0) {
      await tx
        .update(judgments)
        .set({ watchlistCount: sql`${judgments.watchlistCount} + 1` })
        .where(eq(judgments.id, judgmentId));
    }
    return { ok: true, watching: true, watchlistCount: await currentCount(tx, judgmentId) } as const;
  });
}

/** Stops watching a listing, whatever its status now; unwatching twice is a no-op. */
export async function removeFromWatchlist(db: Database, userId: number, judgmentId: number): Promise<WatchResult> {
  return db.transaction(async (tx) => {
    const [judgment] = await tx.select({ id: judgments.id }).from(judgments).where(eq(judgments.id, judgmentId)).for("update");
    if (!judgment) return { ok: false, reason: "not_found" } as const;
    const deleted = await tx
      .delete(watchlist)
      .where(and(eq(watchlist.userId, userId), eq(watchlist.judgmentId, judgmentId)))
      .returning({ userId: watchlist.userId });
    if (deleted.length > 0) {
      await tx
        .update(judgments)
        .set({ watchlistCount: sql`greatest(${judgments.watchlistCount} - 1, 0)` })
        .where(eq(judgments.id, judgmentId));
    }
    return { ok: true, watching: false, watchlistCount: await currentCount(tx, judgmentId) } as const;
  });
}

/**
 * Watch or unwatch on behalf of a signed-in viewer. A listing the viewer may not see is
 * "not_found", exactly like a missing one, so the answer never reveals hidden listings.
 */
export async function setWatching(
  db: Database,
  viewer: NonNullable<Viewer>,
  judgmentId: number,
  watch: boolean,
  now: Date,
): Promise<WatchResult> {
  const listing = await findListingRecord(db, judgmentId);
  if (!listing || !judgmentAccess(listing, viewer, now).canView) return { ok: false, reason: "not_found" };
  return watch ? addToWatchlist(db, viewer.id, judgmentId) : removeFromWatchlist(db, viewer.id, judgmentId);
}

/** The HTTP answer for a refused watch (DESIGN.md section 8). */
export function watchRefusal(reason: Extract<WatchResult, { ok: false }>["reason"]): { status: 404 | 409; message: string } {
  switch (reason) {
    case "not_found":
      return { status: 404, message: "No such judgment." };
    case "own_listing":
      return { status: 409, message: "You cannot watch your own listing." };
    case "not_active":
      return { status: 409, message: "Only active listings can be watched." };
  }
}
