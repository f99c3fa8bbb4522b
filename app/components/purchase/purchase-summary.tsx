// What the buyer pays for a judgment: the agreed amount, the buyer's fee, the total and the deadline.
import { formatDate } from "~/domain/dates";
import { shownPriceLabels } from "~/domain/listing-price";
import { formatMoney } from "~/domain/money";

type Props = { agreedCents: number; buyerFeeCents: number; totalCents: number; paymentDueAt: string | null };

export function PurchaseSummary({ agreedCents, buyerFeeCents, totalCents, paymentDueAt }: Props) {
  return (
    <dl className="space-y-2 text-sm" data-testid="purchase-summary">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{shownPriceLabels.agreed}</dt>
        <dd className="tabular-nums" data-testid="purchase-agreed">
          {formatMoney(agreedCents)}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">Buyer's fee</dt>
        <dd className="tabular-nums" data-testid="purchase-fee">
          {formatMoney(buyerFeeCents)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="purchase-total">
          {formatMoney(totalCents)}
        </dd>
      </div>
      {paymentDueAt && (
        <div className="flex justify-between gap-4 pt-1">
          <dt className="text-slate-600">Payment due by</dt>
          <dd className="font-medium" data-testid="purchase-due">
            {formatDate(paymentDueAt)}
          </dd>
        </div>
      )}
    </dl>
  );
}
