// /sell/user: a visitor creates the account at the end of the wizard (first name, last name,
// e-mail, password, confirmation). The draft moves from the session to the new account, the
// seller is signed in, the verification e-mail is sent, and the listing is submitted.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/user";
import { CheckYourEmailText } from "~/components/auth/check-your-email";
import { Field, FormErrorBanner } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { clearSellCache } from "~/components/listing-wizard/form-cache";
import { SellLayout } from "~/components/listing-wizard/layout";
import { useRootData } from "~/components/ui/root-data";
import { listingFieldErrors, sellerAccountSchema } from "~/domain/listing-form";
import { PASSWORD_GUIDANCE } from "~/domain/password";
import { getRequestInfo, getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { adoptSessionDraft, firstIncompleteStep } from "~/server/listings/drafts";
import { findAccountById } from "~/server/queries/users";
import { startUserSession } from "~/server/session";
import { redirectWithToast } from "~/server/toast";
import { createSellerAccount } from "./account.server";
import { submitAndRedirect } from "./save.server";
import { formValues, loadWizard, wizardNav } from "./wizard.server";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Create Your Free Account | List Your Judgment", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { draft, signedIn } = await loadWizard(request, context);
  if (signedIn) throw redirect("/sell/review");
  const d = draft.data;
  const [first = "", ...rest] = (d.name ?? "").trim().split(/\s+/);
  return {
    values: {
      first_name: d.first_name ?? first,
      last_name: d.last_name ?? rest.join(" "),
      email: d.email ?? "",
    },
    backToReview: draft.reachedReview && firstIncompleteStep(draft) === "review",
    nav: wizardNav(draft, false),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, draft, signedIn } = await loadWizard(request, context);
  if (signedIn) throw redirect("/sell/review");
  const body = await readBody(request);
  const values = formValues(body, ["first_name", "last_name", "email"]);
  const parsed = sellerAccountSchema.safeParse(body);
  if (!parsed.success) return data({ values, errors: listingFieldErrors(parsed.error) }, { status: 422 });
  const result = await createSellerAccount(services, parsed.data, getRequestInfo(context).ip);
  if (!result.ok) return data({ values, errors: result.errors }, { status: result.status });
  // The address has an account already: its owner was told by e-mail (with a sign-in link that
  // comes back to the review; the draft stays in this session). The page does not say why.
  if (result.value.outcome === "check-email") return { values, errors: undefined, checkEmail: parsed.data.email };

  const userId = result.value.userId;
  // The draft becomes the member's before the session is replaced (which copies its data).
  await adoptSessionDraft(request, services, services.db, userId);
  const cookie = await startUserSession(request, services, userId);
  const account = await findAccountById(services.db, userId);
  if (account && firstIncompleteStep(draft) === "review") {
    return submitAndRedirect(context, account, { "Set-Cookie": cookie });
  }
  return redirectWithToast(
    getServices(context),
    "/sell",
    {
      type: "success",
      description: `Welcome! We sent a link to ${parsed.data.email} to confirm your e-mail address. Let's finish your listing.`,
    },
    { "Set-Cookie": cookie },
  );
}

export default function SellUser({ loaderData, actionData }: Route.ComponentProps) {
  const { nav, backToReview } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors as Record<string, string[]> | undefined;
  const busy = useNavigation().state === "submitting";
  const branding = useRootData()?.branding;
  const checkEmail = actionData && "checkEmail" in actionData ? actionData.checkEmail : undefined;
  if (checkEmail) {
    return (
      <SellLayout signedIn={nav.signedIn} current="user" reached={nav.reached} heading="Check your e-mail">
        <CheckYourEmailText email={checkEmail} />
      </SellLayout>
    );
  }
  return (
    <SellLayout
      signedIn={nav.signedIn}
      current="user"
      reached={nav.reached}
      heading="Create Your Free Account"
      intro={
        <>
          Registration is free. Your account lets you follow the review, upload documents and receive offers. Already a member?{" "}
          <Link to="/login?redirectTo=%2Fsell%2Freview">Sign in</Link> and your listing is kept.
        </>
      }
    >
      <Form method="post" className="space-y-5" noValidate data-testid="sell-user-form" onSubmit={() => clearSellCache()}>
        <FormErrorBanner errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="first_name" label="First name" autoComplete="given-name" required defaultValue={values.first_name} errors={errors} />
          <Field name="last_name" label="Last name" autoComplete="family-name" required defaultValue={values.last_name} errors={errors} />
        </div>
        <Field name="email" type="email" label="E-mail address" autoComplete="email" required defaultValue={values.email} errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="password"
            type="password"
            label="Password"
            autoComplete="new-password"
            required
            errors={errors}
            hint={branding?.pwhelp ?? PASSWORD_GUIDANCE}
          />
          <Field
            name="password_confirmation"
            type="password"
            label="Confirm password"
            autoComplete="new-password"
            required
            errors={errors}
          />
        </div>
        <p className="text-xs text-slate-600">
          By creating an account you agree to our <a href={branding?.terms_link ?? "/terms"}>Terms of Service</a> and{" "}
          <a href={branding?.pp_link ?? "/privacy"}>Privacy Policy</a>.
        </p>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          {backToReview ? (
            <Link to="/sell/review" className="btn-secondary">
              Back To Review
            </Link>
          ) : (
            <span />
          )}
          <button type="submit" className="btn-accent px-6 py-3 text-base" disabled={busy} data-testid="sell-user-submit">
            {busy ? "Creating your account…" : "Create Account and List My Judgment"}
          </button>
        </div>
      </Form>
    </SellLayout>
  );
}
