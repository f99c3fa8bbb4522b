// The collectability facts the seller gave (issue 17), as every page lists them (factRows in
// app/domain/collectability-facts.ts: "Not stated" where the seller left one empty), with the date
// of entry (the date awarded) beside the date of the last renewal. The table's rows are escaped
// markup (decision 0056), the same on the pages that hydrate (the owner's) and those that do not.
import { each, html, type Html } from "~/components/html/html";
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

export function DetailFacts({ facts, dateAwarded }: { facts: CollectabilityFacts; dateAwarded: string }) {
  return (
    <section className="card overflow-hidden" aria-labelledby="facts-title" data-testid="judgment-facts">
      <h2 id="facts-title" className="px-5 pt-5 text-lg font-semibold sm:px-6">
        Collectability facts
      </h2>
      <p className="px-5 text-sm text-slate-600 sm:px-6">As the seller stated them.</p>
      <table className="mt-3 w-full text-sm">
        <tbody className="divide-y divide-slate-100" dangerouslySetInnerHTML={factRowsHtml(facts, dateAwarded)} />
      </table>
    </section>
  );
}
