// A charge whose answer was never recorded: the server stops after the provider charged the card
// (or before it was reached), or the provider's answer is lost on the way back. The next attempt
// and the reconciliation job ask the provider what happened; the card is never charged twice and
// the sale, the ledger, the payout and the e-mails are recorded exactly once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { buyerFee } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import { PAYMENT_IN_PROGRESS } from "~/domain/purchase";
import * as addressApi from "~/routes/api/users/address";
import * as payApi from "~/routes/api/judgments/payment";
import { judgments, ledgerEntries, offlineProviderObjects, outbox, payments, payouts } from "~/server/db/schema";
import type { PaymentRow } from "~/server/queries/payments";
import { PAYMENT_BEING_PROCESSED } from "~/server/deadlines/overdue-sale";
import { reactivateListing } from "~/server/deadlines/reactivate";
import { Refusal } from "~/server/http/refusal";
import { reconcileInterruptedPayments } from "~/server/checkout/reconcile-job";
import { UNCONFIRMED_MESSAGE } from "~/server/checkout/reconcile";
import type { PaymentProvider } from "~/server/payments/provider";
import { createTestApp, jsonRequest, run, type TestApp, type RouteFunction } from "../support/app";
import { acceptedSale as acceptedListing, listing, member, type Member } from "../support/factories";
import { payForCheckout } from "~/server/checkout/paid-things/listing-checkout";
import { paymentRequestSchema } from "~/domain/schemas/payment-forms";
import { settlePurchase } from "~/server/checkout/paid-things/purchase";

const AGREED = 400_000;
const TOTAL = AGREED + buyerFee(AGREED);
const ADDRESS = { name: "Pat Buyer", address1: "1 Main St", city: "Sacramento", state: "CA", zip: "95814" };

let app: TestApp;
let realProvider: PaymentProvider;
beforeAll(async () => {
  app = await createTestApp();
  realProvider = app.services.payments;
});
afterEach(() => {
  app.services.payments = realProvider;
});
afterAll(async () => {
  await app?.close();
});

const api = (fn: RouteFunction, request: Request) => run(() => fn(app.args(request))) as Promise<Response>;

/** A seller's listing whose offer from a buyer (with assignment info) was accepted. */
async function acceptedSale(): Promise<{ judgmentId: number; buyer: Member; sellerEmail: string; sellerId: number }> {
  const seller = await member(app);
  const buyer = await member(app, { prefix: "buyer" });
  expect((await api(addressApi.action, jsonRequest("/api/users/address", ADDRESS, buyer.jar))).status).toBe(200);
  const { id: judgmentId } = await acceptedListing(app, seller.userId, buyer.userId, { amountCents: AGREED });
  return { judgmentId, buyer, sellerEmail: seller.email, sellerId: seller.userId };
}

const pay = (buyer: Member, judgmentId: number, attempt: string, card = "pm_card_visa") =>
  api(
    payApi.action,
    jsonRequest("/api/judgments/payment", { judgment_id: judgmentId, amount: dollarText(TOTAL), payment_method: card, attempt }, buyer.jar),
  );

/** The bank's 3-D Secure step, approved by the cardholder. */
const approve = (buyer: Member, paymentId: number) =>
  api(payApi.action, jsonRequest("/api/judgments/payment", { intent: "authenticate", payment_id: paymentId, approved: "1" }, buyer.jar));

/** The seller relisted the judgment after the payment window passed (the lapsed offer's buyer was too slow). */
async function relisted(judgmentId: number) {
  await app.services.db
    .update(judgments)
    .set({ status: "active", buyerId: null, acceptedOfferId: null, paymentDueAt: null })
    .where(eq(judgments.id, judgmentId));
}

async function movementsOf(judgmentId: number) {
  const rows = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.judgmentId, judgmentId));
  const byMovement = new Map<string, { kind: string; amountCents: number }[]>();
  for (const row of rows)
    byMovement.set(row.movementId, [...(byMovement.get(row.movementId) ?? []), { kind: row.kind, amountCents: row.amountCents }]);
  return [...byMovement.values()];
}

/**
 * The buyer pays and the server "dies" at the charge (after the provider charged the card, or
 * before): the request never comes back. Resolves once the charge was reached.
 */
async function payAndCrash(buyer: Member, judgmentId: number, attempt: string, when: "after charging" | "before charging"): Promise<void> {
  let reached = false;
  app.services.payments = {
    ...realProvider,
    async charge(input) {
      if (when === "after charging") await realProvider.charge(input);
      reached = true;
      return new Promise(() => {});
    },
  };
  void pay(buyer, judgmentId, attempt);
  try {
    await waitFor(
      async () => reached,
      (done) => done,
    );
  } finally {
    app.services.payments = realProvider;
  }
}

/** The provider charges, then the answer is lost; `lookUps` says whether it can be asked afterwards. */
function lostAnswerProvider(lookUps: "work" | "fail"): PaymentProvider {
  return {
    ...realProvider,
    async charge(input) {
      await realProvider.charge(input);
      throw new Error("socket hang up");
    },
    async findCharge(query) {
      if (lookUps === "fail") throw new Error("connect ECONNREFUSED");
      return realProvider.findCharge(query);
    },
  };
}

async function paymentsOf(judgmentId: number) {
  return app.services.db
    .select()
    .from(payments)
    .where(and(eq(payments.judgmentId, judgmentId), eq(payments.kind, "purchase")));
}

/** The provider's charges for this judgment (the offline provider keeps them in its table). */
async function providerCharges(judgmentId: number) {
  const rows = await app.services.db.select().from(offlineProviderObjects).where(eq(offlineProviderObjects.kind, "charge"));
  return rows.filter((row) => (row.data.metadata as Record<string, string> | undefined)?.judgment_id === String(judgmentId));
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("timed out waiting");
}

/** Time passes: the interrupted attempt is older than the provider's own retries could be. */
async function ageAttempts(judgmentId: number) {
  await app.services.db
    .update(payments)
    .set({ updatedAt: sql`${payments.updatedAt} - interval '3 minutes'` })
    .where(eq(payments.judgmentId, judgmentId));
}

async function expectSoldOnce(judgmentId: number, buyerEmail: string, sellerEmail: string) {
  const [listingRow] = await app.services.db.select().from(judgments).where(eq(judgments.id, judgmentId));
  expect(listingRow.status).toBe("paid");
  const charges = await providerCharges(judgmentId);
  expect(charges.filter((c) => c.data.status === "succeeded")).toHaveLength(1);
  const rows = await paymentsOf(judgmentId);
  expect(rows.filter((p) => p.status === "succeeded")).toHaveLength(1);
  expect(rows.find((p) => p.status === "succeeded")!.providerPaymentId).toBe(charges.find((c) => c.data.status === "succeeded")!.id);
  const movements = await app.services.db
    .select({ movement: ledgerEntries.movementId, sum: sql<number>`sum(${ledgerEntries.amountCents})::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.judgmentId, judgmentId))
    .groupBy(ledgerEntries.movementId);
  expect(movements).toHaveLength(1);
  expect(movements[0].sum).toBe(0);
  expect(await app.services.db.select().from(payouts).where(eq(payouts.judgmentId, judgmentId))).toHaveLength(1);
  // The receipt to the buyer and the news to the seller, once each.
  const mail = await app.services.db.select({ to: outbox.toAddress }).from(outbox);
  expect(mail.filter((m) => m.to === buyerEmail)).toHaveLength(1);
  expect(mail.filter((m) => m.to === sellerEmail)).toHaveLength(1);
}

describe("a crash between charging and recording", () => {
  it("is reconciled from the provider when the buyer tries again: one charge, one sale", async () => {
    const { judgmentId, buyer, sellerEmail } = await acceptedSale();
    await payAndCrash(buyer, judgmentId, "first-try", "after charging");
    expect((await paymentsOf(judgmentId)).map((p) => p.status)).toEqual(["processing"]);

    // Right away, the first request could still be running: a new attempt waits.
    const tooSoon = await pay(buyer, judgmentId, "second-try");
    expect(tooSoon.status).toBe(409);
    expect((await tooSoon.json()).errors.payment_method).toEqual([PAYMENT_IN_PROGRESS]);

    await ageAttempts(judgmentId);
    const retried = await pay(buyer, judgmentId, "third-try");
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ status: "succeeded", amount: dollarText(TOTAL) });
    await expectSoldOnce(judgmentId, buyer.email, sellerEmail);
  });

  it("is reconciled by the job when the buyer does not come back", async () => {
    const { judgmentId, buyer, sellerEmail } = await acceptedSale();
    await payAndCrash(buyer, judgmentId, "only-try", "after charging");

    // The job leaves a recent attempt alone, then settles it once it is stale.
    await reconcileInterruptedPayments(app.services);
    expect((await paymentsOf(judgmentId)).map((p) => p.status)).toEqual(["processing"]);
    await ageAttempts(judgmentId);
    expect(await reconcileInterruptedPayments(app.services)).toBeGreaterThanOrEqual(1);
    await expectSoldOnce(judgmentId, buyer.email, sellerEmail);
    // A second run finds nothing left to do.
    await reconcileInterruptedPayments(app.services);
    await expectSoldOnce(judgmentId, buyer.email, sellerEmail);
  });

  it("before the provider was reached: the attempt is closed and a new one charges once", async () => {
    const { judgmentId, buyer, sellerEmail } = await acceptedSale();
    await payAndCrash(buyer, judgmentId, "lost-try", "before charging");
    expect(await providerCharges(judgmentId)).toHaveLength(0);

    await ageAttempts(judgmentId);
    const retried = await pay(buyer, judgmentId, "new-try");
    expect(retried.status).toBe(200);
    const rows = await paymentsOf(judgmentId);
    expect(rows.map((p) => p.status).sort()).toEqual(["failed", "succeeded"]);
    expect(rows.find((p) => p.status === "failed")!.failureMessage).toMatch(/interrupted before your card was charged/);
    await expectSoldOnce(judgmentId, buyer.email, sellerEmail);
  });
});

describe("a provider answer lost on the way back", () => {
  it("is looked up at once and the sale is recorded in the same request", async () => {
    const { judgmentId, buyer, sellerEmail } = await acceptedSale();
    app.services.payments = lostAnswerProvider("work");
    const res = await pay(buyer, judgmentId, "lost-answer");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "succeeded" });
    await expectSoldOnce(judgmentId, buyer.email, sellerEmail);
  });

  it("when the provider cannot be asked either, nothing is guessed: the attempt blocks new ones until reconciled", async () => {
    const { judgmentId, buyer, sellerEmail } = await acceptedSale();
    app.services.payments = lostAnswerProvider("fail");
    const res = await pay(buyer, judgmentId, "unconfirmed");
    expect(res.status).toBe(402);
    expect((await res.json()).errors.payment_method).toEqual([UNCONFIRMED_MESSAGE]);
    expect((await paymentsOf(judgmentId)).map((p) => p.status)).toEqual(["processing"]);

    // Still unreachable after the stale delay: the job cannot decide and a new attempt is refused.
    await ageAttempts(judgmentId);
    expect(await reconcileInterruptedPayments(app.services)).toBe(0);
    const blocked = await pay(buyer, judgmentId, "again");
    expect(blocked.status).toBe(409);
    expect(await providerCharges(judgmentId)).toHaveLength(1);

    app.services.payments = realProvider;
    await reconcileInterruptedPayments(app.services);
    await expectSoldOnce(judgmentId, buyer.email, sellerEmail);
    const after = await pay(buyer, judgmentId, "again");
    expect(after.status).toBe(409);
  });
});

describe("a charge that arrives after the listing moved on", () => {
  it("is refunded in full and recorded once: the charge and its refund", async () => {
    const { judgmentId, buyer } = await acceptedSale();
    const started = await pay(buyer, judgmentId, "slow-bank", "pm_card_authenticationRequired");
    const { payment_id: paymentId } = await started.json();
    await relisted(judgmentId);

    const late = await approve(buyer, paymentId);
    expect(late.status).toBe(409);
    expect((await late.json()).errors.judgment_id[0]).toMatch(/your card was refunded/);
    const again = await approve(buyer, paymentId);
    expect(again.status).toBeGreaterThanOrEqual(400);

    const [row] = await paymentsOf(judgmentId);
    expect(row.status).toBe("refunded");
    const refunds = await app.services.db
      .select()
      .from(offlineProviderObjects)
      .where(eq(offlineProviderObjects.idempotencyKey, `refund:${row.providerPaymentId}`));
    expect(refunds).toHaveLength(1);
    expect(refunds[0].data).toMatchObject({ charge: row.providerPaymentId, amount: TOTAL });
    expect(await movementsOf(judgmentId)).toEqual([
      [
        { kind: "buyer_charge", amountCents: TOTAL },
        { kind: "refund", amountCents: -TOTAL },
      ],
    ]);
    expect((await app.services.db.select().from(judgments).where(eq(judgments.id, judgmentId)))[0].status).toBe("active");
  });

  it("a refund the provider refuses now is retried by the reconciliation job, never twice", async () => {
    const { judgmentId, buyer } = await acceptedSale();
    const started = await pay(buyer, judgmentId, "slow-bank", "pm_card_authenticationRequired");
    const { payment_id: paymentId } = await started.json();
    await relisted(judgmentId);

    app.services.payments = {
      ...realProvider,
      async refund() {
        throw new Error("connect ETIMEDOUT");
      },
    };
    const late = await approve(buyer, paymentId);
    expect((await late.json()).errors.judgment_id[0]).toMatch(/your card will be refunded/);
    let [row] = await paymentsOf(judgmentId);
    expect(row.status).toBe("processing");
    expect(await movementsOf(judgmentId)).toEqual([]);

    app.services.payments = realProvider;
    await ageAttempts(judgmentId);
    await reconcileInterruptedPayments(app.services);
    await reconcileInterruptedPayments(app.services);
    [row] = await paymentsOf(judgmentId);
    expect(row.status).toBe("refunded");
    const refunds = await app.services.db.select().from(offlineProviderObjects).where(eq(offlineProviderObjects.kind, "refund"));
    expect(refunds.filter((r) => r.data.charge === row.providerPaymentId)).toHaveLength(1);
    expect(await movementsOf(judgmentId)).toHaveLength(1);
  });
});

describe("reactivating after the deadline while a payment was interrupted", () => {
  const deadlinePassed = (judgmentId: number) =>
    app.services.db
      .update(judgments)
      .set({ paymentDueAt: new Date(Date.now() - 60_000) })
      .where(eq(judgments.id, judgmentId));

  it("is refused while the payment may still be going through", async () => {
    const { judgmentId, buyer, sellerId } = await acceptedSale();
    await payAndCrash(buyer, judgmentId, "in-flight", "after charging");
    await deadlinePassed(judgmentId);

    const refused = reactivateListing(app.services, { judgmentId, userId: sellerId });
    await expect(refused).rejects.toBeInstanceOf(Refusal);
    await expect(refused).rejects.toThrow(PAYMENT_BEING_PROCESSED);
    expect((await app.services.db.select().from(judgments).where(eq(judgments.id, judgmentId)))[0].status).toBe("offer_accepted");
  });

  it("finds the buyer paid when the interrupted charge went through: the listing is sold to them, not relisted", async () => {
    const { judgmentId, buyer, sellerId, sellerEmail } = await acceptedSale();
    await payAndCrash(buyer, judgmentId, "paid-in-time", "after charging");
    await deadlinePassed(judgmentId);
    await ageAttempts(judgmentId);

    await expect(reactivateListing(app.services, { judgmentId, userId: sellerId })).rejects.toMatchObject({ status: 409 });
    await expectSoldOnce(judgmentId, buyer.email, sellerEmail);
  });
});

describe("an error whose outcome is unknown", () => {
  it("is not taken as a decline: with no charge found yet the attempt waits, then is closed once stale", async () => {
    const { judgmentId, buyer, sellerEmail } = await acceptedSale();
    // The connection drops before the provider charged anything.
    app.services.payments = {
      ...realProvider,
      async charge() {
        throw new Error("read ECONNRESET");
      },
    };
    const res = await pay(buyer, judgmentId, "reset");
    expect(res.status).toBe(402);
    expect((await res.json()).errors.payment_method).toEqual([UNCONFIRMED_MESSAGE]);
    expect((await paymentsOf(judgmentId)).map((p) => p.status)).toEqual(["processing"]);
    app.services.payments = realProvider;
    expect((await pay(buyer, judgmentId, "too-soon")).status).toBe(409);

    await ageAttempts(judgmentId);
    const retried = await pay(buyer, judgmentId, "later");
    expect(retried.status).toBe(200);
    expect((await paymentsOf(judgmentId)).map((p) => p.status).sort()).toEqual(["failed", "succeeded"]);
    await expectSoldOnce(judgmentId, buyer.email, sellerEmail);
  });
});

describe("a refunded late charge", () => {
  it("stays refunded whatever arrives later (an out-of-order failure event, a repeated success)", async () => {
    const { judgmentId, buyer } = await acceptedSale();
    const started = await pay(buyer, judgmentId, "slow-bank", "pm_card_authenticationRequired");
    const { payment_id: paymentId } = await started.json();
    await relisted(judgmentId);
    expect((await approve(buyer, paymentId)).status).toBe(409);
    const [row] = await paymentsOf(judgmentId);
    expect(row.status).toBe("refunded");

    const failed = await settlePurchase(app.services, row as PaymentRow, {
      status: "failed",
      providerPaymentId: row.providerPaymentId,
      message: "late",
      code: "card_declined",
    });
    expect(failed).toMatchObject({ status: "failed" });
    const again = await settlePurchase(app.services, row as PaymentRow, { status: "succeeded", providerPaymentId: row.providerPaymentId! });
    expect(again).toMatchObject({ status: 409 });
    expect((await paymentsOf(judgmentId))[0].status).toBe("refunded");
    expect(await movementsOf(judgmentId)).toHaveLength(1);
    const refunds = await app.services.db.select().from(offlineProviderObjects).where(eq(offlineProviderObjects.kind, "refund"));
    expect(refunds.filter((r) => r.data.charge === row.providerPaymentId)).toHaveLength(1);
  });
});

describe("a platform fee interrupted mid-charge", () => {
  it("refuses a second attempt while it may be charging, then settles from the provider without charging again", async () => {
    const seller = await member(app);
    const judgmentId = await listing(app, seller.userId, { status: "new", listingFeeCents: 3_500 });
    const body = paymentRequestSchema.parse({ judgment_id: judgmentId, amount: 3_500, payment_method: "pm_card_visa" });
    const checkout = () => payForCheckout(app.services, { userId: seller.userId, judgmentId, upsellIds: [], body });

    let reached = false;
    app.services.payments = {
      ...realProvider,
      async charge(input) {
        await realProvider.charge(input);
        reached = true;
        return new Promise(() => {});
      },
    };
    void checkout();
    await waitFor(
      async () => reached,
      (done) => done,
    );
    app.services.payments = realProvider;

    // The one checkout answers a second attempt with the first one's state: refused while it may be charging.
    const second = await checkout();
    expect(second).toMatchObject({ refused: true, status: 409 });
    expect(JSON.stringify(second)).toMatch(/process/);
    await app.services.db
      .update(payments)
      .set({ updatedAt: sql`${payments.updatedAt} - interval '3 minutes'` })
      .where(eq(payments.judgmentId, judgmentId));
    expect(await checkout()).toMatchObject({ status: "succeeded" });

    const charges = (await app.services.db.select().from(offlineProviderObjects).where(eq(offlineProviderObjects.kind, "charge"))).filter(
      (c) => (c.data.metadata as Record<string, string> | undefined)?.kind === "listing_checkout" && c.customerId !== null,
    );
    const [fee] = await app.services.db.select().from(payments).where(eq(payments.judgmentId, judgmentId));
    expect(charges.filter((c) => (c.data.metadata as Record<string, string>).payment_id === String(fee.id))).toHaveLength(1);
    const entries = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, fee.id));
    expect(entries).toHaveLength(2);
  });
});

describe("a 3-D Secure step left waiting when the buyer tries again", () => {
  /** The offline provider's stand-in for the bank's 3-D Secure page. */
  const bank = {
    completeAuthentication: (id: string, ok: boolean) =>
      (
        realProvider as PaymentProvider & { completeAuthentication(id: string, ok: boolean): Promise<{ status: string }> }
      ).completeAuthentication(id, ok),
  };
  const keptCharges = async (judgmentId: number) => (await providerCharges(judgmentId)).filter((c) => c.data.status === "succeeded");

  it("is cancelled at the provider, so the old tab cannot complete it: one charge", async () => {
    const { judgmentId, buyer, sellerEmail } = await acceptedSale();
    const first = await (await pay(buyer, judgmentId, "old-tab", "pm_card_authenticationRequired")).json();
    expect(first.status).toBe("requires_action");
    const [oldRow] = await paymentsOf(judgmentId);
    expect((await pay(buyer, judgmentId, "new-tab")).status).toBe(200);
    // The old tab finishes the bank step at the provider afterwards (as Stripe.js would), then tells us.
    expect(await bank.completeAuthentication(oldRow.providerPaymentId!, true)).toMatchObject({ status: "failed" });
    expect((await approve(buyer, first.payment_id)).status).toBe(402);
    expect(await keptCharges(judgmentId)).toHaveLength(1);
    await expectSoldOnce(judgmentId, buyer.email, sellerEmail);
  });

  it("completed by the cardholder before the new attempt, it is settled and nothing is charged again", async () => {
    const { judgmentId, buyer, sellerEmail } = await acceptedSale();
    const first = await (await pay(buyer, judgmentId, "bank-done", "pm_card_authenticationRequired")).json();
    const [row] = await paymentsOf(judgmentId);
    // The bank step succeeded at the provider, but its answer never reached us.
    await bank.completeAuthentication(row.providerPaymentId!, true);
    const again = await pay(buyer, judgmentId, "second");
    expect(again.status).toBe(200);
    expect((await again.json()).payment_id).toBe(first.payment_id);
    expect(await keptCharges(judgmentId)).toHaveLength(1);
    await expectSoldOnce(judgmentId, buyer.email, sellerEmail);
  });
});
