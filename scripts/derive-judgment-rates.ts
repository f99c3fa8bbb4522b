// Builds reference/judgment-rules/v2.json from v1.json, the shipped index series
// (reference/rate-series/v1.json) and the changes in scripts/judgment-rules-v2.ts: each index-based
// schedule gets its formula (`derive`) and the rows it gives, published notices winning over derived
// rows for their dates (docs/decisions/0049-rate-series.md). Run once; v2.json is committed and
// loaded by its migration (scripts/generate-judgment-rules.ts 2 <tag>).
// Usage: npx tsx scripts/derive-judgment-rates.ts
import fs from "node:fs";
import path from "node:path";
import { deriveRates, type SeriesFile } from "~/domain/judgment-value/rate-series";
import { applyDerivations } from "~/domain/judgment-value/derive-book";
import { readRulesFile, type RulesFile } from "./generate-judgment-rules";
import { CHECKED, changes } from "./judgment-rules-v2";

const root = process.cwd();
const v1 = readRulesFile(1, root);
const series = JSON.parse(fs.readFileSync(path.join(root, "reference", "rate-series", "v1.json"), "utf8")) as SeriesFile;

const jurisdictions = structuredClone(v1.jurisdictions);
for (const j of jurisdictions) {
  const change = changes[j.code];
  if (!change) continue;
  for (const [index, c] of Object.entries(change.schedules ?? {})) {
    const schedule = j.interest.schedules[Number(index)];
    if (!schedule) throw new Error(`${j.code}: no schedule ${index}`);
    if (c.derive) schedule.derive = c.derive;
    // Rows from published notices (v1's and the new ones) win over derived rows for their dates;
    // v1's Texas rows were themselves compiled from the prime series, so the formula replaces them.
    const published = j.code === "TX" ? [] : schedule.rates;
    const notices = c.notices ?? [];
    schedule.rates = [...published.filter((r) => !notices.some((n) => n.from === r.from)), ...notices].sort((a, b) =>
      a.from < b.from ? -1 : a.from > b.from ? 1 : 0,
    );
  }
  change.edit?.(j);
}
const derived = applyDerivations(jurisdictions, series.series, CHECKED, deriveRates);

const v2: RulesFile = {
  version: 2,
  published: CHECKED,
  title: "Post-judgment interest, judgment life and assignment filing: index rates by formula, state notices, issue 30 corrections",
  about:
    "Version 1 with the index-based rates derived by formula from reference/rate-series/v1.json (prime, primary credit, 1-year Treasury, IRS underpayment: transcribed offline, each series with its confidence), state notices transcribed with their citation, and the corrections of issue 30 item 7 (New York consumer readings, Illinois consumer cap and revival, Ohio revival, Washington, Texas). Each row names its source, the date of the index value it rests on and its confidence; docs/decisions/0049-rate-series.md lists what was transcribed per jurisdiction. The rate-series job writes later versions from FRED when FRED_API_KEY is set.",
  jurisdictions: derived,
};
fs.writeFileSync(path.join(root, "reference", "judgment-rules", "v2.json"), `${JSON.stringify(v2, null, 1)}\n`);
console.log("wrote reference/judgment-rules/v2.json");
