// The court details of a judgment. An empty courthouse shows as N/A; dates read MM/DD/YYYY. The
// table's rows are escaped markup (decision 0056), on the pages that hydrate (the owner's) too.
import { each, html } from "~/components/html/html";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { DetailJudgment } from "./detail-types";

export function DetailInfoTable({
  judgment,
}: {
  judgment: Pick<DetailJudgment, "state" | "county" | "courthouse" | "casenum" | "amountCents" | "dateAwarded" | "listedAt">;
}) {
  const rows: [label: string, value: string, testId: string][] = [
    ["State", judgment.state.name, "info-state"],
    ["County", judgment.county.name, "info-county"],
    ["Courthouse", judgment.courthouse ?? "N/A", "info-courthouse"],
    ["Case number", judgment.casenum, "info-casenum"],
    ["Judgment amount", formatMoney(judgment.amountCents), "info-amount"],
    ["Date awarded", formatDate(judgment.dateAwarded), "info-awarded"],
    ["Date listed", judgment.listedAt ? formatDate(judgment.listedAt) : "Not listed yet", "info-listed"],
  ];
  return (
    <section className="card overflow-hidden" aria-labelledby="details-title">
      <h2 id="details-title" className="px-5 pt-5 text-lg font-semibold sm:px-6">
        Judgment details
      </h2>
      <table className="mt-3 w-full text-sm">
        <tbody className="divide-y divide-slate-100" dangerouslySetInnerHTML={each(rows, rowHtml)} />
      </table>
    </section>
  );
}

function rowHtml([label, value, testId]: [label: string, value: string, testId: string]) {
  return html`<tr><th scope="row" class="w-2/5 px-5 py-2.5 text-left font-medium text-slate-600 sm:px-6">${label}</th>\
<td class="px-5 py-2.5 font-medium text-slate-900 sm:px-6" data-testid="${testId}">${value}</td></tr>`;
}
