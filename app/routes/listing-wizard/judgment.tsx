// /sell/judgment: the judgment itself (title, description, state, county, case number,
// courthouse, date awarded) and what the seller knows about it and the debtor (the optional
// collectability facts, issue 17). A real form; server errors show under each field.
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/judgment";
import { Field, FormErrorBanner, TextAreaField } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { useFormCache } from "~/components/listing-wizard/form-cache";
import { SellLayout } from "~/components/listing-wizard/layout";
import { CollectabilityFields } from "~/components/listing-wizard/collectability-fields";
import { LocationFields } from "~/components/listing-wizard/location-fields";
import { factFieldNames, type FactFieldName } from "~/domain/collectability-facts";
import { todayIso } from "~/domain/dates";
import { listingLimits } from "~/domain/listing-form";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { advance, stepAfter, type Draft } from "~/server/listings/drafts";
import { validateJudgmentStep } from "~/server/listings/listing-input";
import { listCounties, listStates } from "~/server/queries/reference";
import { formValues, loadWizard, requireReachable, saveAndGo, wizardNav } from "./wizard.server";
import { parseId } from "~/domain/ids";
const fields = ["title", "description", "state_id", "county_id", "casenum", "courthouse", "date_awarded", ...factFieldNames] as const;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("The Judgment | List Your Judgment", matches);

function draftValues(draft: Draft): Record<string, string> {
  const d = draft.data;
  return {
    title: d.title ?? "",
    description: d.description ?? "",
    state_id: d.state_id ? String(d.state_id) : "",
    county_id: d.county_id ? String(d.county_id) : "",
    casenum: d.casenum ?? "",
    courthouse: d.courthouse ?? "",
    date_awarded: d.date_awarded ?? "",
    ...draftFactValues(d),
  };
}

/** The draft's facts as the form shows them ("" = not stated). */
function draftFactValues(d: Draft["data"]): Record<FactFieldName, string> {
  const values = {} as Record<FactFieldName, string>;
  for (const name of factFieldNames) {
    const value = d[name];
    values[name] = value === undefined ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
  }
  return values;
}

async function countiesFor(db: Parameters<typeof listCounties>[0], stateId: string) {
  const id = parseId(stateId);
  return id === null ? [] : listCounties(db, id);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, draft, signedIn } = await loadWizard(request, context);
  requireReachable(draft, "judgment", signedIn);
  const values = draftValues(draft);
  const [states, counties] = await Promise.all([listStates(services.db), countiesFor(services.db, values.state_id)]);
  // ?check=1: the draft failed the final check at submit; show why under the fields.
  let errors: Record<string, string[]> | null = null;
  if (new URL(request.url).searchParams.get("check") && Object.keys(draft.data).length) {
    const result = await validateJudgmentStep(services.db, draft.data);
    if (!result.ok) errors = result.errors;
  }
  return { values, states, counties, errors, today: todayIso(), nav: wizardNav(draft, signedIn) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, user, draft, signedIn } = await loadWizard(request, context);
  requireReachable(draft, "judgment", signedIn);
  const body = await readBody(request);
  const values = formValues(body, fields);
  if (body.intent === "counties") {
    // No JavaScript: the state changed, load its counties and keep what was typed.
    return data({ values, counties: await countiesFor(getServices(context).db, values.state_id), errors: null });
  }
  const result = await validateJudgmentStep(services.db, body);
  if (!result.ok) {
    return data({ values, counties: await countiesFor(services.db, values.state_id), errors: result.errors }, { status: 422 });
  }
  const step = result.data;
  const { title, description, state_id, county_id, casenum, courthouse, date_awarded } = step;
  const next: Draft = {
    ...draft,
    data: { ...draft.data, title, description, state_id, county_id, casenum, courthouse, date_awarded },
  };
  if (!description) delete next.data.description;
  if (!courthouse) delete next.data.courthouse;
  // A fact left "Not stated" leaves the draft.
  const facts = next.data as Record<FactFieldName, unknown>;
  for (const name of factFieldNames) {
    if (step[name] === undefined) delete facts[name];
    else facts[name] = step[name];
  }
  // After an Edit from the review, straight back to it.
  const to = stepAfter(next, "judgment", signedIn);
  return saveAndGo(request, context, user?.id ?? null, advance(next, to), `/sell/${to}`);
}

export default function JudgmentStep({ loaderData, actionData }: Route.ComponentProps) {
  const { states, today, nav } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const counties = actionData?.counties ?? loaderData.counties;
  const errors = (actionData?.errors ?? loaderData.errors ?? undefined) as Record<string, string[]> | undefined;
  const busy = useNavigation().state === "submitting";
  const cache = useFormCache("judgment");
  return (
    <SellLayout
      signedIn={nav.signedIn}
      current="judgment"
      reached={nav.reached}
      heading="Tell us about the judgment"
      intro={
        <>
          Investors see the title, description, state and county. Keep names and contact details out of them.{" "}
          {nav.signedIn && (
            <span className="mt-1 block" data-testid="import-hint">
              Listing many judgments? <Link to="/sell/import">Import a spreadsheet</Link>.
            </span>
          )}
        </>
      }
    >
      <Form {...cache} method="post" className="space-y-5" noValidate data-testid="judgment-form">
        <FormErrorBanner errors={errors} />
        <Field
          name="title"
          label="Title"
          required
          minLength={listingLimits.titleMin}
          maxLength={listingLimits.titleMax}
          defaultValue={values.title}
          errors={errors}
          placeholder="e.g. Unpaid invoices — Fresno HVAC contractor"
          hint={`${listingLimits.titleMin} to ${listingLimits.titleMax} characters.`}
        />
        <TextAreaField
          name="description"
          label={
            <>
              Description <span className="font-normal text-slate-500">(optional)</span>
            </>
          }
          maxLength={listingLimits.descriptionMax}
          rows={5}
          defaultValue={values.description}
          errors={errors}
          placeholder="What the judgment is for, what you know about the debtor, any payments received."
        />
        <LocationFields
          key={`${values.state_id}:${counties.length}`}
          states={states}
          counties={counties}
          stateId={values.state_id}
          countyId={values.county_id}
          errors={errors}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="casenum"
            label="Case/Index Number"
            required
            maxLength={listingLimits.casenumMax}
            defaultValue={values.casenum}
            errors={errors}
          />
          <Field
            name="courthouse"
            label={
              <>
                Courthouse <span className="font-normal text-slate-500">(optional)</span>
              </>
            }
            maxLength={listingLimits.courthouseMax}
            defaultValue={values.courthouse}
            errors={errors}
          />
        </div>
        <div className="sm:w-1/2 sm:pr-2">
          <Field
            name="date_awarded"
            type="date"
            label="Date Awarded"
            required
            min={listingLimits.earliestAwarded}
            max={today}
            defaultValue={values.date_awarded}
            errors={errors}
            hint="The date the court entered the judgment. It cannot be later than today."
          />
        </div>
        <CollectabilityFields values={values} errors={errors} today={today} />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
          <button type="submit" className="btn-primary" disabled={busy} data-testid="judgment-next">
            {busy ? "Saving…" : "Save and Continue"}
          </button>
        </div>
      </Form>
    </SellLayout>
  );
}
