// "What similar judgments sold for" (issue 31): the comparable sales' sentence and where this
// listing's prices fall among them, or why there is no figure yet. Shown beside the asking price on
// the judgment page, and in the owner's forms.
import type { ComparableFigures, Placement } from "~/domain/comparables/figures";
import { MIN_COMPARABLE_SALES } from "~/domain/comparables/figures";
import { PriceAmongSales, type PriceStripDrawing } from "./price-among-sales";

export type SimilarSalesView =
  | { kind: "figures"; figures: ComparableFigures; marks: { label: string; placement: Placement }[]; drawing: PriceStripDrawing }
  /** Fewer than five comparable sales so far: the page says so, with no figure. */
  | { kind: "too-few" };

export function SimilarSales({
  view,
  id = "similar-sales",
  heading = "What similar judgments sold for",
}: {
  view: SimilarSalesView | null;
  id?: string;
  heading?: string;
}) {
  if (!view) return null;
  return (
    <section className="card p-5" aria-labelledby={`${id}-heading`} data-testid="similar-sales">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      {view.kind === "too-few" ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="similar-sales-too-few">
          Fewer than {MIN_COMPARABLE_SALES} similar judgments have sold here yet, so we show no figure: a price from so few sales would
          mislead.
        </p>
      ) : (
        <>
          <div className="mt-3">
            <PriceAmongSales
              id={`${id}-chart`}
              spread={view.figures}
              groupName={view.figures.sentence}
              marks={view.marks.map((m) => ({ label: m.label, shareBps: m.placement.shareBps, words: m.placement.words }))}
              drawing={view.drawing}
            />
          </div>
          <p className="mt-2 text-xs text-slate-500">
            Completed sales on this marketplace: the price paid as a share of the estimated balance on the day of sale. Never from fewer
            than {MIN_COMPARABLE_SALES} sales; no buyer or seller is named.
          </p>
        </>
      )}
    </section>
  );
}
