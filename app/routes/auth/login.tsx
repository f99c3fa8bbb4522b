import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { AuthCard, Field, FormErrorBanner } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { fieldErrors, loginSchema } from "~/domain/schemas/auth-forms";
import { openSignedInSession, signIn } from "~/server/auth/accounts";
import { requireAnonymous } from "~/server/auth/guards";
import { browserTokenOf } from "~/server/auth/trusted-browsers";
import { getRequestInfo, getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { safeRedirectPath } from "~/server/http/redirect";
import { redirectWithToast } from "~/server/toast";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Sign In", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const body = await readBody(request);
  const values = { email: String(body.email ?? "") };
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values }, { status: 422 });
  const { ip } = getRequestInfo(context);
  const verified = await signIn(services, parsed.data, ip, browserTokenOf(request));
  if (!verified.ok) return data({ errors: verified.errors, values }, { status: verified.status });
  const result = await openSignedInSession(services, request, verified.value, ip);
  if (!result.ok) return data({ errors: result.errors, values }, { status: result.status });
  const redirectTo = safeRedirectPath(body.redirectTo ?? new URL(request.url).searchParams.get("redirectTo"));
  return redirectWithToast(
    services,
    redirectTo,
    { type: "success", description: "Welcome back! You are signed in." },
    { "Set-Cookie": result.value },
  );
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const errors = actionData?.errors as Record<string, string[]> | undefined;
  const busy = useNavigation().state === "submitting";
  const redirectTo = params.get("redirectTo") ?? "";
  return (
    <AuthCard
      title="Sign In"
      subtitle={
        <>
          New here? <Link to={`/register${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}>Create a free account</Link>.
        </>
      }
    >
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrorBanner errors={errors} />
        <Field
          name="email"
          type="email"
          label="E-mail address"
          autoComplete="email"
          required
          defaultValue={actionData?.values?.email}
          errors={errors}
        />
        <Field name="password" type="password" label="Password" autoComplete="current-password" required errors={errors} />
        <div className="flex items-center justify-between text-sm">
          <Link to="/forgot-password">Forgot your password?</Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Signing in…" : "Sign In"}
        </button>
      </Form>
    </AuthCard>
  );
}
