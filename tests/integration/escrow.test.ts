// Issue 15's escrow protections with a controllable clock, through the real route actions and the
// offline card provider: a sale the seller never assigns is cancelled and refunded after the
// deadline; an assigned sale completes by itself after the inspection window; a dispute resolved
// each of the three ways, the ledger balanced each time, and the provider asked to refund once
// even when the resolution is submitted twice or by two administrators at the same moment; the
// reminders sent once; a refund whose answer was lost is sent again by the reconciliation job.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { buyerTotal, sellerFee } from "~/domain/fees";
import * as approvedApi from "~/routes/api/assignment/buyer-approved";
import * as cancelApi from "~/routes/api/escrow/cancel-purchase";
import * as disputeApi from "~/routes/api/escrow/dispute";
import * as answerApi from "~/routes/api/escrow/dispute-answer";
import * as resolveApi from "~/routes/api/escrow/resolve";
import * as viewApi from "~/routes/api/documents/view";
import * as detail from "~/routes/judgments/detail";
import { loadDisputeLists } from "~/server/admin/disputes";
import { runEscrowTimers } from "~/server/escrow/timers-job";
import { reconcileInterruptedPayments } from "~/server/checkout/reconcile-job";
import { disputes, judgments, offers, offlineProviderObjects, outbox, payments, payouts, refunds } from "~/server/db/schema";
import type { PaymentProvider } from "~/server/payments/provider";
import { listBuyingJudgments } from "~/server/queries/dashboard/buying";
import { listSellerPayouts } from "~/server/queries/payouts";
import { createTestApp, formRequest, getRequest, run, type TestApp } from "../support/app";
import { assertLedgerInvariants } from "../support/ledger-invariants";
import { member, type Member } from "../support/factories";
import { escrowSales, PRICE, uploadPdf } from "../support/escrow-sales";

/** A Wednesday morning, US Eastern, with no holiday within the windows below. */
const START = new Date("2026-03-04T15:00:00Z");

let app: TestApp;
let admin: Member;
let admin2: Member;
beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, { role: "admin", verified: true });
  admin2 = await member(app, { role: "admin", verified: true });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => app.clock.set(START));

const post: ReturnType<typeof escrowSales>["post"] = (...args) => escrowSales(app).post(...args);
const paidSale = () => escrowSales(app).paidSale();
const assignedSale = () => escrowSales(app).assignedSale();
const disputedSale = () => escrowSales(app).disputedSale();

const listingOf = async (id: number) => (await app.services.db.select().from(judgments).where(eq(judgments.id, id)))[0];
const paymentOf = async (id: number) =>
  (
    await app.services.db
      .select()
      .from(payments)
      .where(and(eq(payments.judgmentId, id), eq(payments.kind, "purchase")))
  )[0];
const payoutsOf = (id: number) => app.services.db.select().from(payouts).where(eq(payouts.judgmentId, id));
const refundsOf = (id: number) => app.services.db.select().from(refunds).where(eq(refunds.judgmentId, id));
const mailsTo = async (m: Member) =>
  (
    await app.services.db
      .select()
      .from(outbox)
      .where(like(outbox.toAddress, `${m.handle}@%`))
  ).map((r) => r.subject);
/** The refunds the offline provider made for this sale's charge. */
async function providerRefunds(id: number) {
  const charge = (await paymentOf(id)).providerPaymentId;
  const rows = await app.services.db.select().from(offlineProviderObjects).where(eq(offlineProviderObjects.kind, "refund"));
  return rows.filter((r) => r.data.charge === charge);
}
const resolve = (disputeId: number, body: Record<string, unknown>, who = admin) =>
  post(resolveApi, "/api/admin/disputes/resolve", { dispute_id: disputeId, note: "Reviewed both sides' documents.", ...body }, who.jar);

describe("the seller's assignment deadline", () => {
  it("lets the buyer cancel only after it, refunds the whole total once, and relists as the owner chose", async () => {
    const { id, seller, buyer } = await paidSale();
    const listed = await listingOf(id);
    // 10 business days after Wednesday 03/04: Wednesday 03/18, 11:59:59 pm Eastern (EDT from 03/08).
    expect(listed.assignmentDueAt?.toISOString()).toBe("2026-03-19T03:59:59.000Z");

    const early = await post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: id }, buyer.jar);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/once the assignment deadline has passed/);

    // Half-time and the day before: one reminder each to the seller, whatever the job's repeats.
    app.clock.set(new Date("2026-03-11T14:00:00Z"));
    await runEscrowTimers(app.services);
    await runEscrowTimers(app.services);
    app.clock.set(new Date("2026-03-17T14:00:00Z"));
    await runEscrowTimers(app.services);
    expect((await mailsTo(seller)).filter((s) => s.includes("assign the judgment you sold"))).toHaveLength(2);

    app.clock.set(new Date("2026-03-19T05:00:00Z"));
    await runEscrowTimers(app.services);
    await runEscrowTimers(app.services);
    expect((await mailsTo(buyer)).filter((s) => s.startsWith("The seller has not assigned"))).toHaveLength(1);

    // Only the buyer may cancel: the seller and a stranger are refused.
    const stranger = await member(app, { verified: true });
    expect((await post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: id }, seller.jar)).status).toBe(403);
    expect((await post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: id }, stranger.jar)).status).toBe(403);

    // Sent twice at once: one cancellation; the other finds the sale no longer the buyer's.
    const [first, second] = await Promise.all([
      post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: id }, buyer.jar),
      post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: id }, buyer.jar),
    ]);
    expect([first.status, second.status].filter((s) => s === 200)).toHaveLength(1);
    expect(Math.max(first.status, second.status)).toBeGreaterThanOrEqual(403);

    const after = await listingOf(id);
    expect(after).toMatchObject({ status: "active", buyerId: null, acceptedOfferId: null, assignmentDueAt: null });
    expect((await paymentOf(id)).status).toBe("refunded");
    const [payout] = await payoutsOf(id);
    expect(payout.status).toBe("cancelled");
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ amountCents: buyerTotal(PRICE), reason: "buyer_cancelled", status: "succeeded" });
    expect(await providerRefunds(id)).toHaveLength(1);
    const [offer] = await app.services.db.select().from(offers).where(eq(offers.judgmentId, id));
    expect(offer.status).toBe("refunded");
    expect(await mailsTo(buyer)).toContain(`Your purchase was cancelled and refunded | ${app.services.branding.name}`);
    expect((await mailsTo(seller)).some((s) => s.startsWith("The buyer cancelled"))).toBe(true);
    await assertLedgerInvariants(app.services.db);
  });

  it("puts the listing back hidden when the owner chose so", async () => {
    const { id, buyer, seller } = await paidSale();
    const { setRelistAs } = await import("~/server/queries/escrow");
    expect(await setRelistAs(app.services.db, id, seller.userId, "hidden")).toBe(true);
    app.clock.set(new Date("2026-03-20T15:00:00Z"));
    expect((await post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: id }, buyer.jar)).status).toBe(200);
    expect((await listingOf(id)).status).toBe("hidden");
  });
});

describe("the buyer's inspection window", () => {
  it("completes the sale by itself once it ends, releasing the payout, and tells both once", async () => {
    const { id, buyer, seller } = await assignedSale();
    const listed = await listingOf(id);
    // 5 business days after Wednesday 03/04: Wednesday 03/11, 11:59:59 pm EDT.
    expect(listed.inspectionDueAt?.toISOString()).toBe("2026-03-12T03:59:59.000Z");

    app.clock.set(new Date("2026-03-10T14:00:00Z"));
    expect(await runEscrowTimers(app.services)).toMatchObject({ completed: 0 });
    expect((await listingOf(id)).status).toBe("assigned");
    expect((await mailsTo(buyer)).filter((s) => s.includes("confirm or dispute"))).toHaveLength(1);

    app.clock.set(new Date("2026-03-12T04:05:00Z"));
    const [a, b] = await Promise.all([runEscrowTimers(app.services), runEscrowTimers(app.services)]);
    expect(a.completed + b.completed).toBe(1);
    expect((await listingOf(id)).status).toBe("sold");
    const [payout] = await payoutsOf(id);
    expect(payout.status).toBe("released");
    expect((await mailsTo(buyer)).filter((s) => s.startsWith("Your sale is complete"))).toHaveLength(1);
    expect((await mailsTo(seller)).filter((s) => s.startsWith("Your sale is complete"))).toHaveLength(1);

    // Too late to dispute now.
    const late = await post(disputeApi, "/api/judgments/dispute", { judgment_id: id, reason: "other", details: "x".repeat(40) }, buyer.jar);
    expect(late.status).toBe(409);
    await assertLedgerInvariants(app.services.db);
  });

  it("refuses a dispute after the window even before the job ran, and a dispute without its fields", async () => {
    const { id, buyer } = await assignedSale();
    const empty = await post(disputeApi, "/api/judgments/dispute", { judgment_id: id, reason: "nope", details: "" }, buyer.jar);
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["details", "reason"]);
    app.clock.set(new Date("2026-03-13T15:00:00Z"));
    const late = await post(disputeApi, "/api/judgments/dispute", { judgment_id: id, reason: "other", details: "x".repeat(40) }, buyer.jar);
    expect(late).toMatchObject({ status: 409 });
    expect((await listingOf(id)).status).toBe("assigned");
  });
});

describe("disputes", () => {
  it("holds the payout, tells the seller and the administrators, and takes one answer from the seller", async () => {
    const { id, seller, buyer } = await disputedSale();
    expect((await payoutsOf(id))[0].status).toBe("pending");
    expect((await mailsTo(seller)).some((s) => s.startsWith("A dispute was opened"))).toBe(true);
    expect((await mailsTo(admin)).some((s) => s.startsWith("A dispute needs review"))).toBe(true);
    // The buyer cannot confirm the disputed sale, and the timers never complete it.
    expect((await post(approvedApi, "/api/judgments/buyer_approved", { judgment_id: id }, buyer.jar)).status).toBe(409);
    app.clock.set(new Date("2026-04-30T15:00:00Z"));
    await runEscrowTimers(app.services);
    expect((await listingOf(id)).status).toBe("disputed");

    const response = { judgment_id: id, response: "The case number differs because the court renumbered it in 2024." };
    expect((await post(answerApi, "/api/judgments/dispute/answer", response, buyer.jar)).status).toBe(403);
    expect((await post(answerApi, "/api/judgments/dispute/answer", response, seller.jar)).status).toBe(200);
    expect((await post(answerApi, "/api/judgments/dispute/answer", response, seller.jar)).status).toBe(409);
    expect((await mailsTo(buyer)).some((s) => s.startsWith("The seller answered"))).toBe(true);
  });

  it("completes the sale: the payout released as it was, nothing refunded", async () => {
    const { id, disputeId, seller } = await disputedSale();
    expect((await resolve(disputeId, { resolution: "complete" }, seller)).status).toBe(403);
    expect((await resolve(disputeId, { resolution: "complete", note: "" })).status).toBe(422);
    expect((await resolve(disputeId, { resolution: "complete" })).status).toBe(200);
    expect((await listingOf(id)).status).toBe("sold");
    const [payout] = await payoutsOf(id);
    expect(payout).toMatchObject({ status: "released", amountCents: PRICE - sellerFee(PRICE), refundedCents: 0 });
    expect(await refundsOf(id)).toHaveLength(0);
    const [row] = await app.services.db.select().from(disputes).where(eq(disputes.id, disputeId));
    expect(row).toMatchObject({ resolution: "complete", resolvedBy: admin.userId, resolutionNote: "Reviewed both sides' documents." });
    await assertLedgerInvariants(app.services.db);
  });

  it("refunds in full once, when the same administrator submits it twice", async () => {
    const { id, disputeId, buyer } = await disputedSale();
    const first = await resolve(disputeId, { resolution: "refund_full" });
    const second = await resolve(disputeId, { resolution: "refund_full" });
    expect([first.status, second.status]).toEqual([200, 409]);
    expect(await listingOf(id)).toMatchObject({ status: "hidden", buyerId: null });
    expect((await paymentOf(id)).status).toBe("refunded");
    expect((await payoutsOf(id))[0].status).toBe("cancelled");
    expect(await refundsOf(id)).toMatchObject([{ amountCents: buyerTotal(PRICE), reason: "dispute_full", status: "succeeded" }]);
    expect(await providerRefunds(id)).toHaveLength(1);
    expect((await mailsTo(buyer)).some((s) => s.startsWith("Your dispute was resolved"))).toBe(true);
    await assertLedgerInvariants(app.services.db);
  });

  it("refunds in part once, when two administrators resolve it at the same moment, and reduces the payout to match", async () => {
    const sale = await disputedSale();
    const { id, disputeId } = sale;
    const payoutBefore = (await payoutsOf(id))[0].amountCents;
    expect((await resolve(disputeId, { resolution: "refund_partial", amount: (payoutBefore / 100).toFixed(2) })).status).toBe(422);
    expect((await resolve(disputeId, { resolution: "refund_partial", amount: "abc" })).body.errors.amount).toBeDefined();

    const calls: string[] = [];
    const provider = app.services.payments as PaymentProvider;
    const original = provider.refund.bind(provider);
    provider.refund = async (paymentId, amount, key) => {
      calls.push(key);
      return original(paymentId, amount, key);
    };
    try {
      const [one, two] = await Promise.all([
        resolve(disputeId, { resolution: "refund_partial", amount: "1,000.00" }),
        resolve(disputeId, { resolution: "refund_partial", amount: "1,000.00" }, admin2),
      ]);
      expect([one.status, two.status].sort()).toEqual([200, 409]);
    } finally {
      provider.refund = original;
    }
    expect(calls).toHaveLength(1);
    expect((await listingOf(id)).status).toBe("sold");
    const [payout] = await payoutsOf(id);
    expect(payout).toMatchObject({ status: "released", amountCents: payoutBefore - 100_000, refundedCents: 100_000 });
    expect((await paymentOf(id)).status).toBe("succeeded");
    expect(await refundsOf(id)).toMatchObject([{ amountCents: 100_000, reason: "dispute_partial", status: "succeeded" }]);
    expect(await providerRefunds(id)).toHaveLength(1);
    // Both dashboards say so: the buyer's Buying panel, the seller's payouts.
    const { buyer, seller } = sale;
    expect((await listBuyingJudgments(app.services.db, buyer.userId)).find((j) => j.id === id)).toMatchObject({ refunded: 100_000 });
    expect((await listSellerPayouts(app.services.db, seller.userId)).find((p) => p.judgmentId === id)).toMatchObject({
      refundedCents: 100_000,
      priceCents: PRICE,
    });
    await assertLedgerInvariants(app.services.db);
  });

  it("leaves an earlier sale's dispute with its parties when the listing sells again after a full refund", async () => {
    const first = await disputedSale();
    const { id, seller } = first;
    const uploaded = await uploadPdf(app, id, first.buyer.jar, "dispute", "evidence.pdf");
    expect(uploaded.status).toBe(201);
    const evidence = (await uploaded.json()).id as number;
    expect((await resolve(first.disputeId, { resolution: "refund_full" })).status).toBe(200);
    // The owner puts it back on sale; another member buys and pays.
    const unhide = await escrowSales(app).answer(detail.action, formRequest(`/judgments/${id}`, { intent: "unhide" }, seller.jar), {
      id: String(id),
    });
    expect(unhide.status).toBe(302);
    const buyer2 = await member(app, { verified: true, address: true });
    await escrowSales(app).buyAndPay(id, buyer2);

    const read = async (who: Member) =>
      (
        await escrowSales(app).answer(viewApi.loader, getRequest(`/api/documents/view/${evidence}?format=json`, who.jar), {
          id: String(evidence),
        })
      ).status;
    expect(await read(buyer2)).toBe(403);
    expect(await read(first.buyer)).toBe(200);
    expect(await read(seller)).toBe(200);

    const page = async (who: Member) => {
      const data = (await run(() => detail.loader(app.args(getRequest(`/judgments/${id}`, who.jar), { id: String(id) })))) as any;
      return data.escrow;
    };
    expect((await page(buyer2)).dispute).toBeNull();
    expect((await page(seller)).dispute).toBeNull();
    await assertLedgerInvariants(app.services.db);
  });

  it("refuses an administrator who is a party to the sale", async () => {
    const adminSeller = await member(app, { role: "admin", verified: true, address: true });
    const sale = await escrowSales(app).disputedSale({ seller: adminSeller });
    const refused = await resolve(sale.disputeId, { resolution: "complete" }, adminSeller);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/their own sale or purchase/);
    expect((await listingOf(sale.id)).status).toBe("disputed");
  });

  it("sends a refund again from the reconciliation job when the provider's answer was lost, still once", async () => {
    const { id, disputeId } = await disputedSale();
    const provider = app.services.payments as PaymentProvider;
    const original = provider.refund.bind(provider);
    // The provider refunds, but the answer never arrives (a timeout).
    provider.refund = async (paymentId, amount, key) => {
      await original(paymentId, amount, key);
      throw new Error("socket hang up");
    };
    try {
      expect((await resolve(disputeId, { resolution: "refund_full" })).status).toBe(200);
    } finally {
      provider.refund = original;
    }
    expect((await refundsOf(id))[0]).toMatchObject({ status: "pending", lastError: "socket hang up" });
    // Administrators see it waiting on /admin/disputes, with the provider's last error.
    const unsent = async () => (await loadDisputeLists(app.services.db)).unsentRefunds.filter((r) => r.judgmentId === id);
    expect(await unsent()).toMatchObject([{ reason: "dispute_full", lastError: "socket hang up" }]);
    // Too soon for the job; then later it asks again with the same key: refunded once in all.
    await reconcileInterruptedPayments(app.services, new Date());
    expect((await refundsOf(id))[0].status).toBe("pending");
    await reconcileInterruptedPayments(app.services, new Date(Date.now() + 10 * 60_000));
    expect((await refundsOf(id))[0].status).toBe("succeeded");
    expect(await providerRefunds(id)).toHaveLength(1);
    expect(await unsent()).toEqual([]);
    await assertLedgerInvariants(app.services.db);
  });
});
