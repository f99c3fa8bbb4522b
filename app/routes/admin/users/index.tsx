// /admin/users (page name Admin/Users): every member, newest first, with name, handle, e-mail,
// roles, joined date, phone verified and deleted or not; one box searches name, handle and e-mail,
// filters by role and by deleted; 25 a page. Administrators only (visitors sign in, members 403).
// POST /admin/users (buyer spec's call table: name, email, role) invites a member: JSON answers
// 201 with the new id or 422/403 with the field errors; the page's own form is at
// /admin/users/create, which shows the errors next to its fields.
import type { Route } from "./+types/index";
import { AdminPageHeading, usersArea } from "~/components/admin/admin-page-heading";
import { AdminUsersFilter, AdminUsersList } from "~/components/admin/users";
import { AdminPagination } from "~/components/judgments/pagination";
import { pageTitle } from "~/components/page-title";
import { storableOrNull } from "~/domain/storable-text";
import { adminUserMessages } from "~/server/admin/users";
import { answersJson } from "~/server/admin/review-answer";
import { adminPageLinks, requestedPage } from "~/server/admin/paging";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { Refusal, refuseFields } from "~/server/http/refusal";
import {
  ADMIN_USERS_PAGE_SIZE,
  countAdminUsers,
  listAdminUsers,
  userDeletedFilters,
  userRoleFilters,
  type AdminUserFilter,
} from "~/server/queries/admin-users";
import { redirectWithToast } from "~/server/toast";
import { invite } from "./invite.server";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Users", matches);

const PATH = "/admin/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const { db } = getServices(context);
  const url = new URL(request.url);
  const text = (storableOrNull(url.searchParams.get("q")) ?? "").trim().slice(0, 254);
  const role = userRoleFilters.find((r) => r === url.searchParams.get("role"));
  const deleted = userDeletedFilters.find((d) => d === url.searchParams.get("deleted"));
  const filter: AdminUserFilter = { text: text || undefined, role, deleted };
  const counts = await countAdminUsers(db, filter);
  const paging = adminPageLinks(
    { path: PATH, filters: { q: text || undefined, role, deleted }, requested: requestedPage(url) },
    counts.matching,
    ADMIN_USERS_PAGE_SIZE,
  );
  const rows = counts.matching ? await listAdminUsers(db, filter, paging.page) : [];
  return {
    users: rows.map((u) => ({
      id: u.id,
      name: u.name,
      handle: u.handle,
      email: u.email,
      roles: u.roles,
      createdAt: u.createdAt.toISOString(),
      phoneVerified: Boolean(u.phoneVerifiedAt),
      identityVerified: Boolean(u.identityVerifiedAt),
      deleted: Boolean(u.deletedAt),
    })),
    counts,
    paging,
    firstShown: counts.matching ? (paging.page - 1) * ADMIN_USERS_PAGE_SIZE + 1 : 0,
    filter: { q: text, role: role ?? "", deleted: deleted ?? "" },
  };
}

/** POST /admin/users in JSON: 201 with the new member's id, or the refusal with its field errors. */
async function inviteJson({ request, context }: Pick<Route.ActionArgs, "request" | "context">): Promise<Response> {
  try {
    const admin = await requireRole(request, context, "admin");
    const services = getServices(context);
    const answer = await invite(services, admin, await readBody(request));
    if (!answer.ok) return refuseFields(answer.status as 403 | 422, answer.errors);
    return Response.json({ status: "success", message: adminUserMessages.invited(answer.email), user_id: answer.userId }, { status: 201 });
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
}

/** A script's JSON post is answered in JSON before any page renders. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => (request.method === "POST" && answersJson(request) ? inviteJson({ request, context }) : next()),
];

/** POST /admin/users: invites a member. A form post comes back to the member's page, or to the form with the reason. */
export async function action({ request, context }: Route.ActionArgs) {
  if (answersJson(request)) return inviteJson({ request, context });
  const admin = await requireRole(request, context, "admin");
  const services = getServices(context);
  const answer = await invite(services, admin, await readBody(request));
  if (!answer.ok) {
    return redirectWithToast(services, "/admin/users/create", { type: "error", description: Object.values(answer.errors)[0]?.[0] ?? "" });
  }
  return redirectWithToast(services, `/admin/users/${answer.userId}`, {
    type: "success",
    description: adminUserMessages.invited(answer.email),
  });
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users, counts, paging, firstShown, filter } = loaderData;
  const filtered = Boolean(filter.q || filter.role || filter.deleted);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Users" area={usersArea}>
        Every member, administrators and deleted accounts included.{" "}
        <span data-testid="admin-users-count" className="font-medium text-slate-800">
          {counts.all.toLocaleString("en-US")} {counts.all === 1 ? "account" : "accounts"}.
        </span>
      </AdminPageHeading>

      <AdminUsersFilter q={filter.q} role={filter.role} deleted={filter.deleted} filtered={filtered} />

      <section aria-labelledby="admin-users-list" className="mt-6">
        <h2 id="admin-users-list" className="sr-only">
          Members
        </h2>
        {users.length === 0 ? (
          <div className="card px-6 py-12 text-center" data-testid="admin-users-empty">
            <p className="text-lg font-semibold">{filtered ? "No members match this search." : "There are no members yet."}</p>
            {filtered && <p className="mt-1 text-sm text-slate-600">Try another search, or clear it.</p>}
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" data-testid="admin-users-range">
              {firstShown.toLocaleString("en-US")}–{(firstShown + users.length - 1).toLocaleString("en-US")} of{" "}
              {counts.matching.toLocaleString("en-US")}
              {filtered ? " matching" : ""}, newest first
            </p>
            <AdminUsersList users={users} />
          </>
        )}
        <div className="mt-6">
          <AdminPagination paging={paging} />
        </div>
      </section>
    </div>
  );
}
