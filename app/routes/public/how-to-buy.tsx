// /how-to-buy: the buyer's guide, step by step, with the buyer's fee from the fee schedule.
import { Link } from "react-router";
import type { Route } from "./+types/how-to-buy";
import { feeFacts } from "~/domain/fee-wording";
import { BUY_NOW_BUYS_AT, OFFER_AMOUNT_RULE } from "~/domain/offer-form";
import { BuyerFeeExamples } from "~/components/marketing/fee-examples";
import { HelpLinks } from "~/components/marketing/help-links";
import { onDarkButtonClass, PageHeader, Section } from "~/components/marketing/page-header";
import { StepList, type Step } from "~/components/marketing/steps";
import { pageTitle } from "~/components/page-title";
import { helpPageFacts } from "~/server/help-pages";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(
    "How to Buy a Judgment",
    matches,
    "How to find, make an offer on, pay for and receive the assignment of a US court money judgment.",
  );

export function loader({ context }: Route.LoaderArgs) {
  return helpPageFacts(context);
}

export default function HowToBuy({ loaderData }: Route.ComponentProps) {
  const { brand, paymentDays, offerDays, csemail, csphone } = loaderData;
  const fees = feeFacts();
  const steps: Step[] = [
    {
      title: "Create your free account",
      body: (
        <p>
          <Link to="/register">Register</Link> with your name, a handle and your e-mail address, then confirm the address from the link we
          send you. Registration is free.
        </p>
      ),
    },
    {
      title: "Add your legal name and address",
      body: (
        <p>
          Judgments are assigned to a legal name and a physical address, so enter yours under <Link to="/profile">My Settings</Link> before
          you pay. Payment is blocked until they are there.
        </p>
      ),
    },
    {
      title: "Find judgments that fit your strategy",
      body: (
        <p>
          <Link to="/judgments">Browse the judgments for sale</Link> or search by state, county, price, judgment amount and dates. Open a
          listing for its court, case number, award date and documents, add it to your watchlist, or send the seller a question. Messages
          are reviewed before delivery. <Link to="/market">What judgments sold for</Link> shows the prices of completed sales, by state, age
          and what was known of the debtor.
        </p>
      ),
    },
    {
      title: "Make an offer or buy now",
      body: (
        <p>
          Offer the amount you think is fair, or use Buy Now to buy at {BUY_NOW_BUYS_AT}. {OFFER_AMOUNT_RULE} You have one open offer per
          listing and can change its amount at any time; unless you choose a date, it stays open for {offerDays} days.
        </p>
      ),
    },
    {
      title: "Pay when your offer is accepted",
      body: (
        <>
          <p>
            When the seller accepts, you have {paymentDays} business days to pay by card: the agreed amount plus the marketplace fee of{" "}
            {fees.buyerFee}. Weekends and US federal holidays do not count.
          </p>
          <p>
            Your payment is held by our card payment provider, not paid to the seller. Saving a card may show a temporary{" "}
            {fees.cardAuthorization} authorization that never settles.
          </p>
        </>
      ),
    },
    {
      title: "Receive the assignment and confirm",
      body: (
        <p>
          The seller assigns the judgment to you and uploads the assignment documents. Check them, then confirm receipt on the listing. Only
          then is the seller paid. If something is wrong, <Link to="/contact-us">contact us</Link> before you confirm.
        </p>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        eyebrow="Resources"
        title="How to Buy a Judgment"
        intro={
          <p>
            {brand} lists US court money judgments reviewed by our team. Your money is held until the judgment has been assigned to you.
          </p>
        }
      >
        <Link to="/judgments" className="btn-accent px-6 py-3 text-base">
          Browse judgments
        </Link>
        <Link to="/register" className={onDarkButtonClass}>
          Create a free account
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        <Section id="steps" title="Step by step" intro="From finding a judgment to owning it.">
          <StepList steps={steps} testId="buy-steps" />
        </Section>
        <Section
          id="fees"
          title="What it costs"
          intro={`Registering, browsing and making offers are free. When you buy, a marketplace fee of ${fees.buyerFee} is added to the agreed amount.`}
        >
          <BuyerFeeExamples />
        </Section>
        <Section id="good-to-know" title="Good to know">
          <ul className="grid gap-4 md:grid-cols-3">
            <li className="card p-5">
              <h3 className="font-semibold">US judgments only</h3>
              <p className="mt-1 text-slate-600">Every listing is a judgment entered in a US court, or domesticated in one.</p>
            </li>
            <li className="card p-5">
              <h3 className="font-semibold">Do your own research</h3>
              <p className="mt-1 text-slate-600">
                Collection rules vary by state. Consider asking an attorney in the judgment's state before you buy.
              </p>
            </li>
            <li className="card p-5">
              <h3 className="font-semibold">Private contact details</h3>
              <p className="mt-1 text-slate-600">
                Sellers see your handle, not your e-mail or phone. Your name and address go to the seller only for the assignment.
              </p>
            </li>
          </ul>
        </Section>
        <HelpLinks csemail={csemail} csphone={csphone} className="" />
      </div>
    </>
  );
}
