// /sell/pricing: judgment amount, asking price, optional Buy Now price and the fee agreement,
// with the pricing help modal. The listing fee that applies is shown as the seller types (FeePreview:
// by React when rendered in the browser, by the enhancement script on the page, which does not
// hydrate; the server computes it again at submit from the one fee configuration).
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/pricing";
import { Field, FieldErrors, FormErrorBanner } from "~/components/forms";
import { pageTitle } from "~/components/page-title";
import { useFormCache } from "~/components/listing-wizard/form-cache";
import { SellLayout } from "~/components/listing-wizard/layout";
import { FeePreview } from "~/components/listing-wizard/fee-preview";
import { freeListingBelow } from "~/domain/fee-wording";
import { ruleOfThumbSentence } from "~/domain/pricing-guide";
import { PricingHelpButton, PricingHelpDialog } from "~/components/listing-wizard/pricing-help";
import { listingFieldErrors, pricingStepSchema } from "~/domain/schemas/listing-form";
import { readBody } from "~/server/http/body";
import { advance, stepAfter, type Draft } from "~/server/listings/drafts";
import { centsToDollarInput } from "~/domain/search";
import { SimilarSales } from "~/components/comparables/similar-sales";
import { draftSimilarSales } from "~/server/listings/draft-similar-sales";
import { BuyingCard } from "~/components/buy-requests/listing-buyers";
import { draftBuyingLine } from "~/server/buy-requests/seller-view";
import { formValues, loadWizard, requireReachable, saveAndGo, wizardNav } from "./wizard.server";
const fields = ["amount", "price", "buy_now"] as const;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Pricing | List Your Judgment", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, draft, signedIn, services } = await loadWizard(request, context);
  requireReachable(draft, "pricing", signedIn);
  const d = draft.data;
  let errors: Record<string, string[]> | null = null;
  if (new URL(request.url).searchParams.get("check")) {
    const parsed = pricingStepSchema.safeParse(d);
    if (!parsed.success) errors = listingFieldErrors(parsed.error);
  }
  return {
    values: { amount: d.amount ?? "", price: d.price ?? "", buy_now: d.buy_now ?? "", fee_agree: d.fee_agree === true },
    errors,
    nav: wizardNav(draft, signedIn),
    // Members only (docs/decisions/0051, privacy): a visitor is offered the comparison once signed in.
    similarSales: signedIn ? await draftSimilarSales(services.db, d, d, services.clock.now()) : null,
    // Investors whose standing buy requests the draft meets (docs/decisions/0054), members only as above.
    buying: signedIn ? await draftBuyingLine(services.db, d, d, user?.id ?? null, services.clock.now()) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, draft, signedIn, services } = await loadWizard(request, context);
  requireReachable(draft, "pricing", signedIn);
  const body = await readBody(request);
  const values = { ...formValues(body, fields), fee_agree: body.fee_agree !== undefined && body.fee_agree !== "" };
  // "Compare with similar sales": the figures for the prices as typed, nothing saved (issue 31).
  if (body.intent === "compare") {
    const now = services.clock.now();
    const similarSales = signedIn ? await draftSimilarSales(services.db, draft.data, body, now) : null;
    const buying = signedIn ? await draftBuyingLine(services.db, draft.data, body, user?.id ?? null, now) : null;
    return { values, errors: null, similarSales, buying };
  }
  const parsed = pricingStepSchema.safeParse(body);
  if (!parsed.success) return data({ values, errors: listingFieldErrors(parsed.error) }, { status: 422 });
  const p = parsed.data;
  const next: Draft = {
    ...draft,
    data: {
      ...draft.data,
      amount: centsToDollarInput(p.amount),
      price: centsToDollarInput(p.price),
      buy_now: p.buy_now != null ? centsToDollarInput(p.buy_now) : undefined,
      fee_agree: true,
    },
  };
  if (next.data.buy_now === undefined) delete next.data.buy_now;
  const to = stepAfter(next, "pricing", signedIn);
  return saveAndGo(request, context, user?.id ?? null, advance(next, to), `/sell/${to}`);
}

export default function PricingStep({ loaderData, actionData }: Route.ComponentProps) {
  const { nav } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = (actionData?.errors ?? loaderData.errors ?? undefined) as Record<string, string[]> | undefined;
  const similarSales = actionData && "similarSales" in actionData ? actionData.similarSales : loaderData.similarSales;
  const buying = actionData && "buying" in actionData ? actionData.buying : loaderData.buying;
  const busy = useNavigation().state === "submitting";
  const [amount, setAmount] = useState(values.amount);
  const [price, setPrice] = useState(values.price);
  const [buyNow, setBuyNow] = useState(values.buy_now);
  const cache = useFormCache("pricing");
  return (
    <SellLayout
      signedIn={nav.signedIn}
      current="pricing"
      reached={nav.reached}
      heading="Set your price"
      intro={`Most judgments sell for a fraction of their amount, depending on what is known of the debtor. ${ruleOfThumbSentence()}`}
    >
      <Form
        {...cache}
        method="post"
        className="space-y-5"
        noValidate
        data-testid="pricing-form"
        onInput={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === "amount") setAmount(target.value);
          if (target.name === "price") setPrice(target.value);
          if (target.name === "buy_now") setBuyNow(target.value);
        }}
      >
        <FormErrorBanner errors={errors} />
        <div className="flex justify-end">
          <PricingHelpButton />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="amount"
            label="Judgment Amount ($)"
            inputMode="decimal"
            required
            defaultValue={values.amount}
            errors={errors}
            placeholder="12,500"
            hint="The amount the court awarded, with interest and costs if known."
          />
          <Field
            name="price"
            label="Asking Price ($)"
            inputMode="decimal"
            required
            defaultValue={values.price}
            errors={errors}
            placeholder="2,500"
            hint="What you want an investor to pay for the judgment."
          />
        </div>
        <div className="sm:w-1/2 sm:pr-2">
          <Field
            name="buy_now"
            label={
              <>
                Buy Now Price ($) <span className="font-normal text-slate-500">(optional)</span>
              </>
            }
            inputMode="decimal"
            defaultValue={values.buy_now}
            errors={errors}
            hint="A price at which an investor can buy at once, without an offer: at least your asking price. When it is the higher price, it sets the listing fee."
          />
        </div>
        {nav.signedIn ? (
          <div className="space-y-2" id="similar-sales">
            <SimilarSales view={similarSales} />
            {buying && <BuyingCard line={buying} id="pricing-buyers" />}
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" name="intent" value="compare" formNoValidate className="btn-secondary" data-testid="compare-sales">
                Compare with sales and buyers
              </button>
              <p className="text-xs text-slate-500">
                {similarSales
                  ? "Changed a price? Compare again to see where it falls."
                  : "Enter the judgment amount and your prices, then compare them with what similar judgments sold for and what investors are buying at."}
              </p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-600" data-testid="compare-after-account">
            Once your account is made you can compare your prices with what similar judgments sold for here; the figures for all judgments
            are on <Link to="/market">What judgments sold for</Link>.
          </p>
        )}
        <div className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3">
          <FeePreview amount={amount} price={price} buyNow={buyNow} />
          <p className="mt-1 text-xs text-slate-500">
            Listing is free under {freeListingBelow()} of the amount. See <Link to="/how-to-sell">how selling works</Link> for all fees.
          </p>
        </div>
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name="fee_agree"
              defaultChecked={values.fee_agree}
              className="mt-0.5 h-4 w-4 rounded border-slate-300"
              aria-invalid={errors?.fee_agree?.length ? true : undefined}
              aria-describedby={errors?.fee_agree?.length ? "field-fee_agree-errors" : undefined}
              data-testid="fee-agree"
            />
            <span>
              I understand the fee structure: the listing fee for my prices, and the final value fee deducted from my payout when the
              judgment sells.
            </span>
          </label>
          <FieldErrors id="field-fee_agree-errors" errors={errors?.fee_agree} />
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
          <Link to="/sell/judgment" className="btn-secondary">
            Back
          </Link>
          <button type="submit" className="btn-primary" disabled={busy} data-testid="pricing-next">
            {busy ? "Saving…" : "Save and Continue"}
          </button>
        </div>
      </Form>
      <PricingHelpDialog
        measured={
          similarSales?.kind === "figures" && (
            <>
              <h3 className="font-semibold text-slate-900">Measured here</h3>
              <p className="mt-1 text-sm text-slate-700">{similarSales.figures.sentence}</p>
              <p className="mt-1 text-xs text-slate-500">
                These are shares of the estimated balance (the amount awarded with its interest, less payments), not of the judgment amount
                the rule of thumb uses.
              </p>
            </>
          )
        }
      />
    </SellLayout>
  );
}
