// "What it's worth": the estimated balance today (principal, interest, the rate periods with their
// sources), the asking price as a share of it, and the enforceability clock (the next required
// action and its window, the lien's expiry, the hard outer limit, the status "based on the records
// provided"), each with its citation, its confidence and the estimate notice, and the rules
// version used (judgment-rules.md section 5). Server-rendered text only: no state, no effects.
// Escaped markup (docs/decisions/0056): with its two charts, the section was most of the judgment
// page's elements, and React's render of them most of the page's render; the route places it with
// <MarkupElement> (./detail-value.tsx), a page written without React could place markupElementHtml.
import { html } from "~/components/html/html";
import type { MarkupElementParts } from "~/components/html/markup-element";
import { formatDate } from "~/domain/dates";
import { rulesVersionText } from "~/domain/judgment-value/wording";
import type { DetailValue, DetailValueCharts } from "./detail-types";
import { balanceHtml } from "./value-balance";
import { clockHtml } from "./value-clock";

/** The FAQ entry that explains how the figures are made. */
export const VALUE_FAQ_PATH = "/faq#judgment-value";

export type DetailValueProps = {
  value: DetailValue;
  /** The balance over time and the enforceability timeline, drawn by the loader. */
  charts: DetailValueCharts;
  priceCents: number;
  amountCents: number;
};

const HEADING = "text-sm font-semibold uppercase tracking-wide text-slate-600";

/** The section's element. */
export function detailValueSection({ value, charts, priceCents, amountCents }: DetailValueProps): MarkupElementParts {
  const balance = balanceHtml({ balance: value.balance, shareBps: value.shareBps, priceCents, amountCents, chart: charts.balance });
  return {
    tag: "section",
    attributes: { class: "card p-5 sm:p-6", "aria-labelledby": "value-title", id: "judgment-value", "data-testid": "judgment-value" },
    inside: html`<h2 id="value-title" class="text-lg font-semibold">What it&#x27;s worth</h2><p class="mt-1 text-sm text-slate-600">\
Estimates for <!-- -->${formatDate(value.asOf)}<!-- --> from the records the seller provided and <!-- -->${value.stateName ?? "the state"}\
<!-- -->&#x27;s rules.<!-- --> <a href="${VALUE_FAQ_PATH}">How these figures are made</a></p>\
<div class="mt-5" data-testid="value-balance"><h3 class="${HEADING}">Estimated balance today</h3>${balance}</div>\
<div class="mt-6 border-t border-slate-200 pt-5" data-testid="value-clock"><h3 class="${HEADING}">Enforceability clock</h3>\
${clockHtml(value.clock, value.asOf, charts.timeline)}</div>\
<p class="mt-5 border-t border-slate-200 pt-3 text-xs text-slate-600" data-testid="rules-version">${rulesVersionText(value.rules)}<!-- -->.</p>`,
  };
}
