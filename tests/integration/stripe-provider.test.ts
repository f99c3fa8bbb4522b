// The Stripe provider against a local fake of the Stripe API: what each method sends (amount,
// currency, customer, transfer group, idempotency key) and how Stripe's answers map to ours.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config";
import { createPaymentProvider } from "~/server/payments";
import { PaymentError, type PaymentProvider } from "~/server/payments/provider";
import { createStripeProvider } from "~/server/payments/stripe";
import { startStripeFake, type StripeFake } from "../support/stripe-fake";

let fake: StripeFake;
let stripe: PaymentProvider;
beforeAll(async () => {
  fake = await startStripeFake();
  stripe = createStripeProvider({
    secretKey: "sk_test_fake",
    api: { host: fake.host, port: fake.port, protocol: "http" },
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await fake?.close();
});

const last = <T>(list: T[]): T => list[list.length - 1];

describe("the Stripe payment provider", () => {
  it("is chosen when STRIPE_SECRET_KEY is set, with the API endpoint from the environment", async () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_API_HOST: fake.host,
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: "http",
    });
    const provider = createPaymentProvider(config, null as never);
    expect(provider.name).toBe("stripe");
    const before = fake.requests.length;
    await provider.createCustomer({ id: 1, email: "env@example.com", name: "Env" });
    expect(fake.requests.length).toBe(before + 1);
    expect(last(fake.requests).headers.authorization).toBe("Bearer sk_test_fake");
  });

  it("creates a customer and a set-up intent for saving a card", async () => {
    const customerId = await stripe.createCustomer({ id: 7, email: "ada@example.com", name: "Ada Lovelace" });
    expect(customerId).toMatch(/^cus_/);
    expect(last(fake.sent("POST", "/v1/customers")).body).toMatchObject({
      email: "ada@example.com",
      name: "Ada Lovelace",
      "metadata[user_id]": "7",
    });

    const { clientSecret } = await stripe.createSetupIntent(customerId);
    expect(clientSecret).toMatch(/^seti_.*_secret_/);
    expect(last(fake.sent("POST", "/v1/setup_intents")).body).toMatchObject({ customer: customerId, usage: "off_session" });
  });

  it("attaches cards, makes the first one the default and lists them", async () => {
    const customerId = await stripe.createCustomer({ id: 8, email: "grace@example.com", name: "Grace Hopper" });
    const first = await stripe.attachPaymentMethod(customerId, "pm_card_visa");
    expect(first).toMatchObject({ brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 });
    const second = await stripe.attachPaymentMethod(customerId, "pm_card_mastercard");
    expect(last(fake.sent("POST", "/v1/payment_methods/pm_card_visa/attach")).body).toEqual({ customer: customerId });
    // Only the first card set the default.
    const updates = fake.sent("POST", `/v1/customers/${customerId}`);
    expect(updates).toHaveLength(1);
    expect(updates[0].body).toEqual({ "invoice_settings[default_payment_method]": first.id });

    const listed = await stripe.listPaymentMethods(customerId);
    expect(listed.methods.map((m) => m.id)).toEqual([first.id, second.id]);
    // Stripe's card fingerprint and creation time travel with each card (the same card saved twice is matched by it).
    expect(listed.methods.map((m) => m.fingerprint)).toEqual(["fakeFpVisa4242xx", "fakeFpMc4444xxxx"]);
    expect(listed.methods[1].created).toBeGreaterThan(listed.methods[0].created);
    expect(await stripe.cardFingerprint("pm_card_visa")).toBe("fakeFpVisa4242xx");
    expect(last(fake.sent("GET", "/v1/payment_methods/pm_card_visa"))).toBeTruthy();
    expect(listed.default).toBe(first.id);
    const query = last(fake.requests.filter((r) => r.path === "/v1/payment_methods"));
    expect(query.method).toBe("GET");
  });

  it("charges with the amount, currency, customer, transfer group, metadata and idempotency key", async () => {
    const result = await stripe.charge({
      customerId: "cus_buyer",
      paymentMethod: "pm_card_visa",
      amountCents: 125_000,
      description: "Judgment #12",
      idempotencyKey: "purchase:12:1",
      transferGroup: "judgment-12",
      metadata: { payment_id: "44", kind: "purchase" },
    });
    expect(result).toMatchObject({ status: "succeeded", providerPaymentId: expect.stringMatching(/^pi_/) });
    const request = last(fake.sent("POST", "/v1/payment_intents"));
    expect(request.headers["idempotency-key"]).toBe("purchase:12:1");
    expect(request.body).toMatchObject({
      amount: "125000",
      currency: "usd",
      customer: "cus_buyer",
      payment_method: "pm_card_visa",
      confirm: "true",
      description: "Judgment #12",
      transfer_group: "judgment-12",
      "metadata[payment_id]": "44",
      "metadata[kind]": "purchase",
      "allowed_payment_method_types[0]": "card",
    });
  });

  it("replays the same answer for a repeated idempotency key", async () => {
    const input = {
      customerId: "cus_x",
      paymentMethod: "pm_card_visa",
      amountCents: 5_000,
      description: "Fee",
      idempotencyKey: "fee:twice",
    };
    const first = await stripe.charge(input);
    const second = await stripe.charge(input);
    expect(second).toEqual(first);
  });

  it("maps a card decline (402 card_error) to failed with Stripe's message and code", async () => {
    const result = await stripe.charge({
      customerId: "cus_x",
      paymentMethod: "pm_card_chargeDeclined",
      amountCents: 5_000,
      description: "Fee",
      idempotencyKey: "fee:declined",
    });
    expect(result).toEqual({
      status: "failed",
      providerPaymentId: expect.stringMatching(/^pi_/),
      message: "Your card was declined.",
      code: "card_declined",
    });
    // Retrieving the declined intent answers the same.
    const retrieved = await stripe.retrieveCharge((result as { providerPaymentId: string }).providerPaymentId);
    expect(retrieved).toMatchObject({ status: "failed", message: "Your card was declined.", code: "card_declined" });
  });

  it("maps requires_action with the client secret, and the later success on retrieval", async () => {
    const result = await stripe.charge({
      customerId: "cus_x",
      paymentMethod: "pm_card_authenticationRequired",
      amountCents: 5_000,
      description: "Fee",
      idempotencyKey: "fee:3ds",
    });
    expect(result).toMatchObject({ status: "requires_action", clientSecret: expect.stringMatching(/_secret_/) });
    const id = (result as { providerPaymentId: string }).providerPaymentId;
    expect(await stripe.retrieveCharge(id)).toMatchObject({ status: "requires_action" });
    fake.intents.get(id)!.status = "succeeded";
    expect(await stripe.retrieveCharge(id)).toEqual({ status: "succeeded", providerPaymentId: id });
    expect(last(fake.requests).path).toBe(`/v1/payment_intents/${id}`);
  });

  it("charges off session (a renewal): off_session with the saved card; one needing 3-D Secure fails instead of waiting", async () => {
    const ok = await stripe.charge({
      customerId: "cus_member",
      paymentMethod: "pm_card_visa",
      amountCents: 1_999,
      description: "Premium membership, monthly renewal",
      idempotencyKey: "premium-renewal:u1:2027-01-31:1",
      offSession: true,
    });
    expect(ok).toMatchObject({ status: "succeeded" });
    expect(last(fake.sent("POST", "/v1/payment_intents")).body).toMatchObject({
      customer: "cus_member",
      payment_method: "pm_card_visa",
      confirm: "true",
      off_session: "true",
    });
    const declined = await stripe.charge({
      customerId: "cus_member",
      paymentMethod: "pm_card_authenticationRequired",
      amountCents: 1_999,
      description: "Premium membership, monthly renewal",
      idempotencyKey: "premium-renewal:u2:2027-01-31:1",
      offSession: true,
    });
    expect(declined).toMatchObject({ status: "failed", code: "authentication_required" });
  });

  it("turns other API failures into a generic PaymentError that leaks nothing", async () => {
    const failing = stripe.charge({
      customerId: "cus_x",
      paymentMethod: "pm_fake_server_error",
      amountCents: 5_000,
      description: "Fee",
      idempotencyKey: "fee:500",
    });
    await expect(failing).rejects.toBeInstanceOf(PaymentError);
    await expect(failing).rejects.toThrow("The payment could not be processed. Please try again.");
    const missing = stripe.attachPaymentMethod("cus_x", "pm_unknown");
    await expect(missing).rejects.toThrow("The payment could not be processed. Please try again.");
    await expect(stripe.retrieveCharge("pi_missing")).rejects.toBeInstanceOf(PaymentError);
  });

  it("finds the charge made for one of our payments on the customer's PaymentIntents (reconciliation)", async () => {
    const customerId = await stripe.createCustomer({ id: 12, email: "lost@example.com", name: "Lost Answer" });
    const since = new Date(Date.now() - 60_000);
    const base = { customerId, amountCents: 2_000, description: "Judgment #9" };
    await stripe.charge({
      ...base,
      paymentMethod: "pm_card_chargeDeclined",
      idempotencyKey: "reconcile-1",
      metadata: { payment_id: "501" },
    });
    const paid = await stripe.charge({
      ...base,
      paymentMethod: "pm_card_visa",
      idempotencyKey: "reconcile-2",
      metadata: { payment_id: "501" },
    });
    await stripe.charge({ ...base, paymentMethod: "pm_card_visa", idempotencyKey: "reconcile-3", metadata: { payment_id: "502" } });

    // Of the declined and the paid attempt for payment 501, the success decides.
    expect(await stripe.findCharge({ customerId, paymentId: 501, createdAfter: since })).toEqual(paid);
    expect(await stripe.findCharge({ customerId, paymentId: 503, createdAfter: since })).toBeNull();
    // Only this customer's charges are read.
    const other = await stripe.createCustomer({ id: 13, email: "other@example.com", name: "Other" });
    expect(await stripe.findCharge({ customerId: other, paymentId: 501, createdAfter: since })).toBeNull();
  });

  it("cancels a charge waiting for 3-D Secure, and answers a completed one as it is", async () => {
    const customerId = await stripe.createCustomer({ id: 14, email: "tabs@example.com", name: "Two Tabs" });
    const base = { customerId, amountCents: 3_000, description: "Judgment #10", paymentMethod: "pm_card_authenticationRequired" };
    const waiting = await stripe.charge({ ...base, idempotencyKey: "cancel-1" });
    expect(await stripe.cancelCharge(waiting.providerPaymentId!)).toMatchObject({ status: "failed", code: "canceled" });
    expect(fake.intents.get(waiting.providerPaymentId!)!.status).toBe("canceled");

    const done = await stripe.charge({ ...base, idempotencyKey: "cancel-2" });
    fake.intents.get(done.providerPaymentId!)!.status = "succeeded";
    expect(await stripe.cancelCharge(done.providerPaymentId!)).toEqual({ status: "succeeded", providerPaymentId: done.providerPaymentId });
  });

  it("refuses an amount under the card minimum without calling Stripe", async () => {
    const before = fake.requests.length;
    await expect(
      stripe.charge({ customerId: "cus_x", paymentMethod: "pm_card_visa", amountCents: 49, description: "x", idempotencyKey: "k" }),
    ).rejects.toThrow(PaymentError);
    expect(fake.requests.length).toBe(before);
  });

  it("refunds part of a payment with an idempotency key", async () => {
    const { refundId } = await stripe.refund("pi_paid", 2_500, "refund:9");
    expect(refundId).toMatch(/^re_/);
    const request = last(fake.sent("POST", "/v1/refunds"));
    expect(request.headers["idempotency-key"]).toBe("refund:9");
    expect(request.body).toEqual({ payment_intent: "pi_paid", amount: "2500" });
  });

  it("opens an Express payout account, its onboarding link, and transfers with the transfer group", async () => {
    const accountId = await stripe.createConnectAccount({ id: 5, email: "seller@example.com" });
    expect(accountId).toMatch(/^acct_/);
    expect(last(fake.sent("POST", "/v1/accounts")).body).toMatchObject({
      type: "express",
      email: "seller@example.com",
      "metadata[user_id]": "5",
    });

    const link = await stripe.createAccountLink(accountId, {
      returnUrl: "https://app.test/payouts",
      refreshUrl: "https://app.test/payouts?retry=1",
    });
    expect(link.url).toContain(accountId);
    expect(last(fake.sent("POST", "/v1/account_links")).body).toEqual({
      account: accountId,
      type: "account_onboarding",
      return_url: "https://app.test/payouts",
      refresh_url: "https://app.test/payouts?retry=1",
    });

    const { transferId } = await stripe.transfer({
      destination: accountId,
      amountCents: 90_000,
      transferGroup: "judgment-12",
      idempotencyKey: "payout:3",
    });
    expect(transferId).toMatch(/^tr_/);
    const request = last(fake.sent("POST", "/v1/transfers"));
    expect(request.headers["idempotency-key"]).toBe("payout:3");
    expect(request.body).toEqual({ amount: "90000", currency: "usd", destination: accountId, transfer_group: "judgment-12" });
  });
});
