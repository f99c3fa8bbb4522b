// The offers made on a listing as markup (decision 0056), as a visitor or a buyer sees them when the
// seller made offers public (offers_visibility 'all'): standing offers first, the others listed too,
// dimmed and labelled, so the list agrees with the offers count. Every offer's own markup has its one
// writer here; the owner's and administrators' parts (the buyer's message, the negotiation's thread,
// Accept / Reject and the counter form, which hydrate) are React's: DetailOffers places the same
// frames and elements around them.
import { html, type Html } from "~/components/html/html";
import {
  elementsHtml,
  frameHtml,
  markupElementHtml,
  type MarkupElementParts,
  type MarkupFrameParts,
} from "~/components/html/markup-element";
import { offerStatusTagParts } from "~/components/offers/offer-status-tag-html";
import { identityMarkHtml } from "~/components/users/identity-mark-html";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { offerStage } from "~/domain/offer-status";
import type { DetailOffer as Offer } from "./detail-types";

export const OFFERS: MarkupFrameParts = {
  tag: "section",
  attributes: {
    id: "offers",
    class: "card scroll-mt-24 overflow-hidden",
    "aria-labelledby": "offers-title",
    "data-testid": "detail-offers",
  },
};
export const OFFERS_TITLE: MarkupElementParts = {
  tag: "h2",
  attributes: { id: "offers-title", class: "px-5 pt-5 text-lg font-semibold sm:px-6" },
  inside: html`Offers`,
};
/** On phones: one block per offer instead of a table too wide for the screen. */
export const OFFER_LIST: MarkupFrameParts = {
  tag: "ul",
  attributes: { class: "mt-3 divide-y divide-slate-100 border-t border-slate-100 sm:hidden" },
};
export const OFFER_TABLE_BOX: MarkupFrameParts = { tag: "div", attributes: { class: "mt-3 hidden overflow-x-auto sm:block" } };
export const OFFER_TABLE: MarkupFrameParts = { tag: "table", attributes: { class: "w-full text-sm" } };
export const OFFER_TABLE_HEAD: MarkupElementParts = {
  tag: "thead",
  attributes: { class: "bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600" },
  inside: html`<tr><th scope="col" class="px-5 py-2 font-medium sm:px-6">Amount</th><th scope="col" class="px-3 py-2 font-medium">Buyer</th>\
<th scope="col" class="px-3 py-2 font-medium">Date</th><th scope="col" class="px-5 py-2 font-medium sm:px-6">Expires</th></tr>`,
};
export const OFFER_ROWS: MarkupFrameParts = { tag: "tbody", attributes: { class: "divide-y divide-slate-100" } };

type Piece = MarkupElementParts;

/**
 * One offer's pieces: its list item (`item` around `itemPieces`: the amount and buyer, the dates) and
 * its table row (`row` around the first cell, `cell` around `cellPieces`: the amount, its status tag
 * and its edited tag, each null when absent, in its place; then `cells`). The owner's parts go after
 * the pieces.
 */
export type OfferParts = {
  item: MarkupFrameParts;
  itemPieces: readonly [Piece, Piece];
  row: MarkupFrameParts;
  cell: MarkupFrameParts;
  cellPieces: readonly [Piece, Piece | null, Piece | null];
  cells: readonly [Piece, Piece, Piece];
};

const isStanding = (offer: Offer) => offer.status === "pending" || offer.status === "accepted";
const expiry = (offer: Offer) => (offer.expiresAt ? formatDate(offer.expiresAt) : "No Expiration Date");

/** The buyer changed the amount after making the offer: the owner must not miss it. */
function editedTag(offer: Offer): MarkupElementParts | null {
  if (!offer.editedAt || offer.status !== "pending") return null;
  const on = formatDate(offer.editedAt);
  return {
    tag: "span",
    attributes: {
      class: "ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900",
      "data-testid": "offer-edited",
      title: `The buyer changed the amount on ${on}`,
    },
    inside: html`Edited <!-- -->${on}`,
  };
}

/** The offer's status (none for a plain pending offer: every standing offer is one). */
function statusTag(offer: Offer): MarkupElementParts | null {
  const stage = offerStage({ status: offer.status, awaiting: offer.negotiation?.awaiting, counterCents: offer.negotiation?.counterCents });
  return stage === "pending" ? null : offerStatusTagParts(stage, "ml-2", "offer-status");
}

export function offerParts(offer: Offer): OfferParts {
  const standing = isStanding(offer);
  const tone = standing ? "text-slate-800" : "text-slate-500";
  const amount: MarkupElementParts = {
    tag: "span",
    attributes: { class: `font-semibold tabular-nums ${standing ? "text-slate-900" : "line-through decoration-slate-400"}` },
    inside: html`${formatMoney(offer.amountCents)}`,
  };
  const cellPieces = [amount, statusTag(offer), editedTag(offer)] as const;
  const buyer = html`@<!-- -->${offer.buyerHandle}<!-- --> ${identityMarkHtml(offer.buyerIdentityVerified, true)}`;
  return {
    item: { tag: "li", attributes: { class: `px-5 py-3 text-sm ${tone}`, "data-testid": "offer-item" } },
    itemPieces: [
      {
        tag: "p",
        attributes: { class: "flex items-center justify-between gap-3" },
        inside: html`<span>${elementsHtml(cellPieces)}</span><span>${buyer}</span>`,
      },
      {
        tag: "p",
        attributes: { class: "mt-1 text-xs text-slate-600" },
        inside: html`Made <!-- -->${formatDate(offer.createdAt)}<!-- --> · <!-- -->${offer.expiresAt ? `Expires ${expiry(offer)}` : "No Expiration Date"}`,
      },
    ],
    row: { tag: "tr", attributes: { "data-testid": "offer-row", class: tone } },
    cell: { tag: "td", attributes: { class: "px-5 py-2.5 sm:px-6" } },
    cellPieces,
    cells: [
      { tag: "td", attributes: { class: "px-3 py-2.5" }, inside: buyer },
      { tag: "td", attributes: { class: "px-3 py-2.5 tabular-nums" }, inside: html`${formatDate(offer.createdAt)}` },
      { tag: "td", attributes: { class: "px-5 py-2.5 tabular-nums sm:px-6" }, inside: html`${expiry(offer)}` },
    ],
  };
}

const itemHtml = (parts: OfferParts) => frameHtml(parts.item, elementsHtml(parts.itemPieces));
const rowHtml = (parts: OfferParts) =>
  frameHtml(parts.row, html`${frameHtml(parts.cell, elementsHtml(parts.cellPieces))}${elementsHtml(parts.cells)}`);

/** With no offers: what the owner, and anyone else, reads instead of the list. */
export function noOffersParts(owner: boolean): MarkupElementParts {
  return {
    tag: "p",
    attributes: { class: "px-5 pb-5 pt-3 text-sm text-slate-600 sm:px-6" },
    inside: html`${owner ? "No offers yet." : "No Offers Yet! Be the First!"}`,
  };
}

/** The whole section as a visitor or buyer sees it (none of the owner's parts); `owner` words the empty list. */
export function detailOffersParts(offers: Offer[], owner: boolean): MarkupElementParts {
  if (offers.length === 0) return { ...OFFERS, inside: html`${markupElementHtml(OFFERS_TITLE)}${markupElementHtml(noOffersParts(owner))}` };
  const parts = offers.map(offerParts);
  const table = frameHtml(OFFER_TABLE, html`${markupElementHtml(OFFER_TABLE_HEAD)}${frameHtml(OFFER_ROWS, html`${parts.map(rowHtml)}`)}`);
  return {
    ...OFFERS,
    inside: html`${markupElementHtml(OFFERS_TITLE)}${frameHtml(OFFER_LIST, html`${parts.map(itemHtml)}`)}${frameHtml(OFFER_TABLE_BOX, table)}`,
  };
}

export function detailOffersHtml(offers: Offer[], owner: boolean): Html {
  return markupElementHtml(detailOffersParts(offers, owner));
}

/** Where the seller keeps the offers private, in place of the section; `what`: "listing" or "portfolio". */
export function offersPrivateParts(what: "listing" | "portfolio"): MarkupElementParts {
  return {
    tag: "p",
    attributes: { class: "px-1 text-sm text-slate-600", "data-testid": "offers-private" },
    inside: html`The seller keeps the offers on this ${what} private.`,
  };
}
