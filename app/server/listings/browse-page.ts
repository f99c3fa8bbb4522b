// The data of the browse pages (/judgments, /judgments/by_state/{abbr}, /judgments/by_county/{id})
// and the search action's checks: for those route modules (through app/routes/judgments/browse-page.server.ts)
// and a cookie-less visitor's page written without React Router (server/visitor-pages.ts).
//
// Where the search comes from (docs/decisions/0042-search-in-the-url.md), first match wins:
// 1. the query string, when it names any filter (app/domain/search-url.ts reads it), so a search can
//    be bookmarked, shared and found again by the back button;
// 2. on /judgments only, the search kept in the session by POST /judgments/search: the page answers
//    with a redirect to that search's URL, so the address bar always holds what the page shows;
// 3. none: every active listing.
// A by_state or by_county page adds its place to the query string's filters.
import { parseId } from "~/domain/ids";
import { placeWords } from "~/domain/listing-place";
import {
  browseSorts,
  decodeCursor,
  encodeCursor,
  hasFilters,
  parsePage,
  parseSort,
  searchFromStored,
  searchToParams,
  searchToValues,
  sortLabels,
  type JudgmentSearch,
  type ParsedSearch,
  type SearchErrors,
} from "~/domain/search";
import { browseHref, queryHasFilters, readSearch, searchQuery, type PageParams } from "~/domain/search-url";
import type { BrowsePageData } from "~/components/judgments/browse-types";
import { packCounties, packStates } from "~/domain/packed-list";
import { suggestedName } from "~/domain/saved-searches";
import { searchSummary } from "~/domain/search-summary";
import type { PaginationLink } from "~/components/judgments/pagination";
import type { AppServices } from "~/server/context";
import { viewerOf, type ViewerUser } from "~/domain/listing-visibility";
import { listAudience } from "~/server/queries/listing-visibility";
import { browseJudgments, MAX_CURSOR_JUMP, type BrowseResult } from "~/server/queries/browse";
import { listFeaturedForBrowse } from "~/server/queries/featured";
import type { StateOption } from "~/server/queries/reference";
import { cachedCounties, cachedCounty, cachedState, cachedStateByAbbreviation, cachedStates } from "~/server/queries/reference-cache";

export const CLEAR_PATH = "/judgments/search/clear";

/** The fixed place of a by_state or by_county page. */
export type BrowsePlace = {
  path: string;
  state: StateOption;
  county?: { id: number; name: string };
};

/**
 * A search after the checks that need the database: the state and county must exist and the
 * county must lie in the state. A county alone also sets its state, so the form shows both.
 */
export async function checkSearchPlaces(db: AppServices["db"], parsed: ParsedSearch): Promise<ParsedSearch> {
  const search: JudgmentSearch = { ...parsed.search };
  const errors: SearchErrors = { ...(parsed.errors ?? {}) };
  if (search.stateId !== undefined && !(await cachedState(db, search.stateId))) {
    errors.state_id = ["Choose a state from the list."];
    delete search.stateId;
  }
  if (search.countyId !== undefined) {
    const county = await cachedCounty(db, search.countyId);
    if (!county) {
      errors.county_id = ["Choose a county from the list."];
      delete search.countyId;
    } else if (search.stateId !== undefined && county.stateId !== search.stateId) {
      errors.county_id = ["That county is not in the chosen state."];
      delete search.countyId;
    } else if (search.stateId === undefined && !errors.state_id) {
      search.stateId = county.stateId;
    }
  }
  return { search, values: parsed.values, errors: Object.keys(errors).length ? errors : null };
}

function withoutPlace(search: JudgmentSearch, place: BrowsePlace | null): JudgmentSearch {
  if (!place) return search;
  const rest = { ...search };
  delete rest.stateId;
  if (place.county) delete rest.countyId;
  return rest;
}

function headingFor(place: BrowsePlace | null): string {
  if (!place) return "Judgments For Sale";
  if (place.county) return `Judgments For Sale in ${place.county.name}, ${place.state.name}`;
  return `Judgments For Sale in ${place.state.name}`;
}

/** What the page answers: its data and status (422 when a filter was refused), or a redirect to the kept search's URL. */
export type BrowseAnswer = { page: BrowsePageData; status: 200 | 422 } | { redirectTo: string };

export type BrowseViewer = {
  /** Premium members (and administrators) also see listings in their first look; visitors never. */
  user: ViewerUser | null;
  /** The search kept in the session by POST /judgments/search, read only when the page needs it; null without a session. */
  storedSearch: (() => Promise<unknown>) | null;
};

/** The by_state page's place: "tx" and "TX" alike; null for anything that is not a state. */
export async function statePlace(db: AppServices["db"], abbreviation: string): Promise<BrowsePlace | null> {
  const state = /^[A-Za-z]{2}$/.test(abbreviation) ? await cachedStateByAbbreviation(db, abbreviation) : null;
  return state ? { path: `/judgments/by_state/${state.abbreviation}`, state } : null;
}

/** The by_county page's place: the id of a known county (its FIPS code); null for anything else. */
export async function countyPlace(db: AppServices["db"], countyParam: string): Promise<BrowsePlace | null> {
  const countyId = parseId(countyParam);
  const county = countyId === null ? null : await cachedCounty(db, countyId);
  const state = county ? await cachedState(db, county.stateId) : null;
  if (!county || !state) return null;
  return { path: `/judgments/by_county/${county.id}`, state, county: { id: county.id, name: county.name } };
}

/** `params`: the page's query string, the only part of its URL the page reads. */
export async function loadBrowsePage(
  services: AppServices,
  params: URLSearchParams,
  { user, storedSearch }: BrowseViewer,
  place: BrowsePlace | null = null,
): Promise<BrowseAnswer> {
  const { db } = services;
  const audience = listAudience(viewerOf(user), services.clock.now());
  const states = await cachedStates(db);

  // 1. The search.
  let source: BrowsePageData["form"]["source"] = "none";
  let parsed: ParsedSearch = { search: {}, errors: null, values: {} };
  if (queryHasFilters(params)) {
    source = "query";
    parsed = await checkSearchPlaces(db, readSearch(params, states));
  } else if (!place && storedSearch) {
    const stored = searchFromStored(await storedSearch());
    // A stored place that no longer exists is simply dropped.
    const kept = stored ? (await checkSearchPlaces(db, { search: stored, errors: null, values: {} })).search : {};
    if (hasFilters(kept)) {
      // The kept search at its own URL; the sort and the page the link asked for come along.
      const query = searchQuery(kept, states);
      for (const [name, value] of params) query.append(name, value);
      return { redirectTo: `/judgments?${query}` };
    }
  }
  let search = parsed.search;
  if (place) {
    // The page's place wins over the query's; a county elsewhere is an error, not a silent mix.
    if (search.countyId !== undefined && !place.county) {
      const county = await cachedCounty(db, search.countyId);
      if (county && county.stateId !== place.state.id) {
        parsed.errors = { ...(parsed.errors ?? {}), county_id: [`That county is not in ${place.state.name}.`] };
        search = { ...search, countyId: undefined };
      }
    }
    search = { ...search, stateId: place.state.id, ...(place.county ? { countyId: place.county.id } : {}) };
    search = Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as JudgmentSearch;
  }

  // 2. Sort, page and cursor.
  const sort = parseSort(params.get("sort"));
  const page = parsePage(params.get("page"));
  const after = decodeCursor(params.get("after"));
  const before = after ? null : decodeCursor(params.get("before"));
  const cursor = after ? { direction: "after" as const, cursor: after } : before ? { direction: "before" as const, cursor: before } : null;

  // 3. The data, and the paid "featured" listings above the first page of a state's listings (the
  //    state is the only filter) or of the unfiltered list (featured nationwide).
  const onlyState = Object.keys(search).length === 1 && search.stateId !== undefined;
  const showFeatured = page === 1 && !cursor && !parsed.errors && (onlyState || !hasFilters(search));
  const [result, counties, featured] = await Promise.all([
    browseJudgments(db, search, { audience, sort, page, cursor }),
    search.stateId !== undefined ? cachedCounties(db, search.stateId) : Promise.resolve([]),
    showFeatured ? listFeaturedForBrowse(db, { stateId: search.stateId ?? null }, audience) : Promise.resolve([]),
  ]);

  // 4. Links that keep the search and the sort, in the canonical form of the URL.
  const linkSearch = withoutPlace(search, place);
  const filters = searchQuery(linkSearch, states);
  const filterParams = [...filters] as [string, string][];
  const basePath = place?.path ?? "/judgments";
  const link = (paging: PageParams = {}) => browseHref(basePath, filters, { sort, ...paging });
  const pageUrl = (target: number) => pageLink(result, target, link);

  const values = parsed.errors ? { ...parsed.values } : searchToValues(search);
  if (place) {
    values.state_id = String(place.state.id);
    if (place.county) values.county_id = String(place.county.id);
  }
  const placeNames = {
    stateName: states.find((s) => s.id === search.stateId)?.name ?? null,
    countyName: counties.find((c) => c.id === search.countyId)?.name ?? null,
  };
  // The "Save this search" form: the whole search (the page's place included), once it is valid.
  const saveSearch: BrowsePageData["saveSearch"] =
    parsed.errors || !hasFilters(search)
      ? null
      : {
          params: [...searchToParams(search)] as [string, string][],
          signedIn: user !== null,
          newUrl: browseHref("/searches/new", searchQuery(search, states)),
          suggestedName: suggestedName(search, placeNames),
        };
  const from = result.rows.length ? (result.page - 1) * result.pageSize + 1 : 0;
  const to = from ? from + result.rows.length - 1 : 0;
  const total = shownTotal(result, to);

  const payload: BrowsePageData = {
    heading: headingFor(place),
    basePath,
    place: place
      ? { stateId: place.state.id, stateName: place.state.name, countyId: place.county?.id ?? null, countyName: place.county?.name ?? null }
      : null,
    form: {
      values,
      errors: parsed.errors,
      source,
      active: hasFilters(linkSearch),
      // The page's own place is its heading, not a filter.
      summary: searchSummary(linkSearch, place ? {} : placeNames),
    },
    states: packStates(states),
    counties: packCounties(counties),
    sort,
    sortOptions: browseSorts.map((value) => ({ value, label: sortLabels[value] })),
    filterParams,
    shareUrl: hasFilters(linkSearch) ? link() : null,
    saveSearch,
    clearUrl: place ? basePath : CLEAR_PATH,
    featured: featured.map((f) => ({
      id: f.id,
      title: f.title,
      // "Harris County, TX"; a portfolio is never featured (its shape check), but its place would read "3 states".
      place: placeWords({ ...f, stateName: f.stateAbbreviation }),
      priceCents: f.priceCents,
      amountCents: f.amountCents,
      firstLook: f.firstLook,
    })),
    results: {
      rows: result.rows,
      from,
      to,
      total,
      page: result.page,
      pageCount: result.total.capped ? null : Math.max(1, Math.ceil(result.total.count / result.pageSize)),
      ...paginationLinks(result, pageUrl),
      previousUrl: result.hasPrevious && result.rows.length ? pageUrl(result.page - 1) : null,
      nextUrl: result.hasNext && result.rows.length ? pageUrl(result.page + 1) : null,
      firstPageUrl: link(),
      tooDeep: result.tooDeep,
    },
  };
  return { page: payload, status: parsed.errors ? 422 : 200 };
}

/** The total the "Showing" line states. Past the cap, the page itself is a better lower bound:
 * "Showing 10,026 to 10,050 of 10,050+", and on the last page the count is known. */
export function shownTotal(result: Pick<BrowseResult, "total" | "hasNext">, to: number): BrowseResult["total"] {
  if (!result.total.capped || to <= result.total.count) return result.total;
  return { count: to, capped: result.hasNext };
}

/**
 * The URL of a page near the current one: page 1 plainly; a later page after the current last row,
 * an earlier one before the current first row (keyset seeks); anything else by number.
 */
function pageLink(result: BrowseResult, target: number, link: (paging?: PageParams) => string): string {
  if (target <= 1) return link();
  const jump = Math.abs(target - result.page);
  if (target > result.page && result.lastCursor && jump <= MAX_CURSOR_JUMP)
    return link({ page: target, after: encodeCursor(result.lastCursor) });
  if (target < result.page && result.firstCursor && jump <= MAX_CURSOR_JUMP)
    return link({ page: target, before: encodeCursor(result.firstCursor) });
  return link({ page: target });
}

/**
 * The numbered window: the first page, two either side of the current one and, when the total is
 * exact, the last page. Above the count cap the last page is unknown, so `more` says there are
 * pages past the window.
 */
function paginationLinks(result: BrowseResult, pageUrl: (page: number) => string): { links: PaginationLink[]; more: boolean } {
  const current = result.page;
  let last: number;
  if (!result.total.capped) {
    last = Math.max(1, Math.ceil(result.total.count / result.pageSize));
  } else {
    // More than the cap exists: every page up to the cap's is full; past it, only the next is known.
    const known = Math.floor(result.total.count / result.pageSize);
    last = Math.max(current + 2 <= known ? current + 2 : current + (result.hasNext ? 1 : 0), 1);
  }
  if (!result.rows.length) return { links: [], more: false };
  const pages = new Set<number>([1, current]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= last) pages.add(p);
  if (!result.total.capped) pages.add(last);
  const links = [...pages].sort((a, b) => a - b).map((p) => ({ page: p, url: pageUrl(p), active: p === current }));
  return { links, more: result.total.capped && result.hasNext };
}
