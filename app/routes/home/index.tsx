// /home: the signed-in dashboard. Panels for offers, buying, selling, watchlist and messages,
// a search form and a profile summary (buyer spec, Home dashboard).
import { Form, Link } from "react-router";
import type { Route } from "./+types/index";
import { pageTitle } from "~/components/page-title";
import { formatDate } from "~/domain/dates";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { listStates } from "~/server/queries/reference";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Dashboard", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  return {
    states: await listStates(db),
    profile: {
      name: user.name,
      handle: user.handle,
      email: user.email,
      emailVerified: Boolean(user.emailVerifiedAt),
      phoneVerified: Boolean(user.phoneVerifiedAt),
      hasPayoutAccount: Boolean(user.stripeConnectAccountId),
      memberSince: user.createdAt.toISOString(),
    },
  };
}

function Panel({ title, link, children, testId }: { title: string; link?: { to: string; label: string }; children: React.ReactNode; testId: string }) {
  return (
    <section className="card flex flex-col" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <header className="flex items-center justify-between border-b border-slate-100 px-5 py-3">
        <h2 id={`${testId}-title`} className="text-base font-semibold">{title}</h2>
        {link && <Link to={link.to} className="text-sm font-medium">{link.label}</Link>}
      </header>
      <div className="flex-1 px-5 py-4 text-sm">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="text-slate-500">{children}</p>;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { profile, states } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Welcome, {profile.name}</h1>
          <p className="text-slate-600">Your offers, purchases, listings and messages in one place.</p>
        </div>
        <div className="flex gap-2">
          <Link to="/judgments" className="btn-secondary">Browse Judgments</Link>
          <Link to="/sell" className="btn-accent">Sell a Judgment</Link>
        </div>
      </div>

      {!profile.emailVerified && (
        <div role="status" className="mt-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
          <p>Please confirm your e-mail address: we sent a link to <strong>{profile.email}</strong>.</p>
          <Form method="post" action="/verify-email/resend">
            <button type="submit" className="btn-secondary">Send the link again</button>
          </Form>
        </div>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section className="card p-5" aria-labelledby="search-title">
            <h2 id="search-title" className="text-base font-semibold">Find judgments</h2>
            <Form method="get" action="/judgments" className="mt-3 grid gap-3 sm:grid-cols-4">
              <div className="sm:col-span-2">
                <label htmlFor="home-name" className="label">Keywords</label>
                <input id="home-name" name="name" className="input" placeholder="Title or description" />
              </div>
              <div>
                <label htmlFor="home-state" className="label">State</label>
                <select id="home-state" name="state_id" className="input">
                  <option value="">All states</option>
                  {states.map((s) => (
                    <option key={s.id} value={s.id}>{s.name}</option>
                  ))}
                </select>
              </div>
              <div className="flex items-end">
                <button type="submit" className="btn-primary w-full">Search</button>
              </div>
            </Form>
          </section>

          <div className="grid gap-6 md:grid-cols-2">
            <Panel title="My Offers" testId="panel-offers" link={{ to: "/judgments", label: "Browse" }}>
              <Empty>You have not made any offers yet.</Empty>
            </Panel>
            <Panel title="Buying" testId="panel-buying">
              <Empty>Judgments you buy will appear here, with what to do next.</Empty>
            </Panel>
            <Panel title="Selling" testId="panel-selling" link={{ to: "/selling", label: "Selling dashboard" }}>
              <Empty>You have no listings yet. <Link to="/sell">List a judgment</Link>.</Empty>
            </Panel>
            <Panel title="Watchlist" testId="panel-watchlist">
              <Empty>Watch judgments to follow them here.</Empty>
            </Panel>
          </div>
          <Panel title="Messages" testId="panel-messages" link={{ to: "/messages", label: "Inbox" }}>
            <Empty>No messages yet!</Empty>
          </Panel>
        </div>

        <aside className="space-y-6">
          <Panel title="My Profile" testId="panel-profile" link={{ to: "/profile", label: "My Settings" }}>
            <dl className="space-y-3">
              <div><dt className="text-slate-500">Name</dt><dd className="font-medium">{profile.name}</dd></div>
              <div><dt className="text-slate-500">Handle</dt><dd className="font-medium">@{profile.handle}</dd></div>
              <div>
                <dt className="text-slate-500">E-mail</dt>
                <dd className="font-medium break-all">
                  {profile.email}{" "}
                  <span className={`ml-1 rounded px-1.5 py-0.5 text-xs ${profile.emailVerified ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900"}`}>
                    {profile.emailVerified ? "Confirmed" : "Not confirmed"}
                  </span>
                </dd>
              </div>
              <div><dt className="text-slate-500">Member since</dt><dd className="font-medium">{formatDate(profile.memberSince)}</dd></div>
              <div>
                <dt className="text-slate-500">Text messages</dt>
                <dd className="font-medium">{profile.phoneVerified ? "Phone verified" : <Link to="/profile">Verify your phone</Link>}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Payouts</dt>
                <dd className="font-medium">{profile.hasPayoutAccount ? "Payout account connected" : <Link to="/payouts">Set up your payout account</Link>}</dd>
              </div>
            </dl>
          </Panel>
        </aside>
      </div>
    </div>
  );
}
