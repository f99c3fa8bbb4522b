// The judgment page reads what its audience's page shows and nothing else (app/server/judgment-page/,
// docs/decisions/0040): every SQL statement the loader sends is recorded at the database client, so a
// visitor's page that read the offer threads, the watch state or the deal's views would show here.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as page from "~/routes/judgments/detail";
import { randomBytes } from "node:crypto";
import { documents, messages, offerEvents, offers, sessions, users, watchlist } from "~/server/db/schema";
import { countUnreadMessages } from "~/server/queries/messages";
import { findAccountById } from "~/server/queries/users";
import { findJudgmentPageRecord, loadViewerParts, viewableBy } from "~/server/queries/judgment-detail";
import { findLatestOfferOf } from "~/server/queries/offers";
import { isWatching } from "~/server/queries/watchlist";
import { createTestApp, getRequest, run, type CookieJar, type TestApp } from "../support/app";
import { acceptedSale, listing, member, offer, type Member } from "../support/factories";

let app: TestApp;
let owner: Member, bidder: Member, stranger: Member;
let active: number;
let underOffer: number;

beforeAll(async () => {
  app = await createTestApp();
  owner = await member(app);
  bidder = await member(app);
  stranger = await member(app);
  // Offers shown to everyone, one with a thread step, and a member watching: all a visitor must not read.
  active = await listing(app, owner.userId, { offersVisibility: "all" });
  const offerId = await offer(app, active, bidder.userId);
  await app.services.db.insert(offerEvents).values({ offerId, actor: "buyer", kind: "offer", amountCents: 250_000 });
  await app.services.db.insert(watchlist).values({ userId: bidder.userId, judgmentId: active });
  ({ id: underOffer } = await acceptedSale(app, owner.userId, bidder.userId, { amountCents: 300_000 }));
});
afterAll(async () => {
  await app?.close();
});

/** The SQL text of each statement sent while `fn` runs (PGlite, or the PostgreSQL pool). */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const client = (app.handle.pglite ?? app.handle.pool) as { query: (...args: unknown[]) => unknown };
  const spy = vi.spyOn(client, "query");
  try {
    await fn();
    return spy.mock.calls.map(([query]) => (typeof query === "string" ? query : String((query as { text: string }).text)));
  } finally {
    spy.mockRestore();
  }
}

async function openPage(id: number, jar?: CookieJar) {
  const result = await run(() => page.loader(app.args(getRequest(`/judgments/${id}`, jar), { id: String(id) })));
  if (result instanceof Response) throw new Error(`answered ${result.status}`);
  return result;
}

/**
 * The tables the statements select from (not those they join: the offers' list joins offer_events
 * for the message written with each offer, which is not the negotiation thread).
 */
const tablesOf = (statements: string[]) => new Set(statements.flatMap((s) => [...s.matchAll(/\bfrom "(\w+)"/gi)].map((m) => m[1])));

describe("the judgment page reads for its audience", () => {
  it("a visitor's page reads the listing, its public offers and the rules: no thread, watch state, own offer or deal", async () => {
    await openPage(active); // the rules are kept in memory once read
    let data!: Awaited<ReturnType<typeof openPage>>;
    const statements = await statementsOf(async () => {
      data = await openPage(active);
    });
    expect(data.offers).toHaveLength(1);
    expect(data.offers![0].negotiation).toBeNull();
    expect(data).toMatchObject({ watching: false, myOffer: null, ownerView: null, deadline: null, assignment: null, escrow: null });
    const tables = tablesOf(statements);
    expect(tables.has("watchlist")).toBe(false);
    expect(tables.has("offer_events")).toBe(false);
    expect(tables.has("sessions")).toBe(false);
    // The listing with, in the same statement, its seller, state and county, the rules' newest version, the
    // seller's reputation (docs/decisions/0045), the latest verification against the court record (0047) and the
    // seller's latest sworn statements (0046); then its offers with their buyers, and the highest offer.
    expect(statements).toHaveLength(3);
    const listing = statements.filter((s) => s.includes('"title"') && s.includes("from feedback f"));
    expect(listing).toHaveLength(1);
    expect(listing[0]).toContain('from "court_verifications" where');
    expect(listing[0]).toContain('from "seller_statements" where');
    expect(statements.filter((s) => s.includes('from "judgment_rule_versions"'))).toHaveLength(1);
    expect(statements.filter((s) => s.includes('from "judgment_rule_versions"') && s.includes('"title"'))).toHaveLength(1);
  });

  it("a member's page on the same listing reads their watch state and own offer with its thread", async () => {
    // The recorder sees those reads when they happen: the visitor's test above means something.
    let data!: Awaited<ReturnType<typeof openPage>>;
    const tables = tablesOf(
      await statementsOf(async () => {
        data = await openPage(active, bidder.jar);
      }),
    );
    expect(tables.has("watchlist")).toBe(true);
    expect(tables.has("offer_events")).toBe(true);
    expect(data.watching).toBe(true);
    expect(data.myOffer?.thread).toHaveLength(1);
  });

  it("a member's watch state, latest offer and the listing's documents come in the listing's own statement", async () => {
    let data!: Awaited<ReturnType<typeof openPage>>;
    const statements = await statementsOf(async () => {
      data = await openPage(active, bidder.jar);
    });
    const listing = statements.filter((s) => s.includes('"title"') && s.includes("from feedback f"));
    expect(listing).toHaveLength(1);
    for (const table of ["watchlist", "offers", "documents"]) expect(listing[0]).toContain(`from "${table}" where`);
    // None of them in a statement of its own.
    const own = (s: string) => /from "watchlist"|from "documents"|"offers"\."buyer_id" = /.test(s);
    expect(statements.filter((s) => own(s) && !s.includes('"title"'))).toEqual([]);
    expect(data.myOffer?.amountCents).toBe(250_000);
  });

  it("reads a member's own rows in the listing's statement as their own reads read them (the latest offer, documents in order)", async () => {
    const { db } = app.services;
    const id = await listing(app, owner.userId);
    // An older offer withdrawn, then a standing one: the latest is the page's.
    const older = await offer(app, id, stranger.userId, {
      amountCents: 100_000,
      status: "withdrawn",
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    const latest = await offer(app, id, stranger.userId, {
      amountCents: 120_000,
      counterCents: 130_000,
      awaiting: "buyer",
      sellerCounters: 1,
    });
    const at = new Date("2026-02-01T10:00:00.123Z");
    const doc = (name: string, values: Partial<typeof documents.$inferInsert> = {}) => ({
      judgmentId: id,
      uploaderId: owner.userId,
      kind: "listing" as const,
      storageKey: `k/${name}`,
      originalName: name,
      contentType: "application/pdf",
      sizeBytes: 10,
      createdAt: at,
      ...values,
    });
    // Two at the same instant (then by id), one older, one deleted, one of another kind.
    await db
      .insert(documents)
      .values([
        doc("b.pdf"),
        doc("c.pdf"),
        doc("a.pdf", { createdAt: new Date("2026-01-15T00:00:00Z") }),
        doc("gone.pdf", { deletedAt: new Date() }),
        doc("assignment.pdf", { kind: "assignment" }),
      ]);
    const now = app.services.clock.now();
    await db.insert(watchlist).values({ userId: bidder.userId, judgmentId: id });
    for (const [viewer, watching] of [
      [stranger, false],
      [bidder, true],
    ] as const) {
      const found = (await findJudgmentPageRecord(db, id, now, { userId: viewer.userId }))!;
      const visitors = (await findJudgmentPageRecord(db, id, now, null))!;
      // The same record, reputation, verification and statements as a visitor's statement reads.
      expect({ ...found, viewerRows: null }).toEqual(visitors);
      expect(found.viewerRows).toMatchObject({ viewerId: viewer.userId, watching });
      expect(found.viewerRows!.watching).toBe(await isWatching(db, viewer.userId, id));
      expect(found.viewerRows!.latestOffer).toEqual(await findLatestOfferOf(db, id, viewer.userId));
      const viewable = viewableBy(found.record, { id: viewer.userId, roles: [], premium: false }, now)!;
      const read = await loadViewerParts(db, viewable, now);
      const given = await loadViewerParts(db, viewable, now, found.viewerRows!.documents);
      expect(given).toEqual(read);
      expect(given.documents!.map((d) => d.userFilename)).toEqual(["a.pdf", "b.pdf", "c.pdf"]);
    }
    const strangers = (await findJudgmentPageRecord(db, id, now, { userId: stranger.userId }))!.viewerRows!;
    expect(strangers.latestOffer).toMatchObject({ id: latest, amountCents: 120_000, counterCents: 130_000, awaiting: "buyer" });
    expect(strangers.latestOffer!.createdAt).toBeInstanceOf(Date);
    expect(strangers.latestOffer!.id).not.toBe(older);
    await db.insert(watchlist).values({ userId: stranger.userId, judgmentId: id });
    expect((await findJudgmentPageRecord(db, id, now, { userId: stranger.userId }))!.viewerRows!.watching).toBe(true);
    await db.delete(offers).where(eq(offers.judgmentId, id));
  });

  it("a member who is no party to a sale under offer reads none of the deal's views; its buyer does", async () => {
    // The deadline's and the escrow's own reads of the listing select payment_due_at and relist_as.
    const dealRead = (statements: string[]) => statements.some((s) => /"payment_due_at"|"relist_as"/.test(s) && !/"title"/.test(s));
    let data!: Awaited<ReturnType<typeof openPage>>;
    const strangers = await statementsOf(async () => {
      data = await openPage(underOffer, stranger.jar);
    });
    expect(data.deadline).toBeNull();
    expect(dealRead(strangers)).toBe(false);
    const buyers = await statementsOf(async () => {
      data = await openPage(underOffer, bidder.jar);
    });
    expect(data.deadline).toMatchObject({ viewer: "buyer", overdue: false });
    expect(dealRead(buyers)).toBe(true);
  });

  it("the owner's page is My Listing: the owner's view and each offer's negotiation; no watch state or own offer", async () => {
    const data = await openPage(active, owner.jar);
    expect(data).toMatchObject({ owner: true, relation: "owner", watching: false, myOffer: null });
    expect(data.ownerView).not.toBeNull();
    expect(data.offers![0].negotiation?.thread).toHaveLength(1);
  });

  it("an administrator's page reads each offer's negotiation, and no owner's view", async () => {
    const admin = await member(app, { role: "admin" });
    const data = await openPage(active, admin.jar);
    expect(data).toMatchObject({ owner: false, relation: "admin", ownerView: null });
    expect(data.offers![0].negotiation?.thread).toHaveLength(1);
  });

  it("a member who is no party to a listing whose offers are the owner's only sees no offers and no negotiation", async () => {
    const ownerOnly = await listing(app, owner.userId, { offersVisibility: "owner" });
    await offer(app, ownerOnly, bidder.userId);
    for (const jar of [stranger.jar, undefined]) {
      const data = await openPage(ownerOnly, jar);
      expect(data).toMatchObject({ owner: false, ownerView: null, offers: null, myOffer: null });
    }
    // The bidder sees its own offer, not the others'.
    const bidders = await openPage(ownerOnly, bidder.jar);
    expect(bidders.offers).toBeNull();
    expect(bidders.myOffer).not.toBeNull();
  });

  it("reads a session's member with the listing as their own reads read them; none for a session expired, unknown or of a member gone", async () => {
    const { db } = app.services;
    const id = await listing(app, owner.userId);
    const admin = await member(app, { role: "admin" });
    const session = async (userId: number, expiresAt = new Date(Date.now() + 3_600_000)) => {
      const sessionId = randomBytes(32).toString("hex");
      await db.insert(sessions).values({ id: sessionId, userId, data: {}, expiresAt });
      return sessionId;
    };
    await db.insert(watchlist).values({ userId: admin.userId, judgmentId: id });
    await offer(app, id, admin.userId, { amountCents: 110_000 });
    // Unread messages: two for the member, one for the seller (whose `users` the statement also joins).
    const delivered = (recipientId: number) => ({ senderId: stranger.userId, recipientId, body: "Hello", status: "approved" as const });
    await db.insert(messages).values([delivered(admin.userId), delivered(admin.userId), delivered(owner.userId)]);
    // The page's clock two days on: a session with an hour left by the wall clock is live all the same.
    app.clock.advanceDays(2);
    const now = app.services.clock.now();
    const found = (await findJudgmentPageRecord(db, id, now, { sessionId: await session(admin.userId) }))!;
    // The account (roles included), the unread count and the own rows of that member.
    expect(found.sessionMember).toEqual({
      ...(await findAccountById(db, admin.userId)),
      unread: await countUnreadMessages(db, admin.userId),
    });
    expect(found.sessionMember).toMatchObject({ roles: ["admin"], unread: 2 });
    expect(found.sessionMember!.createdAt).toBeInstanceOf(Date);
    expect(found.viewerRows).toMatchObject({ viewerId: admin.userId, watching: true, latestOffer: { amountCents: 110_000 } });
    expect(found.viewerRows).toEqual((await findJudgmentPageRecord(db, id, now, { userId: admin.userId }))!.viewerRows);
    // The same listing as a visitor's statement reads.
    expect({ ...found, viewerRows: null, sessionMember: null }).toEqual(await findJudgmentPageRecord(db, id, now, null));

    const gone = await member(app);
    const goneSession = await session(gone.userId);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.userId));
    for (const sessionId of [await session(stranger.userId, new Date(Date.now() - 1000)), "0".repeat(64), goneSession]) {
      const read = (await findJudgmentPageRecord(db, id, now, { sessionId }))!;
      expect(read.record.id).toBe(id);
      expect(read).toMatchObject({ sessionMember: null, viewerRows: null });
    }
    expect(await findJudgmentPageRecord(db, 999_999_999, now, { sessionId: await session(stranger.userId) })).toBeNull();
    app.clock.reset();
    await db.delete(offers).where(eq(offers.judgmentId, id));
    await db.delete(messages).where(eq(messages.senderId, stranger.userId));
  });
});
