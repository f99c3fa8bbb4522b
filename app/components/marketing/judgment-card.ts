// A listing as a card on the home page: title (the card's link), place, judgment amount and asking
// price. Escaped markup (decision 0056): the home page places the cards with `dangerouslySetInnerHTML`.
import { attr, each, html, type Html } from "~/components/html/html";
import { firstLookBadgeHtml } from "~/components/judgments/first-look-badge";
import { portfolioTagHtml } from "~/components/judgments/portfolio-tag";
import { formatDate } from "~/domain/dates";
import { priceShareBps } from "~/domain/fees";
import { listingPath, placeWords, stateShort } from "~/domain/listing-place";
import type { ListingSummary } from "~/domain/listing-summary";
import { formatMoney, formatPercent } from "~/domain/money";

export type JudgmentCardData = ListingSummary<Date | string> & { featured?: boolean };

const ARTICLE =
  "card group relative flex w-full flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md";
const TITLE_LINK =
  "text-slate-900 no-underline after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus:outline-none";
const TERM = "text-xs font-medium uppercase tracking-wide text-slate-600";

export function judgmentCardHtml(judgment: JudgmentCardData): Html {
  const share = priceShareBps(judgment.priceCents, judgment.amountCents);
  const titleId = `judgment-${judgment.id}-title`;
  return html`<article aria-labelledby="${titleId}" data-testid="featured-judgment" class="${ARTICLE}">\
<div class="flex items-start justify-between gap-3">\
<span class="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold tracking-wide text-brand-800">\
<abbr${attr("title", judgment.stateName)} class="no-underline">${stateShort(judgment)}</abbr></span>\
${judgment.kind === "portfolio" && portfolioTagHtml(judgment.portfolioSize)}\
${judgment.firstLook && firstLookBadgeHtml("ml-auto shrink-0")}\
${judgment.featured && html`<span class="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Featured</span>`}\
</div>\
<h3 id="${titleId}" class="mt-2 text-lg font-semibold leading-snug">\
<a href="${listingPath(judgment.kind, judgment.id)}" class="${TITLE_LINK}">${judgment.title}</a></h3>\
<p class="mt-1 text-sm text-slate-600">${placeWords(judgment)}</p>\
<dl class="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4">\
<div><dt class="${TERM}">Judgment amount</dt><dd class="mt-0.5 text-lg font-semibold text-slate-900">${formatMoney(judgment.amountCents)}</dd></div>\
<div><dt class="${TERM}">Asking price</dt><dd class="mt-0.5 text-lg font-semibold text-accent-700">${formatMoney(judgment.priceCents)}</dd></div>\
</dl>\
<p class="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-4 text-xs text-slate-600">\
<span>${formatPercent(share)} of the judgment amount</span>\
${judgment.listedAt && html`<span>Listed ${formatDate(judgment.listedAt)}</span>`}</p></article>`;
}

/** The cards, each in its list item. */
export function judgmentCardsHtml(judgments: readonly JudgmentCardData[]): Html {
  return each(judgments, (judgment) => html`<li class="flex">${judgmentCardHtml(judgment)}</li>`);
}
