// What a signed-in buyer can do on an active listing, as markup (decision 0056; a buyer's page does
// not hydrate, decision 0040): Make Offer (Edit Offer once the buyer has a pending one) and Contact
// Seller open modal forms posting to the page's action, Buy Now links to its review step
// (/judgments/buy/{id}), and Watch, a form to the page's action that the enhancement script sends
// through the watchlist API without a page load (app/enhance/watch-button.ts). Each form comes back as
// a page, with a toast or with its dialog open on its field errors. DetailActions and WatchToggle
// (./detail-actions.tsx) place it.
import { html, type Html } from "~/components/html/html";
import { frameHtml, markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { messageFormParts } from "~/components/messages/message-form-html";
import {
  EDIT_OFFER_DIALOG,
  editOfferDialogHtml,
  MAKE_OFFER_DIALOG,
  makeOfferDialogHtml,
  type OfferFormAnswer,
} from "~/components/offers/offer-dialogs-html";
import { dialogButtonFrame, dialogHtml } from "~/components/ui/dialog-html";
import type { Branding } from "~/config/branding";
import type { DealTerms } from "~/domain/deal-math";
import type { ListingPrices } from "~/domain/fees";
import { starLook, watchIntent, watchLabel } from "./watch-look";

export type DetailActionsProps = {
  judgmentId: number;
  title: string;
  /** The listing's prices, for the offer rule (an offer is at most what Buy Now costs). */
  prices: ListingPrices;
  /** The deal math's terms (the asking price, the estimated balance today). */
  terms: DealTerms;
  sellerHandle: string;
  watching: boolean;
  /** The viewer's pending offer on this listing (Edit Offer instead of Make Offer). */
  myOffer?: { id: number; amountCents: number; awaiting?: "seller" | "buyer" } | null;
  /** An offer form that came back with field errors (the page action's answer). */
  offerAnswer?: (OfferFormAnswer & { intent: "offer" | "edit-offer" }) | null;
  /** Field errors of the Contact Seller form (the page action's answer), with the text as sent. */
  messageErrors?: Record<string, string[]> | null;
  messageTyped?: string;
};

/** What the page adds: where the forms post (the listing's page) and the branding's timeframes. */
export type ActionsPlace = { action: string; timeframes: Branding["timeframes"] };

const CONTACT_SELLER_DIALOG = "contact-seller-dialog";

function contactDialogHtml({ judgmentId, sellerHandle, messageErrors, messageTyped }: DetailActionsProps, action: string): Html {
  const form = messageFormParts({
    dialogId: CONTACT_SELLER_DIALOG,
    endpoint: "/api/judgments/message",
    fallbackAction: action,
    intent: "message",
    field: "message",
    label: "Message",
    hidden: { judgment_id: judgmentId },
    submitLabel: "Send Message",
    serverErrors: messageErrors ?? undefined,
    serverText: messageTyped,
  });
  const description = html`Your message goes to @<!-- -->${sellerHandle}<!-- -->.`;
  return dialogHtml(
    { id: CONTACT_SELLER_DIALOG, title: "Contact the Seller", description, openOnLoad: Boolean(messageErrors) },
    markupElementHtml(form),
  );
}

function starHtml(filled: boolean): Html {
  const look = starLook(filled);
  return html`<svg aria-hidden="true" viewBox="0 0 20 20" class="${look.className}" data-watch-star=""><path fill="${look.fill}" stroke="currentColor" \
stroke-width="1.5" stroke-linejoin="round" d="m10 2.5 2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2L2.5 8l5.2-.7L10 2.5Z"></path></svg>`;
}

/** Watch / Unwatch: a form to the page's action (React writes a form's action and method last). */
export function watchToggleParts(judgmentId: number, watching: boolean, action: string): MarkupElementParts {
  return {
    tag: "form",
    attributes: { "data-enhance": "watch", "data-judgment-id": judgmentId, action, method: "post" },
    inside: html`<input type="hidden" name="intent" value="${watchIntent(watching)}"/><button type="submit" class="btn-secondary w-full" \
aria-pressed="${String(watching)}" data-testid="watch-toggle">${starHtml(watching)}<span data-watch-label="">${watchLabel(watching)}</span></button>`,
  };
}

const opener = (dialogId: string, className: string, testId: string, label: string) =>
  frameHtml(dialogButtonFrame(dialogId, className, testId), html`${label}`);

export function detailActionsParts(props: DetailActionsProps, { action, timeframes }: ActionsPlace): MarkupElementParts {
  const { judgmentId, myOffer, offerAnswer } = props;
  const offerButton =
    myOffer?.awaiting === "buyer"
      ? // The seller countered: the answer is on the "Your offer" card, not in an edit.
        html`<a href="#my-offer" class="btn-accent" data-testid="answer-counter">Answer Counter-offer</a>`
      : myOffer
        ? opener(EDIT_OFFER_DIALOG, "btn-accent", "edit-offer", "Edit Offer")
        : opener(MAKE_OFFER_DIALOG, "btn-accent", "make-offer", "Make Offer");
  const make = makeOfferDialogHtml({
    judgmentId,
    title: props.title,
    prices: props.prices,
    terms: props.terms,
    answer: offerAnswer?.intent === "offer" ? offerAnswer : null,
    canEdit: Boolean(myOffer),
    action,
    timeframes,
  });
  const edit =
    myOffer &&
    editOfferDialogHtml({
      judgmentId,
      offer: myOffer,
      prices: props.prices,
      terms: props.terms,
      answer: offerAnswer?.intent === "edit-offer" ? offerAnswer : null,
      action,
    });
  // Buy Now binds: it goes to its review page first (issue 29), which only its Confirm button leaves by buying.
  return {
    tag: "div",
    attributes: { class: "space-y-2", "data-testid": "detail-actions" },
    inside: html`<div class="grid grid-cols-2 gap-2">${offerButton}<a href="${`/judgments/buy/${judgmentId}`}" class="btn-primary" data-testid="buy-now">Buy Now</a></div>\
<div class="grid grid-cols-2 gap-2">${opener(CONTACT_SELLER_DIALOG, "btn-secondary", "contact-seller", "Contact Seller")}\
${markupElementHtml(watchToggleParts(judgmentId, props.watching, action))}</div>${make}${edit}${contactDialogHtml(props, action)}`,
  };
}
