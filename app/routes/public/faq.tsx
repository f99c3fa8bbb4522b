// /faq: frequently asked questions, grouped in sections, as an accordion that works without
// JavaScript. Fees come from the fee schedule, the upsells' prices from their rows; time frames and contact details from branding.
import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { FaqSectionView } from "~/components/marketing/faq-accordion";
import { faqSections } from "~/components/marketing/faq-content";
import { feeFacts } from "~/domain/fee-wording";
import { HelpLinks } from "~/components/marketing/help-links";
import { PageHeader } from "~/components/marketing/page-header";
import { pageTitle } from "~/components/page-title";
import { helpPageFacts } from "~/server/help-pages";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(
    "Frequently Asked Questions",
    matches,
    "Answers about seller verification, judgment details, payments, buying, selling, fees and documents.",
  );

export function loader({ context }: Route.LoaderArgs) {
  return helpPageFacts(context);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const sections = faqSections({ ...loaderData, fees: { ...feeFacts(), ...loaderData.upsells } });
  return (
    <>
      <PageHeader
        eyebrow="Resources"
        title="Frequently Asked Questions"
        intro={
          <p>
            How {loaderData.brand} works for sellers and buyers of US court judgments. Can't find your answer?{" "}
            <Link to="/contact-us" className="font-medium text-white underline">
              Contact us
            </Link>
            .
          </p>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <nav aria-label="FAQ sections" className="min-w-0 lg:col-span-1">
          <div className="lg:sticky lg:top-24">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Sections</h2>
            <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="block rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 no-underline hover:bg-brand-50 hover:text-brand-800 lg:border-0 lg:bg-transparent"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="min-w-0 space-y-12 lg:col-span-3">
          {sections.map((section) => (
            <FaqSectionView key={section.id} section={section} />
          ))}
          <HelpLinks csemail={loaderData.csemail} csphone={loaderData.csphone} className="" onFaq />
        </div>
      </div>
    </>
  );
}
