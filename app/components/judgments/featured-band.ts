// The paid "featured" listings above the first page of browse results (Featured in its state /
// Featured nationwide enhancements): cards, each linking to the judgment. On a phone they are one
// row that scrolls sideways (snapping card by card), so the results below stay on the first screen.
// The cards are escaped markup (decision 0056), as the rows below them.
import { each, html, type Html } from "~/components/html/html";
import { formatMoney } from "~/domain/money";
import type { BrowsePageData } from "./browse-types";
import { firstLookBadgeHtml } from "./first-look-badge";

const CARD = "card w-[78%] shrink-0 snap-start border-amber-300 bg-amber-50/60 p-4 sm:w-auto";

/** The band's cards, each a list item. */
export function featuredCardsHtml(featured: BrowsePageData["featured"]): Html {
  return each(
    featured,
    (f) => html`<li class="${CARD}" data-testid="featured-listing">\
<a href="/judgments/${String(f.id)}" class="line-clamp-2 font-semibold">${f.title}</a>\
${f.firstLook && firstLookBadgeHtml("mt-1")}\
<p class="mt-1 text-sm text-slate-600">${f.place}</p>\
<p class="mt-2 text-sm"><span class="font-semibold tabular-nums">${formatMoney(f.priceCents)}</span>\
<span class="text-slate-600"> for a ${formatMoney(f.amountCents)} judgment</span></p></li>`,
  );
}

/** The band above the results, when there are featured listings; `where`: the state they are featured in. */
export function featuredBandHtml(featured: BrowsePageData["featured"], where: string | null): Html | null {
  if (featured.length === 0) return null;
  return html`<section aria-labelledby="featured-title" class="space-y-3" data-testid="featured-band">\
<h2 id="featured-title" class="text-sm font-semibold uppercase tracking-wide text-slate-600">${where ? `Featured in ${where}` : "Featured nationwide"}</h2>\
<ul class="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-3">\
${featuredCardsHtml(featured)}</ul></section>`;
}
