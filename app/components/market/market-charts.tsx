// The four charts of /market, each from the figures of app/domain/market.ts: the titles, the
// summaries (with their counts), the tables and the rows the chart components draw. A group under
// the floor shows its count and says "fewer than 5 sales" wherever a share would be; one withheld
// for holding all but a few of the sales says so (medianText).
import {
  ageLabel,
  factSummary,
  ageSummary,
  medianText,
  monthLabel,
  monthShortLabel,
  monthSummary,
  salesCount,
  stateSummary,
  WITHHELD,
} from "~/domain/market";
import { MIN_COMPARABLE_SALES } from "~/domain/comparables/figures";
import type { MarketOverview, SalesGroup } from "~/domain/market";
import { formatPercent } from "~/domain/money";
import type { ChartTable } from "~/components/charts/chart-figure";
import { QuartileBars, type QuartileRow } from "~/components/charts/quartile-bars";
import { TimeSeries } from "~/components/charts/time-series";
import { UsStateMap, type UsMapGeometry } from "~/components/charts/us-state-map";

const percent = (bps: number) => formatPercent(bps);
const QUARTILE_COLUMNS = ["Sales", "25th percentile", "Median", "75th percentile"];
const RANGE_LABEL = "the middle half of the sales (25th to 75th percentile)";

/** A group's row of a quartile table: its count, then its three shares or why there are none. */
function quartileCells(group: SalesGroup): (string | number)[] {
  if (!group.shares) return [group.sales, "not shown", medianText(group), "not shown"];
  return [group.sales, percent(group.shares.p25), percent(group.shares.median), percent(group.shares.p75)];
}

function quartileRow(label: string, group: SalesGroup): QuartileRow {
  const s = group.shares;
  return {
    label,
    detail: salesCount(group.sales),
    quartiles: s && { low: s.p25, median: s.median, high: s.p75 },
    figure: s ? percent(s.median) : medianText(group),
  };
}

export function StateSalesMap({ overview, geometry }: { overview: MarketOverview; geometry: UsMapGeometry }) {
  const table: ChartTable = {
    columns: ["State", "Completed sales", "Median price (share of the balance)"],
    rows: overview.states.map((state) => [state.name, state.sales, medianText(state)]),
  };
  const figures = overview.states.map((state) => ({
    fips: state.stateId,
    value: state.sales,
    note: state.shares
      ? `${salesCount(state.sales)}, median ${percent(state.shares.median)} of the balance`
      : `${salesCount(state.sales)} (${medianText(state)}: no median)`,
  }));
  return (
    <UsStateMap
      id="market-states"
      testId="market-states"
      title="Completed sales by state"
      summary={stateSummary(overview)}
      table={table}
      geometry={geometry}
      figures={figures}
      format={(n) => n.toLocaleString("en-US")}
      integer
      legendTitle="Completed sales"
      noFigure="no completed sales"
    />
  );
}

export function AgeSpread({ overview }: { overview: MarketOverview }) {
  return (
    <QuartileBars
      id="market-ages"
      testId="market-ages"
      title="Price as a share of the balance, by the judgment's age"
      summary={ageSummary(overview.ages)}
      table={{ columns: ["Age at sale", ...QUARTILE_COLUMNS], rows: overview.ages.map((a) => [ageLabel(a.band), ...quartileCells(a)]) }}
      rows={overview.ages.map((a) => quartileRow(ageLabel(a.band), a))}
      format={percent}
      rangeLabel={RANGE_LABEL}
    />
  );
}

export function FactSpread({ overview }: { overview: MarketOverview }) {
  return (
    <QuartileBars
      id="market-facts"
      testId="market-facts"
      title="Price as a share of the balance, by what was known of the debtor"
      summary={factSummary(overview.facts)}
      table={{ columns: ["What the seller stated", ...QUARTILE_COLUMNS], rows: overview.facts.map((f) => [f.label, ...quartileCells(f)]) }}
      rows={overview.facts.map((f) => quartileRow(f.label, f))}
      format={percent}
      rangeLabel={RANGE_LABEL}
    />
  );
}

export function MonthlySales({ overview }: { overview: MarketOverview }) {
  const months = overview.months;
  return (
    <TimeSeries
      id="market-months"
      testId="market-months"
      title="Sales and the median price by month"
      summary={monthSummary(months)}
      table={{
        columns: ["Month", "Completed sales", "Median price (share of the balance)"],
        rows: months.map((m) => [monthLabel(m.month), m.sales, medianText(m)]),
      }}
      points={months.map((m) => ({ key: m.month, name: monthLabel(m.month), count: m.sales, value: m.shares?.median ?? null }))}
      countTitle="Completed sales per month"
      valueTitle="Median price, share of the balance"
      formatValue={percent}
      formatCount={salesCount}
      axisLabel={monthShortLabel}
      noValues={
        months.some((m) => m.sales >= MIN_COMPARABLE_SALES)
          ? `No month's median is shown: ${WITHHELD}`
          : `No month had ${MIN_COMPARABLE_SALES} or more sales yet`
      }
    />
  );
}
