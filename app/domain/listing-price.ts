// Which price a listing shows, and under which words (issue 27, item 6: a paid listing read
// "ASKING PRICE $15,174 · PAID" while $12,500 was paid). Once an offer is accepted (offer_accepted,
// paid, assigned, disputed, sold) the figure that matters is the agreed price, the accepted
// offer's amount; a viewer who may not know it (mayKnowAgreedPrice in listing-visibility.ts) reads
// the asking price under words that do not pass it off as the sale's. Every page, dashboard,
// e-mail and the JSON API call this, so the label and the figure never disagree.
import { isAcceptedOrLater, type ListingStatus } from "~/domain/listing-status";

export type ShownPriceKind = "asking" | "agreed" | "last_asking";

export const shownPriceLabels: Record<ShownPriceKind, string> = {
  asking: "Asking price",
  agreed: "Agreed price",
  last_asking: "Last asking price",
};

export type ShownPrice = { kind: ShownPriceKind; label: string; cents: number };

/**
 * The price to show: the agreed price once an offer is accepted and the viewer may know it
 * (`agreedCents` is null otherwise), the last asking price to anyone else, the asking price before.
 */
export function shownPrice(listing: { status: ListingStatus; priceCents: number }, agreedCents: number | null): ShownPrice {
  const kind: ShownPriceKind = !isAcceptedOrLater(listing.status) ? "asking" : agreedCents !== null ? "agreed" : "last_asking";
  return { kind, label: shownPriceLabels[kind], cents: kind === "agreed" ? agreedCents! : listing.priceCents };
}
