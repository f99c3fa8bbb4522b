// Offers waiting for the seller (issue 27, item 18): /home lists the offers whose answer is the
// seller's (on live listings, the seller's move, within their expiry), soonest to expire first;
// /selling counts the same ones and its "Review offers" lands on the listing's offers (#offers).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as home from "~/routes/home/index";
import * as selling from "~/routes/selling-dashboard/index";
import { createTestApp, getRequest, run, type TestApp } from "../support/app";
import { listing, member, offer, type Member } from "../support/factories";

const DAY = 86_400_000;

let app: TestApp;
let seller: Member;
let live: number;

beforeAll(async () => {
  app = await createTestApp();
  seller = await member(app);
  const [a, b, c, d, e] = [await member(app), await member(app), await member(app), await member(app), await member(app)];
  const now = app.clock.now().getTime();
  live = await listing(app, seller.userId, { title: "Live listing with offers" });
  await offer(app, live, a.userId, { amountCents: 210_000, expiresAt: new Date(now + 9 * DAY) });
  await offer(app, live, b.userId, { amountCents: 220_000, expiresAt: new Date(now + 2 * DAY) });
  await offer(app, live, c.userId, { amountCents: 230_000, expiresAt: null });
  // Not the seller's move, past its date, declined: none of them waits for the seller.
  await offer(app, live, d.userId, { amountCents: 240_000, awaiting: "buyer", counterCents: 300_000, sellerCounters: 1 });
  await offer(app, live, e.userId, { amountCents: 250_000, expiresAt: new Date(now - 60_000) });
  await offer(app, live, (await member(app)).userId, { amountCents: 260_000, status: "rejected" });
  // A hidden listing's offer, and another seller's, wait for nobody here.
  const hidden = await listing(app, seller.userId, { status: "hidden" });
  await offer(app, hidden, a.userId, { amountCents: 270_000 });
  const elsewhere = await listing(app, (await member(app)).userId);
  await offer(app, elsewhere, b.userId, { amountCents: 280_000 });
});
afterAll(async () => {
  await app?.close();
});

describe("offers waiting for the seller", () => {
  it("are listed on /home with the buyer, the amount and the expiry, soonest to expire first", async () => {
    const data = (await run(() => home.loader(app.args(getRequest("/home", seller.jar))))) as any;
    expect(data.waitingOffers.total).toBe(3);
    expect(data.waitingOffers.items.map((o: { amount: number }) => o.amount)).toEqual([220_000, 210_000, 230_000]);
    expect(data.waitingOffers.items[0]).toMatchObject({
      judgment: { id: live, title: "Live listing with offers" },
      expires_at: expect.any(String),
    });
    expect(data.waitingOffers.items[0].buyer_handle).toMatch(/^seller_/);
    expect(data.waitingOffers.items[2].expires_at).toBeNull();
  });

  it("are not listed to a member with none waiting", async () => {
    const nobody = await member(app);
    const data = (await run(() => home.loader(app.args(getRequest("/home", nobody.jar))))) as any;
    expect(data.waitingOffers).toEqual({ items: [], total: 0 });
  });

  it("are counted the same on /selling, whose Review offers link lands on the listing's offers", async () => {
    const sections = (await run(() => selling.loader(app.args(getRequest("/selling", seller.jar))))) as any;
    const row = sections.active.find((r: { id: number }) => r.id === live);
    expect(row.nextStep).toMatchObject({
      text: "3 offers are waiting for your answer.",
      link: { to: `/judgments/${live}#offers`, label: "Review offers" },
    });
  });
});
