// The owner's Counter for one pending offer awaiting them: a disclosure (details/summary, so it
// opens without JavaScript) with a plain form posting intent=counter-offer to the judgment page:
// the amount, an optional message and an optional respond-by date (default: the offers' validity).
// The form names the buyer's amount as the owner saw it: a changed offer is refused.
import { REVIEWED_TEXT_HINT } from "~/domain/member-texts";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { FieldErrors } from "~/components/forms";
import { useBranding } from "~/components/marketing/use-branding";
import { dollarText } from "~/domain/money";
import { typedDealFigures, type DealTerms } from "~/domain/deal-math";
import { DealMath } from "~/components/deal/deal-math";
import { ReviewNote } from "~/components/deal/review-note";
import { useListingPath } from "~/components/judgments/listing-path";

export function CounterForm({
  judgmentId,
  offer,
  countersLeft,
  terms,
  answer,
}: {
  judgmentId: number;
  offer: { id: number; amountCents: number };
  countersLeft: number;
  terms: DealTerms;
  /** The form sent back: its field errors, or its review (the figures before it is sent), with what was typed. */
  answer?: { errors: Record<string, string[]>; review?: boolean; typed?: Record<string, string> };
}) {
  const errors = answer && Object.keys(answer.errors).length > 0 ? answer.errors : undefined;
  const typed = answer?.typed ?? {};
  const navigation = useNavigation();
  const branding = useBranding();
  const busy = navigation.state !== "idle" && navigation.formData?.get("offer_id") === String(offer.id);
  const id = `counter-${offer.id}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const listingAction = useListingPath(judgmentId);
  return (
    <details
      className="mt-2 w-full rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
      open={answer ? true : undefined}
      data-testid="counter-offer"
    >
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        Counter-offer <span className="font-normal text-slate-500">({countersLeft} left)</span>
      </summary>
      <Form method="post" action={listingAction} preventScrollReset className="mt-2 space-y-2" noValidate>
        <input type="hidden" name="intent" value="counter-offer" />
        <input type="hidden" name="offer_id" value={offer.id} />
        <input type="hidden" name="seen_amount" value={dollarText(offer.amountCents)} />
        <div>
          <label htmlFor={`${id}-amount`} className="label">
            Your price
          </label>
          <input
            id={`${id}-amount`}
            name="amount"
            type="text"
            inputMode="decimal"
            placeholder="xxxx.xx"
            className="input"
            autoComplete="off"
            defaultValue={typed.amount}
            aria-invalid={errors?.amount ? true : undefined}
            data-testid="counter-amount"
          />
          <FieldErrors id={`${id}-amount-errors`} errors={errors?.amount ?? errors?.offer} />
        </div>
        <DealMath
          judgmentId={judgmentId}
          amountLabel="Your counter-offer"
          side="seller"
          figures={typedDealFigures(typed.amount, "seller", terms)}
          amountFrom="amount"
          confirm
          testId="counter-deal-math"
        />
        {answer?.review && (
          <ReviewNote testId="counter-review-note">
            Check the figures: your counter-offer is sent only when you press Send again.
          </ReviewNote>
        )}
        <div>
          <label htmlFor={`${id}-message`} className="label">
            Message <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={2}
            maxLength={1000}
            className="input"
            defaultValue={typed.message}
            aria-describedby={`${id}-message-hint`}
          />
          <p id={`${id}-message-hint`} className="mt-1 text-xs text-slate-500">
            {REVIEWED_TEXT_HINT}
          </p>
          <FieldErrors id={`${id}-message-errors`} errors={errors?.message} />
        </div>
        <div>
          <label htmlFor={`${id}-expires`} className="label">
            Respond by <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input id={`${id}-expires`} name="expires_at" type="date" className="input" defaultValue={typed.expires_at} />
          <p className="mt-1 text-xs text-slate-500">Without a date, the buyer has {branding.timeframes.offers_expire_days} days.</p>
          <FieldErrors id={`${id}-expires-errors`} errors={errors?.expires_at} />
        </div>
        <button type="submit" className="btn-secondary px-3 py-1.5 text-sm" disabled={busy} data-testid="send-counter">
          Send counter-offer
        </button>
      </Form>
    </details>
  );
}
