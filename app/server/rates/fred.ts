// FRED (Federal Reserve Economic Data, the St. Louis Fed): GET /fred/series/observations with the
// series id, the API key (FRED_API_KEY) and file_type=json. FRED publishes no SDK, so this is its
// documented HTTP API over fetch. `apiUrl` points it at a local stand-in in tests
// (tests/support/fred-fake.ts). Observations whose value is "." (no figure that day: weekends,
// holidays) are skipped; consecutive equal values become one row, so a daily series gives its change
// dates, as the shipped table holds them.
import type { RateSeries, SeriesRow } from "~/domain/judgment-value/rate-series";
import { addDays } from "~/domain/judgment-value/calendar";
import type { FredConfig } from "~/server/config";
import type { FetchedSeries, RateSeriesProvider } from "./provider";

export const FRED_API_URL = "https://api.stlouisfed.org";

type Observation = { date: string; value: string };

export class FredError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** One retry on a network failure (a pooled connection the server had closed), none on an HTTP answer. */
async function fetchOnceMore(url: URL): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(15_000) });
  } catch {
    return fetch(url, { signal: AbortSignal.timeout(15_000) });
  }
}

export function createFredRates(config: FredConfig): RateSeriesProvider {
  const root = config.apiUrl ?? FRED_API_URL;
  return {
    name: "fred",
    async observations(series: RateSeries, since: string): Promise<FetchedSeries> {
      if (!series.fred) throw new Error(`FRED carries no series for ${series.id}.`);
      const url = new URL("/fred/series/observations", root);
      url.search = new URLSearchParams({
        series_id: series.fred,
        api_key: config.apiKey,
        file_type: "json",
        observation_start: since,
        sort_order: "asc",
      }).toString();
      const response = await fetchOnceMore(url);
      const body = (await response.json().catch(() => null)) as { observations?: Observation[]; error_message?: string } | null;
      if (!response.ok)
        throw new FredError(`FRED answered ${response.status} for ${series.fred}: ${body?.error_message ?? "no message"}`, response.status);
      const observations = body?.observations;
      if (!Array.isArray(observations)) throw new FredError(`FRED's answer for ${series.fred} holds no observations.`, response.status);
      const rows: SeriesRow[] = [];
      let last: string | null = null;
      for (const o of observations) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(o.date)) continue;
        const value = Number(o.value);
        if (o.value === "." || !Number.isFinite(value)) continue;
        last = o.date;
        const previous = rows[rows.length - 1];
        if (previous && previous.percent === value && series.frequency === "changes") continue;
        rows.push({ from: o.date, percent: value });
      }
      if (!last) throw new FredError(`FRED returned no values for ${series.fred} since ${since}.`, response.status);
      // A weekly figure stands for the week that follows it, until the next is published.
      return { rows, through: series.id === "tcm1y" ? addDays(last, 6) : last };
    },
  };
}
