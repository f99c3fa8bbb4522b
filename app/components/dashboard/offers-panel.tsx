// My Offers: each offer's amount, the judgment it is on, its status and when it expires; a seller's
// counter-offer waiting on the buyer shows as "Counter-offer $X — respond by …", linking to the answer;
// a negotiated offer shows its thread, compact (the last steps only).
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { OfferStatus } from "~/domain/listing-lifecycle";
import type { ThreadEvent } from "~/domain/negotiation";
import { DASHBOARD_THREAD_STEPS, OfferThread } from "~/components/offers/offer-thread";
import { Empty, JudgmentLink, Panel, PanelItem, PanelList } from "./panel";

const offerStatusLabels: Record<OfferStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
  expired: "Expired",
  lapsed: "Lapsed",
  refunded: "Refunded",
};

const offerStatusTone: Record<OfferStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  accepted: "bg-emerald-100 text-emerald-800",
  rejected: "bg-red-100 text-red-800",
  withdrawn: "bg-slate-100 text-slate-700",
  expired: "bg-slate-100 text-slate-700",
  lapsed: "bg-slate-100 text-slate-700",
  refunded: "bg-slate-100 text-slate-700",
};

export type OfferItem = {
  id: number;
  amount: number;
  status: OfferStatus;
  expires_at: string | null;
  judgment: { id: number; title: string };
  /** The seller's standing counter-offer (cents) and its respond-by time, when one waits on the buyer. */
  counter_amount?: number | null;
  counter_expires_at?: string | null;
  /** The negotiation so far, oldest step first (shown once there is more than the offer itself). */
  thread?: ThreadEvent[];
};

export function OffersPanel({ offers, more }: { offers: OfferItem[]; more: boolean }) {
  return (
    <Panel title="My Offers" testId="panel-offers" link={{ to: "/judgments", label: "Browse" }}>
      {offers.length === 0 ? (
        <Empty>
          You have not made any offers yet. <Link to="/judgments">Browse judgments</Link> to find one worth an offer.
        </Empty>
      ) : (
        <PanelList more={more && "Showing your 5 latest offers."}>
          {offers.map((offer) => (
            <PanelItem key={offer.id} testId="offer-row">
              <JudgmentLink id={offer.judgment.id} title={offer.judgment.title} />
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
                <span className="font-semibold text-slate-900">{formatMoney(offer.amount)}</span>
                <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${offerStatusTone[offer.status]}`}>
                  {offerStatusLabels[offer.status]}
                </span>
                {offer.counter_amount == null && (
                  <span>{offer.expires_at ? `Expires ${formatDate(offer.expires_at)}` : "No Expiration Date"}</span>
                )}
              </div>
              {offer.thread && <OfferThread thread={offer.thread} viewer="buyer" latest={DASHBOARD_THREAD_STEPS} />}
              {offer.counter_amount != null && (
                <Link
                  to={`/judgments/${offer.judgment.id}#my-offer`}
                  className="mt-1 inline-block rounded bg-amber-50 px-2 py-1 text-sm font-semibold text-amber-900 no-underline hover:underline"
                  data-testid="counter-offer-note"
                >
                  Counter-offer {formatMoney(offer.counter_amount)}
                  {offer.counter_expires_at ? ` — respond by ${formatDate(offer.counter_expires_at)}` : ""}
                </Link>
              )}
            </PanelItem>
          ))}
        </PanelList>
      )}
    </Panel>
  );
}
