// /sell/resume/stop?token=…: the stop link in the resume e-mail. GET only asks (a mail scanner
// that follows links changes nothing); the POST stops: no e-mail to the address again, the saved
// draft is deleted.
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/resume-stop";
import { pageTitle } from "~/components/page-title";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { findRemindedDraft, stopRemindedDraft } from "~/server/listings/draft-reminders";
export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Stop Listing Reminders", matches);

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const row = await findRemindedDraft(getServices(context), token);
  if (!row) return data({ outcome: "unknown" as const, token: "" }, { status: 404, headers: noStore });
  return data({ outcome: "ask" as const, token: token ?? "" }, { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  const token = typeof body.token === "string" ? body.token : null;
  const stopped = await stopRemindedDraft(getServices(context), token);
  if (!stopped) return data({ outcome: "unknown" as const }, { status: 404 });
  return { outcome: "stopped" as const };
}

export default function StopReminders({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome ?? loaderData.outcome;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <div className="card p-6 sm:p-8" data-testid="stop-outcome" data-outcome={outcome}>
        {outcome === "ask" && (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Delete your saved listing?</h1>
            <p className="mt-3 text-slate-700">
              We will delete the listing you started and never e-mail this address about it again. You can always start a new listing.
            </p>
            <Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <input type="hidden" name="token" value={loaderData.token} />
              <Link to={`/sell/resume?token=${encodeURIComponent(loaderData.token)}`} className="btn-secondary">
                No, Continue My Listing
              </Link>
              <button type="submit" className="btn-primary" disabled={busy} data-testid="stop-confirm">
                {busy ? "Deleting…" : "Yes, Delete It and Stop"}
              </button>
            </Form>
          </>
        )}
        {outcome === "stopped" && (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Done</h1>
            <p className="mt-3 text-slate-700">Your saved listing was deleted. We will not e-mail you about it again.</p>
          </>
        )}
        {outcome === "unknown" && (
          <>
            <h1 className="text-2xl font-bold tracking-tight">This link no longer works</h1>
            <p className="mt-3 text-slate-700">
              The listing it named was finished or already deleted, so there is nothing to stop: we will not e-mail you about it.
            </p>
            <p className="mt-6">
              <Link to="/sell" className="btn-secondary">
                List a Judgment
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
