import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthCard, Field, FormErrorBanner } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { fieldErrors, resetPasswordSchema } from "~/domain/schemas/auth-forms";
import { PASSWORD_GUIDANCE } from "~/domain/password";
import { resetPassword } from "~/server/auth/accounts";
import { trustBrowser } from "~/server/auth/trusted-browsers";
import { getRequestInfo, getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { redirectWithToast } from "~/server/toast";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Choose a New Password", matches);

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const body = await readBody(request);
  const parsed = resetPasswordSchema.safeParse(body);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 422 });
  const { ip } = getRequestInfo(context);
  const result = await resetPassword(services, parsed.data.token, parsed.data.password, ip);
  if (!result.ok) return data({ errors: result.errors }, { status: result.status });
  // The link proved the mailbox: this browser signs in at once from now on (decision 0030).
  const browserCookie = await trustBrowser(services, request, { userId: result.value, ip });
  return redirectWithToast(
    services,
    "/login",
    { type: "success", description: "Your password was changed successfully. Please sign in with your new password." },
    { "Set-Cookie": browserCookie },
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors as Record<string, string[]> | undefined;
  const busy = useNavigation().state === "submitting";
  if (!loaderData.token) {
    return (
      <AuthCard title="Choose a New Password">
        <p className="text-slate-700">This page needs the link from your password-reset e-mail.</p>
        <p className="mt-4 text-sm">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a New Password">
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormErrorBanner errors={errors} />
        {errors?._ && (
          <p className="text-sm">
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        )}
        <Field
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          errors={errors}
          hint={PASSWORD_GUIDANCE}
        />
        <Field
          name="password_confirmation"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          required
          errors={errors}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          Save New Password
        </button>
      </Form>
    </AuthCard>
  );
}
