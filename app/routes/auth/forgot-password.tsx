import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard, Field, FormErrorBanner } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { fieldErrors, forgotPasswordSchema } from "~/domain/schemas/auth-forms";
import { requestPasswordReset } from "~/server/auth/accounts";
import { getRequestInfo, getServices } from "~/server/context";
import { readBody } from "~/server/http/body";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Forgot Your Password?", matches);

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  const values = { email: String(body.email ?? "") };
  const parsed = forgotPasswordSchema.safeParse(body);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values, sent: false }, { status: 422 });
  const result = await requestPasswordReset(getServices(context), parsed.data.email, getRequestInfo(context).ip);
  if (!result.ok) return data({ errors: result.errors, values, sent: false }, { status: result.status });
  return { errors: undefined, values, sent: true };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const errors = actionData?.errors as Record<string, string[]> | undefined;
  const busy = useNavigation().state === "submitting";
  if (actionData?.sent) {
    return (
      <AuthCard title="Check your e-mail">
        <p role="status" className="text-slate-700">
          If an account exists for <strong>{actionData.values.email}</strong>, we sent it a link to choose a new password. The link works
          for 60 minutes.
        </p>
        <p className="mt-6 text-sm">
          <Link to="/login">Back to sign in</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot Your Password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to reset your password."
    >
      <Form method="post" className="space-y-4" noValidate>
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
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          Send Reset Link
        </button>
        <p className="text-sm">
          <Link to="/login">Back to sign in</Link>
        </p>
      </Form>
    </AuthCard>
  );
}
