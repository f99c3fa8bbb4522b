// Reads of the judgments table that must leave a portfolio row out (docs/decisions/0055, "Every read
// of judgments, decided"; the guard is tests/unit/listing-kinds.test.ts): each case makes a
// portfolio with groupPortfolio where, read as a judgment, it would change the answer (a figure, a
// count, the seller's latest listing) or stop a sweep.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { adminQueueNames, type AdminQueueName } from "~/config/queue-targets";
import { judgments, listingFeeReminders, offers, payments, saleComparables } from "~/server/db/schema";
import { sweepUnrecordedSales } from "~/server/comparables/record";
import { sendListingFeeReminders } from "~/server/listings/fee-reminders";
import { groupPortfolio, type GroupInput } from "~/server/portfolios/group";
import { dissolvePortfolio } from "~/server/portfolios/dissolve";
import { findInvitableListing } from "~/server/queries/buy-requests";
import { latestListingIdOf } from "~/server/queries/documents";
import { countEnhancementSales } from "~/server/queries/enhancement-sales";
import { findRecentSubmission } from "~/server/queries/listings";
import { findLatestListingId } from "~/server/queries/membership";
import { listAdminQueues } from "~/server/queries/needs-you";
import { findEnhanceableListing } from "~/server/queries/upsells";
import { escrowSales } from "../support/escrow-sales";
import { createTestApp, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";

let app: TestApp;
let buyer: Member;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await member(app, { prefix: "pr_buyer" });
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.services.db;

/** A portfolio (status new) of `n` fresh active judgments of `seller`, all in Fresno County; answers its id and theirs. */
async function portfolioOf(seller: Member, n = 2, values: Partial<GroupInput> = {}) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await listing(app, seller.userId, { casenum: `PR-${seller.userId}-${i}-${Math.random()}` }));
  const { portfolioId } = await groupPortfolio(app.services, {
    userId: seller.userId,
    judgmentIds: ids,
    title: "Two Fresno contractor judgments",
    description: "Default judgments, both in Fresno County.",
    priceCents: 500_000,
    buyNowCents: null,
    offersVisibility: "owner",
    pendingOffersSeen: 0,
    ...values,
  });
  return { portfolioId, judgmentIds: ids };
}

const setRow = (id: number, values: Partial<typeof judgments.$inferInsert>) =>
  db().update(judgments).set(values).where(eq(judgments.id, id));

describe("the comparables' sweep", () => {
  it("records the single sales, and a paid portfolio's sale as its judgments' (sold as the portfolio, the price split by balance)", async () => {
    const seller = await member(app, { prefix: "pr_sweep" });
    const { portfolioId, judgmentIds } = await portfolioOf(seller);
    // The portfolio sold and paid, its sale not recorded yet (a record lost, as the single one's below).
    const [accepted] = await db()
      .insert(offers)
      .values({ judgmentId: portfolioId, buyerId: buyer.userId, amountCents: 500_000, status: "accepted", acceptedAt: new Date() })
      .returning({ id: offers.id });
    await setRow(portfolioId, {
      status: "paid",
      buyerId: buyer.userId,
      acceptedOfferId: accepted.id,
      listedAt: new Date("2026-01-05T00:00:00Z"),
    });
    await db()
      .insert(payments)
      .values({
        kind: "purchase",
        userId: buyer.userId,
        judgmentId: portfolioId,
        offerId: accepted.id,
        amountCents: 550_000,
        feeCents: 50_000,
        provider: "offline",
        idempotencyKey: `test-portfolio-sale-${portfolioId}`,
        status: "succeeded",
      });
    // A single sale paid after it, whose record was lost: the sweep is to make it.
    const { id: single } = await escrowSales(app).paidSale();
    await db().delete(saleComparables).where(eq(saleComparables.judgmentId, single));

    expect(await sweepUnrecordedSales(db())).toBe(3);
    const recorded = await db()
      .select({ judgmentId: saleComparables.judgmentId, soldAsId: saleComparables.soldAsId, priceCents: saleComparables.priceCents })
      .from(saleComparables);
    expect(recorded).toContainEqual({ judgmentId: single, soldAsId: single, priceCents: expect.any(Number) });
    const portfolioRecords = recorded.filter((r) => r.judgmentId === portfolioId || r.soldAsId === portfolioId);
    // Two like judgments: the agreed $5,000 (the payment less the buyer's fee) in two equal parts.
    expect(portfolioRecords.map((r) => r.judgmentId).sort((a, b) => a - b)).toEqual(judgmentIds);
    expect(portfolioRecords.map((r) => r.priceCents)).toEqual([250_000, 250_000]);
    // Recorded once: the next sweep finds nothing left.
    expect(await sweepUnrecordedSales(db())).toBe(0);
  });
});

describe("the listing-fee reminders", () => {
  it("never remind of a portfolio waiting for review: it owes no listing fee", async () => {
    const seller = await member(app, { prefix: "pr_fees" });
    const { portfolioId } = await portfolioOf(seller);
    await setRow(portfolioId, { createdAt: new Date(Date.now() - 20 * 86_400_000) });
    await sendListingFeeReminders(app.services);
    expect(await db().select().from(listingFeeReminders).where(eq(listingFeeReminders.judgmentId, portfolioId))).toEqual([]);
  });
});

describe("the enhancement pages' figure", () => {
  it("counts no portfolio among the finished listings without enhancements, sold or dissolved", async () => {
    const seller = await member(app, { prefix: "pr_figure" });
    const before = await countEnhancementSales(db());
    const sold = await portfolioOf(seller);
    await setRow(sold.portfolioId, { status: "sold", listedAt: new Date("2026-01-05T00:00:00Z") });
    const dissolved = await portfolioOf(seller);
    await setRow(dissolved.portfolioId, { status: "active", listedAt: new Date("2026-01-05T00:00:00Z") });
    await dissolvePortfolio(app.services, { userId: seller.userId, portfolioId: dissolved.portfolioId });
    const [row] = await db().select({ status: judgments.status }).from(judgments).where(eq(judgments.id, dissolved.portfolioId));
    expect(row.status).toBe("cancelled");
    expect(await countEnhancementSales(db())).toEqual(before);
  });
});

describe("the administrators' review queue on needs you", () => {
  it("counts the listings the review list shows: a portfolio waiting for review among them, on its review card (slice 2)", async () => {
    const seller = await member(app, { prefix: "pr_queue" });
    const lateBefore = Object.fromEntries(adminQueueNames.map((name) => [name, new Date()])) as Record<AdminQueueName, Date>;
    const listingsQueue = async () => (await listAdminQueues(db(), lateBefore)).find((q) => q.queue === "listings")!;
    const before = await listingsQueue();
    await portfolioOf(seller);
    expect((await listingsQueue()).total).toBe(before.total + 1);
    await listing(app, seller.userId, { status: "new" });
    expect((await listingsQueue()).total).toBe(before.total + 2);
  });
});

describe("the seller's latest listing", () => {
  it("is a judgment: the wizard's second Submit, the upgrade page's link and the documents page never land on a portfolio", async () => {
    const seller = await member(app, { prefix: "pr_latest" });
    const submitted = await listing(app, seller.userId, { status: "new" });
    const { portfolioId, judgmentIds } = await portfolioOf(seller);
    expect(portfolioId).toBeGreaterThan(Math.max(submitted, ...judgmentIds));
    expect(await findRecentSubmission(db(), seller.userId)).toMatchObject({ id: submitted });
    expect(await latestListingIdOf(db(), seller.userId, ["new", "active"])).toBe(submitted);
    expect(await findLatestListingId(db(), seller.userId)).toBe(Math.max(submitted, ...judgmentIds));
  });
});

describe("a listing's own tools", () => {
  it("do not find a portfolio, though all its judgments share one county: no enhancement (buy request invitations do: slice 5)", async () => {
    const seller = await member(app, { prefix: "pr_tools" });
    const { portfolioId, judgmentIds } = await portfolioOf(seller);
    await setRow(portfolioId, { status: "active", listedAt: new Date("2026-01-05T00:00:00Z") });
    const [row] = await db()
      .select({ stateId: judgments.stateId, countyId: judgments.countyId })
      .from(judgments)
      .where(eq(judgments.id, portfolioId));
    expect(row).toEqual({ stateId: 6, countyId: 6019 });
    expect(await findEnhanceableListing(db(), portfolioId)).toBeNull();
    expect(await findEnhanceableListing(db(), judgmentIds[0]!)).toMatchObject({ id: judgmentIds[0] });
    // A portfolio is invited on since slice 5 (portfolio-find.test.ts), its place marked.
    expect(await db().transaction((tx) => findInvitableListing(tx, portfolioId, seller.userId))).toMatchObject({
      id: portfolioId,
      kind: "portfolio",
      place: "Portfolio · 2 judgments, Fresno County, CA",
    });
  });
});
