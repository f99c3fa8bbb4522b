// The judgment page's two pictures of "What it's worth" (issue 31, item 3), for every audience: the
// balance over time and the enforceability timeline, each with its title, its sentence and its
// table, laid out here on the server (app/components/charts/drawing.ts says why). The series come
// from the same value the page's tables show (app/domain/judgment-value/).
import type { BalanceDrawing } from "~/components/charts/balance-chart";
import type { ChartTable } from "~/components/charts/chart-figure";
import type { DrawnChart } from "~/components/charts/drawing";
import type { TimelineDrawing } from "~/components/charts/enforceability-timeline";
import { formatDate } from "~/domain/dates";
import {
  balanceSeriesOf,
  balanceSummary,
  projectionEndWords,
  type BalancePoint,
  type BalanceSeries,
} from "~/domain/judgment-value/balance-series";
import { enforceabilityTimeline, timelineSummary, type EnforceabilityTimeline } from "~/domain/judgment-value/enforceability-timeline";
import type { JudgmentValue, RuleBook, ValueInput } from "~/domain/judgment-value/value";
import { formatMoney } from "~/domain/money";
import { layoutBalance } from "~/server/charts/balance-layout";
import { layoutTimeline } from "~/server/charts/timeline-layout";

export type ValueCharts = { balance: DrawnChart<BalanceDrawing> | null; timeline: DrawnChart<TimelineDrawing> | null };

export type ValueChartsInput = {
  rules: RuleBook;
  input: ValueInput;
  /** The value for `asOf` (today) the page shows. */
  value: JudgmentValue;
  asOf: string;
  buyNowCents: number | null;
  /** The highest offer this viewer may see (null when none, or the offers are private to them). */
  highestOfferCents: number | null;
};

export function valueCharts({ rules, input, value, asOf, buyNowCents, highestOfferCents }: ValueChartsInput): ValueCharts {
  const series = balanceSeriesOf(value, input, rules, asOf, { buyNowCents, highestOfferCents });
  const timeline = enforceabilityTimeline(
    value.clock,
    { enteredOn: input.dateAwarded, lastRenewedOn: input.facts.lastRenewedOn ?? null },
    asOf,
  );
  return {
    balance: series && {
      id: "balance-chart",
      title: "The balance over time",
      summary: balanceSummary(series),
      table: balanceTable(series),
      drawing: layoutBalance(series),
    },
    timeline: timeline && {
      id: "enforceability-timeline",
      title: "Enforceability timeline",
      summary: timelineSummary(timeline),
      table: timelineTable(timeline),
      drawing: layoutTimeline(timeline),
    },
  };
}

function pointWords(point: BalancePoint, series: BalanceSeries): string {
  switch (point.what) {
    case "awarded":
      return "Amount awarded";
    case "period":
      return point.on > series.asOf ? "Projected, with interest to this date" : "With interest to this date";
    case "payment":
      return `After a payment of ${formatMoney(point.paidCents ?? 0)}`;
    case "today":
      return "Today";
    case "projected":
      return `Projected to ${series.projectedTo ? projectionEndWords[series.projectedTo.what] : "the end"}`;
  }
}

function balanceTable(series: BalanceSeries): ChartTable {
  // The projection starts at today's point, already in the table.
  const points = [...series.actual, ...series.projected.slice(1)];
  return {
    columns: ["Date", "Balance", "What"],
    rows: [
      ...points.map((p) => [formatDate(p.on), formatMoney(p.cents), pointWords(p, series)]),
      ...series.lines.map((l) => [l.label, formatMoney(l.cents), "A line across the chart"]),
    ],
  };
}

function timelineTable(timeline: EnforceabilityTimeline): ChartTable {
  const rows = timeline.points.map((p) => ({ on: p.on, row: [formatDate(p.on), p.label, p.notes.join(" "), p.citation] }));
  rows.push({ on: timeline.asOf, row: [formatDate(timeline.asOf), "Today", "", ""] });
  // Today after the dates of the same day: it is marked, they happened.
  rows.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
  return { columns: ["Date", "What", "Rests on", "Source"], rows: rows.map((r) => r.row) };
}
