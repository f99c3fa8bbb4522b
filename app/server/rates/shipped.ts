// The index series shipped with the code (reference/rate-series/v1.json, beside the drizzle/
// migrations in the deployed tree, read from the working directory as the migrations are; RATE_SERIES_FILE
// overrides): what the offline provider answers and what a refresh starts from. Read once.
import fs from "node:fs";
import path from "node:path";
import type { SeriesFile } from "~/domain/judgment-value/rate-series";

export function shippedSeriesFile(): string {
  return process.env.RATE_SERIES_FILE ?? path.resolve(process.cwd(), "reference", "rate-series", "v1.json");
}

let cached: SeriesFile | null = null;

export function shippedSeries(): SeriesFile {
  cached ??= JSON.parse(fs.readFileSync(shippedSeriesFile(), "utf8")) as SeriesFile;
  return cached;
}
