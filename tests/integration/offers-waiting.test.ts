// Offers waiting for the seller (issue 27, item 18): /home's "Needs you" lists the offers whose
// answer is the seller's (on live listings, the seller's move, within their expiry), soonest to
// expire first (docs/decisions/0043-needs-you.md);
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
  it("are listed in /home's Needs you with the buyer, the amount and the expiry, soonest to expire first", async () => {
    const data = (await run(() => home.loader(app.args(getRequest("/home", seller.jar))))) as any;
    expect(data.needsYou.total).toBe(3);
    const items = data.needsYou.items;
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(["offer", "offer", "offer"]);
    expect(items.map((i: { headline: string }) => i.headline.match(/\$[\d,]+/)![0])).toEqual(["$2,200", "$2,100", "$2,300"]);
    expect(items[0]).toMatchObject({
      listing: "Live listing with offers",
      href: `/judgments/${live}#offers`,
      action: "Review offer",
      due: { label: "Expires", text: expect.stringMatching(/^1 day 23 hours left|^2 days left/), overdue: false },
    });
    expect(items[0].headline).toMatch(/ from @seller_/);
    // The offer without a date comes after those with one, with how long it has waited.
    expect(items[2]).toMatchObject({ due: null, waiting: expect.stringMatching(/^waiting /) });
  });

  it("are not listed to a member with none waiting", async () => {
    const nobody = await member(app);
    const data = (await run(() => home.loader(app.args(getRequest("/home", nobody.jar))))) as any;
    expect(data.needsYou).toEqual({ items: [], total: 0 });
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
