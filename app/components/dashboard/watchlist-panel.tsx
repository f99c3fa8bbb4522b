// Watchlist: watched judgments with their price (the asking price; once sold, the agreed price if
// the watcher may know it), and a note once one is no longer for sale.
import { Link } from "react-router";
import { shownPrice } from "~/domain/listing-price";
import type { ListingStatus } from "~/domain/listing-status";
import { PriceWords } from "~/components/judgments/price-words";
import type { ListingKind } from "~/domain/listing-status";
import { Empty, JudgmentLink, Panel, PanelItem, PanelList, panelPlace, StatusBadge } from "./panel";

export type WatchedItem = {
  id: number;
  title: string;
  status: ListingStatus;
  /** Asking price, cents. */
  price: number;
  /** What the buyer agreed to pay, once an offer was accepted, when the watcher may know it. */
  agreed_price?: number | null;
  /** A portfolio (docs/decisions/0055) with its number of judgments; its place null across states or counties. */
  kind?: ListingKind;
  portfolio_size?: number | null;
  state: { abbreviation: string } | null;
  county: { name: string } | null;
};

export function WatchlistPanel({ watchlist, more }: { watchlist: WatchedItem[]; more: boolean }) {
  return (
    <Panel title="Watchlist" testId="panel-watchlist" link={{ to: "/judgments", label: "Browse" }}>
      {watchlist.length === 0 ? (
        <Empty>
          Watch judgments to follow them here. <Link to="/judgments">Browse judgments</Link>.
        </Empty>
      ) : (
        <PanelList more={more && "Showing the 5 you watched most recently."}>
          {watchlist.map((judgment) => (
            <PanelItem key={judgment.id} testId="watchlist-row">
              <JudgmentLink id={judgment.id} title={judgment.title} kind={judgment.kind} portfolioSize={judgment.portfolio_size} />
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
                <PriceWords
                  price={shownPrice({ status: judgment.status, priceCents: judgment.price }, judgment.agreed_price ?? null)}
                  testId="watchlist-price"
                  figureClass="font-semibold text-slate-900"
                />
                {panelPlace(judgment) && <span>{panelPlace(judgment)}</span>}
                {judgment.status !== "active" && (
                  <span className="flex items-center gap-1.5" data-testid="no-longer-active">
                    <StatusBadge status={judgment.status} />
                    No longer for sale
                  </span>
                )}
              </div>
            </PanelItem>
          ))}
        </PanelList>
      )}
    </Panel>
  );
}
