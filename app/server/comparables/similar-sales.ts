// What similar judgments sold for, and where a listing's prices fall among them (issue 31,
// docs/decisions/0051), as the pages show it: the judgment page beside the asking price, the
// listing edit form and the wizard's pricing step.
import type { SimilarSalesView } from "~/components/comparables/similar-sales";
import { placeAmong } from "~/domain/comparables/figures";
import type { ComparableSubject } from "~/domain/comparables/levels";
import type { Executor } from "~/server/db/client";
import { cachedComparablesFor } from "./cached-figures";
import { layoutPriceStrip } from "./price-strip-layout";

/** The prices to place among the sales: the asking price and the Buy Now price when there is one. */
export type ListingPrices = { priceCents: number | null; buyNowCents: number | null };

export async function similarSalesOf(
  db: Executor,
  subject: ComparableSubject,
  prices: ListingPrices,
  now: Date,
  /** How long the group's figures may be kept (config.figuresCacheSeconds; 0: read now). */
  cacheSeconds = 0,
): Promise<SimilarSalesView> {
  const figures = await cachedComparablesFor(db, subject, now, cacheSeconds);
  if (!figures) return { kind: "too-few" };
  const named = [
    { label: "Asking price", cents: prices.priceCents },
    { label: "Buy Now price", cents: prices.buyNowCents },
  ];
  const marks = named.flatMap(({ label, cents }) => {
    const placement = cents === null ? null : placeAmong(figures, cents, subject.balanceCents);
    return placement ? [{ label, placement }] : [];
  });
  const drawing = layoutPriceStrip(
    figures,
    marks.map((m) => ({ label: m.label, shareBps: m.placement.shareBps })),
  );
  return { kind: "figures", figures, marks, drawing };
}
