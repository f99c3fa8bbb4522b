// /users/{handle or id}: a member's public page. The handle is the title; member since, the
// reputation's figures, the active listings and the feedback received follow (docs/decisions/0045).
// Never the name, e-mail, phone or address. Deleted members: 404. Its forms (the rated member's
// reply, an administrator's removal of feedback) post here; the page does not hydrate.
import { Link } from "react-router";
import { FeedbackList } from "~/components/feedback/feedback-list";
import { ReputationFigures } from "~/components/feedback/reputation-figures";
import { isAdmin } from "~/domain/permissions";
import { requireUser } from "~/server/auth/guards";
import { userPageFeedbackAction } from "~/server/feedback/page-intents";
import { loadFeedbackReceived } from "~/server/feedback/view";
import { readBody } from "~/server/http/body";
import { loadReputation } from "~/server/queries/reputation";
import type { Route } from "./+types/detail";
import { pageTitle } from "~/components/page-title";
import { UserListings } from "~/components/users/user-listings";
import { formatDate } from "~/domain/dates";
import { getServices } from "~/server/context";
import { viewerOf } from "~/domain/listing-visibility";
import { getOptionalUser } from "~/server/auth/guards";
import { listAudience } from "~/server/queries/listing-visibility";
import { findPublicUser, listActiveListingsBySeller } from "~/server/queries/users-public";
import { IdentityMark } from "~/components/users/identity-mark";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageTitle(loaderData.user.handle, matches, `@${loaderData.user.handle}'s judgments for sale.`)
    : pageTitle("Member Not Found", matches);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, clock } = getServices(context);
  const user = await findPublicUser(db, params.handle ?? "");
  if (!user) throw new Response("Not Found", { status: 404 });
  const member = await getOptionalUser(request, context);
  const viewer = viewerOf(member);
  const audience = listAudience(viewer, clock.now());
  const [listings, reputation, feedback] = await Promise.all([
    listActiveListingsBySeller(db, user.id, audience, { own: viewer?.id === user.id }),
    loadReputation(db, user.id, clock.now()),
    loadFeedbackReceived(db, user.id, { id: member?.id ?? null, admin: member ? isAdmin(member.roles) : false }),
  ]);
  return {
    user: { id: user.id, handle: user.handle, memberSince: user.memberSince.toISOString(), identityVerified: user.identityVerified },
    soldCount: reputation!.soldAsSeller,
    reputation: reputation!,
    feedback,
    listings: listings.map((j) => ({ ...j, listedAt: j.listedAt?.toISOString() ?? null })),
  };
}

/** The feedback forms: the rated member's reply, an administrator's removal (app/server/feedback/page-intents.ts). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = getServices(context);
  const member = await requireUser(request, context);
  const user = await findPublicUser(services.db, params.handle ?? "");
  if (!user) throw new Response("Not Found", { status: 404 });
  const body = await readBody(request);
  const back = `/users/${encodeURIComponent(user.handle)}`;
  return userPageFeedbackAction(services, { back, user: { id: member.id, roles: member.roles }, body });
}

export default function PublicUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user, listings, soldCount, reputation, feedback } = loaderData;
  const failed = actionData && "feedbackErrors" in actionData ? actionData : null;
  const errorsFor = (id: number) =>
    failed && failed.feedbackTyped.feedback_id === String(id) ? (failed.feedbackErrors as Record<string, string[] | undefined>) : undefined;
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
            {user.identityVerified && (
              <p className="mt-1">
                <IdentityMark verified />
              </p>
            )}
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

      <section className="card mt-6 p-5 sm:p-6" aria-labelledby="reputation-title">
        <h2 id="reputation-title" className="mb-4 text-lg font-semibold">
          Reputation
        </h2>
        <ReputationFigures reputation={reputation} />
      </section>

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

      <section id="feedback" className="card mt-6 overflow-hidden" aria-labelledby="feedback-title">
        <div className="border-b border-slate-200 px-5 py-4 sm:px-6">
          <h2 id="feedback-title" className="text-lg font-semibold">
            Feedback received
          </h2>
          <p className="mt-1 text-sm text-slate-600">Left by the other side of a completed or refunded sale, within 60 days of its end.</p>
        </div>
        <FeedbackList items={feedback} handle={user.handle} errorsFor={errorsFor} />
      </section>
    </div>
  );
}
