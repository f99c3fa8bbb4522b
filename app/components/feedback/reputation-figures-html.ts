// A member's reputation figures as markup (decision 0056): their one writer, for the judgment page's
// seller block (written in markup for a visitor) and for React (ReputationFigures places it).
import { each, html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { disputeTotal, disputeWords, onTimeWords, sharePositiveWords } from "~/domain/feedback";
import type { Reputation } from "./feedback-view";

type Row = [label: string, value: string, testId: string];

function rowsOf(reputation: Reputation, compact: boolean): Row[] {
  const rows: Row[] = [
    ["Completed sales", `${reputation.soldAsSeller} as seller, ${reputation.boughtAsBuyer} as buyer`, "rep-sales"],
    ["Feedback, last 12 months", sharePositiveWords(reputation.ratings), "rep-positive"],
    ["Assigned before the deadline", onTimeWords(reputation.assignments), "rep-on-time"],
    ["Disputes on their sales", disputeWords(reputation.disputesAsSeller), "rep-disputes-seller"],
  ];
  if (!compact || disputeTotal(reputation.disputesAsBuyer) > 0) {
    rows.push(["Disputes opened as buyer", disputeWords(reputation.disputesAsBuyer), "rep-disputes-buyer"]);
  }
  return rows;
}

const compactRow = ([label, value, testId]: Row) => html`<div class="flex flex-wrap justify-between gap-x-3">\
<dt class="text-slate-600">${label}</dt><dd class="font-medium tabular-nums text-slate-900" data-testid="${testId}">${value}</dd></div>`;

const fullRow = ([label, value, testId]: Row) => html`<div>\
<dt class="text-xs font-medium uppercase tracking-wide text-slate-600">${label}</dt>\
<dd class="mt-0.5 font-semibold tabular-nums text-slate-900" data-testid="${testId}">${value}</dd></div>`;

/** The figures' list; `compact`: the judgment page's block beside the seller (disputes as buyer only when there were some). */
export function reputationFiguresParts(reputation: Reputation, compact = false): MarkupElementParts {
  return {
    tag: "dl",
    attributes: { class: compact ? "space-y-1 text-sm" : "grid gap-x-6 gap-y-3 sm:grid-cols-2", "data-testid": "reputation" },
    inside: each(rowsOf(reputation, compact), compact ? compactRow : fullRow),
  };
}

export function reputationFiguresHtml(reputation: Reputation, compact = false): Html {
  return markupElementHtml(reputationFiguresParts(reputation, compact));
}
