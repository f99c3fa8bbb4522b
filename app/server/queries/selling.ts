// The seller's own listings: the /selling dashboard, the listing edit page and the owner's
// actions (removing a listing rejects its open offers). Plain objects out; money in cents.
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { ListingStatus } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { counties, judgments, offers, states, users } from "~/server/db/schema";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";
import { factsColumns } from "~/server/queries/judgment-value";
import { listingFeePaidSql } from "~/server/queries/listings";
import { waitingOn } from "~/server/queries/dashboard/waiting-offers";
import { judgmentsOnly, withCourtFacts } from "~/server/queries/listing-kinds";

/** /selling shows every listing of a seller up to this many, newest first. */
export const SELLING_LIST_CAP = 500;

export type SellerListing = {
  id: number;
  /** A judgment, or a portfolio of them (docs/decisions/0055). */
  kind: "judgment" | "portfolio";
  /** A portfolio's judgments counted; null for a judgment. */
  portfolioSize: number | null;
  title: string;
  status: ListingStatus;
  priceCents: number;
  amountCents: number;
  /** Null for a portfolio whose judgments are in several states (or counties). */
  state: { name: string; abbreviation: string } | null;
  county: { name: string } | null;
  createdAt: Date;
  updatedAt: Date;
  listedAt: Date | null;
  soldAt: Date | null;
  cancelledAt: Date | null;
  paymentDueAt: Date | null;
  /** The escrow deadlines: the seller's to assign (while paid), the buyer's to confirm or dispute (while assigned). */
  assignmentDueAt: Date | null;
  inspectionDueAt: Date | null;
  /** The accepted offer's amount (the sale price), once an offer was accepted. */
  acceptedOfferCents: number | null;
  listingFeeCents: number;
  listingFeePaidCents: number;
  highlight: boolean;
  embolden: boolean;
  featuredState: boolean;
  featuredNationwide: boolean;
  counts: { views: number; watchlist: number; offers: number };
};

/** Every listing of the seller, cancelled ones included, most recently changed first. */
export async function listSellerListings(db: Executor, sellerId: number, limit = SELLING_LIST_CAP): Promise<SellerListing[]> {
  const rows = await db
    .select({
      id: judgments.id,
      kind: judgments.kind,
      portfolioSize: judgments.portfolioSize,
      title: judgments.title,
      status: judgments.status,
      priceCents: judgments.priceCents,
      amountCents: judgments.amountCents,
      stateName: states.name,
      stateAbbreviation: states.abbreviation,
      countyName: counties.name,
      createdAt: judgments.createdAt,
      updatedAt: judgments.updatedAt,
      listedAt: judgments.listedAt,
      soldAt: judgments.soldAt,
      cancelledAt: judgments.cancelledAt,
      paymentDueAt: judgments.paymentDueAt,
      assignmentDueAt: judgments.assignmentDueAt,
      inspectionDueAt: judgments.inspectionDueAt,
      acceptedOfferCents: offers.amountCents,
      listingFeeCents: judgments.listingFeeCents,
      listingFeePaidCents: listingFeePaidSql(),
      highlight: judgments.highlightListing,
      embolden: judgments.emboldenListing,
      featuredState: judgments.featuredState,
      featuredNationwide: judgments.featuredNationwide,
      views: judgments.viewsCount,
      watchlist: judgments.watchlistCount,
      offers: judgments.offersCount,
    })
    .from(judgments)
    // Left joins: a portfolio of several states or counties has none of its own.
    .leftJoin(states, eq(states.id, judgments.stateId))
    .leftJoin(counties, eq(counties.id, judgments.countyId))
    .leftJoin(offers, eq(offers.id, judgments.acceptedOfferId))
    .where(eq(judgments.sellerId, sellerId))
    .orderBy(desc(judgments.updatedAt), desc(judgments.id))
    .limit(Math.max(0, Math.min(SELLING_LIST_CAP, Math.floor(limit))));
  return rows.map(({ stateName, stateAbbreviation, countyName, views, watchlist, offers: offerCount, ...row }) => ({
    ...row,
    state: stateName !== null && stateAbbreviation !== null ? { name: stateName, abbreviation: stateAbbreviation } : null,
    county: countyName !== null ? { name: countyName } : null,
    counts: { views, watchlist, offers: offerCount },
  }));
}

/**
 * The number of offers per live listing of the seller awaiting the seller's answer (not
 * counter-offers waiting on buyers, nor offers past their expiry): what /home's "Offers waiting
 * for you" lists.
 */
export async function countPendingOffers(db: Executor, sellerId: number, now: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ judgmentId: offers.judgmentId, pending: sql<number>`count(*)`.mapWith(Number) })
    .from(offers)
    .innerJoin(judgments, eq(judgments.id, offers.judgmentId))
    .where(waitingOn(sellerId, now))
    .groupBy(offers.judgmentId);
  return new Map(rows.map((row) => [row.judgmentId, row.pending]));
}

/** Everything the edit form shows and the edit rules need. */
export type EditableListing = {
  id: number;
  sellerId: number;
  status: ListingStatus;
  listedAt: Date | null;
  title: string;
  description: string | null;
  stateId: number;
  countyId: number;
  casenum: string;
  courthouse: string | null;
  dateAwarded: string;
  amountCents: number;
  priceCents: number;
  buyNowCents: number | null;
  privacy: "public" | "private";
  offersVisibility: "all" | "owner";
  listingFeeCents: number;
  listingFeePaidCents: number;
  /** When an administrator reviewed the judgment past its limit and let it be listed. */
  limitReviewedAt: Date | null;
} & CollectabilityFacts;

export async function findEditableListing(db: Executor, id: number): Promise<EditableListing | null> {
  const [row] = await db
    .select({
      id: judgments.id,
      sellerId: judgments.sellerId,
      status: judgments.status,
      listedAt: judgments.listedAt,
      title: judgments.title,
      description: judgments.description,
      stateId: judgments.stateId,
      countyId: judgments.countyId,
      casenum: judgments.casenum,
      courthouse: judgments.courthouse,
      dateAwarded: judgments.dateAwarded,
      amountCents: judgments.amountCents,
      priceCents: judgments.priceCents,
      buyNowCents: judgments.buyNowCents,
      privacy: judgments.privacy,
      offersVisibility: judgments.offersVisibility,
      listingFeeCents: judgments.listingFeeCents,
      listingFeePaidCents: listingFeePaidSql(),
      limitReviewedAt: judgments.limitReviewedAt,
      ...factsColumns,
    })
    .from(judgments)
    // A portfolio is edited on its own page (docs/decisions/0055, slice 3).
    .where(and(eq(judgments.id, id), judgmentsOnly));
  return row ? withCourtFacts(row, "stateId", "countyId", "casenum", "dateAwarded") : null;
}

/** The listing's fields as the edit form changes them. Status changes go through the lifecycle. */
export type ListingDetails = Pick<
  typeof judgments.$inferInsert,
  | "title"
  | "description"
  | "stateId"
  | "countyId"
  | "casenum"
  | "courthouse"
  | "dateAwarded"
  | "amountCents"
  | "priceCents"
  | "buyNowCents"
  | "privacy"
  | "offersVisibility"
  | "listingFeeCents"
  // The collectability facts (issue 17), each only when the edit sent it…
  | keyof CollectabilityFacts
  // …and the administrator's review of a judgment past its limit, cleared when a date it rests on changes.
  | "limitReviewedAt"
  | "limitReviewedBy"
>;

export async function updateListingDetails(db: Executor, id: number, details: ListingDetails): Promise<void> {
  await db
    .update(judgments)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(judgments.id, id));
}

/** A rejected offer; `buyer` is null when that member's account was deleted (nobody to tell). */
export type RejectedOffer = { offerId: number; amountCents: number; buyer: { id: number; name: string; email: string } | null };

/**
 * Rejects every pending offer on the listing (it is being removed, or `displacedBy` was accepted:
 * then each remembers it, a next-best candidate should that sale lapse) and answers whose they
 * were, so their buyers can be told. Run inside the transaction that cancels or sells the listing.
 */
export async function rejectPendingOffers(db: Executor, judgmentId: number, displacedBy: number | null = null): Promise<RejectedOffer[]> {
  const rejected = await db
    .update(offers)
    .set({ status: "rejected", decidedAt: new Date(), updatedAt: new Date(), displacedByOfferId: displacedBy })
    .where(and(eq(offers.judgmentId, judgmentId), eq(offers.status, "pending")))
    .returning({ offerId: offers.id, amountCents: offers.amountCents, buyerId: offers.buyerId });
  if (rejected.length === 0) return [];
  const buyers = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    // A deleted member is not written to.
    .where(
      and(
        inArray(
          users.id,
          rejected.map((r) => r.buyerId),
        ),
        isNull(users.deletedAt),
      ),
    );
  const byId = new Map(buyers.map((b) => [b.id, b]));
  return rejected.map((offer) => ({ offerId: offer.offerId, amountCents: offer.amountCents, buyer: byId.get(offer.buyerId) ?? null }));
}

/** A listing's title, for e-mails. */
export async function findListingTitle(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ title: judgments.title }).from(judgments).where(eq(judgments.id, id));
  return row?.title ?? null;
}

/** A pending offer in negotiation on one of the seller's listings (/selling, docs/decisions/0027). */
export type NegotiatingOffer = {
  id: number;
  judgmentId: number;
  buyerHandle: string;
  /** The buyer's amount as it stands. */
  amountCents: number;
  awaiting: "seller" | "buyer";
  /** The owner's counter-offer while it waits on the buyer, and until when. */
  counterCents: number | null;
  counterExpiresAt: Date | null;
};

/** The seller's pending offers that were countered at least once (whoever's move it is now), oldest first. */
export async function listNegotiatingOffers(db: Executor, sellerId: number): Promise<NegotiatingOffer[]> {
  const rows = await db
    .select({
      id: offers.id,
      judgmentId: offers.judgmentId,
      buyerHandle: users.handle,
      amountCents: offers.amountCents,
      awaiting: offers.awaiting,
      counterCents: offers.counterCents,
      counterExpiresAt: offers.counterExpiresAt,
    })
    .from(offers)
    .innerJoin(judgments, eq(judgments.id, offers.judgmentId))
    .innerJoin(users, eq(users.id, offers.buyerId))
    .where(and(eq(judgments.sellerId, sellerId), eq(offers.status, "pending"), gt(offers.sellerCounters, 0)))
    .orderBy(asc(offers.createdAt), asc(offers.id));
  return rows.map((row) => ({
    ...row,
    counterCents: row.awaiting === "buyer" ? row.counterCents : null,
    counterExpiresAt: row.awaiting === "buyer" ? row.counterExpiresAt : null,
  }));
}
