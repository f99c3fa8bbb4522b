// My Settings' "Premium membership" section (docs/decisions/0010-premium.md): Basic or Premium until
// a date, renewing on the default card, cancelled, or stopped (the renewal lapsed); Cancel renewal asks first (a native <dialog>
// the enhancement script opens from the link, app/enhance/dialog-links.ts; the page's confirm step at
// ?confirm=premium-cancel without it), Resume renewal does not. Both post to My Settings' action,
// which redirects back with a notice.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Dialog, DialogCancel } from "~/components/ui/dialog";
import { formatDate } from "~/domain/dates";
import type { MembershipView } from "~/domain/membership";

export const PREMIUM_CANCEL_INTENT = "premium_cancel";
export const PREMIUM_RESUME_INTENT = "premium_resume";
const DIALOG_ID = "premium-cancel-dialog";

function cancelConsequence(until: string | null): string {
  return `You keep every premium benefit until ${formatDate(until)}; after that your membership ends and nothing more is charged. You can resume the renewal any time before then.`;
}

function CancelForm({ children }: { children: ReactNode }) {
  return (
    <Form method="post" action="/profile" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <input type="hidden" name="intent" value={PREMIUM_CANCEL_INTENT} />
      {children}
      <button
        type="submit"
        className="btn bg-red-700 text-white hover:bg-red-800"
        data-busy-label="Cancelling…"
        data-testid="confirm-premium-cancel"
      >
        Yes, Cancel Renewal
      </button>
    </Form>
  );
}

export function PremiumSection({ view, confirming }: { view: MembershipView; confirming: boolean }) {
  const until = view.premiumUntil;
  return (
    <section id="premium" className="card mt-6 p-5 sm:p-6" aria-labelledby="premium-title" data-testid="premium-section">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="premium-title" className="text-lg font-semibold">
          Premium Membership
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${
            view.premium ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-700"
          }`}
          data-testid="premium-badge"
        >
          {view.premium ? "Premium" : "Basic"}
        </span>
      </div>

      {!view.premium ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="premium-state">
          You are a basic member. Premium members see new listings five days before everyone else, get two bold or highlighted listings a
          month, free assignment forms and 10% off enhancements.{" "}
          <Link to={view.upgradeHref} className="font-semibold" data-testid="premium-upgrade-link">
            {view.upgradeHref === "/sell" ? "List a judgment to upgrade" : "Upgrade to Premium"}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700" data-testid="premium-state">
            Premium until <strong>{formatDate(until)}</strong>.{" "}
            {view.renews ? (
              <>
                Renews on <strong>{formatDate(until)}</strong>
                {view.defaultCard ? (
                  <>
                    {" "}
                    on your default card, <span className="capitalize">{view.defaultCard.brand}</span> ending {view.defaultCard.last4}.
                  </>
                ) : (
                  <>
                    . <span className="text-red-800">You have no saved card, so it cannot renew: </span>
                    <Link to="/payments" className="font-semibold">
                      add a card
                    </Link>
                    .
                  </>
                )}
              </>
            ) : view.lapsed ? (
              <>
                <span className="text-red-800">Renewal stopped: we could not charge a saved card.</span> Your membership runs until{" "}
                <strong>{formatDate(until)}</strong> and then ends. To keep it,{" "}
                <Link to="/payments" className="font-semibold">
                  save a card
                </Link>{" "}
                and resume the renewal.
              </>
            ) : (
              <>
                Renewal cancelled: your membership runs until <strong>{formatDate(until)}</strong> and then ends.
              </>
            )}
          </p>
          {confirming && view.renews && (
            <div
              role="alertdialog"
              aria-labelledby="premium-confirm-title"
              className="mt-4 rounded-md border border-red-300 p-4"
              data-testid="premium-cancel-confirm"
            >
              <h3 id="premium-confirm-title" className="font-semibold">
                Cancel the monthly renewal?
              </h3>
              <p className="mt-1 text-sm text-slate-700">{cancelConsequence(until)}</p>
              <div className="mt-3">
                <CancelForm>
                  <Link to="/profile#premium" className="btn-secondary">
                    Keep Renewing
                  </Link>
                </CancelForm>
              </div>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            {view.renews ? (
              <Link
                to="/profile?confirm=premium-cancel#premium"
                className="btn-secondary border-red-300 text-red-800 hover:bg-red-50"
                aria-haspopup="dialog"
                data-testid="premium-cancel"
                data-opens-dialog={DIALOG_ID}
              >
                Cancel Renewal
              </Link>
            ) : (
              <Form method="post" action="/profile">
                <input type="hidden" name="intent" value={PREMIUM_RESUME_INTENT} />
                <button type="submit" className="btn-primary" data-busy-label="Resuming…" data-testid="premium-resume">
                  Resume Renewal
                </button>
              </Form>
            )}
            <Link to={view.upgradeHref} className="btn-secondary" data-testid="premium-upgrade-link">
              Premium benefits
            </Link>
          </div>
          {view.renews && (
            <Dialog id={DIALOG_ID} title="Cancel the monthly renewal?" description={`Premium until ${formatDate(until)}`}>
              <p className="text-sm text-slate-700">{cancelConsequence(until)}</p>
              <div className="mt-5">
                <CancelForm>
                  <DialogCancel dialogId={DIALOG_ID}>Keep Renewing</DialogCancel>
                </CancelForm>
              </div>
            </Dialog>
          )}
        </>
      )}
    </section>
  );
}
