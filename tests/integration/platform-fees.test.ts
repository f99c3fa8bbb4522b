// Charging platform fees: one charge per attempt, a balanced ledger, the purchase switched on in
// the same transaction, and declines reported as the provider words them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createOrUpdateUser } from "~/server/auth/create-user";
import { ledgerEntries, payments } from "~/server/db/schema";
import { chargePlatformFee } from "~/server/checkout/charge";
import { settleFeeCharge } from "~/server/checkout/settle";
import { createTestApp, type TestApp } from "../support/app";

let app: TestApp;
let userId: number;
beforeAll(async () => {
  app = await createTestApp();
  ({ userId } = await createOrUpdateUser(app.services.db, { email: "seller@example.com", password: "Secret-pass1!", role: "user" }));
});
afterAll(async () => {
  await app?.close();
});

const fee = (paymentMethod: string, key: string, onSucceeded = async () => {}) =>
  chargePlatformFee(
    app.services,
    { userId, kind: "listing_fee", judgmentId: null, amountCents: 3_500, paymentMethod, description: "Listing fee", idempotencyKey: key },
    onSucceeded,
  );

describe("platform fees", () => {
  it("charges once, records a balanced ledger movement and runs the success step", async () => {
    let switchedOn = 0;
    const first = await fee("pm_card_visa", "fee-1", async () => void switchedOn++);
    const again = await fee("pm_card_visa", "fee-1", async () => void switchedOn++);
    expect(first.status).toBe("succeeded");
    expect(again.payment?.id).toBe(first.payment?.id);
    expect(switchedOn).toBe(1);
    const entries = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, first.payment!.id));
    expect(entries.map((e) => e.amountCents).sort()).toEqual([-3_500, 3_500]);
    const [{ total }] = await app.services.db.select({ total: sql<string>`sum(amount_cents)` }).from(ledgerEntries);
    expect(Number(total)).toBe(0);
  });

  it("reports a decline as the provider words it and lets the buyer retry with another card", async () => {
    const declined = await fee("pm_card_chargeDeclined", "fee-2");
    expect(declined).toMatchObject({ status: "failed", message: "Your card was declined." });
    const retried = await fee("pm_card_visa", "fee-2");
    expect(retried.status).toBe("succeeded");
    const rows = await app.services.db.select().from(payments).where(eq(payments.idempotencyKey, "fee-2"));
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("succeeded");
  });

  it("waits for 3-D Secure, then settles once", async () => {
    let switchedOn = 0;
    const pending = await fee("pm_card_authenticationRequired", "fee-3", async () => void switchedOn++);
    expect(pending.status).toBe("requires_action");
    expect(switchedOn).toBe(0);
    const provider = app.services.payments as ReturnType<typeof import("~/server/payments/offline").createOfflineProvider>;
    const result = await provider.completeAuthentication(pending.payment!.providerPaymentId!, true);
    await settleFeeCharge(app.services, pending.payment!, result, async () => void switchedOn++);
    await settleFeeCharge(app.services, pending.payment!, result, async () => void switchedOn++);
    expect(switchedOn).toBe(1);
  });
});
