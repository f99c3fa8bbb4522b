// Issue 27, item 2 (docs/decisions/0033): a listing whose offers are visible to the owner only
// shows no offer amount to anyone else: not the highest-offer panel, not GET
// /api/judgments/highest_offer/{id} (200 { amount: null, hidden: true }), not GET /api/judgments/{id},
// not browse, not the dashboards, not the e-mails to the other bidders and watchers. The owner and
// administrators see everything; a bidder sees its own offer, never the others'.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as acceptRoute from "~/routes/api/offers/accept";
import * as apiJudgment from "~/routes/api/judgments/judgment";
import * as highestOffer from "~/routes/api/judgments/highest-offer";
import * as myOffersRoute from "~/routes/api/judgments/myoffers";
import * as browsePage from "~/routes/judgments/index";
import * as detailPage from "~/routes/judgments/detail";
import * as homePage from "~/routes/home/index";
import { outbox, watchlist } from "~/server/db/schema";
import { CookieJar, createTestApp, getRequest, jsonRequest, run, type TestApp } from "../support/app";
import { listing, member, offer, type Member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The highest offer: $5,800. Written as cents it is 580000, as money "$5,800". */
const HIGHEST = 580_000;
const LOWER = 400_000;

const apiArgs = (path: string, id: number, jar?: CookieJar) =>
  app.args(getRequest(`${path}${id}`, jar, { "x-requested-with": "XMLHttpRequest" }), { id: String(id) });

async function highest(id: number, who?: Member) {
  const response = (await run(() => highestOffer.loader(apiArgs("/api/judgments/highest_offer/", id, who?.jar)))) as Response;
  return { status: response.status, body: await response.json() };
}
async function apiJson(id: number, who?: Member) {
  return ((await run(() => apiJudgment.loader(apiArgs("/api/judgments/", id, who?.jar)))) as Response).json();
}
async function pageData(id: number, who?: Member) {
  return (await run(() => detailPage.loader(app.args(getRequest(`/judgments/${id}`, who?.jar), { id: String(id) })))) as any;
}
/** Whether a figure shows anywhere in what the server hands over (cents or dollars, any format). */
function mentions(value: unknown, cents: number): boolean {
  const text = JSON.stringify(value);
  const dollars = cents / 100;
  return [String(cents), dollars.toLocaleString("en-US"), (cents / 100).toFixed(2)].some((figure) => text.includes(figure));
}

describe("offers visible to the owner only", () => {
  let owner: Member, bidder: Member, topBidder: Member, stranger: Member, admin: Member;
  let id: number;
  let topOffer: number;

  beforeAll(async () => {
    owner = await member(app, { prefix: "hidowner" });
    bidder = await member(app, { prefix: "hidbidder" });
    topBidder = await member(app, { prefix: "hidtop" });
    stranger = await member(app, { prefix: "hidstranger" });
    admin = await member(app, { role: "admin" });
    id = await listing(app, owner.userId, {
      offersVisibility: "owner",
      title: "Owner-only offers judgment",
      priceCents: 900_000,
      offersCount: 2,
    });
    await offer(app, id, bidder.userId, { amountCents: LOWER });
    topOffer = await offer(app, id, topBidder.userId, { amountCents: HIGHEST });
  });

  it("GET /api/judgments/highest_offer/{id} answers { amount: null, hidden: true } to everyone but the owner and administrators", async () => {
    for (const who of [undefined, stranger, bidder]) {
      expect(await highest(id, who)).toEqual({ status: 200, body: { amount: null, hidden: true } });
    }
    for (const who of [owner, admin]) {
      expect(await highest(id, who)).toEqual({ status: 200, body: { amount: HIGHEST, hidden: false } });
    }
  });

  it("the judgment page's panel and data carry no amount but the viewer's own; the owner and administrators see them", async () => {
    for (const who of [undefined, stranger]) {
      const data = await pageData(id, who);
      expect(data.highestOfferCents).toBeNull();
      expect(data.offersHidden).toBe(true);
      expect(data.offers).toBeNull();
      expect(mentions(data, HIGHEST)).toBe(false);
      expect(mentions(data, LOWER)).toBe(false);
      // The number of offers is not an amount: it stays, like views and watchers.
      expect(data.judgment.counts.offers).toBe(2);
    }
    const mine = await pageData(id, bidder);
    expect(mine.highestOfferCents).toBeNull();
    expect(mine.myOffer.amountCents).toBe(LOWER);
    expect(mentions(mine, HIGHEST)).toBe(false);
    for (const who of [owner, admin]) {
      const data = await pageData(id, who);
      expect(data.highestOfferCents).toBe(HIGHEST);
      expect(data.offersHidden).toBe(false);
      expect(data.offers.map((o: { amountCents: number }) => o.amountCents)).toEqual([HIGHEST, LOWER]);
    }
  });

  it("GET /api/judgments/{id} lists no offers and no amount to others", async () => {
    for (const who of [undefined, stranger, bidder]) {
      const json = await apiJson(id, who);
      expect(json).not.toHaveProperty("offers");
      expect(mentions(json, HIGHEST)).toBe(false);
      expect(json.offers_count).toBe(2);
    }
    expect((await apiJson(id, owner)).offers).toHaveLength(2);
  });

  it("browse and the bidder's dashboard and GET /api/judgments/myoffers show no other bidder's amount", async () => {
    const browse = await run(() => browsePage.loader(app.args(getRequest("/judgments?keywords=Owner-only", stranger.jar))));
    expect(JSON.stringify(browse)).toContain("Owner-only offers judgment");
    expect(mentions(browse, HIGHEST)).toBe(false);
    const home = await run(() => homePage.loader(app.args(getRequest("/home", bidder.jar))));
    expect(mentions(home, HIGHEST)).toBe(false);
    const myOffers = await ((await run(() => myOffersRoute.loader(apiArgs("/api/judgments/myoffers", 0, bidder.jar)))) as Response).json();
    expect(mentions(myOffers, HIGHEST)).toBe(false);
    expect(mentions(myOffers, LOWER)).toBe(true);
  });

  it("the e-mails to the other bidder and to watchers when the owner accepts quote no other bidder's amount", async () => {
    await app.services.db.insert(watchlist).values({ userId: stranger.userId, judgmentId: id });
    const answer = (await run(() =>
      acceptRoute.action(
        app.args(jsonRequest("/api/judgments/offers/accept", { judgment_id: id, offer_id: topOffer, amount: "5800.00" }, owner.jar)),
      ),
    )) as Response;
    expect(answer.status).toBe(200);
    for (const who of [bidder, stranger]) {
      const mail = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, who.email));
      expect(mail.length, who.handle).toBeGreaterThan(0);
      expect(mentions(mail, HIGHEST)).toBe(false);
    }
  });
});

describe("offers visible to all", () => {
  it("shows the highest offer to everyone who may see the listing, hidden: false", async () => {
    const [owner, bidder] = [await member(app), await member(app)];
    const id = await listing(app, owner.userId, { offersVisibility: "all" });
    await offer(app, id, bidder.userId, { amountCents: HIGHEST });
    expect(await highest(id)).toEqual({ status: 200, body: { amount: HIGHEST, hidden: false } });
    const data = await pageData(id);
    expect(data.highestOfferCents).toBe(HIGHEST);
    expect(data.offersHidden).toBe(false);
  });
});
