// Issue 15's refunds through the Stripe provider, against the local Stripe fake: a dispute's
// partial refund and a cancellation's full refund each reach Stripe as one POST /v1/refunds of the
// right amount for the sale's PaymentIntent, with the idempotency key sale-refund:{id}; when
// Stripe's answer is lost, the reconciliation job asks again with the same key and Stripe answers
// the same refund (no second one).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buyerTotal } from "~/domain/fees";
import * as cancelApi from "~/routes/api/escrow/cancel-purchase";
import * as resolveApi from "~/routes/api/escrow/resolve";
import { reconcileInterruptedPayments } from "~/server/checkout/reconcile-job";
import { payments, refunds } from "~/server/db/schema";
import type { TestApp } from "../support/app";
import { escrowSales, PRICE } from "../support/escrow-sales";
import { member, type Member } from "../support/factories";
import { createStripeTestApp } from "../support/stripe-app";
import type { StripeFake } from "../support/stripe-fake";

let app: TestApp;
let fake: StripeFake;
let admin: Member;
beforeAll(async () => {
  ({ app, fake } = await createStripeTestApp());
  admin = await member(app, { role: "admin", verified: true });
  app.clock.set(new Date("2026-03-04T15:00:00Z"));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const refundOf = async (judgmentId: number) => (await app.services.db.select().from(refunds).where(eq(refunds.judgmentId, judgmentId)))[0];
const intentOf = async (judgmentId: number) =>
  (await app.services.db.select().from(payments).where(eq(payments.judgmentId, judgmentId)))[0].providerPaymentId;

describe("refunds through Stripe", () => {
  it("sends a dispute's partial refund once, with the refund's idempotency key", async () => {
    const sales = escrowSales(app);
    const { id, disputeId } = await sales.disputedSale();
    const before = fake.sent("POST", "/v1/refunds").length;
    const resolved = await sales.post(
      resolveApi,
      "/api/admin/disputes/resolve",
      { dispute_id: disputeId, resolution: "refund_partial", amount: "500", note: "The buyer had to refile the assignment." },
      admin.jar,
    );
    expect(resolved.status).toBe(200);
    const sent = fake.sent("POST", "/v1/refunds").slice(before);
    const refund = await refundOf(id);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers["idempotency-key"]).toBe(`sale-refund:${refund.id}`);
    expect(sent[0].body).toMatchObject({ payment_intent: await intentOf(id), amount: "50000" });
    expect(refund).toMatchObject({ status: "succeeded", amountCents: 50_000 });
    expect(refund.providerRefundId).toMatch(/^re_/);
  });

  it("asks again with the same key when Stripe's answer was lost, and gets the same refund", async () => {
    const sales = escrowSales(app);
    const { id, buyer } = await sales.paidSale();
    app.clock.set(new Date("2026-03-20T15:00:00Z"));
    const provider = app.services.payments;
    const original = provider.refund.bind(provider);
    let firstId = "";
    provider.refund = async (intent, amount, key) => {
      firstId = (await original(intent, amount, key)).refundId;
      throw new Error("ETIMEDOUT");
    };
    try {
      expect((await sales.post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: id }, buyer.jar)).status).toBe(200);
    } finally {
      provider.refund = original;
    }
    expect((await refundOf(id)).status).toBe("pending");
    await reconcileInterruptedPayments(app.services, new Date(Date.now() + 10 * 60_000));
    const refund = await refundOf(id);
    expect(refund).toMatchObject({ status: "succeeded", amountCents: buyerTotal(PRICE), providerRefundId: firstId });
    const sent = fake.sent("POST", "/v1/refunds").filter((r) => r.headers["idempotency-key"] === `sale-refund:${refund.id}`);
    expect(sent).toHaveLength(2);
    app.clock.set(new Date("2026-03-04T15:00:00Z"));
  });
});
