// The offline provider: the shipped table, so a marketplace without a FRED key (the demo, the tests)
// derives exactly the rates its rules version already holds, and the refresh job writes nothing.
import type { RateSeriesProvider } from "./provider";
import { shippedSeries } from "./shipped";

export function createOfflineRates(): RateSeriesProvider {
  return {
    name: "offline",
    async observations(series, since) {
      const shipped = shippedSeries().series.find((s) => s.id === series.id);
      if (!shipped) throw new Error(`No shipped series ${series.id}.`);
      return {
        rows: shipped.rows.filter((r, i, all) => r.from >= since || all[i + 1]?.from === undefined || all[i + 1]!.from > since),
        through: shipped.through,
      };
    },
  };
}
