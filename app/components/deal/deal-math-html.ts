// The deal math beside an amount (issue 29) as markup (decision 0056): its one writer, for the
// judgment page's buyer forms (markup whole) and for React's DealMath (./deal-math.tsx), which places
// it on the owner's pages and follows the field there. What the parts mean: ./deal-math.tsx.
import { attr, html } from "~/components/html/html";
import type { MarkupElementParts } from "~/components/html/markup-element";
import { dealLabels, type DealFigures, type DealSide } from "~/domain/deal-math";
import { dollarText } from "~/domain/money";

const EMPTY_TEXT: Record<DealSide, string> = {
  buyer: "Type an amount to see what you would pay with the buyer's fee.",
  seller: "Type an amount to see what you would receive after the final value fee.",
};

export type DealMathProps = {
  /** What the amount is ("Your offer", "Counter-offer", "Buy Now price"); by default the side's word. */
  amountLabel?: string;
  judgmentId: number;
  side: DealSide;
  /** The figures for the amount the page knows, or null (an empty field). */
  figures: DealFigures | null;
  /** The name of the amount field in the same form to follow; without it the figures are fixed. */
  amountFrom?: string;
  /** Adds the form's `confirmed_amount` (the amount these figures are for). */
  confirm?: boolean;
  testId?: string;
};

function row(label: string, slot: string, value: string, strong = false) {
  return html`<div class="flex justify-between gap-4 px-3 py-1.5 ${strong ? "bg-slate-50 font-semibold text-slate-900" : ""}"><dt>${label}</dt>\
<dd class="tabular-nums ${strong ? "font-bold" : ""}" data-deal="${slot}">${value}</dd></div>`;
}

export function dealMathParts({
  judgmentId,
  side,
  figures,
  amountFrom,
  confirm = false,
  amountLabel,
  testId = "deal-math",
}: DealMathProps): MarkupElementParts {
  const labels = dealLabels(side);
  const confirmed =
    confirm && html`<input type="hidden" name="confirmed_amount" value="${figures ? dollarText(figures.amountCents) : ""}"/>`;
  const spoken = amountFrom && html`<p class="sr-only" aria-live="polite" aria-atomic="true" data-deal="spoken"></p>`;
  const among = figures?.amongSimilarSales;
  return {
    tag: "div",
    attributes: {
      class: "rounded-md border border-slate-200 text-sm",
      "data-testid": testId,
      "data-enhance": amountFrom ? "deal-math" : null,
      "data-deal-url": amountFrom ? `/api/judgments/deal_math/${judgmentId}` : null,
      "data-deal-amount-from": amountFrom || null,
    },
    inside: html`${confirmed}${spoken}<p class="px-3 py-2 text-slate-600" data-deal="empty"${attr("hidden", figures !== null && "")}>${EMPTY_TEXT[side]}</p>\
<div data-deal="figures"${attr("hidden", figures === null && "")}><dl class="divide-y divide-slate-100">\
${row(amountLabel ?? labels.amount, "amount", figures?.amount ?? "")}${row(labels.fee, "fee", figures?.fee ?? "")}\
${row(labels.bottomLine, "bottom-line", figures?.bottomLine ?? "", true)}${row("Share of the asking price", "share-asking", figures?.shareOfAsking ?? "")}\
${row("Share of the estimated balance today", "share-balance", figures?.shareOfBalance ?? "no estimate")}</dl>\
<p class="border-t border-slate-100 px-3 py-1.5 text-xs text-slate-500">${labels.fee}<!-- -->: <span data-deal="fee-rule">${figures?.feeRule ?? ""}</span>.</p>\
<p class="border-t border-slate-100 px-3 py-1.5 text-xs text-slate-600" data-deal="among-sales" data-testid="deal-among-sales"${attr("hidden", !among && "")}>\
${among ? `Among similar sales: ${among}.` : ""}</p></div>`,
  };
}
