// Who sees a listing, its documents and its offers (docs/decisions/0009), decided once here and
// used by the judgment page, every JSON endpoint and action that takes a listing id, the watchlist
// and the documents:
// - active: everyone, visitors included.
// - new (pending review), hidden, cancelled: only the owner and administrators.
// - offer_accepted, paid, assigned, sold: the owner, administrators, the accepted buyer, and
//   other signed-in members read-only (the page says it is no longer available; a watcher can
//   follow what became of it). Visitors never see a listing that is not active.
// Whoever may not see a listing gets the answer of an id that does not exist (404), so a hidden
// listing cannot be told apart from a missing one.
// - Listing documents: the owner, administrators and the accepted buyer; other signed-in viewers
//   only when the listing's privacy is 'public'. Visitors never.
// - Offers: the owner and administrators always; other viewers when offers_visibility is 'all'.
//   What a buyer wrote with an offer: the owner and administrators only.
// - The accepted buyer's id: only the owner, administrators and that buyer.
import { VISIBLE_DETAIL_STATUSES, type ListingStatus } from "~/domain/listing-status";
import { isAdmin } from "~/domain/permissions";

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
  /** The message a buyer wrote with its offer. */
  canSeeOfferMessages: boolean;
  /** Make Offer, Buy Now, Contact Seller and Watch: signed-in non-owners, active listings only. */
  canAct: boolean;
};

/**
 * The facts of a listing that decide who sees it. The buyer only matters to tell a visitor apart
 * from the buyer, so owner-only checks of a signed-in member may leave it out.
 */
export type ListingParties = { sellerId: number; buyerId?: number | null; status: ListingStatus };

type AccessInput = ListingParties & { privacy: "public" | "private"; offersVisibility: "all" | "owner" };

const OWNER_AND_ADMIN_ONLY: readonly ListingStatus[] = ["new", "hidden", "cancelled"];

export function relationTo(judgment: Pick<ListingParties, "sellerId" | "buyerId">, viewer: Viewer): ViewerRelation {
  if (!viewer) return "visitor";
  if (viewer.id === judgment.sellerId) return "owner";
  if (isAdmin(viewer.roles)) return "admin";
  if (judgment.buyerId != null && viewer.id === judgment.buyerId) return "buyer";
  return "member";
}

/** Whether the viewer may know the listing exists; everyone else gets the 404 of a missing id. */
export function canViewListing(listing: ListingParties, viewer: Viewer): boolean {
  const relation = relationTo(listing, viewer);
  if (listing.status === "active") return true;
  if (OWNER_AND_ADMIN_ONLY.includes(listing.status)) return relation === "owner" || relation === "admin";
  return relation !== "visitor" && VISIBLE_DETAIL_STATUSES.includes(listing.status);
}

/**
 * For the owner's and the buyer's own actions: whether this member may know the listing exists,
 * their administrator rights left aside (those actions are not an administrator's to take).
 */
export function memberMaySee(listing: ListingParties, userId: number): boolean {
  return canViewListing(listing, { id: userId, roles: [] });
}

export function judgmentAccess(judgment: AccessInput, viewer: Viewer): JudgmentAccess {
  const relation = relationTo(judgment, viewer);
  const privileged = relation === "owner" || relation === "admin";
  const canView = canViewListing(judgment, viewer);
  const signedIn = relation !== "visitor";
  return {
    relation,
    canView,
    canSeeDocuments: canView && (privileged || relation === "buyer" || (signedIn && judgment.privacy === "public")),
    canSeeOffers: canView && (privileged || judgment.offersVisibility === "all"),
    canSeeBuyerId: canView && (privileged || relation === "buyer"),
    canSeeOfferMessages: canView && privileged,
    canAct: canView && signedIn && relation !== "owner" && judgment.status === "active",
  };
}

/**
 * Why the documents are not listed to this viewer, or null when they are: a visitor may sign in to
 * read a public listing's documents; anyone else waits for an accepted offer.
 */
export function documentsHiddenReason(
  access: Pick<JudgmentAccess, "relation" | "canSeeDocuments">,
  privacy: "public" | "private",
): "sign_in" | "after_acceptance" | null {
  if (access.canSeeDocuments) return null;
  return access.relation === "visitor" && privacy === "public" ? "sign_in" : "after_acceptance";
}
