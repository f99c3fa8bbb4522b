// What similar judgments sold for, where the pages show it (issue 31), on PGlite and PostgreSQL:
// beside the asking price on the judgment page for members (never for visitors, never from fewer
// than five sales), in the deal math's answer as one types an offer, and on the owner's edit form.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as dealMathRoute from "~/routes/api/judgments/deal-math";
import * as detail from "~/routes/judgments/detail";
import * as edit from "~/routes/judgments/edit";
import { recordSaleComparables } from "~/server/comparables/record";
import { CookieJar, createTestApp, getRequest, run, type TestApp } from "../support/app";
import { acceptedOffer, listing, member, type Member } from "../support/factories";

/** A Wednesday morning, US Eastern. */
const START = new Date("2026-03-04T15:00:00Z");

let app: TestApp;
let seller: Member;
let buyer: Member;
beforeAll(async () => {
  app = await createTestApp();
  seller = await member(app, { verified: true, address: true });
  buyer = await member(app, { prefix: "buyer", verified: true, address: true });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => app.clock.set(START));

const db = () => app.services.db;

/** A completed sale of a listing like the factory's (California, entered 2023-06-14, $20,000) at `priceCents`. */
async function soldSale(priceCents: number) {
  const id = await listing(app, seller.userId, { status: "sold", buyerId: buyer.userId });
  const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: priceCents });
  await recordSaleComparables(db(), [{ judgmentId: id, offerId, priceCents, paidAt: app.clock.now() }]);
}

type Page = { similarSales: { kind: string; figures?: { count: number; sentence: string }; marks?: { label: string }[] } | null };
const judgmentPage = async (id: number, jar?: CookieJar) =>
  (await run(() => detail.loader(app.args(getRequest(`/judgments/${id}`, jar), { id: String(id) })))) as unknown as Page;

describe("similar sales beside the asking price", () => {
  it("says there is no figure below five sales, shows the group and where the prices fall from five, and never to visitors", async () => {
    const onSale = await listing(app, seller.userId, { priceCents: 300_000, buyNowCents: 500_000 });
    for (const price of [200_000, 250_000, 300_000, 350_000]) await soldSale(price);

    expect((await judgmentPage(onSale, buyer.jar)).similarSales).toEqual({ kind: "too-few" });

    await soldSale(400_000);
    const shown = (await judgmentPage(onSale, buyer.jar)).similarSales!;
    expect(shown.kind).toBe("figures");
    expect(shown.figures!.count).toBe(5);
    expect(shown.figures!.sentence).toMatch(/^5 California judgments 2–5 years old/);
    expect(shown.marks!.map((m) => m.label)).toEqual(["Asking price", "Buy Now price"]);
    // The owner sees it too; a visitor's page (cached, hottest) does not read it.
    expect((await judgmentPage(onSale, seller.jar)).similarSales!.kind).toBe("figures");
    expect((await judgmentPage(onSale)).similarSales).toBeNull();
  });

  it("places a typed amount among them in the deal math's answer", async () => {
    const onSale = await listing(app, seller.userId, { priceCents: 300_000 });
    const request = getRequest(`/api/judgments/deal_math/${onSale}?amount=100.00`, buyer.jar);
    const response = (await run(() => dealMathRoute.loader(app.args(request, { id: String(onSale) })))) as Response;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { among_similar_sales: string | null };
    expect(body.among_similar_sales).toMatch(/below the 25th percentile of similar sales/);
  });

  it("shows the owner where the saved prices fall on the edit form", async () => {
    const onSale = await listing(app, seller.userId, { priceCents: 300_000 });
    const page = (await run(() => edit.loader(app.args(getRequest(`/judgments/${onSale}/edit`, seller.jar), { id: String(onSale) })))) as {
      similarSales: Page["similarSales"];
    };
    expect(page.similarSales!.kind).toBe("figures");
    expect(page.similarSales!.marks!.map((m) => m.label)).toEqual(["Asking price"]);
  });
});
