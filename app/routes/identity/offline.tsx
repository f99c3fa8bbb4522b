// /identity/offline/{session}: the offline stand-in for Stripe Identity's hosted check
// (docs/decisions/0048), like the offline card forms stand in for Stripe.js: clearly marked as the
// test mode, no ID or selfie is taken, and the tester chooses the outcome (verified, or needing
// input with one of Stripe's reasons). Only with the offline provider, and only the member whose
// session it is (404 to anyone else). Plain HTML forms; the page does not hydrate.
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/offline";
import { pageTitle } from "~/components/page-title";
import { identityReturnPath, OFFLINE_FAILURE_REASONS, type OfflineFailureCode } from "~/domain/identity";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { isIdentitySessionId } from "~/domain/identity";
import { offlineChecksAllowed } from "~/server/identity/sessions";
import { decideOfflineIdentitySession, findOfflineIdentitySession } from "~/server/payments/offline";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Verify your identity (test mode)", matches);

async function ownSession(args: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(args.request, args.context);
  const services = getServices(args.context);
  const notFound = new Response("Not Found", { status: 404 });
  if (services.payments.name !== "offline" || !offlineChecksAllowed(services)) throw notFound;
  if (!isIdentitySessionId(args.params.session)) throw notFound;
  const session = await findOfflineIdentitySession(services.db, args.params.session);
  if (!session || session.userId !== user.id) throw notFound;
  return { services, session };
}

export async function loader(args: Route.LoaderArgs) {
  const { session } = await ownSession(args);
  return { sessionId: session.id, open: session.status === "requires_input", reasons: OFFLINE_FAILURE_REASONS };
}

export async function action(args: Route.ActionArgs) {
  const { services, session } = await ownSession(args);
  const body = await readBody(args.request);
  const code = String(body.reason ?? "");
  const outcome =
    body.outcome === "verify"
      ? ({ verified: true } as const)
      : body.outcome === "fail" && Object.hasOwn(OFFLINE_FAILURE_REASONS, code)
        ? ({ verified: false, code: code as OfflineFailureCode } as const)
        : null;
  if (!outcome) return { error: "Choose an outcome: verified, or failed with a reason." };
  await decideOfflineIdentitySession(services.db, session.id, outcome);
  // Back as from Stripe's page: the return step asks the provider and applies its answer.
  return redirect(identityReturnPath(session.id));
}

export default function OfflineIdentityCheck({ loaderData, actionData }: Route.ComponentProps) {
  const { sessionId, open, reasons } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6 sm:py-10">
      <p
        className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        data-testid="identity-test-mode"
      >
        Offline test mode: this page stands in for Stripe&apos;s identity check. No ID or selfie is taken; you choose the outcome.
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Verify your identity</h1>
      <p className="mt-2 text-slate-600">
        With Stripe, you would photograph a government-issued ID and take a selfie that is matched against it.
      </p>
      {actionData?.error && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {actionData.error}
        </p>
      )}
      {open ? (
        <div className="mt-6 space-y-6">
          <Form method="post" className="card p-5 sm:p-6">
            <h2 className="text-lg font-semibold">The check passes</h2>
            <p className="mt-1 text-sm text-slate-600">The ID is valid and the selfie matches it.</p>
            <input type="hidden" name="outcome" value="verify" />
            <button type="submit" className="btn-primary mt-4 w-full sm:w-auto" data-testid="identity-offline-verify">
              Verify me
            </button>
          </Form>
          <Form method="post" className="card p-5 sm:p-6">
            <h2 className="text-lg font-semibold">The check fails</h2>
            <input type="hidden" name="outcome" value="fail" />
            <label htmlFor="identity-reason" className="mt-3 block text-sm font-medium text-slate-800">
              Stripe&apos;s reason
            </label>
            <select id="identity-reason" name="reason" className="input mt-1" data-testid="identity-offline-reason">
              {Object.entries(reasons).map(([code, text]) => (
                <option key={code} value={code}>
                  {text}
                </option>
              ))}
            </select>
            <button type="submit" className="btn-secondary mt-4 w-full sm:w-auto" data-testid="identity-offline-fail">
              Fail the check
            </button>
          </Form>
        </div>
      ) : (
        <p className="mt-6 text-sm text-slate-700" data-testid="identity-offline-closed">
          This check is finished.{" "}
          <Link to={identityReturnPath(sessionId)} className="font-semibold">
            Back to your settings
          </Link>
        </p>
      )}
    </div>
  );
}
