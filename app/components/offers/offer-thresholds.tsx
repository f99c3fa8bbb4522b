// The owner's private offer thresholds on "My Listing" (docs/decisions/0027): a minimum (offers
// below it are declined at once, with a polite e-mail) and an auto-accept amount (the first offer at
// or above it is accepted at once). A plain form posting intent=set-thresholds to the judgment
// page, inside a disclosure so it opens without JavaScript. Nobody but the owner ever sees them.
import { Form, useNavigation } from "react-router";
import { FieldErrors } from "~/components/forms";
import { dollarText, formatMoney } from "~/domain/money";
import { dealFigures, type DealTerms } from "~/domain/deal-math";
import { DealMath } from "~/components/deal/deal-math";
import { useListingPath } from "~/components/judgments/listing-path";

type Thresholds = { autoDeclineBelowCents: number | null; autoAcceptAtCents: number | null };

const dollars = (cents: number | null) => (cents === null ? "" : dollarText(cents));

function summary({ autoDeclineBelowCents: below, autoAcceptAtCents: at }: Thresholds) {
  if (below === null && at === null) return "Off";
  return [below !== null && `decline below ${formatMoney(below)}`, at !== null && `accept at ${formatMoney(at)}`]
    .filter(Boolean)
    .join(", ");
}

export function OfferThresholds({
  judgmentId,
  thresholds,
  terms,
  errors,
}: {
  judgmentId: number;
  thresholds: Thresholds;
  /** The deal math's terms: what a sale at the auto-accept amount pays out. */
  terms: DealTerms;
  errors?: Record<string, string[]>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "set-thresholds";
  const listingAction = useListingPath(judgmentId);
  return (
    <details className="card px-5 py-4" open={errors ? true : undefined} data-testid="offer-thresholds">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        Offer thresholds <span className="font-normal text-slate-500">({summary(thresholds)})</span>
      </summary>
      <Form method="post" action={listingAction} preventScrollReset className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="intent" value="set-thresholds" />
        <p className="text-xs text-slate-600">
          Private to you. They apply to offers made or changed from now on. Leave blank to switch off.
        </p>
        <div>
          <label htmlFor="auto-decline-below" className="label">
            Decline offers below
          </label>
          <input
            id="auto-decline-below"
            name="auto_decline_below"
            type="text"
            inputMode="decimal"
            placeholder="xxxx.xx"
            className="input"
            defaultValue={dollars(thresholds.autoDeclineBelowCents)}
            aria-invalid={errors?.auto_decline_below ? true : undefined}
          />
          <FieldErrors id="auto-decline-below-errors" errors={errors?.auto_decline_below} />
        </div>
        <div>
          <label htmlFor="auto-accept-at" className="label">
            Accept offers at or above
          </label>
          <input
            id="auto-accept-at"
            name="auto_accept_at"
            type="text"
            inputMode="decimal"
            placeholder="xxxx.xx"
            className="input"
            defaultValue={dollars(thresholds.autoAcceptAtCents)}
            aria-invalid={errors?.auto_accept_at ? true : undefined}
          />
          <p className="mt-1 text-xs text-slate-500">The first such offer becomes a sale at once, as if you had accepted it.</p>
          <div className="mt-2">
            <DealMath
              judgmentId={judgmentId}
              side="seller"
              figures={thresholds.autoAcceptAtCents === null ? null : dealFigures(thresholds.autoAcceptAtCents, "seller", terms)}
              amountFrom="auto_accept_at"
              amountLabel="Sale at this amount"
              testId="threshold-deal-math"
            />
          </div>
          <FieldErrors id="auto-accept-at-errors" errors={errors?.auto_accept_at ?? errors?.offer} />
        </div>
        <button type="submit" className="btn-secondary w-full" disabled={busy} data-testid="save-thresholds">
          Save thresholds
        </button>
      </Form>
    </details>
  );
}
