// /searches: the member's saved searches as cards: name, alert setting and how many matches are
// new, the criteria in words, the latest matches (linking to each listing), the browse page with
// the search applied, and the forms to change the alerts, rename and delete (without JavaScript).
import { Form, Link, useNavigation } from "react-router";
import { FieldErrors } from "~/components/forms";
import { formatMoney } from "~/domain/money";
import { alertShortLabels, SAVED_SEARCH_NAME_MAX } from "~/domain/saved-searches";
import { AlertSelect } from "./alert-select";
import type { SavedSearchActionErrors, SavedSearchesPageData, SavedSearchView } from "./types";

export function SavedSearchList({ data, refused }: { data: SavedSearchesPageData; refused: SavedSearchActionErrors | null }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Saved searches</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            We e-mail you when a newly approved listing matches one of your searches. Save a search from the{" "}
            <Link to="/judgments">browse page</Link>. Buying in bulk? <Link to="/buy-requests">Post a buy request</Link> and let sellers
            come to you.
          </p>
        </div>
        <p className="text-sm text-slate-500" data-testid="searches-used">
          {data.searches.length} of {data.max} used
        </p>
      </div>

      {data.searches.length === 0 ? (
        <div className="card mt-8 px-6 py-12 text-center" data-testid="no-searches">
          <p className="text-lg font-semibold text-slate-900">No saved searches yet</p>
          <p className="mt-2 text-slate-600">Search the judgments for sale, then choose “Save this search” to be told about new matches.</p>
          <Link to="/judgments" className="btn-primary mt-6">
            Browse judgments
          </Link>
        </div>
      ) : (
        <ul className="mt-8 space-y-6">
          {data.searches.map((search) => (
            <li key={search.id}>
              <SavedSearchCard search={search} refused={refused?.searchId === search.id ? refused : null} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedSearchCard({ search, refused }: { search: SavedSearchView; refused: SavedSearchActionErrors | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("search_id") === String(search.id);
  const id = `search-${search.id}`;
  const errors = refused?.errors ?? {};
  return (
    <article className="card p-5 sm:p-6" aria-labelledby={`${id}-name`} data-testid="saved-search">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-name`} className="text-xl font-semibold break-words">
            {search.name}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span data-testid="alert-setting">Alerts: {alertShortLabels[search.alerts]}</span>
            {search.newCount > 0 && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800" data-testid="new-count">
                {search.newCount} new
              </span>
            )}
          </p>
        </div>
        <Link to={search.resultsUrl} className="btn-secondary shrink-0" data-testid="show-results">
          Show all results
        </Link>
      </div>

      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Criteria" data-testid="criteria">
        {search.criteria.map((phrase) => (
          <li key={phrase} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            {phrase}
          </li>
        ))}
      </ul>

      <section className="mt-5" aria-label={`Latest matches of ${search.name}`}>
        <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Latest matches</h3>
        {search.matches.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No new listing has matched yet. We will tell you when one is approved.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200" data-testid="matches">
            {search.matches.map((match) => (
              <li key={match.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={match.url} className="font-medium break-words">
                    {match.title}
                  </Link>
                  {match.isNew && (
                    <span
                      className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800"
                      data-testid="match-new"
                    >
                      New
                    </span>
                  )}
                  <p className="text-sm text-slate-600">{match.place}</p>
                </div>
                <p className="shrink-0 text-sm text-slate-700 sm:text-right">
                  Asking <strong>{formatMoney(match.priceCents)}</strong>
                  <span className="block text-xs text-slate-500">Judgment {formatMoney(match.amountCents)}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {errors._?.length ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {errors._.join(" ")}
        </p>
      ) : null}

      <div className="mt-5 flex flex-col gap-4 border-t border-slate-100 pt-4 lg:flex-row lg:items-start lg:justify-between">
        <Form method="post" className="flex flex-wrap items-end gap-2" data-testid="alerts-form">
          <input type="hidden" name="search_id" value={search.id} />
          <input type="hidden" name="intent" value="alerts" />
          <div>
            <label htmlFor={`${id}-alerts`} className="label">
              E-mail me
            </label>
            <AlertSelect
              id={`${id}-alerts`}
              value={refused?.intent === "alerts" ? refused.values.alerts : search.alerts}
              invalid={Boolean(errors.alerts?.length)}
              describedBy={errors.alerts?.length ? `${id}-alerts-errors` : undefined}
              compact
            />
          </div>
          <button type="submit" className="btn-secondary" disabled={busy}>
            Save
          </button>
          <FieldErrors id={`${id}-alerts-errors`} errors={errors.alerts} />
        </Form>

        <div className="flex flex-wrap gap-3">
          <details className="group" open={refused?.intent === "rename" || undefined}>
            <summary className="btn-secondary cursor-pointer list-none">Rename</summary>
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" data-testid="rename-form">
              <input type="hidden" name="search_id" value={search.id} />
              <input type="hidden" name="intent" value="rename" />
              <div>
                <label htmlFor={`${id}-rename`} className="label">
                  New name
                </label>
                <input
                  id={`${id}-rename`}
                  name="name"
                  type="text"
                  maxLength={SAVED_SEARCH_NAME_MAX}
                  defaultValue={refused?.intent === "rename" ? refused.values.name : search.name}
                  className="input"
                  aria-invalid={errors.name?.length ? true : undefined}
                  aria-describedby={errors.name?.length ? `${id}-rename-errors` : undefined}
                />
                <FieldErrors id={`${id}-rename-errors`} errors={errors.name} />
              </div>
              <button type="submit" className="btn-primary" disabled={busy}>
                Rename
              </button>
            </Form>
          </details>
          <details className="group">
            <summary className="btn-secondary cursor-pointer list-none text-red-700">Delete</summary>
            <Form method="post" className="mt-3" data-testid="delete-form">
              <input type="hidden" name="search_id" value={search.id} />
              <input type="hidden" name="intent" value="delete" />
              <p className="text-sm text-slate-700">Delete “{search.name}” and stop its alerts?</p>
              <button type="submit" className="btn mt-2 bg-red-700 text-white hover:bg-red-800" disabled={busy}>
                Delete this search
              </button>
            </Form>
          </details>
        </div>
      </div>
    </article>
  );
}
