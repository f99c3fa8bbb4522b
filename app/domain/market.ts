// What /market shows (issue 31, docs/decisions/0050): the marketplace's completed sales grouped by
// state, by the judgment's age, by what was known of the debtor and by month, each group with its
// count and, from 5 sales up, the price paid as a share of the estimated balance on the day of sale
// (25th, 50th and 75th percentile). Below 5 sales a group shows its count only: a figure from one or
// two sales would tell the world what a named seller accepted. Pure: the figures come from
// app/server/queries/market.ts, the words from here.
import { ageBands, ageBandLabels, type AgeBand } from "~/domain/comparables/bands";
import { MIN_COMPARABLE_SALES, publishable, publishedShareBps } from "~/domain/comparables/figures";
import { formatPercent } from "~/domain/money";

/** Shares of the estimated balance in basis points (1% = 100): as PostgreSQL's percentile_cont gives them, then as published (whole percents). */
export type ShareQuartiles = { p25: number; median: number; p75: number };

/** A group of completed sales: how many, and their shares once there are MIN_COMPARABLE_SALES or more (the comparables' floor). */
export type SalesGroup = { sales: number; shares: ShareQuartiles | null };

/**
 * A group's count and its shares as published (each rounded to a whole percent, the comparables'
 * one rule), or no shares when they may not be published: below the floor, or nested in the wider
 * group `widerSales` (every completed sale) with 1–4 sales more, whose shares could then be worked out
 * by difference (`publishable`, app/domain/comparables/figures.ts). The one place /market applies them.
 */
export function salesGroup(sales: number, shares: ShareQuartiles, widerSales?: number): SalesGroup {
  if (!publishable(sales, widerSales === undefined ? [] : [widerSales])) return { sales, shares: null };
  return {
    sales,
    shares: { p25: publishedShareBps(shares.p25), median: publishedShareBps(shares.median), p75: publishedShareBps(shares.p75) },
  };
}

/** The collectability facts /market compares, each as its two stated answers (a fact not stated is left out). */
export const marketFacts = [
  {
    key: "litigation",
    groups: [
      { value: "litigated", label: "Litigated" },
      { value: "default", label: "Default judgment" },
    ],
  },
  {
    key: "realEstate",
    groups: [
      { value: true, label: "Debtor owns real estate" },
      { value: false, label: "Debtor owns no real estate" },
    ],
  },
  {
    key: "employed",
    groups: [
      { value: true, label: "Debtor employed" },
      { value: false, label: "Debtor not employed" },
    ],
  },
  {
    key: "attorney",
    groups: [
      { value: true, label: "Debtor had an attorney" },
      { value: false, label: "Debtor had no attorney" },
    ],
  },
] as const;
export type MarketFactKey = (typeof marketFacts)[number]["key"];

export type StateSales = SalesGroup & { stateId: number; code: string; name: string };
export type AgeSales = SalesGroup & { band: AgeBand };
export type FactSales = SalesGroup & { fact: MarketFactKey; label: string };
export type MonthSales = SalesGroup & { month: string };

export type MarketOverview = {
  /** Every completed sale. */
  total: SalesGroup;
  /** The states with at least one completed sale, by name. */
  states: StateSales[];
  /** Every age band, youngest first (a band without sales has 0). */
  ages: AgeSales[];
  /** Both answers of every fact in marketFacts' order. */
  facts: FactSales[];
  /** The last MARKET_MONTHS calendar months (US Eastern), oldest first, this month last. */
  months: MonthSales[];
};

/** How many months the monthly chart covers, the current one included. */
export const MARKET_MONTHS = 24;

/** The MARKET_MONTHS months ('YYYY-MM') ending with the month of `today` ('YYYY-MM-DD'), oldest first. */
export function marketMonths(today: string): string[] {
  const [year, month] = today.split("-").map(Number);
  const last = year * 12 + (month - 1);
  return Array.from({ length: MARKET_MONTHS }, (_, i) => {
    const n = last - (MARKET_MONTHS - 1) + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
  });
}

/** The first day ('YYYY-MM-DD') of the month after a 'YYYY-MM' month. */
export function monthAfter(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, "0")}-01`;
}

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "March 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return `${monthNames[m - 1]} ${year}`;
}

/** "Mar 26": an axis label. */
export function monthShortLabel(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return `${monthNames[m - 1].slice(0, 3)} ${String(year).slice(2)}`;
}

export function salesCount(sales: number): string {
  return `${sales.toLocaleString("en-US")} ${sales === 1 ? "sale" : "sales"}`;
}

/** Why a group of MIN_COMPARABLE_SALES or more shows no share: it holds all but one to four of the sales (salesGroup). */
export const WITHHELD = "withheld to keep a few sales private";

/** What a group's median reads as: the share, or why there is none. */
export function medianText(group: SalesGroup): string {
  if (group.sales === 0) return "no sales";
  if (group.shares) return formatPercent(group.shares.median);
  return group.sales < MIN_COMPARABLE_SALES ? `fewer than ${MIN_COMPARABLE_SALES} sales` : WITHHELD;
}

export function ageLabel(band: AgeBand): string {
  return ageBandLabels[band];
}

/** Every age band, youngest first. */
export const marketAgeBands: readonly AgeBand[] = ageBands;

// The charts' summaries: what each picture says, with its counts, in a sentence a screen reader
// reads first and everyone sees.

export function stateSummary(overview: Pick<MarketOverview, "total" | "states">): string {
  const { total, states } = overview;
  const where = `${total.sales.toLocaleString("en-US")} completed ${total.sales === 1 ? "sale" : "sales"} in ${states.length} ${states.length === 1 ? "state" : "states"}`;
  const median = total.shares
    ? `the median price was ${formatPercent(total.shares.median)} of the balance`
    : `fewer than ${MIN_COMPARABLE_SALES} sales, so no median is shown`;
  const busiest = [...states].sort((a, b) => b.sales - a.sales || a.name.localeCompare(b.name))[0];
  const most = busiest ? `; the most in ${busiest.name} (${salesCount(busiest.sales)})` : "";
  return `${where}; ${median}${most}.`;
}

/** "under 2 years old: 14% (23 sales)" for each group in order; "fewer than 5 sales (3)" below the floor. */
function groupList(groups: { label: string; group: SalesGroup }[]): string {
  return groups
    .map(({ label, group }) => {
      if (group.shares) return `${label}: ${formatPercent(group.shares.median)} (${salesCount(group.sales)})`;
      return `${label}: ${medianText(group)}${group.sales > 0 ? ` (${group.sales})` : ""}`;
    })
    .join("; ");
}

export function ageSummary(ages: AgeSales[]): string {
  return `Median price as a share of the balance, by the judgment's age at sale: ${groupList(ages.map((a) => ({ label: ageLabel(a.band), group: a })))}.`;
}

export function factSummary(facts: FactSales[]): string {
  return `Median price as a share of the balance, by what the seller stated: ${groupList(facts.map((f) => ({ label: f.label, group: f })))}.`;
}

export function monthSummary(months: MonthSales[]): string {
  const sales = months.reduce((sum, m) => sum + m.sales, 0);
  const first = monthLabel(months[0].month);
  const last = monthLabel(months[months.length - 1].month);
  const busiest = months.reduce((best, m) => (m.sales > best.sales ? m : best), months[0]);
  const shown = months.filter((m) => m.shares);
  const volume = `${salesCount(sales)} from ${first} to ${last}${busiest.sales > 0 ? `, the most in ${monthLabel(busiest.month)} (${busiest.sales})` : ""}`;
  if (shown.length === 0 && months.some((m) => m.sales >= MIN_COMPARABLE_SALES))
    return `${volume}; no monthly median is shown (${WITHHELD}).`;
  if (shown.length === 0) return `${volume}; no month had ${MIN_COMPARABLE_SALES} or more sales, so no monthly median is shown.`;
  const medians = shown.map((m) => m.shares!.median);
  const low = Math.min(...medians);
  const high = Math.max(...medians);
  const range = low === high ? `was ${formatPercent(low)}` : `ranged from ${formatPercent(low)} to ${formatPercent(high)}`;
  return `${volume}; the median price ${range} of the balance in the ${shown.length} ${shown.length === 1 ? "month" : "months"} with ${MIN_COMPARABLE_SALES} or more sales.`;
}
