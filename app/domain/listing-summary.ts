// A listing as every list of them shows it (browse, the featured lists, a member's public page,
// the home page's cards, the watchlist): one shape, read by the queries' listingSummaryColumns
// (app/server/queries/listing-summary.ts) and rendered by the components. `Instant` is the type of
// listedAt: a Date, or its ISO string where a loader sends strings.
import type { ListingKind } from "~/domain/listing-status";

export type ListingSummary<Instant = Date> = {
  id: number;
  /** A judgment, or a portfolio of judgments sold as one (docs/decisions/0055). */
  kind: ListingKind;
  /** A portfolio's number of judgments; null for a judgment. */
  portfolioSize: number | null;
  title: string;
  /** Null for a portfolio whose judgments are in several states (its county too, in several counties). */
  stateName: string | null;
  stateAbbreviation: string | null;
  countyName: string | null;
  /** A portfolio's: how many states and counties its judgments are in (placeWords, app/domain/listing-place.ts); null for a judgment. */
  stateCount: number | null;
  countyCount: number | null;
  /** The judgment's value (a portfolio's: its judgments' summed), cents. */
  amountCents: number;
  /** The asking price, cents. */
  priceCents: number;
  /** The seller's Buy Now price, cents, when set (Buy Now buys at it). */
  buyNowCents: number | null;
  /** Null while it was never listed. */
  listedAt: Instant | null;
  /** In its premium first look (only the lists that can show one set it; premium members see the mark). */
  firstLook?: boolean;
};
