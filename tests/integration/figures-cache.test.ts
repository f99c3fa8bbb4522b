// Figures kept a minute per process (FIGURES_CACHE_SECONDS, docs/decisions/0051), on PGlite and
// PostgreSQL: the deal math, asked on every typing pause, and /market, the same for everyone, read
// the comparable sales once and answer from memory until the minute is out (a sale completed
// meanwhile shows after it); /market reads anew on a new day. The other tests run with the cache off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as dealMathRoute from "~/routes/api/judgments/deal-math";
import * as marketPage from "~/routes/public/market";
import { recordSaleComparables } from "~/server/comparables/record";
import { createTestApp, getRequest, run, type TestApp } from "../support/app";
import { acceptedOffer, listing, member, type Member } from "../support/factories";
import { marketSales } from "../support/market-sales";

/** A Wednesday morning, US Eastern. */
const START = new Date("2026-03-04T15:00:00Z");

let app: TestApp;
let seller: Member;
let buyer: Member;
beforeAll(async () => {
  app = await createTestApp({ FIGURES_CACHE_SECONDS: "60" });
  app.clock.set(START);
  seller = await member(app, { verified: true, address: true });
  buyer = await member(app, { prefix: "buyer", verified: true, address: true });
});
afterAll(async () => {
  await app?.close();
});

/** A completed sale of a listing like the factory's (California, entered 2023-06-14, $20,000). */
async function soldSale(priceCents: number) {
  const id = await listing(app, seller.userId, { status: "sold", buyerId: buyer.userId });
  const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: priceCents });
  await recordSaleComparables(app.services.db, [{ judgmentId: id, offerId, priceCents, paidAt: app.clock.now() }]);
}

async function amongSimilarSales(id: number): Promise<string | null> {
  const request = getRequest(`/api/judgments/deal_math/${id}?amount=100.00`, buyer.jar);
  const response = (await run(() => dealMathRoute.loader(app.args(request, { id: String(id) })))) as Response;
  expect(response.status).toBe(200);
  return ((await response.json()) as { among_similar_sales: string | null }).among_similar_sales;
}

describe("figures kept a minute", () => {
  it("answers the deal math from the group's figures as first read, for every listing of that group", async () => {
    for (const price of [200_000, 250_000, 300_000, 350_000]) await soldSale(price);
    const onSale = await listing(app, seller.userId, { priceCents: 300_000 });
    expect(await amongSimilarSales(onSale)).toBeNull(); // four sales: no figure
    await soldSale(400_000);
    // The fifth is not read again within the minute, for this listing nor for another alike.
    expect(await amongSimilarSales(onSale)).toBeNull();
    const alike = await listing(app, seller.userId, { priceCents: 350_000 });
    expect(await amongSimilarSales(alike)).toBeNull();
  });

  it("serves /market's figures as first read until the minute is out or the day changes", async () => {
    const market = async () =>
      ((await run(() => marketPage.loader(app.args(getRequest("/market"))))) as Awaited<ReturnType<typeof marketPage.loader>>).overview;
    const before = (await market()).total.sales;
    await marketSales(app).sales([1_000, 1_200, 1_400], { stateId: 48 });
    expect((await market()).total.sales).toBe(before);
    app.clock.set(new Date(START.getTime() + 24 * 3600_000));
    expect((await market()).total.sales).toBe(before + 3);
  });
});
