// The enhancement page's "do enhanced listings sell" figure (issue 27, item 10; measured as issue 31
// asks): from the marketplace's own listings that finished their run (went live, then sold or were
// removed by their seller), the share of those with enhancements (bold, highlighted or featured)
// and of those without that sold, with the counts; nothing at all until each side has
// SALES_FIGURE_MIN_LISTINGS finished listings; runs still going count on neither side; one query,
// answered through an index.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as enhancePage from "~/routes/listing-wizard/enhance";
import { enhancementSalesFigure, SALES_FIGURE_FINE_PRINT, SALES_FIGURE_MIN_LISTINGS } from "~/domain/enhancement-sales";
import { listingStatuses, type ListingStatus } from "~/domain/listing-status";
import { countEnhancementSales, enhancementSalesQuery } from "~/server/queries/enhancement-sales";
import { bulkJudgmentsSql } from "../../scripts/bench/seed-sql";
import { createTestApp, getRequest, run, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";

let app: TestApp;
let seller: Member;
beforeAll(async () => {
  app = await createTestApp();
  seller = await member(app);
});
afterAll(async () => {
  await app?.close();
});

const DAY = 86_400_000;
const ENHANCEMENTS = [{ emboldenListing: true }, { highlightListing: true }, { featuredState: true }, { featuredNationwide: true }];

/** `count` listings that went live a month ago, with enhancements or without, in these statuses (cycled). */
async function listings(count: number, options: { enhanced: boolean; statuses: readonly ListingStatus[]; listed?: boolean }) {
  for (let i = 0; i < count; i += 1) {
    await listing(app, seller.userId, {
      status: options.statuses[i % options.statuses.length],
      listedAt: options.listed === false ? null : new Date(Date.now() - 30 * DAY),
      ...(options.enhanced ? ENHANCEMENTS[i % ENHANCEMENTS.length] : {}),
    });
  }
}

/** What the wizard's enhancement step shows a seller of a new listing. */
async function figureOnPage() {
  const id = await listing(app, seller.userId, { status: "new", listedAt: null });
  const page = (await run(() => enhancePage.loader(app.args(getRequest(`/sell/enhance?judgment_id=${id}`, seller.jar))))) as any;
  return page.store.salesFigure as { sentence: string; finePrint: string } | null;
}

/** Every status whose run is not over: on sale, hidden, in review, declined, under offer, in escrow. */
const stillRunning = listingStatuses.filter((status) => status !== "sold" && status !== "cancelled");

describe("listings with and without enhancements that sold", () => {
  it("counts only finished runs, says nothing below 20 on either side, then the shares with their counts", async () => {
    expect(SALES_FIGURE_MIN_LISTINGS).toBe(20);
    expect(stillRunning).toEqual(["new", "active", "hidden", "offer_accepted", "paid", "assigned", "disputed", "declined", "in_portfolio"]);
    // With enhancements: 19 finished (6 sold, 13 removed by their seller).
    await listings(6, { enhanced: true, statuses: ["sold"] });
    await listings(13, { enhanced: true, statuses: ["cancelled"] });
    // Without: 25 finished (3 sold, 22 removed).
    await listings(3, { enhanced: false, statuses: ["sold"] });
    await listings(22, { enhanced: false, statuses: ["cancelled"] });
    // Not counted on either side: runs still going (a paid or disputed sale may yet be refunded in
    // full), and listings removed before they ever went live.
    await listings(stillRunning.length * 3, { enhanced: true, statuses: stillRunning });
    await listings(stillRunning.length * 3, { enhanced: false, statuses: stillRunning });
    await listings(5, { enhanced: true, statuses: ["cancelled"], listed: false });
    await listings(5, { enhanced: false, statuses: ["sold"], listed: false });

    expect(await countEnhancementSales(app.services.db)).toEqual({ enhanced: { finished: 19, sold: 6 }, plain: { finished: 25, sold: 3 } });
    // 19 with enhancements: no claim at all.
    expect(await figureOnPage()).toBeNull();

    // The twentieth finished listing with enhancements, sold: 7 of 20 (35%) vs 3 of 25 (12%).
    await listings(1, { enhanced: true, statuses: ["sold"] });
    expect(await figureOnPage()).toEqual({
      sentence: "Of 20 listings with enhancements, 35% sold; of 25 without, 12% sold",
      finePrint: SALES_FIGURE_FINE_PRINT,
    });

    // Shares are truncated, never rounded up: one more plain sale is 4 of 26 (15.38…%).
    await listings(1, { enhanced: false, statuses: ["sold"] });
    expect((await figureOnPage())?.sentence).toBe("Of 20 listings with enhancements, 35% sold; of 26 without, 15% sold");
  });

  it("needs 20 on the side without enhancements too", async () => {
    // On a database of its own: 30 finished with enhancements, then 19 and 20 without.
    const other = await createTestApp();
    try {
      const owner = await member(other);
      const add = async (count: number, values: Record<string, unknown>) => {
        for (let i = 0; i < count; i += 1) await listing(other, owner.userId, { listedAt: new Date(Date.now() - DAY), ...values });
      };
      await add(30, { status: "cancelled", highlightListing: true });
      await add(19, { status: "sold" });
      expect(await countEnhancementSales(other.services.db)).toEqual({
        enhanced: { finished: 30, sold: 0 },
        plain: { finished: 19, sold: 19 },
      });
      expect(enhancementSalesFigure(await countEnhancementSales(other.services.db))).toBeNull();
      await add(1, { status: "cancelled" });
      expect(enhancementSalesFigure(await countEnhancementSales(other.services.db))?.sentence).toBe(
        "Of 30 listings with enhancements, 0% sold; of 20 without, 95% sold",
      );
    } finally {
      await other.close();
    }
  });

  it("reads the finished listings through an index, not by scanning every listing", async () => {
    // Ten thousand listings shaped like the benchmark's (92% on sale, 2% removed), analysed.
    await app.services.db.execute(sql.raw(bulkJudgmentsSql(10_000, [seller.userId])));
    await app.services.db.execute(sql`analyze judgments`);
    const result = (await app.services.db.execute(sql`explain ${enhancementSalesQuery(app.services.db)}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    const plan = result.rows.map((row) => Object.values(row)[0]).join("\n");
    expect(plan).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    expect(plan).not.toMatch(/Seq Scan on judgments/);
  });
});
