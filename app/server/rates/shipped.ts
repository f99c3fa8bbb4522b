// The index series shipped with the code (reference/rate-series/v1.json): what the offline provider
// answers and what a refresh starts from.
import type { SeriesFile } from "~/domain/judgment-value/rate-series";
import file from "../../../reference/rate-series/v1.json";

export const shippedSeries = file as SeriesFile;
