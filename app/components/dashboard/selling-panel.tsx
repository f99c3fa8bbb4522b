// Selling: the user's listings with their status and how much attention each one gets.
import { Link } from "react-router";
import { checkoutPath } from "~/domain/listing-facts";
import { shownPrice } from "~/domain/listing-price";
import { formatMoney } from "~/domain/money";
import type { ListingStatus } from "~/domain/listing-status";
import { PriceWords } from "~/components/judgments/price-words";
import { Empty, JudgmentLink, Panel, PanelItem, PanelList, StatusBadge } from "./panel";

export type SellingItem = {
  id: number;
  title: string;
  status: ListingStatus;
  /** Asking price, cents. */
  price: number;
  /** What the buyer agreed to pay, once an offer was accepted. */
  agreed_price?: number | null;
  offers_count: number;
  views_count: number;
  watchlist_count: number;
  /** The listing fee still to pay, cents (0 when none). */
  listing_fee_due: number;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function SellingPanel({ selling, more }: { selling: SellingItem[]; more: boolean }) {
  return (
    <Panel title="Selling" testId="panel-selling" link={{ to: "/selling", label: "See all" }}>
      {selling.length === 0 ? (
        <Empty>
          You have no listings yet. <Link to="/sell">List a judgment</Link>.
        </Empty>
      ) : (
        <PanelList more={more && <Link to="/selling">See all your listings</Link>}>
          {selling.map((judgment) => (
            <PanelItem key={judgment.id} testId="selling-row">
              <JudgmentLink id={judgment.id} title={judgment.title} />
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
                <StatusBadge status={judgment.status} feeDue={judgment.listing_fee_due > 0} />
                <PriceWords
                  price={shownPrice({ status: judgment.status, priceCents: judgment.price }, judgment.agreed_price ?? null)}
                  testId="selling-price"
                  figureClass="font-semibold text-slate-900"
                />
                <span data-testid="counts">
                  {plural(judgment.views_count, "view", "views")} · {plural(judgment.watchlist_count, "watcher", "watchers")} ·{" "}
                  {plural(judgment.offers_count, "offer", "offers")}
                </span>
              </div>
              {judgment.status === "new" && judgment.listing_fee_due > 0 && (
                <Link to={checkoutPath(judgment.id)} className="btn-accent mt-2 px-3 py-1 text-xs" data-testid="pay-fee">
                  Pay listing fee ({formatMoney(judgment.listing_fee_due)})
                </Link>
              )}
            </PanelItem>
          ))}
        </PanelList>
      )}
    </Panel>
  );
}
