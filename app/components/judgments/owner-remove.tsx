// Removing a listing asks first: a native <dialog> with JavaScript, or — without it — the page's
// confirm step at ?confirm=cancel. Both post intent=cancel to the page's action.
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Dialog, DialogCancel } from "~/components/ui/dialog";
import { openDialog } from "~/components/ui/dialog-control";

const DIALOG_ID = "remove-listing-dialog";

function consequence(pendingOffers: number): string {
  const offers =
    pendingOffers === 0
      ? ""
      : pendingOffers === 1
        ? " The open offer on it will be declined and its buyer told by e-mail."
        : ` The ${pendingOffers} open offers on it will be declined and their buyers told by e-mail.`;
  return `The listing leaves the marketplace for good and cannot be edited or relisted.${offers}`;
}

function RemoveForm({ children }: { children: ReactNode }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <input type="hidden" name="intent" value="cancel" />
      {children}
      <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={busy} data-testid="confirm-remove">
        {busy ? "Removing…" : "Yes, Remove Listing"}
      </button>
    </Form>
  );
}

/** The Remove button: a link to the confirm step, which opens the dialog instead once JavaScript runs. */
export function RemoveButton({ judgmentId }: { judgmentId: number }) {
  return (
    <Link
      to={`/judgments/${judgmentId}?confirm=cancel`}
      className="btn-secondary w-full border-red-300 text-red-800 hover:bg-red-50"
      aria-haspopup="dialog"
      data-testid="remove-listing"
      onClick={(event) => {
        if (openDialog(DIALOG_ID)) event.preventDefault();
      }}
    >
      Remove Listing
    </Link>
  );
}

export function RemoveDialog({ title, pendingOffers }: { title: string; pendingOffers: number }) {
  return (
    <Dialog id={DIALOG_ID} title="Remove this listing?" description={title}>
      <p className="text-sm text-slate-700">{consequence(pendingOffers)}</p>
      <div className="mt-5">
        <RemoveForm>
          <DialogCancel dialogId={DIALOG_ID}>Keep Listing</DialogCancel>
        </RemoveForm>
      </div>
    </Dialog>
  );
}

/** The confirm step without JavaScript, shown at the top of the page. */
export function RemoveConfirmStep({ judgmentId, title, pendingOffers }: { judgmentId: number; title: string; pendingOffers: number }) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="remove-confirm-title"
      aria-describedby="remove-confirm-text"
      className="card mb-6 border-red-300 p-5 sm:p-6"
      data-testid="remove-confirm-step"
    >
      <h2 id="remove-confirm-title" className="text-lg font-semibold">
        Remove “{title}”?
      </h2>
      <p id="remove-confirm-text" className="mt-1 text-sm text-slate-700">
        {consequence(pendingOffers)}
      </p>
      <div className="mt-4">
        <RemoveForm>
          <Link to={`/judgments/${judgmentId}`} className="btn-secondary" replace>
            Keep Listing
          </Link>
        </RemoveForm>
      </div>
    </section>
  );
}
