// The buyer's answer to the owner's counter-offer, on the judgment page's "Your offer" card, as markup
// (decision 0056): Accept (at the counter amount, which the form names so a changed counter is
// refused), Decline, or Counter back with a lower amount (while the buyer has counters left). Accept
// goes to its review page (/judgments/{id}/accept); Decline and Counter back are plain forms posting
// to the judgment page (intent=decline-counter | counter-back), on a page that does not hydrate
// (docs/decisions/0040): the enhancement script sends each once with a busy label; field errors come
// back next to the amount.
import { attr, html, type Html } from "~/components/html/html";
import { markupElementHtml } from "~/components/html/markup-element";
import { fieldErrorsHtml } from "~/components/forms-html";
import { dealMathParts } from "~/components/deal/deal-math-html";
import { reviewNoteHtml } from "~/components/deal/review-note-html";
import { reviewedTextHtml } from "~/components/messages/reviewed-text-html";
import { formatDate } from "~/domain/dates";
import { dollarText, formatMoney } from "~/domain/money";
import { dealFigures, typedDealFigures, type DealTerms } from "~/domain/deal-math";
import type { TextReview } from "~/domain/member-texts";

export type CounterToAnswer = {
  id: number;
  counterCents: number;
  counterMessage: string | null;
  /** "pending": the counter's message awaits review (docs/decisions/0032). */
  counterReview?: TextReview;
  counterExpiresAt: string | null;
  buyerCountersLeft: number;
};

/** A counter-back sent back: its field errors, or its review (the figures first), with the amount typed. */
export type CounterBackAnswer = { errors: Record<string, string[]>; review?: boolean; typed?: Readonly<Record<string, string>> };

export function counterAnswerHtml({
  judgmentId,
  offer,
  terms,
  answer,
  action,
}: {
  judgmentId: number;
  offer: CounterToAnswer;
  terms: DealTerms;
  answer?: CounterBackAnswer;
  /** Where the forms post: the listing's page. */
  action: string;
}): Html {
  const errors = answer && Object.keys(answer.errors).length > 0 ? answer.errors : undefined;
  const typedAmount = answer?.typed?.amount;
  const amount = formatMoney(offer.counterCents);
  const counterDollars = dollarText(offer.counterCents);
  const hidden = (intent: string) =>
    html`<input type="hidden" name="intent" value="${intent}"/><input type="hidden" name="offer_id" value="${offer.id}"/>`;
  const fieldId = `counter-back-${offer.id}`;
  const respondBy = offer.counterExpiresAt && html`<!-- --> — respond by <!-- -->${formatDate(offer.counterExpiresAt)}`;
  const message = reviewedTextHtml(
    offer.counterMessage,
    offer.counterReview ?? null,
    (text) => html`<p class="mt-1 text-sm text-amber-900" data-testid="counter-message">“<!-- -->${text}<!-- -->”</p>`,
  );
  const counterMath = dealMathParts({
    judgmentId,
    side: "buyer",
    figures: dealFigures(offer.counterCents, "buyer", terms),
    amountLabel: "Counter-offer",
    testId: "counter-deal-math",
  });
  // Accepting binds: it goes to its review first (issue 29), whose Confirm button buys.
  const choices = html`<div class="mt-2 grid grid-cols-2 gap-2"><a href="${`/judgments/${judgmentId}/accept?offer=${offer.id}&amount=${counterDollars}`}" \
class="btn-primary w-full px-3 py-1.5 text-sm" data-testid="accept-counter">Accept <!-- -->${amount}</a><form action="${action}" method="post">${hidden("decline-counter")}\
<input type="hidden" name="amount" value="${counterDollars}"/><button type="submit" class="btn-secondary w-full px-3 py-1.5 text-sm" data-busy-label="Sending…" \
data-testid="decline-counter">Decline</button></form></div>`;
  return html`<div class="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="counter-answer">\
<p class="text-sm font-semibold text-amber-950" data-testid="counter-summary">Counter-offer <!-- -->${amount}${respondBy}</p>${message}\
<div class="mt-2">${markupElementHtml(counterMath)}</div>${choices}\
${offer.buyerCountersLeft > 0 ? counterBack() : html`<p class="mt-2 text-xs text-amber-900">You have used your counter-offers: accept or decline this one.</p>`}</div>`;

  function counterBack(): Html {
    const backMath = dealMathParts({
      judgmentId,
      side: "buyer",
      figures: typedDealFigures(typedAmount, "buyer", terms),
      amountFrom: "amount",
      confirm: true,
      amountLabel: "Your counter-back",
      testId: "counter-back-deal-math",
    });
    const note =
      answer?.review &&
      reviewNoteHtml(
        "counter-back-review-note",
        "mt-2",
        html`Check the figures: your counter-offer is sent only when you press Send again.`,
      );
    return html`<form class="mt-3" noValidate="" action="${action}" method="post">${hidden("counter-back")}<input type="hidden" name="seen_amount" value="${counterDollars}"/>\
<label for="${fieldId}" class="label">Or counter back <span class="font-normal text-slate-500">(<!-- -->${offer.buyerCountersLeft}<!-- --> left)</span></label>\
<div class="flex gap-2"><input id="${fieldId}" type="text" inputMode="decimal" placeholder="xxxx.xx" class="input" autoComplete="off"\
${attr("aria-invalid", errors?.amount ? "true" : null)}${attr("aria-describedby", errors?.amount ? `${fieldId}-errors` : null)} name="amount"${attr("value", typedAmount)}/>\
<button type="submit" class="btn-secondary shrink-0 px-3 py-1.5 text-sm" data-busy-label="Sending…" data-testid="counter-back">Send</button></div>\
${fieldErrorsHtml(`${fieldId}-errors`, errors?.amount ?? errors?.offer)}<div class="mt-2">${markupElementHtml(backMath)}</div>${note}</form>`;
  }
}
