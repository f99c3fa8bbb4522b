// The buyer's answer to the owner's counter-offer, on the judgment page's "Your offer" card: Accept
// (at the counter amount, which the form names so a changed counter is refused), Decline, or
// Counter back with a lower amount (while the buyer has counters left). Accept goes to its review
// page (/judgments/{id}/accept); Decline and Counter back are plain forms posting to the
// judgment page (intent=decline-counter | counter-back), on a page that does not
// hydrate (docs/decisions/0040): the enhancement script sends each once with a busy label; field
// errors come back next to the amount.
import { FieldErrors } from "~/components/forms";
import { formatDate } from "~/domain/dates";
import { dollarText, formatMoney } from "~/domain/money";
import { dealFigures, typedDealFigures, type DealTerms } from "~/domain/deal-math";
import { DealMath } from "~/components/deal/deal-math";
import { ReviewNote } from "~/components/deal/review-note";
import type { TextReview } from "~/domain/member-texts";
import { ReviewedText } from "~/components/messages/reviewed-text";
import { useListingPath } from "~/components/judgments/listing-path";

export type CounterToAnswer = {
  id: number;
  counterCents: number;
  counterMessage: string | null;
  /** "pending": the counter's message awaits review (docs/decisions/0032). */
  counterReview?: TextReview;
  counterExpiresAt: string | null;
  buyerCountersLeft: number;
};

export function CounterAnswer({
  judgmentId,
  offer,
  terms,
  answer,
}: {
  judgmentId: number;
  offer: CounterToAnswer;
  terms: DealTerms;
  /** A counter-back sent back: its field errors, or its review (the figures first), with the amount typed. */
  answer?: { errors: Record<string, string[]>; review?: boolean; typed?: Readonly<Record<string, string>> };
}) {
  const errors = answer && Object.keys(answer.errors).length > 0 ? answer.errors : undefined;
  const typedAmount = answer?.typed?.amount;
  const action = useListingPath(judgmentId);
  const amount = formatMoney(offer.counterCents);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="offer_id" value={offer.id} />
    </>
  );
  return (
    <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="counter-answer">
      <p className="text-sm font-semibold text-amber-950" data-testid="counter-summary">
        Counter-offer {amount}
        {offer.counterExpiresAt && <> — respond by {formatDate(offer.counterExpiresAt)}</>}
      </p>
      <ReviewedText text={offer.counterMessage} review={offer.counterReview ?? null}>
        {(text) => (
          <p className="mt-1 text-sm text-amber-900" data-testid="counter-message">
            “{text}”
          </p>
        )}
      </ReviewedText>
      <div className="mt-2">
        <DealMath
          judgmentId={judgmentId}
          side="buyer"
          figures={dealFigures(offer.counterCents, "buyer", terms)}
          amountLabel="Counter-offer"
          testId="counter-deal-math"
        />
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {/* Accepting binds: it goes to its review first (issue 29), whose Confirm button buys. */}
        <a
          href={`/judgments/${judgmentId}/accept?offer=${offer.id}&amount=${dollarText(offer.counterCents)}`}
          className="btn-primary w-full px-3 py-1.5 text-sm"
          data-testid="accept-counter"
        >
          Accept {amount}
        </a>
        <form method="post" action={action}>
          {hidden("decline-counter")}
          <input type="hidden" name="amount" value={dollarText(offer.counterCents)} />
          <button
            type="submit"
            className="btn-secondary w-full px-3 py-1.5 text-sm"
            data-busy-label="Sending…"
            data-testid="decline-counter"
          >
            Decline
          </button>
        </form>
      </div>
      {offer.buyerCountersLeft > 0 ? (
        <form method="post" action={action} className="mt-3" noValidate>
          {hidden("counter-back")}
          <input type="hidden" name="seen_amount" value={dollarText(offer.counterCents)} />
          <label htmlFor={`counter-back-${offer.id}`} className="label">
            Or counter back <span className="font-normal text-slate-500">({offer.buyerCountersLeft} left)</span>
          </label>
          <div className="flex gap-2">
            <input
              id={`counter-back-${offer.id}`}
              name="amount"
              type="text"
              inputMode="decimal"
              placeholder="xxxx.xx"
              className="input"
              autoComplete="off"
              defaultValue={typedAmount}
              aria-invalid={errors?.amount ? true : undefined}
              aria-describedby={errors?.amount ? `counter-back-${offer.id}-errors` : undefined}
            />
            <button
              type="submit"
              className="btn-secondary shrink-0 px-3 py-1.5 text-sm"
              data-busy-label="Sending…"
              data-testid="counter-back"
            >
              Send
            </button>
          </div>
          <FieldErrors id={`counter-back-${offer.id}-errors`} errors={errors?.amount ?? errors?.offer} />
          <div className="mt-2">
            <DealMath
              judgmentId={judgmentId}
              side="buyer"
              figures={typedDealFigures(typedAmount, "buyer", terms)}
              amountFrom="amount"
              confirm
              amountLabel="Your counter-back"
              testId="counter-back-deal-math"
            />
          </div>
          {answer?.review && (
            <ReviewNote testId="counter-back-review-note" className="mt-2">
              Check the figures: your counter-offer is sent only when you press Send again.
            </ReviewNote>
          )}
        </form>
      ) : (
        <p className="mt-2 text-xs text-amber-900">You have used your counter-offers: accept or decline this one.</p>
      )}
    </div>
  );
}
