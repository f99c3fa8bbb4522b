// /sell/user, "Create Your Free Account": a visitor creates the account after the review. The
// e-mail is prefilled from the first step. It takes the spec's short form (email, password,
// password_confirmation; the name is the first step's, or empty until completed in My Settings)
// and the full one (first_name, last_name, email, password, password_confirmation). The draft
// moves from the session to the new account, the seller is signed in, the verification e-mail is
// sent, and the listing is submitted.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/user";
import { CheckYourEmailText } from "~/components/auth/check-your-email";
import { Field, FormErrorBanner } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { clearsSellCache } from "~/components/listing-wizard/form-cache";
import { SellLayout } from "~/components/listing-wizard/layout";
import { useRootData } from "~/components/ui/root-data";
import { isFullAccountForm } from "~/domain/listing-form";
import { listingFieldErrors, sellerAccountSchema, sellerAccountShortSchema } from "~/domain/schemas/listing-form";
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
  return {
    values: { email: d.email ?? "" },
    /** The name from the first step, which the account takes; null when there is none. */
    name: d.name ?? null,
    backToReview: draft.reachedReview && firstIncompleteStep(draft, false) === "review",
    nav: wizardNav(draft, false),
  };
}

/** The account's name: the full form's first and last name, else the first step's, else empty. */
function accountInput(body: Record<string, unknown>, draftName: string | undefined) {
  if (isFullAccountForm(body)) {
    const parsed = sellerAccountSchema.safeParse(body);
    if (!parsed.success) return parsed;
    const { first_name, last_name, email, password } = parsed.data;
    return { success: true as const, data: { name: `${first_name} ${last_name}`, email, password } };
  }
  const parsed = sellerAccountShortSchema.safeParse(body);
  if (!parsed.success) return parsed;
  return { success: true as const, data: { name: draftName ?? "", email: parsed.data.email, password: parsed.data.password } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, draft, signedIn } = await loadWizard(request, context);
  if (signedIn) throw redirect("/sell/review");
  const body = await readBody(request);
  const values = formValues(body, ["email"]);
  const parsed = accountInput(body, draft.data.name);
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
  if (account && firstIncompleteStep(draft, true) === "review") {
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
  const { nav, backToReview, name } = loaderData;
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
      <Form method="post" className="space-y-5" noValidate data-testid="sell-user-form" {...clearsSellCache}>
        <FormErrorBanner errors={errors} />
        <Field name="email" type="email" label="E-mail address" autoComplete="email" required defaultValue={values.email} errors={errors} />
        <p className="text-sm text-slate-600" data-testid="account-name">
          {name ? (
            <>
              Your account will be in the name of <strong className="text-slate-900">{name}</strong> (from{" "}
              <Link to="/sell/contact">your details</Link>).
            </>
          ) : (
            "You can add your name later in My Settings."
          )}
        </p>
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
