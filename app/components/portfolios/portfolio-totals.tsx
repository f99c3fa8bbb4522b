// A portfolio's totals of its judgments (portfolioTotals, app/domain/portfolios.ts): face value,
// estimated balance today, the price's share of each, states, age spread, collectability facts and
// verification. On the portfolio's page and in the grouping form's preview.
import { formatDate } from "~/domain/dates";
import { formatMoney, formatPercent } from "~/domain/money";
import type { PortfolioTotals as Totals } from "~/domain/portfolios";

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-sm text-slate-900 sm:col-span-2" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function PortfolioTotals({ totals, priceCents, title = "Totals" }: { totals: Totals; priceCents: number; title?: string }) {
  return (
    <section
      className="card scroll-mt-24 p-5 sm:p-6"
      id="judgment-value"
      aria-labelledby="portfolio-totals-title"
      data-testid="portfolio-totals"
    >
      <h2 id="portfolio-totals-title" className="text-lg font-semibold">
        {title}
      </h2>
      <dl className="mt-2 divide-y divide-slate-200">
        <Row label="Judgments" testId="totals-count">
          {totals.count}
        </Row>
        <Row label="Face value" testId="totals-face-value">
          <span className="tabular-nums">{formatMoney(totals.faceValueCents)}</span>
          <span className="text-slate-600"> · price {formatPercent(totals.priceShareOfFaceBps)} of it</span>
        </Row>
        <Row label="Estimated balance today" testId="totals-balance">
          <span className="tabular-nums">{totals.balanceText}</span>
          {totals.priceShareOfBalanceBps !== null && (
            <span className="text-slate-600"> · price {formatPercent(totals.priceShareOfBalanceBps)} of it</span>
          )}
          <span className="block text-xs text-slate-500">Each judgment's estimate, summed (an estimate, not legal advice).</span>
        </Row>
        <Row label="Asking price" testId="totals-price">
          <span className="tabular-nums">{formatMoney(priceCents)}</span>
        </Row>
        <Row label="States" testId="totals-states">
          {totals.statesText}
        </Row>
        {totals.ages && (
          <Row label="Awarded" testId="totals-ages">
            {formatDate(totals.ages.oldest)} to {formatDate(totals.ages.newest)}
            <span className="text-slate-600"> · median age {totals.ages.medianYears} years</span>
          </Row>
        )}
        <Row label="Collectability" testId="totals-facts">
          <ul className="space-y-0.5">
            {totals.facts.map((fact) => (
              <li key={fact.label}>
                <span className="text-slate-600">{fact.label}:</span> {fact.text}
              </li>
            ))}
          </ul>
        </Row>
        <Row label="Verified against the court record" testId="totals-verified">
          {totals.verifiedText}
        </Row>
      </dl>
    </section>
  );
}
