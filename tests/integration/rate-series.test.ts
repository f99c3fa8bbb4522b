// The index rates behind judgment interest (docs/decisions/0049-rate-series.md): the FRED client
// against a local fake of FRED's API (tests/support/fred-fake.ts): the request it sends, daily
// series folded to their change dates, a weekly one kept week by week, a refused key, an outage;
// and the rate-series job: nothing written offline or when FRED says what the table says, a new
// rules version when a rate moved (Georgia's prime + 3 for a judgment after the change), one
// series failing without stopping the others.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateBalance } from "~/domain/judgment-value/balance";
import { loadConfig } from "~/server/config";
import { refreshRateSeries } from "~/server/jobs/rate-series";
import { latestRulesVersion, loadRuleBook } from "~/server/queries/judgment-rules";
import { createRateSeriesProvider } from "~/server/rates";
import { createFredRates, FredError } from "~/server/rates/fred";
import { createOfflineRates } from "~/server/rates/offline";
import { shippedSeries } from "~/server/rates/shipped";
import { createTestApp, type TestApp } from "../support/app";
import { startFredFake, type FredFake } from "../support/fred-fake";

let fake: FredFake;
let app: TestApp;
const series = (id: string) => shippedSeries().series.find((s) => s.id === id)!;

/** Daily observations from `from` to `to` (weekends "."), at `value`. */
function daily(from: string, to: string, value: string) {
  const out: { date: string; value: string }[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.getUTCDay();
    out.push({ date: d.toISOString().slice(0, 10), value: day === 0 || day === 6 ? "." : value });
  }
  return out;
}

beforeAll(async () => {
  fake = await startFredFake();
  app = await createTestApp();
  app.clock.set(new Date("2026-11-28T17:00:00Z"));
  // What the shipped table says up to 12/31/2025, then a made-up 2026 for the test: prime 6.75% until
  // 03/18/2026, 6.50% from 03/19/2026; primary credit 3.75% all along; the weekly 1-year Treasury.
  fake.series.set("DPRIME", [
    ...daily("2023-11-28", "2024-09-18", "8.50"),
    ...daily("2024-09-19", "2024-11-07", "8.00"),
    ...daily("2024-11-08", "2024-12-18", "7.75"),
    ...daily("2024-12-19", "2025-09-17", "7.50"),
    ...daily("2025-09-18", "2025-10-29", "7.25"),
    ...daily("2025-10-30", "2025-12-10", "7.00"),
    ...daily("2025-12-11", "2026-03-18", "6.75"),
    ...daily("2026-03-19", "2026-11-27", "6.50"),
  ]);
  fake.series.set("DPCREDIT", [
    ...daily("2023-11-28", "2024-09-18", "5.50"),
    ...daily("2024-09-19", "2024-11-07", "5.00"),
    ...daily("2024-11-08", "2024-12-18", "4.75"),
    ...daily("2024-12-19", "2025-09-17", "4.50"),
    ...daily("2025-09-18", "2025-10-29", "4.25"),
    ...daily("2025-10-30", "2025-12-10", "4.00"),
    ...daily("2025-12-11", "2026-11-27", "3.75"),
  ]);
  fake.series.set("WGS1YR", [
    { date: "2026-10-30", value: "3.51" },
    { date: "2026-11-06", value: "3.48" },
    { date: "2026-11-13", value: "." },
    { date: "2026-11-20", value: "3.44" },
  ]);
});
afterAll(async () => {
  app?.clock.reset();
  await fake?.close();
  await app?.close();
});

const fred = () => createFredRates({ apiKey: fake.apiKey, apiUrl: fake.url });

describe("the FRED client", () => {
  it("is chosen by FRED_API_KEY, else the offline provider answering the shipped table", async () => {
    expect(createRateSeriesProvider(loadConfig({ FRED_API_KEY: fake.apiKey, FRED_API_URL: fake.url })).name).toBe("fred");
    expect(createRateSeriesProvider(loadConfig({})).name).toBe("offline");
    const offline = await createOfflineRates().observations(series("prime"), "2025-01-01");
    expect(offline.through).toBe("2025-12-31");
    expect(offline.rows[0]).toEqual({ from: "2024-12-19", percent: 7.5 }); // the value in force on 01/01/2025, then the changes
    expect(offline.rows.at(-1)).toEqual({ from: "2025-12-11", percent: 6.75 });
  });

  it("asks for the series' observations with the key as JSON, and folds a daily series to its change dates", async () => {
    const before = fake.requests.length;
    const got = await fred().observations(series("prime"), "2025-06-01");
    const [request] = fake.requests.slice(before);
    expect(request).toEqual({
      path: "/fred/series/observations",
      query: { series_id: "DPRIME", api_key: fake.apiKey, file_type: "json", observation_start: "2025-06-01", sort_order: "asc" },
    });
    expect(got.rows).toEqual([
      { from: "2025-06-02", percent: 7.5 }, // 06/01/2025 was a Sunday: "." skipped
      { from: "2025-09-18", percent: 7.25 },
      { from: "2025-10-30", percent: 7 },
      { from: "2025-12-11", percent: 6.75 },
      { from: "2026-03-19", percent: 6.5 },
    ]);
    expect(got.through).toBe("2026-11-27");
  });

  it("keeps a weekly series week by week, each value standing for the week after it", async () => {
    const got = await fred().observations(series("tcm1y"), "2026-10-01");
    expect(got.rows).toEqual([
      { from: "2026-10-30", percent: 3.51 },
      { from: "2026-11-06", percent: 3.48 },
      { from: "2026-11-20", percent: 3.44 },
    ]);
    expect(got.through).toBe("2026-11-26");
  });

  it("throws FRED's message for a refused key, an unknown series or an outage", async () => {
    await expect(createFredRates({ apiKey: "wrong", apiUrl: fake.url }).observations(series("prime"), "2026-01-01")).rejects.toThrow(
      /not registered/,
    );
    await expect(fred().observations({ ...series("prime"), fred: "NOPE" }, "2026-01-01")).rejects.toBeInstanceOf(FredError);
    fake.down = true;
    try {
      await expect(fred().observations(series("prime"), "2026-01-01")).rejects.toMatchObject({ status: 503 });
    } finally {
      fake.down = false;
    }
  });
});

describe("the rate-series job", () => {
  it("writes nothing offline: the shipped table is what version 2 was derived from", async () => {
    const result = await refreshRateSeries(app.services, createOfflineRates());
    expect(result).toMatchObject({ provider: "offline", version: null });
    expect(await latestRulesVersion(app.services.db)).toBe(2);
  });

  it("writes a new version when FRED moves a rate, and nothing when run again", async () => {
    const result = await refreshRateSeries(app.services, fred());
    expect(result).toMatchObject({ provider: "fred", fetched: ["prime", "primary_credit", "tcm1y"], failed: [], version: 3 });
    const book = await loadRuleBook(app.services.db);
    expect(book.version).toMatchObject({ version: 3, published: "2026-11-28" });
    // Georgia, entered 04/01/2026: prime 6.50% (from 03/19/2026) + 3 = 9.5%, now on file.
    const ga = book.byCode.get("GA")!;
    const r = estimateBalance({ amountCents: 1_000_000, entryDate: "2026-04-01", asOf: "2027-04-01" }, ga, null);
    // 365 days at 9.5% on $10,000 = $950.00.
    expect(r).toMatchObject({ kind: "estimate", interestCents: 95_000, newestRateOn: "2026-03-19", confidence: "high" });
    // The version 2 figure for a 2019 judgment is unchanged: the shipped rows before the fetch stay.
    const v2 = await loadRuleBook(app.services.db, 2);
    const old = { amountCents: 1_000_000, entryDate: "2019-03-15", asOf: "2026-11-28" };
    expect(estimateBalance(old, ga, null)).toMatchObject({
      interestCents: (estimateBalance(old, v2.byCode.get("GA")!, null) as { interestCents: number }).interestCents,
    });
    expect(await refreshRateSeries(app.services, fred())).toMatchObject({ version: null });
  });

  it("keeps the shipped values of a series FRED refuses and still refreshes the others", async () => {
    const saved = fake.series.get("WGS1YR")!;
    fake.series.delete("WGS1YR");
    fake.series.set("DPCREDIT", [
      ...fake.series.get("DPCREDIT")!.filter((o) => o.date < "2026-06-18"),
      ...daily("2026-06-18", "2026-11-27", "3.50"),
    ]);
    try {
      const result = await refreshRateSeries(app.services, fred());
      expect(result.failed).toEqual([{ series: "tcm1y", error: expect.stringMatching(/does not exist/) }]);
      expect(result.fetched).toEqual(["prime", "primary_credit"]);
      expect(result.version).toBe(4);
      // Delaware, entered 07/01/2026: the discount rate 3.50% + 5 = 8.5%.
      const de = (await loadRuleBook(app.services.db)).byCode.get("DE")!;
      expect(de.interest.schedules[0]!.rates.find((x) => x.from <= "2026-07-01" && (x.to ?? "9999") >= "2026-07-01")?.percent).toBe(8.5);
    } finally {
      fake.series.set("WGS1YR", saved);
    }
  });
});
