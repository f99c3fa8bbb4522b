// The jobs with portfolios present (docs/decisions/0055, slice 1): the daily value job refreshes a
// live portfolio's judgments, then its totals, then sends an active portfolio whose judgment passed
// its limit back to review (approval then needs the limit tick and marks that judgment reviewed);
// the listing-fee reminders, the saved searches' sweep, the comparables' sweep, the payment
// deadlines and the escrow timers run without error, working on a portfolio as on any listing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { approveListing } from "~/server/admin/listing-review";
import { sweepUnrecordedSales } from "~/server/comparables/record";
import { judgments, listingFeeReminders, offers, payouts } from "~/server/db/schema";
import { runPaymentDeadlines } from "~/server/deadlines/payment-deadlines-job";
import { runEscrowTimers } from "~/server/escrow/timers-job";
import { Refusal } from "~/server/http/refusal";
import { sendListingFeeReminders } from "~/server/listings/fee-reminders";
import { runJudgmentValuesJob } from "~/server/listings/limit-passed";
import { sweepApprovedListings } from "~/server/saved-searches/jobs";
import { buyerTotal } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import * as payApi from "~/routes/api/judgments/payment";
import * as buyPage from "~/routes/judgments/buy";
import { assignItem } from "~/server/portfolios/checklist";
import { BASE, createTestApp, jsonRequest, run, type TestApp } from "../support/app";
import { uploadPdf } from "../support/escrow-sales";
import { listing, member, portfolio, type Member } from "../support/factories";

let app: TestApp;
let admin: Member;
let seller: Member;
let buyer: Member;

beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, { prefix: "pfj_admin", role: "admin" });
  seller = await member(app, { prefix: "pfj_seller" });
  buyer = await member(app, { prefix: "pfj_buyer", address: true });
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.services.db;
const rowOf = async (id: number) => (await db().select().from(judgments).where(eq(judgments.id, id)))[0];

async function judgmentsOf(n: number, values: Parameters<typeof listing>[2] = {}) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await listing(app, seller.userId, { casenum: `PFJ-${Math.random()}`, ...values }));
  return ids;
}

/** Fails the test on any job failure the job only logs. */
async function noLoggedFailures<T>(work: () => Promise<T>): Promise<T> {
  const failures: unknown[][] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => void failures.push(args);
  try {
    return await work();
  } finally {
    console.error = log;
    expect(failures, "a job logged a failure").toEqual([]);
  }
}

describe("the daily value job with a portfolio", () => {
  it("refreshes the portfolio's judgments, then its totals", async () => {
    const ids = await judgmentsOf(2);
    const portfolioId = await portfolio(app, seller.userId, ids, { approvedBy: admin.userId });
    // The judgments' stored values are stale (none computed yet), and so is the portfolio's total.
    await db().update(judgments).set({ estimatedBalanceCents: 1, balanceAsOf: "2020-01-01" }).where(inArray(judgments.id, ids));
    await db().update(judgments).set({ estimatedBalanceCents: 2 }).where(eq(judgments.id, portfolioId));
    await noLoggedFailures(() => runJudgmentValuesJob(app.services));
    const members = await db().select().from(judgments).where(inArray(judgments.id, ids));
    expect(members.every((m) => m.estimatedBalanceCents !== null && m.estimatedBalanceCents > 1)).toBe(true);
    const sum = members.reduce((total, m) => total + m.estimatedBalanceCents!, 0);
    expect(await rowOf(portfolioId)).toMatchObject({ status: "active", estimatedBalanceCents: sum });
  });

  it("leaves a sold portfolio's judgments as they were", async () => {
    const ids = await judgmentsOf(2);
    const portfolioId = await portfolio(app, seller.userId, ids, { approvedBy: admin.userId });
    await db().update(judgments).set({ status: "sold", buyerId: buyer.userId }).where(eq(judgments.id, portfolioId));
    await db().update(judgments).set({ estimatedBalanceCents: 1, balanceAsOf: "2020-01-01" }).where(inArray(judgments.id, ids));
    await noLoggedFailures(() => runJudgmentValuesJob(app.services));
    const members = await db().select().from(judgments).where(inArray(judgments.id, ids));
    expect(members.map((m) => m.estimatedBalanceCents)).toEqual([1, 1]);
  });

  it("sends an active portfolio whose judgment passed its limit back to review; approval needs the tick and marks that judgment reviewed", async () => {
    // California, entered 01/04/2010: enforceable until 01/04/2020, so past its limit today.
    const [late] = await judgmentsOf(1, { dateAwarded: "2010-01-04", limitReviewedAt: new Date("2026-01-01T00:00:00Z") });
    const [fine] = await judgmentsOf(1);
    const portfolioId = await portfolio(app, seller.userId, [late, fine], { approvedBy: admin.userId });
    expect((await rowOf(portfolioId)).status).toBe("active");
    // Its review is undone (as if it had never been reviewed): the job finds the judgment past its limit.
    await db().update(judgments).set({ limitReviewedAt: null }).where(eq(judgments.id, late));
    await noLoggedFailures(() => runJudgmentValuesJob(app.services));
    expect((await rowOf(portfolioId)).status).toBe("new");
    expect((await rowOf(late)).status).toBe("in_portfolio");

    const refused = await approveListing(app.services, { judgmentId: portfolioId, adminId: admin.userId }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).status).toBe(422);
    await approveListing(app.services, { judgmentId: portfolioId, adminId: admin.userId, limitReviewed: true });
    expect((await rowOf(portfolioId)).status).toBe("active");
    expect((await rowOf(late)).limitReviewedAt).not.toBeNull();
    expect((await rowOf(fine)).limitReviewedAt).toBeNull();
  });
});

describe("the other jobs with a portfolio present", () => {
  it("run without error: no fee reminder for a portfolio, no saved-search match of it, its sale's timers working on it", async () => {
    const ids = await judgmentsOf(2);
    const waiting = await portfolio(app, seller.userId, await judgmentsOf(2));
    await db()
      .update(judgments)
      .set({ createdAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(judgments.id, waiting));
    const portfolioId = await portfolio(app, seller.userId, ids, { approvedBy: admin.userId });

    await noLoggedFailures(() => sendListingFeeReminders(app.services));
    expect(
      await db()
        .select()
        .from(listingFeeReminders)
        .where(inArray(listingFeeReminders.judgmentId, [waiting, portfolioId])),
    ).toEqual([]);
    await noLoggedFailures(() => sweepApprovedListings(app.services));
    await noLoggedFailures(() => sweepUnrecordedSales(db()));

    // An accepted offer on the portfolio never paid: the payment-deadline job lapses it like a listing's.
    const [accepted] = await db()
      .insert(offers)
      .values({ judgmentId: portfolioId, buyerId: buyer.userId, amountCents: 900_000, status: "accepted", acceptedAt: new Date() })
      .returning({ id: offers.id });
    await db()
      .update(judgments)
      .set({
        status: "offer_accepted",
        buyerId: buyer.userId,
        acceptedOfferId: accepted.id,
        paymentDueAt: new Date(Date.now() - 86_400_000),
      })
      .where(eq(judgments.id, portfolioId));
    const deadlines = await noLoggedFailures(() => runPaymentDeadlines(app.services));
    expect(deadlines.overdue + deadlines.expired).toBeGreaterThan(0);

    const members = await db().select().from(judgments).where(inArray(judgments.id, ids));
    expect(members.every((m) => m.status === "in_portfolio")).toBe(true);
  });
});

describe("the escrow timers with a portfolio sold", () => {
  it("complete an assigned portfolio's sale when its inspection window ends, its payout released", async () => {
    const sellerV = await member(app, { prefix: "pfj_tseller", verified: true, address: true });
    const buyerV = await member(app, { prefix: "pfj_tbuyer", verified: true, address: true });
    const ids = [
      await listing(app, sellerV.userId, { casenum: `PFJ-T-${Math.random()}` }),
      await listing(app, sellerV.userId, { casenum: `PFJ-T-${Math.random()}` }),
    ];
    const portfolioId = await portfolio(app, sellerV.userId, ids, { approvedBy: admin.userId, listedDaysAgo: 10, priceCents: 800_000 });
    const buy = new Request(`${BASE}/judgments/buy/${portfolioId}`, {
      method: "POST",
      headers: { origin: BASE, "x-requested-with": "XMLHttpRequest", cookie: buyerV.jar.header(), "content-type": "application/json" },
      body: JSON.stringify({ price: "8000.00" }),
    });
    expect(((await run(() => buyPage.action(app.args(buy, { id: String(portfolioId) })))) as Response).status).toBe(302);
    const pay = jsonRequest(
      "/api/judgments/payment",
      { judgment_id: portfolioId, amount: dollarText(buyerTotal(800_000)), payment_method: "pm_card_visa" },
      buyerV.jar,
    );
    expect(((await run(() => payApi.action(app.args(pay)))) as Response).status).toBe(200);
    for (const id of ids) {
      expect((await uploadPdf(app, id, sellerV.jar, "assignment")).status).toBe(201);
      await assignItem(app.services, { portfolioId, judgmentId: id, user: { id: sellerV.userId, roles: [], premium: false } });
    }
    expect((await rowOf(portfolioId)).status).toBe("assigned");
    await db()
      .update(judgments)
      .set({ inspectionDueAt: new Date(Date.now() - 60_000) })
      .where(eq(judgments.id, portfolioId));
    await noLoggedFailures(() => runEscrowTimers(app.services, new Date()));
    expect((await rowOf(portfolioId)).status).toBe("sold");
    expect((await db().select().from(payouts).where(eq(payouts.judgmentId, portfolioId)))[0].status).toBe("released");
    const members = await db().select().from(judgments).where(inArray(judgments.id, ids));
    expect(members.every((m) => m.status === "in_portfolio")).toBe(true);
  });
});
