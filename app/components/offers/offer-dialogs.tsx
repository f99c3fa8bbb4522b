// The buyer's Make Offer and Edit Offer modals on the judgment page: plain forms posting to the
// page's action (intent=offer | edit-offer), which answers with a toast, or with the page and the
// field errors: the dialog then comes back open (`openOnLoad`) with what was typed and the errors
// next to the fields. "You already have an offer" opens the Edit Offer dialog by an invoker button.
// The deal math (what the buyer would pay, the shares of the asking price and of the balance) follows
// the amount as one types (app/components/deal/deal-math.tsx); without the script, an amount sent
// comes back first with its figures and goes only when sent again (`review`, issue 29).
import { FieldErrors } from "~/components/forms";
import { Dialog, DialogCancel } from "~/components/ui/dialog";
import { useBranding } from "~/components/marketing/use-branding";
import { dollarText, formatMoney } from "~/domain/money";
import { offerAmountHint, type OfferCeiling } from "~/domain/offer-form";
import { typedDealFigures, type DealTerms } from "~/domain/deal-math";
import { DealMath } from "~/components/deal/deal-math";
import { ReviewNote } from "~/components/deal/review-note";
import { REVIEWED_TEXT_HINT } from "~/domain/member-texts";
import { useListingPath } from "~/components/judgments/listing-path";

export const MAKE_OFFER_DIALOG = "make-offer-dialog";
export const EDIT_OFFER_DIALOG = "edit-offer-dialog";

type Errors = Record<string, string[]> | undefined;

/** A form of these dialogs that came back from the page's action: its errors and what was typed. */
export type OfferFormAnswer = { errors: Record<string, string[]>; typed: Record<string, string>; offerId?: number; review?: boolean };

const formProblem = (errors: Errors) => errors?.offer ?? errors?.judgment_id ?? errors?.id;

function Buttons({ dialogId, label }: { dialogId: string; label: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogCancel dialogId={dialogId} />
      <button type="submit" className="btn-primary" data-busy-label="Sending…">
        {label}
      </button>
    </div>
  );
}

/** The deal math for the amount typed, following it (app/components/deal/deal-math.tsx), and the review note. */
function OfferFigures({ judgmentId, typed, terms, review }: { judgmentId: number; typed: string; terms: DealTerms; review: boolean }) {
  return (
    <>
      <DealMath
        judgmentId={judgmentId}
        side="buyer"
        figures={typedDealFigures(typed, "buyer", terms)}
        amountFrom="amount"
        confirm
        amountLabel="Your offer"
      />
      {review && (
        <ReviewNote testId="offer-review-note">
          Check the figures above: your offer is sent only when you press the button again.
        </ReviewNote>
      )}
    </>
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

export function MakeOfferDialog({
  judgmentId,
  title,
  prices,
  terms,
  answer,
  canEdit,
}: {
  /** The listing's asking price and estimated balance: the deal math's terms. */
  terms: DealTerms;
  judgmentId: number;
  title: string;
  /** The listing's prices: an offer is at most what Buy Now costs. */
  prices: OfferCeiling;
  answer?: OfferFormAnswer | null;
  /** The page has the Edit Offer dialog (the buyer has a pending offer). */
  canEdit: boolean;
}) {
  const branding = useBranding();
  const errors = answer?.errors;
  const typed = answer?.typed ?? {};
  const listingAction = useListingPath(judgmentId);
  return (
    <Dialog id={MAKE_OFFER_DIALOG} title="Make an Offer" description={title} openOnLoad={Boolean(answer)}>
      <form method="post" action={listingAction} className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="offer" />
        <input type="hidden" name="judgment_id" value={judgmentId} />
        <AmountField id="offer-amount" errors={errors?.amount} prices={prices} defaultValue={typed.amount} />
        <OfferFigures judgmentId={judgmentId} typed={typed.amount ?? ""} terms={terms} review={Boolean(answer?.review)} />
        <div>
          <label htmlFor="offer-expiration" className="label">
            Expiration date <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input
            id="offer-expiration"
            name="expiration"
            type="date"
            className="input"
            defaultValue={typed.expiration}
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
          <textarea
            id="offer-message"
            name="message"
            rows={3}
            maxLength={1000}
            className="input"
            defaultValue={typed.message}
            aria-describedby="offer-message-hint"
          />
          <p id="offer-message-hint" className="mt-1 text-xs text-slate-500">
            Up to 1,000 characters. {REVIEWED_TEXT_HINT}
          </p>
          <FieldErrors id="offer-message-errors" errors={errors?.message} />
        </div>
        <p className="rounded-md bg-slate-50 px-3 py-2 text-xs leading-relaxed text-slate-600">
          If the seller accepts, you pay the total above within {branding.timeframes.acceptance_to_payment} business days. Your payment is
          held until you confirm the assignment.
        </p>
        {formProblem(errors) && (
          <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <FieldErrors id="offer-form-errors" errors={formProblem(errors)} />
            {answer?.offerId && canEdit && (
              // An invoker button: the browser (or the script's polyfill) opens the other dialog.
              <button
                type="button"
                className="mt-2 font-semibold underline"
                data-testid="switch-to-edit"
                {...{ commandfor: EDIT_OFFER_DIALOG, command: "show-modal" }}
              >
                Edit my offer
              </button>
            )}
          </div>
        )}
        <Buttons dialogId={MAKE_OFFER_DIALOG} label="Submit Offer" />
      </form>
    </Dialog>
  );
}

export function EditOfferDialog({
  judgmentId,
  offer,
  prices,
  terms,
  answer,
}: {
  terms: DealTerms;
  judgmentId: number;
  offer: { id: number; amountCents: number };
  prices: OfferCeiling;
  answer?: OfferFormAnswer | null;
}) {
  const errors = answer?.errors;
  const listingAction = useListingPath(judgmentId);
  return (
    <Dialog
      id={EDIT_OFFER_DIALOG}
      title="Edit Your Offer"
      description={
        <>
          Your offer now: <strong>{formatMoney(offer.amountCents)}</strong>
        </>
      }
      openOnLoad={Boolean(answer)}
    >
      <form method="post" action={listingAction} className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="edit-offer" />
        <input type="hidden" name="id" value={offer.id} />
        <AmountField
          id="edit-offer-amount"
          errors={errors?.amount}
          defaultValue={answer?.typed.amount ?? dollarText(offer.amountCents)}
          prices={prices}
        />
        <OfferFigures
          judgmentId={judgmentId}
          typed={answer?.typed.amount ?? dollarText(offer.amountCents)}
          terms={terms}
          review={Boolean(answer?.review)}
        />
        {formProblem(errors) && <FieldErrors id="edit-offer-form-errors" errors={formProblem(errors)} />}
        <Buttons dialogId={EDIT_OFFER_DIALOG} label="Update Offer" />
      </form>
    </Dialog>
  );
}
