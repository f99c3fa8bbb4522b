// Featured judgments, for a quick look at what is new on the market.
import { Link } from "react-router";
import { formatMoney } from "~/domain/money";
import { FirstLookBadge } from "~/components/judgments/first-look-badge";
import type { ListingKind } from "~/domain/listing-status";
import { Empty, JudgmentLink, Panel, PanelItem, PanelList, panelPlace } from "./panel";

export type FeaturedItem = {
  id: number;
  title: string;
  /** Asking price, cents. */
  price: number;
  /** The judgment's value, cents. */
  original_price: number;
  /** A portfolio (docs/decisions/0055) with its number of judgments; its place null across states or counties. */
  kind?: ListingKind;
  portfolio_size?: number | null;
  state: { abbreviation: string } | null;
  county: { name: string } | null;
  featured: boolean;
  /** In its premium first look. */
  first_look?: boolean;
};

export function FeaturedPanel({ featured }: { featured: FeaturedItem[] }) {
  return (
    <Panel title="Featured Judgments" testId="panel-featured" link={{ to: "/judgments", label: "See all" }}>
      {featured.length === 0 ? (
        <Empty>No active judgments found!</Empty>
      ) : (
        <PanelList more={<Link to="/judgments">Browse all judgments</Link>}>
          {featured.map((judgment) => (
            <PanelItem key={judgment.id} testId="featured-row">
              <JudgmentLink id={judgment.id} title={judgment.title} kind={judgment.kind} portfolioSize={judgment.portfolio_size} />
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
                <span className="font-semibold text-accent-700">{formatMoney(judgment.price)}</span>
                <span>for a {formatMoney(judgment.original_price)} judgment</span>
                {panelPlace(judgment) && <span>{panelPlace(judgment)}</span>}
                {judgment.first_look && <FirstLookBadge />}
                {judgment.featured && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Featured</span>
                )}
              </div>
            </PanelItem>
          ))}
        </PanelList>
      )}
    </Panel>
  );
}
