// The daily refresh of the index rates behind judgment interest (docs/decisions/0049-rate-series.md):
// each series FRED carries is fetched through the provider (FRED with FRED_API_KEY, else the shipped
// table) over the whole span the shipped table covers, laid over the shipped series, and every
// formula of the newest rules version is derived again (derive-book.ts, as
// scripts/derive-judgment-rates.ts did). When any jurisdiction's rows change, a new rules version is
// written (versions are immutable: the next number, titled with the day), so listings' figures move
// to it through the usual refresh. One series failing keeps its shipped values and is reported;
// nothing is written half-way.
import { isDeepStrictEqual } from "node:util";
import { todayIso } from "~/domain/dates";
import { applyDerivations } from "~/domain/judgment-value/derive-book";
import { deriveRates, type RateSeries } from "~/domain/judgment-value/rate-series";
import type { JurisdictionRules } from "~/domain/judgment-value/rules";
import type { AppServices } from "~/server/context";
import { judgmentRules, judgmentRuleVersions } from "~/server/db/schema";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import type { RateSeriesProvider } from "~/server/rates/provider";
import { shippedSeries } from "~/server/rates/shipped";

export const RATE_SERIES_JOB = "rate-series";
/** Daily at 04:40 UTC, before the judgment-values job (05:10) recomputes the listings' figures. */
export const RATE_SERIES_SCHEDULE = "40 4 * * *";

export type RateRefreshResult = {
  provider: RateSeriesProvider["name"];
  fetched: string[];
  failed: { series: string; error: string }[];
  /** The version written, or null when no rate changed. */
  version: number | null;
};

/** The shipped series with the fetched rows from their first day on (what FRED says wins). */
export function overlay(shipped: RateSeries, fetched: { rows: RateSeries["rows"]; through: string }, fetchedOn: string): RateSeries {
  const first = fetched.rows[0]?.from;
  if (!first) return shipped;
  return {
    ...shipped,
    // Shipped rows kept before the first fetched one keep their own (transcribed) confidence.
    rows: [...shipped.rows.filter((r) => r.from < first).map((r) => ({ ...r, confidence: shipped.confidence })), ...fetched.rows],
    through: fetched.through > shipped.through || first <= shipped.through ? fetched.through : shipped.through,
    checked: fetchedOn,
    confidence: "high",
    note: `${shipped.note} Values from ${first} fetched from FRED on ${fetchedOn}.`,
  };
}

/** A jurisdiction's rules with its derived rows' check dates left out: a refresh that finds the same rates changes nothing. */
function withoutCheckDates(j: JurisdictionRules) {
  return j.interest.schedules.map((s) => s.rates.map((r) => (r.sampledOn ? { ...r, checked: "" } : r)));
}

export async function refreshRateSeries(
  services: Pick<AppServices, "db" | "clock">,
  provider: RateSeriesProvider,
): Promise<RateRefreshResult> {
  const today = todayIso(services.clock.now());
  const fetched: string[] = [];
  const failed: RateRefreshResult["failed"] = [];
  const series: RateSeries[] = [];
  for (const s of shippedSeries().series) {
    // The offline provider answers the shipped table itself: nothing to lay over it.
    if (!s.fred || provider.name === "offline") {
      series.push(s);
      continue;
    }
    try {
      // The whole span the shipped table covers, so every transcribed value is replaced by the publisher's.
      series.push(overlay(s, await provider.observations(s, s.rows[0]!.from), today));
      fetched.push(s.id);
    } catch (error) {
      failed.push({ series: s.id, error: error instanceof Error ? error.message : String(error) });
      series.push(s);
    }
  }
  const book = await loadRuleBook(services.db);
  const current = [...book.byCode.values()];
  const next = applyDerivations(current, series, today, deriveRates);
  const changed = next.some((j, i) => !isDeepStrictEqual(withoutCheckDates(j), withoutCheckDates(current[i]!)));
  if (!changed) return { provider: provider.name, fetched, failed, version: null };

  const version = book.version.version + 1;
  await services.db.transaction(async (tx) => {
    await tx.insert(judgmentRuleVersions).values({
      version,
      publishedOn: today,
      title: `Index rates refreshed from FRED on ${today}`,
      about: `Version ${book.version.version} with its index-based rates derived again from FRED's observations (${fetched.join(", ")}) fetched on ${today}; state notices and every other rule unchanged (docs/decisions/0049-rate-series.md).`,
    });
    await tx.insert(judgmentRules).values(
      next.map((j) => ({
        version,
        code: j.code,
        name: j.name,
        rules: j,
        interestConfidence: j.interest.confidence,
        lifeConfidence: j.life?.confidence ?? null,
        assignmentConfidence: j.assignment?.confidence ?? null,
      })),
    );
  });
  return { provider: provider.name, fetched, failed, version };
}
