// /admin/users/create (page name Admin/Users/Create): the invitation form (name, email, role).
// The account is created without a usable password and the member is e-mailed a single-use link,
// valid 7 days, to choose one (/invitation). An address that already has an account is said next
// to the field (the page is for administrators only); only a super-admin invites administrators.
import { data } from "react-router";
import type { Route } from "./+types/create";
import { AdminPageHeading, usersArea } from "~/components/admin/admin-page-heading";
import { InviteUserForm } from "~/components/admin/users";
import { pageTitle } from "~/components/page-title";
import { hasRole } from "~/domain/permissions";
import { adminUserMessages } from "~/server/admin/users";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { redirectWithToast } from "~/server/toast";
import { invite, inviteValues } from "./invite.server";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Invite a Member", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, "admin");
  return { mayInviteAdmins: hasRole(admin.roles, "super-admin") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, "admin");
  const services = getServices(context);
  const body = await readBody(request);
  const answer = await invite(services, admin, body);
  if (!answer.ok) return data({ errors: answer.errors, values: inviteValues(body) }, { status: answer.status });
  return redirectWithToast(services, `/admin/users/${answer.userId}`, {
    type: "success",
    description: adminUserMessages.invited(answer.email),
  });
}

export default function AdminUsersCreate({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as { errors?: Record<string, string[]>; values?: { name: string; email: string; role: string } } | undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Invite a Member" area={usersArea}>
        Create an account for someone and e-mail them a link to choose their handle and password.
      </AdminPageHeading>
      <InviteUserForm
        errors={result?.errors}
        values={result?.values ?? { name: "", email: "", role: "member" }}
        mayInviteAdmins={loaderData.mayInviteAdmins}
      />
    </div>
  );
}
