// Watchlist: watched judgments with their asking price, and a note once one is no longer for sale.
import { Link } from "react-router";
import { formatMoney } from "~/domain/money";
import type { WatchedListing } from "~/server/queries/dashboard";
import { Empty, JudgmentLink, Panel, PanelItem, PanelList, StatusBadge } from "./panel";

export function WatchlistPanel({ watchlist, more }: { watchlist: WatchedListing[]; more: boolean }) {
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
