// The collectability facts the seller gave (issue 17), as every page lists them (factRows in
// app/domain/collectability-facts.ts: "Not stated" where the seller left one empty), with the date
// of entry (the date awarded) beside the date of the last renewal.
import { factRows } from "~/domain/collectability-facts";
import { formatDate } from "~/domain/dates";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";

export function DetailFacts({ facts, dateAwarded }: { facts: CollectabilityFacts; dateAwarded: string }) {
  const rows: { key: string; label: string; text: string; stated: boolean }[] = factRows(facts).map((row) => ({ ...row, key: row.field }));
  const renewal = rows.findIndex((row) => row.key === "last_renewed_on");
  rows.splice(renewal, 0, { key: "date_of_entry", label: "Date of entry (date awarded)", text: formatDate(dateAwarded), stated: true });
  return (
    <section className="card overflow-hidden" aria-labelledby="facts-title" data-testid="judgment-facts">
      <h2 id="facts-title" className="px-5 pt-5 text-lg font-semibold sm:px-6">
        Collectability facts
      </h2>
      <p className="px-5 text-sm text-slate-600 sm:px-6">As the seller stated them.</p>
      <table className="mt-3 w-full text-sm">
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="w-2/5 px-5 py-2 text-left font-medium text-slate-600 sm:px-6">
                {row.label}
              </th>
              <td
                className={`px-5 py-2 font-medium sm:px-6 ${row.stated ? "text-slate-900" : "text-slate-500"}`}
                data-testid={`fact-${row.key.replace(/_/g, "-")}`}
              >
                {row.text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
