// POST /webhooks/stripe: signed deliveries only, each event applied once, and repeated or
// out-of-order deliveries changing nothing after the first.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "~/routes/webhooks/stripe";
import { payForCheckout } from "~/server/checkout/paid-things/listing-checkout";
import { buyerFee } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import * as addressApi from "~/routes/api/users/address";
import { judgments, ledgerEntries, payments, payouts, processedWebhookEvents, users } from "~/server/db/schema";
import { payForJudgment } from "~/server/checkout/paid-things/purchase";
import { paymentRequestSchema } from "~/domain/schemas/payment-forms";
import { payForPremium } from "~/server/checkout/paid-things/premium";
import { settleFeeCharge } from "~/server/checkout/settle";
import { jsonRequest, run, type TestApp } from "../support/app";
import { acceptedSale, listing, member } from "../support/factories";
import { auditActions, upsellCents } from "../support/rows";
import { createStripeTestApp } from "../support/stripe-app";
import type { StripeFake } from "../support/stripe-fake";

const SECRET = "whsec_test_secret";
let app: TestApp;
let fake: StripeFake;
beforeAll(async () => {
  ({ app, fake } = await createStripeTestApp({ STRIPE_WEBHOOK_SECRET: SECRET }));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

let eventSeq = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_test_${++eventSeq}`) {
  return JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } });
}

function deliver(payload: string, signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== null) headers["Stripe-Signature"] = signature;
  const request = new Request("http://localhost/webhooks/stripe", { method: "POST", headers, body: payload });
  return action({ request, context: app.context() });
}

/** A listing fee charged through the Stripe provider that now waits for 3-D Secure. */
async function pendingListingFee() {
  const seller = await member(app);
  const judgmentId = await listing(app, seller.userId, { status: "new", listingFeeCents: 3_500 });
  const body = paymentRequestSchema.parse({ judgment_id: judgmentId, amount: 3_500, payment_method: "pm_card_authenticationRequired" });
  const outcome = await payForCheckout(app.services, { userId: seller.userId, judgmentId, upsellIds: [], body });
  if (!("payment" in outcome) || outcome.status !== "requires_action") throw new Error(JSON.stringify(outcome));
  const payment = outcome.payment!;
  const intent = fake.intents.get(payment.providerPaymentId!)!;
  return { judgmentId, payment, intent };
}

async function stateOf(paymentId: number, judgmentId: number) {
  const [row] = await app.services.db.select().from(payments).where(eq(payments.id, paymentId));
  const ledger = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));
  const paidAudits = (await auditActions(app, "judgment", judgmentId)).filter((a) => a === "listing.listing_fee_paid");
  return { status: row.status, failureMessage: row.failureMessage, ledger: ledger.length, paidAudits: paidAudits.length };
}

describe("Stripe webhook signatures", () => {
  it("accepts a correctly signed delivery and answers JSON", async () => {
    const response = await deliver(event("customer.created", { id: "cus_1", object: "customer" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
  });

  it("refuses a wrong signature with 400", async () => {
    const payload = event("payment_intent.succeeded", { id: "pi_x", object: "payment_intent", status: "succeeded", metadata: {} });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const response = await deliver(payload, forged);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { signature: ["Invalid Stripe signature."] } });
  });

  it("refuses a body changed after signing", async () => {
    const payload = event("payment_intent.succeeded", { id: "pi_x", object: "payment_intent", status: "succeeded", metadata: {} });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const response = await deliver(payload.replace("pi_x", "pi_y"), signature);
    expect(response.status).toBe(400);
  });

  it("refuses a delivery without a signature with 400", async () => {
    const response = await deliver(event("payment_intent.succeeded", { id: "pi_x", object: "payment_intent" }), null);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { signature: ["Missing Stripe-Signature header."] } });
  });
});

describe("applying Stripe events", () => {
  it("answers 200 to unknown event types and records nothing", async () => {
    const payload = event("charge.dispute.created", { id: "dp_1", object: "dispute" }, "evt_unknown_type");
    const response = await deliver(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: "ignored" });
    const rows = await app.services.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, "evt_unknown_type"));
    expect(rows).toHaveLength(0);
  });

  it("settles a payment once, whatever the order and number of deliveries (success last)", async () => {
    const { judgmentId, payment, intent } = await pendingListingFee();
    const failed = event("payment_intent.payment_failed", {
      ...intent,
      status: "requires_payment_method",
      last_payment_error: { code: "card_declined", message: "We are unable to authenticate your payment method." },
    });
    const succeeded = event("payment_intent.succeeded", { ...intent, status: "succeeded" });

    expect(await (await deliver(failed)).json()).toMatchObject({ outcome: "applied" });
    expect(await stateOf(payment.id, judgmentId)).toMatchObject({ status: "failed", ledger: 0, paidAudits: 0 });

    const outcomes = [];
    for (const payload of [succeeded, failed, succeeded, failed, succeeded]) {
      const response = await deliver(payload);
      expect(response.status).toBe(200);
      outcomes.push((await response.json()).outcome);
    }
    expect(outcomes).toEqual(["applied", "duplicate", "duplicate", "duplicate", "duplicate"]);
    expect(await stateOf(payment.id, judgmentId)).toEqual({ status: "succeeded", failureMessage: null, ledger: 2, paidAudits: 1 });
  });

  it("keeps a success when a failure event arrives after it (success first)", async () => {
    const { judgmentId, payment, intent } = await pendingListingFee();
    const succeeded = event("payment_intent.succeeded", { ...intent, status: "succeeded" });
    const failed = event("payment_intent.payment_failed", {
      ...intent,
      status: "requires_payment_method",
      last_payment_error: { code: "card_declined", message: "Your card was declined." },
    });
    for (const payload of [succeeded, succeeded, failed, succeeded, failed, failed]) {
      expect((await deliver(payload)).status).toBe(200);
    }
    expect(await stateOf(payment.id, judgmentId)).toEqual({ status: "succeeded", failureMessage: null, ledger: 2, paidAudits: 1 });
    const recorded = await app.services.db.select().from(processedWebhookEvents);
    expect(recorded.filter((row) => [JSON.parse(succeeded).id, JSON.parse(failed).id].includes(row.id))).toHaveLength(2);
  });

  it("does nothing more when the browser finishes the charge after the webhook settled it", async () => {
    const { judgmentId, payment, intent } = await pendingListingFee();
    intent.status = "succeeded";
    await deliver(event("payment_intent.succeeded", { ...intent }));
    // The browser comes back from 3-D Secure with the payment it saw before (requires_action).
    let ranAgain = 0;
    const result = await app.services.payments.retrieveCharge(payment.providerPaymentId!);
    const outcome = await settleFeeCharge(app.services, payment, result, async () => void ranAgain++);
    expect(outcome.status).toBe("succeeded");
    expect(ranAgain).toBe(0);
    expect(await stateOf(payment.id, judgmentId)).toMatchObject({ status: "succeeded", ledger: 2, paidAudits: 1 });
  });

  it("applies one of several simultaneous deliveries of an event", async () => {
    const { judgmentId, payment, intent } = await pendingListingFee();
    const succeeded = event("payment_intent.succeeded", { ...intent, status: "succeeded" });
    const responses = await Promise.all([deliver(succeeded), deliver(succeeded), deliver(succeeded)]);
    const outcomes = await Promise.all(responses.map(async (r) => (await r.json()).outcome));
    expect(outcomes.sort()).toEqual(["applied", "duplicate", "duplicate"]);
    expect(await stateOf(payment.id, judgmentId)).toMatchObject({ status: "succeeded", ledger: 2, paidAudits: 1 });
  });

  it("records but ignores a charge the application does not know", async () => {
    const payload = event("payment_intent.succeeded", { id: "pi_elsewhere", object: "payment_intent", status: "succeeded", metadata: {} });
    const response = await deliver(payload);
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await (await deliver(payload)).json()).toEqual({ received: true, outcome: "duplicate" });
  });
});

describe("a buyer's payment settled by its webhook", () => {
  it("completes the sale once after 3-D Secure, whatever the deliveries", async () => {
    const seller = await member(app);
    const buyer = await member(app, { prefix: "buyer" });
    const address = { name: "Pat Buyer", address1: "1 Main St", address2: "", city: "Sacramento", state: "ca", zip: "95814" };
    const saved = (await run(() => addressApi.action(app.args(jsonRequest("/api/users/address", address, buyer.jar))))) as Response;
    expect(saved.status).toBe(200);
    const agreed = 500_000;
    const { id: judgmentId } = await acceptedSale(app, seller.userId, buyer.userId, { amountCents: agreed });

    const answer = await payForJudgment(app.services, {
      userId: buyer.userId,
      body: paymentRequestSchema.parse({
        judgment_id: String(judgmentId),
        amount: dollarText(agreed + buyerFee(agreed)),
        payment_method: "pm_card_authenticationRequired",
      }),
    });
    expect(answer).toMatchObject({ status: "requires_action" });
    const [payment] = await app.services.db.select().from(payments).where(eq(payments.judgmentId, judgmentId));
    const intent = fake.intents.get(payment.providerPaymentId!)!;
    expect(intent).toMatchObject({ transfer_group: `judgment-${judgmentId}`, amount: agreed + buyerFee(agreed) });

    const succeeded = event("payment_intent.succeeded", { ...intent, status: "succeeded" });
    const failed = event("payment_intent.payment_failed", {
      ...intent,
      status: "requires_payment_method",
      last_payment_error: { message: "Declined" },
    });
    const outcomes = [];
    for (const payload of [succeeded, failed, succeeded, succeeded]) outcomes.push((await (await deliver(payload)).json()).outcome);
    expect(outcomes).toEqual(["applied", "applied", "duplicate", "duplicate"]);

    const [row] = await app.services.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row.status).toBe("succeeded");
    const [sold] = await app.services.db.select({ status: judgments.status }).from(judgments).where(eq(judgments.id, judgmentId));
    expect(sold.status).not.toBe("offer_accepted");
    expect(await app.services.db.select().from(payouts).where(eq(payouts.judgmentId, judgmentId))).toHaveLength(1);
    const ledger = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment.id));
    expect(ledger.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    expect(new Set(ledger.map((e) => e.movementId)).size).toBe(1);
  });
});

describe("a premium membership settled by its webhook", () => {
  it("switches the membership on once", async () => {
    const seller = await member(app);
    const judgmentId = await listing(app, seller.userId);
    const answer = await payForPremium(app.services, {
      userId: seller.userId,
      judgmentId,
      body: paymentRequestSchema.parse({
        amount: String(await upsellCents(app, "premium")),
        payment_method: "pm_card_authenticationRequired",
      }),
    });
    expect(answer).toMatchObject({ status: "requires_action" });
    const [payment] = await app.services.db.select().from(payments).where(eq(payments.userId, seller.userId));
    const intent = fake.intents.get(payment.providerPaymentId!)!;
    const succeeded = event("payment_intent.succeeded", { ...intent, status: "succeeded" });
    for (const payload of [succeeded, succeeded]) expect((await deliver(payload)).status).toBe(200);

    const [user] = await app.services.db.select({ premiumUntil: users.premiumUntil }).from(users).where(eq(users.id, seller.userId));
    expect(user.premiumUntil!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(user.premiumUntil!.getTime()).toBeLessThan(Date.now() + 32 * 86_400_000);
    const premiumAudits = (await auditActions(app, "user", seller.userId)).filter((a) => a === "user.premium");
    expect(premiumAudits).toHaveLength(1);
  });
});

describe("a delivery larger than the body limit", () => {
  it("is refused with 413 without being read to the end, even without a declared length", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 10_000) return controller.close();
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request("http://localhost/webhooks/stripe", { method: "POST", body, duplex: "half" } as RequestInit);
    const answer = await action({ request, context: app.context() });
    expect(answer.status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });
});
