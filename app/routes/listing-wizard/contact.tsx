// /sell/contact: a visitor's first step, "Your Details" (name and e-mail). A member has both
// already and starts at the judgment. A plain form: errors come back under each field; too many new
// drafts from one network (each kept for the resume e-mail; saving one's draft again is not counted)
// answer 429 on the page.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { Field, FormErrorBanner } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { SellLayout } from "~/components/listing-wizard/layout";
import { contactNameMax } from "~/domain/listing-form";
import { contactStepSchema, listingFieldErrors } from "~/domain/schemas/listing-form";
import { getRequestInfo } from "~/server/context";
import { readBody } from "~/server/http/body";
import { DRAFT_REMINDER_IDLE_HOURS } from "~/server/listings/draft-reminders";
import { advance, limitVisitorDraft, stepAfter, type Draft } from "~/server/listings/drafts";
import { formValues, loadWizard, saveAndGo, wizardNav } from "./wizard.server";
const fields = ["name", "email"] as const;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Your Details | List Your Judgment", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { draft, signedIn } = await loadWizard(request, context);
  if (signedIn) throw redirect("/sell/judgment");
  return {
    values: { name: draft.data.name ?? "", email: draft.data.email ?? "" },
    reminderHours: DRAFT_REMINDER_IDLE_HOURS,
    nav: wizardNav(draft, false),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, draft, signedIn } = await loadWizard(request, context);
  if (signedIn) throw redirect("/sell/judgment");
  const body = await readBody(request);
  const values = formValues(body, fields);
  const parsed = contactStepSchema.safeParse(body);
  if (!parsed.success) return data({ values, errors: listingFieldErrors(parsed.error) }, { status: 422 });
  const limited = await limitVisitorDraft(request, services, getRequestInfo(context).ip);
  if (limited) return data({ values, errors: { _: [limited] } }, { status: 429 });
  const next: Draft = { ...draft, data: { ...draft.data, name: parsed.data.name, email: parsed.data.email } };
  const to = stepAfter(next, "contact", false);
  return saveAndGo(request, context, null, advance(next, to), `/sell/${to}`);
}

export default function ContactStep({ loaderData, actionData }: Route.ComponentProps) {
  const { nav, reminderHours } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors as Record<string, string[]> | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <SellLayout
      signedIn={nav.signedIn}
      current="contact"
      reached={nav.reached}
      heading="Your Details"
      intro={
        <>
          Who is listing the judgment? We use your name and e-mail address for your free account at the end. Investors never see them.
          <span className="mt-1 block" data-testid="import-hint">
            Listing many judgments? <Link to="/sell/import">Import a spreadsheet</Link> (after signing in).
          </span>
        </>
      }
    >
      <Form method="post" className="space-y-5" noValidate data-testid="contact-form">
        <FormErrorBanner errors={errors} />
        <Field
          name="name"
          label="Your name"
          autoComplete="name"
          required
          maxLength={contactNameMax}
          defaultValue={values.name}
          errors={errors}
        />
        <Field name="email" type="email" label="E-mail address" autoComplete="email" required defaultValue={values.email} errors={errors} />
        <p className="text-xs text-slate-600" data-testid="reminder-note">
          If you leave before submitting, we keep what you entered and e-mail you once, after {reminderHours} hours, a link to continue
          (with a link to stop). Nothing else.
        </p>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
          <button type="submit" className="btn-primary" disabled={busy} data-testid="contact-next">
            {busy ? "Saving…" : "Save and Continue"}
          </button>
        </div>
      </Form>
    </SellLayout>
  );
}
