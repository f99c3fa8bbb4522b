// The dashboard's data: the JSON endpoints behind the /home panels and the /home loader itself,
// on a real database with judgments, offers, watchers and messages of several users.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessagesPanel } from "~/components/dashboard/messages-panel";
import { SellingPanel } from "~/components/dashboard/selling-panel";
import { eq } from "drizzle-orm";
import * as buying from "~/routes/api/judgments/buying";
import * as featured from "~/routes/api/judgments/featured";
import * as myoffers from "~/routes/api/judgments/myoffers";
import * as selling from "~/routes/api/judgments/selling";
import * as watchlistList from "~/routes/api/judgments/watchlist-list";
import * as messagesApi from "~/routes/api/messages/list";
import * as profileApi from "~/routes/api/users/profile";
import * as home from "~/routes/home/index";
import { judgments, messages, payments, watchlist, type JudgmentStatus } from "~/server/db/schema";
import { paginate, readPageParam } from "~/server/queries/dashboard/pagination";
import { grantRole } from "~/server/queries/users";
import { CookieJar, createTestApp, getRequest, run, type TestApp, type RouteFunction } from "../support/app";
import { listing as insertListing, member, offer, type ListingValues } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const DAY = 86_400_000;
const NOW = Date.now();
const daysAgo = (n: number) => new Date(NOW - n * DAY);
const xhr = { "x-requested-with": "XMLHttpRequest" };
const args = (request: Request) => app.args(request);
type Loader = RouteFunction;

/** Calls a JSON endpoint's loader the way the browser does; answers status and body. */
async function call(loader: Loader, path: string, jar?: CookieJar) {
  const result = (await run(() => loader(args(getRequest(path, jar, xhr))))) as Response;
  return { status: result.status, body: await result.json() };
}

let judgmentCount = 0;
/** Listings here are numbered: a later one is created and listed a little later and priced a little higher. */
async function listing(sellerId: number, status: JudgmentStatus, extra: ListingValues = {}) {
  const n = ++judgmentCount;
  const values: ListingValues = {
    title: `Judgment ${n} (${status})`,
    amountCents: 1_000_000 + n * 100,
    priceCents: 250_000 + n * 100,
    countyId: 6001,
    dateAwarded: "2021-03-04",
    status,
    listedAt: status === "new" ? null : daysAgo(30 - n / 10),
    createdAt: daysAgo(40 - n / 10),
    ...extra,
  };
  return { id: await insertListing(app, sellerId, values), title: values.title! };
}

async function message(
  senderId: number,
  recipientId: number,
  status: "pending" | "approved" | "rejected",
  extra: Partial<typeof messages.$inferInsert> = {},
) {
  const [row] = await app.services.db
    .insert(messages)
    .values({ senderId, recipientId, status, body: `From ${senderId} to ${recipientId}, ${status}`, ...extra })
    .returning({ id: messages.id });
  return row.id;
}

const signedInEndpoints: [string, Loader][] = [
  ["/api/judgments/watchlist", watchlistList.loader],
  ["/api/judgments/selling", selling.loader],
  ["/api/judgments/buying", buying.loader],
  ["/api/judgments/myoffers", myoffers.loader],
  ["/api/messages", messagesApi.loader],
  ["/api/users/profile", profileApi.loader],
];

describe("signed out", () => {
  it.each(signedInEndpoints)("%s answers 401 JSON", async (path, loader) => {
    const { status, body } = await call(loader, path);
    expect(status).toBe(401);
    expect(body.errors).toBeTruthy();
  });

  it("a made-up session cookie is no better than none", async () => {
    const jar = new CookieJar().take(new Response(null, { headers: { "Set-Cookie": "jx_session=forged; Path=/" } }));
    expect((await call(selling.loader, "/api/judgments/selling", jar)).status).toBe(401);
  });

  it("featured is public", async () => {
    const { status, body } = await call(featured.loader, "/api/judgments/featured");
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
  });
});

describe("a brand-new member", () => {
  it("gets empty lists, an empty page of messages and its profile", async () => {
    const fresh = await member(app, { prefix: "fresh", verified: true });
    for (const [path, loader] of signedInEndpoints.slice(0, 4)) {
      const { status, body } = await call(loader, path, fresh.jar);
      expect(status, path).toBe(200);
      expect(body, path).toEqual([]);
    }
    const inbox = await call(messagesApi.loader, "/api/messages", fresh.jar);
    expect(inbox.body).toMatchObject({ data: [], current_page: 1, from: null, to: null, total: 0 });
    expect(inbox.body.links.map((l: any) => l.label)).toEqual(["« Previous", "1", "Next »"]);

    const profile = await call(profileApi.loader, "/api/users/profile", fresh.jar);
    expect(profile.body).toMatchObject({ id: fresh.userId, handle: fresh.handle, roles: [], has_payout_account: false, phone: null });
    expect(profile.body.address).toEqual({ name: null, address1: null, address2: null, city: null, state: null, zip: null });
  });

  it("sees empty panels on /home", async () => {
    const fresh = await member(app, { prefix: "blank", verified: true });
    const data = (await home.loader(args(getRequest("/home", fresh.jar)))) as any;
    for (const panel of ["offers", "buying", "selling", "watchlist"]) {
      expect(data[panel], panel).toEqual({ items: [], more: false });
    }
    expect(data.messages).toEqual({ items: [], total: 0, unread: 0 });
    expect(data.profile.handle).toBe(fresh.handle);
    expect(data.states.length).toBeGreaterThan(50);
  });
});

describe("with a marketplace of several users", () => {
  let alice: Awaited<ReturnType<typeof member>>; // sells
  let bob: Awaited<ReturnType<typeof member>>; // buys
  let carol: Awaited<ReturnType<typeof member>>; // both, and watches
  const j: Record<string, { id: number; title: string }> = {};
  const o: Record<string, number> = {};
  const m: Record<string, number> = {};

  beforeAll(async () => {
    alice = await member(app, {
      prefix: "alice",
      verified: true,
      values: {
        phone: "415-555-0100",
        addressName: "Alice Legal",
        address1: "1 Main St",
        city: "Oakland",
        addressState: "CA",
        zip: "94612",
        stripeConnectAccountId: "acct_test",
      },
    });
    bob = await member(app, { prefix: "bob", verified: true });
    carol = await member(app, { prefix: "carol", verified: true });
    await grantRole(app.services.db, carol.userId, "admin");

    j.active = await listing(alice.userId, "active", { offersCount: 2, viewsCount: 17, watchlistCount: 2 });
    j.pending = await listing(alice.userId, "new");
    j.hidden = await listing(alice.userId, "hidden");
    j.cancelled = await listing(alice.userId, "cancelled");
    j.accepted = await listing(alice.userId, "offer_accepted", { buyerId: bob.userId, paymentDueAt: daysAgo(-3) });
    j.paid = await listing(alice.userId, "paid", { buyerId: bob.userId });
    j.assigned = await listing(alice.userId, "assigned", { buyerId: bob.userId });
    j.sold = await listing(alice.userId, "sold", { buyerId: bob.userId });
    j.carolActive = await listing(carol.userId, "active");
    j.carolSold = await listing(carol.userId, "offer_accepted", { buyerId: alice.userId });

    o.bobOnActive = await offer(app, j.active.id, bob.userId, { amountCents: 200_000, createdAt: daysAgo(5) });
    o.carolOnActive = await offer(app, j.active.id, carol.userId, { amountCents: 180_000, createdAt: daysAgo(4) });
    o.bobOnCarol = await offer(app, j.carolActive.id, bob.userId, { amountCents: 123_456, createdAt: daysAgo(1), expiresAt: daysAgo(-14) });
    o.bobRejected = await offer(app, j.paid.id, bob.userId, { amountCents: 90_000, status: "rejected", createdAt: daysAgo(20) });
    for (const key of ["accepted", "paid", "assigned", "sold"] as const) {
      const id = await offer(app, j[key].id, bob.userId, { amountCents: 240_000, status: "accepted", createdAt: daysAgo(10) });
      await app.services.db.update(judgments).set({ acceptedOfferId: id }).where(eq(judgments.id, j[key].id));
    }
    const alicePays = await offer(app, j.carolSold.id, alice.userId, { amountCents: 77_700, status: "accepted", createdAt: daysAgo(9) });
    await app.services.db.update(judgments).set({ acceptedOfferId: alicePays }).where(eq(judgments.id, j.carolSold.id));

    await app.services.db.insert(watchlist).values([
      { userId: bob.userId, judgmentId: j.active.id, createdAt: daysAgo(3) },
      { userId: bob.userId, judgmentId: j.carolActive.id, createdAt: daysAgo(2) },
      { userId: bob.userId, judgmentId: j.sold.id, createdAt: daysAgo(1) },
      { userId: bob.userId, judgmentId: j.hidden.id, createdAt: daysAgo(0.5) },
      { userId: carol.userId, judgmentId: j.active.id, createdAt: daysAgo(3) },
    ]);

    m.bobToAliceApproved = await message(bob.userId, alice.userId, "approved", { judgmentId: j.active.id, createdAt: daysAgo(6) });
    m.bobToAlicePending = await message(bob.userId, alice.userId, "pending", { judgmentId: j.active.id, createdAt: daysAgo(5) });
    m.bobToAliceRejected = await message(bob.userId, alice.userId, "rejected", { createdAt: daysAgo(4) });
    m.carolToAlice = await message(carol.userId, alice.userId, "approved", { isRead: true, createdAt: daysAgo(3) });
    m.carolToBobPending = await message(carol.userId, bob.userId, "pending", { createdAt: daysAgo(2) });
    m.aliceToBob = await message(alice.userId, bob.userId, "approved", {
      judgmentId: j.active.id,
      parentId: m.bobToAliceApproved,
      createdAt: daysAgo(1),
    });
    m.aliceToCarolPending = await message(alice.userId, carol.userId, "pending", { createdAt: daysAgo(0.5) });
  });

  it("selling: the owner's listings except cancelled, newest first, with counts", async () => {
    const { body } = await call(selling.loader, "/api/judgments/selling", alice.jar);
    expect(body.map((r: any) => r.id)).toEqual([j.sold, j.assigned, j.paid, j.accepted, j.hidden, j.pending, j.active].map((r) => r.id));
    const active = body.find((r: any) => r.id === j.active.id);
    expect(active).toMatchObject({
      title: j.active.title,
      status: "active",
      state: { id: 6, name: "California", abbreviation: "CA" },
      county: { id: 6001 },
      offers_count: 2,
      views_count: 17,
      watchlist_count: 2,
      date_awarded: "2021-03-04",
    });
    expect(typeof active.price).toBe("number");
    expect(active.original_price).toBeGreaterThan(active.price);
    expect(new Date(active.created_at).toISOString()).toBe(active.created_at);

    const carols = await call(selling.loader, "/api/judgments/selling", carol.jar);
    expect(carols.body.map((r: any) => r.id)).toEqual([j.carolSold.id, j.carolActive.id]);
    expect((await call(selling.loader, "/api/judgments/selling", bob.jar)).body).toEqual([]);
  });

  it("buying: the buyer's judgments, the ones waiting for it first, with the next step", async () => {
    const { body } = await call(buying.loader, "/api/judgments/buying", bob.jar);
    expect(body.map((r: any) => [r.id, r.status, r.next_step, r.next_step_url])).toEqual([
      [j.accepted.id, "offer_accepted", "Pay now", `/judgments/pay/${j.accepted.id}`],
      [j.assigned.id, "assigned", "Review documents", `/judgments/${j.assigned.id}`],
      [j.paid.id, "paid", "Waiting for assignment", `/judgments/${j.paid.id}`],
      [j.sold.id, "sold", "Completed", `/judgments/${j.sold.id}`],
    ]);
    expect(body[0]).toMatchObject({ amount: 240_000, user: { id: alice.userId, handle: alice.handle } });
    expect(body[0].payment_due_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const alices = await call(buying.loader, "/api/judgments/buying", alice.jar);
    expect(alices.body.map((r: any) => [r.id, r.amount])).toEqual([[j.carolSold.id, 77_700]]);
    expect((await call(buying.loader, "/api/judgments/buying", carol.jar)).body).toEqual([]);
  });

  it("my offers: the user's own, newest first, with the judgment", async () => {
    const { body } = await call(myoffers.loader, "/api/judgments/myoffers", bob.jar);
    expect(body.map((r: any) => r.id)[0]).toBe(o.bobOnCarol);
    expect(body).toHaveLength(7);
    expect(body.map((r: any) => r.id)).not.toContain(o.carolOnActive);
    const onCarol = body[0];
    expect(onCarol).toMatchObject({
      amount: 123_456,
      status: "pending",
      judgment_id: j.carolActive.id,
      judgment: { id: j.carolActive.id, title: j.carolActive.title, status: "active" },
    });
    expect(onCarol.expires_at).toMatch(/Z$/);
    expect(body.find((r: any) => r.id === o.bobOnActive).expires_at).toBeNull();
    expect(body.at(-1).id).toBe(o.bobRejected);

    const carols = await call(myoffers.loader, "/api/judgments/myoffers", carol.jar);
    expect(carols.body.map((r: any) => r.id)).toEqual([o.carolOnActive]);
  });

  it("watchlist: what the user watches, latest first, with the status of each", async () => {
    const { body } = await call(watchlistList.loader, "/api/judgments/watchlist", bob.jar);
    // The hidden listing's page is closed to watchers, so it is left out (listWatchlist's rule).
    expect(body.map((r: any) => [r.id, r.status])).toEqual([
      [j.sold.id, "sold"],
      [j.carolActive.id, "active"],
      [j.active.id, "active"],
    ]);
    expect(body[1]).toMatchObject({ user: { id: carol.userId, handle: carol.handle }, state: { abbreviation: "CA" } });
    const carols = await call(watchlistList.loader, "/api/judgments/watchlist", carol.jar);
    expect(carols.body.map((r: any) => r.id)).toEqual([j.active.id]);
    expect((await call(watchlistList.loader, "/api/judgments/watchlist", alice.jar)).body).toEqual([]);
  });

  it("messages: delivered ones to the user and every one it sent, never others'", async () => {
    const alices = (await call(messagesApi.loader, "/api/messages", alice.jar)).body;
    expect(alices.data.map((r: any) => r.id)).toEqual([m.aliceToCarolPending, m.aliceToBob, m.carolToAlice, m.bobToAliceApproved]);
    expect(alices).toMatchObject({ total: 4, from: 1, to: 4, current_page: 1 });
    const received = alices.data.find((r: any) => r.id === m.bobToAliceApproved);
    expect(received).toEqual({
      id: m.bobToAliceApproved,
      message: expect.any(String),
      sender: { id: bob.userId, handle: bob.handle, identity_verified: true },
      recipient: { id: alice.userId, handle: alice.handle, identity_verified: true },
      judgment: { id: j.active.id, title: j.active.title },
      created_at: expect.stringMatching(/Z$/),
      is_read: false,
      parent_id: null,
    });
    expect(alices.data.find((r: any) => r.id === m.carolToAlice)).toMatchObject({ judgment: null, is_read: true });
    expect(alices.data.find((r: any) => r.id === m.aliceToCarolPending).status).toBe("pending");

    // Bob sees all three he sent (pending and rejected too), and the reply; Carol's pending
    // message to him waits for a moderator.
    const bobs = (await call(messagesApi.loader, "/api/messages", bob.jar)).body;
    expect(bobs.data.map((r: any) => [r.id, r.status])).toEqual([
      [m.aliceToBob, undefined],
      [m.bobToAliceRejected, "rejected"],
      [m.bobToAlicePending, "pending"],
      [m.bobToAliceApproved, "approved"],
    ]);
    expect(bobs.data.map((r: any) => r.id)).not.toContain(m.carolToBobPending);

    const carols = (await call(messagesApi.loader, "/api/messages", carol.jar)).body;
    expect(carols.data.map((r: any) => r.id)).toEqual([m.carolToBobPending, m.carolToAlice]);
  });

  it("profile: the user's own, with roles, address and payout account", async () => {
    const { body } = await call(profileApi.loader, "/api/users/profile", alice.jar);
    expect(body).toMatchObject({
      id: alice.userId,
      name: expect.stringContaining("alice"),
      handle: alice.handle,
      phone: "415-555-0100",
      phone_verified_at: null,
      roles: [],
      has_payout_account: true,
      address: { name: "Alice Legal", address1: "1 Main St", address2: null, city: "Oakland", state: "CA", zip: "94612" },
    });
    expect(body.email_verified_at).toMatch(/Z$/);
    expect(JSON.stringify(body)).not.toMatch(/password|hash|acct_test/i);
    const carols = (await call(profileApi.loader, "/api/users/profile", carol.jar)).body;
    expect(carols).toMatchObject({ id: carol.userId, roles: [{ name: "admin" }], has_payout_account: false });
  });

  it("featured: featured-nationwide, then featured-in-state, then the newest active; 12 at most", async () => {
    const seller = await member(app, { prefix: "featurer", verified: true });
    const old = await listing(seller.userId, "active", { featuredState: true, listedAt: daysAgo(300) });
    const oldest = await listing(seller.userId, "active", { featuredNationwide: true, listedAt: daysAgo(400) });
    await listing(seller.userId, "hidden", { featuredNationwide: true });
    await listing(seller.userId, "sold", { featuredNationwide: true });
    // Listed over 5 days ago: past the premium first look, so a visitor's list shows them.
    for (let i = 0; i < 12; i++) await listing(seller.userId, "active", { listedAt: daysAgo(6 + i / 24) });
    const { body } = await call(featured.loader, "/api/judgments/featured");
    expect(body).toHaveLength(12);
    expect(body.slice(0, 2).map((r: any) => [r.id, r.featured])).toEqual([
      [oldest.id, true],
      [old.id, true],
    ]);
    expect(body.every((r: any) => r.status === "active")).toBe(true);
    const rest = body.slice(2).map((r: any) => Date.parse(r.listed_at));
    expect(rest).toEqual([...rest].sort((a: number, b: number) => b - a));
    expect(body[2]).toMatchObject({
      featured: false,
      user: { id: seller.userId, handle: seller.handle },
      county: { id: 6001, name: expect.any(String) },
    });
  });

  it("/home gives the panels the same data, five at most each", async () => {
    const data = (await home.loader(args(getRequest("/home", bob.jar)))) as any;
    expect(data.offers.items).toHaveLength(5);
    expect(data.offers.more).toBe(true);
    expect(data.offers.items[0].id).toBe(o.bobOnCarol);
    expect(data.buying.items.map((r: any) => r.next_step)).toEqual(["Pay now", "Review documents", "Waiting for assignment", "Completed"]);
    expect(data.buying.more).toBe(false);
    expect(data.watchlist.items.map((r: any) => r.id)).toEqual([j.sold.id, j.carolActive.id, j.active.id]);
    expect(data.selling.items).toEqual([]);
    expect(data.messages.total).toBe(4);
    expect(data.messages.unread).toBe(1);
    expect(data.messages.items[0].id).toBe(m.aliceToBob);
    // The panel as the page renders it (the browser test, tests/e2e/messaging.spec.ts, follows
    // one message through it): each row names the other member and the date, and "See all" leads
    // to the inbox.
    const panel = renderToString(
      createElement(
        MemoryRouter,
        null,
        createElement(MessagesPanel, { messages: data.messages.items, total: data.messages.total, unread: data.messages.unread }),
      ),
    );
    const rows = panel.split('data-testid="message-row"').slice(1);
    expect(rows.length).toBe(data.messages.items.length);
    for (const row of rows) {
      expect(row).toMatch(/\d{2}\/\d{2}\/\d{4}/);
      expect(row).toContain("@");
    }
    expect(panel).toMatch(/<a[^>]*href="\/messages"[^>]*>See all<\/a>/);
    expect(data.profile).toMatchObject({ id: bob.userId, handle: bob.handle });
    expect(data.featured.length).toBeLessThanOrEqual(5);

    const alices = (await home.loader(args(getRequest("/home", alice.jar)))) as any;
    expect(alices.selling.items.map((r: any) => r.id)).toEqual([j.sold, j.assigned, j.paid, j.accepted, j.hidden].map((r) => r.id));
    expect(alices.selling.more).toBe(true);
  });
});

describe("a listing waiting for its listing fee", () => {
  it("shows as Awaiting listing fee with a Pay button until the fee is paid, then as Pending Review", async () => {
    const dana = await member(app, { prefix: "dana" });
    const due = await listing(dana.userId, "new", { listingFeeCents: 3_500 });
    const free = await listing(dana.userId, "new", { listingFeeCents: 0 });
    const rows = async () => {
      const { body } = await call(selling.loader, "/api/judgments/selling", dana.jar);
      return Object.fromEntries(body.map((r: any) => [r.id, [r.status, r.status_label, r.listing_fee_due]]));
    };
    expect(await rows()).toEqual({ [due.id]: ["new", "Awaiting listing fee", 3_500], [free.id]: ["new", "Pending Review", 0] });

    const page = (await home.loader(args(getRequest("/home", dana.jar)))) as any;
    const html = renderToString(
      createElement(MemoryRouter, null, createElement(SellingPanel, { selling: page.selling.items, more: false })),
    );
    expect(html).toContain("Awaiting listing fee");
    expect(html).toContain(`href="/sell/checkout?judgment_id=${due.id}"`);
    expect(html.match(/data-testid="pay-fee"/g)).toHaveLength(1);

    await app.services.db.insert(payments).values({
      kind: "listing_fee",
      userId: dana.userId,
      judgmentId: due.id,
      amountCents: 3_500,
      provider: "offline",
      idempotencyKey: `listing-fee:${due.id}`,
      status: "succeeded",
    });
    expect(await rows()).toEqual({ [due.id]: ["new", "Pending Review", 0], [free.id]: ["new", "Pending Review", 0] });
  });
});

describe("messages pagination", () => {
  it("pages 20 at a time with from, to, total and links", async () => {
    const sender = await member(app, { prefix: "chatty", verified: true });
    const reader = await member(app, { prefix: "reader", verified: true });
    const base = NOW - 1_000 * DAY;
    await app.services.db.insert(messages).values(
      Array.from({ length: 45 }, (_, i) => ({
        senderId: sender.userId,
        recipientId: reader.userId,
        body: `Message ${i + 1}`,
        status: "approved" as const,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    // Pending ones to the reader are not counted.
    await message(sender.userId, reader.userId, "pending");

    const first = (await call(messagesApi.loader, "/api/messages", reader.jar)).body;
    expect(first).toMatchObject({ current_page: 1, from: 1, to: 20, total: 45, last_page: 3, per_page: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0].message).toBe("Message 45");
    expect(first.links).toEqual([
      { label: "« Previous", url: null, active: false },
      { label: "1", url: "/api/messages?page=1", active: true },
      { label: "2", url: "/api/messages?page=2", active: false },
      { label: "3", url: "/api/messages?page=3", active: false },
      { label: "Next »", url: "/api/messages?page=2", active: false },
    ]);

    const last = (await call(messagesApi.loader, "/api/messages?page=3", reader.jar)).body;
    expect(last).toMatchObject({ current_page: 3, from: 41, to: 45, total: 45 });
    expect(last.data.map((r: any) => r.message)).toEqual(["Message 5", "Message 4", "Message 3", "Message 2", "Message 1"]);
    expect(last.links[0].url).toBe("/api/messages?page=2");
    expect(last.links.at(-1).url).toBeNull();

    const beyond = (await call(messagesApi.loader, "/api/messages?page=9", reader.jar)).body;
    expect(beyond).toMatchObject({ data: [], current_page: 9, from: null, to: null, total: 45 });
    expect(beyond.links[0].url).toBe("/api/messages?page=3");

    // The sender sees the 45 it sent and the pending one.
    const sent = (await call(messagesApi.loader, "/api/messages?page=1", sender.jar)).body;
    expect(sent.total).toBe(46);
    expect(sent.data[0].status).toBe("pending");
  });

  it.each(["abc", "0", "-2", "1.5", "", "99999999999999999999", "1e3", "%00"])(
    "reads page=%s as page 1 or answers cleanly",
    async (value) => {
      const someone = await member(app, { prefix: "pager", verified: true });
      const { status, body } = await call(messagesApi.loader, `/api/messages?page=${value}`, someone.jar);
      expect(status).toBe(200);
      expect(body.current_page).toBe(1);
    },
  );

  it("elides far pages with '...'", () => {
    const page = paginate([1], 250, 7, 20, "/x");
    expect(page.links.map((l) => l.label)).toEqual(["« Previous", "1", "...", "5", "6", "7", "8", "9", "...", "13", "Next »"]);
    expect(page.links.find((l) => l.active)?.label).toBe("7");
    expect(readPageParam(" 4 ")).toBe(4);
    expect(readPageParam(null)).toBe(1);
  });
});
