// /sell/resume?token=…: the link in the one resume e-mail. It puts the saved draft back into this
// browser's session and continues at its step. An unknown, stopped or finished link gets a page
// that says so, with a way to start again.
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/resume";
import { pageTitle } from "~/components/page-title";
import { getOptionalUser } from "~/server/auth/guards";
import { getRequestInfo, getServices } from "~/server/context";
import { dropDraftReminder, findRemindedDraft } from "~/server/listings/draft-reminders";
import { readDraft, resumeStep, storeSessionDraft } from "~/server/listings/drafts";
import { findDraft, upsertDraft } from "~/server/queries/drafts";
export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Continue Your Listing", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const row = await findRemindedDraft(services, new URL(request.url).searchParams.get("token"));
  const draft = row ? readDraft(row.draft) : null;
  if (!row || !draft) return data({ outcome: "unknown" as const }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const user = await getOptionalUser(request, context);
  if (user) {
    // A member keeps the draft they have; one without a draft takes this one as theirs.
    if (await findDraft(services.db, user.id)) return data({ outcome: "member-has-draft" as const }, { status: 409 });
    await upsertDraft(services.db, user.id, draft);
    await dropDraftReminder(services, row.id);
    throw redirect(`/sell/${resumeStep(draft, true)}`);
  }
  const cookie = await storeSessionDraft(request, services, draft, row.id, getRequestInfo(context).ip);
  throw redirect(`/sell/${resumeStep(draft, false)}`, cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
}

export default function ResumeDraft({ loaderData }: Route.ComponentProps) {
  const memberHasDraft = loaderData.outcome === "member-has-draft";
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <div className="card p-6 sm:p-8" data-testid="resume-outcome">
        <h1 className="text-2xl font-bold tracking-tight">
          {memberHasDraft ? "You have a listing in progress" : "This link no longer works"}
        </h1>
        <p className="mt-3 text-slate-700">
          {memberHasDraft
            ? "You are signed in and already have a listing in progress, so the draft from the e-mail was not opened here. Continue your listing, or sign out and open the link again."
            : "The listing it led to was finished, deleted at your request, or kept longer than 30 days. Nothing is lost if you start again: it takes a few minutes."}
        </p>
        <p className="mt-6">
          <Link to="/sell" className="btn-primary">
            {memberHasDraft ? "Continue My Listing" : "List a Judgment"}
          </Link>
        </p>
      </div>
    </div>
  );
}
