// The listing statuses of DESIGN.md section 3 as people see them. The transitions themselves are
// written down once, as data, with the transaction work (issue 5).

export const listingStatuses = [
  "new",
  "active",
  "hidden",
  "offer_accepted",
  "paid",
  "assigned",
  "disputed",
  "sold",
  "cancelled",
  // An administrator declined it with a reason; the seller edits and resubmits it (docs/decisions/0039).
  "declined",
  // Part of a portfolio listing (docs/decisions/0055): not offered on, bought or edited alone; its
  // sale is its portfolio's. It stays so for as long as it is in the portfolio, sale included.
  "in_portfolio",
] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** What a listing row is: one judgment, or a portfolio of them sold as one (docs/decisions/0055). */
export const listingKinds = ["judgment", "portfolio"] as const;
export type ListingKind = (typeof listingKinds)[number];

export const listingStatusLabels: Record<ListingStatus, string> = {
  new: "Pending Review",
  active: "Active",
  hidden: "Hidden",
  offer_accepted: "Offer Accepted",
  paid: "PAID",
  assigned: "Assigned",
  disputed: "Disputed",
  sold: "Sold",
  cancelled: "Cancelled",
  declined: "Declined",
  in_portfolio: "In portfolio",
};

/**
 * Where a listing stands, as the clause a person would write after a refusal ("Offers can't be
 * accepted or rejected now: an offer on this listing was already accepted."), never the status's
 * code ("while the listing is offer accepted"). Every refusal that depends on the listing's status
 * words it here (refusedWhile).
 */
export const listingSituations: Record<ListingStatus, string> = {
  new: "this listing is waiting for review",
  active: "this listing is already live",
  hidden: "this listing is hidden",
  offer_accepted: "an offer on this listing was already accepted",
  paid: "the buyer has already paid for this listing",
  assigned: "this listing was already assigned to its buyer",
  disputed: "the sale of this listing is in dispute",
  sold: "this listing was already sold",
  cancelled: "this listing was removed",
  declined: "this listing was declined at review",
  in_portfolio: "this judgment is part of a portfolio",
};

/** A refusal because of the listing's status: refusedWhile("Offers can't be accepted or rejected now", "sold") → "…now: this listing was already sold." */
export function refusedWhile(refusal: string, status: ListingStatus): string {
  return `${refusal}: ${listingSituations[status]}.`;
}

/**
 * What a listing is shown as: its status, except that a new listing whose listing fee is still due
 * waits for the seller, not for an administrator (approval is refused until the fee is paid).
 */
export type ShownStatus = ListingStatus | "awaiting_fee";

export const shownStatusLabels: Record<ShownStatus, string> = { ...listingStatusLabels, awaiting_fee: "Awaiting listing fee" };

/** True while part of the listing fee (cents) is not covered by what was paid for it. */
export function isListingFeeDue(feeCents: number, paidCents: number): boolean {
  return feeCents > 0 && paidCents < feeCents;
}

/** The one place that decides between "Pending Review" and "Awaiting listing fee". */
export function shownStatus(status: ListingStatus, feeDue: boolean): ShownStatus {
  return status === "new" && feeDue ? "awaiting_fee" : status;
}

export function listingStatusLabel(status: ListingStatus, feeDue: boolean): string {
  return shownStatusLabels[shownStatus(status, feeDue)];
}

/** Only active listings are shown to the public (browse, search, public pages). */
export const PUBLIC_STATUS: ListingStatus = "active";

/**
 * The buyer has paid: the money is held, then the judgment is assigned (and perhaps disputed), then
 * the sale completes.
 */
export const PAID_STATUSES = ["paid", "assigned", "disputed", "sold"] as const satisfies readonly ListingStatus[];
export type PaidStatus = (typeof PAID_STATUSES)[number];

/** An offer was accepted: the listing has its buyer, who pays, then receives the assignment. */
export const ACCEPTED_STATUSES = ["offer_accepted", ...PAID_STATUSES] as const satisfies readonly ListingStatus[];
export type AcceptedStatus = (typeof ACCEPTED_STATUSES)[number];

export function isPaidOrLater(status: ListingStatus): status is PaidStatus {
  return (PAID_STATUSES as readonly ListingStatus[]).includes(status);
}

/** The listing has its buyer: an offer (or Buy Now) was accepted, paid or not. */
export function isAcceptedOrLater(status: ListingStatus): status is AcceptedStatus {
  return (ACCEPTED_STATUSES as readonly ListingStatus[]).includes(status);
}

/**
 * Statuses whose detail page a signed-in non-owner may open: the live listing, and the stages after
 * an accepted offer (the accepted buyer follows them there; others see it is no longer available).
 */
export const VISIBLE_DETAIL_STATUSES: readonly ListingStatus[] = [PUBLIC_STATUS, ...ACCEPTED_STATUSES];
