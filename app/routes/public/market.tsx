// /market: what judgments sold for on the marketplace (issue 31), from its completed sales: where
// they sold (a map), the price as a share of the balance by the judgment's age and by what was known
// of the debtor, and sales and the median price by month. Public, plain HTML (it does not hydrate:
// the charts are SVG drawn here, docs/decisions/0050); groups of fewer than 5 sales show their count
// only, and no seller or buyer is named.
import { Link } from "react-router";
import type { Route } from "./+types/market";
import { MIN_COMPARABLE_SALES } from "~/domain/comparables/figures";
import { easternIsoDate } from "~/domain/business-days";
import { formatDate } from "~/domain/dates";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { AgeSpread, FactSpread, MonthlySales, StateSalesMap } from "~/components/market/market-charts";
import { pageTitle } from "~/components/page-title";
import { usMapGeometry } from "~/server/charts/us-states";
import { getServices } from "~/server/context";
import { cachedMarketOverview } from "~/server/queries/market";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(
    "What Judgments Sold For",
    matches,
    "Completed sales of US court judgments on the marketplace: by state, by the judgment's age, by what was known of the debtor and by month, with the price as a share of the balance.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { db, clock, config } = getServices(context);
  const asOf = easternIsoDate(clock.now());
  const overview = await cachedMarketOverview(db, asOf, config.figuresCacheSeconds);
  return { asOf, overview, map: overview.total.sales > 0 ? usMapGeometry() : null };
}

export default function Market({ loaderData }: Route.ComponentProps) {
  const { asOf, overview, map } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Market data"
        title="What judgments sold for"
        intro={
          <p>
            Every completed sale on the marketplace, and the price the buyer paid as a share of the judgment's estimated balance on the day
            of sale, to the whole percent. Groups of fewer than {MIN_COMPARABLE_SALES} sales show their count only. Figures as of{" "}
            {formatDate(asOf)}.
          </p>
        }
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6">
        {map ? (
          <>
            <Section id="where-when" title="Where and when they sold">
              <div className="grid gap-6 lg:grid-cols-2">
                <div className="card min-w-0 p-4 sm:p-6">
                  <StateSalesMap overview={overview} geometry={map} />
                </div>
                <div className="card min-w-0 p-4 sm:p-6">
                  <MonthlySales overview={overview} />
                </div>
              </div>
            </Section>
            <Section
              id="prices"
              title="What they sold for"
              intro="The price paid as a share of the estimated balance: each bar spans the middle half of the sales, the dark mark is the median."
            >
              <div className="grid items-start gap-6 lg:grid-cols-2">
                <div className="card min-w-0 p-4 sm:p-6">
                  <AgeSpread overview={overview} />
                </div>
                <div className="card min-w-0 p-4 sm:p-6">
                  <FactSpread overview={overview} />
                </div>
              </div>
            </Section>
          </>
        ) : (
          <section aria-labelledby="no-sales-title" className="card p-6 sm:p-8" data-testid="market-empty">
            <h2 id="no-sales-title" className="text-xl font-semibold">
              No completed sales yet
            </h2>
            <p className="mt-2 max-w-3xl text-slate-700">
              The charts appear here once judgments have sold on the marketplace: a sale counts when the buyer has paid, the judgment was
              assigned and the sale closed. Until then, the <Link to="/how-to-sell#pricing">pricing guide</Link> shows typical prices.
            </p>
            <div className="mt-5">
              <Link to="/judgments" className="btn-primary">
                Browse judgments for sale
              </Link>
            </div>
          </section>
        )}
        <HowWeCount />
      </div>
    </>
  );
}

function HowWeCount() {
  return (
    <Section id="how-we-count" title="How these figures are made">
      <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-700">
        <li>
          A sale counts once it is complete: the buyer paid, the judgment was assigned and the sale closed. A sale refunded in full is left
          out.
        </li>
        <li>
          The price is what the buyer agreed to pay for the judgment, fees aside, as a share of its estimated balance on the day of sale
          (the amount awarded plus interest, less payments the seller reported), by the rules in force that day. It is stored with the sale,
          so later changes to the rules never move these figures.
        </li>
        <li>
          Age is the time from the judgment's entry to the sale. The facts about the debtor are what the seller stated on the listing; a
          fact not stated is left out of its comparison.
        </li>
        <li>
          A group of fewer than {MIN_COMPARABLE_SALES} sales shows how many there were, never their prices, and no seller or buyer is ever
          named. The 25th and 75th percentiles bound the middle half of a group's sales; half sold for less than the median.
        </li>
        <li>
          Nor does a group that holds all but one to four of the sales show its prices: beside the figures of every sale, it would give
          those few away. Shares are shown to the whole percent.
        </li>
        <li>
          For setting a price, see the{" "}
          <Link to="/how-to-sell#pricing" className="underline">
            pricing guide
          </Link>
          ; to buy,{" "}
          <Link to="/judgments" className="underline">
            browse the judgments for sale
          </Link>
          .
        </li>
      </ul>
    </Section>
  );
}
