// The agreed price and the offer status words (issue 27, item 6). A listing asking $15,174 that a
// buyer paid $12,500 for shows "Agreed price $12,500" to its seller, its buyer and administrators
// on the judgment page, GET /api/judgments/{id}, /selling, /home and the admin lists; to another
// member it shows only when the seller made the offers public, and otherwise reads "Last asking
// price", never passed off as the sale's. An offer's status reads the same on /home (and
// GET /api/judgments/myoffers) as on the judgment page: "Counter-offer" while the seller's counter
// waits on the buyer, "Declined" once declined.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { offerStatusLabel } from "~/domain/offer-status";
import * as adminJudgments from "~/routes/admin/judgments/index";
import * as adminUser from "~/routes/admin/users/detail";
import * as judgmentApi from "~/routes/api/judgments/judgment";
import * as myOffersApi from "~/routes/api/judgments/myoffers";
import * as home from "~/routes/home/index";
import * as detail from "~/routes/judgments/detail";
import * as selling from "~/routes/selling-dashboard/index";
import { judgments, watchlist } from "~/server/db/schema";
import { createTestApp, getRequest, run, type CookieJar, type TestApp } from "../support/app";
import { acceptedSale, listing, member, offer, type Member } from "../support/factories";

const ASKING = 1_517_400;
const AGREED = 1_250_000;

let app: TestApp;
let seller: Member;
let buyer: Member;
let stranger: Member;
let admin: Member;
let sold: number;

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer, stranger] = [await member(app), await member(app), await member(app)];
  admin = await member(app, { role: "admin" });
  ({ id: sold } = await acceptedSale(app, seller.userId, buyer.userId, {
    amountCents: AGREED,
    listing: { status: "paid", priceCents: ASKING, offersVisibility: "owner" },
  }));
  await app.services.db.insert(watchlist).values({ userId: stranger.userId, judgmentId: sold });
});
afterAll(async () => {
  await app?.close();
});

async function page(id: number, jar: CookieJar) {
  const data = (await run(() => detail.loader(app.args(getRequest(`/judgments/${id}`, jar), { id: String(id) })))) as any;
  expect(data).not.toBeInstanceOf(Response);
  return data;
}

async function api(id: number, jar: CookieJar) {
  const response = (await run(() => judgmentApi.loader(app.args(getRequest(`/api/judgments/${id}`, jar), { id: String(id) })))) as Response;
  expect(response.status).toBe(200);
  return (await response.json()) as any;
}

const dashboard = async (jar: CookieJar) => (await run(() => home.loader(app.args(getRequest("/home", jar))))) as any;

async function setVisibility(offersVisibility: "all" | "owner") {
  await app.services.db.update(judgments).set({ offersVisibility }).where(eq(judgments.id, sold));
}

describe("the agreed price once an offer is accepted", () => {
  it("is shown to the seller, the buyer and administrators on the judgment page and in the API", async () => {
    for (const who of [seller, buyer, admin]) {
      expect((await page(sold, who.jar)).agreedCents, who.handle).toBe(AGREED);
      expect(await api(sold, who.jar), who.handle).toMatchObject({ price: ASKING, agreed_price: AGREED, price_label: "Agreed price" });
    }
  });

  it("is kept from other members while the offers are the seller's only, and shown once they are public", async () => {
    expect((await page(sold, stranger.jar)).agreedCents).toBeNull();
    expect(await api(sold, stranger.jar)).toMatchObject({ price: ASKING, agreed_price: null, price_label: "Last asking price" });
    expect((await dashboard(stranger.jar)).watchlist.items[0]).toMatchObject({ id: sold, agreed_price: null });

    await setVisibility("all");
    try {
      expect((await page(sold, stranger.jar)).agreedCents).toBe(AGREED);
      expect(await api(sold, stranger.jar)).toMatchObject({ agreed_price: AGREED, price_label: "Agreed price" });
      expect((await dashboard(stranger.jar)).watchlist.items[0]).toMatchObject({ id: sold, agreed_price: AGREED });
    } finally {
      await setVisibility("owner");
    }
  });

  it("is not given for a listing still for sale", async () => {
    const active = await listing(app, seller.userId, { priceCents: ASKING });
    await offer(app, active, buyer.userId, { amountCents: AGREED });
    expect((await page(active, seller.jar)).agreedCents).toBeNull();
    expect(await api(active, seller.jar)).toMatchObject({ agreed_price: null, price_label: "Asking price" });
  });

  it("is what /selling, the seller's and the buyer's /home and the admin lists show", async () => {
    const sections = (await run(() => selling.loader(app.args(getRequest("/selling", seller.jar))))) as any;
    expect(sections.active.find((r: { id: number }) => r.id === sold)).toMatchObject({ priceCents: ASKING, acceptedOfferCents: AGREED });
    expect((await dashboard(seller.jar)).selling.items.find((r: { id: number }) => r.id === sold)).toMatchObject({ agreed_price: AGREED });
    expect((await dashboard(buyer.jar)).buying.items.find((r: { id: number }) => r.id === sold)).toMatchObject({ amount: AGREED });

    const list = (await run(() => adminJudgments.loader(app.args(getRequest("/admin/judgments", admin.jar))))) as any;
    expect(list.rows.find((r: { id: number }) => r.id === sold)).toMatchObject({ priceCents: ASKING, agreedCents: AGREED });
    const buyerPage = (await run(() =>
      adminUser.loader(app.args(getRequest(`/admin/users/${buyer.userId}`, admin.jar), { id: String(buyer.userId) })),
    )) as any;
    expect(buyerPage.activity.purchases.find((p: { id: number }) => p.id === sold)).toMatchObject({ agreedCents: AGREED });
  });
});

describe("an offer's status, in the same words everywhere", () => {
  it("reads 'Counter-offer' on /home and the API while the seller's counter waits on the buyer, as on the judgment page", async () => {
    const id = await listing(app, seller.userId);
    const who = await member(app);
    await offer(app, id, who.userId, { amountCents: 200_000, awaiting: "buyer", counterCents: 300_000, sellerCounters: 1 });
    const mine = (await page(id, who.jar)).myOffer;
    expect(offerStatusLabel(mine)).toBe("Counter-offer");
    const home = (await dashboard(who.jar)).offers.items[0];
    expect(home).toMatchObject({ stage: "countered", status_label: "Counter-offer" });

    const response = (await run(() => myOffersApi.loader(app.args(getRequest("/api/judgments/myoffers", who.jar))))) as Response;
    expect((await response.json())[0]).toMatchObject({ status: "pending", stage: "countered", status_label: "Counter-offer" });
  });

  it("reads 'Declined' for a declined offer and 'Expired' for a pending one past its date, on both", async () => {
    const id = await listing(app, seller.userId);
    const [declined, late] = [await member(app), await member(app)];
    await offer(app, id, declined.userId, { status: "rejected" });
    await offer(app, id, late.userId, { expiresAt: new Date(app.clock.now().getTime() - 60_000) });
    for (const [who, words] of [
      [declined, "Declined"],
      [late, "Expired"],
    ] as const) {
      expect(offerStatusLabel((await page(id, who.jar)).myOffer)).toBe(words);
      expect((await dashboard(who.jar)).offers.items[0].status_label).toBe(words);
    }
  });
});
