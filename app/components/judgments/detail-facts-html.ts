// The collectability facts the seller gave (issue 17) as markup (decision 0056), as every page lists
// them (factRows in app/domain/collectability-facts.ts: "Not stated" where the seller left one empty),
// with the date of entry (the date awarded) beside the date of the last renewal. The section's one
// writer, for the pages written in markup and for React (DetailFacts places it).
import { each, html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { factRows } from "~/domain/collectability-facts";
import { formatDate } from "~/domain/dates";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";

type FactRow = { key: string; label: string; text: string; stated: boolean };

/** The facts table's rows. */
export function factRowsHtml(facts: CollectabilityFacts, dateAwarded: string): Html {
  const rows: FactRow[] = factRows(facts).map((row) => ({ ...row, key: row.field }));
  const renewal = rows.findIndex((row) => row.key === "last_renewed_on");
  rows.splice(renewal, 0, { key: "date_of_entry", label: "Date of entry (date awarded)", text: formatDate(dateAwarded), stated: true });
  return each(
    rows,
    (row) => html`<tr><th scope="row" class="w-2/5 px-5 py-2 text-left font-medium text-slate-600 sm:px-6">${row.label}</th>\
<td class="${`px-5 py-2 font-medium sm:px-6 ${row.stated ? "text-slate-900" : "text-slate-500"}`}" data-testid="${`fact-${row.key.replace(/_/g, "-")}`}">${row.text}</td></tr>`,
  );
}

export function detailFactsParts(facts: CollectabilityFacts, dateAwarded: string): MarkupElementParts {
  return {
    tag: "section",
    attributes: { class: "card overflow-hidden", "aria-labelledby": "facts-title", "data-testid": "judgment-facts" },
    inside: html`<h2 id="facts-title" class="px-5 pt-5 text-lg font-semibold sm:px-6">Collectability facts</h2>\
<p class="px-5 text-sm text-slate-600 sm:px-6">As the seller stated them.</p>\
<table class="mt-3 w-full text-sm"><tbody class="divide-y divide-slate-100">${factRowsHtml(facts, dateAwarded)}</tbody></table>`,
  };
}

export function detailFactsHtml(facts: CollectabilityFacts, dateAwarded: string): Html {
  return markupElementHtml(detailFactsParts(facts, dateAwarded));
}
