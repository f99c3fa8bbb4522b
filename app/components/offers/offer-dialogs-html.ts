// The buyer's Make Offer and Edit Offer modals on the judgment page, as markup (decision 0056; the
// page does not hydrate for a buyer, decision 0040): plain forms posting to the page's action
// (intent=offer | edit-offer), which answers with a toast, or with the page and the field errors: the
// dialog then comes back open (`openOnLoad`) with what was typed and the errors next to the fields.
// "You already have an offer" opens the Edit Offer dialog by an invoker button. The deal math follows
// the amount as one types (the enhancement script); without the script, an amount sent comes back
// first with its figures and goes only when sent again (`review`, issue 29).
import { attr, html, type Html } from "~/components/html/html";
import { textareaText } from "~/components/html/form-controls";
import { markupElementHtml } from "~/components/html/markup-element";
import { fieldErrorsHtml } from "~/components/forms-html";
import { dealMathParts } from "~/components/deal/deal-math-html";
import { reviewNoteHtml } from "~/components/deal/review-note-html";
import { dialogCancelHtml, dialogHtml } from "~/components/ui/dialog-html";
import type { Branding } from "~/config/branding";
import { dollarText, formatMoney } from "~/domain/money";
import { offerAmountHint, type OfferCeiling } from "~/domain/offer-form";
import { typedDealFigures, type DealTerms } from "~/domain/deal-math";
import { REVIEWED_TEXT_HINT } from "~/domain/member-texts";

export const MAKE_OFFER_DIALOG = "make-offer-dialog";
export const EDIT_OFFER_DIALOG = "edit-offer-dialog";

type Errors = Record<string, string[]> | undefined;

/** A form of these dialogs that came back from the page's action: its errors and what was typed. */
export type OfferFormAnswer = { errors: Record<string, string[]>; typed: Record<string, string>; offerId?: number; review?: boolean };

const formProblem = (errors: Errors) => errors?.offer ?? errors?.judgment_id ?? errors?.id;

/** The form element; React writes a form's action and method after its other attributes. */
const formOpen = (action: string) => html`<form class="space-y-4" noValidate="" action="${action}" method="post">`;

function buttons(dialogId: string, label: string): Html {
  return html`<div class="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">${dialogCancelHtml(dialogId)}\
<button type="submit" class="btn-primary" data-busy-label="Sending…">${label}</button></div>`;
}

/** The deal math for the amount typed, following it, and the review note. */
function offerFigures(judgmentId: number, typed: string, terms: DealTerms, review: boolean): Html {
  const math = dealMathParts({
    judgmentId,
    side: "buyer",
    figures: typedDealFigures(typed, "buyer", terms),
    amountFrom: "amount",
    confirm: true,
    amountLabel: "Your offer",
  });
  const note =
    review &&
    reviewNoteHtml("offer-review-note", "", html`Check the figures above: your offer is sent only when you press the button again.`);
  return html`${markupElementHtml(math)}${note}`;
}

function amountField(id: string, errors: string[] | undefined, value: string | undefined, prices: OfferCeiling): Html {
  return html`<div><label for="${id}" class="label">Offer amount ($)</label><input id="${id}" type="text" inputMode="decimal" placeholder="xxxx.xx" \
class="input" required="" autoComplete="off"${attr("aria-invalid", errors ? "true" : null)} aria-describedby="${`${id}-hint${errors ? ` ${id}-errors` : ""}`}" \
name="amount"${attr("value", value)}/><p id="${`${id}-hint`}" class="mt-1 text-xs text-slate-500" data-testid="offer-amount-hint">${offerAmountHint(prices)}</p>\
${fieldErrorsHtml(`${id}-errors`, errors)}</div>`;
}

export type MakeOfferProps = {
  /** The listing's asking price and estimated balance: the deal math's terms. */
  terms: DealTerms;
  judgmentId: number;
  title: string;
  /** The listing's prices: an offer is at most what Buy Now costs. */
  prices: OfferCeiling;
  answer?: OfferFormAnswer | null;
  /** The page has the Edit Offer dialog (the buyer has a pending offer). */
  canEdit: boolean;
  /** Where the form posts: the listing's page. */
  action: string;
  timeframes: Branding["timeframes"];
};

export function makeOfferDialogHtml({ judgmentId, title, prices, terms, answer, canEdit, action, timeframes }: MakeOfferProps): Html {
  const errors = answer?.errors;
  const typed = answer?.typed ?? {};
  const problem = formProblem(errors);
  // An invoker button: the browser (or the script's polyfill) opens the other dialog.
  const switchToEdit =
    answer?.offerId &&
    canEdit &&
    html`<button type="button" class="mt-2 font-semibold underline" data-testid="switch-to-edit" commandfor="${EDIT_OFFER_DIALOG}" command="show-modal">Edit my offer</button>`;
  const body = html`${formOpen(action)}<input type="hidden" name="intent" value="offer"/><input type="hidden" name="judgment_id" value="${judgmentId}"/>\
${amountField("offer-amount", errors?.amount, typed.amount, prices)}${offerFigures(judgmentId, typed.amount ?? "", terms, Boolean(answer?.review))}\
<div><label for="offer-expiration" class="label">Expiration date <span class="font-normal text-slate-500">(optional)</span></label>\
<input id="offer-expiration" type="date" class="input"${attr("aria-invalid", errors?.expiration ? "true" : null)} aria-describedby="offer-expiration-hint" \
name="expiration"${attr("value", typed.expiration)}/><p id="offer-expiration-hint" class="mt-1 text-xs text-slate-500">Without a date, the offer stays open for \
<!-- -->${timeframes.offers_expire_days}<!-- --> days.</p>${fieldErrorsHtml("offer-expiration-errors", errors?.expiration)}</div>\
<div><label for="offer-message" class="label">Message to the seller <span class="font-normal text-slate-500">(optional)</span></label>\
<textarea id="offer-message" name="message" rows="3" maxLength="1000" class="input" aria-describedby="offer-message-hint">${textareaText(typed.message)}</textarea>\
<p id="offer-message-hint" class="mt-1 text-xs text-slate-500">Up to 1,000 characters. <!-- -->${REVIEWED_TEXT_HINT}</p>${fieldErrorsHtml("offer-message-errors", errors?.message)}</div>\
<p class="rounded-md bg-slate-50 px-3 py-2 text-xs leading-relaxed text-slate-600">If the seller accepts, you pay the total above within \
<!-- -->${timeframes.acceptance_to_payment}<!-- --> business days. Your payment is held until you confirm the assignment.</p>\
${problem && html`<div role="alert" class="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">${fieldErrorsHtml("offer-form-errors", problem)}${switchToEdit}</div>`}\
${buttons(MAKE_OFFER_DIALOG, "Submit Offer")}</form>`;
  return dialogHtml({ id: MAKE_OFFER_DIALOG, title: "Make an Offer", description: html`${title}`, openOnLoad: Boolean(answer) }, body);
}

export type EditOfferProps = {
  terms: DealTerms;
  judgmentId: number;
  offer: { id: number; amountCents: number };
  prices: OfferCeiling;
  answer?: OfferFormAnswer | null;
  action: string;
};

export function editOfferDialogHtml({ judgmentId, offer, prices, terms, answer, action }: EditOfferProps): Html {
  const errors = answer?.errors;
  const amount = answer?.typed.amount ?? dollarText(offer.amountCents);
  const problem = formProblem(errors);
  const body = html`${formOpen(action)}<input type="hidden" name="intent" value="edit-offer"/><input type="hidden" name="id" value="${offer.id}"/>\
${amountField("edit-offer-amount", errors?.amount, amount, prices)}${offerFigures(judgmentId, amount, terms, Boolean(answer?.review))}\
${problem && fieldErrorsHtml("edit-offer-form-errors", problem)}${buttons(EDIT_OFFER_DIALOG, "Update Offer")}</form>`;
  const description = html`Your offer now: <strong>${formatMoney(offer.amountCents)}</strong>`;
  return dialogHtml({ id: EDIT_OFFER_DIALOG, title: "Edit Your Offer", description, openOnLoad: Boolean(answer) }, body);
}
