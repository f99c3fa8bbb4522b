// The seller's pricing guide (seller spec section 9): what judgments typically sell for, as a share
// of the judgment amount, depending on what is known about the debtor.
import { feeSchedule } from "~/config/fees";
import { formatPercent } from "~/domain/money";

export const pricingGuide = [
  {
    situation: "No information about the debtor",
    detail: "You have the judgment but no current address, employer or assets on file.",
    fromBps: 100,
    toBps: 500,
  },
  {
    situation: "Assets or employment information",
    detail: "You know where the debtor works, banks or owns property.",
    fromBps: 300,
    toBps: 2_000,
  },
  {
    situation: "The debtor is paying",
    detail: "Payments are being made under a payment plan or garnishment.",
    fromBps: 2_000,
    toBps: 5_000,
  },
] as const;

export function PricingGuide() {
  const recommended = feeSchedule.recommendedPriceBps;
  return (
    <div className="space-y-4">
      <div className="card overflow-x-auto">
        <table className="w-full text-sm" data-testid="pricing-guide">
          <caption className="px-4 pt-4 text-left text-sm text-slate-600">Typical asking prices as a share of the judgment amount.</caption>
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className="px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                What you know
              </th>
              <th scope="col" className="px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                Typical price
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {pricingGuide.map((row) => (
              <tr key={row.situation}>
                <td className="px-4 py-3 align-top">
                  <span className="font-medium text-slate-900">{row.situation}</span>
                  <span className="mt-0.5 block text-slate-600">{row.detail}</span>
                </td>
                <td className="whitespace-nowrap px-4 py-3 align-top font-semibold text-slate-900">
                  {formatPercent(row.fromBps)}–{formatPercent(row.toBps)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="rounded-md border border-accent-600/30 bg-emerald-50 px-4 py-3 text-sm text-slate-800">
        <strong>Our recommendation:</strong> ask between {formatPercent(recommended.min)} and {formatPercent(recommended.max)} of the
        judgment amount. Realistic prices attract offers sooner.
      </p>
    </div>
  );
}
