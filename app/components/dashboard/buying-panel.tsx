// Buying: judgments whose purchase is under way or done, with what the buyer does next.
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { formatDeadline } from "~/domain/escrow";
import { shownPriceLabels } from "~/domain/listing-price";
import { formatMoney } from "~/domain/money";
import type { BuyerNextStep } from "~/domain/buyer-next-step";
import type { ListingKind, ListingStatus } from "~/domain/listing-status";
import { Empty, JudgmentLink, Panel, PanelItem, PanelList, StatusBadge } from "./panel";

/** A listing the user is buying, as the panel shows it. */
export type BuyingItem = {
  id: number;
  /** A portfolio (docs/decisions/0055), with its number of judgments. */
  kind?: ListingKind;
  portfolio_size?: number | null;
  title: string;
  status: ListingStatus;
  /** The accepted offer's amount, cents. */
  amount: number | null;
  payment_due_at: string | null;
  /** While paid: when the seller must have assigned it; while assigned: until when the buyer may confirm or dispute. */
  assignment_due_at?: string | null;
  inspection_due_at?: string | null;
  /** Refunded to the buyer on a completed sale (a dispute's partial refund), cents. */
  refunded?: number;
  next_step: BuyerNextStep["label"];
  next_step_url: string;
};

function NextStep({ judgment }: { judgment: BuyingItem }) {
  switch (judgment.next_step) {
    case "Pay now":
      return (
        <Link to={judgment.next_step_url} className="btn-accent px-3 py-1 text-xs" data-testid="next-step">
          Pay now
        </Link>
      );
    case "Review documents":
      return (
        <Link to={judgment.next_step_url} className="btn-secondary px-3 py-1 text-xs" data-testid="next-step">
          Review documents
        </Link>
      );
    default:
      return (
        <Link to={judgment.next_step_url} className="text-sm" data-testid="next-step">
          {judgment.next_step}
        </Link>
      );
  }
}

export function BuyingPanel({ buying, more }: { buying: BuyingItem[]; more: boolean }) {
  return (
    <Panel title="Buying" testId="panel-buying">
      {buying.length === 0 ? (
        <Empty>Judgments you buy will appear here, with what to do next.</Empty>
      ) : (
        <PanelList more={more && "Showing 5: the ones waiting for you come first."}>
          {buying.map((judgment) => (
            <PanelItem key={judgment.id} testId="buying-row">
              <JudgmentLink id={judgment.id} title={judgment.title} kind={judgment.kind} portfolioSize={judgment.portfolio_size} />
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-600">
                <StatusBadge status={judgment.status} />
                {judgment.amount !== null && (
                  <span data-testid="buying-price">
                    {shownPriceLabels.agreed} <span className="font-semibold text-slate-900">{formatMoney(judgment.amount)}</span>
                  </span>
                )}
                {judgment.status === "offer_accepted" && judgment.payment_due_at && (
                  <span>Pay by {formatDate(judgment.payment_due_at)}</span>
                )}
                {judgment.status === "paid" && judgment.assignment_due_at && (
                  <span data-testid="buying-assign-by">Seller assigns by {formatDeadline(judgment.assignment_due_at)}</span>
                )}
                {judgment.status === "assigned" && judgment.inspection_due_at && (
                  <span>Confirm or dispute by {formatDeadline(judgment.inspection_due_at)}</span>
                )}
                {(judgment.refunded ?? 0) > 0 && (
                  <span data-testid="buying-refunded">{formatMoney(judgment.refunded ?? 0)} refunded to you</span>
                )}
                <span className="ml-auto">
                  <NextStep judgment={judgment} />
                </span>
              </div>
            </PanelItem>
          ))}
        </PanelList>
      )}
    </Panel>
  );
}
