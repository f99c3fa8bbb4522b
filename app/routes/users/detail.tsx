// /users/{handle or id}: a member's public page. The handle is the title; member since and the
// active listings follow. Never the name, e-mail, phone or address. Deleted members: 404.
import { Link } from "react-router";
import type { Route } from "./+types/detail";
import { pageTitle } from "~/components/page-title";
import { UserListings } from "~/components/users/user-listings";
import { formatDate } from "~/domain/dates";
import { getServices } from "~/server/context";
import { viewerOf } from "~/domain/listing-visibility";
import { getOptionalUser } from "~/server/auth/guards";
import { listAudience } from "~/server/queries/listing-visibility";
import { countSoldBySeller, findPublicUser, listActiveListingsBySeller } from "~/server/queries/users-public";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageTitle(loaderData.user.handle, matches, `@${loaderData.user.handle}'s judgments for sale.`)
    : pageTitle("Member Not Found", matches);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, clock } = getServices(context);
  const user = await findPublicUser(db, params.handle ?? "");
  if (!user) throw new Response("Not Found", { status: 404 });
  const viewer = viewerOf(await getOptionalUser(request, context));
  const audience = listAudience(viewer, clock.now());
  const [listings, soldCount] = await Promise.all([
    listActiveListingsBySeller(db, user.id, audience, { own: viewer?.id === user.id }),
    countSoldBySeller(db, user.id),
  ]);
  return {
    user: { id: user.id, handle: user.handle, memberSince: user.memberSince.toISOString() },
    soldCount,
    listings: listings.map((j) => ({ ...j, listedAt: j.listedAt?.toISOString() ?? null })),
  };
}

export default function PublicUser({ loaderData }: Route.ComponentProps) {
  const { user, listings, soldCount } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold uppercase text-brand-800"
          >
            {user.handle.slice(0, 1)}
          </span>
          <div>
            <h1 className="text-xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-2xl" data-testid="user-handle">
              @{user.handle}
            </h1>
            <p className="text-sm text-slate-600">
              Member since <span data-testid="member-since">{formatDate(user.memberSince)}</span>
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-6 text-center sm:text-right">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Active listings</dt>
            <dd className="text-xl font-semibold tabular-nums">{listings.length}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Judgments sold</dt>
            <dd className="text-xl font-semibold tabular-nums">{soldCount}</dd>
          </div>
        </dl>
      </header>

      <section className="card mt-6 overflow-hidden" aria-labelledby="listings-title">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 sm:px-6">
          <h2 id="listings-title" className="text-lg font-semibold">
            Judgments for sale
          </h2>
          <Link to="/judgments" className="text-sm font-medium">
            Browse all
          </Link>
        </div>
        <UserListings listings={listings} handle={user.handle} />
      </section>
    </div>
  );
}
