// The search form of the browse pages: every field of the buyer spec. It posts to
// /judgments/search, which keeps the search in the session and sends the browser to the search's
// URL (app/domain/search-url.ts); amounts are in dollars. It sits in the browse page's filters
// panel: a sidebar on a wide screen (one column of fields), the full width on a phone.
// Choosing a state lists its counties: without JavaScript after the form is sent, with it at once
// from GET /api/counties/{state id} by the enhancement script (app/enhance/county-select.ts: the
// state select names the county list it controls, and data-enhance marks it). The browse pages never
// hydrate (decision 0040), so the form is plain HTML; the selects' options are escaped markup (decision 0056).
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FieldErrors } from "~/components/forms";
import { isIsoDate } from "~/domain/dates";
import { NEAR_DEADLINE_MONTHS } from "~/domain/judgment-value/clock";
import { courtTypeLabels, debtorAssetFacts, debtorTypeLabels, debtTypeLabels, litigationLabels } from "~/domain/judgment-value/facts";
import type { SearchErrors, SearchField } from "~/domain/search";
import type { CountyOption, StateOption } from "./browse-types";
import { countyHint, searchCountyWording as wording } from "./county-wording";
import { optionsHtml } from "~/components/html/options";

type Values = Partial<Record<SearchField, string>>;

export type SearchFormProps = {
  action: string;
  values: Values;
  errors: SearchErrors | null;
  states: readonly StateOption[];
  counties: readonly CountyOption[];
  sort: string;
  /** Shown when a search is applied. */
  clearUrl: string | null;
  shareUrl: string | null;
};

const moreFields: SearchField[] = [
  "judgment_min",
  "judgment_max",
  "judgment_date_start",
  "judgment_date_end",
  "listing_date_start",
  "listing_date_end",
  ...factFields(),
];

/** The collectability facts' fields (issue 17): four lists and the checkboxes. */
function factFields(): SearchField[] {
  return [
    "court_type",
    "debt_type",
    "litigation",
    "debtor_type",
    ...debtorAssetFacts.map((fact) => fact.field),
    "near_deadline",
    "verified",
  ];
}

function fieldId(name: string) {
  return `search-${name}`;
}

function described(name: string, errors: SearchErrors | null, hint?: boolean) {
  const ids = [errors?.[name]?.length ? `${fieldId(name)}-errors` : null, hint ? `${fieldId(name)}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Labelled({ name, label, errors, children }: { name: string; label: string; errors: SearchErrors | null; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="label">
        {label}
      </label>
      {children}
      <FieldErrors id={`${fieldId(name)}-errors`} errors={errors?.[name]} />
    </div>
  );
}

function DollarInput({
  name,
  label,
  values,
  errors,
  placeholder,
}: {
  name: SearchField;
  label: string;
  values: Values;
  errors: SearchErrors | null;
  placeholder: string;
}) {
  return (
    <Labelled name={name} label={label} errors={errors}>
      <div className="relative">
        <span aria-hidden="true" className="input-prefix">
          $
        </span>
        <input
          id={fieldId(name)}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          defaultValue={values[name] ?? ""}
          className="input pl-7"
          aria-invalid={errors?.[name]?.length ? true : undefined}
          aria-describedby={described(name, errors)}
        />
      </div>
    </Labelled>
  );
}

/** What a date input can show: 'YYYY-MM-DD' (a typed MM/DD/YYYY is converted); anything else shows empty. */
function dateInputValue(value: string | undefined): string {
  const us = value ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value) : null;
  const iso = us ? `${us[3]}-${us[1].padStart(2, "0")}-${us[2].padStart(2, "0")}` : (value ?? "");
  return isIsoDate(iso) ? iso : "";
}

function DateInput({ name, label, values, errors }: { name: SearchField; label: string; values: Values; errors: SearchErrors | null }) {
  return (
    <Labelled name={name} label={label} errors={errors}>
      <input
        id={fieldId(name)}
        name={name}
        type="date"
        defaultValue={dateInputValue(values[name])}
        className="input"
        aria-invalid={errors?.[name]?.length ? true : undefined}
        aria-describedby={described(name, errors)}
      />
    </Labelled>
  );
}

function ChoiceSelect({
  name,
  label,
  labels,
  values,
  errors,
}: {
  name: SearchField;
  label: string;
  labels: Record<string, string>;
  values: Values;
  errors: SearchErrors | null;
}) {
  return (
    <Labelled name={name} label={label} errors={errors}>
      <select
        id={fieldId(name)}
        name={name}
        defaultValue={values[name] ?? ""}
        className="input"
        aria-invalid={errors?.[name]?.length ? true : undefined}
        aria-describedby={described(name, errors)}
      >
        <option value="">Any</option>
        {Object.entries(labels).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

function Checkbox({
  name,
  label,
  hint,
  values,
  errors,
}: {
  name: SearchField;
  label: string;
  /** A line under the label, read with the box. */
  hint?: string;
  values: Values;
  errors: SearchErrors | null;
}) {
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id={fieldId(name)}
          name={name}
          type="checkbox"
          value="1"
          defaultChecked={values[name] === "1"}
          className="mt-0.5"
          aria-invalid={errors?.[name]?.length ? true : undefined}
          aria-describedby={described(name, errors, Boolean(hint))}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="mt-1 ml-6 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldErrors id={`${fieldId(name)}-errors`} errors={errors?.[name]} />
    </div>
  );
}

/** A pair of From/To fields side by side; `stackWide`: one above the other in the wide screen's narrow sidebar (dates need the room). */
function RangeGroup({ legend, stackWide = false, children }: { legend: string; stackWide?: boolean; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className={stackWide ? "grid grid-cols-2 gap-3 lg:grid-cols-1" : "grid grid-cols-2 gap-3"}>{children}</div>
    </fieldset>
  );
}

export function SearchForm({ action, values, errors, states, counties, sort, clearUrl, shareUrl }: SearchFormProps) {
  const stateId = values.state_id ?? "";
  const countyId = values.county_id ?? "";

  const moreOpen = moreFields.some((field) => values[field] || errors?.[field]);
  const hasErrors = Boolean(errors && Object.keys(errors).length);

  return (
    <section className="card p-5 sm:p-6 lg:p-5" aria-labelledby="search-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="search-title" className="text-lg font-semibold">
          Search judgments
        </h2>
        <p className="text-xs text-slate-500">Amounts in US dollars. Dates as MM/DD/YYYY.</p>
      </div>
      {hasErrors && (
        <div
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          data-testid="search-errors"
        >
          <p className="font-semibold">Some filters could not be applied.</p>
          <p>Please correct the fields marked below and search again; the results use the other filters.</p>
        </div>
      )}
      <Form method="post" action={action} className="mt-4 space-y-5" noValidate data-testid="search-form">
        <input type="hidden" name="sort" value={sort} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <div className="sm:col-span-2 lg:col-span-1">
            <Labelled name="name" label="Keywords" errors={errors}>
              <input
                id={fieldId("name")}
                name="name"
                type="search"
                maxLength={100}
                placeholder="Words in the title or description"
                defaultValue={values.name ?? ""}
                className="input"
                aria-invalid={errors?.name?.length ? true : undefined}
                aria-describedby={described("name", errors)}
              />
            </Labelled>
          </div>
          <Labelled name="state_id" label="State" errors={errors}>
            <select
              id={fieldId("state_id")}
              name="state_id"
              className="input"
              aria-controls={fieldId("county_id")}
              data-enhance="county-select"
              aria-invalid={errors?.state_id?.length ? true : undefined}
              aria-describedby={described("state_id", errors)}
              dangerouslySetInnerHTML={optionsHtml("All states", states, stateId)}
            />
          </Labelled>
          <Labelled name="county_id" label="County" errors={errors}>
            <select
              id={fieldId("county_id")}
              name="county_id"
              className="input"
              aria-invalid={errors?.county_id?.length ? true : undefined}
              aria-describedby={described("county_id", errors, true)}
              dangerouslySetInnerHTML={optionsHtml(stateId ? wording.anyCounty : wording.noState, counties, countyId)}
            />
            <p id={`${fieldId("county_id")}-hint`} className="mt-1 text-xs text-slate-500" aria-live="polite">
              {countyHint(wording, { stateId, loading: false, failed: false, count: counties.length })}
            </p>
          </Labelled>
        </div>

        <div className="sm:max-w-md lg:max-w-none">
          <RangeGroup legend="Asking price">
            <DollarInput name="price_min" label="Minimum" placeholder="Any" values={values} errors={errors} />
            <DollarInput name="price_max" label="Maximum" placeholder="Any" values={values} errors={errors} />
          </RangeGroup>
        </div>

        <div className="sm:max-w-md lg:max-w-none" data-testid="kind-filters">
          <Checkbox
            name="portfolios"
            label="Portfolios only"
            hint="Several judgments sold as one listing. A portfolio meets a place or collectability filter when every judgment in it does."
            values={values}
            errors={errors}
          />
        </div>

        <details className="group rounded-md border border-slate-200 bg-slate-50/60" open={moreOpen} data-testid="more-filters">
          <summary className="flex cursor-pointer items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-slate-800">
            <span>More filters: judgment amount, dates, collectability, deadlines, verified</span>
            <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="grid gap-x-6 gap-y-5 border-t border-slate-200 px-4 py-4 md:grid-cols-3 lg:grid-cols-1">
            <RangeGroup legend="Judgment amount">
              <DollarInput name="judgment_min" label="Minimum" placeholder="Any" values={values} errors={errors} />
              <DollarInput name="judgment_max" label="Maximum" placeholder="Any" values={values} errors={errors} />
            </RangeGroup>
            <RangeGroup legend="Date awarded" stackWide>
              <DateInput name="judgment_date_start" label="From" values={values} errors={errors} />
              <DateInput name="judgment_date_end" label="To" values={values} errors={errors} />
            </RangeGroup>
            <RangeGroup legend="Date listed" stackWide>
              <DateInput name="listing_date_start" label="From" values={values} errors={errors} />
              <DateInput name="listing_date_end" label="To" values={values} errors={errors} />
            </RangeGroup>
          </div>
          <div className="border-t border-slate-200 px-4 py-4">
            <fieldset className="min-w-0" data-testid="fact-filters">
              <legend className="mb-2 text-sm font-semibold text-slate-800">Collectability, as the seller states it</legend>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
                <ChoiceSelect name="litigation" label="Default or litigated" labels={litigationLabels} values={values} errors={errors} />
                <ChoiceSelect name="court_type" label="Court" labels={courtTypeLabels} values={values} errors={errors} />
                <ChoiceSelect name="debt_type" label="Debt type" labels={debtTypeLabels} values={values} errors={errors} />
                <ChoiceSelect name="debtor_type" label="Debtor" labels={debtorTypeLabels} values={values} errors={errors} />
              </div>
              <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
                {debtorAssetFacts.map((fact) => (
                  <Checkbox key={fact.field} name={fact.field} label={fact.highlight} values={values} errors={errors} />
                ))}
                <Checkbox
                  name="near_deadline"
                  label={`Near an enforceability deadline (within ${NEAR_DEADLINE_MONTHS} months, or past it)`}
                  values={values}
                  errors={errors}
                />
              </div>
            </fieldset>
            <fieldset className="mt-4 min-w-0 border-t border-slate-200 pt-4" data-testid="record-filters">
              <legend className="sr-only">Checked by the marketplace</legend>
              <Checkbox name="verified" label="Verified against the court record" values={values} errors={errors} />
            </fieldset>
          </div>
        </details>

        <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap sm:items-center lg:flex-col lg:items-stretch">
          <button type="submit" className="btn-primary sm:min-w-36">
            Search
          </button>
          {clearUrl && (
            <Link to={clearUrl} className="btn-secondary" data-testid="clear-search">
              Clear search
            </Link>
          )}
          {shareUrl && (
            <Link to={shareUrl} className="text-sm font-medium underline underline-offset-2 sm:ml-auto lg:ml-0" data-testid="share-search">
              Share this search
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
