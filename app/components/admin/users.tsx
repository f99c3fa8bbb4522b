// The pieces of the administrators' user pages: the search and filter form and the list of
// /admin/users, the invitation form of /admin/users/create, and the sections of /admin/users/{id}
// (account, activity, audit, and the actions: roles, invitation, delete, restore). Every action
// is a form posting to the detail page (intent=…), so the pages work without JavaScript.
import { Form, Link } from "react-router";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/admin-table";
import { Field, FieldErrors, FormErrorBanner, type Errors } from "~/components/forms";
import { formatDate, formatDateTime } from "~/domain/dates";
import type { OfferStatus } from "~/domain/listing-lifecycle";
import { shownPrice } from "~/domain/listing-price";
import { PriceWords } from "~/components/judgments/price-words";
import { listingStatusLabels, type ListingStatus } from "~/domain/listing-status";
import { offerStatusLabel } from "~/domain/offer-status";
import { formatMoney } from "~/domain/money";
import { IdentityMark } from "~/components/users/identity-mark";

export type AdminUserItem = {
  id: number;
  name: string;
  handle: string;
  email: string;
  roles: string[];
  createdAt: string;
  phoneVerified: boolean;
  identityVerified: boolean;
  deleted: boolean;
};

export function RoleBadges({ roles }: { roles: string[] }) {
  if (roles.length === 0) return <span className="text-slate-600">member</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <span key={role} className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
          {role}
        </span>
      ))}
    </span>
  );
}

function DeletedBadge() {
  return <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">Deleted</span>;
}

export function AdminUsersFilter({ q, role, deleted, filtered }: { q: string; role: string; deleted: string; filtered: boolean }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Find members"
      className="card grid gap-3 p-4 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-end"
      data-testid="admin-users-filter"
    >
      <div>
        <label htmlFor="admin-users-q" className="label">
          Name, handle or e-mail
        </label>
        <input id="admin-users-q" name="q" type="search" className="input" defaultValue={q} maxLength={254} />
      </div>
      <div>
        <label htmlFor="admin-users-role" className="label">
          Role
        </label>
        <select id="admin-users-role" name="role" className="input" defaultValue={role}>
          <option value="">Any</option>
          <option value="member">Member</option>
          <option value="admin">Admin</option>
          <option value="super-admin">Super-admin</option>
        </select>
      </div>
      <div>
        <label htmlFor="admin-users-deleted" className="label">
          Deleted
        </label>
        <select id="admin-users-deleted" name="deleted" className="input" defaultValue={deleted}>
          <option value="">All</option>
          <option value="live">Not deleted</option>
          <option value="deleted">Deleted only</option>
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-secondary">
          Search
        </button>
        {filtered && (
          <Link to="/admin/users" className="btn-secondary">
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}

export function AdminUsersList({ users }: { users: AdminUserItem[] }) {
  return (
    <AdminTable
      caption="Members"
      testId="admin-users-table"
      columns={[
        { label: "Member", wide: true },
        { label: "E-mail" },
        { label: "Roles" },
        { label: "Joined" },
        { label: "Phone" },
        { label: "State" },
      ]}
    >
      {users.map((user) => (
        <AdminRow key={user.id} testId="admin-user-row" id={user.id}>
          <AdminCell full>
            <Link to={`/admin/users/${user.id}`} className="font-semibold">
              {user.name || "(no name yet)"}
            </Link>
            <span className="block text-slate-600">
              @{user.handle} <IdentityMark verified={user.identityVerified} compact />
            </span>
          </AdminCell>
          <AdminCell label="E-mail" full>
            <span className="break-all">{user.email}</span>
          </AdminCell>
          <AdminCell label="Roles">
            <RoleBadges roles={user.roles} />
          </AdminCell>
          <AdminCell label="Joined">{formatDate(user.createdAt)}</AdminCell>
          <AdminCell label="Phone">{user.phoneVerified ? "Verified" : "Not verified"}</AdminCell>
          <AdminCell label="State">{user.deleted ? <DeletedBadge /> : "Active"}</AdminCell>
        </AdminRow>
      ))}
    </AdminTable>
  );
}

export function InviteUserForm({
  errors,
  values,
  mayInviteAdmins,
}: {
  errors?: Errors;
  values: { name: string; email: string; role: string };
  mayInviteAdmins: boolean;
}) {
  return (
    <Form method="post" className="card max-w-xl space-y-4 p-5" noValidate data-testid="invite-user-form">
      <FormErrorBanner errors={errors?._ ? { _: errors._ } : undefined} />
      <Field name="name" label="Name" required maxLength={100} defaultValue={values.name} errors={errors} autoComplete="off" />
      <Field
        name="email"
        type="email"
        label="E-mail"
        required
        maxLength={254}
        defaultValue={values.email}
        errors={errors}
        autoComplete="off"
      />
      <div>
        <label htmlFor="field-role" className="label">
          Role
        </label>
        <select
          id="field-role"
          name="role"
          className="input"
          defaultValue={values.role}
          aria-invalid={errors?.role?.length ? true : undefined}
          aria-describedby={errors?.role?.length ? "field-role-errors" : "field-role-hint"}
        >
          <option value="member">Member</option>
          {mayInviteAdmins && <option value="admin">Admin</option>}
          {mayInviteAdmins && <option value="super-admin">Super-admin</option>}
        </select>
        <p id="field-role-hint" className="mt-1 text-xs text-slate-500">
          {mayInviteAdmins
            ? "Administrators can review listings, messages and members."
            : "Only a super-admin can invite an administrator."}
        </p>
        <FieldErrors id="field-role-errors" errors={errors?.role} />
      </div>
      <p className="text-sm text-slate-600">
        The member receives an e-mail with a link to choose their handle and password. The link works once, for 7 days; you can send a new
        one from the member's page.
      </p>
      <button type="submit" className="btn-primary">
        Send Invitation
      </button>
    </Form>
  );
}

export type AdminUserDetailView = {
  id: number;
  name: string;
  handle: string;
  email: string;
  emailVerifiedAt: string | null;
  phone: string | null;
  phoneVerifiedAt: string | null;
  address: string[];
  payoutAccount: "none" | "onboarding" | "ready";
  payoutAccountReadyAt: string | null;
  /** When an identity check verified the person (docs/decisions/0048); a ready payout account does not count. */
  identityVerifiedAt: string | null;
  roles: string[];
  invitationPending: boolean;
  deletedAt: string | null;
  createdAt: string;
};

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const verified = (at: string | null) => (at ? `verified ${formatDateTime(at)}` : "not verified");

export function AdminUserAccount({ user }: { user: AdminUserDetailView }) {
  return (
    <section className="card p-5" aria-labelledby="admin-user-account" data-testid="admin-user-account">
      <h2 id="admin-user-account" className="text-lg font-semibold">
        Account
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Term label="E-mail">
          <span className="break-all" data-testid="admin-user-email">
            {user.email}
          </span>{" "}
          <span className="text-sm text-slate-600">
            ({user.invitationPending ? "invitation not accepted yet" : verified(user.emailVerifiedAt)})
          </span>
        </Term>
        <Term label="Phone">
          {user.phone ? (
            <>
              <span data-testid="admin-user-phone">{user.phone}</span>{" "}
              <span className="text-sm text-slate-600">({verified(user.phoneVerifiedAt)})</span>
            </>
          ) : (
            <span className="text-slate-600">none</span>
          )}
        </Term>
        <Term label="Roles">
          <RoleBadges roles={user.roles} />
        </Term>
        <Term label="Address">
          {user.address.length ? (
            <address className="not-italic">
              {user.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <span className="text-slate-600">none</span>
          )}
        </Term>
        <Term label="Payout account">
          {user.payoutAccount === "ready"
            ? `ready since ${formatDateTime(user.payoutAccountReadyAt!)}`
            : user.payoutAccount === "onboarding"
              ? "created, onboarding not finished"
              : "none"}
        </Term>
        <Term label="Identity">
          <span data-testid="admin-user-identity">
            {user.identityVerifiedAt ? `verified ${formatDateTime(user.identityVerifiedAt)}` : "not verified"}
          </span>
        </Term>
        <Term label="Joined">{formatDate(user.createdAt)}</Term>
        {user.deletedAt && (
          <Term label="Deleted">
            <span className="font-semibold text-red-800">{formatDateTime(user.deletedAt)}</span>
          </Term>
        )}
      </dl>
    </section>
  );
}

type ActionsProps = {
  user: AdminUserDetailView;
  self: boolean;
  superAdmin: boolean;
  mayDelete: boolean;
};

function IntentForm({ intent, label, className, testId }: { intent: string; label: string; className: string; testId: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={className} data-testid={testId}>
        {label}
      </button>
    </Form>
  );
}

export function AdminUserActions({ user, self, superAdmin, mayDelete }: ActionsProps) {
  const isAdmin = user.roles.includes("admin");
  const deleted = Boolean(user.deletedAt);
  return (
    <section className="card space-y-4 p-5" aria-labelledby="admin-user-actions" data-testid="admin-user-actions">
      <h2 id="admin-user-actions" className="text-lg font-semibold">
        Actions
      </h2>
      {self && (
        <p className="text-sm text-slate-600">This is your own account: its roles cannot be changed and it cannot be deleted here.</p>
      )}
      {!deleted && !self && superAdmin && (
        <div className="flex flex-wrap items-center gap-3">
          {isAdmin ? (
            <IntentForm intent="remove_admin" label="Remove Admin Role" className="btn-secondary" testId="remove-admin" />
          ) : (
            <IntentForm intent="grant_admin" label="Grant Admin Role" className="btn-secondary" testId="grant-admin" />
          )}
        </div>
      )}
      {!deleted && !self && !superAdmin && <p className="text-sm text-slate-600">Only a super-admin can grant or remove the admin role.</p>}
      {!deleted && user.invitationPending && (
        <div>
          <IntentForm intent="resend_invitation" label="Resend Invitation" className="btn-secondary" testId="resend-invitation" />
          <p className="mt-1 text-xs text-slate-500">A new link is e-mailed; the previous one stops working.</p>
        </div>
      )}
      {!deleted && !self && mayDelete && (
        <Form method="post" preventScrollReset className="border-t border-slate-100 pt-4" data-testid="delete-user-form">
          <input type="hidden" name="intent" value="delete" />
          <p className="text-sm text-slate-600">
            Deleting signs the member out everywhere and refuses their sign-ins, hides their active listings and withdraws their open offers
            (the other side is told). Sales, payments and the history are kept.
          </p>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" required /> I understand: delete {user.name || `@${user.handle}`}
          </label>
          <button type="submit" className="btn mt-3 bg-red-700 text-white hover:bg-red-800" data-testid="delete-user">
            Delete Member
          </button>
        </Form>
      )}
      {!deleted && !self && !mayDelete && <p className="text-sm text-slate-600">Only a super-admin can delete an administrator.</p>}
      {deleted &&
        (superAdmin ? (
          <div>
            <IntentForm intent="restore" label="Restore Member" className="btn-secondary" testId="restore-user" />
            <p className="mt-1 text-xs text-slate-500">Their listings stay hidden until they show them again.</p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">This member is deleted. Only a super-admin can restore them.</p>
        ))}
    </section>
  );
}

export type AdminUserActivityView = {
  /** `agreedCents`: the accepted offer's amount, once one was accepted (administrators may know it). */
  listings: { id: number; title: string; status: ListingStatus; priceCents: number; agreedCents: number | null; createdAt: string }[];
  offers: {
    id: number;
    judgmentId: number;
    title: string;
    amountCents: number;
    status: OfferStatus;
    awaiting: "seller" | "buyer";
    counterCents: number | null;
    createdAt: string;
  }[];
  purchases: { id: number; title: string; status: ListingStatus; priceCents: number; agreedCents: number | null }[];
  payouts: { id: number; judgmentId: number; title: string; amountCents: number; status: string; createdAt: string }[];
  audit: {
    id: number;
    action: string;
    entity: string;
    entityId: string;
    actorHandle: string | null;
    fromStatus: string | null;
    toStatus: string | null;
    createdAt: string;
  }[];
};

function ActivitySection({
  title,
  id,
  empty,
  children,
  count,
}: {
  title: string;
  id: string;
  empty: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section className="card p-5" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-slate-500">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">{children}</ul>
      )}
    </section>
  );
}

function Line({ children }: { children: React.ReactNode }) {
  return <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">{children}</li>;
}

export function AdminUserActivity({ activity }: { activity: AdminUserActivityView }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ActivitySection title="Listings" id="admin-user-listings" empty="No listings." count={activity.listings.length}>
        {activity.listings.map((l) => (
          <Line key={l.id}>
            <Link to={`/judgments/${l.id}`} className="min-w-0 break-words">
              #{l.id} {l.title}
            </Link>
            <span className="text-slate-600">
              {listingStatusLabels[l.status]} · <PriceWords price={shownPrice(l, l.agreedCents)} />
            </span>
          </Line>
        ))}
      </ActivitySection>
      <ActivitySection title="Offers" id="admin-user-offers" empty="No offers." count={activity.offers.length}>
        {activity.offers.map((o) => (
          <Line key={o.id}>
            <Link to={`/judgments/${o.judgmentId}`} className="min-w-0 break-words">
              #{o.judgmentId} {o.title}
            </Link>
            <span className="text-slate-600">
              {formatMoney(o.amountCents)} · {offerStatusLabel(o)} · {formatDate(o.createdAt)}
            </span>
          </Line>
        ))}
      </ActivitySection>
      <ActivitySection title="Purchases" id="admin-user-purchases" empty="No purchases." count={activity.purchases.length}>
        {activity.purchases.map((p) => (
          <Line key={p.id}>
            <Link to={`/judgments/${p.id}`} className="min-w-0 break-words">
              #{p.id} {p.title}
            </Link>
            <span className="text-slate-600">
              {listingStatusLabels[p.status]} · <PriceWords price={shownPrice(p, p.agreedCents)} />
            </span>
          </Line>
        ))}
      </ActivitySection>
      <ActivitySection title="Payouts" id="admin-user-payouts" empty="No payouts." count={activity.payouts.length}>
        {activity.payouts.map((p) => (
          <Line key={p.id}>
            <Link to={`/judgments/${p.judgmentId}`} className="min-w-0 break-words">
              #{p.judgmentId} {p.title}
            </Link>
            <span className="text-slate-600">
              {formatMoney(p.amountCents)} · {p.status}
            </span>
          </Line>
        ))}
      </ActivitySection>
      <div className="lg:col-span-2">
        <ActivitySection title="Audit log" id="admin-user-audit" empty="Nothing recorded." count={activity.audit.length}>
          {activity.audit.map((a) => (
            <Line key={a.id}>
              <span className="min-w-0 break-words">
                <code className="text-xs">{a.action}</code> {a.entity} #{a.entityId}
                {a.fromStatus || a.toStatus ? ` (${a.fromStatus ?? "—"} → ${a.toStatus ?? "—"})` : ""}
              </span>
              <span className="text-slate-600">
                {a.actorHandle ? `by @${a.actorHandle}` : "by the system"} · {formatDateTime(a.createdAt)}
              </span>
            </Line>
          ))}
        </ActivitySection>
      </div>
    </div>
  );
}
