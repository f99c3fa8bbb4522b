// The browse page's "Save this search" form (in its filters panel, under the search form: a row on
// a phone or tablet, a column in the wide screen's sidebar): a name and the alert frequency, with the applied
// search as hidden fields, posted to /searches/new?{the search} (which shows it again, from its
// query, with messages when refused). A visitor gets a link that signs in first and comes back to the save form.
import { Form, Link, useNavigation } from "react-router";
import { SAVED_SEARCH_NAME_MAX } from "~/domain/saved-searches";
import { AlertSelect } from "./alert-select";

export type SaveSearchPanelProps = { params: [string, string][]; signedIn: boolean; newUrl: string; suggestedName: string };

export function SaveSearchPanel({ params, signedIn, newUrl, suggestedName }: SaveSearchPanelProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/searches/new") === true;
  return (
    <section className="card border-brand-100 bg-brand-50/40 p-4 sm:p-5" aria-labelledby="save-search-title" data-testid="save-search">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between lg:flex-col">
        <h2 id="save-search-title" className="text-base font-semibold">
          Save this search
        </h2>
        <p className="text-sm text-slate-600">Get an e-mail when a newly approved listing matches it.</p>
      </div>
      {signedIn ? (
        <Form
          method="post"
          action={newUrl}
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end lg:flex-col lg:items-stretch"
          noValidate
          data-testid="save-search-form"
        >
          {params.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="sm:flex-1">
            <label htmlFor="save-search-name" className="label">
              Name
            </label>
            <input
              id="save-search-name"
              name="search_name"
              type="text"
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              defaultValue={suggestedName}
              className="input"
            />
          </div>
          <div>
            <label htmlFor="save-search-alerts" className="label">
              E-mail me
            </label>
            <AlertSelect id="save-search-alerts" value="instant" />
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Saving…" : "Save search"}
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-sm">
          <Link to={`/login?redirectTo=${encodeURIComponent(newUrl)}`} className="font-semibold" data-testid="save-search-sign-in">
            Sign in to save this search
          </Link>{" "}
          and we will tell you about new matches.
        </p>
      )}
    </section>
  );
}
