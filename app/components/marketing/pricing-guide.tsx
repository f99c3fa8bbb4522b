// The seller's pricing guide (seller spec section 9) as a table: what judgments typically sell for,
// as a share of the judgment amount, by what is known of the debtor. It is shown as what it is, a
// rule of thumb from before any sales (the table is app/domain/pricing-guide.ts). Beside it goes
// what similar judgments measurably sold for on this marketplace (issue 31's comparable sales), when
// a page has that figure to pass in `measured`; without it nothing stands in its place.
import type { ReactNode } from "react";
import { guideRangeText, PRIOR_LABEL, pricingGuide } from "~/domain/pricing-guide";

type Props = {
  /**
   * What similar judgments sold for here (the comparable sales' figures and their counts), shown
   * beside the rule of thumb. Absent until a page has measured figures: no placeholder, no estimate.
   */
  measured?: ReactNode;
};

export function PricingGuide({ measured }: Props) {
  return (
    <div className="space-y-4" data-testid="pricing-guide-section">
      <div className={measured ? "grid gap-4 lg:grid-cols-2" : undefined}>
        <div className="card overflow-x-auto">
          <table className="w-full text-sm" data-testid="pricing-guide">
            <caption className="px-4 pt-4 text-left text-sm text-slate-600">
              <span className="block font-semibold text-slate-900" data-testid="pricing-guide-prior">
                {PRIOR_LABEL}
              </span>
              Typical asking prices as a share of the judgment amount, by what you know of the debtor; not figures from sales on this
              marketplace.
            </caption>
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
                  <td className="whitespace-nowrap px-4 py-3 align-top font-semibold text-slate-900">{guideRangeText(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {measured && <div data-testid="pricing-measured">{measured}</div>}
      </div>
      <p className="rounded-md border border-accent-600/30 bg-emerald-50 px-4 py-3 text-sm text-slate-800" data-testid="pricing-advice">
        <strong>Our advice:</strong> ask within the row that matches what you know of the debtor. The more you can show about the
        debtor&rsquo;s work, accounts, property or payments, the higher in the table your judgment belongs. Realistic prices attract offers
        sooner.
      </p>
    </div>
  );
}
