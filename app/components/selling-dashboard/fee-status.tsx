// The listing fee of a listing waiting for review: free, paid, or due with a link to the checkout.
import { Link } from "react-router";
import { formatMoney } from "~/domain/money";
import { checkoutPath, type FeeState } from "~/domain/listing-facts";

/** `payable`: the checkout takes the fee now (not for a declined listing: it is paid once resubmitted). */
export function FeeStatus({ fee, judgmentId, payable = true }: { fee: FeeState; judgmentId: number; payable?: boolean }) {
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
          {payable ? (
            <Link to={checkoutPath(judgmentId)} className="btn-accent mt-1.5 px-3 py-1 text-xs" data-testid="pay-fee">
              Pay listing fee
            </Link>
          ) : (
            <span className="mt-0.5 block text-xs text-slate-600">Payable once resubmitted</span>
          )}
        </span>
      );
  }
}
