// /home: the signed-in dashboard. First "Needs you": everything waiting on the member, the soonest
// deadline first (docs/decisions/0043-needs-you.md); then panels for offers, buying, selling,
// watchlist and messages, a search form and a profile summary (buyer spec, Home dashboard).
import { Form, Link } from "react-router";
import type { Route } from "./+types/index";
import { BuyingPanel } from "~/components/dashboard/buying-panel";
import { FeaturedPanel } from "~/components/dashboard/featured-panel";
import { MessagesPanel } from "~/components/dashboard/messages-panel";
import { ChooseHandleBanner } from "~/components/profile/handle-prompt";
import { OffersPanel } from "~/components/dashboard/offers-panel";
import { firstItems, PANEL_ITEMS } from "~/components/dashboard/panel";
import { ProfilePanel } from "~/components/dashboard/profile-panel";
import { SellingPanel } from "~/components/dashboard/selling-panel";
import { WatchlistPanel } from "~/components/dashboard/watchlist-panel";
import { NeedsYouList } from "~/components/needs-you/needs-you-list";
import { pageTitle } from "~/components/page-title";
import { loginRedirect, requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { viewerOf } from "~/domain/listing-visibility";
import { listAudience } from "~/server/queries/listing-visibility";
import { listBuyingJudgments } from "~/server/queries/dashboard/buying";
import { listFeatured } from "~/server/queries/dashboard/featured";
import { listUserMessages } from "~/server/queries/dashboard/messages";
import { listMyOffers } from "~/server/queries/dashboard/offers";
import { loadThreads } from "~/server/offers/thread-view";
import { getProfile } from "~/server/queries/dashboard/profile";
import { listSellingJudgments } from "~/server/queries/dashboard/selling";
import { listWatchedJudgments } from "~/server/queries/dashboard/watchlist";
import { countUnreadMessages } from "~/server/queries/messages";
import { listStates } from "~/server/queries/reference";
import { needsYouForRequest } from "~/server/needs-you/member";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Dashboard", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, clock } = getServices(context);
  // The same queries as the JSON API; one extra row tells a panel that there is more.
  const more = PANEL_ITEMS + 1;
  const now = clock.now();
  const [profile, states, offers, buying, selling, watchlist, messages, unread, featured, needsYou] = await Promise.all([
    getProfile(db, user.id),
    listStates(db),
    listMyOffers(db, user.id, now, more),
    listBuyingJudgments(db, user.id, more),
    listSellingJudgments(db, user.id, more),
    listWatchedJudgments(db, viewerOf(user), more),
    listUserMessages(db, user.id, { page: 1, perPage: PANEL_ITEMS }),
    countUnreadMessages(db, user.id),
    listFeatured(db, listAudience(viewerOf(user), now), PANEL_ITEMS),
    // The same list the navbar counts on this page (one query for both).
    needsYouForRequest(context, user.id),
  ]);
  if (!profile) throw loginRedirect(request);
  const myOffers = firstItems(offers);
  // Each negotiated offer's thread (docs/decisions/0027), all in one query.
  const threads = await loadThreads(
    db,
    myOffers.items.map((offer) => offer.id),
    { id: user.id, admin: false },
  );
  return {
    profile,
    states,
    offers: { ...myOffers, items: myOffers.items.map((offer) => ({ ...offer, thread: threads.get(offer.id) ?? [] })) },
    buying: firstItems(buying),
    selling: firstItems(selling),
    watchlist: firstItems(watchlist),
    messages: { items: messages.data, total: messages.total, unread },
    featured,
    needsYou,
    /** A handle the site made up: the member is asked to choose one (docs/decisions/0032). */
    madeUpHandle: user.handleChosen ? null : user.handle,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { profile, states, offers, buying, selling, watchlist, messages, featured, needsYou, madeUpHandle } = loaderData;
  const emailVerified = Boolean(profile.email_verified_at);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Welcome, {profile.name}</h1>
          <p className="text-slate-600">Your offers, purchases, listings and messages in one place.</p>
        </div>
        <div className="flex gap-2">
          <Link to="/judgments" className="btn-secondary">
            Browse Judgments
          </Link>
          <Link to="/sell" className="btn-accent">
            Sell a Judgment
          </Link>
        </div>
      </div>

      {madeUpHandle && <ChooseHandleBanner handle={madeUpHandle} />}
      {!emailVerified && (
        <div
          role="status"
          className="mt-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="min-w-0 wrap-anywhere">
            Please confirm your e-mail address: we sent a link to <strong>{profile.email}</strong>.
          </p>
          <Form method="post" action="/verify-email/resend">
            <button type="submit" className="btn-secondary">
              Send the link again
            </button>
          </Form>
        </div>
      )}

      <div className="mt-8">
        <NeedsYouList items={needsYou.items} total={needsYou.total} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section className="card p-5" aria-labelledby="search-title">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="search-title" className="text-base font-semibold">
                Find judgments
              </h2>
              <Link to="/searches" className="text-sm" data-testid="saved-searches-link">
                Saved searches and alerts
              </Link>
            </div>
            <Form method="get" action="/judgments" className="mt-3 grid gap-3 sm:grid-cols-4">
              <div className="sm:col-span-2">
                <label htmlFor="home-name" className="label">
                  Keywords
                </label>
                <input id="home-name" name="name" className="input" placeholder="Title or description" />
              </div>
              <div>
                <label htmlFor="home-state" className="label">
                  State
                </label>
                <select id="home-state" name="state_id" className="input">
                  <option value="">All states</option>
                  {states.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex items-end">
                <button type="submit" className="btn-primary w-full">
                  Search
                </button>
              </div>
            </Form>
          </section>

          <div className="grid gap-6 md:grid-cols-2">
            <OffersPanel offers={offers.items} more={offers.more} />
            <BuyingPanel buying={buying.items} more={buying.more} />
            <SellingPanel selling={selling.items} more={selling.more} />
            <WatchlistPanel watchlist={watchlist.items} more={watchlist.more} />
          </div>
          <MessagesPanel messages={messages.items} total={messages.total} unread={messages.unread} />
        </div>

        <aside className="min-w-0 space-y-6">
          <ProfilePanel profile={profile} />
          <FeaturedPanel featured={featured} />
        </aside>
      </div>
    </div>
  );
}
