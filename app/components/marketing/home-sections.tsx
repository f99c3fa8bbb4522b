// The home page's sections (app/routes/public/index.tsx), listed once by `homeSections` for both of its
// writers: React (the route's component) and the markup of a visitor's document written without React
// Router (server/visitor-pages.ts). The fixed sections are constant markup (app/components/constant-markup.tsx):
// rendered once per brand and fees; the featured cards are escaped markup (decision 0056).
import { Link } from "react-router";
import { constantHtml, elementHtml, type ConstantMarkup } from "~/components/constant-markup";
import { pageTitle } from "~/components/page-title";
import { html, type Html } from "~/components/html/html";
import { judgmentCardsHtml, type JudgmentCardData } from "~/components/marketing/judgment-card";
import { onDarkButtonClass } from "~/components/marketing/page-header";
import type { Branding } from "~/config/branding";
import { feeFacts, finalValueFeeSentence, listingFeeSentence, optionalExtrasSentence, sellerCostsSentence } from "~/domain/fee-wording";

const HOME_TITLE = "Buy and Sell Court Judgments";
const HOME_DESCRIPTION =
  "The marketplace for US court money judgments. Judgment creditors list judgments for sale; investors buy them. Every listing is reviewed and payment is held until the assignment is confirmed.";

/** The page's title and description: the route's meta function, given React Router's matches (the root's among them). */
export function homeMeta(matches: readonly unknown[]) {
  return pageTitle(HOME_TITLE, matches, HOME_DESCRIPTION);
}

type SectionAttrs = { "aria-labelledby": string; className: string };

/** One of the page's sections: constant (a component and its few props) or markup made for this page. */
export type HomeSection =
  | { kind: "constant"; attrs: SectionAttrs; component: (props: never) => React.ReactNode; props: object }
  | { kind: "markup"; attrs: SectionAttrs; markup: Html };

/** The home page's sections, in order. */
export function homeSections(branding: Branding, featured: readonly JudgmentCardData[]): HomeSection[] {
  const fees = feeFacts();
  const paymentDays = branding.timeframes.acceptance_to_payment;
  return [
    constant(HERO, Hero, { brand: branding.name }),
    { kind: "markup", attrs: FEATURED, markup: featuredHtml(featured) },
    constant(HOW_IT_WORKS, HowItWorks, { paymentDays }),
    constant(TRUST, TrustPoints, { brand: branding.name, fees, paymentDays }),
    constant(CLOSING, ClosingCall, {}),
  ];
}

function constant<Props extends object>(attrs: SectionAttrs, component: (props: Props) => React.ReactNode, props: Props): HomeSection {
  return { kind: "constant", attrs, component: component as (props: never) => React.ReactNode, props };
}

/** The sections as markup: the inside of <main> on a visitor's document written without React. */
export function homeMainHtml(markupOf: ConstantMarkup, sections: readonly HomeSection[]): string {
  let out = "";
  for (const section of sections) {
    out +=
      section.kind === "constant"
        ? constantHtml(markupOf, { as: "section", attrs: section.attrs, component: section.component, props: section.props as never })
        : elementHtml("section", section.attrs, section.markup.toString());
  }
  return out;
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-300">
      <path fill="currentColor" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

const HERO = { "aria-labelledby": "hero-title", className: "relative overflow-hidden bg-brand-900 text-white" };

/** Inside HERO's section. */
function Hero({ brand }: { brand: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-brand-800 via-brand-900 to-slate-950 opacity-90" />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-5 lg:items-center lg:py-24">
        <div className="lg:col-span-3">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-300">The judgment marketplace</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">
            Turn a court judgment into cash. Or into an investment.
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">
            {brand} is where judgment creditors list US court money judgments for sale, and where investors buy them. Every listing is
            reviewed by our team, and the buyer's payment is held until the assignment of the judgment is confirmed.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/sell" className="btn-accent px-6 py-3 text-base">
              Sell your judgment
            </Link>
            <Link to="/judgments" className={onDarkButtonClass}>
              Browse judgments for sale
            </Link>
          </div>
        </div>
        <div className="lg:col-span-2">
          <div className="rounded-xl border border-white/15 bg-white/5 p-6 shadow-xl sm:p-8">
            <h2 className="text-lg font-semibold text-white">Protected from listing to payout</h2>
            <ul className="mt-5 space-y-4 text-brand-100">
              <li className="flex gap-3">
                <CheckIcon />
                <span>Every listing is checked by a person before it goes live.</span>
              </li>
              <li className="flex gap-3">
                <CheckIcon />
                <span>Messages between buyers and sellers are reviewed before delivery.</span>
              </li>
              <li className="flex gap-3">
                <CheckIcon />
                <span>Payment is held until the buyer confirms the assignment.</span>
              </li>
              <li className="flex gap-3">
                <CheckIcon />
                <span data-testid="hero-seller-costs">Free to register. {sellerCostsSentence()}</span>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </>
  );
}

const FEATURED = { "aria-labelledby": "featured-title", className: "mx-auto max-w-7xl px-4 py-16 sm:px-6" };

/** Inside FEATURED's section: the newest featured listings as escaped markup (decision 0056). */
function featuredHtml(featured: readonly JudgmentCardData[]): Html {
  const cards = featured.length
    ? html`<ul class="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-judgments">${judgmentCardsHtml(featured)}</ul>`
    : html`<div class="card mt-8 px-6 py-12 text-center" data-testid="featured-empty">\
<p class="text-lg font-semibold text-slate-900">No active judgments found!</p>\
<p class="mt-2 text-slate-600">New listings appear here as soon as they pass review. Have a judgment to sell?</p>\
<div class="mt-6 flex flex-col justify-center gap-3 sm:flex-row">\
<a class="btn-accent" href="/sell" data-discover="true">List your judgment</a>\
<a class="btn-secondary" href="/how-to-sell" data-discover="true">How selling works</a></div></div>`;
  return html`<div class="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between"><div>\
<h2 id="featured-title" class="text-2xl font-bold tracking-tight sm:text-3xl">Featured judgments</h2>\
<p class="mt-2 text-slate-600">Recently listed and featured judgments, reviewed and ready for offers.</p></div>\
<a class="font-semibold" href="/judgments" data-discover="true">Browse all judgments <span aria-hidden="true">→</span></a></div>${cards}`;
}

const HOW_IT_WORKS = { "aria-labelledby": "how-title", className: "border-y border-slate-200 bg-white" };

/** Inside HOW_IT_WORKS's section. */
function HowItWorks({ paymentDays }: { paymentDays: number }) {
  const steps = [
    { title: "List", body: "The judgment creditor lists the judgment with its court, case number, amount and an asking price." },
    { title: "Review", body: "Our team reviews every new listing, usually within one business day, before it goes live." },
    { title: "Offers", body: "Investors make offers or buy at the asking price. The seller accepts one offer; the others are declined." },
    { title: "Payment held", body: `The buyer pays by card within ${paymentDays} business days. The money is held, not paid out.` },
    { title: "Assignment", body: "The seller assigns the judgment to the buyer and uploads the assignment documents; the buyer confirms." },
    { title: "Payout", body: "Once the buyer confirms receipt, the seller is paid, less the final value fee." },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="how-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        How it works
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">Six steps from listing to payout, with the money protected in between.</p>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="how-it-works">
        {steps.map((step, i) => (
          <li key={step.title} className="relative rounded-lg border border-slate-200 bg-slate-50 p-6">
            <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-600">{step.body}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/how-to-sell" className="btn-secondary">
          How to sell
        </Link>
        <Link to="/how-to-buy" className="btn-secondary">
          How to buy
        </Link>
      </div>
    </div>
  );
}

const TRUST = { "aria-labelledby": "trust-title", className: "mx-auto max-w-7xl px-4 py-16 sm:px-6" };

/** Inside TRUST's section. */
function TrustPoints({ brand, fees, paymentDays }: { brand: string; fees: ReturnType<typeof feeFacts>; paymentDays: number }) {
  const points = [
    {
      title: "Every listing reviewed",
      body: "Our support team checks each new or edited listing for profanity and self-identifying information before it is published.",
    },
    {
      title: "Payment held until assignment",
      body: `Buyers pay within ${paymentDays} business days of acceptance. The card payment provider holds the money until the buyer confirms the judgment was assigned.`,
    },
    {
      title: "Fees stated up front",
      body: `Registration is free. ${listingFeeSentence()} ${finalValueFeeSentence()} ${optionalExtrasSentence()} Buyers pay a marketplace fee of ${fees.buyerFee}.`,
    },
    {
      title: "Moderated messages",
      body: "Buyers and sellers talk through the marketplace. Every message is reviewed before delivery, and contact details stay private.",
    },
  ];
  return (
    <>
      <h2 id="trust-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Why people trust {brand}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {points.map((point) => (
          <li key={point.title} className="card p-6">
            <h3 className="text-lg font-semibold">{point.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{point.body}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-600">
        Every fee is listed in our{" "}
        <Link to="/faq#fees" className="underline">
          FAQ
        </Link>
        . We list US court judgments only, or judgments domesticated in a US court.
      </p>
    </>
  );
}

const CLOSING = { "aria-labelledby": "closing-title", className: "mx-auto max-w-7xl px-4 sm:px-6" };

/** Inside CLOSING's section. */
function ClosingCall() {
  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
      <div>
        <h2 id="closing-title" className="text-2xl font-bold tracking-tight text-white">
          Holding a judgment you cannot collect?
        </h2>
        <p className="mt-2 max-w-2xl text-brand-100">
          Let an investor take on the collection. Listing takes a few minutes and you can start without an account.
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
        <Link to="/sell" className="btn-accent px-6 py-3 text-base">
          Start your listing
        </Link>
        <Link to="/how-to-sell" className={onDarkButtonClass}>
          Learn more
        </Link>
      </div>
    </div>
  );
}
