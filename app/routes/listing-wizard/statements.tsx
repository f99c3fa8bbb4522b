// /sell/statements: the seller's sworn statements before the review (issue 30 item 3,
// docs/decisions/0046-sworn-statements.md): whom they are in the judgment, each statement checked,
// and the payments received from the debtor. "Add a payment" and "Remove" post the form and come
// back with the rows as typed (kept in the draft); saving checks everything and goes on to the
// review. The statements are recorded, with their version, time and address, when the listing is
// submitted.
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/statements";
import { FormErrorBanner } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { SellLayout } from "~/components/listing-wizard/layout";
import { StatementsFields } from "~/components/listing-wizard/statements-fields";
import { todayIso } from "~/domain/dates";
import {
  blankStatements,
  checkStatements,
  CURRENT_STATEMENTS_VERSION,
  ledgerContext,
  MAX_PAYMENT_ROWS,
  statementsFromForm,
  statementsFromJson,
  statementTexts,
  toStoredStatements,
  type StatementsInput,
} from "~/domain/sworn-statements";
import { readBody } from "~/server/http/body";
import { advance, stepAfter, type Draft } from "~/server/listings/drafts";
import { loadWizard, requireReachable, saveAndGo, saveAndStay, wizardNav } from "./wizard.server";
export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Statements | List Your Judgment", matches);

function view(draft: Draft, values: StatementsInput, today: string, errors: Record<string, string[]> | null) {
  const ctx = ledgerContext(draft.data, today);
  return { values, errors, texts: statementTexts()!, version: CURRENT_STATEMENTS_VERSION, minDate: ctx.entryDate, maxDate: today };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, draft, signedIn } = await loadWizard(request, context);
  requireReachable(draft, "statements", signedIn);
  const today = todayIso(services.clock.now());
  const stored = draft.data.statements ? statementsFromJson(draft.data.statements) : null;
  // A draft stated under older wording starts again from blank boxes (its payments kept).
  const values: StatementsInput =
    stored && stored.version === CURRENT_STATEMENTS_VERSION ? stored : { ...blankStatements(), payments: stored?.payments ?? [] };
  // ?check=1: the review or the submit found the statements incomplete; say so by the fields.
  let errors: Record<string, string[]> | null = null;
  if (new URL(request.url).searchParams.get("check")) {
    const checked = checkStatements(values, ledgerContext(draft.data, today));
    if (!checked.ok) errors = checked.errors;
  }
  return { ...view(draft, values, today, errors), nav: wizardNav(draft, signedIn) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, user, draft, signedIn } = await loadWizard(request, context);
  requireReachable(draft, "statements", signedIn);
  const body = await readBody(request);
  const input = statementsFromForm(body);
  const intent = typeof body.intent === "string" ? body.intent : "save";
  const today = todayIso(services.clock.now());
  const kept: Draft = { ...draft, data: { ...draft.data, statements: toStoredStatements(input) } };
  if (intent === "add" || intent.startsWith("remove:")) {
    const rows = [...input.payments];
    if (intent === "add") {
      if (rows.length < MAX_PAYMENT_ROWS) rows.push({ date: "", amount: "" });
    } else {
      // Only a row that exists: "remove:abc" or "remove:-1" removes nothing.
      const index = Number(intent.slice("remove:".length));
      if (Number.isInteger(index) && index >= 0 && index < rows.length) rows.splice(index, 1);
    }
    const values = { ...input, payments: rows };
    const saved: Draft = { ...kept, data: { ...kept.data, statements: toStoredStatements(values) } };
    return data(view(draft, values, today, null), { headers: await saveAndStay(request, context, user?.id ?? null, saved) });
  }
  const checked = checkStatements(input, ledgerContext(draft.data, today));
  if (!checked.ok) {
    const headers = await saveAndStay(request, context, user?.id ?? null, kept);
    return data(view(draft, input, today, checked.errors), { status: 422, headers });
  }
  const to = stepAfter(kept, "statements", signedIn);
  return saveAndGo(request, context, user?.id ?? null, advance(kept, to), `/sell/${to}`);
}

export default function StatementsStep({ loaderData, actionData }: Route.ComponentProps) {
  const { nav } = loaderData;
  const shown = actionData ?? loaderData;
  const errors = (shown.errors ?? undefined) as Record<string, string[]> | undefined;
  const busy = useNavigation().state === "submitting";
  // Re-keyed on every answer so the inputs take the rows the server sent back.
  const key = JSON.stringify(shown.values.payments.length) + JSON.stringify(errors ?? {});
  return (
    <SellLayout
      signedIn={nav.signedIn}
      current="statements"
      reached={nav.reached}
      heading="Your statements about the judgment"
      intro="Buyers rely on what you state here. Your statements are shown on the listing and in the assignment forms with the date you made them, and a buyer can dispute a sale because a statement was false."
    >
      <Form method="post" className="space-y-5" noValidate data-testid="statements-form" key={key}>
        {/* Enter in a field saves (the first submit button of a form is the one Enter presses). */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true" />
        <FormErrorBanner errors={errors} />
        <StatementsFields
          values={shown.values}
          texts={shown.texts}
          version={shown.version}
          errors={errors}
          minDate={shown.minDate}
          maxDate={shown.maxDate}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
          <Link to="/sell/privacy" className="btn-secondary">
            Back
          </Link>
          <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy} data-testid="statements-next">
            {busy ? "Saving…" : "I Make These Statements: Review My Listing"}
          </button>
        </div>
      </Form>
    </SellLayout>
  );
}
