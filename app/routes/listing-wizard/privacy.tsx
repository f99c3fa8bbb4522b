// /sell/privacy: who can read the listing's documents, public or private, in the words of
// app/domain/privacy-wording.ts. Nothing is chosen for the seller: a new draft has no choice and
// the form says so by the field until one is made.
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/privacy";
import { FormErrorBanner } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { SellLayout } from "~/components/listing-wizard/layout";
import { PrivacyChoices } from "~/components/privacy-choices";
import { listingFieldErrors, privacyStepSchema } from "~/domain/schemas/listing-form";
import { readBody } from "~/server/http/body";
import { advance, stepAfter, type Draft } from "~/server/listings/drafts";
import { loadWizard, requireReachable, saveAndGo, wizardNav } from "./wizard.server";
export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Privacy | List Your Judgment", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { draft, signedIn } = await loadWizard(request, context);
  requireReachable(draft, "privacy", signedIn);
  // ?check=1: the review or the submit found no choice; say so by the field.
  let errors: Record<string, string[]> | null = null;
  if (new URL(request.url).searchParams.get("check")) {
    const parsed = privacyStepSchema.safeParse(draft.data);
    if (!parsed.success) errors = listingFieldErrors(parsed.error);
  }
  return { privacy: draft.data.privacy ?? "", errors, nav: wizardNav(draft, signedIn) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, draft, signedIn } = await loadWizard(request, context);
  requireReachable(draft, "privacy", signedIn);
  const body = await readBody(request);
  const parsed = privacyStepSchema.safeParse(body);
  if (!parsed.success) return data({ privacy: "", errors: listingFieldErrors(parsed.error) }, { status: 422 });
  const next: Draft = { ...draft, data: { ...draft.data, privacy: parsed.data.privacy } };
  const to = stepAfter(next, "privacy", signedIn);
  return saveAndGo(request, context, user?.id ?? null, advance(next, to), `/sell/${to}`);
}

export default function PrivacyStep({ loaderData, actionData }: Route.ComponentProps) {
  const { nav } = loaderData;
  const privacy = actionData?.privacy ?? loaderData.privacy;
  const errors = (actionData?.errors ?? loaderData.errors ?? undefined) as Record<string, string[]> | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <SellLayout
      signedIn={nav.signedIn}
      current="privacy"
      reached={nav.reached}
      heading="Who can read your documents?"
      intro="After you submit, you can upload the judgment and supporting papers. Choose who may read them. The listing itself (title, description, state, county and prices) is public either way, and you can change this later on the listing's edit page."
    >
      <Form method="post" className="space-y-5" noValidate data-testid="privacy-form">
        <FormErrorBanner errors={errors} />
        <PrivacyChoices key={privacy} value={privacy} errors={errors} />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
          <Link to="/sell/pricing" className="btn-secondary">
            Back
          </Link>
          <button type="submit" className="btn-primary" disabled={busy} data-testid="privacy-next">
            {busy ? "Saving…" : "Next: Your Statements"}
          </button>
        </div>
      </Form>
    </SellLayout>
  );
}
