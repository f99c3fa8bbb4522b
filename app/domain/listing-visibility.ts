// Who sees a listing, its documents and its offers (docs/decisions/0009), decided once here and
// used by the judgment page, every JSON endpoint and action that takes a listing id, the watchlist
// and the documents:
// - active: everyone, visitors included.
// - new (pending review), hidden, cancelled, declined: only the owner and administrators.
// - offer_accepted, paid, assigned, sold: the owner, administrators, the accepted buyer, and
//   other signed-in members read-only (the page says it is no longer available; a watcher can
//   follow what became of it). Visitors never see a listing that is not active.
// - The premium first look (docs/decisions/0010-premium.md): for FIRST_LOOK_DAYS after its first
//   approval (listed_at, set once when it first goes live) a listing is seen only by premium
//   members, its owner, administrators and its accepted buyer; other members and visitors see it
//   from day 6, whatever its status by then. List queries apply the same rule in SQL
//   (visibleToViewer in app/server/queries/listing-visibility.ts).
// Whoever may not see a listing gets the answer of an id that does not exist (404), so a hidden
// listing cannot be told apart from a missing one.
// - Listing documents: the owner, administrators and the accepted buyer; other signed-in viewers
//   only when the listing's privacy is 'public'. Visitors never.
// - Offers: the owner and administrators always; other viewers when offers_visibility is 'all'.
//   'owner' hides every amount from everyone else: the list, who made offers and the highest
//   offer (docs/decisions/0033); a bidder still sees its own offer, the count stays public.
//   What a buyer wrote with an offer: the owner and administrators only.
// - The accepted buyer's id: only the owner, administrators and that buyer.
// - The agreed price (the accepted offer's amount, once an offer is accepted): the owner,
//   administrators and the accepted buyer; other viewers as the offers-visibility setting lets
//   them see offers (mayKnowAgreedPrice, the one place that decides it).
import { isPaidOrLater, PUBLIC_STATUS, VISIBLE_DETAIL_STATUSES, type ListingStatus } from "~/domain/listing-status";
import { firstLookEnd, inFirstLook } from "~/domain/membership";
import { isAdmin } from "~/domain/permissions";

/**
 * Who is looking: a signed-in user (id, roles, and whether a premium member at the request's time,
 * computed once per request from the session user and services.clock) or a visitor (null).
 */
export type Viewer = { id: number; roles: readonly string[]; premium: boolean } | null;

/** The viewer a signed-in request user (or a visitor, null) is. */
export type ViewerUser = { id: number; roles: readonly string[]; premium: boolean };
export function viewerOf(user: ViewerUser): NonNullable<Viewer>;
export function viewerOf(user: ViewerUser | null): Viewer;
export function viewerOf(user: ViewerUser | null): Viewer {
  return user && { id: user.id, roles: user.roles, premium: user.premium };
}

/** How the viewer stands to the listing, most privileged first. */
export type ViewerRelation = "owner" | "admin" | "buyer" | "member" | "visitor";

export type JudgmentAccess = {
  relation: ViewerRelation;
  canView: boolean;
  canSeeDocuments: boolean;
  /** The offers, their amounts and the highest offer (docs/decisions/0033). */
  canSeeOffers: boolean;
  canSeeBuyerId: boolean;
  /** The agreed price of a listing past an accepted offer (mayKnowAgreedPrice). */
  canSeeAgreedPrice: boolean;
  /** The message a buyer wrote with its offer. */
  canSeeOfferMessages: boolean;
  /** Make Offer, Buy Now, Contact Seller and Watch: signed-in non-owners, active listings only. */
  canAct: boolean;
};

/**
 * The facts of a listing that decide who sees it. The buyer only matters to tell a visitor apart
 * from the buyer, so owner-only checks of a signed-in member may leave it out.
 */
export type ListingParties = {
  sellerId: number;
  buyerId?: number | null;
  status: ListingStatus;
  /** When it first went live (its first approval); the premium first look runs from it. */
  listedAt: Date | null;
  /**
   * A judgment in a portfolio (`in_portfolio`): its live portfolio's sale, which decides who sees
   * it (docs/decisions/0055, "the governing sale"). Left out, or null, a judgment in a portfolio is
   * its owner's and the administrators' only: the caller did not read its sale.
   */
  governingSale?: GoverningSale | null;
};

/** The sale a listing is seen through: its own, or a member's portfolio's. */
export type GoverningSale = {
  listingId: number;
  sellerId: number;
  status: ListingStatus;
  buyerId: number | null;
  listedAt: Date | null;
};

/**
 * The parties a listing is seen by: a judgment in a portfolio with its governing sale read is seen
 * as its portfolio is (its seller, buyer, status and first approval); any other listing as itself.
 */
export function seenAs<T extends ListingParties>(listing: T): T {
  const sale = listing.status === "in_portfolio" ? listing.governingSale : null;
  if (!sale) return listing;
  return { ...listing, sellerId: sale.sellerId, buyerId: sale.buyerId, status: sale.status, listedAt: sale.listedAt, governingSale: null };
}

type AccessInput = ListingParties & { privacy: "public" | "private"; offersVisibility: "all" | "owner" };

// A judgment in a portfolio is not in this list: it is seen as its portfolio is (seenAs), and is
// its owner's and the administrators' only when its caller did not read its governing sale.
const OWNER_AND_ADMIN_ONLY: readonly ListingStatus[] = ["new", "hidden", "cancelled", "declined"];

export function relationTo(
  listing: Pick<ListingParties, "sellerId" | "buyerId" | "governingSale"> & { status?: ListingStatus },
  viewer: Viewer,
): ViewerRelation {
  // A judgment in a portfolio: the portfolio's buyer is its buyer (they read its assignment documents).
  const judgment = listing.status === "in_portfolio" && listing.governingSale ? listing.governingSale : listing;
  if (!viewer) return "visitor";
  if (viewer.id === judgment.sellerId) return "owner";
  if (isAdmin(viewer.roles)) return "admin";
  if (judgment.buyerId != null && viewer.id === judgment.buyerId) return "buyer";
  return "member";
}

/**
 * Whether the listing is still in its first look and this viewer is one the first look keeps it from:
 * a visitor or a member who is neither premium, the owner, an administrator nor its buyer.
 */
export function hiddenByFirstLook(judgment: ListingParties, viewer: Viewer, now: Date): boolean {
  const listing = seenAs(judgment);
  if (!inFirstLook(listing.listedAt, now)) return false;
  const relation = relationTo(listing, viewer);
  return relation === "visitor" || (relation === "member" && !viewer?.premium);
}

/** Whether the viewer may know the listing exists; everyone else gets the 404 of a missing id. */
export function canViewListing(listing: ListingParties, viewer: Viewer, now: Date): boolean {
  return !hiddenByFirstLook(listing, viewer, now) && statusLetsView(listing, viewer);
}

/**
 * The status part of canViewListing alone, the first look left aside: for a listing transition,
 * whose callers acting for a prospective buyer (Buy Now) check the first look before.
 */
export function statusLetsView(judgment: Omit<ListingParties, "listedAt">, viewer: Viewer): boolean {
  const listing = seenAs({ ...judgment, listedAt: null });
  const relation = relationTo(listing, viewer);
  // A judgment in a portfolio whose sale was not read: its owner's and the administrators'.
  if (listing.status === "in_portfolio") return relation === "owner" || relation === "admin";
  if (listing.status === "active") return true;
  if (OWNER_AND_ADMIN_ONLY.includes(listing.status)) return relation === "owner" || relation === "admin";
  return relation !== "visitor" && VISIBLE_DETAIL_STATUSES.includes(listing.status);
}

/**
 * For the owner's and the accepted buyer's own actions: whether this member may know the listing
 * exists, their administrator rights and premium membership left aside (those actions are not an
 * administrator's to take, and the owner and the buyer see the listing in its first look anyway;
 * anyone else is refused as if it did not exist). A prospective buyer's actions (an offer, Buy
 * Now) pass `premium`: whether the member's membership runs now.
 */
export function memberMaySee(listing: ListingParties, userId: number, now: Date, premium = false): boolean {
  return canViewListing(listing, { id: userId, roles: [], premium }, now);
}

/**
 * When the listing's first look ends, while the judgment page and the API should say so (the
 * "First look" note): only while it is live (active) and in its first look. Once it is under offer,
 * sold, hidden or back in review the note no longer applies (issue 27: it stayed on a sold listing);
 * who may see the listing is still canViewListing's question.
 */
export function firstLookNoteUntil(listing: Pick<ListingParties, "status" | "listedAt">, now: Date): Date | null {
  if (listing.status !== PUBLIC_STATUS || !listing.listedAt || !inFirstLook(listing.listedAt, now)) return null;
  return firstLookEnd(listing.listedAt);
}

/** Whether a premium member should see the "First look" mark on the listing (never others). */
export function showsFirstLookMark(listing: Pick<ListingParties, "listedAt">, viewer: Viewer, now: Date): boolean {
  return Boolean(viewer?.premium) && inFirstLook(listing.listedAt, now);
}

export function judgmentAccess(judgment: AccessInput, viewer: Viewer, now: Date): JudgmentAccess {
  // A judgment in a portfolio is seen as its portfolio (its own privacy and offers visibility kept), never acted on alone.
  const sale = seenAs(judgment);
  const relation = relationTo(judgment, viewer);
  const privileged = relation === "owner" || relation === "admin";
  const canView = canViewListing(judgment, viewer, now);
  const signedIn = relation !== "visitor";
  return {
    relation,
    canView,
    // Private documents: the owner, administrators and, once the purchase is paid, the buyer.
    canSeeDocuments:
      canView && (privileged || (relation === "buyer" && isPaidOrLater(sale.status)) || (signedIn && judgment.privacy === "public")),
    canSeeOffers: canView && (privileged || judgment.offersVisibility === "all"),
    canSeeBuyerId: canView && (privileged || relation === "buyer"),
    canSeeAgreedPrice: canView && mayKnowAgreedPrice(relation, judgment.offersVisibility),
    canSeeOfferMessages: canView && privileged,
    canAct: canView && signedIn && relation !== "owner" && judgment.status === "active",
  };
}

/**
 * Whether this viewer may know what the buyer agreed to pay: the sale's parties and administrators
 * always; anyone else only when the seller lets everyone see the offers (offers_visibility 'all'),
 * since the agreed price is an offer's amount. Lists that show listings past an accepted offer ask
 * it per row, as the judgment page and GET /api/judgments/{id} do through judgmentAccess.
 */
export function mayKnowAgreedPrice(relation: ViewerRelation, offersVisibility: "all" | "owner"): boolean {
  return relation === "owner" || relation === "admin" || relation === "buyer" || offersVisibility === "all";
}

/**
 * Why the documents are not listed to this viewer, or null when they are: a visitor may sign in to
 * read a public listing's documents; anyone else waits until they have bought and paid for it.
 */
export function documentsHiddenReason(
  access: Pick<JudgmentAccess, "relation" | "canSeeDocuments">,
  privacy: "public" | "private",
): "sign_in" | "after_payment" | null {
  if (access.canSeeDocuments) return null;
  return access.relation === "visitor" && privacy === "public" ? "sign_in" : "after_payment";
}
