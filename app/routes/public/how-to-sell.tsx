// /how-to-sell: the seller's guide, step by step, with the pricing guide, the listing-fee table,
// the final value fee, enhancements and membership, all from the fee schedule.
import { Link } from "react-router";
import type { Route } from "./+types/how-to-sell";
import { feeFacts, finalValueFeeSentence, listingFeeSentence, sellerCostsSentence } from "~/domain/fee-wording";
import { SellerFeeExamples } from "~/components/marketing/fee-examples";
import { EnhancementTable, ListingFeeTable } from "~/components/marketing/fee-tables";
import { HelpLinks } from "~/components/marketing/help-links";
import { MembershipPlans } from "~/components/marketing/membership";
import { onDarkButtonClass, PageHeader, Section } from "~/components/marketing/page-header";
import { PricingGuide } from "~/components/marketing/pricing-guide";
import { StepList, type Step } from "~/components/marketing/steps";
import { pageTitle } from "~/components/page-title";
import { helpPageFacts } from "~/server/help-pages";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(
    "How to Sell a Judgment",
    matches,
    "How to list a US court money judgment for sale, price it, accept an offer, assign it and get paid.",
  );

export function loader({ context }: Route.LoaderArgs) {
  return helpPageFacts(context);
}

export default function HowToSell({ loaderData }: Route.ComponentProps) {
  const { brand, paymentDays, csemail, csphone } = loaderData;
  const fees = { ...feeFacts(), ...loaderData.upsells };
  const steps: Step[] = [
    {
      title: "Describe your judgment",
      body: (
        <p>
          <Link to="/sell">Start a listing</Link>: give it a title and description, and enter the state, county, courthouse, case number and
          date awarded. You do not need an account to start. Leave out names and contact details; buyers reach you through the marketplace.
        </p>
      ),
    },
    {
      title: "Set your asking price",
      body: (
        <p>
          Enter the judgment amount and the price you want. Use the <a href="#pricing">pricing guide</a> below. {listingFeeSentence()}
        </p>
      ),
    },
    {
      title: "Create your free account and submit",
      body: (
        <p>
          At the review step, create your free account (or sign in) and submit. Our team reviews every listing, usually within one business
          day, and e-mails you when it is live.
        </p>
      ),
    },
    {
      title: "Upload documents and stand out",
      body: (
        <p>
          Upload a copy of the judgment (optional, but buyers trust listings with documents) and, if you like, add a paid enhancement to
          feature your listing.
        </p>
      ),
    },
    {
      title: "Accept the offer you want",
      body: (
        <p>
          Investors make offers or buy at your asking price. Accept one offer and the others are declined automatically. The buyer then has{" "}
          {paymentDays} business days to pay; if they do not, you can put the listing back on sale.
        </p>
      ),
    },
    {
      title: "Assign the judgment",
      body: (
        <p>
          Once the buyer has paid (the money is held, not yet released), assign the judgment to the buyer's legal name and address, upload
          the assignment documents and mark the listing as assigned.
        </p>
      ),
    },
    {
      title: "Get paid",
      body: (
        <p>
          When the buyer confirms receipt, we release the sale price less the final value fee of {fees.sellerFee} to your{" "}
          <Link to="/payouts">payout account</Link>.
        </p>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        eyebrow="Resources"
        title="How to Sell a Judgment"
        intro={
          <p>
            Holding a US court money judgment you cannot collect? List it on {brand} and let an investor take over. Free to register.{" "}
            {sellerCostsSentence()}
          </p>
        }
      >
        <Link to="/sell" className="btn-accent px-6 py-3 text-base">
          Start your listing
        </Link>
        <Link to="/faq#fees" className={onDarkButtonClass}>
          See all fees
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        <Section id="steps" title="Step by step" intro="From listing to payout.">
          <StepList steps={steps} testId="sell-steps" />
        </Section>
        <Section
          id="pricing"
          title="Pricing guide"
          intro="What a judgment sells for depends mostly on how likely it is to be collected. These ranges are typical."
          className="scroll-mt-24"
        >
          <PricingGuide />
          <p className="mt-4 text-slate-700">
            What judgments actually sold for here, by state, by age and by what was known of the debtor:{" "}
            <Link to="/market">What judgments sold for</Link>.
          </p>
        </Section>
        <Section id="listing-fees" title="Listing fees" intro={listingFeeSentence()}>
          <ListingFeeTable facts={fees} />
        </Section>
        <Section id="final-value-fee" title="Final value fee" intro={`${finalValueFeeSentence()} Nothing is due if it does not sell.`}>
          <SellerFeeExamples />
        </Section>
        <Section id="enhancements" title="Listing enhancements" intro="Optional extras that help investors notice your listing.">
          <EnhancementTable facts={fees} />
        </Section>
        <Section id="membership" title="Membership">
          <MembershipPlans facts={fees} />
        </Section>
        <p className="text-sm text-slate-600">
          We accept US judgments only, or judgments domesticated in a US court. We do not give legal advice; assignment rules vary by state.
        </p>
        <HelpLinks csemail={csemail} csphone={csphone} className="" />
      </div>
    </>
  );
}
