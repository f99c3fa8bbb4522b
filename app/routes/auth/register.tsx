import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { CheckYourEmail } from "~/components/auth/check-your-email";
import { AuthCard, Field, FormErrorBanner } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { fieldErrors, registerSchema } from "~/domain/schemas/auth-forms";
import { HANDLE_HINT } from "~/domain/auth-forms";
import { PASSWORD_GUIDANCE } from "~/domain/password";
import { registerUser } from "~/server/auth/accounts";
import { requireAnonymous } from "~/server/auth/guards";
import { getRequestInfo, getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { safeRedirectPath } from "~/server/http/redirect";
import { startUserSession } from "~/server/session";
import { redirectWithToast } from "~/server/toast";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Create Your Free Account", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const body = await readBody(request);
  const values = {
    name: String(body.name ?? ""),
    handle: String(body.handle ?? ""),
    email: String(body.email ?? ""),
  };
  const parsed = registerSchema.safeParse(body);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values }, { status: 422 });
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  const result = await registerUser(services, parsed.data, getRequestInfo(context).ip, { continuePath: redirectTo });
  if (!result.ok) return data({ errors: result.errors, values }, { status: result.status });
  // The address has an account already: its owner was told by e-mail; the page does not say why.
  if (result.value.outcome === "check-email") return { errors: undefined, values, checkEmail: parsed.data.email };
  const cookie = await startUserSession(request, services, result.value.userId);
  return redirectWithToast(
    services,
    redirectTo,
    {
      type: "success",
      description: `Welcome to ${services.branding.name}! We sent a link to ${parsed.data.email} to confirm your e-mail address.`,
    },
    { "Set-Cookie": cookie },
  );
}

export default function Register({ actionData, loaderData: _ }: Route.ComponentProps) {
  const errors = actionData?.errors as Record<string, string[]> | undefined;
  const values = actionData?.values;
  const busy = useNavigation().state === "submitting";
  if (actionData && "checkEmail" in actionData && actionData.checkEmail) {
    return <CheckYourEmail email={actionData.checkEmail} />;
  }
  return (
    <AuthCard
      title="Create Your Free Account"
      subtitle={
        <>
          Registration is free. Already have an account? <Link to="/login">Sign in</Link>.
        </>
      }
    >
      <Form method="post" className="space-y-4" noValidate>
        <FormErrorBanner errors={errors} />
        <Field name="name" label="Full name" autoComplete="name" required defaultValue={values?.name} errors={errors} />
        <Field
          name="handle"
          label="Handle"
          autoComplete="username"
          required
          defaultValue={values?.handle}
          errors={errors}
          hint={HANDLE_HINT}
        />
        <Field
          name="email"
          type="email"
          label="E-mail address"
          autoComplete="email"
          required
          defaultValue={values?.email}
          errors={errors}
        />
        <Field
          name="password"
          type="password"
          label="Password"
          autoComplete="new-password"
          required
          errors={errors}
          hint={PASSWORD_GUIDANCE}
        />
        <Field name="password_confirmation" type="password" label="Confirm password" autoComplete="new-password" required errors={errors} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Creating your account…" : "Create Account"}
        </button>
        <p className="text-xs text-slate-500">
          By creating an account you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </Form>
    </AuthCard>
  );
}
