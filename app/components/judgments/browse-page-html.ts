// The browse page (/judgments, /judgments/by_state/{abbr}, /judgments/by_county/{id}) as escaped
// markup (decisions 0056, 0059): its header (the breadcrumb and heading), then the filters panel beside
// the results. It never hydrates, so nothing in it is React's to keep: the React component
// (./browse-page.tsx) places these two parts, and a cookie-less visitor's page written without React
// Router (server/visitor-pages.ts) joins the same parts, so each piece has one writer.
// The results come first on every screen (issue 29): on a wide one the filters are a sidebar beside
// them; on a phone they are a closed panel above them whose one line says which filters are on
// (app/styles/browse.css; a <details>, so it works without JavaScript).
// `<!-- -->` marks where React would part two pieces of text; it is kept so the markup stays as it was.
import { attr, each, html, type Html } from "~/components/html/html";
import { pageTitle } from "~/components/page-title";
import { saveSearchPanelHtml } from "~/components/saved-searches/save-search-panel";
import { unpackCounties, unpackStates } from "~/domain/packed-list";
import { formatNumber, formatTotal } from "./browse-format";
import type { BrowsePageData, StateOption } from "./browse-types";
import { featuredBandHtml } from "./featured-band";
import { judgmentTableHtml } from "./judgment-table";
import { paginationHtml } from "./pagination";
import { searchFormSectionHtml } from "./search-form";

/** The classes of the two elements the parts go in. */
export const BROWSE_HEADER_CLASS = "border-b border-slate-200 bg-white";
export const BROWSE_BODY_CLASS =
  "mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-8";

export const BROWSE_DESCRIPTION =
  "Browse and search US court money judgments for sale: judgment amount, asking price, state and county of every active listing.";

/** The title and description of a browse page (a state's or county's page says which). */
export function browseMeta(data: BrowsePageData, matches: readonly unknown[]) {
  return pageTitle(data.heading, matches, data.place ? `${data.heading}: active listings.` : BROWSE_DESCRIPTION);
}

/** Inside the page's <header> and inside the <div> beside it. */
export function browseParts(data: BrowsePageData): { header: Html; body: Html } {
  const states = unpackStates(data.states);
  return { header: headerHtml(data, states), body: html`${filtersPanelHtml(data, states)}${resultsColumnHtml(data, states)}` };
}

/** The whole of <main>, as the React component writes it. */
export function browseMainHtml(data: BrowsePageData): Html {
  const { header, body } = browseParts(data);
  return html`<header class="${BROWSE_HEADER_CLASS}">${header}</header><div class="${BROWSE_BODY_CLASS}">${body}</div>`;
}

function headerHtml(data: BrowsePageData, states: readonly StateOption[]): Html {
  return html`<div class="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-8">${data.place && breadcrumbHtml(data.place, states)}\
<h1 class="text-2xl font-bold tracking-tight sm:text-3xl">${data.heading}</h1>\
<p class="mt-1 max-w-3xl text-sm text-slate-600 sm:mt-2 sm:text-base">US court money judgments offered by their creditors. \
Every listing is reviewed before it goes live, and a buyer&#x27;s payment is held until the assignment is confirmed.</p></div>`;
}

function breadcrumbHtml(place: NonNullable<BrowsePageData["place"]>, states: readonly StateOption[]): Html {
  const abbreviation = states.find((state) => state.id === place.stateId)?.abbreviation ?? "";
  return html`<nav aria-label="Breadcrumb" class="mb-2 text-sm text-slate-600"><ol class="flex flex-wrap items-center gap-1">\
<li><a href="/judgments" data-discover="true">All judgments</a></li><li aria-hidden="true">/</li>${
    place.countyName
      ? html`<li><a href="/judgments/by_state/${abbreviation}" data-discover="true">${place.stateName}</a></li>\
<li aria-hidden="true">/</li><li aria-current="page">${place.countyName}</li>`
      : html`<li aria-current="page">${place.stateName}</li>`
  }</ol></nav>`;
}

/** The filters: a closed panel on a phone (open when a filter was refused), a sidebar on a wide screen. */
function filtersPanelHtml(data: BrowsePageData, states: readonly StateOption[]): Html {
  const { form } = data;
  const refused = Object.keys(form.errors ?? {}).length;
  return html`<details class="filters-panel"${attr("open", form.errors !== null && "")} data-testid="filters-panel">\
<summary class="filters-summary" data-testid="filters-summary"><span class="min-w-0"><span class="flex items-center gap-2">\
<span class="font-semibold text-slate-900">Filters</span>\
${form.summary.length > 0 && html`<span class="filters-count">${form.summary.length}<!-- --> on</span>`}</span>\
<span class="filters-words" data-testid="filters-words">${form.summary.length ? form.summary.join(" · ") : "None on: narrow by keywords, place, price and more"}\
${refused > 0 && html`<span class="font-medium text-red-700"> · ${refused === 1 ? "1 filter" : `${refused} filters`} not applied</span>`}</span></span>\
<span aria-hidden="true" class="filters-chevron">▾</span></summary>\
<div class="filters-body">${searchFormSectionHtml({
    action: "/judgments/search",
    values: form.values,
    errors: form.errors,
    states,
    counties: unpackCounties(data.counties),
    sort: data.sort,
    clearUrl: form.active ? data.clearUrl : null,
    shareUrl: data.shareUrl,
  })}${data.saveSearch && saveSearchPanelHtml(data.saveSearch)}</div></details>`;
}

function resultsColumnHtml(data: BrowsePageData, states: readonly StateOption[]): Html {
  const { results } = data;
  const sortLabel = data.sortOptions.find((option) => option.value === data.sort)?.label ?? "";
  return html`<div class="mt-4 min-w-0 space-y-6 lg:mt-0">\
${featuredBandHtml(data.featured, data.featured.length && !data.place?.countyName ? featuredWhere(states, data) : null)}\
<section aria-labelledby="results-title" class="space-y-4"><h2 id="results-title" class="sr-only">Results</h2>\
<div class="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">\
<p class="text-sm text-slate-700" data-testid="showing" aria-live="polite">${
    results.rows.length > 0 &&
    html`Showing <strong>${formatNumber(results.from)}</strong> to <strong>${formatNumber(results.to)}</strong> of<!-- --> \
<strong>${formatTotal(results.total)}</strong>`
  }</p>${sortControlHtml(data)}</div>${
    results.rows.length
      ? html`${judgmentTableHtml(results.rows, `${data.heading}, sorted by ${sortLabel.toLowerCase()}`)}${paginationHtml(results)}`
      : emptyResultsHtml(data)
  }</section></div>`;
}

/**
 * A GET form that keeps the search; with JavaScript it sends itself when the choice changes (the
 * enhancement script, app/enhance/submit-on-change.ts: the browse pages never hydrate, decision 0040).
 */
function sortControlHtml(data: BrowsePageData): Html {
  return html`<form class="flex items-end gap-2" data-testid="sort-form" data-enhance="submit-on-change" data-discover="true" \
action="${data.basePath}" method="get">${each(data.filterParams, ([name, value]) => html`<input type="hidden" name="${name}" value="${value}"/>`)}\
<div><label for="browse-sort" class="label">Sort by</label><select id="browse-sort" name="sort" class="input w-auto pr-8">\
${each(data.sortOptions, (option) => html`<option value="${option.value}"${attr("selected", option.value === data.sort && "")}>${option.label}</option>`)}\
</select></div><button type="submit" class="btn-secondary">Sort</button></form>`;
}

function emptyResultsHtml(data: BrowsePageData): Html {
  const { results } = data;
  const pastTheEnd = results.total.count > 0 || results.tooDeep;
  const inside = pastTheEnd
    ? html`<p class="text-lg font-semibold text-slate-900">${
        results.tooDeep ? "This page is too far down the list to open by its number." : "There are no judgments on this page."
      }</p><p class="mt-2 text-slate-600">${
        results.tooDeep ? "Narrow the search, change the sort or page through with Next." : "The list is shorter than that."
      }</p><a class="btn-secondary mt-6" href="${results.firstPageUrl}" data-discover="true">Go to the first page</a>`
    : html`<p class="text-lg font-semibold text-slate-900">No active judgments found!</p><p class="mt-2 text-slate-600">${
        data.form.active
          ? "Try a wider price range, fewer keywords or another county."
          : "Please check back soon: new judgments are listed every week."
      }</p>${data.form.active && html`<a class="btn-secondary mt-6" href="${data.clearUrl}" data-discover="true">Clear search</a>`}`;
  return html`<div class="card px-6 py-12 text-center" data-testid="empty-results">${inside}</div>`;
}

/** The state the featured band is about: the page's, or the one chosen in the search. */
function featuredWhere(states: readonly StateOption[], data: BrowsePageData): string | null {
  if (data.place) return data.place.stateName;
  const stateId = Number(data.form.values.state_id);
  return states.find((s) => s.id === stateId)?.name ?? null;
}
