// The value section's estimated balance today (./detail-value-html.ts): the balance with its
// principal, interest and payments, the asking price as a share of it, the balance over time, the
// rate periods and payments in date order with their sources written once below the table, and a
// contested reading beside the figure. Markup (docs/decisions/0056): about half the section's elements.
import { balanceChartHtml } from "~/components/charts/balance-chart";
import { each, html, type Html } from "~/components/html/html";
import { formatDate } from "~/domain/dates";
import { priceShareBps } from "~/domain/fees";
import type { BalanceEstimate, InterestPeriod } from "~/domain/judgment-value/balance";
import { formatRatePercent } from "~/domain/judgment-value/facts";
import type { AppliedPayment } from "~/domain/judgment-value/payments";
import { compoundingText, formatCheckedDate, LOW_CONFIDENCE_WARNING, newestRateText, rateFromText } from "~/domain/judgment-value/wording";
import { formatMoney, formatPercent, groupThousands } from "~/domain/money";
import type { DetailValueCharts } from "./detail-types";
import { authorityHtml, unavailableHtml } from "./value-authority";

export type BalanceProps = {
  balance: BalanceEstimate;
  shareBps: number | null;
  priceCents: number;
  amountCents: number;
  chart: DetailValueCharts["balance"];
};

const CELL = "px-1 py-1.5 first:pl-0 last:pr-0 sm:px-2";
const RIGHT = `${CELL} text-right`;

const sourceText = (p: InterestPeriod) => `${p.source}${p.checked ? ` (checked ${formatCheckedDate(p.checked)})` : ""}`;

type Estimate = Extract<BalanceEstimate, { kind: "estimate" }>;
type TableRow = { kind: "period"; period: InterestPeriod } | { kind: "payment"; payment: AppliedPayment };

/** The periods and the payments in date order: a payment comes after the period that ends on its day. */
function tableRows(balance: Estimate): TableRow[] {
  const rows: TableRow[] = [];
  let next = 0;
  for (const period of balance.periods) {
    while (next < balance.payments.length && balance.payments[next]!.on <= period.from) {
      rows.push({ kind: "payment", payment: balance.payments[next++]! });
    }
    rows.push({ kind: "period", period });
  }
  while (next < balance.payments.length) rows.push({ kind: "payment", payment: balance.payments[next++]! });
  return rows;
}

/** A rate period; `source`: its source's number below the table. */
const periodRowHtml = (p: InterestPeriod, source: number): Html =>
  html`<tr data-testid="rate-period"><td class="${CELL}"><span class="whitespace-nowrap">${formatDate(p.from)}<!-- --> –</span> \
<span class="whitespace-nowrap">${formatDate(p.to)}</span></td><td class="${RIGHT}">${groupThousands(p.days)}</td>\
<td class="${RIGHT}">${formatRatePercent(p.ratePercent)}${p.assumed && html`<span class="block text-xs text-amber-800">assumed</span>`}</td>\
<td class="${RIGHT}">${formatMoney(p.interestCents)}</td><td class="${RIGHT} text-slate-600">[<!-- -->${source}<!-- -->]</td></tr>`;

/** A payment received: what it paid of the interest and of the principal, and what was left owing. */
const paymentRowHtml = (payment: AppliedPayment): Html =>
  html`<tr class="bg-emerald-50/60" data-testid="payment-period"><td class="${CELL}" colSpan="3">\
<span class="font-medium text-slate-900">Payment received <!-- -->${formatDate(payment.on)}</span><span class="block text-xs text-slate-600">\
${formatMoney(payment.toInterestCents)}<!-- --> to interest, <!-- -->${formatMoney(payment.toPrincipalCents)}<!-- --> to principal; then owing<!-- --> <!-- -->\
${formatMoney(payment.balanceAfterCents)}</span></td><td class="${RIGHT} font-medium">−<!-- -->${formatMoney(payment.amountCents)}</td><td class="${CELL}"></td></tr>`;

/** The periods' table; `sources`: each distinct source, numbered from 1 in this order. */
function periodsTableHtml(balance: Estimate, sources: string[]): Html {
  const row = (r: TableRow) =>
    r.kind === "payment" ? paymentRowHtml(r.payment) : periodRowHtml(r.period, sources.indexOf(sourceText(r.period)) + 1);
  return html`<div class="mt-3 overflow-x-auto"><table class="w-full text-left text-xs sm:text-sm" data-testid="rate-periods">\
<caption class="sr-only">Interest periods</caption><thead class="text-xs uppercase tracking-wide text-slate-600"><tr>\
<th scope="col" class="${CELL}">Period</th><th scope="col" class="${RIGHT}">Days</th><th scope="col" class="${RIGHT}">Rate</th>\
<th scope="col" class="${RIGHT}">Interest</th><th scope="col" class="${RIGHT}"><span class="sr-only sm:not-sr-only">Source</span></th></tr></thead>\
<tbody class="divide-y divide-slate-100 tabular-nums">${each(tableRows(balance), row)}</tbody></table></div>`;
}

/** A figure of the balance's list. */
const figureHtml = (term: string, testId: string, value: Html | string, ddClass = "font-semibold tabular-nums"): Html =>
  html`<div><dt class="text-slate-600">${term}</dt><dd class="${ddClass}" data-testid="${testId}">${value}</dd></div>`;

/** How the balance grows, and what is deducted. */
function ruleHtml(balance: Estimate): Html {
  // React writes `<!-- -->` between adjacent texts; the compounding is left out when the label names it.
  const compounding = /compound|simple/i.test(balance.label) ? null : html`<!-- -->. ${compoundingText(balance.compounding)}`;
  const deducted = balance.payments.length
    ? "The payments the seller stated they received are deducted, each paying the interest owed first, then the principal."
    : "No payments are deducted.";
  return html`<p class="mt-3 text-sm text-slate-700" data-testid="balance-rule">${balance.label}${compounding}<!-- -->. <!-- -->${rateFromText[balance.rateFrom]}<!-- --> <!-- -->${deducted}</p>`;
}

function contestedHtml(contested: NonNullable<Estimate["contested"]>): Html {
  return html`<div class="mt-3 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="balance-contested">\
<p class="font-semibold">Contested: <!-- -->${formatMoney(contested.balanceCents)}<!-- --> under the other reading</p><p class="mt-1">${contested.note}</p>\
<p class="mt-1">${contested.label}<!-- -->: interest <!-- -->${formatMoney(contested.interestCents)}<!-- -->. Source:<!-- --> \
<cite class="not-italic">${contested.citation}</cite>.</p></div>`;
}

/** The balance's part of the section (after its heading). */
export function balanceHtml({ balance, shareBps, priceCents, amountCents, chart }: BalanceProps): Html {
  if (balance.kind === "unavailable") return unavailableHtml("No estimate", "balance-unavailable", balance);
  // Each rate's source and check date, written once below the table and referred to by number.
  const sources = [...new Set(balance.periods.map(sourceText))];
  const share = html`<span class="font-semibold">${formatMoney(priceCents)}</span><span class="block text-slate-600">\
${formatPercent(shareBps ?? 0)}<!-- --> of the balance; <!-- -->${formatPercent(priceShareBps(priceCents, amountCents))}<!-- --> of the amount awarded</span>`;
  return html`<p class="mt-1 text-sm text-slate-600"><span class="text-3xl font-bold tabular-nums text-slate-900" data-testid="estimated-balance">\
${formatMoney(balance.balanceCents)}</span> <!-- -->(as of <!-- -->${formatDate(balance.asOf)}<!-- -->)</p>\
<p class="mt-1 text-xs text-slate-600" data-testid="balance-newest-rate">${newestRateText(balance)}<!-- --> Sources below the table.</p>${
    balance.confidence === "low" &&
    html`<p class="mt-2 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="balance-low-confidence">${LOW_CONFIDENCE_WARNING}</p>`
  }<dl class="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">${figureHtml("Principal (amount awarded)", "balance-principal", formatMoney(balance.principalCents))}\
${figureHtml("Interest to date", "balance-interest", formatMoney(balance.interestCents))}\
${balance.paidCents > 0 && figureHtml("Payments received", "balance-paid", html`−<!-- -->${formatMoney(balance.paidCents)}`)}\
${figureHtml("Asking price", "balance-share", share, "tabular-nums")}</dl>${chart && html`<div class="mt-5 max-w-md">${balanceChartHtml(chart)}</div>`}\
${ruleHtml(balance)}${periodsTableHtml(balance, sources)}\
<ol class="mt-2 space-y-0.5 text-xs text-slate-600" aria-label="Rate sources" data-testid="rate-sources">\
${sources.map((source, i) => html`<li>[<!-- -->${i + 1}<!-- -->] <!-- -->${source}</li>`)}</ol>\
${balance.contested && contestedHtml(balance.contested)}${authorityHtml(balance.citation, balance.confidence)}`;
}
