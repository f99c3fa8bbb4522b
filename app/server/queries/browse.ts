// Browse and search: active listings filtered, sorted and paged, with a capped count.
// The only Drizzle importer for browsing (STYLE.md); answers plain objects.
//
// Built to stay fast with a million judgments (docs/decisions/0008-browse-pagination-and-counts.md):
// - Every sort has a btree index that starts with status and ends with id, so a page is a walk of
//   that index; the filters' columns are carried in the browse indexes, so the walk and the count
//   can check them without visiting the table (index-only scans).
// - A page is served by a keyset seek when the link carries a cursor (the first or last row of a
//   page the visitor saw), so paging through deep results costs what page 1 costs. Without a
//   cursor (a typed URL) the page is found by OFFSET, but only over ids in the index (a "deferred
//   join": the full rows are read for the 25 ids of the page only), and never past MAX_OFFSET rows.
// - The total is counted exactly up to a cap and shown as "10,000+" above it. That a search
//   exceeds the cap is remembered for a minute (per process), so the busiest pages skip the count.
import { and, asc, desc, eq, gte, ilike, lt, lte, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ListingSummary } from "~/domain/listing-summary";
import { todayIso } from "~/domain/dates";
import { priceShareBps } from "~/domain/fees";
import { nearDeadlineCutoff } from "~/domain/judgment-value/clock";
import { browseDeadline, type BrowseDeadline } from "~/domain/judgment-value/browse-deadline";
import { factMask } from "~/domain/judgment-value/fact-flags";
import { factHighlights } from "~/domain/judgment-value/facts";
import { PAGE_SIZE, type BrowseSort, type JudgmentSearch, type PageCursor } from "~/domain/search";
import type { Executor } from "~/server/db/client";
import { counties, judgments, NO_BALANCE_SHARE, states } from "~/server/db/schema";
import { listingSummaryColumns, summaryOf } from "~/server/queries/listing-summary";
import { firstLookColumn, visibleToViewer, type ListAudience } from "~/server/queries/listing-visibility";
import { literalCount, param, runPrepared, type Params } from "~/server/queries/prepared";
import { isCourtVerified } from "~/server/queries/court-verifications";

export type BrowseRow = ListingSummary & {
  /** Asking price as a share of the judgment amount, in basis points. */
  priceShareBps: number;
  /** 'YYYY-MM-DD'; null for a portfolio (docs/decisions/0055), which has no award date of its own. */
  dateAwarded: string | null;
  listedAt: Date;
  highlight: boolean;
  embolden: boolean;
  /** In its premium first look (shown only to premium members and administrators). */
  firstLook: boolean;
  /** The asking price as a share of the estimated balance (basis points), when there is an estimate. */
  balanceShareBps: number | null;
  /** Its collectability facts worth a word (factHighlights), at most three. */
  highlights: string[];
  /** Its next enforceability deadline is near, or has passed. */
  deadline: BrowseDeadline | null;
};

export type BrowseTotal = { count: number; capped: boolean };

export type BrowseResult = {
  rows: BrowseRow[];
  /** The page shown: the one asked for, or the last one when that was past the end. */
  page: number;
  pageSize: number;
  hasPrevious: boolean;
  hasNext: boolean;
  total: BrowseTotal;
  /** Anchors for links to earlier (first) and later (last) pages; null on an empty page. */
  firstCursor: PageCursor | null;
  lastCursor: PageCursor | null;
  /** A page asked for by number lies beyond MAX_OFFSET rows: reach it by paging or narrow the search. */
  tooDeep: boolean;
};

export type BrowseOptions = {
  /** Who the list is for: the premium first look (app/server/queries/listing-visibility.ts). */
  audience: ListAudience;
  sort: BrowseSort;
  page: number;
  /** From a page link: seek after the last row or before the first row of the page the cursor names. */
  cursor?: { direction: "after" | "before"; cursor: PageCursor } | null;
  pageSize?: number;
  /** Count exactly up to this many rows; more shows as `{cap}+`. */
  countCap?: number;
};

export const COUNT_CAP = 10_000;
/** The most rows a numbered page may skip without a cursor (page 10,000 at 25 a page). */
export const MAX_OFFSET = 250_000;
/** How many pages a cursor link may jump (the pagination window is narrower). */
export const MAX_CURSOR_JUMP = 10;

// ---------------------------------------------------------------------------------------------
// Sorts

/**
 * The asking price as a share of the amount, in basis points (floored), exactly as the
 * judgments_deal_idx expression index has it, so "best deal" is an index walk. The figure shown
 * is computed by priceShareBps, which floors the same way.
 */
const dealShare = sql<number>`(${judgments.priceCents} * 10000 / ${judgments.amountCents})`;

/**
 * The asking price as a share of the estimated balance, listings without an estimate last (as
 * NO_BALANCE_SHARE), exactly as the judgments_balance_deal_idx expression index has it.
 */
const balanceShare = sql<number>`coalesce(${judgments.balanceShareBps}, ${sql.raw(String(NO_BALANCE_SHARE))})`;

type SortSpec = {
  key: PgColumn | SQL;
  direction: "asc" | "desc";
  /** The key as the cursor keeps it (text for timestamps, so microseconds survive). */
  cursorKey: SQL<string | number>;
  /** The cursor's key back as a typed SQL value (a placeholder of the prepared query). */
  param(params: Params, value: string | number): SQL;
};

const bigintParam = (params: Params, value: string | number) => sql`${param(params, "cursorKey", Number(value))}::bigint`;

const sorts: Record<BrowseSort, SortSpec> = {
  newest: {
    key: judgments.listedAt,
    direction: "desc",
    cursorKey: sql<string>`to_char(${judgments.listedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    param: (params, value) => sql`${param(params, "cursorKey", String(value))}::timestamptz`,
  },
  price_low: { key: judgments.priceCents, direction: "asc", cursorKey: sql`${judgments.priceCents}`.mapWith(Number), param: bigintParam },
  price_high: { key: judgments.priceCents, direction: "desc", cursorKey: sql`${judgments.priceCents}`.mapWith(Number), param: bigintParam },
  amount_high: {
    key: judgments.amountCents,
    direction: "desc",
    cursorKey: sql`${judgments.amountCents}`.mapWith(Number),
    param: bigintParam,
  },
  amount_low: {
    key: judgments.amountCents,
    direction: "asc",
    cursorKey: sql`${judgments.amountCents}`.mapWith(Number),
    param: bigintParam,
  },
  best_deal: { key: dealShare, direction: "asc", cursorKey: sql`${dealShare}`.mapWith(Number), param: bigintParam },
  balance_deal: {
    key: balanceShare,
    direction: "asc",
    cursorKey: sql`${balanceShare}`.mapWith(Number),
    param: (params, value) => sql`${param(params, "cursorKey", Number(value))}::integer`,
  },
};

/** ORDER BY key, id (ties broken by id, in the key's direction); `reverse` walks it backwards. */
function orderBy(spec: SortSpec, reverse = false): SQL[] {
  const descending = (spec.direction === "desc") !== reverse;
  return descending ? [desc(spec.key), desc(judgments.id)] : [asc(spec.key), asc(judgments.id)];
}

/** Rows strictly after (or before) the cursor's row in the sort's order: a row comparison the index can seek to. */
function keysetCondition(spec: SortSpec, cursor: PageCursor, direction: "after" | "before", params: Params): SQL {
  const later = spec.direction === "desc" ? "<" : ">";
  const earlier = spec.direction === "desc" ? ">" : "<";
  const op = direction === "after" ? later : earlier;
  return sql`(${spec.key}, ${judgments.id}) ${sql.raw(op)} (${spec.param(params, cursor.key)}, ${param(params, "cursorId", cursor.id)}::integer)`;
}

// ---------------------------------------------------------------------------------------------
// Filters

/** Escapes LIKE's wildcards so "100%" and "a_b" match literally (backslash is LIKE's escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A listing's collectability facts meet a search's fact filters: its fact_flags has every bit of
 * the mask (app/domain/judgment-value/fact-flags.ts). Browse and the saved searches' matching
 * (app/server/queries/saved-searches.ts) both test it so.
 */
export const meetsFactMask = (flags: SQL | PgColumn, mask: SQL) => sql`(${flags} & ${mask}) = ${mask}`;

/** A listing's enforceability deadline is near or past: on or before `cutoff` (nearDeadlineCutoff of today). */
export const deadlineNearBy = (deadline: SQL | PgColumn, cutoff: SQL) => sql`${deadline} <= ${cutoff}`;

/** Midnight at the start of a calendar day in US Eastern time, where dates are shown. */
const easternMidnight = (isoDate: Placeholder) => sql`(${isoDate}::date)::timestamp at time zone 'America/New_York'`;
const easternNextMidnight = (isoDate: Placeholder) => sql`(${isoDate}::date + 1)::timestamp at time zone 'America/New_York'`;

/**
 * What the viewer may see (visibleToViewer): active listings, out of their premium first look
 * unless the viewer is a premium member. An active listing always has listed_at (set when it goes
 * live); rows without it are left out, since keyset paging orders by it.
 */
function filterConditions(search: JudgmentSearch, audience: ListAudience, params: Params): SQL[] {
  const where: SQL[] = [visibleToViewer(audience, params)];
  const p = (name: string, value: unknown) => param(params, name, value);
  if (search.name) {
    const pattern = p("pattern", `%${escapeLike(search.name)}%`);
    where.push(or(ilike(judgments.title, pattern), ilike(judgments.description, pattern))!);
  }
  if (search.stateId !== undefined) where.push(eq(judgments.stateId, p("stateId", search.stateId)));
  if (search.countyId !== undefined) where.push(eq(judgments.countyId, p("countyId", search.countyId)));
  if (search.priceMinCents !== undefined) where.push(gte(judgments.priceCents, p("priceMin", search.priceMinCents)));
  if (search.priceMaxCents !== undefined) where.push(lte(judgments.priceCents, p("priceMax", search.priceMaxCents)));
  if (search.judgmentMinCents !== undefined) where.push(gte(judgments.amountCents, p("amountMin", search.judgmentMinCents)));
  if (search.judgmentMaxCents !== undefined) where.push(lte(judgments.amountCents, p("amountMax", search.judgmentMaxCents)));
  if (search.judgmentDateStart) where.push(gte(judgments.dateAwarded, p("awardedFrom", search.judgmentDateStart)));
  if (search.judgmentDateEnd) where.push(lte(judgments.dateAwarded, p("awardedTo", search.judgmentDateEnd)));
  if (search.listingDateStart) where.push(gte(judgments.listedAt, easternMidnight(p("listedFrom", search.listingDateStart))));
  if (search.listingDateEnd) where.push(lt(judgments.listedAt, easternNextMidnight(p("listedTo", search.listingDateEnd))));
  // Every fact filter at once: the bits of the chosen facts, all present in the listing's fact_flags.
  const mask = factMask(search);
  if (mask) where.push(meetsFactMask(judgments.factFlags, sql`${p("factMask", mask)}::smallint`));
  if (search.nearDeadline) {
    where.push(deadlineNearBy(judgments.enforceDeadlineOn, sql`${p("deadlineBy", nearDeadlineCutoff(todayIso(audience.now)))}::date`));
  }
  // Verified against the court record: a verification in force (a unique partial index per listing);
  // a portfolio when every judgment in it has one.
  if (search.verified) where.push(sql`${isCourtVerified({ id: judgments.id, kind: judgments.kind })} = ${p("verified", true)}::boolean`);
  // Portfolios only: the very predicate of the partial index judgments_portfolio_browse_idx, as a
  // constant (no placeholder), so the generic plan of a prepared query can use that index too.
  if (search.portfoliosOnly) where.push(isPortfolio);
  return where;
}

/** A portfolio row, written exactly as judgments_portfolio_browse_idx's predicate is. */
const isPortfolio = sql`${judgments.kind} = 'portfolio'`;

/** What decides the text of a browse query: which filters are present and who it is for. */
function filterShape(search: JudgmentSearch, params: Params, audience: ListAudience): string {
  // Each filter writes its own placeholder (filterConditions), so the names used are the filters
  // present; "portfolios only" writes none (its constant), so it is named.
  return `${Object.keys(params).sort().join(",")}|firstLook=${audience.firstLook}|portfolios=${search.portfoliosOnly === true}`;
}

/**
 * A query's LIMIT: written into its text where one plan serves every value, so a named statement
 * keeps it (prepared.ts: literalCount); a placeholder otherwise, which makes a plan made without the
 * values look costly, so PostgreSQL plans the query for its values each time. One plan serves:
 * - the whole list in any order (each sort walks its own index);
 * - a place (a state, a county) in the newest order, which its place's index walks (judgments_state_browse_idx,
 *   judgments_county_browse_idx), and a place's count.
 * Not: a price or a date range (a plan without the range guesses a handful of rows and walks that
 * filter's index: 10,286 entries for Texas at $5k–$20k, 10 ms, instead of 26 of the state's index),
 * nor a place in another order (a plan for an average state walks the price index filtering by state,
 * all of it for a state with a few listings). `sort`: null for a count.
 */
export function rowCount(
  search: JudgmentSearch,
  sort: BrowseSort | null,
  params: Params,
  count: number,
): { limit: number | Placeholder; shape: string } {
  const filters = Object.entries(search)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  const placeOnly = filters.every((key) => key === "stateId" || key === "countyId");
  const onePlan = filters.length === 0 || (placeOnly && (sort === null || sort === "newest"));
  return onePlan ? { limit: literalCount(count), shape: `limit=${count}` } : { limit: param(params, "limit", count), shape: "limit=param" };
}

// ---------------------------------------------------------------------------------------------
// Queries

/** Exact up to `cap`, then "cap+": the scan stops after cap + 1 matching index entries. */
export async function countJudgments(db: Executor, search: JudgmentSearch, audience: ListAudience, cap = COUNT_CAP): Promise<BrowseTotal> {
  const params: Params = {};
  const where = filterConditions(search, audience, params);
  const limit = rowCount(search, null, params, cap + 1);
  const [row] = await runPrepared(
    db,
    `browse-count|${filterShape(search, params, audience)}|${limit.shape}`,
    () => {
      const matching = db
        .select({ one: sql<number>`1`.as("one") })
        .from(judgments)
        .where(and(...where))
        .limit(limit.limit)
        .as("matching");
      return db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(matching);
    },
    params,
  );
  const count = row?.count ?? 0;
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}

// Searches seen to match more than the cap, per database: "10,000+" stays true for a minute, so
// the list's busiest pages need not count again. Exact counts are never cached.
const CAPPED_TTL_MS = 60_000;
const CAPPED_MAX_ENTRIES = 1_000;
const cappedSearches = new WeakMap<object, Map<string, number>>();

function cappedKey(search: JudgmentSearch, audience: ListAudience, cap: number): string {
  return JSON.stringify([cap, audience.firstLook, Object.entries(search).sort(([a], [b]) => a.localeCompare(b))]);
}

function knownCapped(db: Executor, search: JudgmentSearch, audience: ListAudience, cap: number): boolean {
  const expires = cappedSearches.get(db)?.get(cappedKey(search, audience, cap));
  return expires !== undefined && expires > Date.now();
}

function rememberCapped(db: Executor, search: JudgmentSearch, audience: ListAudience, cap: number) {
  let known = cappedSearches.get(db);
  if (!known) cappedSearches.set(db, (known = new Map()));
  const key = cappedKey(search, audience, cap);
  known.delete(key);
  known.set(key, Date.now() + CAPPED_TTL_MS);
  if (known.size > CAPPED_MAX_ENTRIES) known.delete(known.keys().next().value!);
}

/** The capped total, from memory when this search recently exceeded the cap. */
async function totalOf(db: Executor, search: JudgmentSearch, audience: ListAudience, cap: number): Promise<BrowseTotal> {
  if (knownCapped(db, search, audience, cap)) return { count: cap, capped: true };
  const total = await countJudgments(db, search, audience, cap);
  if (total.capped) rememberCapped(db, search, audience, cap);
  return total;
}

/** A page's query: its conditions (their values in `params`), what decides its text (`shape`), its window. */
type PageQuery = { search: JudgmentSearch; where: SQL[]; params: Params; shape: string; reverse: boolean; offset: number; limit: number };

async function selectPage(db: Executor, sort: BrowseSort, query: PageQuery, audience: ListAudience) {
  const spec = sorts[sort];
  const params: Params = { ...query.params };
  const firstLook = firstLookColumn(audience, params);
  const limit = rowCount(query.search, sort, params, query.limit);
  // An offset of 0 (page 1, a cursor's next page) is left out, so those pages can keep one plan; other offsets vary.
  const offset = query.offset === 0 ? 0 : param(params, "offset", query.offset);
  const rows = await runPrepared(
    db,
    `browse-page|${sort}|reverse=${query.reverse}|${query.shape}|${limit.shape}|offset=${offset === 0 ? 0 : "param"}`,
    () => {
      // Deferred join: find the page's ids by walking the index, then read those rows only.
      const ids = db
        .select({ id: judgments.id })
        .from(judgments)
        .where(and(...query.where))
        .orderBy(...orderBy(spec, query.reverse))
        .limit(limit.limit);
      const pageIds = (offset === 0 ? ids : ids.offset(offset)).as("page_ids");
      return (
        db
          .select({
            ...listingSummaryColumns,
            dateAwarded: judgments.dateAwarded,
            highlight: judgments.highlightListing,
            embolden: judgments.emboldenListing,
            firstLook,
            balanceShareBps: judgments.balanceShareBps,
            enforceDeadlineOn: judgments.enforceDeadlineOn,
            litigation: judgments.litigation,
            debtorType: judgments.debtorType,
            debtorRealEstate: judgments.debtorRealEstate,
            debtorEmployed: judgments.debtorEmployed,
            debtorBankAccount: judgments.debtorBankAccount,
            debtorVehicles: judgments.debtorVehicles,
            debtorAttorney: judgments.debtorAttorney,
            cursorKey: spec.cursorKey,
          })
          .from(pageIds)
          .innerJoin(judgments, eq(judgments.id, pageIds.id))
          // Left joins: a portfolio's place is null when its judgments are in several (docs/decisions/0055).
          .leftJoin(states, eq(states.id, judgments.stateId))
          .leftJoin(counties, eq(counties.id, judgments.countyId))
          .orderBy(...orderBy(spec, query.reverse))
      );
    },
    params,
  );
  return query.reverse ? rows.reverse() : rows;
}

/** One page of active listings matching the search, in the chosen order, and the capped total. */
export async function browseJudgments(db: Executor, search: JudgmentSearch, options: BrowseOptions): Promise<BrowseResult> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const cap = options.countCap ?? COUNT_CAP;
  const spec = sorts[options.sort];
  const audience = options.audience;
  const params: Params = {};
  const where = filterConditions(search, audience, params);
  const shape = filterShape(search, params, audience);
  let page = Math.max(1, Math.floor(options.page));

  // A cursor is used only for the sort it was made for and a page near the one it came from.
  const seek = options.cursor && options.cursor.cursor.sort === options.sort ? options.cursor : null;
  const jump = seek ? (seek.direction === "after" ? page - seek.cursor.page : seek.cursor.page - page) : 0;
  const useCursor = seek !== null && jump >= 1 && jump <= MAX_CURSOR_JUMP;

  const absolute = (p: number): PageQuery => ({
    search,
    where,
    params,
    shape,
    reverse: false,
    offset: (p - 1) * pageSize,
    limit: pageSize + 1,
  });
  const seekingFrom = (direction: "after" | "before"): Pick<PageQuery, "search" | "where" | "params" | "shape"> => {
    const seekParams = { ...params };
    return {
      search,
      where: [...where, keysetCondition(spec, seek!.cursor, direction, seekParams)],
      params: seekParams,
      shape: `${shape}|${direction}`,
    };
  };
  let query: PageQuery;
  if (useCursor && seek.direction === "after") {
    query = { ...seekingFrom("after"), reverse: false, offset: (jump - 1) * pageSize, limit: pageSize + 1 };
  } else if (useCursor && seek) {
    query = { ...seekingFrom("before"), reverse: true, offset: (jump - 1) * pageSize, limit: pageSize };
  } else {
    query = absolute(page);
  }

  let tooDeep = query.offset > MAX_OFFSET;
  const [total, fetched] = await Promise.all([
    totalOf(db, search, audience, cap),
    tooDeep ? Promise.resolve([]) : selectPage(db, options.sort, query, audience),
  ]);
  let rows = fetched;
  let hasNext: boolean;
  if (query.reverse) {
    // Walking back from a later page: that page (the cursor's) follows this one.
    hasNext = true;
  } else {
    hasNext = rows.length > pageSize;
    rows = rows.slice(0, pageSize);
  }

  // Past the end of an exactly counted list: show the last page instead (its offset is under the cap).
  if (rows.length === 0 && page > 1 && !total.capped) {
    page = Math.max(1, Math.ceil(total.count / pageSize));
    tooDeep = false;
    rows = (await selectPage(db, options.sort, absolute(page), audience)).slice(0, pageSize);
    hasNext = false;
  }
  // Walking back reached the start sooner than expected (listings were added or removed): page 1.
  if (query.reverse && rows.length < pageSize && page > 1) page = 1;

  const cursorOf = (row: (typeof rows)[number] | undefined): PageCursor | null =>
    row && row.cursorKey !== null ? { sort: options.sort, page, key: row.cursorKey, id: row.id } : null;
  const today = todayIso(audience.now);
  return {
    // Each field named (summaryOf): object rest on these rows is V8's slow copy (decision 0056).
    rows: rows.map((row) => ({
      ...summaryOf(row),
      listedAt: row.listedAt!,
      dateAwarded: row.dateAwarded,
      highlight: row.highlight,
      embolden: row.embolden,
      firstLook: row.firstLook,
      balanceShareBps: row.balanceShareBps,
      priceShareBps: priceShareBps(row.priceCents, row.amountCents),
      highlights: factHighlights(row),
      deadline: browseDeadline(row.enforceDeadlineOn, today),
    })),
    page,
    pageSize,
    hasPrevious: page > 1,
    hasNext,
    total,
    firstCursor: cursorOf(rows[0]),
    lastCursor: cursorOf(rows[rows.length - 1]),
    tooDeep,
  };
}
