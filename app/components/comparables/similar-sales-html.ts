// "What similar judgments sold for" (issue 31) as markup (docs/decisions/0056): the comparable
// sales' sentence and where this listing's prices fall among them, or why there is no figure yet.
// A member's judgment page, the listing edit form and the wizard's pricing step show it; React
// places this element (./similar-sales.tsx), so the section, its chart included, has one writer.
import { html } from "~/components/html/html";
import type { MarkupElementParts } from "~/components/html/markup-element";
import type { ComparableFigures, Placement } from "~/domain/comparables/figures";
import { MIN_COMPARABLE_SALES } from "~/domain/comparables/figures";
import { priceAmongSalesHtml, type PriceStripDrawing } from "./price-among-sales";

export type SimilarSalesView =
  | { kind: "figures"; figures: ComparableFigures; marks: { label: string; placement: Placement }[]; drawing: PriceStripDrawing }
  /** Fewer than five comparable sales so far: the page says so, with no figure. */
  | { kind: "too-few" };

export type SimilarSalesProps = {
  view: SimilarSalesView | null;
  /** Names the heading and the chart: unique on the page. */
  id?: string;
  heading?: string;
};

/** The section's inside below the heading: the strip and the note on where the figures come from. */
function figuresHtml(view: Extract<SimilarSalesView, { kind: "figures" }>, id: string) {
  const chart = priceAmongSalesHtml({
    id: `${id}-chart`,
    spread: view.figures,
    groupName: view.figures.sentence,
    marks: view.marks.map((m) => ({ label: m.label, shareBps: m.placement.shareBps, words: m.placement.words })),
    drawing: view.drawing,
  });
  return html`<div class="mt-3">${chart}</div><p class="mt-2 text-xs text-slate-500">Completed sales on this marketplace: the price \
paid as a share of the estimated balance on the day of sale. Never from fewer than <!-- -->${MIN_COMPARABLE_SALES}<!-- --> sales; no \
buyer or seller is named.</p>`;
}

/** The section's element; null without a view (a visitor, a draft with nothing to compare). */
export function similarSalesSection({
  view,
  id = "similar-sales",
  heading = "What similar judgments sold for",
}: SimilarSalesProps): MarkupElementParts | null {
  if (!view) return null;
  return {
    tag: "section",
    attributes: { class: "card p-5", "aria-labelledby": `${id}-heading`, "data-testid": "similar-sales" },
    inside: html`<h2 id="${id}-heading" class="text-lg font-semibold">${heading}</h2>${
      view.kind === "too-few"
        ? html`<p class="mt-2 text-sm text-slate-600" data-testid="similar-sales-too-few">Fewer than <!-- -->${MIN_COMPARABLE_SALES}\
<!-- --> similar judgments have sold here yet, so we show no figure: a price from so few sales would mislead.</p>`
        : figuresHtml(view, id)
    }`,
  };
}
