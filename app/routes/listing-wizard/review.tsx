// /sell/review: the whole draft in a table with Edit links (details, judgment and what the seller
// knows about it, pricing, privacy; a judgment past its limit by the dates given says so),
// the price warning, the listing fee that applies (paid at the one checkout at the end); 'Submit
// and Upload Docs' (signed in, posts to /sell/save) or 'Create Your Account and List Your
// Judgment!' (visitor, continues to /sell/user). A draft without a privacy choice never gets here.
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/review";
import { pageTitle } from "~/components/page-title";
import { clearsSellCache } from "~/components/listing-wizard/form-cache";
import { SellLayout } from "~/components/listing-wizard/layout";
import { ReviewTable, type ReviewSummary } from "~/components/listing-wizard/review-table";
import { listingFeeTier } from "~/domain/fees";
import { priceGuidance } from "~/domain/listing-form";
import { contactStepSchema, pricingStepSchema, privacyStepSchema } from "~/domain/schemas/listing-form";
import { formatMoney } from "~/domain/money";
import { factRows } from "~/domain/collectability-facts";
import { toCollectabilityFacts } from "~/domain/schemas/collectability-facts";
import { advance } from "~/server/listings/drafts";
import { draftPastLimitNotice } from "~/server/listings/listing-value";
import { validateJudgmentStep } from "~/server/listings/listing-input";
import { findCounty, findState } from "~/server/queries/reference";
import { loadWizard, requireReachable, saveAndGo, wizardNav } from "./wizard.server";
export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Review | List Your Judgment", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, draft, signedIn } = await loadWizard(request, context);
  requireReachable(draft, "review", signedIn);
  const judgment = await validateJudgmentStep(services.db, draft.data);
  if (!judgment.ok) throw redirect("/sell/judgment?check=1");
  const pricing = pricingStepSchema.parse(draft.data);
  const { privacy } = privacyStepSchema.parse(draft.data);
  const contact = signedIn ? null : contactStepSchema.parse(draft.data);
  const j = judgment.data;
  const [state, county] = await Promise.all([findState(services.db, j.state_id), findCounty(services.db, j.county_id)]);
  const facts = toCollectabilityFacts(j);
  const tier = listingFeeTier({ askingCents: pricing.price, buyNowCents: pricing.buy_now }, pricing.amount);
  const guidance = priceGuidance(pricing.price, pricing.amount);
  const summary: ReviewSummary = {
    title: j.title,
    description: j.description ?? null,
    stateName: state?.name ?? "",
    countyName: county?.name ?? "",
    casenum: j.casenum,
    courthouse: j.courthouse ?? null,
    dateAwarded: j.date_awarded,
    amountCents: pricing.amount,
    priceCents: pricing.price,
    buyNowCents: pricing.buy_now,
    shareBps: guidance.shareBps,
    atOrAboveHalf: guidance.atOrAboveHalf,
    withinGuide: guidance.withinGuide,
    priceAdvice: guidance.advice,
    listingFeeCents: tier.feeCents,
    listingFeeLabel: tier.label,
    privacy,
    contact,
    facts: factRows(facts),
    pastLimitNotice: state
      ? await draftPastLimitNotice(
          services.db,
          { amountCents: pricing.amount, priceCents: pricing.price, dateAwarded: j.date_awarded, stateCode: state.abbreviation, facts },
          services.clock.now(),
        )
      : null,
  };
  return { summary, signedIn, nav: wizardNav(draft, signedIn) };
}

/** A visitor continues to the account step. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, draft, signedIn } = await loadWizard(request, context);
  requireReachable(draft, "review", signedIn);
  if (user) throw redirect("/sell/review");
  return saveAndGo(request, context, null, advance(draft, "user"), "/sell/user");
}

export default function ReviewStep({ loaderData }: Route.ComponentProps) {
  const { summary, signedIn, nav } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <SellLayout
      signedIn={nav.signedIn}
      current="review"
      reached={nav.reached}
      heading="Review your listing"
      intro="Check everything before you submit. Use Edit to change a section."
    >
      <ReviewTable summary={summary} />
      <div className="mt-6 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <p>
          After you submit{signedIn ? "" : " and create your free account"}, you can upload supporting documents and choose enhancements
          (both optional).{" "}
          {summary.listingFeeCents > 0 ? (
            <span data-testid="review-fee-note">
              The listing fee of <strong>{formatMoney(summary.listingFeeCents)}</strong> is paid at the checkout at the end, together with
              any enhancements you choose.
            </span>
          ) : (
            <span data-testid="review-fee-note">Listing is free; any enhancements you choose are paid at the checkout at the end.</span>
          )}{" "}
          Our support team then reviews your listing, usually within <strong>one business day</strong>, and e-mails you when it is live.
        </p>
      </div>
      <Form
        method="post"
        action={signedIn ? "/sell/save" : undefined}
        className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between"
        {...clearsSellCache}
      >
        <Link to="/sell/privacy" className="btn-secondary">
          Back
        </Link>
        <button type="submit" className="btn-accent px-6 py-3 text-base" disabled={busy} data-testid="review-submit">
          {signedIn ? (busy ? "Submitting…" : "Submit and Upload Docs") : "Create Your Account and List Your Judgment!"}
        </button>
      </Form>
    </SellLayout>
  );
}
