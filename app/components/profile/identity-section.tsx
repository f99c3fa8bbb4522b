// "Identity" on /profile (docs/decisions/0048): where the member's identity check stands (not
// started, pending, verified, needs input with the provider's reason) and the button that starts
// or restarts it on the provider's page (Stripe Identity; offline, our test-mode page). A plain
// form posting to the profile page's action (intent IDENTITY_INTENT).
import { Form } from "react-router";
import { formatDate } from "~/domain/dates";
import type { IdentityState } from "~/domain/identity";
import { IdentityMark } from "~/components/users/identity-mark";

export const IDENTITY_INTENT = "identity-start";

/** Why, and what it takes; `threshold` is the payment above which a buyer needs it ("$10,000"). */
function why(threshold: string): string {
  return `Sellers verify before their first listing goes live, and buyers before paying more than ${threshold} for a judgment. It takes about two minutes: a photo of a government-issued ID and a selfie, checked by Stripe. We never see or keep the images.`;
}

export function IdentitySection({ state, thresholdText }: { state: IdentityState; thresholdText: string }) {
  return (
    <section id="identity" className="card mt-6 scroll-mt-20 p-5 sm:p-6" aria-labelledby="identity-title" data-testid="identity-section">
      <h2 id="identity-title" className="text-lg font-semibold">
        Identity
      </h2>
      <p className="mt-1 text-sm text-slate-600">{why(thresholdText)}</p>
      <div className="mt-4" data-testid="identity-status" data-status={state.kind}>
        {state.kind === "verified" ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
            <IdentityMark verified />
            <span>Verified on {formatDate(state.verifiedAt)}. Other members see the mark beside your handle.</span>
          </p>
        ) : state.kind === "pending" ? (
          <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
            <strong>Pending.</strong> Stripe is checking your ID and selfie; this usually takes a few minutes. We will update this page when
            it is done.
          </p>
        ) : state.kind === "needs_input" ? (
          <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p>
              <strong>Needs another try.</strong> {state.reason ?? "The check could not be completed."}
            </p>
            <p className="mt-1">Please try again with a valid, unexpired ID in good light.</p>
          </div>
        ) : (
          <p className="text-sm text-slate-800">
            <strong>Not started.</strong> Your identity is not verified yet.
          </p>
        )}
      </div>
      {(state.kind === "not_started" || state.kind === "needs_input") && (
        <Form method="post" action="/profile" className="mt-4">
          <input type="hidden" name="intent" value={IDENTITY_INTENT} />
          <button type="submit" className="btn-primary w-full sm:w-auto" data-testid="identity-start">
            {state.kind === "needs_input" ? "Try again" : "Verify my identity"}
          </button>
        </Form>
      )}
    </section>
  );
}
