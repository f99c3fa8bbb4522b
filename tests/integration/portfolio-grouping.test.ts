// Grouping judgments into a portfolio and dissolving it (docs/decisions/0055, slice 1), through the
// services (no route creates a portfolio yet): the refusals, the pending offers rejected with their
// buyers told, the portfolio row's totals, and the way back to active (or to review past the limit).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { auditLog, judgments, offers, outbox, portfolioItems, watchlist } from "~/server/db/schema";
import { Refusal } from "~/server/http/refusal";
import { groupPortfolio, type GroupInput } from "~/server/portfolios/group";
import { dissolvePortfolio } from "~/server/portfolios/dissolve";
import { removeListing } from "~/server/listings/owner-actions";
import { runJudgmentValuesJob } from "~/server/listings/limit-passed";
import { refreshPortfolioTotals } from "~/server/queries/portfolios";
import { createTestApp, type TestApp } from "../support/app";
import { listing, member, offer, type Member } from "../support/factories";

let app: TestApp;
let seller: Member;
let other: Member;
let buyer: Member;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(new Date("2026-03-02T15:00:00Z"));
  seller = await member(app, { prefix: "pf_seller" });
  other = await member(app, { prefix: "pf_other" });
  buyer = await member(app, { prefix: "pf_buyer" });
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.services.db;

function input(judgmentIds: number[], values: Partial<GroupInput> = {}): GroupInput {
  return {
    userId: seller.userId,
    judgmentIds,
    title: "Three Fresno contractor judgments",
    description: "Default judgments, all in Fresno County.",
    priceCents: 900_000,
    buyNowCents: null,
    offersVisibility: "owner",
    pendingOffersSeen: 0,
    ...values,
  };
}

async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

const messageOf = (r: Refusal) => r.message;

async function row(id: number) {
  const [found] = await db().select().from(judgments).where(eq(judgments.id, id));
  return found;
}

async function statuses(ids: number[]) {
  const rows = await db().select({ id: judgments.id, status: judgments.status }).from(judgments).where(inArray(judgments.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

async function judgmentsOf(sellerId: number, n: number, values: Parameters<typeof listing>[2] = {}) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await listing(app, sellerId, { casenum: `PF-${sellerId}-${i}-${Math.random()}`, ...values }));
  return ids;
}

describe("grouping", () => {
  it("makes a portfolio row waiting for review, its judgments in_portfolio, its items in the seller's order, with its totals", async () => {
    const ids = await judgmentsOf(seller.userId, 3, { amountCents: 1_000_000, litigation: "default", debtorEmployed: true });
    const order = [ids[2], ids[0], ids[1]];
    const grouped = await groupPortfolio(app.services, input(order));
    expect(grouped).toMatchObject({ status: "new", judgmentIds: order, rejectedOffers: 0 });

    const portfolio = await row(grouped.portfolioId);
    expect(portfolio).toMatchObject({
      kind: "portfolio",
      status: "new",
      sellerId: seller.userId,
      portfolioSize: 3,
      amountCents: 3_000_000,
      priceCents: 900_000,
      casenum: null,
      dateAwarded: null,
      courthouse: null,
      listingFeeCents: 0,
      // All three in Fresno County, California: the portfolio's place.
      stateId: 6,
      countyId: 6019,
      // Stated alike by every judgment: the portfolio's; its fact bits follow.
      litigation: "default",
      debtorEmployed: true,
      debtorRealEstate: null,
    });
    expect(Object.values(await statuses(ids))).toEqual(["in_portfolio", "in_portfolio", "in_portfolio"]);
    const items = await db().select().from(portfolioItems).where(eq(portfolioItems.portfolioId, grouped.portfolioId));
    expect(items.sort((a, b) => a.position - b.position).map((i) => i.judgmentId)).toEqual(order);
    expect(items.every((i) => i.releasedAt === null && i.assignedAt === null)).toBe(true);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "listing.group"), inArray(auditLog.entityId, ids.map(String))));
    expect(audits).toHaveLength(3);
  });

  it("keeps the place only when shared, the facts only when every judgment states them alike, the balance only when every one has one", async () => {
    const [a] = await judgmentsOf(seller.userId, 1, { amountCents: 500_000, litigation: "litigated", debtorEmployed: true });
    const [b] = await judgmentsOf(seller.userId, 1, { amountCents: 700_000, stateId: 48, countyId: 48201, litigation: "default" });
    const [c] = await judgmentsOf(seller.userId, 1, { amountCents: 800_000, debtorEmployed: null });
    const { portfolioId } = await groupPortfolio(app.services, input([a, b, c], { priceCents: 200_000 }));
    expect(await row(portfolioId)).toMatchObject({
      amountCents: 2_000_000,
      stateId: null,
      countyId: null,
      litigation: null,
      debtorEmployed: null,
      factFlags: 0,
    });

    // Balances: summed when every judgment has one (the share floored as a judgment's is), else none.
    await db()
      .update(judgments)
      .set({ estimatedBalanceCents: 1_000_000, balanceAsOf: "2026-03-01", enforceLimitOn: "2030-01-01" })
      .where(eq(judgments.id, a));
    await db()
      .update(judgments)
      .set({ estimatedBalanceCents: 2_000_000, balanceAsOf: "2026-02-01", enforceLimitOn: "2029-05-01" })
      .where(eq(judgments.id, b));
    await refreshPortfolioTotals(db(), [portfolioId]);
    expect(await row(portfolioId)).toMatchObject({ estimatedBalanceCents: null, balanceShareBps: null, enforceLimitOn: "2029-05-01" });
    await db().update(judgments).set({ estimatedBalanceCents: 3_000_000, balanceAsOf: "2026-03-01" }).where(eq(judgments.id, c));
    await refreshPortfolioTotals(db(), [portfolioId]);
    // $2,000 of a $60,000 balance: 333.33… basis points, floored.
    expect(await row(portfolioId)).toMatchObject({ estimatedBalanceCents: 6_000_000, balanceAsOf: "2026-02-01", balanceShareBps: 333 });
  });

  it("groups 2 and 100 judgments; refuses 1 and 101 (422) before anything changes", async () => {
    const two = await judgmentsOf(seller.userId, 2);
    expect((await groupPortfolio(app.services, input(two))).judgmentIds).toEqual(two);
    const hundred = await judgmentsOf(seller.userId, 100);
    const big = await groupPortfolio(app.services, input(hundred));
    expect((await row(big.portfolioId)).portfolioSize).toBe(100);

    const [one] = await judgmentsOf(seller.userId, 1);
    expect((await refusal(groupPortfolio(app.services, input([one])))).status).toBe(422);
    // The same judgment twice is one judgment.
    expect((await refusal(groupPortfolio(app.services, input([one, one])))).status).toBe(422);
    const many = Array.from({ length: 101 }, (_, i) => 1_000_000 + i);
    expect((await refusal(groupPortfolio(app.services, input(many)))).status).toBe(422);
    expect((await row(one)).status).toBe("active");
  });

  it("refuses another's judgment (403), one the seller may not see or that does not exist (404), one not active or already grouped (409), all or nothing", async () => {
    const [mine, mine2] = await judgmentsOf(seller.userId, 2);
    const [theirs] = await judgmentsOf(other.userId, 1);
    const [theirsHidden] = await judgmentsOf(other.userId, 1, { status: "hidden" });
    const [hidden] = await judgmentsOf(seller.userId, 1, { status: "hidden" });
    const [pending] = await judgmentsOf(seller.userId, 1, { status: "new" });
    const [sold] = await judgmentsOf(seller.userId, 1, { status: "sold" });

    expect((await refusal(groupPortfolio(app.services, input([mine, theirs])))).status).toBe(403);
    expect((await refusal(groupPortfolio(app.services, input([mine, theirsHidden])))).status).toBe(404);
    expect((await refusal(groupPortfolio(app.services, input([mine, 987_654])))).status).toBe(404);
    for (const id of [hidden, pending, sold]) {
      const refused = await refusal(groupPortfolio(app.services, input([mine, id])));
      expect(refused.status).toBe(409);
      expect(messageOf(refused)).toContain("can't be grouped");
    }
    const { portfolioId } = await groupPortfolio(app.services, input([mine, mine2]));
    const [third] = await judgmentsOf(seller.userId, 1);
    const again = await refusal(groupPortfolio(app.services, input([mine, third])));
    expect(again.status).toBe(409);
    expect(messageOf(again)).toContain("already part of a portfolio");
    // A portfolio is not grouped into another.
    const nested = await refusal(groupPortfolio(app.services, input([portfolioId, third])));
    expect(nested.status).toBe(409);
    expect(messageOf(nested)).toContain("is a portfolio");
    expect((await row(third)).status).toBe("active");
    expect(await db().select().from(portfolioItems).where(eq(portfolioItems.judgmentId, third))).toEqual([]);
  });

  it("rejects the pending offers on its judgments and tells their buyers and watchers; a count the seller did not see is 409", async () => {
    const ids = await judgmentsOf(seller.userId, 2, { title: "Watched contractor judgment" });
    const offerId = await offer(app, ids[0], buyer.userId, { amountCents: 150_000 });
    const watcher = await member(app, { prefix: "pf_watcher" });
    await db().insert(watchlist).values({ userId: watcher.userId, judgmentId: ids[1] });

    const unseen = await refusal(groupPortfolio(app.services, input(ids, { pendingOffersSeen: 0 })));
    expect(unseen.status).toBe(409);
    expect(unseen.extra).toMatchObject({ pending_offers: 1 });
    expect(await statuses(ids)).toEqual({ [ids[0]]: "active", [ids[1]]: "active" });
    expect((await db().select().from(offers).where(eq(offers.id, offerId)))[0].status).toBe("pending");

    const grouped = await groupPortfolio(app.services, input(ids, { pendingOffersSeen: 1 }));
    expect(grouped.rejectedOffers).toBe(1);
    expect((await db().select().from(offers).where(eq(offers.id, offerId)))[0].status).toBe("rejected");
    const toBuyer = await db().select().from(outbox).where(eq(outbox.toAddress, buyer.email));
    expect(toBuyer.map((m) => m.subject).join()).toContain("now part of a portfolio");
    const toWatcher = await db().select().from(outbox).where(eq(outbox.toAddress, watcher.email));
    expect(toWatcher.map((m) => m.bodyText).join()).toContain("put it into a portfolio");
  });
});

describe("the daily value job", () => {
  it("leaves an active portfolio's row as its totals say: it is never valued as one judgment, its totals are its judgments' refreshed", async () => {
    const ids = await judgmentsOf(seller.userId, 2);
    const { portfolioId } = await groupPortfolio(app.services, input(ids));
    await db()
      .update(judgments)
      .set({ status: "active", listedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(judgments.id, portfolioId));
    await runJudgmentValuesJob(app.services);
    const after = await row(portfolioId);
    // The judgments first (the value job's order: docs/decisions/0055), then the portfolio's totals of them.
    const members = await db().select().from(judgments).where(inArray(judgments.id, ids));
    const limits = members.map((m) => m.enforceLimitOn!).sort();
    expect(after).toMatchObject({
      status: "active",
      rulesVersion: null,
      estimatedBalanceCents: members.reduce((sum, m) => sum + m.estimatedBalanceCents!, 0),
      enforceLimitOn: limits[0],
    });
  });
});

describe("dissolving", () => {
  it("cancels the portfolio, rejects its offers, releases its items and returns every judgment to active; they can be grouped again", async () => {
    const ids = await judgmentsOf(seller.userId, 3);
    const { portfolioId } = await groupPortfolio(app.services, input(ids));
    await db()
      .update(judgments)
      .set({ status: "active", listedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(judgments.id, portfolioId));
    const offerId = await offer(app, portfolioId, buyer.userId, { amountCents: 700_000 });

    const dissolved = await dissolvePortfolio(app.services, { portfolioId, userId: seller.userId });
    expect(dissolved).toMatchObject({ status: "cancelled", rejectedOffers: 1 });
    expect(dissolved.released.map((r) => r.status)).toEqual(["active", "active", "active"]);
    expect((await row(portfolioId)).status).toBe("cancelled");
    expect(Object.values(await statuses(ids))).toEqual(["active", "active", "active"]);
    expect((await db().select().from(offers).where(eq(offers.id, offerId)))[0].status).toBe("rejected");
    const toBuyer = await db().select().from(outbox).where(eq(outbox.toAddress, buyer.email));
    expect(toBuyer.map((m) => m.subject).join()).toContain("was broken up");
    // The items stay, released, for the history; the judgments may be grouped again.
    const items = await db().select().from(portfolioItems).where(eq(portfolioItems.portfolioId, portfolioId));
    expect(items).toHaveLength(3);
    expect(items.every((i) => i.releasedAt !== null)).toBe(true);
    const again = await groupPortfolio(app.services, input(ids));
    expect(Object.values(await statuses(ids))).toEqual(["in_portfolio", "in_portfolio", "in_portfolio"]);
    expect(again.portfolioId).not.toBe(portfolioId);
  });

  it("is what removing a portfolio does (DELETE /api/judgments/{id}, the owner's Remove)", async () => {
    const ids = await judgmentsOf(seller.userId, 2);
    const { portfolioId } = await groupPortfolio(app.services, input(ids));
    const removed = await removeListing(app.services, { judgmentId: portfolioId, userId: seller.userId });
    expect(removed).toEqual({ from: "new", to: "cancelled", rejectedOffers: 0 });
    expect(Object.values(await statuses(ids))).toEqual(["active", "active"]);
    const items = await db().select().from(portfolioItems).where(eq(portfolioItems.portfolioId, portfolioId));
    expect(items.every((i) => i.releasedAt !== null)).toBe(true);
  });

  it("sends a judgment past its limit, that no administrator reviewed, back to review instead of live", async () => {
    // California, entered 01/04/2010: enforceable until 01/04/2020.
    const [late] = await judgmentsOf(seller.userId, 1, { dateAwarded: "2010-01-04" });
    const [fine] = await judgmentsOf(seller.userId, 1);
    const { portfolioId } = await groupPortfolio(app.services, input([late, fine]));
    const dissolved = await dissolvePortfolio(app.services, { portfolioId, userId: seller.userId });
    const byId = Object.fromEntries(dissolved.released.map((r) => [r.judgmentId, r]));
    expect(byId[late].status).toBe("new");
    expect(byId[late].pastLimitNotice).not.toBeNull();
    expect(byId[fine]).toMatchObject({ status: "active", pastLimitNotice: null });
    expect(await statuses([late, fine])).toEqual({ [late]: "new", [fine]: "active" });
  });

  it("is refused once an offer on the portfolio was accepted or it was paid (409), to anyone but its owner, and for a judgment's id", async () => {
    const ids = await judgmentsOf(seller.userId, 2);
    const { portfolioId } = await groupPortfolio(app.services, input(ids));
    // A stranger may not know a portfolio waiting for review exists.
    expect((await refusal(dissolvePortfolio(app.services, { portfolioId, userId: other.userId }))).status).toBe(404);
    expect((await refusal(dissolvePortfolio(app.services, { portfolioId: ids[0], userId: seller.userId }))).status).toBe(404);
    for (const status of ["offer_accepted", "paid"] as const) {
      await db().update(judgments).set({ status, buyerId: buyer.userId }).where(eq(judgments.id, portfolioId));
      const refused = await refusal(dissolvePortfolio(app.services, { portfolioId, userId: seller.userId }));
      expect(refused.status).toBe(409);
    }
    expect(Object.values(await statuses(ids))).toEqual(["in_portfolio", "in_portfolio"]);
    const live = await db().select().from(portfolioItems).where(eq(portfolioItems.portfolioId, portfolioId));
    expect(live.every((i) => i.releasedAt === null)).toBe(true);
  });
});
