// Portfolios (docs/decisions/0055): the one Drizzle reader and writer of portfolio_items, the
// portfolio row's insert, and the totals the row keeps of its judgments. Locks are taken in the
// record's order: the portfolio row first, then its judgments in ascending id, then offers.
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { splitFacts, type CollectabilityFacts } from "~/domain/judgment-value/facts";
import type { ListingStatus } from "~/domain/listing-status";
import type { GoverningSale } from "~/domain/listing-visibility";
import type { Executor } from "~/server/db/client";
import { counties, judgments, offers, portfolioItems, states } from "~/server/db/schema";
import { isCourtVerified } from "~/server/queries/court-verifications";
import { factsColumns } from "~/server/queries/judgment-value";
import { judgmentsOnly, withCourtFacts } from "~/server/queries/listing-kinds";

/** A judgment chosen for a portfolio, locked: what grouping checks before it changes anything. */
export type GroupCandidate = {
  id: number;
  kind: "judgment" | "portfolio";
  sellerId: number;
  buyerId: number | null;
  status: ListingStatus;
  listedAt: Date | null;
  title: string;
  amountCents: number;
  inLivePortfolio: boolean;
};

/** Locks the listings `ids` (SELECT … FOR UPDATE) in ascending id, the order every grouping takes them in. */
export async function lockGroupCandidates(tx: Executor, ids: readonly number[]): Promise<GroupCandidate[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: judgments.id,
      kind: judgments.kind,
      sellerId: judgments.sellerId,
      buyerId: judgments.buyerId,
      status: judgments.status,
      listedAt: judgments.listedAt,
      title: judgments.title,
      amountCents: judgments.amountCents,
      inLivePortfolio: sql<boolean>`exists (select 1 from ${portfolioItems} pi where pi.judgment_id = ${judgments.id} and pi.released_at is null)`,
    })
    .from(judgments)
    .where(inArray(judgments.id, [...ids]))
    .orderBy(asc(judgments.id))
    .for("update", { of: judgments });
}

/** The pending offers on these listings, counted. */
export async function countPendingOffersOn(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(inArray(offers.judgmentId, [...ids]), eq(offers.status, "pending")));
  return Number(row?.n ?? 0);
}

export type NewPortfolio = {
  sellerId: number;
  title: string;
  description: string | null;
  priceCents: number;
  buyNowCents: number | null;
  offersVisibility: "all" | "owner";
  /** The judgments, in the seller's order. */
  judgmentIds: readonly number[];
  /** Their face values summed (the totals refresh keeps it). */
  amountCents: number;
};

/** Inserts the portfolio row (waiting for review) and its items, positions from 1 in the seller's order; answers its id. */
export async function insertPortfolio(tx: Executor, portfolio: NewPortfolio): Promise<number> {
  const [row] = await tx
    .insert(judgments)
    .values({
      kind: "portfolio",
      status: "new",
      sellerId: portfolio.sellerId,
      title: portfolio.title,
      description: portfolio.description,
      priceCents: portfolio.priceCents,
      buyNowCents: portfolio.buyNowCents,
      offersVisibility: portfolio.offersVisibility,
      amountCents: portfolio.amountCents,
      portfolioSize: portfolio.judgmentIds.length,
      listingFeeCents: 0,
    })
    .returning({ id: judgments.id });
  await tx
    .insert(portfolioItems)
    .values(portfolio.judgmentIds.map((judgmentId, i) => ({ portfolioId: row.id, judgmentId, position: i + 1 })));
  return row.id;
}

/** Releases the portfolio's live items (it was dissolved); answers the judgments released, in ascending id. */
export async function releasePortfolioItems(tx: Executor, portfolioId: number, at: Date): Promise<number[]> {
  const released = await tx
    .update(portfolioItems)
    .set({ releasedAt: at })
    .where(and(eq(portfolioItems.portfolioId, portfolioId), isNull(portfolioItems.releasedAt)))
    .returning({ judgmentId: portfolioItems.judgmentId });
  return released.map((r) => r.judgmentId).sort((a, b) => a - b);
}

export type PortfolioItem = {
  judgmentId: number;
  position: number;
  addedAt: Date;
  releasedAt: Date | null;
  assignedAt: Date | null;
};

/** The portfolio's items, live and released, in the seller's order. */
export async function listPortfolioItems(db: Executor, portfolioId: number): Promise<PortfolioItem[]> {
  return db
    .select({
      judgmentId: portfolioItems.judgmentId,
      position: portfolioItems.position,
      addedAt: portfolioItems.addedAt,
      releasedAt: portfolioItems.releasedAt,
      assignedAt: portfolioItems.assignedAt,
    })
    .from(portfolioItems)
    .where(eq(portfolioItems.portfolioId, portfolioId))
    .orderBy(asc(portfolioItems.position));
}

/** A value every live judgment of the portfolio states alike, else null ("not stated" when they differ or one is silent). */
const common = (column: string) =>
  sql.raw(`case when count(j.${column}) = count(*) and count(distinct j.${column}) = 1 then min(j.${column}::text) end`);

const commonFlag = (column: string) =>
  sql.raw(`case when count(j.${column}) = count(*) and count(distinct j.${column}) = 1 then bool_and(j.${column}) end`);

/**
 * Keeps each portfolio row's totals of its live judgments (the table "What the portfolio row holds"
 * of docs/decisions/0055), in one statement: face value, size, the state and county they all share,
 * the collectability facts they all state alike, the estimated balance when every judgment has
 * one, its share and the earliest enforceability dates. A dissolved portfolio (no live item) keeps
 * the totals it had. Without ids, every portfolio not sold (the daily value job): a sold one keeps
 * the totals it was sold with.
 */
export async function refreshPortfolioTotals(tx: Executor, portfolioIds?: readonly number[]): Promise<void> {
  if (portfolioIds && portfolioIds.length === 0) return;
  const only = portfolioIds
    ? sql`and pi.portfolio_id in (${sql.join(
        portfolioIds.map((id) => sql`${id}::integer`),
        sql`, `,
      )})`
    : sql``;
  await tx.execute(sql`
    update judgments p set
      amount_cents = t.amount_cents,
      portfolio_size = t.size,
      state_id = t.state_id,
      county_id = t.county_id,
      court_type = t.court_type,
      debt_type = t.debt_type,
      litigation = t.litigation,
      debtor_type = t.debtor_type,
      debtor_real_estate = t.debtor_real_estate,
      debtor_employed = t.debtor_employed,
      debtor_bank_account = t.debtor_bank_account,
      debtor_vehicles = t.debtor_vehicles,
      debtor_attorney = t.debtor_attorney,
      estimated_balance_cents = t.balance,
      balance_as_of = t.as_of,
      balance_share_bps = case when t.balance > 0 then least(floor(p.price_cents * 10000.0 / t.balance), 2147483647)::integer end,
      enforce_deadline_on = t.deadline,
      enforce_limit_on = t.limit_on
    from (
      select pi.portfolio_id,
        sum(j.amount_cents)::bigint as amount_cents,
        count(*)::smallint as size,
        case when count(distinct j.state_id) = 1 then min(j.state_id) end as state_id,
        case when count(distinct j.county_id) = 1 then min(j.county_id) end as county_id,
        ${common("court_type")} as court_type,
        ${common("debt_type")} as debt_type,
        ${common("litigation")} as litigation,
        ${common("debtor_type")} as debtor_type,
        ${commonFlag("debtor_real_estate")} as debtor_real_estate,
        ${commonFlag("debtor_employed")} as debtor_employed,
        ${commonFlag("debtor_bank_account")} as debtor_bank_account,
        ${commonFlag("debtor_vehicles")} as debtor_vehicles,
        ${commonFlag("debtor_attorney")} as debtor_attorney,
        case when count(j.estimated_balance_cents) = count(*) then sum(j.estimated_balance_cents)::bigint end as balance,
        min(j.balance_as_of) as as_of,
        min(j.enforce_deadline_on) as deadline,
        min(j.enforce_limit_on) as limit_on
      from ${portfolioItems} pi
      join ${judgments} j on j.id = pi.judgment_id
      where pi.released_at is null ${only}
      group by pi.portfolio_id
    ) t
    where p.id = t.portfolio_id and p.kind = 'portfolio' ${portfolioIds ? sql`` : sql`and p.status <> 'sold'`}`);
}

/**
 * The sale a judgment in a portfolio is seen through (docs/decisions/0055, "the governing sale"):
 * its live portfolio's seller, status, buyer and first approval; null when it is in none.
 */
export async function findGoverningSale(db: Executor, judgmentId: number): Promise<GoverningSale | null> {
  const [row] = await db
    .select({
      listingId: judgments.id,
      sellerId: judgments.sellerId,
      status: judgments.status,
      buyerId: judgments.buyerId,
      listedAt: judgments.listedAt,
    })
    .from(portfolioItems)
    .innerJoin(judgments, eq(judgments.id, portfolioItems.portfolioId))
    .where(and(eq(portfolioItems.judgmentId, judgmentId), isNull(portfolioItems.releasedAt)));
  return row ?? null;
}

/** With a judgment in a portfolio, the listing as seen through its governing sale; any other listing as it is. */
export async function withGoverningSale<T extends { id: number; status: ListingStatus }>(
  db: Executor,
  listing: T,
): Promise<T & { governingSale: GoverningSale | null }> {
  return { ...listing, governingSale: listing.status === "in_portfolio" ? await findGoverningSale(db, listing.id) : null };
}

/** The live item of this judgment in this portfolio, locked (SELECT … FOR UPDATE, after the portfolio row); null when there is none. */
export async function lockLiveItem(
  tx: Executor,
  portfolioId: number,
  judgmentId: number,
): Promise<{ judgmentId: number; assignedAt: Date | null } | null> {
  const [row] = await tx
    .select({ judgmentId: portfolioItems.judgmentId, assignedAt: portfolioItems.assignedAt })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.portfolioId, portfolioId), eq(portfolioItems.judgmentId, judgmentId), isNull(portfolioItems.releasedAt)))
    .for("update");
  return row ?? null;
}

/** Ticks (a time and who) or unticks (null) one live item of the checklist. */
export async function setItemAssigned(
  tx: Executor,
  portfolioId: number,
  judgmentId: number,
  assigned: { at: Date; by: number } | null,
): Promise<void> {
  await tx
    .update(portfolioItems)
    .set({ assignedAt: assigned?.at ?? null, assignedBy: assigned?.by ?? null })
    .where(and(eq(portfolioItems.portfolioId, portfolioId), eq(portfolioItems.judgmentId, judgmentId), isNull(portfolioItems.releasedAt)));
}

/** The portfolio's live items not marked assigned yet, counted. */
export async function countUnassignedItems(db: Executor, portfolioId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.portfolioId, portfolioId), isNull(portfolioItems.releasedAt), isNull(portfolioItems.assignedAt)));
  return Number(row?.n ?? 0);
}

/**
 * A portfolio's sale refunded in full: its checklist starts again (every live item unticked); answers
 * its live members, whose assignment documents the refund retires with the portfolio's own.
 */
export async function clearItemAssignments(tx: Executor, portfolioId: number): Promise<number[]> {
  const rows = await tx
    .update(portfolioItems)
    .set({ assignedAt: null, assignedBy: null })
    .where(and(eq(portfolioItems.portfolioId, portfolioId), isNull(portfolioItems.releasedAt)))
    .returning({ judgmentId: portfolioItems.judgmentId });
  return rows.map((r) => r.judgmentId);
}

/** Locks the listing row `id` (SELECT … FOR UPDATE) before its member's: the lock order of docs/decisions/0055. */
export async function lockPortfolioRow(tx: Executor, id: number): Promise<void> {
  await tx.select({ id: judgments.id }).from(judgments).where(eq(judgments.id, id)).for("update");
}

/** The live judgments of those of `listingIds` that are portfolios, in each one's order (a judgment's id finds none). */
export async function listLiveMembersOf(db: Executor, listingIds: readonly number[]): Promise<Map<number, number[]>> {
  const members = new Map<number, number[]>();
  if (listingIds.length === 0) return members;
  const rows = await db
    .select({ portfolioId: portfolioItems.portfolioId, judgmentId: portfolioItems.judgmentId })
    .from(portfolioItems)
    .where(and(inArray(portfolioItems.portfolioId, [...listingIds]), isNull(portfolioItems.releasedAt)))
    .orderBy(asc(portfolioItems.portfolioId), asc(portfolioItems.position));
  for (const row of rows) members.set(row.portfolioId, [...(members.get(row.portfolioId) ?? []), row.judgmentId]);
  return members;
}

/** One judgment of a portfolio's assignment checklist. */
export type ChecklistItemRow = {
  judgmentId: number;
  position: number;
  title: string;
  casenum: string | null;
  assignedAt: Date | null;
  /** Its live assignment documents, counted. */
  documentCount: number;
};

/** The portfolio's live judgments with their checklist state and assignment documents counted, in the seller's order. */
export async function listChecklistItems(db: Executor, portfolioId: number): Promise<ChecklistItemRow[]> {
  const rows = await db
    .select({
      judgmentId: portfolioItems.judgmentId,
      position: portfolioItems.position,
      title: judgments.title,
      casenum: judgments.casenum,
      assignedAt: portfolioItems.assignedAt,
      documentCount: sql<number>`(select count(*) from documents d where d.judgment_id = ${portfolioItems.judgmentId} and d.kind = 'assignment' and d.deleted_at is null)`,
    })
    .from(portfolioItems)
    .innerJoin(judgments, eq(judgments.id, portfolioItems.judgmentId))
    .where(and(eq(portfolioItems.portfolioId, portfolioId), isNull(portfolioItems.releasedAt)))
    .orderBy(asc(portfolioItems.position));
  return rows.map((row) => ({ ...row, documentCount: Number(row.documentCount) }));
}

/** The live portfolios these judgments are in, each once, in ascending id. */
export async function livePortfoliosOf(db: Executor, judgmentIds: readonly number[]): Promise<number[]> {
  if (judgmentIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ portfolioId: portfolioItems.portfolioId })
    .from(portfolioItems)
    .where(and(inArray(portfolioItems.judgmentId, [...judgmentIds]), isNull(portfolioItems.releasedAt)))
    .orderBy(asc(portfolioItems.portfolioId));
  return rows.map((r) => r.portfolioId);
}

/** A judgment of a portfolio, as the portfolio's page lists it and its totals count it. */
export type PortfolioMember = {
  id: number;
  title: string;
  status: ListingStatus;
  stateName: string;
  stateAbbreviation: string;
  countyName: string;
  dateAwarded: string;
  amountCents: number;
  priceCents: number;
  /** The daily value job's estimate of its balance today (null without one). */
  estimatedBalanceCents: number | null;
  verified: boolean;
  facts: CollectabilityFacts;
  position: number;
  releasedAt: Date | null;
  assignedAt: Date | null;
};

/**
 * The portfolio's judgments in the seller's order: its live ones, or, once dissolved (no live item),
 * the ones it held, released.
 */
export async function listPortfolioMembers(db: Executor, portfolioId: number): Promise<PortfolioMember[]> {
  return (await listMembersOfPortfolios(db, [portfolioId])).get(portfolioId) ?? [];
}

/**
 * Each portfolio's judgments as listPortfolioMembers answers them, for several portfolios in one
 * query (the review queue's cards); a portfolio with no items is not in the map.
 */
export async function listMembersOfPortfolios(db: Executor, portfolioIds: readonly number[]): Promise<Map<number, PortfolioMember[]>> {
  const byPortfolio = new Map<number, PortfolioMember[]>();
  if (portfolioIds.length === 0) return byPortfolio;
  const rows = await db
    .select({
      portfolioId: portfolioItems.portfolioId,
      id: judgments.id,
      title: judgments.title,
      status: judgments.status,
      stateName: states.name,
      stateAbbreviation: states.abbreviation,
      countyName: counties.name,
      dateAwarded: judgments.dateAwarded,
      amountCents: judgments.amountCents,
      priceCents: judgments.priceCents,
      estimatedBalanceCents: judgments.estimatedBalanceCents,
      verified: sql<boolean>`${isCourtVerified({ id: judgments.id, kind: judgments.kind })}`,
      ...factsColumns,
      position: portfolioItems.position,
      releasedAt: portfolioItems.releasedAt,
      assignedAt: portfolioItems.assignedAt,
    })
    .from(portfolioItems)
    .innerJoin(judgments, and(eq(judgments.id, portfolioItems.judgmentId), judgmentsOnly))
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .where(inArray(portfolioItems.portfolioId, [...portfolioIds]))
    .orderBy(asc(portfolioItems.portfolioId), asc(portfolioItems.position));
  const all = new Map<number, typeof rows>();
  for (const row of rows) all.set(row.portfolioId, [...(all.get(row.portfolioId) ?? []), row]);
  for (const [portfolioId, items] of all) {
    const live = items.filter((row) => row.releasedAt === null);
    byPortfolio.set(
      portfolioId,
      (live.length ? live : items).map(({ portfolioId: _, ...row }) => {
        const { facts, rest } = splitFacts(withCourtFacts(row, "dateAwarded"));
        return { ...rest, facts, verified: Boolean(rest.verified) };
      }),
    );
  }
  return byPortfolio;
}
