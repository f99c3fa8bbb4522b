// The judgment page and GET /api/judgments/{id}: one judgment as the viewer may see it. Who sees
// what is decided in app/domain/listing-visibility.ts.
import { and, asc, desc, eq, inArray, isNull, max, ne, or, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { reputationFields, reputationOf, reputationParams } from "~/server/queries/reputation";
import { latestVerificationColumn } from "~/server/queries/court-verifications";
import { latestStatementsColumn } from "~/server/queries/statements";
import { splitFacts, type CollectabilityFacts } from "~/domain/judgment-value/facts";
import { isAcceptedOrLater, type ListingStatus } from "~/domain/listing-status";
import { judgmentAccess, type GoverningSale, type JudgmentAccess, type Viewer, type ViewerRelation } from "~/domain/listing-visibility";
import type { FlaggedName } from "~/domain/document-names";
import { withNamesAsSeen } from "~/server/queries/documents";
import type { Executor } from "~/server/db/client";
import { factsColumns } from "~/server/queries/judgment-value";
import { agreedPriceSql } from "~/server/queries/listings";
import { param, runPrepared, type Params } from "~/server/queries/prepared";
import { selectionsOf } from "~/server/queries/json-row";
import { latestOfferColumn, type LatestOffer } from "~/server/queries/offers";
import { watchingColumn } from "~/server/queries/watchlist";
import { liveSessionOf, sessionUserColumn } from "~/server/queries/sessions";
import { sessionMemberColumn, type SessionMember } from "~/server/queries/users";
import {
  counties,
  documents,
  judgmentRuleVersions,
  judgments,
  messages,
  offerEvents,
  offers,
  openOfferStatuses,
  states,
  users,
  type OfferStatus,
} from "~/server/db/schema";
import type { HeldText } from "~/domain/member-texts";
import { judgmentsOnly, withCourtFacts } from "~/server/queries/listing-kinds";
import { findGoverningSale } from "~/server/queries/portfolios";

export type JudgmentRecord = {
  id: number;
  title: string;
  description: string | null;
  priceCents: number;
  /** The seller's Buy Now price, when set (Buy Now buys at it; otherwise at the asking price). */
  buyNowCents: number | null;
  amountCents: number;
  dateAwarded: string;
  createdAt: Date;
  listedAt: Date | null;
  casenum: string;
  courthouse: string | null;
  status: ListingStatus;
  privacy: "public" | "private";
  offersVisibility: "all" | "owner";
  highlightListing: boolean;
  emboldenListing: boolean;
  sellerId: number;
  sellerHandle: string;
  /** The seller's "Identity verified" mark (docs/decisions/0048). */
  sellerIdentityVerified: boolean;
  buyerId: number | null;
  state: { id: number; name: string; abbreviation: string };
  county: { id: number; name: string };
  offersCount: number;
  viewsCount: number;
  watchlistCount: number;
  sellerTransferredAt: Date | null;
  soldAt: Date | null;
  /**
   * The accepted offer's amount (null without one), whoever looks: shown only as
   * JudgmentForViewer.agreedCents, which keeps it from those who may not know it.
   */
  acceptedOfferCents: number | null;
  /** What the seller told about the judgment and the debtor (issue 17); each null when not stated. */
  facts: CollectabilityFacts;
  /** A judgment in a portfolio: its portfolio's sale, which decides who sees it (docs/decisions/0055). */
  governingSale: GoverningSale | null;
  /**
   * The newest judgment rules' version (null before any is loaded), read in the same statement so
   * the judgment page needs no round trip of its own to know which rules value it (judgment-rules.ts).
   */
  rulesVersion: number | null;
};

export async function findJudgmentRecord(db: Executor, id: number): Promise<JudgmentRecord | null> {
  // Prepared (app/server/queries/prepared.ts): the deal's terms and the JSON API's judgment read it; the
  // judgment page reads it with more (findJudgmentPageRecord).
  const params: Params = {};
  const idParam = param(params, "id", id);
  const [row] = await runPrepared(db, "judgment-record", () => recordQuery(db, idParam, {}), params);
  return row ? recordOf(db, row) : null;
}

/**
 * What a signed-in viewer's page reads in the listing's statement: whether they watch it, their
 * latest offer on it and the listing's documents (used only where their access lets them see them:
 * loadViewerParts). `viewerId` is whom they were read for.
 */
type ViewerRows = OwnRows & { documents: DocumentRow[] };
/** A signed-in viewer's own part in a listing: whether they watch it and their latest offer on it. */
export type OwnRows = { viewerId: number; watching: boolean; latestOffer: LatestOffer | null };

/** The columns of ViewerRows, for the viewer `viewer` (a placeholder, or the user of a session). */
const viewerColumns = (viewer: SQLWrapper) => ({
  viewerWatching: watchingColumn(viewer, judgments.id),
  viewerLatestOffer: latestOfferColumn(judgments.id, viewer),
  listingDocuments: selectionsOf<DocumentRow>(
    listingDocumentFields,
    sql`from ${documents} where ${listingDocumentsOf(judgments.id)}`,
    sql.join(LISTING_DOCUMENTS_ORDER, sql`, `),
  ),
});

/** Every page's columns beyond the record: the seller's reputation, the latest court verification and sworn statements. */
const pageColumns = () => ({
  ...reputationFields(),
  latestVerification: latestVerificationColumn(),
  latestStatements: latestStatementsColumn(),
});

/**
 * Whom the judgment page is read for: a visitor (null), a signed-in member, or whoever a session
 * cookie names, read in the same statement (a member's page written without React Router:
 * server/member-pages.ts).
 */
export type PageReader = null | { userId: number } | { sessionId: string };

/**
 * The judgment page's first read, one statement: the listing's record with its seller's reputation
 * (the seller is the row's joined `users`: ./reputation.ts), its latest court verification and its
 * latest sworn statements (each row as one JSON column: ./json-row.ts), and for a signed-in reader
 * their own rows (ViewerRows); for a session's, also its member (./users.ts: sessionMemberColumn,
 * null when the session is not live or its member gone, and then no own rows). Every view of the page
 * waits for this one round trip (docs/decisions/0065). Null: no such judgment.
 */
export async function findJudgmentPageRecord(db: Executor, id: number, now: Date, reader: PageReader) {
  // Prepared: every judgment page view runs it (app/server/queries/prepared.ts).
  const params: Params = {};
  const idParam = param(params, "id", id);
  reputationParams(params, now);
  let viewerRows: ViewerRows | null = null;
  let sessionMember: SessionMember | null = null;
  let row: PageRow | undefined;
  if (reader === null) {
    [row] = await runPrepared(db, "judgment-page-record", () => recordQuery(db, idParam, pageColumns()), params);
  } else if ("userId" in reader) {
    const viewer = param(params, "viewer", reader.userId);
    const [found] = await runPrepared(
      db,
      "judgment-page-record:viewer",
      () => recordQuery(db, idParam, { ...pageColumns(), ...viewerColumns(viewer) }),
      params,
    );
    if (found) ({ row, viewerRows } = splitViewerRows(found, reader.userId));
  } else {
    const live = liveSessionOf(params, reader.sessionId);
    const [found] = await runPrepared(
      db,
      "judgment-page-record:session",
      () =>
        recordQuery(db, idParam, { ...pageColumns(), ...viewerColumns(sessionUserColumn(live)), sessionMember: sessionMemberColumn(live) }),
      params,
    );
    if (found) {
      const { sessionMember: member, ...rest } = found;
      sessionMember = member;
      // No member (the session not live, or its member gone): no own rows either.
      ({ row, viewerRows } = splitViewerRows(rest, member && member.id));
    }
  }
  if (!row) return null;
  const {
    soldAsSeller,
    boughtAsBuyer,
    positive,
    neutral,
    negative,
    assigned,
    assignedOnTime,
    overdue,
    cancelledLate,
    asSeller,
    asBuyer,
    latestVerification,
    latestStatements,
    ...rest
  } = row;
  const reputation = {
    soldAsSeller,
    boughtAsBuyer,
    positive,
    neutral,
    negative,
    assigned,
    assignedOnTime,
    overdue,
    cancelledLate,
    asSeller,
    asBuyer,
  };
  return {
    record: await recordOf(db, rest),
    sellerReputation: reputationOf(reputation),
    /** The latest court verification, current or not (app/server/verification/public-view.ts decides). */
    latestVerification,
    /** The latest sworn statements' row (./statements.ts: statementsRecordOf). */
    latestStatements,
    /** The signed-in reader's own rows; null for a visitor. */
    viewerRows,
    /** A session's member (PageReader); null for any other reader. */
    sessionMember,
  };
}

type PageRow = Awaited<ReturnType<typeof recordQuery<ReturnType<typeof pageColumns>>>>[number];

/** A row read with viewerColumns, split into the page's row and the reader's own rows (none without a reader). */
function splitViewerRows<R extends PageRow & ViewerColumnValues>(found: R, viewerId: number | null) {
  const { viewerWatching, viewerLatestOffer, listingDocuments, ...row } = found;
  const viewerRows: ViewerRows | null =
    viewerId === null ? null : { viewerId, watching: viewerWatching, latestOffer: viewerLatestOffer, documents: listingDocuments };
  return { row, viewerRows };
}
type ViewerColumnValues = { viewerWatching: boolean; viewerLatestOffer: LatestOffer | null; listingDocuments: DocumentRow[] };

/** The record's statement, with `extra` columns (of the listing, its seller as `users`, its state or county). */
function recordQuery<Extra extends SelectedFields>(db: Executor, idParam: Placeholder, extra: Extra) {
  return db
    .select({
      id: judgments.id,
      title: judgments.title,
      description: judgments.description,
      priceCents: judgments.priceCents,
      buyNowCents: judgments.buyNowCents,
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
      sellerIdentityVerified: sql<boolean>`${users.identityVerifiedAt} is not null`,
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
      acceptedOfferCents: agreedPriceSql(),
      rulesVersion: sql`(select max(${judgmentRuleVersions.version}) from ${judgmentRuleVersions})`.mapWith(Number),
      ...factsColumns,
      ...extra,
    })
    .from(judgments)
    .innerJoin(users, eq(users.id, judgments.sellerId))
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .where(and(eq(judgments.id, idParam), judgmentsOnly));
}

type RecordRow = Awaited<ReturnType<typeof recordQuery<Record<never, never>>>>[number];

async function recordOf(db: Executor, row: RecordRow): Promise<JudgmentRecord> {
  const { facts, rest: listing } = splitFacts(withCourtFacts(row, "casenum", "dateAwarded"));
  const { stateId, stateName, stateAbbreviation, countyId, countyName, ...rest } = listing;
  return {
    ...rest,
    governingSale: rest.status === "in_portfolio" ? await findGoverningSale(db, rest.id) : null,
    facts,
    state: { id: stateId, name: stateName, abbreviation: stateAbbreviation },
    county: { id: countyId, name: countyName },
  };
}

export type ListingDocument = {
  id: number;
  /** Its name as the viewer reads it: a flagged name reads "Document 12.pdf" to all but the owner and administrators. */
  userFilename: string;
  contentType: string;
  createdAt: Date;
  /** For the owner and administrators, when the name was flagged: the hits and what others read. */
  nameFlag: FlaggedName | null;
};

/** The listing's documents (not assignment documents) without deleted ones; listed oldest first (LISTING_DOCUMENTS_ORDER). */
const listingDocumentsOf = (judgmentId: SQLWrapper) =>
  and(eq(documents.judgmentId, judgmentId), eq(documents.kind, "listing"), isNull(documents.deletedAt))!;
const LISTING_DOCUMENTS_ORDER = [asc(documents.createdAt), asc(documents.id)];
/** What a listing document's row gives the page (its name before withNamesAsSeen). */
const listingDocumentFields = {
  id: documents.id,
  userFilename: documents.originalName,
  contentType: documents.contentType,
  createdAt: documents.createdAt,
};
type DocumentRow = { id: number; userFilename: string; contentType: string; createdAt: Date };

/**
 * The listing's documents, oldest first, their names as a viewer standing so to the listing reads
 * them (withNamesAsSeen).
 */
export async function listListingDocuments(db: Executor, judgmentId: number, relation: ViewerRelation): Promise<ListingDocument[]> {
  // Prepared: every document list of a listing runs it (./prepared.ts).
  const rows = await runPrepared(
    db,
    "listing-documents",
    () =>
      db
        .select(listingDocumentFields)
        .from(documents)
        .where(listingDocumentsOf(sql.placeholder("judgmentId")))
        .orderBy(...LISTING_DOCUMENTS_ORDER),
    { judgmentId },
  );
  return withNamesAsSeen(db, rows, relation);
}

export type ListedOffer = {
  id: number;
  amountCents: number;
  status: OfferStatus;
  /** The buyer's message as delivered: set once approved (or written before moderation covered it). */
  message: string | null;
  /** The message as held for review (docs/decisions/0032); null for an offer made without one, or before. */
  note: HeldText | null;
  expiresAt: Date | null;
  createdAt: Date;
  /** When the buyer last changed the amount (null: never). */
  amountChangedAt: Date | null;
  buyer: { id: number; handle: string; identityVerified: boolean };
  /** Negotiation (docs/decisions/0027): for the owner and administrators only (the loader drops it for others). */
  awaiting: "seller" | "buyer";
  counterCents: number | null;
  counterExpiresAt: Date | null;
  sellerCounters: number;
  buyerCounters: number;
};

/**
 * Every offer made on the listing, so the list agrees with offers_count: the standing ones
 * (pending or accepted) first, highest first, then the rest (expired, withdrawn, ...) newest first.
 */
export async function listOffers(db: Executor, judgmentId: number): Promise<ListedOffer[]> {
  const standing = sql`${offers.status} in (${sql.join(
    openOfferStatuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  // Prepared: every judgment page view runs it (./prepared.ts).
  const rows = await runPrepared(
    db,
    "listing-offers",
    () =>
      db
        .select({
          id: offers.id,
          amountCents: offers.amountCents,
          status: offers.status,
          message: offers.message,
          expiresAt: offers.expiresAt,
          createdAt: offers.createdAt,
          amountChangedAt: offers.amountChangedAt,
          awaiting: offers.awaiting,
          counterCents: offers.counterCents,
          counterExpiresAt: offers.counterExpiresAt,
          sellerCounters: offers.sellerCounters,
          buyerCounters: offers.buyerCounters,
          buyerId: users.id,
          buyerHandle: users.handle,
          buyerIdentityVerified: sql<boolean>`${users.identityVerifiedAt} is not null`,
          noteBody: messages.body,
          noteStatus: messages.status,
          noteSenderId: messages.senderId,
          noteRecipientId: messages.recipientId,
        })
        .from(offers)
        .innerJoin(users, eq(users.id, offers.buyerId))
        // The message written with the offer (its first step), held for review like a message.
        .leftJoin(offerEvents, and(eq(offerEvents.offerId, offers.id), eq(offerEvents.kind, "offer")))
        .leftJoin(messages, eq(messages.offerEventId, offerEvents.id))
        .where(eq(offers.judgmentId, sql.placeholder("judgmentId")))
        .orderBy(
          desc(standing),
          sql`case when ${standing} then ${offers.amountCents} end desc nulls last`,
          desc(offers.createdAt),
          desc(offers.id),
        ),
    { judgmentId },
  );
  return rows.map(({ buyerId, buyerHandle, buyerIdentityVerified, noteBody, noteStatus, noteSenderId, noteRecipientId, ...offer }) => ({
    ...offer,
    note: noteBody === null ? null : { body: noteBody, status: noteStatus!, senderId: noteSenderId!, recipientId: noteRecipientId! },
    buyer: { id: buyerId, handle: buyerHandle, identityVerified: buyerIdentityVerified },
  }));
}

/**
 * The highest standing offer in cents (accepted, or pending and not past its expiry date: the
 * expiry job may not have run yet), or null when there is none.
 */
export async function highestOfferCents(db: Executor, judgmentId: number, now: Date): Promise<number | null> {
  const params: Params = {};
  const where = and(
    eq(offers.judgmentId, param(params, "judgmentId", judgmentId)),
    inArray(offers.status, [...openOfferStatuses]),
    or(
      ne(offers.status, "pending"),
      isNull(offers.expiresAt),
      sql`${offers.expiresAt} > ${param(params, "now", now.toISOString())}::timestamptz`,
    ),
  );
  const [row] = await runPrepared(
    db,
    "highest-offer",
    () =>
      db
        .select({ amount: max(offers.amountCents) })
        .from(offers)
        .where(where),
    params,
  );
  return row?.amount == null ? null : Number(row.amount);
}

export type JudgmentForViewer = {
  judgment: JudgmentRecord;
  access: JudgmentAccess;
  /** Null when the viewer may not see them. */
  documents: ListingDocument[] | null;
  offers: ListedOffer[] | null;
  /** Null when there is none, or when the viewer may not see the offers (offersHidden). */
  highestOfferCents: number | null;
  /** The agreed price, once an offer is accepted and when this viewer may know it (access.canSeeAgreedPrice); else null. */
  agreedCents: number | null;
  /** The seller shows offers to no one else (offers_visibility 'owner'): no amount goes to this viewer (docs/decisions/0033). */
  offersHidden: boolean;
};

/** The judgment and how this viewer stands to it, or null (answer 404) when it is not theirs to see. */
export type ViewableJudgment = { judgment: JudgmentRecord; access: JudgmentAccess };

/** The judgment with what this viewer may see of it, or null (answer 404) when it is not theirs to see. */
export async function loadJudgmentForViewer(db: Executor, id: number, viewer: Viewer, now: Date): Promise<JudgmentForViewer | null> {
  const judgment = await findJudgmentRecord(db, id);
  const viewable = judgment && viewableBy(judgment, viewer, now);
  return viewable && (await loadViewerParts(db, viewable, now));
}

/** The judgment read, whether this viewer may see it (null: answer 404) and with what access. */
export function viewableBy(judgment: JudgmentRecord, viewer: Viewer, now: Date): ViewableJudgment | null {
  const access = judgmentAccess(judgment, viewer, now);
  return access.canView ? { judgment, access } : null;
}

/**
 * The documents and offers of a judgment the viewer may see, as far as the access lets them: for a
 * caller that read the record itself (the judgment page reads it, then this beside its audience's
 * own reads: app/server/judgment-page/), with the listing's document rows when it read them too.
 */
export async function loadViewerParts(
  db: Executor,
  { judgment, access }: ViewableJudgment,
  now: Date,
  documentRows?: DocumentRow[],
): Promise<JudgmentForViewer> {
  const id = judgment.id;
  const [docs, offerList, highest] = await Promise.all([
    !access.canSeeDocuments
      ? Promise.resolve(null)
      : documentRows
        ? withNamesAsSeen(db, documentRows, access.relation)
        : listListingDocuments(db, id, access.relation),
    access.canSeeOffers ? listOffers(db, id) : Promise.resolve(null),
    access.canSeeOffers ? highestOfferCents(db, id, now) : Promise.resolve(null),
  ]);
  const agreedCents = access.canSeeAgreedPrice && isAcceptedOrLater(judgment.status) ? judgment.acceptedOfferCents : null;
  return {
    judgment,
    access,
    documents: docs,
    offers: offerList,
    highestOfferCents: highest,
    agreedCents,
    offersHidden: !access.canSeeOffers,
  };
}
