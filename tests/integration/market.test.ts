// /market's figures (app/server/queries/market.ts) on PGlite and PostgreSQL: completed sales only (a
// sale refunded in full, one not yet completed and one whose listing was later sold to someone else
// are left out), the floor of 5 sales (a group of exactly 5 shows its shares, one of 4 only its
// count), the refusal of a group within 1–4 sales of every sale (the differencing attack), the
// percentiles (PostgreSQL's percentile_cont) published as whole percents, the facts not stated left
// out of their comparison, the 24 months by US Eastern calendar month, and the page's loader and HTML.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MIN_COMPARABLE_SALES } from "~/domain/comparables/figures";
import * as marketPage from "~/routes/public/market";
import { saleComparables } from "~/server/db/schema";
import { loadMarketOverview } from "~/server/queries/market";
import { createTestApp, getRequest, run, type TestApp } from "../support/app";
import { marketSales } from "../support/market-sales";

let app: TestApp;
let sales: ReturnType<typeof marketSales>;
const TODAY = "2026-11-15";
const TX = 48;
const NY = 36;

beforeAll(async () => {
  app = await createTestApp();
  sales = marketSales(app);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  // Each test starts with no sales: without its row a sold listing is not a comparable sale.
  await app.services.db.delete(saleComparables);
  app.clock.set(new Date("2026-11-15T17:00:00Z"));
});

const overview = () => loadMarketOverview(app.services.db, TODAY);

describe("the market's figures", () => {
  it("with no sales: nothing counted, every band, fact and month present with no figure", async () => {
    const o = await overview();
    expect(o.total).toEqual({ sales: 0, shares: null });
    expect(o.states).toEqual([]);
    expect(o.ages.map((a) => [a.band, a.sales, a.shares])).toEqual([
      ["0-2", 0, null],
      ["2-5", 0, null],
      ["5-10", 0, null],
      ["10+", 0, null],
    ]);
    expect(o.facts).toHaveLength(8);
    expect(o.facts.every((f) => f.sales === 0 && f.shares === null)).toBe(true);
    expect(o.months).toHaveLength(24);
    expect(o.months[0].month).toBe("2024-12");
    expect(o.months[23].month).toBe("2026-11");
  });

  it("shows the shares of a group of exactly 5 sales and only the count of a group of 4", async () => {
    expect(MIN_COMPARABLE_SALES).toBe(5);
    await sales.sales([1_000, 1_200, 1_400, 1_600, 1_800], { stateId: TX, ageBand: "0-2" });
    await sales.sales([500, 600, 700, 800], { stateId: NY, ageBand: "10+" });
    await sales.sale({ shareBps: 2_000 }); // California, 2–5 years old: ten sales in all
    const o = await overview();
    expect(o.states).toEqual([
      { stateId: 6, code: "CA", name: "California", sales: 1, shares: null },
      { stateId: NY, code: "NY", name: "New York", sales: 4, shares: null },
      { stateId: TX, code: "TX", name: "Texas", sales: 5, shares: { p25: 1_200, median: 1_400, p75: 1_600 } },
    ]);
    expect(o.ages.find((a) => a.band === "0-2")).toMatchObject({ sales: 5, shares: { p25: 1_200, median: 1_400, p75: 1_600 } });
    expect(o.ages.find((a) => a.band === "10+")).toMatchObject({ sales: 4, shares: null });
    // Positions 2.25, 4.5 and 6.75 of ten: 725, 1,100 and 1,550, published as 7%, 11% and 16%.
    expect(o.total).toEqual({ sales: 10, shares: { p25: 700, median: 1_100, p75: 1_600 } });
  });

  it("interpolates between the closest ranks and publishes whole percents, half a percent rounding up", async () => {
    // Positions 1.25, 2.5 and 3.75 of six: 1,100 + 0.25 × 200, 1,300 + 0.5 × 400, 1,700 + 0.75 × 301.
    await sales.sales([1_000, 1_100, 1_300, 1_700, 2_001, 3_000], { stateId: TX });
    const o = await overview();
    // 1,150, 1,500 and 1,925.75 basis points: 12%, 15% and 19% (the comparables' one rule).
    expect(o.total.shares).toEqual({ p25: 1_200, median: 1_500, p75: 1_900 });
  });

  it("refuses the shares of a group within 1–4 sales of every sale, so none can be worked out by difference", async () => {
    // Five litigated Texas sales and one default New York sale: publishing the five's and the six's
    // shares would give the sixth's away. Only every sale's figure is published.
    await sales.sales([1_000, 1_200, 1_400, 1_600, 1_800], { stateId: TX, litigation: "litigated" });
    await sales.sale({ shareBps: 5_000, stateId: NY, litigation: "default" });
    let o = await overview();
    expect(o.total).toEqual({ sales: 6, shares: { p25: 1_300, median: 1_500, p75: 1_800 } });
    expect(o.states.find((s) => s.code === "TX")).toMatchObject({ sales: 5, shares: null });
    expect(o.facts.find((f) => f.label === "Litigated")).toMatchObject({ sales: 5, shares: null });
    // The age band holds every sale: the same sales, the same figure.
    expect(o.ages.find((a) => a.band === "2-5")).toMatchObject({ sales: 6, shares: o.total.shares });
    expect(o.months.at(-1)).toMatchObject({ sales: 6, shares: o.total.shares });
    // Five more elsewhere: the Texas five are five apart from every sale, and shown.
    await sales.sales([3_000, 3_000, 3_000, 3_000, 3_000], { stateId: 6 });
    o = await overview();
    expect(o.states.find((s) => s.code === "TX")).toMatchObject({ sales: 5, shares: { p25: 1_200, median: 1_400, p75: 1_600 } });
    expect(o.facts.find((f) => f.label === "Litigated")).toMatchObject({ sales: 5, shares: { median: 1_400 } });
  });

  it("counts completed sales only: not a sale refunded in full, one not yet completed, nor one whose listing sold again", async () => {
    await sales.sales([1_000, 1_000, 1_000, 1_000, 1_000]);
    await sales.sale({ shareBps: 9_000, status: "active" }); // refunded in full, back on sale
    await sales.sale({ shareBps: 9_000, status: "hidden" }); // refunded in full, hidden by its owner
    await sales.sale({ shareBps: 9_000, status: "paid" });
    await sales.sale({ shareBps: 9_000, status: "assigned" });
    await sales.sale({ shareBps: 9_000, otherAcceptedOffer: true });
    const o = await overview();
    expect(o.total).toEqual({ sales: 5, shares: { p25: 1_000, median: 1_000, p75: 1_000 } });
    expect(o.states).toEqual([{ stateId: 6, code: "CA", name: "California", sales: 5, shares: { p25: 1_000, median: 1_000, p75: 1_000 } }]);
    expect(o.months.at(-1)).toMatchObject({ month: "2026-11", sales: 5 });
  });

  it("compares each fact's two answers and leaves a fact not stated out", async () => {
    await sales.sales([2_000, 2_100, 2_200, 2_300, 2_400], { litigation: "litigated", debtorRealEstate: true, debtorEmployed: true });
    await sales.sales([500, 600], { litigation: "default", debtorRealEstate: false, debtorAttorney: true });
    await sales.sales([100, 100, 100], {});
    const o = await overview();
    const fact = (label: string) => o.facts.find((f) => f.label === label);
    expect(fact("Litigated")).toMatchObject({ fact: "litigation", sales: 5, shares: { median: 2_200 } });
    expect(fact("Default judgment")).toMatchObject({ fact: "litigation", sales: 2, shares: null });
    expect(fact("Debtor owns real estate")).toMatchObject({ sales: 5, shares: { p25: 2_100, median: 2_200, p75: 2_300 } });
    expect(fact("Debtor owns no real estate")).toMatchObject({ sales: 2, shares: null });
    expect(fact("Debtor employed")).toMatchObject({ sales: 5 });
    expect(fact("Debtor not employed")).toMatchObject({ sales: 0, shares: null });
    expect(fact("Debtor had an attorney")).toMatchObject({ sales: 2 });
    expect(fact("Debtor had no attorney")).toMatchObject({ sales: 0 });
    expect(o.total.sales).toBe(10);
  });

  it("groups the last 24 months by US Eastern calendar month", async () => {
    // 11:59:59 pm Eastern on 11/30/2024: before the window. Midnight Eastern on 12/01/2024: its first month.
    await sales.sale({ shareBps: 1_000, paidAt: new Date("2024-12-01T04:59:59Z") });
    await sales.sale({ shareBps: 1_000, paidAt: new Date("2024-12-01T05:00:00Z") });
    // 10 pm Eastern on 11/30/2026 is still November there (December in UTC).
    await sales.sales([1_000, 1_500, 2_000, 2_500, 3_000], { paidAt: new Date("2026-12-01T03:00:00Z") });
    await sales.sales([1_000, 1_000, 1_000], { paidAt: new Date("2026-06-15T12:00:00Z") });
    const o = await overview();
    const months = new Map(o.months.map((m) => [m.month, m]));
    expect(months.get("2024-12")).toEqual({ month: "2024-12", sales: 1, shares: null });
    expect(months.get("2026-06")).toEqual({ month: "2026-06", sales: 3, shares: null });
    expect(months.get("2026-11")).toEqual({ month: "2026-11", sales: 5, shares: { p25: 1_500, median: 2_000, p75: 2_500 } });
    expect(o.months.reduce((n, m) => n + m.sales, 0)).toBe(9);
    // The older sale still counts in the other groups.
    expect(o.total.sales).toBe(10);
  });
});

describe("the /market page", () => {
  async function page() {
    const data = (await run(() => marketPage.loader(app.args(getRequest("/market"))))) as Awaited<ReturnType<typeof marketPage.loader>>;
    const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(marketPage.default, { loaderData: data } as never)));
    return { data, html };
  }

  it("says there are no sales yet, with no chart and no map", async () => {
    const { data, html } = await page();
    expect(data.map).toBeNull();
    expect(html).toContain("No completed sales yet");
    expect(html).not.toContain("<svg");
    expect(html).toContain('href="/how-to-sell#pricing"');
  });

  it("draws the four charts with their summaries and tables, a figure only for groups of 5 or more", async () => {
    await sales.sales([1_000, 1_200, 1_400, 1_600, 1_800], { stateId: TX, litigation: "litigated" });
    await sales.sales([500, 600], { stateId: NY, ageBand: "10+" });
    await sales.sales([700, 800, 900], {}); // California: ten sales in all, so Texas's five are shown
    const { data, html } = await page();
    expect(data.map?.states).toHaveLength(51);
    for (const title of [
      "Completed sales by state",
      "Price as a share of the balance, by the judgment&#39;s age",
      "Price as a share of the balance, by what was known of the debtor",
      "Sales and the median price by month",
    ]) {
      expect(html).toContain(title);
    }
    expect(html).toContain("10 completed sales in 3 states; the median price was 10% of the balance; the most in Texas (5 sales).");
    expect(html).toMatch(/<th scope="row">Texas<\/th><td>5<\/td><td>14%<\/td>/);
    expect(html).toMatch(/<th scope="row">New York<\/th><td>2<\/td><td>fewer than 5 sales<\/td>/);
    expect(html).toContain("Litigated: 14% (5 sales)");
    expect(html).not.toMatch(/NaN|undefined|Infinity/);
    expect(html).toContain('data-state="48"');
  });
});
