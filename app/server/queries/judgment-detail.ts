// The judgment page and GET /api/judgments/{id}: one judgment as the viewer may see it.
//
// Who sees what (DESIGN.md sections 3, 4 and 11; buyer spec sections 2 and 6), decided once here
// and used by the page, the JSON endpoints and the watchlist:
// - active: everyone, visitors included.
// - new (pending review), hidden, cancelled: only the owner and administrators.
// - offer_accepted, paid, assigned, sold: the owner, administrators, the accepted buyer, and
//   other signed-in members read-only (the page says it is no longer available; a watcher can
//   follow what became of it). Visitors never see a listing that is not active.
// Anything else answers 404, so a hidden listing cannot be told apart from a missing one.
// - Listing documents: the owner, administrators and the accepted buyer; other signed-in viewers
//   only when the listing's privacy is 'public'. Visitors never.
// - Offers: the owner and administrators always; other viewers when offers_visibility is 'all'.
// - The accepted buyer's id: only the owner, administrators and that buyer.
import { and, asc, desc, eq, gt, inArray, isNull, max, ne, or, sql } from "drizzle-orm";
import { VISIBLE_DETAIL_STATUSES } from "~/domain/listing-status";
import { isAdmin } from "~/domain/permissions";
import type { Executor } from "~/server/db/client";
import {
  counties,
  documents,
  judgments,
  offers,
  openOfferStatuses,
  states,
  users,
  type JudgmentStatus,
  type OfferStatus,
} from "~/server/db/schema";

/** Who is looking: a signed-in user (id and roles) or a visitor (null). */
export type Viewer = { id: number; roles: readonly string[] } | null;

/** How the viewer stands to the listing, most privileged first. */
export type ViewerRelation = "owner" | "admin" | "buyer" | "member" | "visitor";

export type JudgmentAccess = {
  relation: ViewerRelation;
  canView: boolean;
  canSeeDocuments: boolean;
  canSeeOffers: boolean;
  canSeeBuyerId: boolean;
  /** Make Offer, Buy Now, Contact Seller and Watch: signed-in non-owners, active listings only. */
  canAct: boolean;
};

type AccessInput = {
  sellerId: number;
  buyerId: number | null;
  status: JudgmentStatus;
  privacy: "public" | "private";
  offersVisibility: "all" | "owner";
};

const OWNER_AND_ADMIN_ONLY: readonly JudgmentStatus[] = ["new", "hidden", "cancelled"];

export function relationTo(judgment: Pick<AccessInput, "sellerId" | "buyerId">, viewer: Viewer): ViewerRelation {
  if (!viewer) return "visitor";
  if (viewer.id === judgment.sellerId) return "owner";
  if (isAdmin(viewer.roles)) return "admin";
  if (judgment.buyerId !== null && viewer.id === judgment.buyerId) return "buyer";
  return "member";
}

export function judgmentAccess(judgment: AccessInput, viewer: Viewer): JudgmentAccess {
  const relation = relationTo(judgment, viewer);
  const privileged = relation === "owner" || relation === "admin";
  let canView: boolean;
  if (judgment.status === "active") canView = true;
  else if (OWNER_AND_ADMIN_ONLY.includes(judgment.status)) canView = privileged;
  else canView = relation !== "visitor" && VISIBLE_DETAIL_STATUSES.includes(judgment.status);
  const signedIn = relation !== "visitor";
  return {
    relation,
    canView,
    canSeeDocuments: canView && (privileged || relation === "buyer" || (signedIn && judgment.privacy === "public")),
    canSeeOffers: canView && (privileged || judgment.offersVisibility === "all"),
    canSeeBuyerId: canView && (privileged || relation === "buyer"),
    canAct: canView && signedIn && relation !== "owner" && judgment.status === "active",
  };
}

/** Ids in URLs: a positive PostgreSQL integer, else null (the caller answers 404). */
export function parseJudgmentId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export type JudgmentRecord = {
  id: number;
  title: string;
  description: string | null;
  priceCents: number;
  amountCents: number;
  dateAwarded: string;
  createdAt: Date;
  listedAt: Date | null;
  casenum: string;
  courthouse: string | null;
  status: JudgmentStatus;
  privacy: "public" | "private";
  offersVisibility: "all" | "owner";
  highlightListing: boolean;
  emboldenListing: boolean;
  sellerId: number;
  sellerHandle: string;
  buyerId: number | null;
  state: { id: number; name: string; abbreviation: string };
  county: { id: number; name: string };
  offersCount: number;
  viewsCount: number;
  watchlistCount: number;
  sellerTransferredAt: Date | null;
  soldAt: Date | null;
};

export async function findJudgmentRecord(db: Executor, id: number): Promise<JudgmentRecord | null> {
  const [row] = await db
    .select({
      id: judgments.id,
      title: judgments.title,
      description: judgments.description,
      priceCents: judgments.priceCents,
      amountCents: judgments.amountCents,
      dateAwarded: judgments.dateAwarded,
      createdAt: judgments.createdAt,
      listedAt: judgments.listedAt,
      casenum: judgments.casenum,
      courthouse: judgments.courthouse,
      status: judgments.status,
      privacy: judgments.privacy,
      offersVisibility: judgments.offersVisibility,
      highlightListing: judgments.highlightListing,
      emboldenListing: judgments.emboldenListing,
      sellerId: judgments.sellerId,
      sellerHandle: users.handle,
      buyerId: judgments.buyerId,
      stateId: states.id,
      stateName: states.name,
      stateAbbreviation: states.abbreviation,
      countyId: counties.id,
      countyName: counties.name,
      offersCount: judgments.offersCount,
      viewsCount: judgments.viewsCount,
      watchlistCount: judgments.watchlistCount,
      sellerTransferredAt: judgments.sellerTransferredAt,
      soldAt: judgments.soldAt,
    })
    .from(judgments)
    .innerJoin(users, eq(users.id, judgments.sellerId))
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .where(eq(judgments.id, id));
  if (!row) return null;
  const { stateId, stateName, stateAbbreviation, countyId, countyName, ...rest } = row;
  return {
    ...rest,
    state: { id: stateId, name: stateName, abbreviation: stateAbbreviation },
    county: { id: countyId, name: countyName },
  };
}

export type ListingDocument = { id: number; userFilename: string; createdAt: Date };

/** The listing's documents (not assignment documents), oldest first, without deleted ones. */
export function listListingDocuments(db: Executor, judgmentId: number): Promise<ListingDocument[]> {
  return db
    .select({ id: documents.id, userFilename: documents.originalName, createdAt: documents.createdAt })
    .from(documents)
    .where(and(eq(documents.judgmentId, judgmentId), eq(documents.kind, "listing"), isNull(documents.deletedAt)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export type ListedOffer = {
  id: number;
  amountCents: number;
  status: OfferStatus;
  message: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  /** When the buyer last changed the amount (null: never). */
  amountChangedAt: Date | null;
  buyer: { id: number; handle: string };
};

/**
 * Every offer made on the listing, so the list agrees with offers_count: the standing ones
 * (pending or accepted) first, highest first, then the rest (expired, withdrawn, ...) newest first.
 */
export async function listOffers(db: Executor, judgmentId: number): Promise<ListedOffer[]> {
  const standing = sql`${offers.status} in (${sql.join(openOfferStatuses.map((s) => sql`${s}`), sql`, `)})`;
  const rows = await db
    .select({
      id: offers.id,
      amountCents: offers.amountCents,
      status: offers.status,
      message: offers.message,
      expiresAt: offers.expiresAt,
      createdAt: offers.createdAt,
      amountChangedAt: offers.amountChangedAt,
      buyerId: users.id,
      buyerHandle: users.handle,
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.buyerId))
    .where(eq(offers.judgmentId, judgmentId))
    .orderBy(
      desc(standing),
      sql`case when ${standing} then ${offers.amountCents} end desc nulls last`,
      desc(offers.createdAt),
      desc(offers.id),
    );
  return rows.map(({ buyerId, buyerHandle, ...offer }) => ({ ...offer, buyer: { id: buyerId, handle: buyerHandle } }));
}

/**
 * The highest standing offer in cents (accepted, or pending and not past its expiry date: the
 * expiry job may not have run yet), or null when there is none.
 */
export async function highestOfferCents(db: Executor, judgmentId: number, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select({ amount: max(offers.amountCents) })
    .from(offers)
    .where(
      and(
        eq(offers.judgmentId, judgmentId),
        inArray(offers.status, [...openOfferStatuses]),
        or(ne(offers.status, "pending"), isNull(offers.expiresAt), gt(offers.expiresAt, now)),
      ),
    );
  return row?.amount == null ? null : Number(row.amount);
}

export type JudgmentForViewer = {
  judgment: JudgmentRecord;
  access: JudgmentAccess;
  /** Null when the viewer may not see them. */
  documents: ListingDocument[] | null;
  offers: ListedOffer[] | null;
  highestOfferCents: number | null;
};

/** The judgment with what this viewer may see of it, or null (answer 404) when it is not theirs to see. */
export async function loadJudgmentForViewer(db: Executor, id: number, viewer: Viewer): Promise<JudgmentForViewer | null> {
  const judgment = await findJudgmentRecord(db, id);
  if (!judgment) return null;
  const access = judgmentAccess(judgment, viewer);
  if (!access.canView) return null;
  const [docs, offerList, highest] = await Promise.all([
    access.canSeeDocuments ? listListingDocuments(db, id) : Promise.resolve(null),
    access.canSeeOffers ? listOffers(db, id) : Promise.resolve(null),
    highestOfferCents(db, id),
  ]);
  return { judgment, access, documents: docs, offers: offerList, highestOfferCents: highest };
}
