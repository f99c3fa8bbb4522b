// The browse search in the URL (issue 29, docs/decisions/0042-search-in-the-url.md): the one home of
// the mapping between the filters and a query string, so a search can be shared, bookmarked and
// found again by the back button. Pure: the states are handed in (they are reference data).
//
// Reading (`readSearch`) goes through the POST form's own parser (parseJudgmentSearch): a bad value
// becomes a message next to its field, never an error page; parameters it does not know are ignored.
// The state may be named by its abbreviation (`state=TX`, any letter case), as the canonical URL
// names it, or by its id (`state_id=48`: the form's field, and links made before); the id wins
// when both are given.
//
// Writing (`searchQuery`) is canonical, so one search has one URL: the filters in the form's order,
// the state by its abbreviation, money as plain dollars, dates as YYYY-MM-DD, a ticked box as 1, then
// the sort and the page; nothing at its default (an empty field, an unticked box, the newest-first
// sort, page 1). Example: /judgments?state=TX&price_max=20000&sort=price_low
import {
  DEFAULT_SORT,
  filterParamNames,
  parseJudgmentSearch,
  searchFields,
  searchToValues,
  type BrowseSort,
  type JudgmentSearch,
  type ParsedSearch,
  type SearchField,
} from "~/domain/search";
import { isStorableText } from "~/domain/storable-text";

/** What the URL needs of a state: its id and its postal abbreviation. */
export type StateCode = { id: number; abbreviation: string };

/** The state by its abbreviation: the canonical URL's name for the form's `state_id`. */
export const STATE_PARAM = "state";

const UNKNOWN_STATE = "Choose a state from the list.";

function first(value: unknown): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  if (typeof one !== "string") return undefined;
  const trimmed = one.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** A query string as the plain record the form parser reads (a name given twice keeps both values). */
function recordOf(params: URLSearchParams): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) record[key] = params.getAll(key);
  return record;
}

/**
 * A search from a query string or a form body, read as the POST form is. Never throws: each problem
 * comes back as a message under its field's name, and the valid filters still apply.
 */
export function readSearch(input: URLSearchParams | Record<string, unknown>, states: readonly StateCode[]): ParsedSearch {
  const record = input instanceof URLSearchParams ? recordOf(input) : { ...input };
  const abbreviation = first(record[STATE_PARAM]);
  delete record[STATE_PARAM];
  let unknownState: string | null = null;
  if (abbreviation !== undefined && first(record.state_id) === undefined) {
    const state = states.find((s) => s.abbreviation === abbreviation.toUpperCase());
    if (state) record.state_id = String(state.id);
    else unknownState = isStorableText(abbreviation) ? abbreviation.slice(0, 20) : "";
  }
  const parsed = parseJudgmentSearch(record);
  if (unknownState === null) return parsed;
  // Shown back as typed (and sent back as state_id, which names no state either: the same message).
  return { ...parsed, errors: { ...parsed.errors, state_id: [UNKNOWN_STATE] }, values: { ...parsed.values, state_id: unknownState } };
}

/** True when a query string names any search filter (either date family, the state either way), even empty. */
export function queryHasFilters(params: URLSearchParams): boolean {
  return params.has(STATE_PARAM) || filterParamNames.some((name) => params.has(name));
}

/**
 * The filters as canonical query parameters, from the form's values (what was typed, or
 * `searchToValues` of a valid search). A state id that names no state stays `state_id`, so a refused
 * search sent back to the page shows its message again.
 */
export function filterQuery(values: Partial<Record<SearchField, string>>, states: readonly StateCode[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of searchFields) {
    const value = values[field];
    if (value === undefined || value === "") continue;
    if (field === "state_id") {
      const state = states.find((s) => String(s.id) === value);
      if (state) {
        params.set(STATE_PARAM, state.abbreviation);
        continue;
      }
    }
    params.set(field, value);
  }
  return params;
}

/** A valid search's canonical query parameters. */
export function searchQuery(search: JudgmentSearch, states: readonly StateCode[]): URLSearchParams {
  return filterQuery(searchToValues(search), states);
}

export type PageParams = { sort?: BrowseSort; page?: number; after?: string; before?: string };

/** A browse URL: the path, the filters, then the sort and the page (and its cursor) when not the first. */
export function browseHref(
  path: string,
  filters: URLSearchParams | readonly (readonly [string, string])[],
  paging: PageParams = {},
): string {
  const query = new URLSearchParams(filters instanceof URLSearchParams ? filters : filters.map(([k, v]) => [k, v]));
  if (paging.sort && paging.sort !== DEFAULT_SORT) query.set("sort", paging.sort);
  if (paging.page && paging.page > 1) query.set("page", String(paging.page));
  if (paging.after) query.set("after", paging.after);
  if (paging.before) query.set("before", paging.before);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
