// "The seller's sworn statements" as markup (decisions 0046 and 0056): each statement in the words
// the seller agreed to (their version), whom they said they are, the payments they said they
// received, and when they said it; the address it was said from for administrators. A listing from
// before statements existed says so plainly. The one writer of the section and of its list (which
// an administrator's dispute also shows), for the pages written in markup and for React.
import { each, html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { formatDate, formatDateTime } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { noStatementsText, roleSentence, statementKeys, type StatementsView } from "~/domain/sworn-statements";

function paymentsHtml(payments: StatementsView["payments"]): Html {
  if (payments.length === 0) {
    return html`<p class="mt-1 text-sm text-slate-700" data-testid="statements-no-payments">None: the seller stated they received no payments.</p>`;
  }
  const total = payments.reduce((sum, p) => sum + p.amountCents, 0);
  const rows = each(
    payments,
    (p) =>
      html`<tr data-testid="statements-payment"><td class="py-1">${formatDate(p.on)}</td><td class="py-1 text-right">${formatMoney(p.amountCents)}</td></tr>`,
  );
  return html`<table class="mt-1 w-full max-w-sm text-left text-sm tabular-nums" data-testid="statements-payments">\
<caption class="sr-only">Payments received, as the seller stated them</caption>\
<thead class="text-xs uppercase tracking-wide text-slate-600"><tr><th scope="col" class="py-1">Received</th><th scope="col" class="py-1 text-right">Amount</th></tr></thead>\
<tbody class="divide-y divide-slate-100">${rows}</tbody>\
<tfoot><tr class="border-t border-slate-300 font-semibold"><td class="py-1">Total</td><td class="py-1 text-right">${formatMoney(total)}</td></tr></tfoot></table>`;
}

/** The statements themselves: on the judgment page, and beside an administrator's dispute. */
export function statementsListParts(statements: StatementsView): MarkupElementParts {
  const address = statements.clientIp
    ? html`<span data-testid="statements-address">, from the address <!-- -->${statements.clientIp}</span>`
    : html`<!-- -->`;
  const items = each(
    statementKeys,
    (
      key,
    ) => html`<li class="flex gap-2" data-testid="${`statement-${key}`}"><span aria-hidden="true" class="font-bold text-emerald-700">✓</span>\
<span><span class="sr-only">Stated: </span>${statements.texts[key]}</span></li>`,
  );
  return {
    tag: "div",
    attributes: { "data-testid": "statements" },
    inside: html`<p class="text-sm text-slate-700" data-testid="statements-made">Made on <!-- -->${formatDateTime(statements.statedAt)}\
<!-- --> (wording version <!-- -->${statements.version}<!-- -->)${address}.</p>\
<p class="mt-2 text-sm text-slate-800" data-testid="statements-role">${roleSentence(statements.role)}</p>\
<ul class="mt-2 space-y-1.5 text-sm text-slate-800">${items}</ul>\
<p class="mt-3 text-sm font-medium text-slate-900">Payments received from the debtor</p>${paymentsHtml(statements.payments)}`,
  };
}

export function detailStatementsParts(statements: StatementsView | null): MarkupElementParts {
  const body = statements
    ? html`<p class="mt-1 text-sm text-slate-600">What the seller stated when listing the judgment. \
A false statement is a reason to dispute the sale.</p><div class="mt-4">${markupElementHtml(statementsListParts(statements))}</div>`
    : html`<p class="mt-2 text-sm text-slate-700" data-testid="statements-none">${noStatementsText}</p>`;
  return {
    tag: "section",
    attributes: { class: "card p-5 sm:p-6", "aria-labelledby": "statements-title", id: "statements", "data-testid": "seller-statements" },
    inside: html`<h2 id="statements-title" class="text-lg font-semibold">The seller&#x27;s sworn statements</h2>${body}`,
  };
}

export function detailStatementsHtml(statements: StatementsView | null): Html {
  return markupElementHtml(detailStatementsParts(statements));
}
