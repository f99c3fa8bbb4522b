// What the selling pages say about a listing beyond its status: the listing fee's state, what the
// seller does next, and its paid enhancements. Pure functions over plain values.
import { formatDate } from "~/domain/dates";
import { formatDeadline } from "~/domain/escrow";
import { isListingFeeDue, type ListingStatus } from "~/domain/listing-status";

export type SellingSectionName = "pending" | "active" | "closed";

/**
 * Where a listing shows on /selling: waiting for review (or declined, waiting for the seller's
 * resubmission); live or on its way to a sale (hidden ones too, marked); or over (sold, or removed
 * by the seller).
 */
export const sellingSections: Record<ListingStatus, SellingSectionName> = {
  new: "pending",
  declined: "pending",
  active: "active",
  hidden: "active",
  offer_accepted: "active",
  paid: "active",
  assigned: "active",
  disputed: "active",
  sold: "closed",
  cancelled: "closed",
  // On its way to a sale as part of its portfolio (slice 2 lists it under the portfolio).
  in_portfolio: "active",
};

export type FeeState = { kind: "free" } | { kind: "paid"; paidCents: number } | { kind: "due"; dueCents: number; feeCents: number };

/** The listing fee as the seller stands with it: nothing to pay, paid, or (part of it) still due. */
export function listingFeeState(feeCents: number, paidCents: number): FeeState {
  if (feeCents <= 0) return paidCents > 0 ? { kind: "paid", paidCents } : { kind: "free" };
  if (!isListingFeeDue(feeCents, paidCents)) return { kind: "paid", paidCents };
  return { kind: "due", dueCents: feeCents - paidCents, feeCents };
}

export const checkoutPath = (judgmentId: number) => `/sell/checkout?judgment_id=${judgmentId}`;

export type NextStep = { text: string; tone: "action" | "waiting" | "info"; link?: { to: string; label: string } };

/** What the seller does next on a listing past review (DESIGN.md section 3), or null when nothing. */
export function sellerNextStep(
  listing: {
    id: number;
    status: ListingStatus;
    paymentDueAt: string | null;
    assignmentDueAt?: string | null;
    inspectionDueAt?: string | null;
  },
  pendingOffers: number,
  now: Date,
): NextStep | null {
  const page = `/judgments/${listing.id}`;
  switch (listing.status) {
    case "active":
      return pendingOffers > 0
        ? {
            tone: "action",
            text: `${pendingOffers === 1 ? "1 offer is" : `${pendingOffers} offers are`} waiting for your answer.`,
            link: { to: `${page}#offers`, label: "Review offers" },
          }
        : null;
    case "hidden":
      return { tone: "info", text: "Hidden from browse and search. Unhide it to sell it again.", link: { to: page, label: "Manage" } };
    case "offer_accepted": {
      const due = listing.paymentDueAt ? new Date(listing.paymentDueAt) : null;
      if (due && due.getTime() < now.getTime()) {
        return {
          tone: "action",
          text: "The buyer did not pay in time. You can relist the judgment.",
          link: { to: page, label: "Open listing" },
        };
      }
      return { tone: "waiting", text: due ? `Waiting for the buyer to pay, by ${formatDate(due)}.` : "Waiting for the buyer to pay." };
    }
    case "paid":
      return {
        tone: "action",
        text: `The buyer paid; we hold the money. Assign the judgment to the buyer and upload the assignment documents${
          listing.assignmentDueAt
            ? ` by ${formatDeadline(listing.assignmentDueAt)}; after that the buyer may cancel and is refunded in full`
            : ""
        }.`,
        link: { to: `${page}#assignment`, label: "Assign the judgment" },
      };
    case "assigned":
      return {
        tone: "waiting",
        text: listing.inspectionDueAt
          ? `Waiting for the buyer to confirm receipt of the assignment, by ${formatDeadline(listing.inspectionDueAt)} at the latest; then the sale completes and your payout follows.`
          : "Waiting for the buyer to confirm receipt of the assignment. Your payout follows.",
      };
    case "disputed":
      return {
        tone: "action",
        text: "The buyer opened a dispute; your payout is held until an administrator resolves it. Answer it on the listing's page.",
        link: { to: `${page}#escrow`, label: "See the dispute" },
      };
    default:
      return null;
  }
}

export type Enhancements = { highlight: boolean; embolden: boolean; featuredState: boolean; featuredNationwide: boolean };

/** The paid enhancements in force, as labels. */
export function enhancementLabels(e: Enhancements): string[] {
  return [
    e.featuredNationwide && "Featured nationwide",
    e.featuredState && "Featured in state",
    e.highlight && "Highlighted",
    e.embolden && "Bold",
  ].filter((label): label is string => Boolean(label));
}
