// Chooses the rate-series provider: FRED when FRED_API_KEY is set, otherwise the shipped table.
import type { AppConfig } from "~/server/config";
import { createFredRates } from "./fred";
import { createOfflineRates } from "./offline";
import type { RateSeriesProvider } from "./provider";

export function createRateSeriesProvider(config: Pick<AppConfig, "fred">): RateSeriesProvider {
  return config.fred ? createFredRates(config.fred) : createOfflineRates();
}
