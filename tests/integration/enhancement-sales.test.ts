// Issue 27, item 10: the enhancement page's "do enhanced listings sell" figure comes from the
// marketplace's own sales: the listings that went live in the last 12 months, enhanced (bold,
// highlighted or featured) vs plain, and how many of each a buyer paid for; no figure until both
// groups have SALES_FIGURE_MIN_LISTINGS listings; never a typed-in statistic.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as enhancePage from "~/routes/listing-wizard/enhance";
import { SALES_FIGURE_MIN_LISTINGS, salesPeriodStart } from "~/domain/enhancement-sales";
import type { ListingStatus } from "~/domain/listing-status";
import { countEnhancementSales } from "~/server/queries/enhancement-sales";
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
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** `count` listings that went live `days` ago, enhanced or plain, in these statuses (cycled). */
async function listings(count: number, options: { enhanced: boolean; statuses: ListingStatus[]; days?: number }) {
  for (let i = 0; i < count; i += 1) {
    const flag = options.enhanced ? [{ emboldenListing: true }, { highlightListing: true }, { featuredState: true }][i % 3] : {};
    await listing(app, seller.userId, {
      status: options.statuses[i % options.statuses.length],
      listedAt: daysAgo(options.days ?? 30),
      ...flag,
    });
  }
}

async function figureOnPage(): Promise<string | null> {
  const id = await listing(app, seller.userId, { status: "new", listedAt: null });
  const page = (await run(() => enhancePage.loader(app.args(getRequest(`/sell/enhance?judgment_id=${id}`, seller.jar))))) as any;
  return page.store.salesFigure;
}

describe("the enhanced vs plain sales figure", () => {
  it("shows no figure while a group has fewer listings than the threshold, then the computed shares with their counts", async () => {
    expect(SALES_FIGURE_MIN_LISTINGS).toBe(20);
    // 19 enhanced (5 sold), 30 plain (3 sold): too few enhanced listings.
    await listings(5, { enhanced: true, statuses: ["sold", "paid", "assigned"] });
    await listings(14, { enhanced: true, statuses: ["active", "offer_accepted", "cancelled", "hidden"] });
    await listings(3, { enhanced: false, statuses: ["sold", "paid", "disputed"] });
    await listings(27, { enhanced: false, statuses: ["active", "hidden", "cancelled"] });
    // Not counted: went live more than 12 months ago, or never went live.
    await listings(10, { enhanced: true, statuses: ["sold"], days: 400 });
    await listings(4, { enhanced: true, statuses: ["sold"], days: 370 });
    for (let i = 0; i < 3; i += 1) await listing(app, seller.userId, { status: "new", listedAt: null, highlightListing: true });

    const counts = await countEnhancementSales(app.services.db, salesPeriodStart(new Date()));
    expect(counts).toEqual({ enhanced: { listed: 19, sold: 5 }, plain: { listed: 30, sold: 3 } });
    expect(await figureOnPage()).toBeNull();

    // The twentieth enhanced listing (sold): 6 of 20 vs 3 of 30.
    await listings(1, { enhanced: true, statuses: ["sold"], days: 200 });
    expect(await figureOnPage()).toBe("30% of enhanced listings sold (6 of 20) vs 10% of plain listings (3 of 30), last 12 months");

    // One more plain listing, sold: 4 of 31 (12.90…%).
    await listings(1, { enhanced: false, statuses: ["paid"], days: 2 });
    expect(await figureOnPage()).toBe("30% of enhanced listings sold (6 of 20) vs 12.9% of plain listings (4 of 31), last 12 months");
  });
});
