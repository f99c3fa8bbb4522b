// The offline payment provider answers like Stripe's test mode for Stripe's test cards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfflineProvider } from "~/server/payments/offline";
import { PaymentError } from "~/server/payments/provider";
import { createTestDatabase } from "../support/db";
import type { DatabaseHandle } from "~/server/db/client";

let handle: DatabaseHandle;
let provider: ReturnType<typeof createOfflineProvider>;
let customer: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  provider = createOfflineProvider(handle.db);
  customer = await provider.createCustomer({ id: 1, email: "buyer@example.com", name: "Buyer" });
});
afterAll(async () => {
  await handle?.close();
});

const charge = (paymentMethod: string, key: string, amountCents = 10_000) =>
  provider.charge({ customerId: customer, paymentMethod, amountCents, description: "test", idempotencyKey: key });

describe("offline payment provider", () => {
  it("saves cards and lists them with a default", async () => {
    const visa = await provider.attachPaymentMethod(customer, "pm_card_visa");
    await provider.attachPaymentMethod(customer, "pm_card_mastercard");
    const list = await provider.listPaymentMethods(customer);
    expect(list.methods.map((m) => m.last4)).toEqual(["4242", "4444"]);
    expect(list.default).toBe(visa.id);
    await expect(provider.attachPaymentMethod(customer, "pm_nonsense")).rejects.toBeInstanceOf(PaymentError);
  });

  it("gives each test card number one fingerprint, whatever the expiry, as Stripe does", async () => {
    const a = await provider.attachPaymentMethod(customer, "pm_card_visa__exp_01_2031");
    const b = await provider.attachPaymentMethod(customer, "pm_card_visa__exp_02_2032");
    expect(a.fingerprint).toMatch(/^[\w-]{16}$/);
    expect(b.fingerprint).toBe(a.fingerprint);
    expect(b.created).toBeGreaterThanOrEqual(a.created);
    expect(await provider.cardFingerprint("pm_card_visa")).toBe(a.fingerprint);
    expect(await provider.cardFingerprint("pm_card_visa_debit")).not.toBe(a.fingerprint);
    expect(await provider.cardFingerprint("pm_nonsense")).toBeNull();
  });

  it("charges a good card once per idempotency key", async () => {
    const first = await charge("pm_card_visa", "k1");
    const again = await charge("pm_card_visa", "k1");
    expect(first.status).toBe("succeeded");
    expect(again).toEqual(first);
  });

  it("returns Stripe's decline messages", async () => {
    expect(await charge("pm_card_chargeDeclined", "k2")).toMatchObject({
      status: "failed",
      message: "Your card was declined.",
      code: "card_declined",
    });
    expect(await charge("pm_card_chargeDeclinedInsufficientFunds", "k3")).toMatchObject({
      status: "failed",
      message: "Your card has insufficient funds.",
    });
  });

  it("asks for 3-D Secure and completes it when the cardholder approves", async () => {
    const pending = await charge("pm_card_authenticationRequired", "k4");
    expect(pending.status).toBe("requires_action");
    const done = await provider.completeAuthentication(pending.providerPaymentId!, true);
    expect(done.status).toBe("succeeded");
    expect((await provider.retrieveCharge(pending.providerPaymentId!)).status).toBe("succeeded");
    const refused = await charge("pm_card_authenticationRequired", "k5");
    expect((await provider.completeAuthentication(refused.providerPaymentId!, false)).status).toBe("failed");
  });

  it("refunds a succeeded charge, never more than it", async () => {
    const paid = await charge("pm_card_visa", "k6", 5_000);
    await expect(provider.refund(paid.providerPaymentId!, 6_000, "r0")).rejects.toBeInstanceOf(PaymentError);
    const refund = await provider.refund(paid.providerPaymentId!, 5_000, "r1");
    expect(await provider.refund(paid.providerPaymentId!, 5_000, "r1")).toEqual(refund);
  });
});
