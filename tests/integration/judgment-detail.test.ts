// The judgment page and its JSON endpoints: who sees which listing, documents and offers, the
// 404s, the description preview, view counting and the fields of GET /api/judgments/{id}.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import * as apiJudgment from "~/routes/api/judgments/judgment";
import * as highestOffer from "~/routes/api/judgments/highest-offer";
import * as page from "~/routes/judgments/detail";
import * as userPage from "~/routes/users/detail";
import { DetailInfoTable } from "~/components/judgments/detail-info-table";
import { documents, judgments, offers, users, type JudgmentStatus } from "~/server/db/schema";
import { viewerKeyFor, writeViews } from "~/server/queries/listing-views";
import { recordCachedPageView } from "~/server/listings/view-counter";
import { CookieJar, createTestApp, getRequest, jsonRequest, run, type TestApp } from "../support/app";
import { listing, member, type ListingValues, type Member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The fields the court-details, API and user-page tests read back. */
const OAKLAND: ListingValues = {
  title: "Breach of contract judgment against an Oakland roofer",
  description: "Default judgment entered after service.",
  amountCents: 1_250_000,
  priceCents: 312_500,
  countyId: 6001,
  casenum: "2024-CV-01234",
  courthouse: "Alameda County Superior Court",
  dateAwarded: "2024-03-05",
};

const pageArgs = (id: string | number, jar?: CookieJar, options: { ip?: string; headers?: Record<string, string>; query?: string } = {}) =>
  app.args(getRequest(`/judgments/${id}${options.query ?? ""}`, jar, options.headers), { id: String(id) }, options.ip);

const apiArgs = (path: string, id: string | number, jar?: CookieJar) =>
  app.args(getRequest(`${path}${id}`, jar, { "x-requested-with": "XMLHttpRequest" }), { id: String(id) });

async function openPage(id: string | number, jar?: CookieJar, options?: Parameters<typeof pageArgs>[2]) {
  return run(() => page.loader(pageArgs(id, jar, options)));
}

/** The stored count once the views noted so far are written (they are batched, app/server/listings/view-counter.ts). */
async function viewsOf(id: number): Promise<number> {
  await app.services.views.flush();
  const [row] = await app.services.db.select({ views: judgments.viewsCount }).from(judgments).where(eq(judgments.id, id));
  return row.views;
}

const ALL_STATUSES: JudgmentStatus[] = ["new", "active", "hidden", "offer_accepted", "paid", "assigned", "sold", "cancelled"];
const AFTER_ACCEPTANCE: JudgmentStatus[] = ["offer_accepted", "paid", "assigned", "sold"];

describe("who may open a judgment", () => {
  let owner: Member, other: Member, admin: Member, buyer: Member;
  const ids = new Map<JudgmentStatus, number>();

  beforeAll(async () => {
    owner = await member(app);
    other = await member(app);
    admin = await member(app, { role: "admin" });
    buyer = await member(app);
    for (const status of ALL_STATUSES) {
      ids.set(status, await listing(app, owner.userId, { status, buyerId: AFTER_ACCEPTANCE.includes(status) ? buyer.userId : null }));
    }
  });

  const expected: Record<string, (status: JudgmentStatus) => boolean> = {
    visitor: (s) => s === "active",
    member: (s) => s === "active" || AFTER_ACCEPTANCE.includes(s),
    owner: () => true,
    admin: () => true,
    buyer: (s) => s === "active" || AFTER_ACCEPTANCE.includes(s),
  };

  for (const viewer of Object.keys(expected)) {
    it(`${viewer}: page and API agree with the visibility rules for every status`, async () => {
      const jar = { visitor: undefined, member: other?.jar, owner: owner?.jar, admin: admin?.jar, buyer: buyer?.jar }[viewer];
      for (const status of ALL_STATUSES) {
        const id = ids.get(status)!;
        const visible = expected[viewer](status);
        const result = await openPage(id, jar);
        if (visible) {
          expect(result, `${viewer} / ${status}`).not.toBeInstanceOf(Response);
          expect((result as any).judgment.status).toBe(status);
        } else {
          expect((result as Response).status, `${viewer} / ${status}`).toBe(404);
        }
        const api = (await apiJudgment.loader(apiArgs("/api/judgments/", id, jar))) as Response;
        expect(api.status, `API ${viewer} / ${status}`).toBe(visible ? 200 : 404);
        if (!visible) expect(await api.json()).toEqual({ errors: { id: ["No such judgment."] } });
      }
    });
  }

  it("tells the owner from a buyer (current_user) and offers actions only to signed-in non-owners on active listings", async () => {
    const active = ids.get("active")!;
    const asOwner = (await openPage(active, owner.jar)) as any;
    expect(asOwner.current_user).toBe("owner");
    expect(asOwner.owner).toBe(true);
    expect(asOwner.canAct).toBe(false);
    const asMember = (await openPage(active, other.jar)) as any;
    expect(asMember.current_user).toBe("buyer");
    expect(asMember.canAct).toBe(true);
    const asAdmin = (await openPage(active, admin.jar)) as any;
    expect(asAdmin.canAct).toBe(true);
    const asVisitor = (await openPage(active)) as any;
    expect(asVisitor.current_user).toBeNull();
    expect(asVisitor.canAct).toBe(false);
    const sold = (await openPage(ids.get("sold")!, other.jar)) as any;
    expect(sold.canAct).toBe(false);
    expect(sold.relation).toBe("member");
    const bought = (await openPage(ids.get("offer_accepted")!, buyer.jar)) as any;
    expect(bought.relation).toBe("buyer");
    expect(bought.canAct).toBe(false);
  });

  it("answers 404 for unknown, malformed and out-of-range ids", async () => {
    for (const id of ["999999", "abc", "1.5", "-1", "0", "01", "1e3", "12abc", "2147483648", "99999999999999999999", "%20"]) {
      expect(((await openPage(id)) as Response).status, id).toBe(404);
      expect(((await apiJudgment.loader(apiArgs("/api/judgments/", id))) as Response).status, id).toBe(404);
      expect(((await highestOffer.loader(apiArgs("/api/judgments/highest_offer/", id))) as Response).status, id).toBe(404);
    }
  });
});

describe("what the page shows", () => {
  it("cuts the description at 200 characters for the short view and keeps the whole text", async () => {
    const seller = await member(app);
    const long = "A".repeat(150) + " " + "B".repeat(99) + "C".repeat(50);
    const longId = await listing(app, seller.userId, { description: long });
    const data = (await openPage(longId)) as any;
    expect(data.judgment.description.full).toBe(long);
    expect(data.judgment.description.truncated).toBe(true);
    expect(Array.from(data.judgment.description.short as string)).toHaveLength(200);
    expect(long.startsWith(data.judgment.description.short)).toBe(true);

    const exact = await listing(app, seller.userId, { description: "x".repeat(200) });
    expect(((await openPage(exact)) as any).judgment.description).toMatchObject({ truncated: false, short: "x".repeat(200) });
    const none = await listing(app, seller.userId, { description: null });
    expect(((await openPage(none)) as any).judgment.description).toEqual({ full: "", short: "", truncated: false });
  });

  it("gives the court details, with an empty courthouse as null that the table shows as N/A", async () => {
    const seller = await member(app);
    const blank = await listing(app, seller.userId, { ...OAKLAND, courthouse: "   " });
    const data = (await openPage(blank)) as any;
    expect(data.judgment).toMatchObject({
      casenum: "2024-CV-01234",
      courthouse: null,
      dateAwarded: "2024-03-05",
      state: { name: "California", abbreviation: "CA" },
      county: { id: 6001, name: "Alameda County" },
      priceCents: 312_500,
      amountCents: 1_250_000,
      seller: { handle: seller.handle },
    });
    const html = renderToString(createElement(DetailInfoTable, { judgment: data.judgment }));
    expect(html).toContain("N/A");
    expect(html).toContain("03/05/2024");
    expect(html).toContain("01/10/2025");
    const named = (await openPage(await listing(app, seller.userId, OAKLAND))) as any;
    expect(named.judgment.courthouse).toBe("Alameda County Superior Court");
  });

  it("shows listing documents to signed-in users when public, else only to the owner, admins and the accepted buyer", async () => {
    const owner = await member(app);
    const other = await member(app);
    const admin = await member(app, { role: "admin" });
    const buyer = await member(app);
    const publicId = await listing(app, owner.userId, { privacy: "public" });
    const privateId = await listing(app, owner.userId, { privacy: "private" });
    const privateSold = await listing(app, owner.userId, { privacy: "private", status: "paid", buyerId: buyer.userId });
    const emptyId = await listing(app, owner.userId, { privacy: "public" });
    const doc = (judgmentId: number, name: string, extra: Partial<typeof documents.$inferInsert> = {}) => ({
      judgmentId,
      uploaderId: owner.userId,
      kind: "listing" as const,
      storageKey: `k/${judgmentId}/${name}`,
      originalName: name,
      contentType: "application/pdf",
      sizeBytes: 1000,
      ...extra,
    });
    await app.services.db
      .insert(documents)
      .values([
        doc(publicId, "judgment-entry-signed.pdf"),
        doc(publicId, "old.pdf", { deletedAt: new Date() }),
        doc(publicId, "assignment.pdf", { kind: "assignment" }),
        doc(privateId, "private.pdf"),
        doc(privateSold, "abstract.pdf"),
      ]);

    const visitor = (await openPage(publicId)) as any;
    expect(visitor.documents).toBeNull();
    expect(visitor.documentsHidden).toBe("sign_in");
    const signedIn = (await openPage(publicId, other.jar)) as any;
    expect(signedIn.documents.map((d: any) => d.userFilename)).toEqual(["judgment-entry-signed.pdf"]);
    expect(signedIn.documentsHidden).toBeNull();

    const privateForMember = (await openPage(privateId, other.jar)) as any;
    expect(privateForMember.documents).toBeNull();
    expect(privateForMember.documentsHidden).toBe("after_payment");
    expect(((await openPage(privateId)) as any).documentsHidden).toBe("after_payment");
    expect(((await openPage(privateId, owner.jar)) as any).documents).toHaveLength(1);
    expect(((await openPage(privateId, admin.jar)) as any).documents).toHaveLength(1);
    expect(((await openPage(privateSold, buyer.jar)) as any).documents.map((d: any) => d.userFilename)).toEqual(["abstract.pdf"]);
    expect(((await openPage(privateSold, other.jar)) as any).documents).toBeNull();

    expect(((await openPage(emptyId, other.jar)) as any).documents).toEqual([]);

    const api = await ((await apiJudgment.loader(apiArgs("/api/judgments/", publicId, other.jar))) as Response).json();
    expect(api.documents).toEqual([
      {
        id: expect.any(Number),
        user_filename: "judgment-entry-signed.pdf",
        doc_url: expect.stringMatching(/^\/api\/documents\/view\/\d+$/),
        created_at: expect.any(String),
      },
    ]);
    const apiVisitor = await ((await apiJudgment.loader(apiArgs("/api/judgments/", publicId))) as Response).json();
    expect(apiVisitor).not.toHaveProperty("documents");
  });

  it("lists offers to everyone when offers_visibility is 'all', otherwise only to the owner and admins", async () => {
    const owner = await member(app);
    const other = await member(app);
    const admin = await member(app, { role: "admin" });
    const bidders = [await member(app), await member(app), await member(app)];
    const open = await listing(app, owner.userId, { offersVisibility: "all" });
    const closed = await listing(app, owner.userId, { offersVisibility: "owner" });
    const noOffers = await listing(app, owner.userId, { offersVisibility: "all" });
    const expiry = new Date("2030-06-01T12:00:00Z");
    for (const id of [open, closed]) {
      await app.services.db.insert(offers).values([
        { judgmentId: id, buyerId: bidders[0].userId, amountCents: 200_000, message: "Cash, quick close", expiresAt: expiry },
        { judgmentId: id, buyerId: bidders[1].userId, amountCents: 250_000 },
        { judgmentId: id, buyerId: bidders[2].userId, amountCents: 900_000, status: "withdrawn" },
      ]);
    }

    const visitor = (await openPage(open)) as any;
    // Standing offers first, highest first; then the others, so the list agrees with offers_count.
    expect(visitor.offers.map((o: any) => [o.amountCents, o.buyerHandle, o.expiresAt, o.status])).toEqual([
      [250_000, bidders[1].handle, null, "pending"],
      [200_000, bidders[0].handle, expiry.toISOString(), "pending"],
      [900_000, bidders[2].handle, null, "withdrawn"],
    ]);
    expect(visitor.offers.every((o: any) => o.message === null)).toBe(true);
    expect(((await openPage(open, owner.jar)) as any).offers[1].message).toBe("Cash, quick close");

    expect(((await openPage(closed, other.jar)) as any).offers).toBeNull();
    expect(((await openPage(closed)) as any).offers).toBeNull();
    expect(((await openPage(closed, owner.jar)) as any).offers).toHaveLength(3);
    expect(((await openPage(closed, admin.jar)) as any).offers).toHaveLength(3);
    expect(((await openPage(noOffers, other.jar)) as any).offers).toEqual([]);

    const hidden = await ((await apiJudgment.loader(apiArgs("/api/judgments/", closed, other.jar))) as Response).json();
    expect(hidden).not.toHaveProperty("offers");
    const shown = await ((await apiJudgment.loader(apiArgs("/api/judgments/", open, other.jar))) as Response).json();
    expect(shown.offers[0]).toEqual({
      id: expect.any(Number),
      judgment_id: open,
      amount: 250_000,
      status: "pending",
      expires_at: null,
      created_at: expect.any(String),
      edited_at: null,
      buyer: { id: bidders[1].userId, handle: bidders[1].handle, identity_verified: true },
    });
    const forOwner = await ((await apiJudgment.loader(apiArgs("/api/judgments/", open, owner.jar))) as Response).json();
    expect(forOwner.offers[1].message).toBe("Cash, quick close");
  });
});

describe("highest offer", () => {
  it("answers the highest pending or accepted offer in cents, null when none, for listings the caller may see", async () => {
    const owner = await member(app);
    const bidders = [await member(app), await member(app), await member(app)];
    const id = await listing(app, owner.userId, { offersVisibility: "all" });
    const ask = async (jid: number, jar?: CookieJar) =>
      (await highestOffer.loader(apiArgs("/api/judgments/highest_offer/", jid, jar))) as Response;

    expect(await (await ask(id)).json()).toEqual({ amount: null, hidden: false });
    await app.services.db.insert(offers).values([
      { judgmentId: id, buyerId: bidders[0].userId, amountCents: 150_050 },
      { judgmentId: id, buyerId: bidders[1].userId, amountCents: 990_000, status: "rejected" },
      { judgmentId: id, buyerId: bidders[2].userId, amountCents: 120_000 },
    ]);
    expect(await (await ask(id)).json()).toEqual({ amount: 150_050, hidden: false });
    expect(await (await ask(id, bidders[2].jar)).json()).toEqual({ amount: 150_050, hidden: false });
    expect(((await openPage(id)) as any).highestOfferCents).toBe(150_050);

    const sold = await listing(app, owner.userId, { status: "sold", buyerId: bidders[0].userId, offersVisibility: "all" });
    await app.services.db.insert(offers).values({ judgmentId: sold, buyerId: bidders[0].userId, amountCents: 300_000, status: "accepted" });
    expect((await ask(sold)).status).toBe(404);
    expect(await (await ask(sold, bidders[0].jar)).json()).toEqual({ amount: 300_000, hidden: false });
    const pending = await listing(app, owner.userId, { status: "new" });
    expect((await ask(pending, bidders[1].jar)).status).toBe(404);
  });

  it("leaves out a pending offer past its expiry date even before the expiry job ran", async () => {
    const owner = await member(app);
    const [early, late] = [await member(app), await member(app)];
    const id = await listing(app, owner.userId);
    await app.services.db.insert(offers).values([
      { judgmentId: id, buyerId: early.userId, amountCents: 500_000, expiresAt: new Date(Date.now() - 60_000) },
      { judgmentId: id, buyerId: late.userId, amountCents: 200_000, expiresAt: new Date(Date.now() + 86_400_000) },
    ]);
    const page = (await openPage(id, owner.jar)) as any;
    expect(page.highestOfferCents).toBe(200_000);
    expect(page.offers.map((o: { status: string }) => o.status).sort()).toEqual(["expired", "pending"]);
  });
});

describe("view counting", () => {
  it("counts each viewer once a day, never the owner, bots or listings that are not live", async () => {
    const owner = await member(app);
    const [a, b] = [await member(app), await member(app)];
    const id = await listing(app, owner.userId);

    // The page shows the count as stored; its own view is written a moment later, with others.
    const first = (await openPage(id, a.jar)) as any;
    expect(first.judgment.counts.views).toBe(0);
    await openPage(id, a.jar);
    expect(await viewsOf(id)).toBe(1);
    expect(((await openPage(id, a.jar)) as any).judgment.counts.views).toBe(1);
    await openPage(id, b.jar);
    await openPage(id, b.jar); // the same viewer twice in one batch
    expect(await viewsOf(id)).toBe(2);

    for (let i = 0; i < 3; i++) await openPage(id, owner.jar);
    expect(await viewsOf(id)).toBe(2);

    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36" };
    await openPage(id, undefined, { ip: "203.0.113.7", headers: browser });
    await openPage(id, undefined, { ip: "203.0.113.7", headers: browser });
    expect(await viewsOf(id)).toBe(3);
    await openPage(id, undefined, { ip: "198.51.100.9", headers: browser });
    expect(await viewsOf(id)).toBe(4);
    await openPage(id, undefined, { ip: "198.51.100.10", headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    expect(await viewsOf(id)).toBe(4);

    // A new day counts again.
    app.clock.advanceDays(1);
    try {
      await openPage(id, a.jar);
      await openPage(id, a.jar);
      expect(await viewsOf(id)).toBe(5);
    } finally {
      app.clock.reset();
    }

    const hidden = await listing(app, owner.userId, { status: "hidden" });
    const admin = await member(app, { role: "admin" });
    await openPage(hidden, admin.jar);
    expect(await viewsOf(hidden)).toBe(0);
  });

  it("counts a visitor's view of a page served from the visitors' cache, once a day, never a crawler's or a listing not live", async () => {
    const owner = await member(app);
    const id = await listing(app, owner.userId);
    const hidden = await listing(app, owner.userId, { status: "hidden" });
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36";
    const hit = (path: string, ip: string, userAgent = browser) =>
      recordCachedPageView(app.services.views, path, ip, userAgent, app.services.cookieSecret);
    hit(`/judgments/${id}`, "203.0.113.70");
    hit(`/judgments/${id}`, "203.0.113.70");
    hit(`/judgments/${id}`, "203.0.113.71");
    hit(`/judgments/${id}`, "203.0.113.72", "Googlebot/2.1 (+http://www.google.com/bot.html)");
    hit(`/judgments/${hidden}`, "203.0.113.70");
    hit(`/judgments/${id}/buy`, "203.0.113.73");
    expect(await viewsOf(id)).toBe(2);
    expect(await viewsOf(hidden)).toBe(0);
    // The page rendered for the same visitor and the cached one are one viewer.
    await openPage(id, undefined, { ip: "203.0.113.70", headers: { "user-agent": browser } });
    expect(await viewsOf(id)).toBe(2);
  });

  it("counts each viewer once when two instances write batches over the same listings at once, in any order", async () => {
    const owner = await member(app);
    const ids = [await listing(app, owner.userId), await listing(app, owner.userId), await listing(app, owner.userId)];
    const day = "2099-03-01";
    const batch = (order: number[], keys: string[]) =>
      order.flatMap((id) => keys.map((viewerKey) => ({ judgmentId: id, viewerKey, viewerId: null, day })));
    for (let round = 0; round < 5; round++) {
      const keys = [`v:round${round}a`, `v:round${round}b`];
      // Opposite orders, overlapping viewers: the instances wait for each other, never deadlock.
      await Promise.all([writeViews(app.services.db, batch([...ids].reverse(), keys)), writeViews(app.services.db, batch(ids, keys))]);
    }
    for (const id of ids) expect(await viewsOf(id)).toBe(10);
  });

  it("keeps visitors' keys free of their address; one key per network, whatever the browser says", () => {
    const key = viewerKeyFor({ ip: "203.0.113.7", secret: "s" });
    expect(key).toMatch(/^v:[A-Za-z0-9_-]{32}$/);
    expect(key).not.toContain("203");
    expect(viewerKeyFor({ ip: "::ffff:203.0.113.7", secret: "s" })).toBe(key);
    expect(viewerKeyFor({ ip: "203.0.113.8", secret: "s" })).not.toBe(key);
    // An IPv6 visitor holds a whole /64: every address in it is one viewer (app/domain/client-network.ts).
    const v6 = viewerKeyFor({ ip: "2001:db8:aa:1::5", secret: "s" });
    expect(viewerKeyFor({ ip: "2001:0db8:00aa:0001:ffff:1:2:3", secret: "s" })).toBe(v6);
    expect(viewerKeyFor({ ip: "2001:db8:aa:2::5", secret: "s" })).not.toBe(v6);
  });

  it("counts a visitor who changes the User-Agent on every request once a day (it was counted each time)", async () => {
    const owner = await member(app);
    const id = await listing(app, owner.userId);
    for (let i = 0; i < 5; i++) {
      await openPage(id, undefined, { ip: "192.0.2.44", headers: { "user-agent": `Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + i}` } });
    }
    expect(await viewsOf(id)).toBe(1);
  });
});

describe("GET /api/judgments/{id}", () => {
  it("answers the spec's fields, money in cents, and the buyer only to the owner, admins and that buyer", async () => {
    const owner = await member(app);
    const other = await member(app);
    const admin = await member(app, { role: "admin" });
    const buyer = await member(app);
    const id = await listing(app, owner.userId, {
      ...OAKLAND,
      status: "sold",
      buyerId: buyer.userId,
      highlightListing: true,
      soldAt: new Date("2025-02-01T10:00:00Z"),
      sellerTransferredAt: new Date("2025-01-25T10:00:00Z"),
      offersCount: 3,
      watchlistCount: 2,
      viewsCount: 40,
    });
    const get = async (jar?: CookieJar) => {
      const response = (await apiJudgment.loader(apiArgs("/api/judgments/", id, jar))) as Response;
      expect(response.status).toBe(200);
      return response.json();
    };
    const body = await get(other.jar);
    expect(body).toMatchObject({
      id,
      title: "Breach of contract judgment against an Oakland roofer",
      description: "Default judgment entered after service.",
      price: 312_500,
      // No Buy Now price set: Buy Now buys at the asking price.
      buy_now_price: 312_500,
      original_price: 1_250_000,
      date_awarded: "2024-03-05",
      casenum: "2024-CV-01234",
      courthouse: "Alameda County Superior Court",
      status: "sold",
      highlight_listing: true,
      embolden_listing: false,
      user: { id: owner.userId, handle: owner.handle },
      state: { id: 6, name: "California", abbreviation: "CA" },
      state_id: 6,
      county_id: 6001,
      county: { id: 6001, name: "Alameda County" },
      offers_count: 3,
      views_count: 40,
      watchlist_count: 2,
      offers_visibility: "owner",
      seller_transferred_at: "2025-01-25T10:00:00.000Z",
      sold_at: "2025-02-01T10:00:00.000Z",
      is_sold: true,
    });
    expect(typeof body.created_at).toBe("string");
    expect(body).not.toHaveProperty("buyer_id");
    expect(body).not.toHaveProperty("offers");
    expect(JSON.stringify(body)).not.toMatch(/email|password|phone/i);
    for (const jar of [owner.jar, admin.jar, buyer.jar]) expect((await get(jar)).buyer_id).toBe(buyer.userId);
  });
});

describe("other methods on /api/judgments/{id}", () => {
  it("answer JSON: 404 for endpoints not built yet, 405 for POST on a judgment id", async () => {
    const missing = (await apiJudgment.action(app.args(jsonRequest("/api/judgments/offer", {}), { id: "offer" }))) as Response;
    expect(missing.status).toBe(404);
    expect((await missing.json()).errors).toBeTruthy();
    const method = (await apiJudgment.action(app.args(jsonRequest("/api/judgments/12", {}), { id: "12" }))) as Response;
    expect(method.status).toBe(405);
    expect(method.headers.get("allow")).toBe("GET, PUT, DELETE");
  });
});

describe("the public user page", () => {
  const open = (handle: string) => run(() => userPage.loader(app.args(getRequest(`/users/${handle}`), { handle })));

  it("finds a member by handle in any letter case or by id, with only public facts and active listings", async () => {
    const seller = await member(app);
    const buyer = await member(app);
    await listing(app, seller.userId, { ...OAKLAND, title: "Live one" });
    await listing(app, seller.userId, { title: "Pending one", status: "new" });
    await listing(app, seller.userId, { title: "Hidden one", status: "hidden" });
    await listing(app, seller.userId, { title: "Sold one", status: "sold", buyerId: buyer.userId });
    const data = (await open(seller.handle.toUpperCase())) as any;
    expect(data.user).toEqual({ id: seller.userId, handle: seller.handle, memberSince: expect.any(String), identityVerified: true });
    expect(data.listings.map((j: any) => j.title)).toEqual(["Live one"]);
    expect(data.listings[0]).toMatchObject({
      stateName: "California",
      countyName: "Alameda County",
      amountCents: 1_250_000,
      priceCents: 312_500,
    });
    expect(data.soldCount).toBe(1);
    expect(JSON.stringify(data)).not.toMatch(/@example\.com|email|phone|address/i);
    expect(((await open(String(seller.userId))) as any).user.handle).toBe(seller.handle);
  });

  it("answers 404 for deleted members and unknown handles or ids", async () => {
    const gone = await member(app);
    await app.services.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.userId));
    for (const key of [gone.handle, String(gone.userId), "nobody_here", "99999999", "99999999999999"]) {
      expect(((await open(key)) as Response).status, key).toBe(404);
    }
  });
});
