// A listing as every list of them shows it (browse, the featured lists, a member's public page,
// the home page's cards, the watchlist): one shape, read by the queries' listingSummaryColumns
// (app/server/queries/listing-summary.ts) and rendered by the components. `Instant` is the type of
// listedAt: a Date, or its ISO string where a loader sends strings.
export type ListingSummary<Instant = Date> = {
  id: number;
  title: string;
  stateName: string;
  stateAbbreviation: string;
  countyName: string;
  /** The judgment's value, cents. */
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
