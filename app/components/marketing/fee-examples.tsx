// Worked examples of the sale fees, computed by app/domain/fees.ts for a few agreed amounts.
import { buyerFee, buyerTotal, sellerFee, sellerPayout } from "~/domain/fees";
import { formatMoney } from "~/domain/money";

const exampleAmounts = [30_000, 250_000, 1_000_000];
const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const td = "whitespace-nowrap px-4 py-3";

export function BuyerFeeExamples() {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-sm" data-testid="buyer-fee-examples">
        <caption className="px-4 pt-4 text-left text-sm text-slate-600">What a buyer pays, by agreed amount.</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={th}>
              Agreed amount
            </th>
            <th scope="col" className={th}>
              Marketplace fee
            </th>
            <th scope="col" className={th}>
              You pay
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {exampleAmounts.map((cents) => (
            <tr key={cents}>
              <td className={td}>{formatMoney(cents)}</td>
              <td className={td}>{formatMoney(buyerFee(cents))}</td>
              <td className={`${td} font-semibold text-slate-900`}>{formatMoney(buyerTotal(cents))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SellerFeeExamples() {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-sm" data-testid="seller-fee-examples">
        <caption className="px-4 pt-4 text-left text-sm text-slate-600">What a seller receives, by sale price.</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={th}>
              Sale price
            </th>
            <th scope="col" className={th}>
              Final value fee
            </th>
            <th scope="col" className={th}>
              You receive
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {exampleAmounts.map((cents) => (
            <tr key={cents}>
              <td className={td}>{formatMoney(cents)}</td>
              <td className={td}>{formatMoney(sellerFee(cents))}</td>
              <td className={`${td} font-semibold text-slate-900`}>{formatMoney(sellerPayout(cents))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
