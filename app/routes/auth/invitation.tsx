// /invitation?token=… : the page of the link an administrator's invitation e-mails (valid 7 days,
// once). The invited member chooses a handle and a password (the registration's rules; the handle
// starts empty, never made from the e-mail address: docs/decisions/0032); the e-mail address then
// counts as verified and the member signs in. A used, revoked or expired link says so.
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/invitation";
import { AuthCard, Field, FormErrorBanner } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { INVITATION_LINK_EXPIRED } from "~/domain/admin-user-forms";
import { acceptInvitationSchema, fieldErrors } from "~/domain/schemas/auth-forms";
import { HANDLE_HINT } from "~/domain/auth-forms";
import { PASSWORD_GUIDANCE } from "~/domain/password";
import { acceptInvitation, invitationOwner } from "~/server/admin/users";
import { trustBrowser } from "~/server/auth/trusted-browsers";
import { getRequestInfo, getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { redirectWithToast } from "~/server/toast";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Accept Your Invitation", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  const owner = await invitationOwner(getServices(context), token);
  return { token: owner ? token : "", email: owner?.email ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const body = await readBody(request);
  const handle = typeof body.handle === "string" ? body.handle.trim().slice(0, 60) : "";
  const parsed = acceptInvitationSchema.safeParse(body);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), handle }, { status: 422 });
  const { ip } = getRequestInfo(context);
  const result = await acceptInvitation(services, parsed.data, ip);
  if (!result.ok) return data({ errors: result.errors, handle }, { status: result.status });
  // The e-mailed link proved the mailbox: this browser is trusted for the account (decision 0030).
  const browserCookie = await trustBrowser(services, request, { userId: result.value, ip });
  return redirectWithToast(
    services,
    "/login",
    { type: "success", description: `Welcome, @${parsed.data.handle}. Please sign in with your e-mail address and your new password.` },
    { "Set-Cookie": browserCookie },
  );
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors as Record<string, string[]> | undefined;
  const busy = useNavigation().state === "submitting";
  if (!loaderData.token) {
    return (
      <AuthCard title="Accept Your Invitation">
        <p className="text-slate-700" data-testid="invitation-expired">
          {INVITATION_LINK_EXPIRED}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Accept Your Invitation"
      subtitle={`Choose your handle and password for ${loaderData.email}. Your handle is the name other members see.`}
    >
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormErrorBanner errors={errors} />
        <Field
          name="handle"
          label="Handle"
          autoComplete="username"
          required
          defaultValue={actionData?.handle ?? ""}
          errors={errors}
          hint={HANDLE_HINT}
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
          Accept Invitation
        </button>
      </Form>
    </AuthCard>
  );
}
