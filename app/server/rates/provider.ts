// The index series behind the judgment-interest formulas (docs/decisions/0049-rate-series.md), from
// one interface: the offline provider (the default: the table shipped in the repository) and FRED,
// the St. Louis Fed's API over the Federal Reserve's published series. Chosen in ./index.ts.
import type { RateSeries, SeriesRow } from "~/domain/judgment-value/rate-series";

/** A series' observations as rows that change value (each holds until the next), and the last day they cover. */
export type FetchedSeries = { rows: SeriesRow[]; through: string };

export interface RateSeriesProvider {
  readonly name: "offline" | "fred";
  /** The series' values from `since` on; throws when the publisher cannot be reached or refuses. */
  observations(series: RateSeries, since: string): Promise<FetchedSeries>;
}
