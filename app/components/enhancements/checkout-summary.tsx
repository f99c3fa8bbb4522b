// The one checkout's summary table: the listing fee (its tier and which price set it), each
// enhancement (included with premium: $0), the premium discount and the total.
import { feeSchedule } from "~/config/fees";
import type { CartLine } from "~/domain/enhancements";
import { formatMoney, formatPercent } from "~/domain/money";

export type CheckoutFee = { dueCents: number; tierLabel: string; basis: string };

export function CheckoutSummary({
  fee,
  lines,
  discountCents,
  totalCents,
}: {
  fee: CheckoutFee | null;
  lines: CartLine[];
  discountCents: number;
  totalCents: number;
}) {
  const td = "px-3 py-3 sm:px-4";
  return (
    <table className="w-full text-sm" data-testid="checkout-summary">
      <caption className="sr-only">What you pay</caption>
      <tbody className="divide-y divide-slate-100 border-y border-slate-200">
        {fee && (
          <tr data-testid="checkout-line" data-code="listing_fee">
            <th scope="row" className={`${td} text-left font-medium text-slate-800`}>
              Listing fee <span className="font-normal text-slate-500">({fee.tierLabel})</span>
              <span className="mt-1 block text-xs font-normal text-slate-500">{fee.basis}</span>
            </th>
            <td className={`${td} text-right align-top tabular-nums`}>{formatMoney(fee.dueCents)}</td>
          </tr>
        )}
        {lines.map((line) => (
          <tr key={line.id} data-testid="checkout-line" data-code={line.code}>
            <th scope="row" className={`${td} text-left font-medium text-slate-800`}>
              {line.code === "premium" ? `${line.name} (one month)` : line.name}
              {line.included && <span className="mt-1 block text-xs font-normal text-accent-700">Included with premium</span>}
            </th>
            <td className={`${td} text-right align-top tabular-nums`}>
              {line.included ? (
                <>
                  <s className="mr-2 text-slate-400">{formatMoney(line.listCents)}</s>
                  {formatMoney(0)}
                </>
              ) : (
                formatMoney(line.listCents)
              )}
            </td>
          </tr>
        ))}
        {discountCents > 0 && (
          <tr className="text-accent-700" data-testid="checkout-discount">
            <th scope="row" className={`${td} text-left font-normal`}>
              Premium member discount ({formatPercent(feeSchedule.premiumEnhancementDiscountBps)})
            </th>
            <td className={`${td} text-right tabular-nums`}>{formatMoney(-discountCents)}</td>
          </tr>
        )}
        <tr className="bg-slate-50">
          <th scope="row" className={`${td} text-left font-semibold text-slate-900`}>
            Total
          </th>
          <td className={`${td} text-right text-base font-bold text-slate-900`} data-testid="checkout-total">
            {formatMoney(totalCents)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
