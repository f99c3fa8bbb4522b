// The browse page shared by /judgments, /judgments/by_state/{abbr} and /judgments/by_county/{id}:
// header, the filters, the "Showing" line with the sort, the results and the page links.
// The results come first on every screen (issue 29): on a wide one the filters are a sidebar beside
// them; on a phone they are a closed panel above them whose one line says which filters are on
// (app/styles/browse.css; a <details>, so it works without JavaScript).
import { useMemo } from "react";
import { Form, Link } from "react-router";
import type { BrowsePageData, StateOption } from "./browse-types";
import { unpackCounties, unpackStates } from "~/domain/packed-list";
import { formatNumber, formatTotal } from "./browse-format";
import { FeaturedBand } from "./featured-band";
import { JudgmentTable } from "./judgment-table";
import { Pagination } from "./pagination";
import { SearchForm } from "./search-form";
import { SaveSearchPanel } from "~/components/saved-searches/save-search-panel";

export function BrowsePage({ data }: { data: BrowsePageData }) {
  const { results, form } = data;
  const states = useMemo(() => unpackStates(data.states), [data.states]);
  const counties = useMemo(() => unpackCounties(data.counties), [data.counties]);
  const sortLabel = data.sortOptions.find((option) => option.value === data.sort)?.label ?? "";
  const refused = Object.keys(form.errors ?? {}).length;
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-8">
          {data.place && (
            <nav aria-label="Breadcrumb" className="mb-2 text-sm text-slate-600">
              <ol className="flex flex-wrap items-center gap-1">
                <li>
                  <Link to="/judgments">All judgments</Link>
                </li>
                <li aria-hidden="true">/</li>
                {data.place.countyName ? (
                  <>
                    <li>
                      <Link to={`/judgments/by_state/${stateAbbreviation(states, data)}`}>{data.place.stateName}</Link>
                    </li>
                    <li aria-hidden="true">/</li>
                    <li aria-current="page">{data.place.countyName}</li>
                  </>
                ) : (
                  <li aria-current="page">{data.place.stateName}</li>
                )}
              </ol>
            </nav>
          )}
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{data.heading}</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:mt-2 sm:text-base">
            US court money judgments offered by their creditors. Every listing is reviewed before it goes live, and a buyer&apos;s payment
            is held until the assignment is confirmed.
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <details className="filters-panel" open={Boolean(form.errors)} data-testid="filters-panel">
          <summary className="filters-summary" data-testid="filters-summary">
            <span className="min-w-0">
              <span className="flex items-center gap-2">
                <span className="font-semibold text-slate-900">Filters</span>
                {form.summary.length > 0 && <span className="filters-count">{form.summary.length} on</span>}
              </span>
              <span className="filters-words" data-testid="filters-words">
                {form.summary.length ? form.summary.join(" · ") : "None on: narrow by keywords, place, price and more"}
                {refused > 0 && (
                  <span className="font-medium text-red-700">{` · ${refused === 1 ? "1 filter" : `${refused} filters`} not applied`}</span>
                )}
              </span>
            </span>
            <span aria-hidden="true" className="filters-chevron">
              ▾
            </span>
          </summary>
          <div className="filters-body">
            <SearchForm
              action="/judgments/search"
              values={form.values}
              errors={form.errors}
              states={states}
              counties={counties}
              sort={data.sort}
              clearUrl={form.active ? data.clearUrl : null}
              shareUrl={data.shareUrl}
            />
            {data.saveSearch && <SaveSearchPanel key={data.saveSearch.newUrl} {...data.saveSearch} />}
          </div>
        </details>

        <div className="mt-4 min-w-0 space-y-6 lg:mt-0">
          <FeaturedBand
            featured={data.featured}
            where={data.featured.length && !data.place?.countyName ? featuredWhere(states, data) : null}
          />

          <section aria-labelledby="results-title" className="space-y-4">
            <h2 id="results-title" className="sr-only">
              Results
            </h2>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <p className="text-sm text-slate-700" data-testid="showing" aria-live="polite">
                {results.rows.length ? (
                  <>
                    Showing <strong>{formatNumber(results.from)}</strong> to <strong>{formatNumber(results.to)}</strong> of{" "}
                    <strong>{formatTotal(results.total)}</strong>
                  </>
                ) : null}
              </p>
              <SortControl data={data} />
            </div>

            {results.rows.length ? (
              <>
                <JudgmentTable rows={results.rows} caption={`${data.heading}, sorted by ${sortLabel.toLowerCase()}`} />
                <Pagination
                  links={results.links}
                  page={results.page}
                  more={results.more}
                  previousUrl={results.previousUrl}
                  nextUrl={results.nextUrl}
                  pageCount={results.pageCount}
                />
              </>
            ) : (
              <EmptyResults data={data} />
            )}
          </section>
        </div>
      </div>
    </>
  );
}

function stateAbbreviation(states: readonly StateOption[], data: BrowsePageData): string {
  return states.find((state) => state.id === data.place?.stateId)?.abbreviation ?? "";
}

function EmptyResults({ data }: { data: BrowsePageData }) {
  const { results } = data;
  const pastTheEnd = results.total.count > 0 || results.tooDeep;
  return (
    <div className="card px-6 py-12 text-center" data-testid="empty-results">
      {pastTheEnd ? (
        <>
          <p className="text-lg font-semibold text-slate-900">
            {results.tooDeep ? "This page is too far down the list to open by its number." : "There are no judgments on this page."}
          </p>
          <p className="mt-2 text-slate-600">
            {results.tooDeep ? "Narrow the search, change the sort or page through with Next." : "The list is shorter than that."}
          </p>
          <Link to={results.firstPageUrl} className="btn-secondary mt-6">
            Go to the first page
          </Link>
        </>
      ) : (
        <>
          <p className="text-lg font-semibold text-slate-900">No active judgments found!</p>
          <p className="mt-2 text-slate-600">
            {data.form.active
              ? "Try a wider price range, fewer keywords or another county."
              : "Please check back soon: new judgments are listed every week."}
          </p>
          {data.form.active && (
            <Link to={data.clearUrl} className="btn-secondary mt-6">
              Clear search
            </Link>
          )}
        </>
      )}
    </div>
  );
}

/**
 * A GET form that keeps the search; with JavaScript it sends itself when the choice changes (the
 * enhancement script, app/enhance/submit-on-change.ts: the browse pages never hydrate, decision 0040).
 */
function SortControl({ data }: { data: BrowsePageData }) {
  return (
    <Form method="get" action={data.basePath} className="flex items-end gap-2" data-testid="sort-form" data-enhance="submit-on-change">
      {data.filterParams.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="browse-sort" className="label">
          Sort by
        </label>
        <select key={data.sort} id="browse-sort" name="sort" defaultValue={data.sort} className="input w-auto pr-8">
          {data.sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Sort
      </button>
    </Form>
  );
}

/** The state the featured band is about: the page's, or the one chosen in the search. */
function featuredWhere(states: readonly StateOption[], data: BrowsePageData): string | null {
  if (data.place) return data.place.stateName;
  const stateId = Number(data.form.values.state_id);
  return states.find((s) => s.id === stateId)?.name ?? null;
}
