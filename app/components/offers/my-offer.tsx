// "Your offer" on the judgment page, for a signed-in buyer who made one: its amount, status and
// expiry (a pending offer past its date shows as expired).
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";

export type MyOffer = { id: number; amountCents: number; status: string; expiresAt: string | null; createdAt: string };

const labels: Record<string, { text: string; tone: string }> = {
  pending: { text: "Pending", tone: "bg-brand-50 text-brand-900" },
  accepted: { text: "Accepted", tone: "bg-emerald-100 text-emerald-800" },
  rejected: { text: "Declined", tone: "bg-slate-100 text-slate-700" },
  withdrawn: { text: "Withdrawn", tone: "bg-slate-100 text-slate-700" },
  expired: { text: "Expired", tone: "bg-slate-100 text-slate-700" },
  lapsed: { text: "Lapsed", tone: "bg-slate-100 text-slate-700" },
};

export function MyOfferCard({ offer }: { offer: MyOffer }) {
  const label = labels[offer.status] ?? labels.pending;
  return (
    <section className="card px-5 py-4" aria-labelledby="my-offer-title" data-testid="my-offer" data-status={offer.status}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="my-offer-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Your offer
        </h2>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${label.tone}`} data-testid="my-offer-status">
          {label.text}
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="my-offer-amount">
        {formatMoney(offer.amountCents)}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Made {formatDate(offer.createdAt)}
        {offer.status === "pending" && <> · {offer.expiresAt ? `Expires ${formatDate(offer.expiresAt)}` : "No Expiration Date"}</>}
      </p>
      {offer.status === "rejected" && (
        <p className="mt-2 text-sm text-slate-700">The seller did not take this offer. Nothing was charged.</p>
      )}
    </section>
  );
}
