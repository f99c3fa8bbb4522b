// The shape of one listing on /selling, as the page's loader delivers it.
import type { BuyingLineView } from "~/components/buy-requests/types";
import type { ListingStatus } from "~/domain/listing-status";
import type { FeeState, NextStep } from "~/domain/listing-facts";
import type { DeadlineFlag } from "~/domain/judgment-value/wording";
import type { ThreadEvent } from "~/domain/negotiation";

/** A pending offer in negotiation on the listing: the buyer, the amounts as they stand, the thread. */
export type SellingNegotiation = {
  id: number;
  buyerHandle: string;
  amountCents: number;
  awaiting: "seller" | "buyer";
  counterCents: number | null;
  counterExpiresAt: string | null;
  thread: ThreadEvent[];
};

/** A judgment of a portfolio, shown under the portfolio's row. */
export type SellingMember = { id: number; title: string; location: string; amountCents: number };

export type SellingRow = {
  id: number;
  /** A judgment, or a portfolio of them (docs/decisions/0055) with its judgments under it. */
  kind: "judgment" | "portfolio";
  portfolioSize: number | null;
  members: SellingMember[];
  title: string;
  status: ListingStatus;
  priceCents: number;
  amountCents: number;
  /** The sale price once an offer was accepted. */
  acceptedOfferCents: number | null;
  location: string;
  createdAt: string;
  updatedAt: string;
  listedAt: string | null;
  soldAt: string | null;
  cancelledAt: string | null;
  fee: FeeState;
  enhancements: string[];
  counts: { views: number; watchlist: number; offers: number };
  infoRequest: { message: string; requestedAt: string } | null;
  /** Declined by the review team: why (docs/decisions/0039). */
  decline: { reason: string; declinedAt: string } | null;
  nextStep: NextStep | null;
  /** Its pending offers that were countered, oldest first (active listings only). */
  negotiations: SellingNegotiation[];
  /** Active listings: investors whose standing buy requests it meets, counted (docs/decisions/0054). */
  buying: BuyingLineView | null;
  /** Within 18 months of an enforceability deadline or past it: the flag and the next action. */
  deadline: DeadlineFlag | null;
};
