// My Offers: each offer's amount, the judgment it is on, its status and when it expires; a seller's
// counter-offer waiting on the buyer shows as "Counter-offer $X — respond by …", linking to the answer;
// a negotiated offer shows its thread, compact (the last steps only).
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { OfferStatus } from "~/domain/listing-lifecycle";
import type { ListingKind } from "~/domain/listing-status";
import type { ThreadEvent } from "~/domain/negotiation";
import type { OfferStage } from "~/domain/offer-status";
import { DASHBOARD_THREAD_STEPS, OfferThread } from "~/components/offers/offer-thread";
import { OfferStatusTag } from "~/components/offers/offer-status-tag";
import { Empty, JudgmentLink, Panel, PanelItem, PanelList } from "./panel";

export type OfferItem = {
  id: number;
  amount: number;
  status: OfferStatus;
  /** Where the offer stands in words (app/domain/offer-status.ts): a standing counter-offer, or expired once past its date. */
  stage: OfferStage;
  expires_at: string | null;
  /** The listing offered on; a portfolio (docs/decisions/0055) with its number of judgments. */
  judgment: { id: number; title: string; kind?: ListingKind; portfolio_size?: number | null };
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
              <JudgmentLink
                id={offer.judgment.id}
                title={offer.judgment.title}
                kind={offer.judgment.kind}
                portfolioSize={offer.judgment.portfolio_size}
              />
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
                <span className="font-semibold text-slate-900">{formatMoney(offer.amount)}</span>
                <OfferStatusTag stage={offer.stage} testId="offer-status" />
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
