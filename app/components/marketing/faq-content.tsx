// The questions and answers of /faq. Every fee is read from the fee schedule (via fee-facts and
// app/domain/fees.ts), the upsells' prices from their rows; time frames come from branding, so the FAQ never states a stale number.
import { Link } from "react-router";
import { feeSchedule, type FeeSchedule } from "~/config/fees";
import { buyerFee, buyerTotal, sellerFee, sellerPayout } from "~/domain/fees";
import { formatMoney } from "~/domain/money";
import { PASSWORD_GUIDANCE } from "~/domain/password";
import { BUY_NOW_BUYS_AT, OFFER_AMOUNT_RULE } from "~/domain/offer-form";
import { NEAR_DEADLINE_MONTHS } from "~/domain/judgment-value/clock";
import { confidenceLabels, ESTIMATE_NOTICE } from "~/domain/judgment-value/rules";
import { EnhancementTable, ListingFeeTable } from "./fee-tables";
import type { FaqSection } from "./faq-accordion";

// The balance answer's worked example: $10,000 at 10% simple for the 2,811 days from 03/15/2019 to
// 11/24/2026, the hand calculation of tests/unit/judgment-value.test.ts (computed, not typed, so the
// figures cannot drift from the arithmetic).
const EXAMPLE = { amountCents: 1_000_000, ratePercent: 10, days: 2811 };
const exampleInterestCents = Math.round((EXAMPLE.amountCents * EXAMPLE.ratePercent * EXAMPLE.days) / 100 / 365);
import { finalValueFeeSentence, listingFeeSentence, sellerCostsSentence, type FeeFacts } from "~/domain/fee-wording";
import { offersVisibilityChoices } from "~/domain/privacy-wording";
import { SALES_FIGURE_RULE } from "~/domain/enhancement-sales";
import { ruleOfThumbSentence } from "~/domain/pricing-guide";

/** The buyer spec's "Small claims are typically under 5,000" (dollars). */
export const SMALL_CLAIMS_TYPICAL_MAX_CENTS = 500_000;

/** Accepted document formats and size (DESIGN.md section 11). */
export const documentFormats = ["GIF", "PNG", "JPG", "PDF", "DOC", "RTF"] as const;
export const maxDocumentMegabytes = 20;

export type FaqContext = {
  brand: string;
  paymentDays: number;
  offerDays: number;
  /** The seller's assignment deadline and the buyer's inspection window, in business days (docs/decisions/0026). */
  assignmentDays: number;
  inspectionDays: number;
  csemail: string;
  fees: FeeFacts;
  /** The schedule `fees` was made from; the worked examples are computed with it. */
  schedule?: FeeSchedule;
};

/** A worked example of a sale, computed by the fee functions. */
function saleExample(agreedCents: number, schedule: FeeSchedule) {
  return {
    agreed: formatMoney(agreedCents),
    buyerFee: formatMoney(buyerFee(agreedCents, schedule)),
    buyerTotal: formatMoney(buyerTotal(agreedCents, schedule)),
    sellerFee: formatMoney(sellerFee(agreedCents, schedule)),
    sellerPayout: formatMoney(sellerPayout(agreedCents, schedule)),
  };
}

export function faqSections({
  brand,
  paymentDays,
  offerDays,
  assignmentDays,
  inspectionDays,
  csemail,
  fees,
  schedule = feeSchedule,
}: FaqContext): FaqSection[] {
  const large = saleExample(1_000_000, schedule);
  const small = saleExample(30_000, schedule);
  const days = (n: number) => `${n} business ${n === 1 ? "day" : "days"}`;
  const formats = `${documentFormats.slice(0, -1).join(", ")} and ${documentFormats[documentFormats.length - 1]}`;

  return [
    {
      id: "general",
      title: "About the Marketplace",
      items: [
        {
          question: `What is ${brand}?`,
          answer: (
            <p>
              {brand} is an online marketplace for court money judgments. Judgment creditors (sellers) list judgments they hold at an asking
              price; investors (buyers) browse, make offers or buy at the asking price. We review every listing and every message, hold the
              buyer's payment until the judgment has been assigned, and only then pay the seller.
            </p>
          ),
        },
        {
          question: "Which judgments can be listed?",
          answer: (
            <p>
              We cover <strong>US judgments only</strong>: money judgments entered by a court in the United States, or judgments from
              elsewhere that have been domesticated in a US court. Judgments that have not been entered or domesticated in a US court cannot
              be listed.
            </p>
          ),
        },
        {
          question: "Can I list a small claims judgment?",
          answer: (
            <p>
              Yes. A small claims judgment is a money judgment like any other, entered by a state's small claims court, where smaller
              disputes are decided quickly and often without lawyers. Small claims judgments are typically under{" "}
              {formatMoney(SMALL_CLAIMS_TYPICAL_MAX_CENTS)}; each state sets its own limit for these courts.
            </p>
          ),
        },
        {
          question: `Is ${brand} a law firm or a collection agency?`,
          answer: (
            <p>
              No. We run the marketplace: listings, offers, payment and the hand-over of documents. We do not give legal advice and we do
              not collect judgments. The rules for assigning and enforcing a judgment differ from state to state, so buyers and sellers may
              want to consult an attorney licensed in the state where the judgment was entered.
            </p>
          ),
        },
      ],
    },
    {
      id: "seller-account-verification",
      title: "Seller Account Verification",
      items: [
        {
          question: "Do I need an account to sell a judgment?",
          answer: (
            <p>
              You can start a listing without one. When you reach the review step, you create your free account and the listing becomes
              yours. Registration is free for sellers and buyers alike.
            </p>
          ),
        },
        {
          question: "What password can I choose?",
          answer: (
            <p data-testid="faq-password">
              {PASSWORD_GUIDANCE} A random mix of 8 characters with all four kinds is accepted; a few unrelated words with a number and a
              symbol are stronger and easier to remember.
            </p>
          ),
        },
        {
          question: "How do I verify my e-mail address?",
          answer: (
            <p>
              We send a verification link as soon as you register. Click it to confirm your address. If it did not arrive or has expired,
              you can <Link to="/verify-email/resend">send a new link</Link>.
            </p>
          ),
        },
        {
          question: "Why should I verify my phone number?",
          answer: (
            <p>
              A verified phone number lets us send you text messages about offers and payments, so you never miss a deadline. Add and verify
              it under <Link to="/profile">My Settings</Link>.
            </p>
          ),
        },
        {
          question: "How do I set up my payout account?",
          answer: (
            <p>
              Sellers are paid through an account with our card payment provider. Open <Link to="/payouts">Payout Settings</Link> to create
              it; the provider verifies your identity and bank account directly. You can list before it is set up, but you need it to
              receive the proceeds of a sale.
            </p>
          ),
        },
        {
          question: `Why do I see a ${fees.cardAuthorization} charge on my card?`,
          answer: (
            <p>
              When you save a card, the card payment provider may place a temporary {fees.cardAuthorization} authorization to verify it. It
              never settles and disappears from your statement on its own. Your card is stored by the card payment provider, not on our
              servers.
            </p>
          ),
        },
        {
          question: "Will buyers see my name, e-mail or phone number?",
          answer: (
            <p>
              No. Other members see your handle only. Buyers and sellers talk through the marketplace, and every message (also one written
              with an offer, a counter-offer or a dispute) is reviewed before delivery to keep contact details private.
            </p>
          ),
        },
      ],
    },
    {
      id: "judgment-details",
      title: "Judgment Details",
      items: [
        {
          question: "What information do I need to list a judgment?",
          answer: (
            <p>
              A title and an optional description, the state and county of the court, the courthouse, the case number, the date the judgment
              was awarded, the judgment amount and your asking price. Copies of the judgment are optional but help buyers decide.
            </p>
          ),
        },
        {
          question: "What should I leave out of my title and description?",
          answer: (
            <p>
              Anything that identifies you or lets a buyer contact you outside the marketplace: names of people, e-mail addresses, phone
              numbers, web addresses or social security numbers. Describe what makes the judgment collectable instead, such as known
              employment or assets of the debtor.
            </p>
          ),
        },
        {
          question: "How long does the review of my listing take?",
          answer: (
            <p>
              Our support team reviews each new listing, usually within one business day, checking for profanity and self-identifying
              information. We e-mail you when it is live, or message you if we need more information. If we decline it, the e-mail and your
              selling dashboard say why; edit the listing to resubmit it (a listing fee you paid still counts).
            </p>
          ),
        },
        {
          question: "Can I edit my listing after it has been approved?",
          answer: (
            <p>
              Yes. A change our team reviews (the title, description, amounts and prices, the court details and dates, or who can read your
              documents) sends the listing back to review: it shows as Pending Review until we approve the change, then goes live again.
              Changing who may see the offers or what you know of the debtor keeps it live. A document you add to a live listing whose
              documents are public is reviewed too; one added to a private listing keeps it live.
            </p>
          ),
        },
        {
          id: "judgment-value",
          question: "How are the estimated balance and the enforceability dates worked out?",
          answer: (
            <>
              <p>
                Every judgment page shows what the judgment is worth today: an <strong>estimated balance</strong> (the amount awarded plus
                post-judgment interest) and an <strong>enforceability clock</strong> (the next thing the owner must do to keep it alive, by
                when, and the last date it can be enforced). Both are <strong>estimates, not legal advice</strong>: {ESTIMATE_NOTICE}
              </p>
              <p>
                <strong>Where the rules come from.</strong> A table of each state's post-judgment interest rule, judgment life, renewal and
                revival rules and assignment filing rule, for the 50 states, DC and the federal courts, compiled from statutes, court rules
                and secondary sources. Every rate names its source and when it was last checked, and every rule its citation, shown next to
                each figure. The table is versioned: a correction is a new version, and each figure says which version it used.
              </p>
              <p>
                <strong>How sure the research is.</strong> Each part of a state's rules carries a confidence: {confidenceLabels.high};{" "}
                {confidenceLabels.medium}; {confidenceLabels.low}. A figure resting on low-confidence research or rates is shown with a
                warning to check it. Where the court sets the rate, or the rate table has no rate for the date of entry, the page shows{" "}
                <strong>no figure</strong> and says why, rather than a guess.
              </p>
              <p>
                <strong>Rates that follow an index.</strong> Many states tie the rate to the prime rate, the Federal Reserve's discount rate
                or the 1-year Treasury yield (federal courts use the weekly 1-year Treasury average of the week before entry). Those rates
                are worked out by the statute's formula from the Federal Reserve's published series and refreshed from them daily; states
                that publish a rate each year are transcribed from their notices. Each figure says the date of the newest rate it uses.
                Where a rate that changes over the judgment's life has no newer notice on file yet, the last one is assumed to continue, and
                the page says from when.
              </p>
              <p>
                <strong>The balance.</strong> Interest runs from the date of entry (the date awarded) to today. A rate stated in the
                judgment wins; otherwise the state's statutory rule applies (for a federal court, 28 U.S.C. § 1961), period by period where
                the rate changes over the judgment's life, and by debt type or amount where the state sets different rates. Simple interest
                earns 1/365 of the annual rate each day (leap days too). Where the rule compounds, the interest is added to the principal on
                each anniversary of the date of entry, and a full anniversary year earns exactly the annual rate. Payments are not known to
                us, so none are deducted. For example, {formatMoney(EXAMPLE.amountCents)} entered 03/15/2019 at California's{" "}
                {EXAMPLE.ratePercent}% simple rate earns {formatMoney(EXAMPLE.amountCents)} × {EXAMPLE.ratePercent}% × 2,811 days / 365 ={" "}
                {formatMoney(exampleInterestCents)} by 11/24/2026: an estimated balance of{" "}
                {formatMoney(EXAMPLE.amountCents + exampleInterestCents)}.
              </p>
              <p>
                <strong>The enforceability clock.</strong> From the state's judgment life, renewal window, dormancy rule and hard outer
                limit, and the date of entry and last renewal the seller gave, we show the next required action and its window, the lien's
                expiry where it differs, the hard outer limit and the date it is enforceable until, listing the assumptions (for example, no
                appeal or bankruptcy stay). Judgments within {NEAR_DEADLINE_MONTHS} months of a deadline, or past one, are flagged. The page
                never states that a judgment is enforceable or expired: it says what the records provided suggest.
              </p>
              <p>Confirm any figure with the court record and counsel licensed in the state before you rely on it.</p>
            </>
          ),
        },
        {
          question: "Who sees the offers on my listing?",
          answer: (
            <p>
              You choose on the listing&apos;s edit page. {offersVisibilityChoices.all.title}: {offersVisibilityChoices.all.text}{" "}
              {offersVisibilityChoices.owner.title}: {offersVisibilityChoices.owner.text} A message written with an offer or a counter-offer
              is shown to the other side only, once our team has reviewed it.
            </p>
          ),
        },
        {
          question: "Can I hide or remove my listing?",
          answer: (
            <p>
              You can hide an active listing and show it again at any time. Removing a listing cancels it; any open offers are rejected and
              their buyers are told.
            </p>
          ),
        },
      ],
    },
    {
      id: "buying",
      title: "Buying",
      items: [
        {
          question: "How do I buy a judgment?",
          answer: (
            <p>
              <Link to="/judgments">Browse the judgments for sale</Link>, open one that interests you and either make an offer or use Buy
              Now to buy at {BUY_NOW_BUYS_AT}. See <Link to="/how-to-buy">How to Buy</Link> for the steps.
            </p>
          ),
        },
        {
          question: "Can I make more than one offer on a judgment?",
          answer: <p>You can have one open offer per listing. You can change its amount at any time until the seller decides.</p>,
        },
        {
          question: "How much can I offer?",
          answer: <p>{OFFER_AMOUNT_RULE}</p>,
        },
        {
          question: "How long does my offer stay open?",
          answer: (
            <p>
              Until the date you choose when you make it, or otherwise {offerDays} days. The seller can accept or reject it while it is
              open.
            </p>
          ),
        },
        {
          question: "What do I need before I can pay?",
          answer: (
            <p>
              Your legal name and physical address, entered under <Link to="/profile">My Settings</Link>. The seller needs them to assign
              the judgment to you, so payment is blocked until they are there.
            </p>
          ),
        },
        {
          question: "Can I ask the seller a question?",
          answer: (
            <p>
              Yes. Use the message button on an active listing. Messages are reviewed before delivery, and replies come to your{" "}
              <Link to="/messages">inbox</Link>.
            </p>
          ),
        },
      ],
    },
    {
      id: "selling",
      title: "Selling",
      items: [
        {
          question: "How should I price my judgment?",
          answer: (
            <p>
              It depends mostly on what you know about the debtor. {ruleOfThumbSentence()} Our{" "}
              <Link to="/how-to-sell#pricing">pricing guide</Link> shows the ranges, and the listing wizard&rsquo;s pricing help shows them
              as you set your price. The prices of the marketplace&rsquo;s completed sales, by state, age and what was known of the debtor,
              are on <Link to="/market">What judgments sold for</Link>.
            </p>
          ),
        },
        {
          question: "What happens when I accept an offer?",
          answer: (
            <p>
              The listing is marked Offer Accepted and leaves the active listings, every other offer is rejected and those buyers are told,
              and the buyer has {days(paymentDays)} to pay.
            </p>
          ),
        },
        {
          question: "What if the buyer does not pay in time?",
          answer: (
            <p>
              Once the payment window has passed you can reactivate the listing. It goes back on sale and the earlier bidders are told it is
              available again.
            </p>
          ),
        },
        {
          question: "What do I do after the buyer has paid?",
          answer: (
            <p>
              Assign the judgment to the buyer, using the legal name and address the buyer gave us, and upload the assignment documents.
              Then mark the listing as assigned. The buyer confirms receipt and we release your payout.
            </p>
          ),
        },
        {
          question: "What is premium membership?",
          answer: (
            <p>
              Basic membership is free.{" "}
              {fees.premiumMonthly
                ? `Premium membership costs ${fees.premiumMonthly} per month and adds a five-day first look at new listings, free assignment forms, two bolded or highlighted listings per month and discounted enhancements.`
                : "Premium membership is not offered at the moment."}
            </p>
          ),
        },
      ],
    },
    {
      id: "judgment-payments",
      title: "Judgment Payments",
      items: [
        {
          question: "How and when does the buyer pay?",
          answer: (
            <p>
              By card, within {days(paymentDays)} of the offer being accepted. Weekends and US federal holidays do not count as business
              days.
            </p>
          ),
        },
        {
          question: "What does the buyer pay in total?",
          answer: (
            <>
              <p>The agreed amount plus the buyer's marketplace fee of {fees.buyerFee}.</p>
              <p>
                For example, on an agreed amount of {large.agreed} the fee is {large.buyerFee} and the buyer pays {large.buyerTotal}. On{" "}
                {small.agreed} the minimum applies: the fee is {small.buyerFee} and the buyer pays {small.buyerTotal}.
              </p>
            </>
          ),
        },
        {
          question: "Where is the money while the judgment is being assigned?",
          answer: (
            <p>
              The card payment provider holds the buyer's payment. It is not released to the seller until the buyer confirms that the
              judgment has been assigned to them, or the buyer's inspection window ends without a dispute.
            </p>
          ),
        },
        {
          question: "How long does the buyer have to check the assignment?",
          answer: (
            <p>
              Once the seller marks the judgment assigned, the buyer has {days(inspectionDays)} to review the assignment documents and
              either confirm receipt or open a dispute from the judgment page. We send reminders. If the buyer does neither, the sale
              completes by itself and the seller is paid.
            </p>
          ),
        },
        {
          question: "What happens if there is a dispute?",
          answer: (
            <p>
              The buyer chooses what is wrong, explains it and may add documents; the seller can answer, with documents too. The seller's
              payout stays held while an administrator reviews both sides, then completes the sale, refunds the buyer in part (the seller's
              payout is reduced by the same amount) or refunds the buyer in full (the sale is cancelled and the listing goes back to the
              seller). Both sides are told the decision and the reason by e-mail.
            </p>
          ),
        },
        {
          question: "When and how much is the seller paid?",
          answer: (
            <p>
              After the buyer confirms receipt, the sale price less the final value fee goes to the seller's payout account. For a sale at{" "}
              {large.agreed} the fee is {large.sellerFee} and the seller receives {large.sellerPayout}.
            </p>
          ),
        },
        {
          question: "What if the assignment is never completed?",
          answer: (
            <p>
              The seller has {days(assignmentDays)} after payment to assign the judgment and mark it assigned; we remind the seller halfway
              and the day before. After that deadline the buyer may cancel the purchase on the judgment page and is refunded in full, the
              buyer's fee included. Questions: <a href={`mailto:${csemail}`}>{csemail}</a>.
            </p>
          ),
        },
      ],
    },
    {
      id: "fees",
      title: "Fees",
      items: [
        {
          question: "Does it cost anything to register?",
          answer: <p>No. Registration is free for buyers and sellers.</p>,
        },
        {
          question: "What does it cost to list a judgment?",
          answer: (
            <>
              <p>{listingFeeSentence(schedule)} The tiers:</p>
              <ListingFeeTable facts={fees} />
            </>
          ),
        },
        {
          question: "What fee does the buyer pay?",
          answer: <p>A marketplace fee of {fees.buyerFee}, added to the amount the buyer pays.</p>,
        },
        {
          question: "What fee does the seller pay when a judgment sells?",
          answer: (
            <p>
              {finalValueFeeSentence(schedule)} Nothing is due if it does not sell. {sellerCostsSentence(schedule)}
            </p>
          ),
        },
        {
          question: "What do listing enhancements cost?",
          answer: (
            <>
              <p>Enhancements are optional and help your listing stand out:</p>
              <EnhancementTable facts={fees} />
            </>
          ),
        },
        {
          question: "Do enhanced listings sell more often?",
          answer: <p>{SALES_FIGURE_RULE}</p>,
        },
        {
          question: "How much is premium membership?",
          answer: (
            <p>
              {fees.premiumMonthly ? `${fees.premiumMonthly} per month.` : "It is not offered at the moment."} Basic membership is free.
            </p>
          ),
        },
        {
          question: `Is the ${fees.cardAuthorization} card authorization a fee?`,
          answer: <p>No. It is a temporary {fees.cardAuthorization} authorization that verifies your card and never settles.</p>,
        },
      ],
    },
    {
      id: "documents",
      title: "Documents",
      items: [
        {
          question: "Which file formats can I upload?",
          answer: (
            <p>
              {formats} files, at most {maxDocumentMegabytes} MB each. Most judgments are uploaded as PDFs; photos of paper documents work
              as JPG or PNG.
            </p>
          ),
        },
        {
          question: "Do I have to upload documents with my listing?",
          answer: (
            <p>
              No, listing documents are optional, but buyers are more likely to make an offer when they can see a copy of the judgment.
              Assignment documents are required before you can mark a sold judgment as assigned.
            </p>
          ),
        },
        {
          question: "Who can see my documents?",
          answer: (
            <p>
              If your listing is public, signed-in members can view its documents. If it is private, only you, our administrators and, once
              the purchase is paid, your buyer can. Assignment documents are visible only to you, the buyer and our administrators. A file
              name with contact details (a phone number, an e-mail or web address) or words our rules do not allow is shown to other members
              as “Document” and a number instead.
            </p>
          ),
        },
        {
          question: "What are assignment documents?",
          answer: (
            <p>
              The signed assignment of judgment that transfers your rights to the buyer, plus any proof of filing your state requires.
              Premium members get free assignment forms.
            </p>
          ),
        },
      ],
    },
  ];
}
