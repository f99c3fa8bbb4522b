// Storing an uploaded listing document: who may, on which listing status, which content (by its
// magic bytes, never by its name or the browser's claimed type), and in an order that leaves no
// orphan: the file is written first (streamed in by receive.ts), then its row in a transaction that
// re-checks the listing with the row locked; if anything refuses it, the file is deleted again.
// A listing document moves the listing's review version on, and the owner's public document sends
// a live listing back to review, in that same transaction (listingDocumentAdded, docs/decisions/0036).
import type { AppServices } from "~/server/context";
import { assignmentUploadRefusal } from "~/server/assignment/rules";
import type { Executor } from "~/server/db/client";
import type { DocumentKind } from "~/server/db/schema";
import { uploadRefusal, type Refusal } from "~/server/documents/access";
import {
  receiveFile,
  receiveUpload,
  type ReceivedFile,
  type ReceiveOptions,
  type ReceiveRefusal,
  type ReceiveResult,
} from "~/server/documents/receive";
import { uploadSlots, type SlotRefusal } from "~/server/documents/upload-slots";
import { uploadLimits } from "~/config/limits";
import {
  countListingDocuments,
  findListingFacts,
  insertDocument,
  type ListingFacts,
  type StoredDocument,
} from "~/server/queries/documents";
import type { FileStorage } from "~/server/storage/storage";
import { countDisputeDocuments, findOpenDispute } from "~/server/queries/escrow";
import { relationTo, type Viewer } from "~/domain/listing-visibility";
import { documentAddNeedsReview } from "~/domain/listing-edits";
import { applyListingTransition } from "~/server/listings/transition";
import { touchListing } from "~/server/queries/listing-status";
import { lockPortfolioRow } from "~/server/queries/portfolios";
import { signInPathTo } from "~/domain/sign-in-path";

type Uploader = { id: number; roles: readonly string[] };

export type UploadResult =
  /**
   * `existing`: the caller's `existing` check found this document, and the new file was not kept.
   * `sentToReview`: the document sent a live listing back to review (documentAddNeedsReview).
   */
  | { ok: true; document: StoredDocument; existing?: boolean; sentToReview?: boolean }
  /** 422: the file itself is refused (type, size, empty; the message names the file), or the listing is full. */
  | { ok: false; status: 422; message: string }
  | ({ ok: false } & Refusal);

/** Thrown inside the transaction when the listing changed under us; carries the refusal out. */
class RefusedInTransaction extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

const DISPUTE_FULL: Refusal = {
  status: 422,
  message: `Each side can add at most ${uploadLimits.documentsPerDisputeSide} documents to a dispute.`,
};
const DISPUTE_CLOSED: Refusal = { status: 409, message: "Documents can be added to a dispute only while it is open." };

/** A dispute's evidence: from the buyer, the owner or an administrator, while the dispute is open. */
function disputeUploadRefusal(listing: ListingFacts, viewer: NonNullable<Viewer>): Refusal | null {
  const relation = relationTo(listing, viewer);
  if (relation !== "owner" && relation !== "admin" && relation !== "buyer") return { status: 404, message: "No judgment found." };
  return listing.status === "disputed" ? null : DISPUTE_CLOSED;
}

class ListingFull extends Error {}
export const LISTING_FULL = `A listing holds at most ${uploadLimits.documentsPerListing} documents.`;

/** Listing documents follow uploadRefusal; assignment documents the assignment rule (server/assignment/rules.ts). */
function refusalFor(
  db: Executor,
  kind: DocumentKind,
  listing: ListingFacts,
  uploader: Uploader,
  now: Date,
): Promise<Refusal | null> | Refusal | null {
  // Adding documents is the owner's or an administrator's: premium does not matter (both see the
  // listing in its first look; anyone else is refused as if it did not exist).
  const viewer = { ...uploader, premium: false };
  if (kind === "dispute") return disputeUploadRefusal(listing, viewer);
  return kind === "assignment" ? assignmentUploadRefusal(db, listing, viewer, now) : uploadRefusal(listing, viewer, now);
}

/**
 * Records a received file as a document of the listing, or refuses it. Either way the file is
 * taken care of: kept when its row is written, deleted from storage otherwise. `existing`, asked
 * with the listing locked, answers a document that makes this one a duplicate (a generated file
 * sent twice): that document is answered and the file is not kept.
 */
export async function recordListingDocument(
  services: Pick<AppServices, "db" | "storage" | "clock">,
  input: {
    judgmentId: number;
    uploader: Uploader;
    file: ReceivedFile;
    kind?: DocumentKind;
    existing?: (tx: Executor) => Promise<StoredDocument | null>;
  },
): Promise<UploadResult> {
  const { db, storage } = services;
  const { file } = input;
  const kind = input.kind ?? "listing";
  let kept = false;
  try {
    const listing = await findListingFacts(db, input.judgmentId);
    if (!listing) return { ok: false, status: 404, message: "No judgment found." };
    const refusal = await refusalFor(db, kind, listing, input.uploader, services.clock.now());
    if (refusal) return { ok: false, ...refusal };
    if (file.problem || !file.storageKey || !file.contentType) {
      return { ok: false, status: 422, message: file.problem ?? `"${file.name}" is not an accepted document.` };
    }
    const { storageKey, contentType } = file;
    try {
      const stored = await db.transaction(async (tx) => {
        // A judgment in a portfolio: its portfolio's row first, then its own (the order of a dissolve and
        // of every step of the sale: docs/decisions/0055); the locked read re-checks its item is still
        // live and the portfolio's sale where it was.
        if (listing.governingSale) await lockPortfolioRow(tx, listing.governingSale.listingId);
        const locked = await findListingFacts(tx, input.judgmentId, { forUpdate: true });
        const lockedRefusal = locked
          ? await refusalFor(tx, kind, locked, input.uploader, services.clock.now())
          : { status: 404 as const, message: "No judgment found." };
        if (lockedRefusal) throw new RefusedInTransaction(lockedRefusal);
        const duplicateOf = input.existing ? await input.existing(tx) : null;
        if (duplicateOf) return { document: duplicateOf, existing: true };
        const dispute = kind === "dispute" ? await findOpenDispute(tx, input.judgmentId) : null;
        if (kind === "dispute" && !dispute) throw new RefusedInTransaction(DISPUTE_CLOSED);
        // Counted with the listing locked, so simultaneous uploads cannot pass the limit together.
        if (dispute) {
          if ((await countDisputeDocuments(tx, dispute.id, input.uploader.id)) >= uploadLimits.documentsPerDisputeSide)
            throw new RefusedInTransaction(DISPUTE_FULL);
        } else if ((await countListingDocuments(tx, input.judgmentId, kind)) >= uploadLimits.documentsPerListing) throw new ListingFull();
        const document = await insertDocument(tx, {
          disputeId: dispute?.id ?? null,
          judgmentId: input.judgmentId,
          uploaderId: input.uploader.id,
          kind,
          storageKey,
          originalName: file.name,
          contentType,
          sizeBytes: file.size,
        });
        const sentToReview =
          kind === "listing" ? await listingDocumentAdded(tx, locked!, input.uploader.id, document.id, services.clock.now()) : false;
        return { document, existing: false, sentToReview };
      });
      if (stored.existing) return { ok: true, document: stored.document, existing: true };
      kept = true;
      return { ok: true, document: stored.document, sentToReview: stored.sentToReview };
    } catch (error) {
      if (error instanceof RefusedInTransaction) return { ok: false, ...error.refusal };
      if (error instanceof ListingFull) return { ok: false, status: 422, message: LISTING_FULL };
      throw error;
    }
  } finally {
    if (!kept && file.storageKey) await storage.delete(file.storageKey).catch(() => {});
  }
}

/**
 * A listing document was added (inside its transaction, the listing locked): the owner's document
 * sends a live listing whose documents are public back to review, as an edit of a reviewed field
 * does (the lifecycle's edit_reviewed, audited with the document); an administrator's, or one on a
 * private listing, keeps it where it is. Either way the listing's version (updated_at) moves on,
 * so an administrator's decision on the listing as it was before is refused.
 */
async function listingDocumentAdded(
  tx: Executor,
  listing: ListingFacts,
  uploaderId: number,
  documentId: number,
  now: Date,
): Promise<boolean> {
  const review = listing.sellerId === uploaderId && documentAddNeedsReview(listing);
  if (review) {
    await applyListingTransition(tx, {
      judgmentId: listing.id,
      event: "edit_reviewed",
      userId: uploaderId,
      details: { documentAdded: documentId },
      at: now,
    });
  }
  await touchListing(tx, listing.id);
  return review;
}

/** A whole File (scripts, tests): streamed to storage by the same rules as an upload, then recorded. */
export async function storeListingDocument(
  services: Pick<AppServices, "db" | "storage" | "clock">,
  input: { judgmentId: number; uploader: Uploader; file: File; kind?: DocumentKind },
): Promise<UploadResult> {
  const chunks = (input.file.stream() as unknown as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  const file = await receiveFile(services.storage, input.file.name, chunks);
  return recordListingDocument(services, { ...input, file });
}

/**
 * Receives a signed-in member's upload (receive.ts) within this instance's upload slots: the
 * caller has already checked who is asking, so no body byte is read for a visitor.
 */
export async function receiveMemberUpload(
  request: Request,
  storage: FileStorage,
  userId: number,
  options: ReceiveOptions,
): Promise<ReceiveResult | SlotRefusal> {
  const slot = uploadSlots.take(userId);
  if (!slot.ok) return slot;
  try {
    return await receiveUpload(request, storage, options);
  } finally {
    slot.release();
  }
}

/** Headers for a refused upload: Retry-After when it was only too busy. */
export function refusalHeaders(refusal: ReceiveRefusal | SlotRefusal): Record<string, string> {
  return "retryAfterSeconds" in refusal ? { "Retry-After": String(refusal.retryAfterSeconds) } : {};
}

/** The pages an upload form is sent from (documents, and the spreadsheet import); a visitor returns there after signing in. */
const FORM_PAGES = /^\/((sell\/documents|judgments)\/\d+|sell\/import)$/;

/**
 * The page a form without JavaScript was sent from (its Referer, when that is a documents or a
 * judgment page of this site), else /sell/documents. Known from the headers alone: used before a
 * byte of the body is read.
 */
export function formPageOf(referer: string | null | undefined, ownOrigin: string): string {
  try {
    const url = new URL(referer ?? "");
    if (url.origin === ownOrigin && FORM_PAGES.test(url.pathname)) return url.pathname;
  } catch {
    // No usable Referer.
  }
  return "/sell/documents";
}

/** Where the form sends a visitor: to sign in, then back to the page the form was on. */
export function uploadSignInPath(referer: string | null | undefined, ownOrigin: string): string {
  return signInPathTo(formPageOf(referer, ownOrigin));
}
