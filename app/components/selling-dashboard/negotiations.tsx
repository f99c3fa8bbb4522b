// Under an active listing on /selling: its offers in negotiation (countered at least once), each
// with the buyer, the amounts as they stand, whose move it is and the thread, compact. The
// answers themselves are given on the judgment page's offers list, which each one links to.
import { Link } from "react-router";
import { DASHBOARD_THREAD_STEPS, OfferThread } from "~/components/offers/offer-thread";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { SellingNegotiation } from "./selling-types";

function Negotiation({ judgmentId, offer }: { judgmentId: number; offer: SellingNegotiation }) {
  const yourMove = offer.awaiting === "seller";
  return (
    <li className="py-2" data-testid="negotiation" data-awaiting={offer.awaiting}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-900">@{offer.buyerHandle}</span>
        <Link to={`/judgments/${judgmentId}#offers`} className="text-xs font-semibold">
          {yourMove ? "Your move: answer →" : "Waiting for the buyer →"}
        </Link>
      </p>
      <p className="mt-0.5 text-xs text-slate-700" data-testid="negotiation-amounts">
        Buyer's offer <span className="font-semibold tabular-nums">{formatMoney(offer.amountCents)}</span>
        {offer.counterCents !== null && (
          <>
            {" "}
            · your counter <span className="font-semibold tabular-nums">{formatMoney(offer.counterCents)}</span>
            {offer.counterExpiresAt && <> until {formatDate(offer.counterExpiresAt)}</>}
          </>
        )}
      </p>
      <OfferThread thread={offer.thread} viewer="seller" latest={DASHBOARD_THREAD_STEPS} />
    </li>
  );
}

export function Negotiations({ judgmentId, offers }: { judgmentId: number; offers: SellingNegotiation[] }) {
  if (offers.length === 0) return null;
  return (
    <section className="mt-3 rounded-md border border-amber-200 bg-amber-50/40 px-3 py-1" data-testid="negotiations">
      <h3 className="pt-1 text-[11px] font-semibold uppercase tracking-wide text-amber-900">In negotiation</h3>
      <ul className="divide-y divide-amber-100">
        {offers.map((offer) => (
          <Negotiation key={offer.id} judgmentId={judgmentId} offer={offer} />
        ))}
      </ul>
    </section>
  );
}
