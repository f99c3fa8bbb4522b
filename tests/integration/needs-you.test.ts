// "Needs you" (issue 29, item 3; docs/decisions/0043-needs-you.md): each kind of thing waiting on a
// member appears in /home's list with its link and countdown, and goes the moment the member (or
// the other side) handles it through the very server functions the pages and the API use; the
// list is ordered by deadline (overdue first, those without one last); the navbar's count is the
// list's length: fresh on /home and after the member's own action, kept up to a minute elsewhere.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { NeedsYouList } from "~/components/needs-you/needs-you-list";
import { buyerTotal } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import * as createOffer from "~/routes/api/offers/create";
import * as acceptRoute from "~/routes/api/offers/accept";
import * as rejectRoute from "~/routes/api/offers/reject";
import * as counterRoute from "~/routes/api/offers/counter";
import * as counterBackRoute from "~/routes/api/offers/counter-back";
import * as counterDeclineRoute from "~/routes/api/offers/counter-decline";
import * as payApi from "~/routes/api/judgments/payment";
import * as assignedApi from "~/routes/api/assignment/assigned";
import * as approvedApi from "~/routes/api/assignment/buyer-approved";
import * as answerApi from "~/routes/api/escrow/dispute-answer";
import * as enhancementPayApi from "~/routes/api/enhancements/payment";
import * as markReadRoute from "~/routes/messages/mark-read";
import * as detail from "~/routes/judgments/detail";
import * as home from "~/routes/home/index";
import * as root from "~/root";
import { judgments, messages, offers } from "~/server/db/schema";
import { updateListing } from "~/server/listings/edit";
import { loadPageProps } from "~/server/page-props";
import {
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  run,
  unwrap,
  type CookieJar,
  type RouteFunction,
  type TestApp,
} from "../support/app";
import { listing, listingEditFields, member, offer, type Member } from "../support/factories";
import { escrowSales, uploadPdf } from "../support/escrow-sales";

const DAY = 86_400_000;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
beforeEach(() => app.clock.reset());
afterAll(async () => {
  await app?.close();
});

type Item = {
  kind: string;
  href: string;
  headline: string;
  listing: string | null;
  action: string;
  due: { label: string; at: string; date: string; text: string; overdue: boolean } | null;
  waiting: string | null;
};

/** The member's list as /home's loader gives it; the navbar's count on /home is its length. */
async function needs(who: Member): Promise<Item[]> {
  const data = (await run(() => home.loader(app.args(getRequest("/home", who.jar))))) as any;
  expect(data.needsYou.total).toBe(data.needsYou.items.length);
  expect(await badge(who)).toBe(data.needsYou.items.length);
  return data.needsYou.items;
}
/** "kind → link" of each item, in order. */
const where = async (who: Member) => (await needs(who)).map((item) => `${item.kind} → ${item.href}`);
/** The navbar's Dashboard count on a page (the root loader's page properties): /home's is always fresh. */
const badge = async (who: Member, path = "/home") => (await loadPageProps(getRequest(path, who.jar), app.context())).needs_you;

const call = async (mod: { action: RouteFunction }, path: string, body: unknown, jar: CookieJar) =>
  (await run(() => mod.action(app.args(jsonRequest(path, body, jar))))) as Response;
const page = (id: number, jar: CookieJar, fields: Record<string, string>) =>
  run(() => detail.action(app.args(formRequest(`/judgments/${id}`, fields, jar), { id: String(id) }))) as Promise<Response>;

const parties = async () => [await member(app, { verified: true, address: true }), await member(app, { verified: true, address: true })];
const forSale = (sellerId: number, title = "Fresno contractor judgment") =>
  listing(app, sellerId, { title, priceCents: 400_000, listedAt: new Date(Date.now() - 10 * DAY) });

async function makeOffer(buyer: Member, judgmentId: number, amount: string): Promise<number> {
  const response = await call(createOffer, "/api/judgments/offer", { judgment_id: judgmentId, amount }, buyer.jar);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe("a sale, step by step", () => {
  it("waits on the seller to answer the offer, the buyer to pay, the seller to assign, the buyer to confirm; each goes once done", async () => {
    const [seller, buyer] = await parties();
    const id = await forSale(seller.userId);
    const offerId = await makeOffer(buyer, id, "3000.00");

    const [offerItem] = await needs(seller);
    expect(offerItem).toMatchObject({
      kind: "offer",
      href: `/judgments/${id}#offers`,
      headline: `Offer of $3,000 from @${buyer.handle}`,
      listing: "Fresno contractor judgment",
      action: "Review offer",
      due: { label: "Expires", overdue: false, text: "13 days left" },
    });
    expect(await badge(seller)).toBe(1);
    expect(await where(buyer)).toEqual([]);

    expect(
      (await call(acceptRoute, "/api/judgments/offers/accept", { judgment_id: id, offer_id: offerId, amount: "3000.00" }, seller.jar))
        .status,
    ).toBe(200);
    expect(await where(seller)).toEqual([]);
    const [payment] = await needs(buyer);
    expect(payment).toMatchObject({
      kind: "payment",
      href: `/judgments/pay/${id}`,
      headline: "Pay $3,300 ($3,000 and the buyer's fee)",
      due: { label: "Pay by", overdue: false, date: expect.stringMatching(/ 11:59 PM ET$/) },
    });
    expect(await badge(buyer)).toBe(1);

    const paid = await call(
      payApi,
      "/api/judgments/payment",
      { judgment_id: id, amount: dollarText(buyerTotal(300_000)), payment_method: "pm_card_visa" },
      buyer.jar,
    );
    expect(paid.status).toBe(200);
    expect(await where(buyer)).toEqual([]);
    expect(await needs(seller)).toMatchObject([
      {
        kind: "assignment",
        href: `/judgments/${id}#assignment`,
        headline: `Assign the judgment to @${buyer.handle}`,
        due: { label: "Assign by" },
      },
    ]);

    expect((await uploadPdf(app, id, seller.jar, "assignment")).status).toBe(201);
    expect(await where(seller)).toHaveLength(1); // uploading is not marking it assigned
    expect((await call(assignedApi, "/api/judgments/assigned", { judgment_id: id }, seller.jar)).status).toBe(200);
    expect(await where(seller)).toEqual([]);
    expect(await needs(buyer)).toMatchObject([
      { kind: "inspection", href: `/judgments/${id}#assignment`, due: { label: "Confirm or dispute by", overdue: false } },
    ]);

    expect((await call(approvedApi, "/api/judgments/buyer_approved", { judgment_id: id }, buyer.jar)).status).toBe(200);
    expect(await where(buyer)).toEqual([]);
    expect(await where(seller)).toEqual([]);
    expect([await badge(seller), await badge(buyer)]).toEqual([0, 0]);
  });

  it("moves an offer between the two sides as they counter, and drops it when rejected or declined", async () => {
    const [seller, buyer] = await parties();
    const id = await forSale(seller.userId);
    const offerId = await makeOffer(buyer, id, "3000.00");

    expect((await call(counterRoute, "/api/judgments/offers/counter", { offer_id: offerId, amount: "3600.00" }, seller.jar)).status).toBe(
      200,
    );
    expect(await where(seller)).toEqual([]);
    expect(await needs(buyer)).toMatchObject([
      {
        kind: "counter",
        href: `/judgments/${id}#my-offer`,
        headline: "The seller countered at $3,600",
        action: "Answer the counter-offer",
        due: { label: "Answer by", overdue: false },
      },
    ]);

    const back = await call(
      counterBackRoute,
      "/api/judgments/offers/counter/counter_back",
      { offer_id: offerId, amount: "3300.00", seen_amount: "3600.00" },
      buyer.jar,
    );
    expect(back.status).toBe(200);
    expect(await where(buyer)).toEqual([]);
    expect(await needs(seller)).toMatchObject([{ kind: "offer", headline: `Offer of $3,300 from @${buyer.handle}` }]);

    expect((await call(counterRoute, "/api/judgments/offers/counter", { offer_id: offerId, amount: "3500.00" }, seller.jar)).status).toBe(
      200,
    );
    expect(await where(buyer)).toEqual([`counter → /judgments/${id}#my-offer`]);
    expect((await call(counterDeclineRoute, "/api/judgments/offers/counter/decline", { offer_id: offerId }, buyer.jar)).status).toBe(200);
    expect([await where(buyer), await where(seller)]).toEqual([[], []]);

    // Another buyer's offer, rejected by the seller.
    const other = await member(app, { verified: true, address: true });
    const second = await makeOffer(other, id, "2800.00");
    expect(await where(seller)).toEqual([`offer → /judgments/${id}#offers`]);
    expect((await call(rejectRoute, "/api/judgments/offers/reject", { judgment_id: id, offer_id: second }, seller.jar)).status).toBe(200);
    expect(await where(seller)).toEqual([]);
  });

  it("leaves out an offer past its expiry and a counter-offer past its own date", async () => {
    const [seller, buyer] = await parties();
    const id = await forSale(seller.userId);
    await offer(app, id, buyer.userId, { expiresAt: new Date(Date.now() - 60_000) });
    const other = await member(app);
    const countered = await forSale(seller.userId, "Countered");
    await offer(app, countered, other.userId, {
      awaiting: "buyer",
      counterCents: 390_000,
      sellerCounters: 1,
      counterExpiresAt: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() + 5 * DAY),
    });
    expect(await where(seller)).toEqual([]);
    expect(await where(other)).toEqual([]);
  });
});

describe("a missed payment and the next-best offer", () => {
  /** A listing with offers from A ($3,000, accepted) and B ($2,500); then A's payment window passes. */
  async function lapsedSale() {
    const seller = await member(app, { verified: true });
    const [a, b] = [await member(app, { verified: true, address: true }), await member(app, { verified: true, address: true })];
    const id = await forSale(seller.userId, "Lapsed sale");
    const first = await makeOffer(a, id, "3000.00");
    await makeOffer(b, id, "2500.00");
    expect(
      (await call(acceptRoute, "/api/judgments/offers/accept", { judgment_id: id, offer_id: first, amount: "3000.00" }, seller.jar)).status,
    ).toBe(200);
    expect(await where(a)).toEqual([`payment → /judgments/pay/${id}`]);
    app.clock.set(new Date(Date.now() + 8 * DAY));
    return { id, seller, a, b };
  }

  it("asks the seller to relist or hand it over once the buyer missed the window (the buyer can no longer pay); the next-best buyer answers, then pays", async () => {
    const { id, seller, a, b } = await lapsedSale();
    expect(await where(a)).toEqual([]);
    const [missed] = await needs(seller);
    expect(missed).toMatchObject({
      kind: "payment_missed",
      href: `/judgments/${id}#payment-deadline`,
      headline: `@${a.handle} did not pay $3,000 in time`,
      due: null,
      waiting: expect.stringMatching(/^waiting \d+ days?/),
    });

    expect((await page(id, seller.jar, { intent: "hand_over", offer_id: String(await offerIdOf(id, b)), amount: "2500.00" })).status).toBe(
      302,
    );
    expect(await where(seller)).toEqual([]);
    expect(await needs(b)).toMatchObject([
      {
        kind: "hand_over",
        href: `/judgments/${id}#payment-deadline`,
        headline: "The sale is offered to you at $2,500",
        due: { label: "Answer by", overdue: false },
      },
    ]);
    expect((await page(id, b.jar, { intent: "accept_hand_over" })).status).toBe(302);
    expect(await where(b)).toEqual([`payment → /judgments/pay/${id}`]);
  });

  it("drops the missed payment once the seller puts the listing back on sale", async () => {
    const { id, seller } = await lapsedSale();
    expect(await where(seller)).toEqual([`payment_missed → /judgments/${id}#payment-deadline`]);
    expect((await page(id, seller.jar, { intent: "reactivate" })).status).toBe(302);
    // B's offer, rejected when A's was accepted, does not come back: nothing waits.
    expect(await where(seller)).toEqual([]);
  });

  async function offerIdOf(judgmentId: number, buyer: Member) {
    const [row] = await app.services.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.judgmentId, judgmentId), eq(offers.buyerId, buyer.userId)));
    return row.id;
  }
});

describe("a dispute", () => {
  it("waits on the seller until answered; the buyer who disputed has nothing left to do", async () => {
    const { disputedSale } = escrowSales(app);
    const sale = await disputedSale();
    expect(await where(sale.buyer)).toEqual([]);
    expect(await needs(sale.seller)).toMatchObject([
      { kind: "dispute", href: `/judgments/${sale.id}#escrow`, headline: `@${sale.buyer.handle} disputed the assignment`, due: null },
    ]);
    const answered = await call(
      answerApi,
      "/api/judgments/dispute/answer",
      { judgment_id: sale.id, response: "The documents name the right case; see page two of the assignment." },
      sale.seller.jar,
    );
    expect(answered.status).toBe(200);
    expect(await where(sale.seller)).toEqual([]);
  });
});

describe("the seller's listings", () => {
  it("asks for an unpaid listing fee until it is paid at the checkout", async () => {
    const seller = await member(app, { verified: true });
    const id = await listing(app, seller.userId, {
      status: "new",
      listedAt: null,
      amountCents: 1_000_000,
      priceCents: 300_000,
      buyNowCents: 600_000,
      listingFeeCents: 5_000,
    });
    expect(await needs(seller)).toMatchObject([
      {
        kind: "listing_fee",
        href: `/sell/checkout?judgment_id=${id}`,
        headline: "Listing fee of $50 unpaid: not reviewed until paid",
        due: null,
        waiting: expect.stringMatching(/^waiting /),
      },
    ]);
    const paid = await call(
      enhancementPayApi,
      "/api/enhancements/payment",
      { judgment_id: id, amount: 5_000, payment_method: "pm_card_visa" },
      seller.jar,
    );
    expect(paid.status).toBe(200);
    expect(await where(seller)).toEqual([]);
  });

  it("gathers the fees of several listings into one item, paid together at /sell/fees", async () => {
    const seller = await member(app, { verified: true });
    const fee = { status: "new" as const, listedAt: null, amountCents: 1_000_000, priceCents: 300_000, buyNowCents: 600_000 };
    await listing(app, seller.userId, { ...fee, listingFeeCents: 5_000 });
    await listing(app, seller.userId, { ...fee, listingFeeCents: 3_500 });
    await listing(app, seller.userId, { ...fee, listingFeeCents: 0 });
    expect(await needs(seller)).toMatchObject([
      {
        kind: "listing_fee",
        key: "listing_fee-all",
        listing: null,
        href: "/sell/fees",
        headline: "Listing fees of $85 unpaid on 2 listings: not reviewed until paid",
        action: "Pay listing fees",
      },
    ]);
    expect(await badge(seller)).toBe(1);
  });

  it("lists a listing held for review past its limit until a renewal date moves the limit", async () => {
    const seller = await member(app, { verified: true });
    // California, entered 01/04/2010: enforceable or renewable until 01/04/2020.
    const past = { dateAwarded: "2010-01-04", enforceLimitOn: "2020-01-04" } as const;
    const held = await listing(app, seller.userId, { ...past, status: "new", listedAt: null });
    // Live (the daily job sends it to review), hidden (nothing to do until shown again, then it goes to
    // review), reviewed (an administrator let it be listed): none waits on the seller.
    await listing(app, seller.userId, past);
    await listing(app, seller.userId, { ...past, status: "hidden" });
    await listing(app, seller.userId, { ...past, status: "new", listedAt: null, limitReviewedAt: new Date() });
    expect(await needs(seller)).toMatchObject([
      {
        kind: "past_limit",
        href: `/judgments/${held}/edit`,
        headline: "Past its limit: an administrator reviews its enforceability before it can be listed",
        action: "Add a renewal date",
        due: null,
      },
    ]);
    const edited = await updateListing(app.services, {
      judgmentId: held,
      userId: seller.userId,
      body: listingEditFields({ date_awarded: "2010-01-04", last_renewed_on: "2019-11-15" }),
    });
    expect(edited.ok).toBe(true);
    expect(await where(seller)).toEqual([]);
  });
});

describe("unread messages", () => {
  it("are one item however many, delivered messages only, gone once read", async () => {
    const [reader, writer] = [await member(app), await member(app)];
    const insert = (values: Partial<typeof messages.$inferInsert>) =>
      app.services.db
        .insert(messages)
        .values({
          senderId: writer.userId,
          recipientId: reader.userId,
          status: "approved",
          body: "Is the debtor still in Fresno?",
          ...values,
        })
        .returning({ id: messages.id });
    const [first] = await insert({});
    const [second] = await insert({});
    // Not delivered yet, rejected, or an offer's text: not in the inbox.
    await insert({ status: "pending" });
    await insert({ status: "rejected" });
    await insert({ kind: "offer" });
    expect(await needs(reader)).toMatchObject([
      { kind: "messages", href: "/messages", headline: "2 unread messages", listing: null, action: "Read messages" },
    ]);
    expect(await loadPageProps(getRequest("/home", reader.jar), app.context())).toMatchObject({ unread_messages: 2, needs_you: 1 });

    const markRead = (id: number) => run(() => markReadRoute.action(app.args(jsonRequest("/messages/mark_read", { id }, reader.jar))));
    await markRead(first.id);
    expect(await needs(reader)).toMatchObject([{ headline: "1 unread message" }]);
    await markRead(second.id);
    expect(await where(reader)).toEqual([]);
    expect(await loadPageProps(getRequest("/home", reader.jar), app.context())).toMatchObject({ unread_messages: 0, needs_you: 0 });
  });
});

describe("the order and the count", () => {
  it("puts the soonest deadline first (overdue first of all), those without one after, oldest first; the navbar counts them all", async () => {
    const me = await member(app, { verified: true, address: true });
    const [buyer, bidder, seller, writer] = [await member(app), await member(app), await member(app), await member(app)];
    const now = Date.now();
    app.clock.set(new Date(now));
    // Paid three weeks ago: the assignment deadline passed yesterday.
    const overdue = await listing(app, me.userId, {
      title: "Overdue assignment",
      status: "paid",
      buyerId: buyer.userId,
      assignmentDueAt: new Date(now - DAY),
    });
    const offered = await forSale(me.userId, "Offers");
    await offer(app, offered, bidder.userId, { amountCents: 300_000, expiresAt: new Date(now + 9 * DAY) });
    await offer(app, offered, seller.userId, { amountCents: 310_000, expiresAt: new Date(now + 2 * DAY) });
    const buying = await listing(app, seller.userId, {
      title: "Buying",
      status: "offer_accepted",
      buyerId: me.userId,
      paymentDueAt: new Date(now + DAY + 3_600_000),
    });
    await app.services.db
      .update(judgments)
      .set({
        acceptedOfferId: await offer(app, buying, me.userId, { status: "accepted", amountCents: 200_000, acceptedAt: new Date(now) }),
      })
      .where(eq(judgments.id, buying));
    const fee = await listing(app, me.userId, {
      title: "Fee due",
      status: "new",
      listedAt: null,
      listingFeeCents: 2_000,
      createdAt: new Date(now - 3 * DAY),
    });
    await app.services.db
      .insert(messages)
      .values({ senderId: writer.userId, recipientId: me.userId, status: "approved", body: "Hello there." });

    const items = await needs(me);
    expect(items.map((i) => `${i.kind} ${i.listing ?? ""}`.trim())).toEqual([
      "assignment Overdue assignment",
      "payment Buying",
      "offer Offers",
      "offer Offers",
      "listing_fee Fee due",
      "messages",
    ]);
    expect(items[0].due).toMatchObject({ overdue: true, text: "overdue by 1 day" });
    expect(items[1].due).toMatchObject({ overdue: false, text: "1 day 1 hour left" });
    expect(items[2].headline).toContain("$3,100");
    expect(items[4].href).toBe(`/sell/checkout?judgment_id=${fee}`);
    expect(items[4].waiting).toBe("waiting 3 days");
    expect(await badge(me)).toBe(6);
    expect(overdue).toBeGreaterThan(0);

    // As the page shows it: the countdown beside the deadline as a <time>, the link to act, "overdue" in words.
    const html = renderToString(createElement(NeedsYouList, { items: items as never, total: items.length }));
    expect(html).toContain(`<time dateTime="${items[0].due!.at}"`);
    expect(html).toContain("overdue by 1 day");
    expect(html).toContain(`href="/judgments/${overdue}#assignment"`);
    expect(html).toContain("No deadline · waiting 3 days");
  });

  it("says so when nothing waits", async () => {
    const idle = await member(app);
    expect(await needs(idle)).toEqual([]);
    expect(await badge(idle)).toBe(0);
    expect(renderToString(createElement(NeedsYouList, { items: [], total: 0 }))).toContain("Nothing waits on you right now");
  });
});

describe("the navbar's count", () => {
  it("is, on /home, the page's own list: one query for the root loader and the page's loader", async () => {
    const [seller, buyer] = await parties();
    await makeOffer(buyer, await forSale(seller.userId), "3000.00");
    const client = (app.handle.pglite ?? app.handle.pool) as unknown as { query: (...args: unknown[]) => unknown };
    const spy = vi.spyOn(client, "query");
    try {
      const context = app.context();
      const request = getRequest("/home", seller.jar);
      const [rootData, homeData] = await Promise.all([
        run(() => root.loader(routeArgs(request, context))),
        run(() => home.loader(routeArgs(request, context))),
      ]);
      expect(unwrap(rootData).data.needs_you).toBe(1);
      expect((homeData as any).needsYou.total).toBe(1);
      const lists = spy.mock.calls.filter(([query]) => {
        const text = typeof query === "string" ? query : (query as { text?: string })?.text;
        return typeof text === "string" && text.includes("'past_limit'");
      });
      expect(lists).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("is kept a minute away from /home, and counted afresh on /home, after the member's own action and once the minute is over", async () => {
    const [seller, buyer] = await parties();
    const id = await forSale(seller.userId, "Counted listing");
    const start = new Date();
    app.clock.set(start);
    const elsewhere = () => badge(seller, "/judgments");
    expect(await elsewhere()).toBe(0); // counted, and kept

    await makeOffer(buyer, id, "3000.00");
    expect(await elsewhere()).toBe(0); // the kept count
    expect(await badge(seller, "/home")).toBe(1); // /home counts afresh (and keeps it)
    expect(await elsewhere()).toBe(1);

    // The seller's own action (a form post with its notice): the next page counts afresh.
    const hidden = (await page(id, seller.jar, { intent: "hide" })) as Response;
    expect(hidden.status).toBe(302);
    seller.jar.take(hidden);
    expect(await elsewhere()).toBe(1); // a page without the notice: still the kept count
    const next = unwrap(await run(() => root.loader(app.args(getRequest(`/judgments/${id}`, seller.jar))))).data;
    expect(next.toast).toMatchObject({ type: "success" });
    expect(next.needs_you).toBe(0);

    // Someone else's change shows once the minute is over.
    expect((await page(id, seller.jar, { intent: "unhide" })).status).toBe(302);
    app.clock.set(new Date(start.getTime() + 30_000));
    expect(await elsewhere()).toBe(0);
    app.clock.set(new Date(start.getTime() + 61_000));
    expect(await elsewhere()).toBe(1);
  });
});
