// The buyer's Make Offer and Edit Offer modals on the judgment page. With JavaScript they post to
// POST /api/judgments/offer and /api/judgments/offer/edit; without it, to the page's action
// (intent=offer | edit-offer), whose field errors come back as `serverErrors`.
import { FieldErrors } from "~/components/forms";
import { Dialog, DialogCancel } from "~/components/ui/dialog";
import { closeDialog, openDialog } from "~/components/ui/dialog-control";
import { useBranding } from "~/components/marketing/use-branding";
import { feeSchedule } from "~/config/fees";
import { dollarText, formatMoney, formatPercent } from "~/domain/money";
import { editOfferErrors, makeOfferErrors, offerAmountHint, type OfferCeiling } from "~/domain/offer-form";
import { REVIEWED_TEXT_HINT } from "~/domain/member-texts";
import { useOfferForm, type OfferOutcome } from "./use-offer-form";

export const MAKE_OFFER_DIALOG = "make-offer-dialog";
export const EDIT_OFFER_DIALOG = "edit-offer-dialog";

function Outcome({ outcome }: { outcome: OfferOutcome }) {
  if (outcome.state !== "done") return null;
  const style = outcome.ok ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-amber-300 bg-amber-50 text-amber-900";
  return (
    <div role={outcome.ok ? "status" : "alert"} className={`rounded-md border px-3 py-2 text-sm ${style}`} data-testid="dialog-outcome">
      <p>{outcome.message}</p>
      {outcome.offerId && (
        <button
          type="button"
          className="mt-2 font-semibold underline"
          data-testid="switch-to-edit"
          onClick={() => {
            closeDialog(MAKE_OFFER_DIALOG);
            openDialog(EDIT_OFFER_DIALOG);
          }}
        >
          Edit my offer
        </button>
      )}
    </div>
  );
}

function Buttons({ dialogId, busy, label, done }: { dialogId: string; busy: boolean; label: string; done: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogCancel dialogId={dialogId}>{done ? "Done" : "Cancel"}</DialogCancel>
      {!done && (
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Sending…" : label}
        </button>
      )}
    </div>
  );
}

function AmountField({ id, errors, defaultValue, prices }: { id: string; errors?: string[]; defaultValue?: string; prices: OfferCeiling }) {
  return (
    <div>
      <label htmlFor={id} className="label">
        Offer amount ($)
      </label>
      <input
        id={id}
        name="amount"
        type="text"
        inputMode="decimal"
        placeholder="xxxx.xx"
        className="input"
        required
        autoComplete="off"
        defaultValue={defaultValue}
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${id}-hint${errors ? ` ${id}-errors` : ""}`}
      />
      {/* The rule the server checks (docs/decisions/0035), in its own words. */}
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500" data-testid="offer-amount-hint">
        {offerAmountHint(prices)}
      </p>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

type Errors = Record<string, string[]> | undefined;
const errorsOf = (outcome: OfferOutcome, server: Errors) => (outcome.state === "done" ? outcome.errors : server);
const formProblem = (errors: Errors) => errors?.offer ?? errors?.judgment_id ?? errors?.id;

export function MakeOfferDialog({
  judgmentId,
  title,
  prices,
  serverErrors,
}: {
  judgmentId: number;
  title: string;
  /** The listing's prices: an offer is at most what Buy Now costs. */
  prices: OfferCeiling;
  serverErrors?: Errors;
}) {
  const branding = useBranding();
  const { outcome, onSubmit, reset } = useOfferForm("/api/judgments/offer", "Your offer was sent to the seller.", (fields) =>
    makeOfferErrors(fields, new Date(), prices),
  );
  const errors = errorsOf(outcome, serverErrors);
  const fee = feeSchedule.buyerFee;
  const done = outcome.state === "done" && outcome.ok;
  return (
    <Dialog id={MAKE_OFFER_DIALOG} title="Make an Offer" description={title} onClose={reset}>
      <form method="post" action={`/judgments/${judgmentId}`} className="space-y-4" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="offer" />
        <input type="hidden" name="judgment_id" value={judgmentId} />
        <AmountField id="offer-amount" errors={errors?.amount} prices={prices} />
        <div>
          <label htmlFor="offer-expiration" className="label">
            Expiration date <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input
            id="offer-expiration"
            name="expiration"
            type="date"
            className="input"
            aria-invalid={errors?.expiration ? true : undefined}
            aria-describedby="offer-expiration-hint"
          />
          <p id="offer-expiration-hint" className="mt-1 text-xs text-slate-500">
            Without a date, the offer stays open for {branding.timeframes.offers_expire_days} days.
          </p>
          <FieldErrors id="offer-expiration-errors" errors={errors?.expiration} />
        </div>
        <div>
          <label htmlFor="offer-message" className="label">
            Message to the seller <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea id="offer-message" name="message" rows={3} maxLength={1000} className="input" aria-describedby="offer-message-hint" />
          <p id="offer-message-hint" className="mt-1 text-xs text-slate-500">
            Up to 1,000 characters. {REVIEWED_TEXT_HINT}
          </p>
          <FieldErrors id="offer-message-errors" errors={errors?.message} />
        </div>
        <p className="rounded-md bg-slate-50 px-3 py-2 text-xs leading-relaxed text-slate-600">
          If the seller accepts, you pay your offer plus the buyer's fee ({formatPercent(fee.rateBps)}, at least{" "}
          {formatMoney(fee.minimumCents)}) within {branding.timeframes.acceptance_to_payment} business days. Your payment is held until you
          confirm the assignment.
        </p>
        {outcome.state !== "done" && formProblem(serverErrors) && <FieldErrors id="offer-form-errors" errors={formProblem(serverErrors)} />}
        <Outcome outcome={outcome} />
        <Buttons dialogId={MAKE_OFFER_DIALOG} busy={outcome.state === "sending"} label="Submit Offer" done={done} />
      </form>
    </Dialog>
  );
}

export function EditOfferDialog({
  judgmentId,
  offer,
  prices,
  serverErrors,
}: {
  judgmentId: number;
  offer: { id: number; amountCents: number };
  prices: OfferCeiling;
  serverErrors?: Errors;
}) {
  const { outcome, onSubmit, reset } = useOfferForm("/api/judgments/offer/edit", "Your offer has been updated!", (fields) =>
    editOfferErrors(fields, prices),
  );
  const errors = errorsOf(outcome, serverErrors);
  const done = outcome.state === "done" && outcome.ok;
  return (
    <Dialog
      id={EDIT_OFFER_DIALOG}
      title="Edit Your Offer"
      description={
        <>
          Your offer now: <strong>{formatMoney(offer.amountCents)}</strong>
        </>
      }
      onClose={reset}
    >
      <form method="post" action={`/judgments/${judgmentId}`} className="space-y-4" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="edit-offer" />
        <input type="hidden" name="id" value={offer.id} />
        <AmountField
          key={offer.amountCents}
          id="edit-offer-amount"
          errors={errors?.amount}
          defaultValue={dollarText(offer.amountCents)}
          prices={prices}
        />
        {outcome.state !== "done" && formProblem(serverErrors) && (
          <FieldErrors id="edit-offer-form-errors" errors={formProblem(serverErrors)} />
        )}
        <Outcome outcome={outcome} />
        <Buttons dialogId={EDIT_OFFER_DIALOG} busy={outcome.state === "sending"} label="Update Offer" done={done} />
      </form>
    </Dialog>
  );
}
