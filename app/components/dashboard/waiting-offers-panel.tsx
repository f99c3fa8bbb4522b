// "Offers waiting for you" on /home: the offers on the seller's live listings that wait for the
// seller's answer, each with the buyer, the amount and the expiry, and a link that lands on the
// listing's offers (#offers), where the seller accepts, counters or rejects. Shown only while
// some wait (issue 27, item 18).
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { Panel, PanelItem, PanelList } from "./panel";

export type WaitingOfferItem = {
  id: number;
  judgment: { id: number; title: string };
  buyer_handle: string;
  /** The buyer's amount, cents. */
  amount: number;
  expires_at: string | null;
};

export function WaitingOffersPanel({ offers, total }: { offers: WaitingOfferItem[]; total: number }) {
  if (offers.length === 0) return null;
  const badge = (
    <span className="rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="waiting-offers-count">
      {total}
    </span>
  );
  return (
    <Panel title="Offers waiting for you" testId="panel-waiting-offers" link={{ to: "/selling", label: "Selling dashboard" }} badge={badge}>
      <PanelList more={total > offers.length && <Link to="/selling">{total - offers.length} more on your selling dashboard</Link>}>
        {offers.map((offer) => (
          <PanelItem key={offer.id} testId="waiting-offer">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <p className="line-clamp-2 font-medium text-slate-900" title={offer.judgment.title}>
                  {offer.judgment.title}
                </p>
                <p className="mt-0.5 text-slate-600">
                  <span className="font-semibold tabular-nums text-slate-900" data-testid="waiting-offer-amount">
                    {formatMoney(offer.amount)}
                  </span>{" "}
                  from @{offer.buyer_handle}
                  <span aria-hidden="true"> · </span>
                  {offer.expires_at ? `Expires ${formatDate(offer.expires_at)}` : "No Expiration Date"}
                </p>
              </div>
              <Link
                to={`/judgments/${offer.judgment.id}#offers`}
                className="btn-accent shrink-0 self-start px-3 py-1 text-xs sm:self-center"
                data-testid="waiting-offer-link"
              >
                Review offer
                <span className="sr-only">
                  {" "}
                  from @{offer.buyer_handle} on {offer.judgment.title}
                </span>{" "}
                →
              </Link>
            </div>
          </PanelItem>
        ))}
      </PanelList>
    </Panel>
  );
}
