// Documents: the listing facts their rules need, storing a new document's row, finding one to
// show, and the seller's latest listing that can still take documents. The listing's own document
// list lives with the judgment page (listListingDocuments in judgment-detail.ts).
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { documentNameAsSeen, type FlaggedName } from "~/domain/document-names";
import type { ListingStatus } from "~/domain/listing-status";
import type { GoverningSale, ViewerRelation } from "~/domain/listing-visibility";
import type { Executor } from "~/server/db/client";
import { disputes, documents, judgments, type DocumentKind } from "~/server/db/schema";
import { judgmentsOnly } from "~/server/queries/listing-kinds";
import { withGoverningSale } from "~/server/queries/portfolios";
import { activeBannedWords } from "~/server/queries/banned-words";

const listingFactColumns = {
  id: judgments.id,
  title: judgments.title,
  sellerId: judgments.sellerId,
  buyerId: judgments.buyerId,
  status: judgments.status,
  privacy: judgments.privacy,
  offersVisibility: judgments.offersVisibility,
  listingFeeCents: judgments.listingFeeCents,
  listedAt: judgments.listedAt,
};

/** The facts about a listing the document rules need (server/documents/access.ts). */
export type ListingFacts = {
  id: number;
  title: string;
  sellerId: number;
  buyerId: number | null;
  status: ListingStatus;
  privacy: "public" | "private";
  offersVisibility: "all" | "owner";
  /** The listing fee charged at submission (0 when free): the wizard's breadcrumb shows a payment step. */
  listingFeeCents: number;
  /** When it first went live: the premium first look runs from it. */
  listedAt: Date | null;
  /** A judgment in a portfolio: the portfolio's sale, which decides who reads and adds its documents (docs/decisions/0055). */
  governingSale: GoverningSale | null;
};

/** The listing's owner, buyer, status and privacy; `forUpdate` locks the row (inside a transaction). */
export async function findListingFacts(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<ListingFacts | null> {
  const query = db.select(listingFactColumns).from(judgments).where(eq(judgments.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ? withGoverningSale(db, row) : null;
}

export type StoredDocument = { id: number; userFilename: string; createdAt: Date };

/** How many documents of `kind` the listing holds (deleted ones not counted). */
export async function countListingDocuments(db: Executor, judgmentId: number, kind: DocumentKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.judgmentId, judgmentId), eq(documents.kind, kind), isNull(documents.deletedAt)));
  return row?.n ?? 0;
}

export async function insertDocument(
  db: Executor,
  values: {
    judgmentId: number;
    uploaderId: number;
    kind: DocumentKind;
    storageKey: string;
    originalName: string;
    contentType: string;
    sizeBytes: number;
    /** A dispute's evidence: the dispute it belongs to. */
    disputeId?: number | null;
  },
): Promise<StoredDocument> {
  const [row] = await db
    .insert(documents)
    .values(values)
    .returning({ id: documents.id, userFilename: documents.originalName, createdAt: documents.createdAt });
  return row;
}

/**
 * Listing documents with their names as this viewer reads them (app/domain/document-names.ts:
 * a name the moderation check flags reads "Document 12.pdf" to all but the owner and
 * administrators, who get `nameFlag`); the active banned words are read once, only when there is
 * a name to check.
 */
export async function withNamesAsSeen<T extends { id: number; userFilename: string; contentType: string }>(
  db: Executor,
  rows: T[],
  relation: ViewerRelation,
): Promise<(T & { nameFlag: FlaggedName | null })[]> {
  if (rows.length === 0) return [];
  const words = await activeBannedWords(db);
  return rows.map((row) => {
    const seen = documentNameAsSeen({ id: row.id, name: row.userFilename, contentType: row.contentType }, relation, words);
    return { ...row, userFilename: seen.name, nameFlag: seen.flagged };
  });
}

export type DocumentToShow = {
  id: number;
  kind: DocumentKind;
  storageKey: string;
  userFilename: string;
  contentType: string;
  listing: ListingFacts;
  /** A dispute document's dispute: its buyer (who may be no longer the listing's buyer). */
  disputeBuyerId: number | null;
};

/** A document that was not deleted, with the facts of its listing; null when there is none. */
export async function findDocumentToShow(db: Executor, id: number): Promise<DocumentToShow | null> {
  const [row] = await db
    .select({
      id: documents.id,
      kind: documents.kind,
      storageKey: documents.storageKey,
      userFilename: documents.originalName,
      contentType: documents.contentType,
      listing: listingFactColumns,
      disputeBuyerId: disputes.buyerId,
    })
    .from(documents)
    .innerJoin(judgments, eq(judgments.id, documents.judgmentId))
    .leftJoin(disputes, eq(disputes.id, documents.disputeId))
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)));
  return row ? { ...row, listing: await withGoverningSale(db, row.listing) } : null;
}

/** The seller's most recently created listing in one of `statuses`, or null. */
export async function latestListingIdOf(db: Executor, sellerId: number, statuses: readonly ListingStatus[]): Promise<number | null> {
  const [row] = await db
    .select({ id: judgments.id })
    .from(judgments)
    .where(and(eq(judgments.sellerId, sellerId), inArray(judgments.status, [...statuses]), judgmentsOnly))
    .orderBy(desc(judgments.createdAt), desc(judgments.id))
    .limit(1);
  return row?.id ?? null;
}
