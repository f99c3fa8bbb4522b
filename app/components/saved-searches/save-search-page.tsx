// /searches/new: the save form on its own page: the search in words, a name and the alert
// frequency. Reached from the browse page's small form (when it was refused, or without
// JavaScript after signing in). Messages show next to their fields.
import { Form, Link, useNavigation } from "react-router";
import { FieldErrors } from "~/components/forms";
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX } from "~/domain/saved-searches";
import { AlertSelect } from "./alert-select";
import type { SaveSearchActionData, SaveSearchPageData } from "./types";

export function SaveSearchPage({ data, refused }: { data: SaveSearchPageData; refused: SaveSearchActionData | null }) {
  const busy = useNavigation().state === "submitting";
  const errors = refused?.errors ?? {};
  const full = data.used >= data.max;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Save this search</h1>
      <p className="mt-2 text-slate-600">We e-mail you when an approved listing matches it, instantly or once a day.</p>

      <section className="card mt-6 p-5 sm:p-6" aria-labelledby="criteria-title">
        <h2 id="criteria-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          The search
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="save-criteria">
          {data.criteria.map((phrase) => (
            <li key={phrase} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {phrase}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm">
          <Link to={data.resultsUrl}>See its results</Link>
        </p>
      </section>

      <section className="card mt-6 p-5 sm:p-6" aria-label="Save settings">
        {errors._?.length ? (
          <div
            role="alert"
            className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            data-testid="save-error"
          >
            {errors._.join(" ")}
          </div>
        ) : full ? (
          <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            You already keep {MAX_SAVED_SEARCHES} saved searches, the most allowed. <Link to="/searches">Delete one</Link> to save this one.
          </p>
        ) : null}
        <Form
          method="post"
          action={`/searches/new?${new URLSearchParams(data.params)}`}
          className="space-y-5"
          noValidate
          data-testid="save-search-page-form"
        >
          {data.params.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div>
            <label htmlFor="save-name" className="label">
              Name
            </label>
            <input
              id="save-name"
              name="search_name"
              type="text"
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              defaultValue={refused?.values.name ?? data.suggestedName}
              className="input"
              aria-invalid={errors.name?.length ? true : undefined}
              aria-describedby={errors.name?.length ? "save-name-errors" : undefined}
            />
            <FieldErrors id="save-name-errors" errors={errors.name} />
          </div>
          <div>
            <label htmlFor="save-alerts" className="label">
              E-mail me
            </label>
            <AlertSelect
              id="save-alerts"
              value={refused?.values.alerts || "instant"}
              invalid={Boolean(errors.alerts?.length)}
              describedBy={errors.alerts?.length ? "save-alerts-errors" : undefined}
            />
            <FieldErrors id="save-alerts-errors" errors={errors.alerts} />
          </div>
          <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Saving…" : "Save search"}
            </button>
            <Link to={data.resultsUrl} className="btn-secondary">
              Cancel
            </Link>
            <p className="text-xs text-slate-500 sm:ml-auto">
              {data.used} of {data.max} saved searches used
            </p>
          </div>
        </Form>
      </section>
    </div>
  );
}
