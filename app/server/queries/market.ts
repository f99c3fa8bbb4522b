// The figures of /market (app/domain/market.ts): completed single sales only (countedSale), two statements.
// The first reads every completed sale once and groups it seven ways at the same time (grouping sets:
// by state, by age band, by each collectability fact, and all of them); the second reads the last
// MARKET_MONTHS months through sale_comparables_paid_idx. Percentiles are PostgreSQL's
// percentile_cont (linear between the closest ranks, as d3-array's quantile), published as whole
// percents. Figures of groups under the floor, or within 1–4 sales of every completed sale (each
// group nests in that one), are dropped here (salesGroup), so they never reach a page; no identity is read.
import { sql } from "drizzle-orm";
import { type AgeBand } from "~/domain/comparables/bands";
import { easternInstant } from "~/domain/business-days";
import {
  marketAgeBands,
  marketFacts,
  marketMonths,
  monthAfter,
  salesGroup,
  type FactSales,
  type MarketFactKey,
  type MarketOverview,
  type SalesGroup,
} from "~/domain/market";
import type { Executor } from "~/server/db/client";
import { saleComparables as s } from "~/server/db/schema";
import { countedSale } from "~/server/queries/completed-sales";
import { cachedStates } from "~/server/queries/reference-cache";
import { perDatabase } from "~/server/short-cache";

type Aggregate = { sales: string | number; p25: number | null; p50: number | null; p75: number | null };

type GroupedRow = Aggregate & {
  dimension: "state" | "age" | MarketFactKey | "total";
  state_id: number | null;
  age_band: AgeBand | null;
  litigation: string | null;
  debtor_real_estate: boolean | null;
  debtor_employed: boolean | null;
  debtor_attorney: boolean | null;
};

const quartiles = sql`count(*) as sales,
  percentile_cont(0.25) within group (order by ${s.shareBps}) as p25,
  percentile_cont(0.5) within group (order by ${s.shareBps}) as p50,
  percentile_cont(0.75) within group (order by ${s.shareBps}) as p75`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A row's count and shares as published (salesGroup: whole percents; none under the floor, nor for a
 * group within 1–4 sales of every completed sale, `total`, the group each of the others nests in).
 */
function nestedGroupOf(row: Aggregate | undefined, total?: number): SalesGroup {
  if (!row) return { sales: 0, shares: null };
  const bps = (value: number | null) => Number(value ?? 0);
  return salesGroup(Number(row.sales), { p25: bps(row.p25), median: bps(row.p50), p75: bps(row.p75) }, total);
}

/** The value each fact's row holds in its own column. */
const factValue: Record<MarketFactKey, (row: GroupedRow) => string | boolean | null> = {
  litigation: (row) => row.litigation,
  realEstate: (row) => row.debtor_real_estate,
  employed: (row) => row.debtor_employed,
  attorney: (row) => row.debtor_attorney,
};

async function groupedSales(db: Executor): Promise<GroupedRow[]> {
  const result = await db.execute(sql`
    select case
        when grouping(${s.stateId}) = 0 then 'state'
        when grouping(${s.ageBand}) = 0 then 'age'
        when grouping(${s.litigation}) = 0 then 'litigation'
        when grouping(${s.debtorRealEstate}) = 0 then 'realEstate'
        when grouping(${s.debtorEmployed}) = 0 then 'employed'
        when grouping(${s.debtorAttorney}) = 0 then 'attorney'
        else 'total' end as dimension,
      ${s.stateId} as state_id, ${s.ageBand} as age_band, ${s.litigation} as litigation,
      ${s.debtorRealEstate} as debtor_real_estate, ${s.debtorEmployed} as debtor_employed, ${s.debtorAttorney} as debtor_attorney,
      ${quartiles}
    from ${s}
    where ${countedSale}
    group by grouping sets ((${s.stateId}), (${s.ageBand}), (${s.litigation}), (${s.debtorRealEstate}), (${s.debtorEmployed}), (${s.debtorAttorney}), ())`);
  return rowsOf<GroupedRow>(result);
}

type MonthRow = Aggregate & { month: string };

/** Completed sales paid in [from, to), by US Eastern calendar month ('YYYY-MM'). */
async function monthlySales(db: Executor, from: Date, to: Date): Promise<MonthRow[]> {
  const month = sql`to_char(${s.paidAt} at time zone 'America/New_York', 'YYYY-MM')`;
  const result = await db.execute(sql`
    select ${month} as month, ${quartiles}
    from ${s}
    where ${s.paidAt} >= ${from.toISOString()}::timestamptz and ${s.paidAt} < ${to.toISOString()}::timestamptz and ${countedSale}
    group by 1`);
  return rowsOf<MonthRow>(result);
}

/** Everything /market shows, as of `today` ('YYYY-MM-DD', US Eastern: the last month is today's). */
export async function loadMarketOverview(db: Executor, today: string): Promise<MarketOverview> {
  const months = marketMonths(today);
  const from = easternInstant(`${months[0]}-01`, 0, 0, 0);
  const to = easternInstant(monthAfter(months[months.length - 1]), 0, 0, 0);
  const [grouped, monthly, states] = await Promise.all([groupedSales(db), monthlySales(db, from, to), cachedStates(db)]);

  const of = (dimension: GroupedRow["dimension"]) => grouped.filter((row) => row.dimension === dimension);
  const totalRow = of("total")[0];
  const totalSales = Number(totalRow?.sales ?? 0);
  const groupOf = (row: Aggregate | undefined) => nestedGroupOf(row, totalSales);
  const stateById = new Map(states.map((state) => [state.id, state]));
  const byState = of("state").flatMap((row) => {
    const state = stateById.get(Number(row.state_id));
    return state ? [{ stateId: state.id, code: state.abbreviation, name: state.name, ...groupOf(row) }] : [];
  });
  const ages = marketAgeBands.map((band) => ({ band, ...groupOf(of("age").find((row) => row.age_band === band)) }));
  const facts: FactSales[] = marketFacts.flatMap((fact) =>
    fact.groups.map((group) => ({
      fact: fact.key,
      label: group.label,
      ...groupOf(of(fact.key).find((row) => factValue[fact.key](row) === group.value)),
    })),
  );
  const monthRows = new Map(monthly.map((row) => [row.month, row]));
  return {
    total: nestedGroupOf(totalRow),
    states: byState.sort((a, b) => a.name.localeCompare(b.name)),
    ages,
    facts,
    months: months.map((month) => ({ month, ...groupOf(monthRows.get(month)) })),
  };
}

const overviewCache = perDatabase<MarketOverview>(2);

/**
 * The overview kept `cacheSeconds` per process (config.figuresCacheSeconds; 0: read every time): the
 * figures are the same for everyone, members and visitors alike, and cost two statements over every
 * completed sale (about 0.6 s at 90,000 sales), so neither a member nor a request with any cookie (which
 * passes the page cache by) makes them again. Keyed by the day, US Eastern: a new month starts at once.
 */
export function cachedMarketOverview(db: Executor, today: string, cacheSeconds: number): Promise<MarketOverview> {
  return overviewCache(db).get(today, cacheSeconds * 1000, () => loadMarketOverview(db, today));
}
