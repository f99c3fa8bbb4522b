// The index series judgment-interest formulas read (the prime rate, the discount window's primary
// credit rate, the 1-year Treasury constant maturity, the IRS underpayment rate) and the formulas
// themselves: a schedule whose rate follows an index carries a `derive` (its formula as data), and
// `deriveRates` turns the series into the schedule's dated rate rows, each naming the index value it
// rests on. The same function builds reference/judgment-rules/v2.json from the shipped series
// (scripts/derive-judgment-rates.ts) and a new rules version from FRED's observations (the
// rate-series job). docs/decisions/0049-rate-series.md.
import { addDays, addMonths, daysBetween } from "~/domain/judgment-value/calendar";
import type { Confidence, RateRow } from "~/domain/judgment-value/rules";

export type SeriesId = "prime" | "primary_credit" | "tcm1y" | "irs_underpayment";

/** One index value and the day it took effect; it holds until the next row's `from`. */
export type SeriesRow = {
  from: string;
  percent: number;
  /** Below the series' own, where a row is (shipped rows kept before the first fetched one). */
  confidence?: Confidence;
};

export type RateSeries = {
  id: SeriesId;
  name: string;
  publisher: string;
  /** FRED's series id, where FRED carries it (the refresh job reads it). */
  fred: string | null;
  url: string;
  frequency: "changes" | "daily" | "weekly" | "monthly" | "quarterly";
  /** The last day the rows are vouched for: a rate after it is not known. */
  through: string;
  checked: string;
  confidence: Confidence;
  note: string;
  rows: SeriesRow[];
};

export type SeriesFile = { version: number; published: string; about: string; series: RateSeries[] };

/**
 * Which index value a day's rate rests on:
 * - onDate: the value in force that day (Georgia: prime on the date of entry);
 * - weekBefore: the value for the calendar week before the day's week (28 U.S.C. § 1961: read as the
 *   value in force on the Saturday before it);
 * - periods: each period starting on a 'MM-DD' takes the value on a fixed day (`sample` 'MM-DD',
 *   `yearOffset` years before; `weekday` moves it to the first such weekday on or after: North
 *   Dakota's first Monday of December);
 * - monthly: each month takes the value on `sampleDay` of the month `monthOffset` months before
 *   (Texas: the 15th of the month before);
 * - trailingAverage: each period starting on a 'MM-DD' takes the calendar-day average over the
 *   `months` months ending `endMonthsBefore` months before it (Florida's CFO: 12 months, published a
 *   month ahead).
 */
export type SampleRule =
  | { kind: "onDate" }
  | { kind: "weekBefore" }
  | { kind: "periods"; periods: { starts: string; sample: string; yearOffset: number; weekday?: number }[] }
  | { kind: "monthly"; sampleDay: number; monthOffset: number }
  | { kind: "trailingAverage"; starts: string[]; months: number; endMonthsBefore: number };

export type RateDerivation = {
  series: SeriesId;
  sample: SampleRule;
  /** percent = round(clamp(value × multiply + add)). */
  multiply?: number;
  add?: number;
  min?: number;
  max?: number;
  round?: { step: number; mode: "nearest" | "up" | "down" };
  /** The first day the formula applies (the statute's effective date, or where the rows should start). */
  from: string;
  /** Said with every row: the formula in words and its citation. */
  formula: string;
  confidence?: Confidence;
};

/** The value of a series in force on a day, with the day it took effect; null outside the table. */
export function seriesValueOn(series: RateSeries, day: string): SeriesRow | null {
  if (day > series.through) return null;
  // Binary search: the last row starting on or before the day (rows are in date order).
  const rows = series.rows;
  let lo = 0;
  let hi = rows.length - 1;
  let found: SeriesRow | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.from <= day) {
      found = rows[mid]!;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The Saturday before the week (Sunday to Saturday) holding `day`. */
export function saturdayBefore(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -(weekday + 1));
}

function applyArithmetic(d: RateDerivation, value: number): number {
  let v = value * (d.multiply ?? 1) + (d.add ?? 0);
  if (d.min !== undefined) v = Math.max(d.min, v);
  if (d.max !== undefined) v = Math.min(d.max, v);
  if (d.round) {
    const steps = Number((v / d.round.step).toFixed(9));
    const whole = d.round.mode === "up" ? Math.ceil(steps) : d.round.mode === "down" ? Math.floor(steps) : Math.floor(steps + 0.5);
    v = whole * d.round.step;
  }
  return Number(v.toFixed(4));
}

type Sampled = { value: number; sampledOn: string; key: string; confidence?: Confidence } | null;

/** The period start ('YYYY-MM-DD') in force on `day` among yearly 'MM-DD' starts. */
function periodStart(day: string, starts: string[]): { start: string; index: number } {
  const year = Number(day.slice(0, 4));
  let best: { start: string; index: number } | null = null;
  for (const y of [year - 1, year]) {
    starts.forEach((md, index) => {
      const start = `${y}-${md}`;
      if (start <= day && (!best || start > best.start)) best = { start, index };
    });
  }
  return best!;
}

function sample(series: RateSeries, rule: SampleRule, day: string, averages: Map<string, Sampled>): Sampled {
  const at = (on: string): Sampled => {
    const row = seriesValueOn(series, on);
    return row
      ? { value: row.percent, sampledOn: row.from, key: row.from, ...(row.confidence ? { confidence: row.confidence } : {}) }
      : null;
  };
  switch (rule.kind) {
    case "onDate":
      return at(day);
    case "weekBefore":
      return at(saturdayBefore(day));
    case "periods": {
      const { start, index } = periodStart(
        day,
        rule.periods.map((p) => p.starts),
      );
      const p = rule.periods[index]!;
      let on = `${Number(start.slice(0, 4)) - p.yearOffset}-${p.sample}`;
      if (p.weekday !== undefined) {
        while (new Date(`${on}T00:00:00Z`).getUTCDay() !== p.weekday) on = addDays(on, 1);
      }
      const s = at(on);
      return s && { ...s, key: `${start}:${s.key}` };
    }
    case "monthly": {
      const month = `${day.slice(0, 7)}-01`;
      const on = `${addMonths(month, -rule.monthOffset).slice(0, 8)}${pad(rule.sampleDay)}`;
      const s = at(on);
      return s && { ...s, key: `${month}:${s.key}` };
    }
    case "trailingAverage": {
      const { start } = periodStart(day, rule.starts);
      if (averages.has(start)) return averages.get(start)!;
      const end = addMonths(start, -rule.endMonthsBefore); // exclusive
      const begin = addMonths(end, -rule.months);
      if (addDays(end, -1) > series.through) return null;
      let sum = 0;
      let newest = begin;
      let lowest: Confidence | undefined;
      for (let d = begin; d < end; d = addDays(d, 1)) {
        const row = seriesValueOn(series, d);
        if (!row) return null;
        sum += row.percent;
        if (row.from > newest) newest = row.from;
        if (row.confidence) lowest = lowest ? worst(lowest, row.confidence) : row.confidence;
      }
      const average = sum / daysBetween(begin, end);
      const result = { value: average, sampledOn: newest, key: start, ...(lowest ? { confidence: lowest } : {}) };
      averages.set(start, result);
      return result;
    }
  }
}

/** A derived row: the rate row plus the date of the index value it rests on. */
export type DerivedRow = RateRow & { sampledOn: string };

/**
 * The schedule's rate rows from `d.from` for as long as the series cover them: a row per run of
 * days resting on the same index value (or period), so a judgment's rate on any covered day is
 * its row's.
 */
export function deriveRates(d: RateDerivation, series: RateSeries, checked: string): DerivedRow[] {
  const out: DerivedRow[] = [];
  const base = worst(d.confidence ?? "high", series.confidence);
  const limit = addDays(series.through, 800);
  let current: { row: DerivedRow } | null = null;
  const averages = new Map<string, Sampled>();
  for (let day = d.from; day <= limit; day = addDays(day, 1)) {
    const s = sample(series, d.sample, day, averages);
    if (!s) {
      if (current) break;
      continue;
    }
    const percent = applyArithmetic(d, s.value);
    // One row per run of days on the same index value at the same rate (periods in a row resting on
    // the same value merge: the rate and its source are the same).
    if (
      current &&
      current.row.percent === percent &&
      current.row.sampledOn === s.sampledOn &&
      current.row.confidence === worst(base, s.confidence ?? base)
    ) {
      current.row.to = day;
      continue;
    }
    const confidence = s.confidence ? worst(base, s.confidence) : base;
    const row: DerivedRow = {
      from: day,
      to: day,
      percent,
      source: `${d.formula}; ${series.name} ${formatIndex(s.value)}% in force ${usDate(s.sampledOn)} (${series.publisher}${series.fred ? `, FRED ${series.fred}` : ""})`,
      checked,
      confidence,
      sampledOn: s.sampledOn,
    };
    out.push(row);
    current = { row };
  }
  return out;
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const formatIndex = (v: number) => String(Number(v.toFixed(4)));

const rank: Record<Confidence, number> = { low: 0, medium: 1, high: 2 };
export const worst = (a: Confidence, b: Confidence): Confidence => (rank[a] <= rank[b] ? a : b);
