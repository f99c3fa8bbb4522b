// The listing statuses of DESIGN.md section 3 as people see them. The transitions themselves are
// written down once, as data, with the transaction work (issue 5).

export const listingStatuses = ["new", "active", "hidden", "offer_accepted", "paid", "assigned", "sold", "cancelled"] as const;
export type ListingStatus = (typeof listingStatuses)[number];

export const listingStatusLabels: Record<ListingStatus, string> = {
  new: "Pending Review",
  active: "Active",
  hidden: "Hidden",
  offer_accepted: "Offer Accepted",
  paid: "PAID",
  assigned: "Assigned",
  sold: "Sold",
  cancelled: "Cancelled",
};

/** Only active listings are shown to the public (browse, search, public pages). */
export const PUBLIC_STATUS: ListingStatus = "active";

/**
 * Statuses whose detail page a signed-in non-owner may open: the live listing, and the stages after
 * an accepted offer (the accepted buyer follows them there; others see it is no longer available).
 */
export const VISIBLE_DETAIL_STATUSES: readonly ListingStatus[] = ["active", "offer_accepted", "paid", "assigned", "sold"];
