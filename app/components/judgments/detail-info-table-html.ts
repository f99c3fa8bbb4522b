// The court details of a judgment as markup (decision 0056): an empty courthouse shows as N/A; dates
// read MM/DD/YYYY. The section's one writer, for the pages written in markup and for React
// (DetailInfoTable places it).
import { each, html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { DetailJudgment } from "./detail-types";

export type InfoJudgment = Pick<DetailJudgment, "state" | "county" | "courthouse" | "casenum" | "amountCents" | "dateAwarded" | "listedAt">;

type Row = [label: string, value: string, testId: string];

const rowHtml = ([label, value, testId]: Row) => html`<tr>\
<th scope="row" class="w-2/5 px-5 py-2.5 text-left font-medium text-slate-600 sm:px-6">${label}</th>\
<td class="px-5 py-2.5 font-medium text-slate-900 sm:px-6" data-testid="${testId}">${value}</td></tr>`;

export function detailInfoTableParts(judgment: InfoJudgment): MarkupElementParts {
  const rows: Row[] = [
    ["State", judgment.state.name, "info-state"],
    ["County", judgment.county.name, "info-county"],
    ["Courthouse", judgment.courthouse ?? "N/A", "info-courthouse"],
    ["Case number", judgment.casenum, "info-casenum"],
    ["Judgment amount", formatMoney(judgment.amountCents), "info-amount"],
    ["Date awarded", formatDate(judgment.dateAwarded), "info-awarded"],
    ["Date listed", judgment.listedAt ? formatDate(judgment.listedAt) : "Not listed yet", "info-listed"],
  ];
  return {
    tag: "section",
    attributes: { class: "card overflow-hidden", "aria-labelledby": "details-title" },
    inside: html`<h2 id="details-title" class="px-5 pt-5 text-lg font-semibold sm:px-6">Judgment details</h2>\
<table class="mt-3 w-full text-sm"><tbody class="divide-y divide-slate-100">${each(rows, rowHtml)}</tbody></table>`,
  };
}

export function detailInfoTableHtml(judgment: InfoJudgment): Html {
  return markupElementHtml(detailInfoTableParts(judgment));
}
