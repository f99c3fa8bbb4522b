// The buyer's "Open a dispute", during the inspection window: a dialog with what is wrong (a
// reason from the short list) and the buyer's explanation, posting intent=open_dispute. The buyer's
// page does not hydrate (docs/decisions/0040): when the page answers with field errors (422), the
// dialog comes back open (`openOnLoad`) with them next to the fields, and the same errors show
// beside the button; the enhancement script counts the explanation's characters as one types
// (data-count-into) and sends the form once.
import { FieldErrors } from "~/components/forms";
import { Dialog, DialogButton, DialogCancel } from "~/components/ui/dialog";
import { DISPUTE_REASONS, disputeReasonLabels, MAX_DISPUTE_TEXT, MIN_DISPUTE_TEXT } from "~/domain/escrow";
import { useListingPath } from "~/components/judgments/listing-path";

const DIALOG_ID = "open-dispute";

type Errors = Record<string, string[] | undefined> | undefined;

export function OpenDispute({
  judgmentId,
  errors,
  typed,
}: {
  judgmentId: number;
  errors: Errors;
  /** What a refused post had in it: the form comes back filled in. */
  typed?: Readonly<Record<string, string>>;
}) {
  const listingAction = useListingPath(judgmentId);
  const problems = errors ? Object.values(errors).flatMap((list) => list ?? []) : [];
  return (
    <div>
      <DialogButton dialogId={DIALOG_ID} className="btn-secondary w-full sm:w-auto" testId="open-dispute">
        Open a dispute
      </DialogButton>
      {problems.length > 0 && (
        <div className="mt-2">
          <FieldErrors id="open-dispute-problems" errors={["Your dispute was not opened:", ...problems]} />
        </div>
      )}
      <Dialog
        id={DIALOG_ID}
        title="Open a dispute"
        description="Tell us what is wrong with the assignment. The seller's payout stays held."
        openOnLoad={problems.length > 0}
      >
        <form method="post" action={listingAction} className="space-y-4" noValidate data-testid="open-dispute-form">
          <input type="hidden" name="intent" value="open_dispute" />
          <fieldset aria-describedby={errors?.reason ? "dispute-reason-errors" : undefined}>
            <legend className="label">What is wrong?</legend>
            <div className="space-y-1.5">
              {DISPUTE_REASONS.map((reason) => (
                <label
                  key={reason}
                  className="flex cursor-pointer gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name="reason" value={reason} required defaultChecked={typed?.reason === reason} className="mt-0.5" />
                  <span>{disputeReasonLabels[reason]}</span>
                </label>
              ))}
            </div>
            <FieldErrors id="dispute-reason-errors" errors={errors?.reason} />
          </fieldset>
          <div>
            <label htmlFor="dispute-details" className="label">
              Explain the problem
            </label>
            <textarea
              id="dispute-details"
              name="details"
              defaultValue={typed?.details}
              rows={5}
              maxLength={MAX_DISPUTE_TEXT}
              className="input"
              data-count-into="dispute-details-count"
              data-count-trim=""
              aria-invalid={errors?.details ? true : undefined}
              aria-describedby={`dispute-details-hint${errors?.details ? " dispute-details-errors" : ""}`}
            />
            <p id="dispute-details-hint" className="mt-1 flex justify-between gap-3 text-xs text-slate-500">
              <span>
                At least {MIN_DISPUTE_TEXT} characters. The administrators read it; the seller once our team has reviewed it (no phone
                numbers, e-mail or web addresses).
              </span>
              <span className="shrink-0 tabular-nums">
                <span id="dispute-details-count" data-testid="dispute-details-count">
                  0
                </span>{" "}
                characters
              </span>
            </p>
            <FieldErrors id="dispute-details-errors" errors={errors?.details} />
          </div>
          <p className="rounded-md bg-slate-50 px-3 py-2 text-xs leading-relaxed text-slate-600">
            After opening the dispute you can add documents on this page. An administrator reviews both sides and completes the sale,
            refunds you in full, or refunds you in part.
          </p>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogCancel dialogId={DIALOG_ID} />
            <button type="submit" className="btn-primary" data-busy-label="Sending…" data-testid="open-dispute-submit">
              Open the dispute
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
