// The collectability facts the seller gave (issue 17): the court, the debt, default or litigated,
// the rate stated in the judgment, the date of entry (the date awarded) and of the last renewal,
// and what the seller knows of the debtor; "Not stated" where the seller left one empty.
import { formatDate } from "~/domain/dates";
import {
  courtTypeLabels,
  debtorAssetFacts,
  debtorTypeLabels,
  debtTypeLabels,
  factText,
  formatRatePercent,
  litigationLabels,
  NOT_STATED,
  yesNo,
  type CollectabilityFacts,
} from "~/domain/judgment-value/facts";

export function DetailFacts({ facts, dateAwarded }: { facts: CollectabilityFacts; dateAwarded: string }) {
  const rows: [label: string, value: string, testId: string][] = [
    ["Court type", factText(courtTypeLabels, facts.courtType), "fact-court-type"],
    ["Type of debt", factText(debtTypeLabels, facts.debtType), "fact-debt-type"],
    ["Default or litigated", factText(litigationLabels, facts.litigation), "fact-litigation"],
    [
      "Interest rate stated in the judgment",
      facts.statedRatePercent === null ? NOT_STATED : formatRatePercent(facts.statedRatePercent),
      "fact-stated-rate",
    ],
    ["Date of entry (date awarded)", formatDate(dateAwarded), "fact-entry"],
    [
      "Last renewal, revival or writ of execution",
      facts.lastRenewedOn === null ? NOT_STATED : formatDate(facts.lastRenewedOn),
      "fact-last-renewal",
    ],
    ["Debtor is", factText(debtorTypeLabels, facts.debtorType), "fact-debtor-type"],
    ...debtorAssetFacts.map((fact): [string, string, string] => [
      `Debtor: ${fact.label.toLowerCase()}`,
      yesNo(facts[fact.key]),
      `fact-${fact.field}`,
    ]),
  ];
  return (
    <section className="card overflow-hidden" aria-labelledby="facts-title" data-testid="judgment-facts">
      <h2 id="facts-title" className="px-5 pt-5 text-lg font-semibold sm:px-6">
        Collectability facts
      </h2>
      <p className="px-5 text-sm text-slate-600 sm:px-6">As the seller stated them.</p>
      <table className="mt-3 w-full text-sm">
        <tbody className="divide-y divide-slate-100">
          {rows.map(([label, value, testId]) => (
            <tr key={label}>
              <th scope="row" className="w-2/5 px-5 py-2 text-left font-medium text-slate-600 sm:px-6">
                {label}
              </th>
              <td
                className={`px-5 py-2 font-medium sm:px-6 ${value === NOT_STATED ? "text-slate-500" : "text-slate-900"}`}
                data-testid={testId}
              >
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
