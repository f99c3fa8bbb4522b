// /buy-requests/new and /buy-requests/{id}/edit: the buy request form (docs/decisions/0054). States
// (tick several, or none for any), age in years since entry, the judgment amount, the facts a
// judgment must have, the share of the estimated balance offered and the last day it runs. A plain
// form that posts; each message comes back beside its field.
import { Link } from "react-router";
import { FieldErrors, Field, FormErrorBanner, SelectField } from "~/components/forms";
import { BUY_REQUESTS_PATH } from "~/domain/buy-requests";
import { courtTypeLabels, debtorAssetFacts, debtorTypeLabels, debtTypeLabels, litigationLabels } from "~/domain/judgment-value/facts";
import type { BuyRequestFormData, BuyRequestFormRefusal } from "./types";

function Choices({ labels }: { labels: Record<string, string> }) {
  return (
    <>
      <option value="">Any</option>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

export function BuyRequestFormPage({ data, refused }: { data: BuyRequestFormData; refused: BuyRequestFormRefusal | null }) {
  const values = refused?.values ?? data.values;
  const errors = refused?.errors;
  const chosen = new Set(values.state_ids ?? []);
  const full = data.mode === "new" && data.live >= data.max;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to={BUY_REQUESTS_PATH} className="text-sm font-medium no-underline hover:underline">
        ← Buy requests
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{data.mode === "new" ? "Post a buy request" : "Edit your buy request"}</h1>
      <p className="mt-2 text-slate-600">
        Sellers of judgments that meet it see how many investors are buying and at what share of the balance, never your name. A seller can
        invite you: we e-mail you the listing, and you make an offer as anyone would.
      </p>
      {full && (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="buy-requests-full">
          You already keep {data.max} live buy requests, the most allowed. Withdraw one on the{" "}
          <Link to={BUY_REQUESTS_PATH}>Buy requests</Link> page to post another.
        </p>
      )}
      <form method="post" className="card mt-6 space-y-6 p-5 sm:p-6" noValidate data-testid="buy-request-form">
        <FormErrorBanner errors={errors} />

        <fieldset aria-describedby={errors?.state_ids?.length ? "field-state_ids-errors" : "field-state_ids-hint"}>
          <legend className="label">States</legend>
          <p id="field-state_ids-hint" className="mb-2 text-xs text-slate-500">
            Tick the states you buy in; leave them all unticked for any state.
          </p>
          <div className="grid max-h-64 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-slate-200 p-3 sm:grid-cols-3">
            {data.states.map((state) => (
              <label key={state.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name="state_ids" value={state.id} defaultChecked={chosen.has(String(state.id))} />
                {state.name}
              </label>
            ))}
          </div>
          <FieldErrors id="field-state_ids-errors" errors={errors?.state_ids} />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="age_min"
            label="Entered at least (years ago)"
            inputMode="numeric"
            defaultValue={values.age_min}
            errors={errors}
            placeholder="0"
            hint="The judgment's age since the court entered it."
          />
          <Field
            name="age_max"
            label="Entered less than (years ago)"
            inputMode="numeric"
            defaultValue={values.age_max}
            errors={errors}
            placeholder="10"
          />
          <Field
            name="judgment_min"
            label="Judgment amount from ($)"
            inputMode="decimal"
            defaultValue={values.judgment_min}
            errors={errors}
            placeholder="5,000"
          />
          <Field
            name="judgment_max"
            label="Judgment amount up to ($)"
            inputMode="decimal"
            defaultValue={values.judgment_max}
            errors={errors}
            placeholder="250,000"
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="litigation" label="How it was won" defaultValue={values.litigation ?? ""} errors={errors}>
            <Choices labels={litigationLabels} />
          </SelectField>
          <SelectField name="debt_type" label="Kind of debt" defaultValue={values.debt_type ?? ""} errors={errors}>
            <Choices labels={debtTypeLabels} />
          </SelectField>
          <SelectField name="debtor_type" label="Debtor" defaultValue={values.debtor_type ?? ""} errors={errors}>
            <Choices labels={debtorTypeLabels} />
          </SelectField>
          <SelectField name="court_type" label="Court" defaultValue={values.court_type ?? ""} errors={errors}>
            <Choices labels={courtTypeLabels} />
          </SelectField>
        </div>

        <fieldset>
          <legend className="label">The debtor must (as the seller states it)</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {debtorAssetFacts.map((fact) => (
              <label key={fact.field} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name={fact.field} value="1" defaultChecked={values[fact.field] === "1"} />
                {fact.highlight}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-900">What you pay, as a share of the estimated balance</p>
          <p className="mt-1 text-xs text-slate-500">
            The balance is the amount awarded with its interest, less payments, as each listing estimates it. Sellers see this range.
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field name="share_min" label="From (%)" inputMode="decimal" defaultValue={values.share_min} errors={errors} placeholder="8" />
            <Field
              name="share_max"
              label="Up to (%)"
              inputMode="decimal"
              defaultValue={values.share_max}
              errors={errors}
              placeholder="12"
            />
          </div>
        </div>

        <div className="sm:w-1/2 sm:pr-2">
          <Field
            name="expires_on"
            type="date"
            label="Runs until"
            defaultValue={values.expires_on}
            max={data.maxExpiryOn}
            errors={errors}
            hint="The last day sellers see it: at most a year from today."
          />
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
          <Link to={BUY_REQUESTS_PATH} className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={full} data-busy-label="Saving…" data-testid="save-buy-request">
            {data.mode === "new" ? "Post buy request" : "Save changes"}
          </button>
        </div>
      </form>
    </div>
  );
}
