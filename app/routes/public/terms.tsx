// /terms: the terms of service in plain language. Fees and time frames are the configured ones.
import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { feeFacts, listingFeeSentence } from "~/domain/fee-wording";
import { LegalPage } from "~/components/marketing/legal-page";
import { useBranding } from "~/components/marketing/use-branding";
import { pageTitle } from "~/components/page-title";
import { loadUpsellFacts } from "~/server/help-pages";

const LAST_UPDATED = "2026-11-21";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle("Terms of Service", matches, "The rules for buying and selling court judgments on our marketplace.");

export async function loader({ context }: Route.LoaderArgs) {
  return { upsells: await loadUpsellFacts(context) };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const branding = useBranding();
  const brand = branding.name;
  const fees = { ...feeFacts(), ...loaderData.upsells };
  const paymentDays = branding.timeframes.acceptance_to_payment;
  const assignmentDays = branding.timeframes.payment_to_assignment;
  const inspectionDays = branding.timeframes.inspection_days;
  return (
    <LegalPage
      title="Terms of Service"
      updated={LAST_UPDATED}
      intro={<p>The rules for using {brand}, written to be read. By creating an account or using the site you agree to them.</p>}
    >
      <h2>1. Who we are and what we do</h2>
      <p>
        {brand} ("we", "us") runs an online marketplace where holders of court money judgments ("sellers") offer them for sale and investors
        ("buyers") buy them. We provide the listings, offers, messaging, payment handling and the exchange of documents. We are not a party
        to the sale of a judgment, we are not a law firm or a collection agency, and nothing on the site is legal, tax or investment advice.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be at least 18 years old and able to enter into a binding contract.</li>
        <li>Give us accurate information and keep it up to date, including your legal name and address when you buy.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>Registration is free. Any registered member can both buy and sell.</li>
      </ul>

      <h2>3. What may be listed</h2>
      <p>
        Only money judgments entered by a court in the United States, or judgments domesticated in a US court, may be listed. You may list a
        judgment only if you own it and have the right to assign it, and only if it has not been satisfied, vacated or already sold. You
        must describe it truthfully, including its amount, court and case number.
      </p>

      <h2>4. Review and moderation</h2>
      <p>
        Our team reviews every new or edited listing, usually within one business day, and every message before it is delivered. We check
        for profanity and for self-identifying or contact details, which are not allowed in listings or messages. We may ask for more
        information, decline a listing or message, or remove content that breaks these terms.
      </p>

      <h2>5. Offers and sales</h2>
      <ul>
        <li>A buyer may have one open offer per listing and may change its amount until the seller decides.</li>
        <li>
          When a seller accepts an offer, or a buyer uses Buy Now, both sides are committed to the sale at that amount. Other offers on the
          listing are rejected.
        </li>
        <li>
          The buyer must pay within {paymentDays} business days of acceptance. If the buyer does not pay in time, the seller may put the
          listing back on sale.
        </li>
        <li>
          After payment the seller must assign the judgment to the buyer, upload the assignment documents and mark it assigned within{" "}
          {assignmentDays} business days. After that deadline the buyer may cancel the purchase and is refunded in full, the buyer's fee
          included.
        </li>
        <li>
          Once it is marked assigned, the buyer has {inspectionDays} business days to confirm receipt or open a dispute. If the buyer does
          neither, the sale completes and the seller is paid. An administrator resolves a dispute by completing the sale, refunding the
          buyer in part (the seller's payout reduced to match) or refunding the buyer in full (the sale cancelled); that decision is final
          on the marketplace.
        </li>
      </ul>

      <h2>6. Payments, holds and payouts</h2>
      <p>
        Card payments are processed by our card payment provider. The buyer's payment is held until the buyer confirms the assignment; only
        then (or when the buyer's inspection window ends without a dispute) is the seller paid, through a payout account with the same
        provider. Saving a card may show a temporary {fees.cardAuthorization} authorization that never settles. If a sale cannot be
        completed because the judgment is not assigned, the held payment is refunded to the buyer.
      </p>

      <h2>7. Fees</h2>
      <ul>
        <li>Buyers pay a marketplace fee of {fees.buyerFee}, added at checkout.</li>
        <li>Sellers pay a final value fee of {fees.sellerFee}, deducted from the payout.</li>
        <li>
          {listingFeeSentence()}
          Enhancements and premium membership{fees.premiumMonthly && ` (${fees.premiumMonthly} per month)`} are optional.
        </li>
      </ul>
      <p>
        The current fees are always listed in our <Link to="/faq#fees">FAQ</Link>. Fees paid for listings, enhancements and membership are
        not refundable unless the law requires otherwise.
      </p>

      <h2>8. Dealing through the marketplace</h2>
      <p>
        Buyers and sellers who meet on {brand} must complete their sale here. Do not share contact details to take a sale off the site or to
        avoid fees; we may suspend accounts that do.
      </p>

      <h2>9. No guarantee of collection</h2>
      <p>
        A judgment is a right to collect, not a promise of payment. We do not verify that a debtor can pay or that a judgment is
        collectable, and we do not guarantee any result. Buyers should do their own research and may want to consult an attorney licensed in
        the judgment's state.
      </p>

      <h2>10. Our responsibility</h2>
      <p>
        We work hard to keep the site available and accurate, but we provide it as it is. To the extent the law allows, we are not liable
        for indirect or consequential losses, and our total liability for any claim is limited to the fees you paid us in the twelve months
        before it arose.
      </p>

      <h2>11. Suspension and closing your account</h2>
      <p>
        You may close your account at any time by contacting us, once your open sales are completed. We may suspend or close accounts that
        break these terms, misuse the site or put other members at risk.
      </p>

      <h2>12. Changes</h2>
      <p>
        We may update these terms. We will post the new version here with its date and tell members by e-mail about important changes.
        Continuing to use the site after a change means you accept it.
      </p>

      <h2>13. Contact</h2>
      <p>
        Questions about these terms? Write to <a href={`mailto:${branding.csemail}`}>{branding.csemail}</a>, call {branding.csphone}, or use
        our <Link to="/contact-us">contact page</Link>. See also our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </LegalPage>
  );
}
