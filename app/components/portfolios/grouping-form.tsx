// The grouping form of /portfolios/new: the seller's active judgments as checkboxes, the portfolio's
// title, description, prices and offers visibility, and two buttons posting the same form:
// Preview (the totals and the offers the grouping declines, nothing created) and Create portfolio.
// A plain form: it works without JavaScript, and every message sits next to its field.
import { Form, Link } from "react-router";
import { ChoiceGroup, Choice, Field, FieldErrors, FormErrorBanner, TextAreaField, type Errors } from "~/components/forms";
import { formatMoney } from "~/domain/money";
import { PORTFOLIO_MAX, PORTFOLIO_MIN, type PortfolioTotals as Totals } from "~/domain/portfolios";
import { PortfolioTotals } from "./portfolio-totals";

export type GroupableRow = {
  id: number;
  title: string;
  state: string;
  county: string;
  amountCents: number;
  priceCents: number;
  estimatedBalanceCents: number | null;
  pendingOffers: number;
};

export type GroupingFormValues = {
  judgment_ids: number[];
  title: string;
  description: string;
  price: string;
  buy_now: string;
  offers_visibility: "all" | "owner";
};

export type GroupingFormPreview = {
  totals: Totals;
  pendingOffers: { offerId: number; judgmentTitle: string; amountCents: number; buyerHandle: string }[];
};

function JudgmentChoice({ row, checked }: { row: GroupableRow; checked: boolean }) {
  return (
    <li>
      <label
        className="flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
        data-testid="groupable-judgment"
      >
        <input type="checkbox" name="judgment_ids" value={row.id} defaultChecked={checked} className="mt-1 shrink-0" />
        <span className="min-w-0 text-sm">
          <span className="block break-words font-semibold text-slate-900">{row.title}</span>
          <span className="block text-slate-600">
            {row.county}, {row.state}
          </span>
          <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-slate-700">
            <span>
              Amount <span className="tabular-nums">{formatMoney(row.amountCents)}</span>
            </span>
            <span>
              Asking <span className="tabular-nums">{formatMoney(row.priceCents)}</span>
            </span>
            <span>
              Est. balance{" "}
              <span className="tabular-nums">{row.estimatedBalanceCents === null ? "none" : formatMoney(row.estimatedBalanceCents)}</span>
            </span>
            {row.pendingOffers > 0 && (
              <span className="font-medium text-amber-800">
                {row.pendingOffers} pending offer{row.pendingOffers === 1 ? "" : "s"}
              </span>
            )}
          </span>
        </span>
      </label>
    </li>
  );
}

function PendingOffers({ offers }: { offers: GroupingFormPreview["pendingOffers"] }) {
  if (offers.length === 0) {
    return (
      <p className="text-sm text-slate-700" data-testid="preview-no-offers">
        No pending offers on these judgments: none will be declined.
      </p>
    );
  }
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="preview-pending-offers">
      <p className="font-semibold">
        {offers.length === 1
          ? "1 pending offer will be declined, and its buyer told by e-mail:"
          : `${offers.length} pending offers will be declined, and their buyers told by e-mail:`}
      </p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm">
        {offers.map((o) => (
          <li key={o.offerId}>
            {formatMoney(o.amountCents)} from @{o.buyerHandle} on “{o.judgmentTitle}”
          </li>
        ))}
      </ul>
    </div>
  );
}

export function GroupingForm({
  judgments,
  values,
  errors,
  preview,
}: {
  judgments: GroupableRow[];
  values: GroupingFormValues;
  errors: Errors;
  preview: GroupingFormPreview | null;
}) {
  if (judgments.length < PORTFOLIO_MIN) {
    return (
      <div className="card p-6" data-testid="grouping-too-few">
        <p className="text-slate-700">
          A portfolio groups {PORTFOLIO_MIN} or more of your active judgments; you have {judgments.length === 0 ? "none" : "one"} on sale
          now. Judgments waiting for review can be grouped once approved.
        </p>
        <p className="mt-3">
          <Link to="/selling">Back to Selling</Link>
        </p>
      </div>
    );
  }
  const chosen = new Set(values.judgment_ids);
  return (
    <Form method="post" className="space-y-6" noValidate data-testid="grouping-form">
      <FormErrorBanner errors={errors} />
      <fieldset className="card p-5 sm:p-6" aria-describedby={errors?.judgment_ids ? "field-judgment_ids-errors" : undefined}>
        <legend className="sr-only">Judgments</legend>
        <h2 className="text-lg font-semibold">Choose the judgments</h2>
        <p className="mt-1 text-sm text-slate-600">
          {PORTFOLIO_MIN} to {PORTFOLIO_MAX} of your active judgments. While grouped they are sold only as the portfolio.
        </p>
        <FieldErrors id="field-judgment_ids-errors" errors={errors?.judgment_ids} />
        <ul className="mt-3 grid gap-2 md:grid-cols-2">
          {judgments.map((row) => (
            <JudgmentChoice key={row.id} row={row} checked={chosen.has(row.id)} />
          ))}
        </ul>
      </fieldset>

      <div className="card space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-semibold">The portfolio</h2>
        <Field name="title" label="Title" errors={errors} defaultValue={values.title} maxLength={200} required />
        <TextAreaField name="description" label="Description (optional)" errors={errors} defaultValue={values.description} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="price"
            label="Asking price ($)"
            errors={errors}
            defaultValue={values.price}
            inputMode="decimal"
            hint="For all the judgments together."
            required
          />
          <Field
            name="buy_now"
            label="Buy Now price ($, optional)"
            errors={errors}
            defaultValue={values.buy_now}
            inputMode="decimal"
            hint="At least the asking price; blank for none."
          />
        </div>
        <ChoiceGroup legend="Who sees the offers" name="offers_visibility" errors={errors}>
          <Choice
            name="offers_visibility"
            value="all"
            checked={values.offers_visibility === "all"}
            title="Everyone"
            text="Buyers see the offers and the highest one."
          />
          <Choice
            name="offers_visibility"
            value="owner"
            checked={values.offers_visibility === "owner"}
            title="Only me"
            text="Offers stay private to you."
          />
        </ChoiceGroup>
      </div>

      {preview && (
        <div className="space-y-4" data-testid="grouping-preview">
          <PortfolioTotals
            totals={preview.totals}
            priceCents={preview.totals.count ? priceOf(values.price) : 0}
            title="Preview: the totals"
          />
          <PendingOffers offers={preview.pendingOffers} />
        </div>
      )}
      {/* The count the seller was shown; the grouping refuses if it changed meanwhile. */}
      <input type="hidden" name="pending_offers_seen" value={preview ? preview.pendingOffers.length : 0} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="submit" name="intent" value="preview" className="btn-secondary" data-testid="preview-portfolio">
          Preview
        </button>
        <button type="submit" name="intent" value="create" className="btn-primary" data-testid="create-portfolio">
          Create portfolio
        </button>
      </div>
      <p className="text-right text-xs text-slate-500">An administrator reviews the portfolio before it goes on sale.</p>
    </Form>
  );
}

/** The typed price in cents for the preview's figures (0 when not a price yet). */
function priceOf(typed: string): number {
  const cleaned = typed.replace(/[$,\s]/g, "");
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : 0;
}
