// The portfolio's page and the grouping form (docs/decisions/0055, slice 2): the portfolio row as
// its page shows it, the seller's judgments that can be grouped, and the pending offers a grouping
// would decline. The members themselves are read with portfolio_items (./portfolios.ts).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { splitFacts, type CollectabilityFacts } from "~/domain/judgment-value/facts";
import type { ListingStatus } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { counties, judgments, offers, states, users } from "~/server/db/schema";
import { agreedPriceSql } from "~/server/queries/listings";
import { isCourtVerified } from "~/server/queries/court-verifications";
import { factsColumns } from "~/server/queries/judgment-value";
import { judgmentsOnly, withCourtFacts } from "~/server/queries/listing-kinds";

export type PortfolioRecord = {
  id: number;
  kind: "portfolio";
  portfolioSize: number;
  title: string;
  description: string | null;
  priceCents: number;
  buyNowCents: number | null;
  amountCents: number;
  status: ListingStatus;
  privacy: "public" | "private";
  offersVisibility: "all" | "owner";
  sellerId: number;
  sellerHandle: string;
  sellerIdentityVerified: boolean;
  buyerId: number | null;
  createdAt: Date;
  listedAt: Date | null;
  soldAt: Date | null;
  offersCount: number;
  viewsCount: number;
  watchlistCount: number;
  /** The accepted offer's amount, whoever looks: shown only to those who may know it. */
  acceptedOfferCents: number | null;
};

/** The portfolio `id` (a judgment's id is none: null), with its seller. */
export async function findPortfolioRecord(db: Executor, id: number): Promise<PortfolioRecord | null> {
  const [row] = await db
    .select({
      id: judgments.id,
      kind: judgments.kind,
      portfolioSize: judgments.portfolioSize,
      title: judgments.title,
      description: judgments.description,
      priceCents: judgments.priceCents,
      buyNowCents: judgments.buyNowCents,
      amountCents: judgments.amountCents,
      status: judgments.status,
      privacy: judgments.privacy,
      offersVisibility: judgments.offersVisibility,
      sellerId: judgments.sellerId,
      sellerHandle: users.handle,
      sellerIdentityVerified: sql<boolean>`${users.identityVerifiedAt} is not null`,
      buyerId: judgments.buyerId,
      createdAt: judgments.createdAt,
      listedAt: judgments.listedAt,
      soldAt: judgments.soldAt,
      offersCount: judgments.offersCount,
      viewsCount: judgments.viewsCount,
      watchlistCount: judgments.watchlistCount,
      acceptedOfferCents: agreedPriceSql(),
    })
    .from(judgments)
    .innerJoin(users, eq(users.id, judgments.sellerId))
    .where(and(eq(judgments.id, id), eq(judgments.kind, "portfolio")));
  if (!row || row.kind !== "portfolio" || row.portfolioSize === null) return null;
  return { ...row, kind: "portfolio", portfolioSize: row.portfolioSize };
}

export type GroupableJudgment = {
  id: number;
  title: string;
  stateName: string;
  countyName: string;
  dateAwarded: string;
  amountCents: number;
  priceCents: number;
  estimatedBalanceCents: number | null;
  pendingOffers: number;
  verified: boolean;
  facts: CollectabilityFacts;
};

/** The seller's active judgments, which are the ones a grouping may take, newest first. */
export async function listGroupableJudgments(db: Executor, sellerId: number): Promise<GroupableJudgment[]> {
  const rows = await db
    .select({
      id: judgments.id,
      title: judgments.title,
      stateName: states.name,
      countyName: counties.name,
      dateAwarded: judgments.dateAwarded,
      amountCents: judgments.amountCents,
      priceCents: judgments.priceCents,
      estimatedBalanceCents: judgments.estimatedBalanceCents,
      pendingOffers: sql<number>`(select count(*) from ${offers} o where o.judgment_id = ${judgments.id} and o.status = 'pending')`.mapWith(
        Number,
      ),
      verified: sql<boolean>`${isCourtVerified({ id: judgments.id, kind: judgments.kind })}`,
      ...factsColumns,
    })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .where(and(eq(judgments.sellerId, sellerId), eq(judgments.status, "active"), judgmentsOnly))
    .orderBy(asc(judgments.title), asc(judgments.id));
  return rows.map((row) => {
    const { facts, rest } = splitFacts(withCourtFacts(row, "dateAwarded"));
    return { ...rest, facts, verified: Boolean(rest.verified) };
  });
}

export type PendingOfferSeen = { offerId: number; judgmentId: number; judgmentTitle: string; amountCents: number; buyerHandle: string };

/** The pending offers on these judgments: the ones a grouping declines, as its preview lists them. */
export async function listPendingOffersOn(db: Executor, judgmentIds: readonly number[]): Promise<PendingOfferSeen[]> {
  if (judgmentIds.length === 0) return [];
  return db
    .select({
      offerId: offers.id,
      judgmentId: offers.judgmentId,
      judgmentTitle: judgments.title,
      amountCents: offers.amountCents,
      buyerHandle: users.handle,
    })
    .from(offers)
    .innerJoin(judgments, eq(judgments.id, offers.judgmentId))
    .innerJoin(users, eq(users.id, offers.buyerId))
    .where(and(inArray(offers.judgmentId, [...judgmentIds]), eq(offers.status, "pending")))
    .orderBy(asc(judgments.title), asc(offers.id));
}
