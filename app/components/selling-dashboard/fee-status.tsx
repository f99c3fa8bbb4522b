// The listing fee of a listing waiting for review: free, paid, or due with a link to the checkout.
import { Link } from "react-router";
import { formatMoney } from "~/domain/money";
import { checkoutPath, type FeeState } from "~/domain/listing-facts";

export function FeeStatus({ fee, judgmentId }: { fee: FeeState; judgmentId: number }) {
  switch (fee.kind) {
    case "free":
      return (
        <span className="text-slate-700" data-testid="fee-status">
          Free
        </span>
      );
    case "paid":
      return (
        <span className="text-emerald-800" data-testid="fee-status">
          Paid <span className="tabular-nums">{formatMoney(fee.paidCents)}</span>
        </span>
      );
    case "due":
      return (
        <span className="block" data-testid="fee-status">
          <span className="font-semibold text-amber-900">
            Unpaid: <span className="tabular-nums">{formatMoney(fee.dueCents)}</span>
          </span>
          <Link to={checkoutPath(judgmentId)} className="btn-accent mt-1.5 px-3 py-1 text-xs" data-testid="pay-fee">
            Pay listing fee
          </Link>
        </span>
      );
  }
}
