// Saved searches and their matches (docs/decisions/0028-saved-searches.md): a member's searches
// (kind 'search'; the buy requests, the other kind, have their own queries in buy-requests.ts) and
// the alerts' claims (the matching itself: saved-search-matching.ts) (a conditional update, so a match is e-mailed once however many runs overlap).
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { markedPlace } from "~/domain/listing-place";
import type { ListingKind } from "~/domain/listing-status";
import type { AlertFrequency } from "~/domain/saved-searches";
import type { JudgmentSearch } from "~/domain/search";
import type { Database, Executor } from "~/server/db/client";
import { memberSeesNow } from "~/server/queries/saved-search-matching";
import { counties, judgments, savedSearchMatches, savedSearches, states, users } from "~/server/db/schema";
import { listingSummaryColumns, memberPlaceCount } from "~/server/queries/listing-summary";

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type SavedSearchRow = {
  id: number;
  name: string;
  alerts: AlertFrequency;
  search: JudgmentSearch;
  stateName: string | null;
  countyName: string | null;
  createdAt: Date;
  matchesSeenAt: Date | null;
};

/** The filter columns of a saved search, from the browse search's filters. */
export function searchColumns(search: JudgmentSearch) {
  return {
    keywords: search.name ?? null,
    stateId: search.stateId ?? null,
    countyId: search.countyId ?? null,
    priceMinCents: search.priceMinCents ?? null,
    priceMaxCents: search.priceMaxCents ?? null,
    judgmentMinCents: search.judgmentMinCents ?? null,
    judgmentMaxCents: search.judgmentMaxCents ?? null,
    judgmentDateStart: search.judgmentDateStart ?? null,
    judgmentDateEnd: search.judgmentDateEnd ?? null,
    listingDateStart: search.listingDateStart ?? null,
    listingDateEnd: search.listingDateEnd ?? null,
    courtType: search.courtType ?? null,
    debtType: search.debtType ?? null,
    litigation: search.litigation ?? null,
    debtorType: search.debtorType ?? null,
    debtorRealEstate: search.debtorRealEstate ?? false,
    debtorEmployed: search.debtorEmployed ?? false,
    debtorBankAccount: search.debtorBankAccount ?? false,
    debtorVehicles: search.debtorVehicles ?? false,
    nearDeadline: search.nearDeadline ?? false,
    verified: search.verified ?? false,
    portfoliosOnly: search.portfoliosOnly ?? false,
  };
}

type Columns = ReturnType<typeof searchColumns>;

/** A member's saved search, not a buy request (docs/decisions/0054). */
const isSearch = eq(savedSearches.kind, "search");

/** The browse search's filters of a saved search's columns (absent when null). */
export function searchOfColumns(row: Columns): JudgmentSearch {
  const search: JudgmentSearch = {
    name: row.keywords ?? undefined,
    stateId: row.stateId ?? undefined,
    countyId: row.countyId ?? undefined,
    priceMinCents: row.priceMinCents ?? undefined,
    priceMaxCents: row.priceMaxCents ?? undefined,
    judgmentMinCents: row.judgmentMinCents ?? undefined,
    judgmentMaxCents: row.judgmentMaxCents ?? undefined,
    judgmentDateStart: row.judgmentDateStart ?? undefined,
    judgmentDateEnd: row.judgmentDateEnd ?? undefined,
    listingDateStart: row.listingDateStart ?? undefined,
    listingDateEnd: row.listingDateEnd ?? undefined,
    courtType: row.courtType ?? undefined,
    debtType: row.debtType ?? undefined,
    litigation: row.litigation ?? undefined,
    debtorType: row.debtorType ?? undefined,
    debtorRealEstate: row.debtorRealEstate || undefined,
    debtorEmployed: row.debtorEmployed || undefined,
    debtorBankAccount: row.debtorBankAccount || undefined,
    debtorVehicles: row.debtorVehicles || undefined,
    nearDeadline: row.nearDeadline || undefined,
    verified: row.verified || undefined,
    portfoliosOnly: row.portfoliosOnly || undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as JudgmentSearch;
}

/** The browse search's criteria as saved_searches columns (a saved search's and a buy request's alike). */
export const filterColumns = {
  keywords: savedSearches.keywords,
  stateId: savedSearches.stateId,
  countyId: savedSearches.countyId,
  priceMinCents: savedSearches.priceMinCents,
  priceMaxCents: savedSearches.priceMaxCents,
  judgmentMinCents: savedSearches.judgmentMinCents,
  judgmentMaxCents: savedSearches.judgmentMaxCents,
  judgmentDateStart: savedSearches.judgmentDateStart,
  judgmentDateEnd: savedSearches.judgmentDateEnd,
  listingDateStart: savedSearches.listingDateStart,
  listingDateEnd: savedSearches.listingDateEnd,
  courtType: savedSearches.courtType,
  debtType: savedSearches.debtType,
  litigation: savedSearches.litigation,
  debtorType: savedSearches.debtorType,
  debtorRealEstate: savedSearches.debtorRealEstate,
  debtorEmployed: savedSearches.debtorEmployed,
  debtorBankAccount: savedSearches.debtorBankAccount,
  debtorVehicles: savedSearches.debtorVehicles,
  nearDeadline: savedSearches.nearDeadline,
  verified: savedSearches.verified,
  portfoliosOnly: savedSearches.portfoliosOnly,
};

const rowColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  alerts: savedSearches.alerts,
  ...filterColumns,
  stateName: states.name,
  countyName: counties.name,
  createdAt: savedSearches.createdAt,
  matchesSeenAt: savedSearches.matchesSeenAt,
};

function toRow(row: Columns & Omit<SavedSearchRow, "search">): SavedSearchRow {
  return {
    id: row.id,
    name: row.name,
    alerts: row.alerts,
    search: searchOfColumns(row),
    stateName: row.stateName,
    countyName: row.countyName,
    createdAt: row.createdAt,
    matchesSeenAt: row.matchesSeenAt,
  };
}

// ---------------------------------------------------------------------------------------------
// The member's searches

/**
 * Saves a search, refused ("too_many") when the member already keeps `max`: the member's row is
 * locked first, so two saves at once cannot both pass the count.
 */
export async function insertSavedSearch(
  db: Database,
  input: { userId: number; name: string; alerts: AlertFrequency; search: JudgmentSearch; token: string; now: Date; max: number },
): Promise<number | "too_many"> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    const [{ n }] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, input.userId), isSearch));
    if (n >= input.max) return "too_many" as const;
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: input.userId,
        name: input.name,
        alerts: input.alerts,
        ...searchColumns(input.search),
        unsubscribeToken: input.token,
        createdAt: input.now,
        updatedAt: input.now,
        // Nothing is "new" from before the search existed.
        matchesSeenAt: input.now,
      })
      .returning({ id: savedSearches.id });
    return row.id;
  });
}

export async function countSavedSearches(db: Executor, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), isSearch));
  return n;
}

export async function listSavedSearches(db: Executor, userId: number): Promise<SavedSearchRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(savedSearches)
    .leftJoin(states, eq(states.id, savedSearches.stateId))
    .leftJoin(counties, eq(counties.id, savedSearches.countyId))
    .where(and(eq(savedSearches.userId, userId), isSearch))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toRow);
}

/** One of the member's searches; null for someone else's or a missing id (the same 404). */
export async function findOwnSavedSearch(db: Executor, id: number, userId: number): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(savedSearches)
    .leftJoin(states, eq(states.id, savedSearches.stateId))
    .leftJoin(counties, eq(counties.id, savedSearches.countyId))
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId), isSearch));
  return row ? toRow(row) : null;
}

export type RecentMatch = {
  savedSearchId: number;
  judgmentId: number;
  /** A judgment or a portfolio (docs/decisions/0055): its page differs. */
  kind: ListingKind;
  title: string;
  priceCents: number;
  amountCents: number;
  place: string;
  visibleAt: Date;
  isNew: boolean;
};

/**
 * The latest matches of these searches the member may see now (visible, still active), `limit`
 * per search, newest first; `isNew` when it became visible after the member last looked.
 */
export async function listRecentMatches(db: Executor, searchIds: number[], now: Date, limit: number): Promise<RecentMatch[]> {
  if (!searchIds.length) return [];
  type Row = {
    saved_search_id: number;
    judgment_id: number;
    kind: ListingKind;
    portfolio_size: number | null;
    title: string;
    price_cents: string | number;
    amount_cents: string | number;
    county: string | null;
    state: string | null;
    state_count: number | null;
    county_count: number | null;
    visible_at: string | Date;
    is_new: boolean;
  };
  const result = await db.execute(sql`
    select saved_search_id, judgment_id, kind, portfolio_size, title, price_cents, amount_cents, county, state, state_count, county_count,
      visible_at, is_new from (
      select m.saved_search_id, m.judgment_id, j.kind, j.portfolio_size, j.title, j.price_cents, j.amount_cents,
        c.name as county, st.abbreviation as state,
        ${memberPlaceCount("state_id", { id: sql`j.id`, kind: sql`j.kind`, own: sql`j.state_id` })} as state_count,
        ${memberPlaceCount("county_id", { id: sql`j.id`, kind: sql`j.kind`, own: sql`j.county_id` })} as county_count,
        m.visible_at, m.visible_at > coalesce(s.matches_seen_at, s.created_at) as is_new,
        row_number() over (partition by m.saved_search_id order by m.visible_at desc, m.judgment_id desc) as n
      from ${savedSearchMatches} m
      join ${savedSearches} s on s.id = m.saved_search_id
      join ${judgments} j on j.id = m.judgment_id
      join ${users} u on u.id = s.user_id
      left join ${counties} c on c.id = j.county_id
      left join ${states} st on st.id = j.state_id
      where m.saved_search_id in (${sql.join(
        searchIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and m.visible_at <= ${now.toISOString()}::timestamptz and j.status = 'active'
        and ${memberSeesNow(sql`${now.toISOString()}::timestamptz`)}
    ) ranked where n <= ${limit}
    order by saved_search_id, visible_at desc, judgment_id desc`);
  return rowsOf<Row>(result).map((r) => ({
    savedSearchId: Number(r.saved_search_id),
    judgmentId: Number(r.judgment_id),
    kind: r.kind,
    title: r.title,
    priceCents: Number(r.price_cents),
    amountCents: Number(r.amount_cents),
    place: markedPlace({
      kind: r.kind,
      portfolioSize: r.portfolio_size === null ? null : Number(r.portfolio_size),
      stateName: r.state,
      countyName: r.county,
      stateCount: r.state_count === null ? null : Number(r.state_count),
      countyCount: r.county_count === null ? null : Number(r.county_count),
    }),
    visibleAt: new Date(r.visible_at),
    isNew: Boolean(r.is_new),
  }));
}

/** How many visible matches on active listings each search gained since its member last looked. */
export async function countNewMatches(db: Executor, userId: number, now: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: savedSearchMatches.savedSearchId, n: count() })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .innerJoin(judgments, eq(judgments.id, savedSearchMatches.judgmentId))
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        memberSeesNow(sql`${now.toISOString()}::timestamptz`, { j: "judgments", u: "users" }),
        eq(savedSearches.userId, userId),
        isSearch,
        lte(savedSearchMatches.visibleAt, now),
        gt(savedSearchMatches.visibleAt, sql`coalesce(${savedSearches.matchesSeenAt}, ${savedSearches.createdAt})`),
        eq(judgments.status, "active"),
      ),
    )
    .groupBy(savedSearchMatches.savedSearchId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The member looked at their searches now: what they saw is no longer new next time. */
export async function markMatchesSeen(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(savedSearches)
    .set({ matchesSeenAt: now })
    .where(and(eq(savedSearches.userId, userId), isSearch));
}

export async function renameSavedSearch(db: Executor, id: number, userId: number, name: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ name, updatedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId), isSearch))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/**
 * Changes how often a search alerts. Switched on from off, the matches already visible are
 * treated as told (they are on /searches): the member is not sent a burst of old listings.
 */
export async function setSavedSearchAlerts(db: Database, id: number, userId: number, alerts: AlertFrequency, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ alerts: savedSearches.alerts })
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId), isSearch))
      .for("update");
    if (!before) return false;
    await tx.update(savedSearches).set({ alerts, updatedAt: now }).where(eq(savedSearches.id, id));
    if (before.alerts === "off" && alerts !== "off") await silenceVisibleMatches(tx, id, now);
    return true;
  });
}

async function silenceVisibleMatches(tx: Executor, savedSearchId: number, now: Date): Promise<void> {
  await tx
    .update(savedSearchMatches)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(savedSearchMatches.savedSearchId, savedSearchId),
        isNull(savedSearchMatches.notifiedAt),
        lte(savedSearchMatches.visibleAt, now),
      ),
    );
}

export async function deleteSavedSearch(db: Executor, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId), isSearch))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The search an unsubscribe link names: its name and alert setting, or null. */
export async function findSavedSearchByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ id: savedSearches.id, name: savedSearches.name, alerts: savedSearches.alerts })
    .from(savedSearches)
    .where(eq(savedSearches.unsubscribeToken, token));
  return row ?? null;
}

/** Switches off the alerts of the search the link names; false for an unknown token. */
export async function switchOffAlertsByToken(db: Executor, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ alerts: "off", updatedAt: now })
    .where(eq(savedSearches.unsubscribeToken, token))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Alerts

/** Searches with matches due now for this kind of alert (visible, not told, the listing active). */
export async function listSearchesWithDueMatches(db: Executor, alerts: "instant" | "daily", now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: savedSearchMatches.savedSearchId })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .innerJoin(judgments, eq(judgments.id, savedSearchMatches.judgmentId))
    // Only what a claim can take: a deleted member's searches would be listed on every run, claimed on none.
    .innerJoin(users, and(eq(users.id, savedSearches.userId), isNull(users.deletedAt)))
    .where(
      and(
        isNull(savedSearchMatches.notifiedAt),
        lte(savedSearchMatches.visibleAt, now),
        eq(savedSearches.alerts, alerts),
        eq(judgments.status, "active"),
      ),
    )
    .orderBy(asc(savedSearchMatches.savedSearchId))
    .limit(limit);
  return rows.map((r) => r.id);
}

export type AlertSearch = { id: number; userId: number; name: string; token: string; email: string; recipientName: string };

/** A listing of an alert; a portfolio's (docs/decisions/0055) place says so ("Portfolio · 5 judgments, 3 states") and it has no date of award. */
export type AlertListing = {
  id: number;
  kind: ListingKind;
  title: string;
  priceCents: number;
  amountCents: number;
  place: string;
  dateAwarded: string | null;
};

/**
 * Claims the search's due matches in the caller's transaction: marks them told and answers their
 * listings. Rows another run holds are skipped, and a row told meanwhile no longer qualifies, so
 * each match is claimed by one run only. Only matches visible now on active listings, of a search
 * whose alerts are still `alerts`, of a member not deleted.
 */
export async function claimDueMatches(
  tx: Executor,
  savedSearchId: number,
  alerts: "instant" | "daily",
  now: Date,
): Promise<{ search: AlertSearch; listings: AlertListing[] } | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const claimed = await tx.execute(sql`
    with due as (
      select m.saved_search_id, m.judgment_id
      from ${savedSearchMatches} m
      join ${savedSearches} s on s.id = m.saved_search_id
      join ${users} u on u.id = s.user_id and u.deleted_at is null
      join ${judgments} j on j.id = m.judgment_id
      where m.saved_search_id = ${savedSearchId} and s.alerts = ${alerts}
        and m.notified_at is null and m.visible_at <= ${at} and j.status = 'active'
        and ${memberSeesNow(at)}
      for update of m skip locked
    )
    update ${savedSearchMatches} m set notified_at = ${at}
    from due
    where m.saved_search_id = due.saved_search_id and m.judgment_id = due.judgment_id and m.notified_at is null
    returning m.judgment_id`);
  const ids = rowsOf<{ judgment_id: number }>(claimed).map((r) => Number(r.judgment_id));
  if (!ids.length) return null;
  const [search] = await tx
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      token: savedSearches.unsubscribeToken,
      email: users.email,
      recipientName: users.name,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.id, savedSearchId));
  const listings = await tx
    .select({
      id: judgments.id,
      kind: judgments.kind,
      portfolioSize: judgments.portfolioSize,
      title: judgments.title,
      priceCents: judgments.priceCents,
      amountCents: judgments.amountCents,
      countyName: counties.name,
      stateName: states.abbreviation,
      stateCount: listingSummaryColumns.stateCount,
      countyCount: listingSummaryColumns.countyCount,
      dateAwarded: judgments.dateAwarded,
    })
    .from(judgments)
    // Left joins: a portfolio's place is null when its judgments are in several (docs/decisions/0055).
    .leftJoin(counties, eq(counties.id, judgments.countyId))
    .leftJoin(states, eq(states.id, judgments.stateId))
    .where(inArray(judgments.id, ids))
    .orderBy(desc(judgments.listedAt), desc(judgments.id));
  return {
    search,
    listings: listings.map((l) => ({
      id: l.id,
      kind: l.kind,
      title: l.title,
      priceCents: l.priceCents,
      amountCents: l.amountCents,
      place: markedPlace(l),
      dateAwarded: l.dateAwarded,
    })),
  };
}

/** Members with a daily search whose digest is due: not sent since `cutoff` (the last 8 am Eastern). */
export async function listDigestMembers(db: Executor, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: savedSearches.userId })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.alerts, "daily"),
        sql`coalesce(${savedSearches.lastDigestAt}, ${savedSearches.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(savedSearches.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * Claims today's digest of the member's daily searches in the caller's transaction (a conditional
 * update: a second run finds none due) and answers the searches claimed.
 */
export async function claimDigestSearches(tx: Executor, userId: number, cutoff: Date, now: Date): Promise<number[]> {
  const rows = await tx
    .update(savedSearches)
    .set({ lastDigestAt: now })
    .where(
      and(
        eq(savedSearches.userId, userId),
        eq(savedSearches.alerts, "daily"),
        sql`coalesce(${savedSearches.lastDigestAt}, ${savedSearches.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: savedSearches.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
