// Fills every index-based schedule of a rule book with the rows its formula gives from the series
// (rate-series.ts), keeping the rows transcribed from published notices, which win for their dates.
// The v2 build script and the rate-series job both use it, so a refresh derives exactly as the
// shipped table was derived. docs/decisions/0049-rate-series.md.
import { addDays } from "~/domain/judgment-value/calendar";
import type { DerivedRow, RateDerivation, RateSeries } from "~/domain/judgment-value/rate-series";
import type { JurisdictionRules, RateRow } from "~/domain/judgment-value/rules";

type Derive = (d: RateDerivation, series: RateSeries, checked: string) => DerivedRow[];

/** A published notice row: one not derived from a series. */
export const isNotice = (row: RateRow) => row.sampledOn === undefined;

/** The derived rows with the days the notices cover cut out. */
export function withoutNoticeDays(derived: RateRow[], notices: RateRow[]): RateRow[] {
  let out = derived;
  for (const n of notices) {
    const next: RateRow[] = [];
    for (const r of out) {
      const rTo = r.to ?? "9999-12-31";
      const nTo = n.to ?? "9999-12-31";
      if (rTo < n.from || r.from > nTo) {
        next.push(r);
        continue;
      }
      if (r.from < n.from) next.push({ ...r, to: addDays(n.from, -1) });
      if (rTo > nTo) next.push({ ...r, from: addDays(nTo, 1) });
    }
    out = next;
  }
  return out;
}

/** A copy of the jurisdictions with each `derive` schedule's rows derived afresh from the series. */
export function applyDerivations(
  jurisdictions: JurisdictionRules[],
  series: RateSeries[],
  checked: string,
  derive: Derive,
): JurisdictionRules[] {
  const byId = new Map(series.map((s) => [s.id, s]));
  return jurisdictions.map((j) => {
    if (!j.interest.schedules.some((s) => s.derive)) return j;
    const schedules = j.interest.schedules.map((schedule) => {
      if (!schedule.derive) return schedule;
      const s = byId.get(schedule.derive.series);
      if (!s) return schedule;
      const notices = schedule.rates.filter(isNotice);
      const derived = withoutNoticeDays(derive(schedule.derive, s, checked), notices);
      const rates = [...notices, ...derived].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
      return { ...schedule, rates };
    });
    return { ...j, interest: { ...j.interest, schedules } };
  });
}
