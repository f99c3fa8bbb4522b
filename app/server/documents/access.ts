// Who may add and read documents (DESIGN.md sections 4 and 11, docs/decisions/0009). Reading a
// listing document follows the judgment page's rule (judgmentAccess.canSeeDocuments), decided
// once in server/queries/judgment-detail.ts; assignment documents are the owner's, the accepted
// buyer's and the administrators' only.
import { refusedWhile, type ListingStatus } from "~/domain/listing-status";
import type { DocumentKind } from "~/server/db/schema";
import type { DocumentToShow, ListingFacts } from "~/server/queries/documents";
import { judgmentAccess, relationTo, type Viewer } from "~/domain/listing-visibility";

export type { ListingFacts };

/**
 * Listing documents can be added while the listing is under review or live (not after a sale), and
 * while it is declined (the fix asked for may be a document: docs/decisions/0039).
 */
export const DOCUMENT_UPLOAD_STATUSES: readonly ListingStatus[] = ["new", "active", "hidden", "declined"];

export type Refusal = { status: 401 | 403 | 404 | 409 | 422; message: string };

export const NO_DOCUMENT_MESSAGE = "No Doc Found!";

/**
 * May this user add listing documents? Owner and administrators, in DESIGN's upload statuses.
 * A listing the user may not even see answers 404 like a missing one (decision 0009); one they see
 * but do not own answers 403.
 */
export function uploadRefusal(listing: ListingFacts, viewer: NonNullable<Viewer>, now: Date): Refusal | null {
  const relation = relationTo(listing, viewer);
  if (relation !== "owner" && relation !== "admin") {
    if (!judgmentAccess(listing, viewer, now).canView) return { status: 404, message: "No judgment found." };
    return { status: 403, message: "Only the listing's owner can add documents to it." };
  }
  const closed = uploadClosedReason(listing.status);
  return closed ? { status: 409, message: closed } : null;
}

/** Why a listing in this status takes no more documents; null while it does. */
export function uploadClosedReason(status: ListingStatus): string | null {
  if (DOCUMENT_UPLOAD_STATUSES.includes(status)) return null;
  return refusedWhile("Documents can no longer be added", status);
}

/**
 * May the viewer read this stored document? A dispute's evidence belongs to the dispute's own
 * buyer and the seller (and administrators): after a full refund the listing may have a new buyer,
 * who must not read it, while the buyer who disputed still may.
 */
export function documentReadRefusal(document: DocumentToShow, viewer: Viewer, now: Date): Refusal | null {
  const listing =
    document.kind === "dispute" && document.disputeBuyerId !== null
      ? { ...document.listing, buyerId: document.disputeBuyerId }
      : document.listing;
  return readRefusal(document.kind, listing, viewer, now);
}

/**
 * May the viewer read documents of this kind on this listing? A listing they cannot see answers
 * 404 (as if missing); a visible listing whose documents are not for them answers 401 to visitors
 * and 403 to members.
 */
export function readRefusal(kind: DocumentKind, listing: ListingFacts, viewer: Viewer, now: Date): Refusal | null {
  const access = judgmentAccess(listing, viewer, now);
  if (!access.canView) return { status: 404, message: NO_DOCUMENT_MESSAGE };
  const allowed =
    kind === "listing" ? access.canSeeDocuments : access.relation === "owner" || access.relation === "admin" || access.relation === "buyer";
  if (allowed) return null;
  if (access.relation === "visitor") return { status: 401, message: "Please sign in to see the documents." };
  return {
    status: 403,
    message:
      kind === "listing"
        ? "The seller shares these documents privately with the buyer, once the purchase is paid."
        : `Only the seller, the buyer and administrators can see the ${kind === "dispute" ? "dispute's" : "assignment"} documents.`,
  };
}
