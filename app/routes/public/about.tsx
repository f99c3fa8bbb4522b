// /about: who we are and how the marketplace protects sellers and buyers.
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { feeFacts, sellerCostsSentence } from "~/domain/fee-wording";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { useBranding } from "~/components/marketing/use-branding";
import { pageTitle } from "~/components/page-title";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(
    "About Us",
    matches,
    "We connect holders of US court money judgments with investors who buy them, with every listing reviewed and every payment protected.",
  );

export default function About() {
  const branding = useBranding();
  const brand = branding.name;
  const fees = feeFacts();
  const audiences = [
    {
      title: "For judgment creditors",
      body: "Small businesses, landlords, contractors and individuals who won in court but have not been paid. Selling turns a judgment that may never be collected into money now, and hands the collection work to someone who does it for a living.",
      link: { to: "/how-to-sell", label: "How to sell" },
    },
    {
      title: "For investors",
      body: "Collection professionals, attorneys and investors looking for judgments to buy. Search by state, county, amount and price, see the court details and documents, and make an offer.",
      link: { to: "/how-to-buy", label: "How to buy" },
    },
  ];
  const principles = [
    {
      title: "A person reviews every listing",
      body: "New and edited listings are checked by our support team, usually within one business day, before they go live.",
    },
    {
      title: "Conversations stay on the platform",
      body: "Messages between buyers and sellers are reviewed before delivery, so contact details stay private and nobody is pressured off the site.",
    },
    {
      title: "Money moves only when the job is done",
      body: "The buyer's payment is held by our card payment provider until the buyer confirms the judgment has been assigned. Then the seller is paid.",
    },
    {
      title: "Plain, published fees",
      body: `Registration is free. ${sellerCostsSentence()} Buyers pay a marketplace fee of ${fees.buyerFee}.`,
    },
  ];
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title={`About ${brand}`}
        intro={
          <p>
            Every year, courts across the United States award money judgments that are never paid. We built {brand} so the people who hold
            them can sell them, and the people who collect them can find them, safely and in the open.
          </p>
        }
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        <Section id="mission" title="Our mission">
          <div className="grid gap-8 lg:grid-cols-2">
            <p className="text-lg leading-relaxed text-slate-700">
              A court judgment says you are owed money. Collecting it can take years of effort, fees and paperwork. Many creditors would
              rather receive part of what they are owed today, and many investors specialize in collecting judgments. {brand} is the
              marketplace between them: transparent prices, reviewed listings and a payment process that protects both sides.
            </p>
            <p className="text-lg leading-relaxed text-slate-700">
              We list US court money judgments only, or judgments domesticated in a US court. We are a marketplace, not a law firm or a
              collection agency: we do not give legal advice, and we do not take a side in a sale. Our job is to make sure every listing is
              honest, every conversation is appropriate and every dollar reaches the right place.
            </p>
          </div>
        </Section>

        <Section id="who" title="Who we serve">
          <ul className="grid gap-6 md:grid-cols-2">
            {audiences.map((audience) => (
              <li key={audience.title} className="card flex flex-col p-6">
                <h3 className="text-lg font-semibold">{audience.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{audience.body}</p>
                <p className="mt-4">
                  <Link to={audience.link.to} className="font-semibold">
                    {audience.link.label} <span aria-hidden="true">→</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="principles" title="How we protect both sides">
          <ul className="grid gap-6 sm:grid-cols-2">
            {principles.map((principle) => (
              <li key={principle.title} className="card border-l-4 border-l-accent-600 p-6">
                <h3 className="text-lg font-semibold">{principle.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{principle.body}</p>
              </li>
            ))}
          </ul>
        </Section>

        <section
          aria-labelledby="talk-title"
          className="card flex flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="talk-title" className="text-xl font-semibold">
              Talk to us
            </h2>
            <p className="mt-2 text-slate-600">
              Our support team answers questions about listings, offers, payments and assignments. Call{" "}
              <a href={`tel:${branding.csphone.replace(/[^\d+]/g, "")}`} className="whitespace-nowrap underline">
                {branding.csphone}
              </a>{" "}
              or write to{" "}
              <a href={`mailto:${branding.csemail}`} className="underline">
                {branding.csemail}
              </a>
              .
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <Link to="/contact-us" className="btn-primary">
              Contact us
            </Link>
            <Link to="/faq" className="btn-secondary">
              Read the FAQ
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
