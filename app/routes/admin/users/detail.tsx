// /admin/users/{id} (page name Admin/Users/Detail): one member's e-mail and phone with their
// verification dates, roles, address, payout account state, listings, offers, purchases, payouts
// and the audit entries about them or by them; 404 for an unknown id. Its forms post here with an
// intent: delete (soft delete), restore (super-admins), grant_admin / remove_admin (super-admins,
// never one's own), resend_invitation. DELETE /admin/users/{id} (buyer spec's call table) answers
// JSON { status, message: "User deleted successfully!" }; the refusals are the service's (403
// oneself or an administrator unless a super-admin asks, 404, 409 a sale in progress).
import { data, Link } from "react-router";
import type { Route } from "./+types/detail";
import { AdminPageHeading, usersArea } from "~/components/admin/admin-page-heading";
import { AdminUserAccount, AdminUserActions, AdminUserActivity, type AdminUserDetailView } from "~/components/admin/users";
import { ReputationFigures } from "~/components/feedback/reputation-figures";
import { pageTitle } from "~/components/page-title";
import { parseId } from "~/domain/ids";
import { hasRole } from "~/domain/permissions";
import { adminUserMessages, deleteUser, resendInvitation, restoreUser, setAdminRole } from "~/server/admin/users";
import { answersJson } from "~/server/admin/review-answer";
import { requireRole } from "~/server/auth/guards";
import { getServices, type AppServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { del } from "~/server/http/endpoint";
import { jsonError, Refusal } from "~/server/http/refusal";
import { adminUserActivity, findAdminUser } from "~/server/queries/admin-users";
import { loadReputation } from "~/server/queries/reputation";
import { redirectWithToast } from "~/server/toast";
import { hydrates } from "~/components/hydration";
import { IdentityMark } from "~/components/users/identity-mark";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.user ? `${loaderData.user.name || `@${loaderData.user.handle}`} (User)` : "User", matches);

function idOf(params: { id?: string }): number {
  const id = parseId(params.id);
  if (id === null) throw jsonError(404, adminUserMessages.missing);
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, "admin");
  const { db } = getServices(context);
  const id = idOf(params);
  const row = await findAdminUser(db, id);
  if (!row) throw jsonError(404, adminUserMessages.missing);
  const [activity, reputation] = await Promise.all([adminUserActivity(db, id), loadReputation(db, id, getServices(context).clock.now())]);
  const address = [
    row.addressName,
    row.address1,
    row.address2,
    [row.city, [row.addressState, row.zip].filter(Boolean).join(" ")].filter(Boolean).join(", "),
  ].filter((line): line is string => Boolean(line));
  const user: AdminUserDetailView = {
    id: row.id,
    name: row.name,
    handle: row.handle,
    email: row.email,
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    phone: row.phone,
    phoneVerifiedAt: row.phoneVerifiedAt?.toISOString() ?? null,
    address,
    payoutAccount: row.payoutAccountReadyAt ? "ready" : row.stripeConnectAccountId ? "onboarding" : "none",
    payoutAccountReadyAt: row.payoutAccountReadyAt?.toISOString() ?? null,
    identityVerifiedAt: row.identityVerifiedAt?.toISOString() ?? null,
    roles: row.roles,
    invitationPending: row.invitationPending,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
  const superAdmin = hasRole(admin.roles, "super-admin");
  return {
    user,
    self: admin.id === row.id,
    superAdmin,
    mayDelete: superAdmin || !hasRole(row.roles, "admin"),
    reputation: reputation!,
    activity: {
      listings: activity.listings.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
      offers: activity.offers.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
      purchases: activity.purchases.map(({ id: listingId, title, status, priceCents, agreedCents }) => ({
        id: listingId,
        title,
        status,
        priceCents,
        agreedCents,
      })),
      payouts: activity.payouts.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
      audit: activity.audit.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    },
  };
}

/** DELETE /admin/users/{id} in JSON. */
const deleteJson = del({ access: "admin" }, async ({ params, services, user: admin }) => {
  await deleteUser(services, admin, idOf(params));
  return Response.json({ status: "success", message: adminUserMessages.deleted });
});

const intents = ["delete", "restore", "grant_admin", "remove_admin", "resend_invitation"] as const;

type ActionArgs = Pick<Route.ActionArgs, "request" | "context" | "params">;

/** Does what the form (or a script's JSON) asks; answers its success message or throws a Refusal. */
async function perform({ request, context, params }: ActionArgs, json: boolean): Promise<{ message: string; services: AppServices }> {
  const admin = await requireRole(request, context, "admin");
  const services = getServices(context);
  const body = await readBody(request);
  const id = idOf(params);
  const intent = intents.find((i) => i === body.intent);
  if (!intent) throw jsonError(422, "Unknown action.");
  if (intent === "delete") {
    if (!json && body.confirm !== "yes") throw jsonError(422, "Please tick the box to confirm the deletion.");
    await deleteUser(services, admin, id);
    return { message: adminUserMessages.deleted, services };
  }
  if (intent === "restore") {
    await restoreUser(services, admin, id);
    return { message: adminUserMessages.restored, services };
  }
  if (intent === "resend_invitation")
    return { message: adminUserMessages.resent((await resendInvitation(services, admin, id)).email), services };
  await setAdminRole(services, admin, id, intent === "grant_admin");
  return { message: intent === "grant_admin" ? adminUserMessages.granted : adminUserMessages.removed, services };
}

async function jsonAction(args: ActionArgs): Promise<Response> {
  try {
    const { message } = await perform(args, true);
    return Response.json({ status: "success", message });
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
}

/**
 * DELETE, and a script's JSON post, are answered in JSON before any page renders (a page route's
 * action would have its answer rendered as the page).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if (request.method === "DELETE") return deleteJson.action({ request, params, context });
    if (request.method === "POST" && answersJson(request)) return jsonAction({ request, params, context });
    return next();
  },
];

export async function action(args: Route.ActionArgs) {
  if (args.request.method === "DELETE") return deleteJson.action(args);
  if (answersJson(args.request)) return jsonAction(args);
  try {
    const { message, services } = await perform(args, false);
    return redirectWithToast(services, `/admin/users/${args.params.id}`, { type: "success", description: message });
  } catch (error) {
    if (!(error instanceof Refusal) || error.status === 404 || error.status === 401) throw error;
    return data({ error: error.message }, { status: error.status });
  }
}

export default function AdminUserDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { user, self, superAdmin, mayDelete, activity, reputation } = loaderData;
  const refused = (actionData as { error?: string } | undefined)?.error;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title={user.name || "(no name yet)"} area={usersArea}>
        @{user.handle} <IdentityMark verified={user.identityVerifiedAt !== null} /> · member #{user.id}
        {user.deletedAt && <span className="ml-2 font-semibold text-red-800">Deleted</span>}
      </AdminPageHeading>
      {refused && (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          data-testid="admin-user-refusal"
        >
          {refused}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start">
        <AdminUserAccount user={user} />
        <AdminUserActions user={user} self={self} superAdmin={superAdmin} mayDelete={mayDelete} />
      </div>
      <section className="card mt-6 p-5" aria-labelledby="admin-user-reputation" data-testid="admin-user-reputation">
        <h2 id="admin-user-reputation" className="text-lg font-semibold">
          Reputation
        </h2>
        <div className="mt-3">
          <ReputationFigures reputation={reputation} />
        </div>
        {!user.deletedAt && (
          <p className="mt-3 text-sm text-slate-600">
            The feedback itself, with a form to remove one and its reason, is on{" "}
            <Link to={`/users/${user.handle}#feedback`}>@{user.handle}'s public page</Link>.
          </p>
        )}
      </section>
      <div className="mt-6">
        <AdminUserActivity activity={activity} />
      </div>
    </div>
  );
}
