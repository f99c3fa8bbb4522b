// The judgment card as markup (decision 0056): the price (the asking price; once an offer is
// accepted, the agreed price for those who may know it: app/domain/listing-price.ts) against the
// judgment amount and the estimated balance, the highest-offer panel, the actions, the views /
// watchers / offers counts and the seller. Its one writer: a page written in markup gives the actions
// as markup (the visitor's prompt); React (DetailCard) places the same frames and elements around
// its own actions, which hydrate on the owner's page, so the card needs no wrapper of its own.
import { attr, html, type Html } from "~/components/html/html";
import {
  elementsHtml,
  frameHtml,
  markupElementHtml,
  type MarkupElementParts,
  type MarkupFrameParts,
} from "~/components/html/markup-element";
import type { Reputation } from "~/components/feedback/feedback-view";
import { reputationFiguresHtml } from "~/components/feedback/reputation-figures-html";
import { identityMarkHtml } from "~/components/users/identity-mark-html";
import { priceShareBps } from "~/domain/fees";
import { shownPrice } from "~/domain/listing-price";
import { listingStatusLabel } from "~/domain/listing-status";
import { formatMoney, formatPercent, groupThousands } from "~/domain/money";
import type { DetailJudgment, DetailValue } from "./detail-types";

/** The balance as the card reads it: the amount of an estimate, or why there is none. */
type CardBalance = { kind: "estimate"; balanceCents: number } | { kind: Exclude<DetailValue["balance"]["kind"], "estimate"> };

export type CardPage = {
  judgment: Pick<DetailJudgment, "status" | "priceCents" | "buyNowCents" | "amountCents" | "counts" | "seller">;
  highestOfferCents: number | null;
  /** The agreed price once an offer is accepted, when the viewer may know it; null otherwise. */
  agreedCents?: number | null;
  /** The seller keeps the offers private: the panel says so instead of an amount. */
  offersHidden?: boolean;
  /** A new listing whose listing fee is unpaid (known to the owner and administrators only). */
  listingFeeDue?: boolean;
  /** The estimated balance today and the asking price's share of it (a portfolio's: its judgments' summed). */
  value?: { balance: CardBalance; shareBps: DetailValue["shareBps"] } | null;
  /** The seller's reputation's figures (docs/decisions/0045), shown under their handle. */
  sellerReputation?: Reputation | null;
  /** A portfolio's card says "Face value" of its judgments where a judgment's says its amount. */
  portfolioSize?: number;
};

/** The card's own element, its upper part (the price to the actions) and the actions' box. */
export const CARD: MarkupFrameParts = {
  tag: "section",
  attributes: { class: "card overflow-hidden", "aria-labelledby": "judgment-card-title", "data-testid": "judgment-card" },
};
export const CARD_BODY: MarkupFrameParts = { tag: "div", attributes: { class: "p-5 sm:p-6" } };
export const CARD_ACTIONS: MarkupFrameParts = { tag: "div", attributes: { class: "mt-5" } };

type Piece = MarkupElementParts;

/**
 * The card's elements around the actions: `top` above them in the body (the price and status, the
 * price, what the asking price was, the amount, the balance, Buy Now, the highest offer; a piece the
 * listing has not is null, in its place), `counts` and `seller` below the body.
 */
export type CardParts = {
  top: readonly [Piece, Piece, Piece | null, Piece, Piece | null, Piece | null, Piece];
  counts: Piece;
  seller: Piece;
};

const p = (cls: string, testId: string | null, inside: Html, more: Record<string, string> = {}): MarkupElementParts => ({
  tag: "p",
  attributes: { class: cls, "data-testid": testId, ...more },
  inside,
});

/** `enhance` names the number for the enhancement script (the watchers, updated by the Watch toggle). */
function count(label: string, value: number, testId: string, enhance?: string): Html {
  return html`<div class="px-2 py-3 text-center"><dt class="text-xs font-medium uppercase tracking-wide text-slate-600">${label}</dt>\
<dd class="mt-0.5 text-lg font-semibold tabular-nums text-slate-900" data-testid="${testId}"${attr("data-enhance", enhance)}>\
${groupThousands(value)}</dd></div>`;
}

export function detailCardParts(page: CardPage): CardParts {
  const { judgment, highestOfferCents } = page;
  const price = shownPrice(judgment, page.agreedCents ?? null);
  const share = priceShareBps(price.cents, judgment.amountCents);
  const active = judgment.status === "active";
  // The balance share the loader computed is the asking price's; the agreed price's is worked out here.
  const value = page.value;
  const balance = value?.balance.kind === "estimate" ? value.balance : null;
  const balanceShare =
    balance && value && value.shareBps !== null
      ? price.kind === "agreed"
        ? priceShareBps(price.cents, balance.balanceCents)
        : value.shareBps
      : null;
  const face = page.portfolioSize ? ["Face value", "face value"] : ["Judgment amount", "the judgment"];
  const top: CardParts["top"] = [
    {
      tag: "div",
      attributes: { class: "flex items-center justify-between gap-3" },
      inside: html`<h2 id="judgment-card-title" class="text-sm font-medium uppercase tracking-wide text-slate-600" \
data-testid="judgment-price-label">${price.label}</h2>\
<span class="${`rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-800"}`}" \
data-testid="judgment-status">${listingStatusLabel(judgment.status, page.listingFeeDue ?? false)}</span>`,
    },
    p("mt-1 text-4xl font-bold tracking-tight text-accent-700 tabular-nums", "judgment-price", html`${formatMoney(price.cents)}`, {
      "data-price-kind": price.kind,
    }),
    price.kind === "agreed" && price.cents !== judgment.priceCents
      ? p(
          "mt-1 text-sm text-slate-600",
          "judgment-asking-was",
          html`Asking price was <span class="tabular-nums">${formatMoney(judgment.priceCents)}</span>`,
        )
      : null,
    p(
      "mt-2 text-sm text-slate-600",
      null,
      html`${face[0]}<!-- --> <span class="font-semibold text-slate-900 tabular-nums">${formatMoney(judgment.amountCents)}</span>\
<span aria-hidden="true"> · </span>${formatPercent(share)}<!-- --> of <!-- -->${face[1]}`,
    ),
    balance && balanceShare !== null
      ? p(
          "mt-1 text-sm text-slate-600",
          "judgment-balance-share",
          html`Estimated balance<!-- --> <a href="#judgment-value" class="font-semibold tabular-nums text-slate-900">\
${formatMoney(balance.balanceCents)}</a><span aria-hidden="true"> · </span>${formatPercent(balanceShare)}<!-- --> of the balance<!-- --> \
<a href="/faq#judgment-value" class="text-xs underline">(estimate, not legal advice)</a>`,
        )
      : null,
    judgment.buyNowCents !== null && price.kind === "asking"
      ? p(
          "mt-1 text-sm text-slate-700",
          "judgment-buy-now-price",
          html`Buy Now price <span class="font-semibold text-slate-900 tabular-nums">${formatMoney(judgment.buyNowCents)}</span>`,
        )
      : null,
    {
      tag: "div",
      attributes: { class: "mt-4 rounded-md border border-slate-200 bg-slate-50 px-4 py-3", "data-testid": "highest-offer" },
      inside: html`<p class="text-xs font-medium uppercase tracking-wide text-slate-600">Highest offer</p>\
<p class="mt-0.5 text-lg font-semibold tabular-nums text-slate-900" data-testid="highest-offer-amount">\
${page.offersHidden ? "Private" : highestOfferCents === null ? "No offers yet" : formatMoney(highestOfferCents)}</p>\
${page.offersHidden && html`<p class="mt-0.5 text-xs text-slate-600" data-testid="highest-offer-private">The seller shows offers only to themselves.</p>`}`,
    },
  ];
  const { seller, counts } = judgment;
  return {
    top,
    counts: {
      tag: "dl",
      attributes: { class: "grid grid-cols-3 divide-x divide-slate-200 border-t border-slate-200 bg-slate-50/60" },
      inside: html`${count("Views", counts.views, "count-views")}${count("Watching", counts.watchlist, "count-watchlist", "watch-count")}\
${count("Offers", counts.offers, "count-offers")}`,
    },
    seller: {
      tag: "div",
      attributes: { class: "border-t border-slate-200 px-5 py-3 text-sm text-slate-600 sm:px-6", "data-testid": "seller-block" },
      // The handle's link was React Router's <Link>: data-discover as it wrote it.
      inside: html`<p>Listed by<!-- --> \
<a class="font-semibold" data-testid="seller-link" href="${`/users/${encodeURIComponent(seller.handle)}`}" data-discover="true">@<!-- -->${seller.handle}</a> \
${identityMarkHtml(seller.identityVerified)}</p>\
${page.sellerReputation && html`<div class="mt-2">${reputationFiguresHtml(page.sellerReputation, true)}</div>`}`,
    },
  };
}

/** The whole card; `actions`: what the viewer can do (the visitor's prompt), or null. */
export function detailCardHtml(page: CardPage, actions: Html | null): Html {
  const { top, counts, seller } = detailCardParts(page);
  const body = html`${elementsHtml(top)}${actions && frameHtml(CARD_ACTIONS, actions)}`;
  return frameHtml(CARD, html`${frameHtml(CARD_BODY, body)}${markupElementHtml(counts)}${markupElementHtml(seller)}`);
}
