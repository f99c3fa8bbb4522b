// Standing buy requests (docs/decisions/0054): saved searches of kind 'buy_request'. The investor's
// own requests (post, edit, withdraw, list), the live requests a listing, a seller's listings or a
// draft meets (read live with the saved searches' one matching condition, listingMeetsSearch), and
// the sellers' invitations. Live: not withdrawn and not expired. Nothing a seller reads here carries
// an investor's name or e-mail; the invitation's e-mail is written by its own module.
import { and, count, desc, eq, getTableColumns, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { todayIso } from "~/domain/dates";
import type { BuyRequestCriteria } from "~/domain/buy-requests";
import { markedPlace } from "~/domain/listing-place";
import type { JudgmentSearch } from "~/domain/search";
import type { Executor, Database } from "~/server/db/client";
import { buyRequestInvitations, counties, judgments, savedSearches, states, users } from "~/server/db/schema";
import { listingSummaryColumns } from "~/server/queries/listing-summary";
import { listingMeetsSearch, memberSeesNow } from "~/server/queries/saved-search-matching";
import { filterColumns, searchColumns, searchOfColumns } from "~/server/queries/saved-searches";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const isBuyRequest = eq(savedSearches.kind, "buy_request");

function liveAt(now: Date) {
  return and(isBuyRequest, isNull(savedSearches.withdrawnAt), gt(savedSearches.expiresAt, now));
}

/** The columns a request's criteria are kept in: the saved search's own, and its four more. */
function criteriaColumns(criteria: BuyRequestCriteria, expiresAt: Date) {
  return {
    ...searchColumns(criteria.search),
    stateIds: criteria.stateIds.length ? criteria.stateIds : null,
    ageMinYears: criteria.ageMinYears,
    ageMaxYears: criteria.ageMaxYears,
    shareMinBps: criteria.shareMinBps,
    shareMaxBps: criteria.shareMaxBps,
    expiresAt,
  };
}

/** Each column equal to its value (null: is null), for finding a request posted just before. */
function sameCriteria(columns: ReturnType<typeof criteriaColumns>): SQL[] {
  const table = getTableColumns(savedSearches);
  return Object.entries(columns).map(([key, value]) => {
    const column = table[key as keyof typeof table];
    return value === null || value === undefined ? isNull(column) : eq(column, value);
  });
}

// ---------------------------------------------------------------------------------------------
// The investor's requests

export type BuyRequestRow = {
  id: number;
  search: JudgmentSearch;
  stateIds: number[];
  ageMinYears: number | null;
  ageMaxYears: number | null;
  shareMinBps: number;
  shareMaxBps: number;
  expiresAt: Date;
  withdrawnAt: Date | null;
  createdAt: Date;
};

const rowColumns = {
  id: savedSearches.id,
  ...filterColumns,
  stateIds: savedSearches.stateIds,
  ageMinYears: savedSearches.ageMinYears,
  ageMaxYears: savedSearches.ageMaxYears,
  shareMinBps: savedSearches.shareMinBps,
  shareMaxBps: savedSearches.shareMaxBps,
  expiresAt: savedSearches.expiresAt,
  withdrawnAt: savedSearches.withdrawnAt,
  createdAt: savedSearches.createdAt,
};

type SelectedRow = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]["_"]["data"] | null } & { id: number; createdAt: Date };

function toRow(row: SelectedRow): BuyRequestRow {
  return {
    id: row.id,
    search: searchOfColumns(row as Parameters<typeof searchOfColumns>[0]),
    stateIds: row.stateIds ?? [],
    ageMinYears: row.ageMinYears,
    ageMaxYears: row.ageMaxYears,
    shareMinBps: row.shareMinBps!,
    shareMaxBps: row.shareMaxBps!,
    expiresAt: row.expiresAt!,
    withdrawnAt: row.withdrawnAt,
    createdAt: row.createdAt,
  };
}

/** The investor's live requests but `exceptId`, with the member's row locked (so two posts at once cannot both pass the count). */
async function countLiveLocked(tx: Executor, userId: number, now: Date, exceptId = 0): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [{ n }] = await tx
    .select({ n: count() })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), liveAt(now), sql`${savedSearches.id} <> ${exceptId}`));
  return n;
}

/** Posts a request, refused ("too_many") when the investor already keeps `max` live ones. */
export async function insertBuyRequest(
  db: Database,
  input: { userId: number; name: string; criteria: BuyRequestCriteria; expiresAt: Date; token: string; now: Date; max: number },
): Promise<number | "too_many"> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    // The same request posted twice within a minute (a double submit without the page's script) is
    // the one posted: the same in every criterion, not only in its name (states and shares).
    const [twin] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.userId, input.userId),
          liveAt(input.now),
          ...sameCriteria(criteriaColumns(input.criteria, input.expiresAt)),
          gt(savedSearches.createdAt, new Date(input.now.getTime() - 60_000)),
        ),
      );
    if (twin) return twin.id;
    if ((await countLiveLocked(tx, input.userId, input.now)) >= input.max) return "too_many" as const;
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: input.userId,
        kind: "buy_request",
        name: input.name,
        // A buy request never alerts: sellers come to the investor (docs/decisions/0054).
        alerts: "off",
        ...criteriaColumns(input.criteria, input.expiresAt),
        unsubscribeToken: input.token,
        createdAt: input.now,
        updatedAt: input.now,
        matchesSeenAt: input.now,
      })
      .returning({ id: savedSearches.id });
    return row.id;
  });
}

/**
 * Changes a request's criteria, share and expiry: only the investor's own, not withdrawn (false
 * otherwise: the same 404). An expired request given a new day runs again, within the limit.
 */
export async function updateBuyRequest(
  db: Database,
  input: { id: number; userId: number; name: string; criteria: BuyRequestCriteria; expiresAt: Date; now: Date; max: number },
): Promise<boolean | "too_many"> {
  return db.transaction(async (tx) => {
    const live = await countLiveLocked(tx, input.userId, input.now, input.id);
    if (live >= input.max) return "too_many" as const;
    const rows = await tx
      .update(savedSearches)
      .set({ name: input.name, ...criteriaColumns(input.criteria, input.expiresAt), updatedAt: input.now })
      .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.userId), isBuyRequest, isNull(savedSearches.withdrawnAt)))
      .returning({ id: savedSearches.id });
    return rows.length > 0;
  });
}

/** The demo's requests, written as they are (app/server/seed/demo-buy-requests.ts): the same columns as a posted one. */
export async function insertDemoBuyRequests(
  tx: Executor,
  rows: {
    userId: number;
    name: string;
    criteria: BuyRequestCriteria;
    expiresAt: Date;
    createdAt: Date;
    withdrawnAt: Date | null;
    token: string;
  }[],
): Promise<void> {
  if (!rows.length) return;
  await tx.insert(savedSearches).values(
    rows.map((r) => ({
      userId: r.userId,
      kind: "buy_request" as const,
      name: r.name,
      alerts: "off" as const,
      ...criteriaColumns(r.criteria, r.expiresAt),
      withdrawnAt: r.withdrawnAt,
      unsubscribeToken: r.token,
      createdAt: r.createdAt,
      updatedAt: r.createdAt,
      matchesSeenAt: r.createdAt,
    })),
  );
}

/** Withdraws the investor's own request (again: nothing changes); false for anyone else's or a missing id. */
export async function withdrawBuyRequest(db: Executor, id: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ withdrawnAt: sql`coalesce(${savedSearches.withdrawnAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId), isBuyRequest))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function listBuyRequests(db: Executor, userId: number): Promise<BuyRequestRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), isBuyRequest))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map((r) => toRow(r as SelectedRow));
}

/** One of the investor's requests; null for someone else's, a saved search or a missing id (the same 404). */
export async function findOwnBuyRequest(db: Executor, id: number, userId: number): Promise<BuyRequestRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId), isBuyRequest));
  return row ? toRow(row as SelectedRow) : null;
}

export type ReceivedInvitation = { buyRequestId: number; judgmentId: number; title: string; invitedAt: Date; status: string };

/** The listings sellers invited the investor to, newest first, per request. */
export async function listReceivedInvitations(db: Executor, requestIds: readonly number[]): Promise<ReceivedInvitation[]> {
  if (!requestIds.length) return [];
  const rows = await db
    .select({
      buyRequestId: buyRequestInvitations.buyRequestId,
      judgmentId: buyRequestInvitations.judgmentId,
      title: judgments.title,
      invitedAt: buyRequestInvitations.createdAt,
      status: judgments.status,
    })
    .from(buyRequestInvitations)
    .innerJoin(judgments, eq(judgments.id, buyRequestInvitations.judgmentId))
    .where(inArray(buyRequestInvitations.buyRequestId, [...requestIds]))
    .orderBy(desc(buyRequestInvitations.createdAt), desc(buyRequestInvitations.id));
  return rows;
}

// ---------------------------------------------------------------------------------------------
// What sellers see: live requests a listing meets

export type ListingMatch = {
  buyRequestId: number;
  judgmentId: number;
  /** Only to count distinct investors and to keep one's own out: never sent to a page. */
  userId: number;
  shareMinBps: number;
  shareMaxBps: number;
  expiresAt: Date;
  invitedAt: Date | null;
};

type MatchRow = {
  id: number;
  judgment_id: number;
  user_id: number;
  share_min_bps: number;
  share_max_bps: number;
  expires_at: string | Date;
  invited_at: string | Date | null;
};

function toMatch(r: MatchRow): ListingMatch {
  return {
    buyRequestId: Number(r.id),
    judgmentId: Number(r.judgment_id),
    userId: Number(r.user_id),
    shareMinBps: Number(r.share_min_bps),
    shareMaxBps: Number(r.share_max_bps),
    expiresAt: new Date(r.expires_at),
    invitedAt: r.invited_at ? new Date(r.invited_at) : null,
  };
}

/**
 * The live requests these active listings meet (`where` picks the listings, alias j), each with
 * when it was invited to that listing: investors deleted are left out, and so are those who may
 * not see the listing yet (its first look, for a member who is not premium): a seller could not
 * usefully invite them. Oldest request first, so an investor's letter stays put as others come.
 */
async function liveMatches(db: Executor, where: ReturnType<typeof sql>, now: Date, buyRequestId?: number): Promise<ListingMatch[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select s.id, j.id as judgment_id, s.user_id, s.share_min_bps, s.share_max_bps, s.expires_at, i.created_at as invited_at
    from ${judgments} j
    join ${savedSearches} s on s.kind = 'buy_request' and s.withdrawn_at is null and s.expires_at > ${at}
    join ${users} u on u.id = s.user_id and u.deleted_at is null
    left join ${buyRequestInvitations} i on i.buy_request_id = s.id and i.judgment_id = j.id
    where ${where} and j.status = 'active' and j.listed_at is not null
      ${buyRequestId === undefined ? sql`` : sql`and s.id = ${buyRequestId}`}
      and ${listingMeetsSearch(todayIso(now))}
      and ${memberSeesNow(at)}
    order by j.id, s.id`);
  return rowsOf<MatchRow>(result).map(toMatch);
}

/** The live requests one active listing meets. */
export async function listingBuyRequests(db: Executor, judgmentId: number, now: Date): Promise<ListingMatch[]> {
  return liveMatches(db, sql`j.id = ${judgmentId}`, now);
}

/** The live requests each of the seller's active listings meets, by listing. */
export async function sellerListingsBuyRequests(db: Executor, sellerId: number, now: Date): Promise<Map<number, ListingMatch[]>> {
  const byListing = new Map<number, ListingMatch[]>();
  for (const match of await liveMatches(db, sql`j.seller_id = ${sellerId}`, now)) {
    const list = byListing.get(match.judgmentId) ?? [];
    list.push(match);
    byListing.set(match.judgmentId, list);
  }
  return byListing;
}

/** What a draft in the wizard is, as far as its seller has typed it: the facts a request is matched on. */
export type DraftSubject = {
  sellerId: number | null;
  stateId: number;
  countyId: number;
  amountCents: number;
  priceCents: number | null;
  dateAwarded: string;
  factFlags: number;
};

/**
 * The live requests a draft would meet: the draft as a one-row listing j, through the same
 * condition. A draft has no id, title, listing day or deadline yet, so a request with keywords,
 * listing dates, "near deadline" or "verified" (a saved search's criteria, never a buy request's)
 * would not match it.
 */
export async function draftBuyRequests(db: Executor, draft: DraftSubject, now: Date): Promise<ListingMatch[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select s.id, 0 as judgment_id, s.user_id, s.share_min_bps, s.share_max_bps, s.expires_at, null as invited_at
    from (select null::integer as id, 'judgment'::text as kind, ${draft.sellerId}::integer as seller_id, ${draft.stateId}::integer as state_id,
            ${draft.countyId}::integer as county_id, ${draft.priceCents}::bigint as price_cents, ${draft.amountCents}::bigint as amount_cents,
            ${draft.dateAwarded}::date as date_awarded, null::timestamptz as listed_at, ''::text as title, ''::text as description,
            ${draft.factFlags}::smallint as fact_flags, null::date as enforce_deadline_on) j
    join ${savedSearches} s on s.kind = 'buy_request' and s.withdrawn_at is null and s.expires_at > ${at}
    join ${users} u on u.id = s.user_id and u.deleted_at is null
    where ${listingMeetsSearch(todayIso(now))}
    order by s.id`);
  return rowsOf<MatchRow>(result).map(toMatch);
}

// ---------------------------------------------------------------------------------------------
// Invitations

/**
 * The listing as its seller may invite on it: theirs (a judgment or a portfolio, docs/decisions/0055);
 * null otherwise (a 404). Its place as the lists word it ("Harris, TX"; "Portfolio · 5 judgments, 3 states").
 */
export async function findInvitableListing(db: Executor, judgmentId: number, sellerId: number) {
  const [row] = await db
    .select({
      id: judgments.id,
      kind: judgments.kind,
      portfolioSize: judgments.portfolioSize,
      title: judgments.title,
      status: judgments.status,
      amountCents: judgments.amountCents,
      priceCents: judgments.priceCents,
      countyName: counties.name,
      stateName: states.abbreviation,
      stateCount: listingSummaryColumns.stateCount,
      countyCount: listingSummaryColumns.countyCount,
    })
    .from(judgments)
    // Left joins: a portfolio's place is null when its judgments are in several.
    .leftJoin(counties, eq(counties.id, judgments.countyId))
    .leftJoin(states, eq(states.id, judgments.stateId))
    .where(and(eq(judgments.id, judgmentId), eq(judgments.sellerId, sellerId)))
    .for("update", { of: judgments });
  return row ? { ...row, place: markedPlace(row) } : null;
}

/** The live request as it meets this active listing now, or null. */
export async function findLiveMatch(db: Executor, judgmentId: number, buyRequestId: number, now: Date): Promise<ListingMatch | null> {
  const [match] = await liveMatches(db, sql`j.id = ${judgmentId}`, now, buyRequestId);
  return match ?? null;
}

/** Records the invitation, once per request and listing: true when it is new. */
export async function insertInvitation(
  db: Executor,
  input: { buyRequestId: number; judgmentId: number; sellerId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(buyRequestInvitations)
    .values({ buyRequestId: input.buyRequestId, judgmentId: input.judgmentId, sellerId: input.sellerId, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: buyRequestInvitations.id });
  return rows.length > 0;
}

/** The investor behind a request, for the invitation's e-mail only. */
export async function findRequestInvestor(db: Executor, buyRequestId: number): Promise<{ userId: number } | null> {
  const [row] = await db.select({ userId: savedSearches.userId }).from(savedSearches).where(eq(savedSearches.id, buyRequestId));
  return row ?? null;
}
