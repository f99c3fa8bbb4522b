// "What it's worth": the estimated balance today (principal, interest, the rate periods with their
// sources), the asking price as a share of it, and the enforceability clock (the next required
// action and its window, the lien's expiry, the hard outer limit, the status "based on the records
// provided"), each with its citation, its confidence and the estimate notice, and the rules
// version used (judgment-rules.md section 5). Server-rendered text only: no state, no effects.
import { formatDate } from "~/domain/dates";
import type { BalanceEstimate, InterestPeriod } from "~/domain/judgment-value/balance";
import type { AppliedPayment } from "~/domain/judgment-value/payments";
import type { EnforcementClock } from "~/domain/judgment-value/clock";
import { formatRatePercent } from "~/domain/judgment-value/facts";
import { confidenceLabels, ESTIMATE_NOTICE, type Confidence } from "~/domain/judgment-value/rules";
import {
  actionWindowText,
  clockStatusText,
  compoundingText,
  deadlineFlag,
  formatCheckedDate,
  LOW_CONFIDENCE_WARNING,
  newestRateText,
  rateFromText,
  rulesVersionText,
  withUsDates,
} from "~/domain/judgment-value/wording";
import { formatMoney, formatPercent } from "~/domain/money";
import { priceShareBps } from "~/domain/fees";
import { BalanceChart } from "~/components/charts/balance-chart";
import { EnforceabilityTimelineChart } from "~/components/charts/enforceability-timeline";
import { DeadlineFlag } from "./deadline-flag";
import type { DetailValue, DetailValueCharts } from "./detail-types";

/** The FAQ entry that explains how the figures are made. */
export const VALUE_FAQ_PATH = "/faq#judgment-value";

const confidenceTone: Record<Confidence, string> = {
  high: "bg-emerald-100 text-emerald-900",
  medium: "bg-sky-100 text-sky-900",
  low: "bg-amber-100 text-amber-900",
};

function ConfidenceBadge({ confidence }: { confidence: Confidence }) {
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${confidenceTone[confidence]}`} data-testid="confidence">
      {confidenceLabels[confidence]}
    </span>
  );
}

/** The notice and the citation that go with every figure. */
function Authority({ citation, confidence }: { citation: string | null; confidence: Confidence | null }) {
  return (
    <div className="mt-3 space-y-1.5 text-xs text-slate-600">
      {(citation || confidence) && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {citation && (
            <span data-testid="citation">
              Source: <cite className="not-italic text-slate-800">{citation}</cite>
            </span>
          )}
          {confidence && <ConfidenceBadge confidence={confidence} />}
        </p>
      )}
      <p data-testid="estimate-notice">{ESTIMATE_NOTICE}</p>
    </div>
  );
}

/** No figure, and why (low confidence, a missing rate table…), with the authority. */
function Unavailable({
  title,
  testId,
  reason,
  citation,
  confidence,
}: {
  title: string;
  testId: string;
  reason: string;
  citation: string | null;
  confidence: Confidence | null;
}) {
  return (
    <>
      <p className="mt-1 font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-700" data-testid={testId}>
        {reason}
      </p>
      <Authority citation={citation} confidence={confidence} />
    </>
  );
}

const sourceText = (p: InterestPeriod) => `${p.source}${p.checked ? ` (checked ${formatCheckedDate(p.checked)})` : ""}`;

type Estimate = Extract<BalanceEstimate, { kind: "estimate" }>;
type TableRow = { kind: "period"; period: InterestPeriod } | { kind: "payment"; payment: AppliedPayment; index: number };

/** The periods and the payments in date order: a payment comes after the period that ends on its day. */
function tableRows(balance: Estimate): TableRow[] {
  const rows: TableRow[] = [];
  let next = 0;
  for (const period of balance.periods) {
    while (next < balance.payments.length && balance.payments[next]!.on <= period.from) {
      rows.push({ kind: "payment", payment: balance.payments[next]!, index: next++ });
    }
    rows.push({ kind: "period", period });
  }
  while (next < balance.payments.length) rows.push({ kind: "payment", payment: balance.payments[next]!, index: next++ });
  return rows;
}

function PeriodRow({ p, cell, source }: { p: InterestPeriod; cell: string; source: number }) {
  return (
    <tr data-testid="rate-period">
      <td className={cell}>
        <span className="whitespace-nowrap">{formatDate(p.from)} –</span> <span className="whitespace-nowrap">{formatDate(p.to)}</span>
      </td>
      <td className={`${cell} text-right`}>{p.days.toLocaleString("en-US")}</td>
      <td className={`${cell} text-right`}>
        {formatRatePercent(p.ratePercent)}
        {p.assumed && <span className="block text-xs text-amber-800">assumed</span>}
      </td>
      <td className={`${cell} text-right`}>{formatMoney(p.interestCents)}</td>
      <td className={`${cell} text-right text-slate-600`}>[{source}]</td>
    </tr>
  );
}

/** A payment received: what it paid of the interest and of the principal, and what was left owing. */
function PaymentRow({ payment, cell }: { payment: AppliedPayment; cell: string }) {
  return (
    <tr className="bg-emerald-50/60" data-testid="payment-period">
      <td className={cell} colSpan={3}>
        <span className="font-medium text-slate-900">Payment received {formatDate(payment.on)}</span>
        <span className="block text-xs text-slate-600">
          {formatMoney(payment.toInterestCents)} to interest, {formatMoney(payment.toPrincipalCents)} to principal; then owing{" "}
          {formatMoney(payment.balanceAfterCents)}
        </span>
      </td>
      <td className={`${cell} text-right font-medium`}>−{formatMoney(payment.amountCents)}</td>
      <td className={cell} />
    </tr>
  );
}

type BalanceProps = {
  balance: BalanceEstimate;
  shareBps: number | null;
  priceCents: number;
  amountCents: number;
  chart: DetailValueCharts["balance"];
};

function Balance({ balance, shareBps, priceCents, amountCents, chart }: BalanceProps) {
  if (balance.kind === "unavailable") return <Unavailable title="No estimate" testId="balance-unavailable" {...balance} />;
  const cell = "px-1 py-1.5 first:pl-0 last:pr-0 sm:px-2";
  // Each rate's source and check date, written once below the table and referred to by number.
  const sources = [...new Set(balance.periods.map(sourceText))];
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        <span className="text-3xl font-bold tabular-nums text-slate-900" data-testid="estimated-balance">
          {formatMoney(balance.balanceCents)}
        </span>{" "}
        (as of {formatDate(balance.asOf)})
      </p>
      <p className="mt-1 text-xs text-slate-600" data-testid="balance-newest-rate">
        {newestRateText(balance)} Sources below the table.
      </p>
      {balance.confidence === "low" && (
        <p
          className="mt-2 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="balance-low-confidence"
        >
          {LOW_CONFIDENCE_WARNING}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Principal (amount awarded)</dt>
          <dd className="font-semibold tabular-nums" data-testid="balance-principal">
            {formatMoney(balance.principalCents)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Interest to date</dt>
          <dd className="font-semibold tabular-nums" data-testid="balance-interest">
            {formatMoney(balance.interestCents)}
          </dd>
        </div>
        {balance.paidCents > 0 && (
          <div>
            <dt className="text-slate-600">Payments received</dt>
            <dd className="font-semibold tabular-nums" data-testid="balance-paid">
              −{formatMoney(balance.paidCents)}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">Asking price</dt>
          <dd className="tabular-nums" data-testid="balance-share">
            <span className="font-semibold">{formatMoney(priceCents)}</span>
            <span className="block text-slate-600">
              {formatPercent(shareBps ?? 0)} of the balance; {formatPercent(priceShareBps(priceCents, amountCents))} of the amount awarded
            </span>
          </dd>
        </div>
      </dl>
      {chart && (
        <div className="mt-5 max-w-md">
          <BalanceChart chart={chart} />
        </div>
      )}
      <p className="mt-3 text-sm text-slate-700" data-testid="balance-rule">
        {balance.label}
        {/compound|simple/i.test(balance.label) ? "" : `. ${compoundingText(balance.compounding)}`}. {rateFromText[balance.rateFrom]}{" "}
        {balance.payments.length
          ? "The payments the seller stated they received are deducted, each paying the interest owed first, then the principal."
          : "No payments are deducted."}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-xs sm:text-sm" data-testid="rate-periods">
          <caption className="sr-only">Interest periods</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className={cell}>
                Period
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Days
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Rate
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Interest
              </th>
              <th scope="col" className={`${cell} text-right`}>
                <span className="sr-only sm:not-sr-only">Source</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {tableRows(balance).map((row) =>
              row.kind === "payment" ? (
                <PaymentRow key={`payment-${row.index}`} payment={row.payment} cell={cell} />
              ) : (
                <PeriodRow key={row.period.from} p={row.period} cell={cell} source={sources.indexOf(sourceText(row.period)) + 1} />
              ),
            )}
          </tbody>
        </table>
      </div>
      <ol className="mt-2 space-y-0.5 text-xs text-slate-600" aria-label="Rate sources" data-testid="rate-sources">
        {sources.map((source, i) => (
          <li key={source}>
            [{i + 1}] {source}
          </li>
        ))}
      </ol>
      {balance.contested && (
        <div className="mt-3 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="balance-contested">
          <p className="font-semibold">Contested: {formatMoney(balance.contested.balanceCents)} under the other reading</p>
          <p className="mt-1">{balance.contested.note}</p>
          <p className="mt-1">
            {balance.contested.label}: interest {formatMoney(balance.contested.interestCents)}. Source:{" "}
            <cite className="not-italic">{balance.contested.citation}</cite>.
          </p>
        </div>
      )}
      <Authority citation={balance.citation} confidence={balance.confidence} />
    </>
  );
}

function Clock({ clock, asOf, chart }: { clock: EnforcementClock; asOf: string; chart: DetailValueCharts["timeline"] }) {
  if (clock.kind === "unavailable") return <Unavailable title="No dates" testId="clock-unavailable" {...clock} />;
  const flag = deadlineFlag(clock, asOf);
  const rows: [label: string, value: string, testId: string][] = [];
  if (clock.nextAction) {
    const action = clock.nextAction;
    rows.push(["Next required action", `${action.label}. ${actionWindowText(action, asOf)}.`, "clock-next-action"]);
    if (action.method) rows.push(["How", action.method, "clock-method"]);
  }
  if (clock.lienExpiresOn) rows.push(["Lien expiry (estimated)", formatDate(clock.lienExpiresOn), "clock-lien"]);
  if (clock.hardLimitOn) rows.push(["Hard outer limit", formatDate(clock.hardLimitOn), "clock-hard-limit"]);
  rows.push([
    "Enforceable until (estimated)",
    clock.enforceableUntil ? formatDate(clock.enforceableUntil) : "No fixed end date",
    "clock-until",
  ]);
  return (
    <>
      {flag && (
        <div className="mt-2">
          <DeadlineFlag flag={flag} />
        </div>
      )}
      <p className="mt-2 text-sm font-medium text-slate-900" data-testid="clock-status" data-status={clock.status}>
        {clockStatusText(clock)}
      </p>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="grid gap-1 py-1.5 sm:grid-cols-3 sm:gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900 sm:col-span-2" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {chart && (
        <div className="mt-5 max-w-md">
          <EnforceabilityTimelineChart chart={chart} />
        </div>
      )}
      <p className="mt-3 text-sm text-slate-700">{clock.summary}</p>
      <p className="mt-3 text-sm font-medium text-slate-700">Assumptions</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700" data-testid="clock-assumptions">
        {clock.assumptions.map((a) => (
          <li key={a}>{withUsDates(a)}</li>
        ))}
      </ul>
      <Authority citation={clock.citation} confidence={clock.confidence} />
    </>
  );
}

export function DetailValueSection({
  value,
  charts,
  priceCents,
  amountCents,
}: {
  value: DetailValue;
  /** The balance over time and the enforceability timeline, drawn by the loader. */
  charts: DetailValueCharts;
  priceCents: number;
  amountCents: number;
}) {
  const heading = "text-sm font-semibold uppercase tracking-wide text-slate-600";
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="value-title" id="judgment-value" data-testid="judgment-value">
      <h2 id="value-title" className="text-lg font-semibold">
        What it's worth
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Estimates for {formatDate(value.asOf)} from the records the seller provided and {value.stateName ?? "the state"}'s rules.{" "}
        <a href={VALUE_FAQ_PATH}>How these figures are made</a>
      </p>
      <div className="mt-5" data-testid="value-balance">
        <h3 className={heading}>Estimated balance today</h3>
        <Balance
          balance={value.balance}
          shareBps={value.shareBps}
          priceCents={priceCents}
          amountCents={amountCents}
          chart={charts.balance}
        />
      </div>
      <div className="mt-6 border-t border-slate-200 pt-5" data-testid="value-clock">
        <h3 className={heading}>Enforceability clock</h3>
        <Clock clock={value.clock} asOf={value.asOf} chart={charts.timeline} />
      </div>
      <p className="mt-5 border-t border-slate-200 pt-3 text-xs text-slate-600" data-testid="rules-version">
        {rulesVersionText(value.rules)}.
      </p>
    </section>
  );
}
