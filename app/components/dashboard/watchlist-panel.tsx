// Watchlist: watched judgments with their asking price, and a note once one is no longer for sale.
import { Link } from "react-router";
import { formatMoney } from "~/domain/money";
import type { ListingStatus } from "~/domain/listing-status";
import { Empty, JudgmentLink, Panel, PanelItem, PanelList, StatusBadge } from "./panel";

export type WatchedItem = {
  id: number;
  title: string;
  status: ListingStatus;
  /** Asking price, cents. */
  price: number;
  state: { abbreviation: string };
  county: { name: string };
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
              <JudgmentLink id={judgment.id} title={judgment.title} />
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
                <span className="font-semibold text-slate-900">{formatMoney(judgment.price)}</span>
                <span>
                  {judgment.county.name}, {judgment.state.abbreviation}
                </span>
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
