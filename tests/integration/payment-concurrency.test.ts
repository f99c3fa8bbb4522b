// Fifty simultaneous payment attempts for one accepted offer (the same attempt sent many times and
// many different attempts) charge the card once: one succeeded charge at the provider, one 'paid'
// transition, one ledger movement, one payout. Needs real concurrent connections: PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { buyerFee } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import * as payApi from "~/routes/api/judgments/payment";
import { auditLog, judgments, ledgerEntries, offlineProviderObjects, payments, payouts } from "~/server/db/schema";
import { ensurePaymentCustomer } from "~/server/payments/customers";
import { usingPostgres } from "../support/db";
import { createTestApp, jsonRequest, run, type TestApp } from "../support/app";
import { acceptedSale, member } from "../support/factories";

const AGREED = 750_000;
const TOTAL = AGREED + buyerFee(AGREED);

describe.skipIf(!usingPostgres())(
  "50 simultaneous payments (PostgreSQL only: PGlite has a single connection, so nothing runs concurrently)",
  () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(async () => {
      await app?.close();
    });

    it("charges once", async () => {
      const db = app.services.db;
      const seller = await member(app, { prefix: "conc_seller" });
      const buyer = await member(app, { prefix: "conc_buyer", address: true });
      const buyerId = buyer.userId;
      const jar = buyer.jar;
      const { id: listingId } = await acceptedSale(app, seller.userId, buyerId, { amountCents: AGREED, listing: { priceCents: 800_000 } });
      const customerId = await ensurePaymentCustomer(app.services, buyerId);
      const card = await app.services.payments.attachPaymentMethod(customerId, "pm_card_visa");

      const attempts = Array.from(
        { length: 50 },
        (_, i) =>
          run(() =>
            payApi.action({
              request: jsonRequest(
                "/api/judgments/payment",
                { judgment_id: listingId, amount: dollarText(TOTAL), payment_method: card.id, attempt: i % 2 ? "same" : `other-${i}` },
                jar,
              ),
              params: {},
              context: app.context(),
            } as any),
          ) as Promise<Response>,
      );
      const statuses = (await Promise.all(attempts)).map((r) => r.status);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);

      const charges = await db
        .select()
        .from(offlineProviderObjects)
        .where(and(eq(offlineProviderObjects.kind, "charge"), eq(offlineProviderObjects.customerId, customerId)));
      expect(charges.filter((c) => c.data.status === "succeeded")).toHaveLength(1);

      const [{ status }] = await db.select({ status: judgments.status }).from(judgments).where(eq(judgments.id, listingId));
      expect(status).toBe("paid");
      const transitions = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "listing.pay"), eq(auditLog.entityId, String(listingId))));
      expect(transitions).toHaveLength(1);
      const succeeded = await db
        .select()
        .from(payments)
        .where(and(eq(payments.judgmentId, listingId), eq(payments.status, "succeeded")));
      expect(succeeded).toHaveLength(1);
      const movements = await db
        .select({ movement: ledgerEntries.movementId, sum: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number) })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.judgmentId, listingId))
        .groupBy(ledgerEntries.movementId);
      expect(movements).toHaveLength(1);
      expect(movements[0].sum).toBe(0);
      expect(await db.select().from(payouts).where(eq(payouts.judgmentId, listingId))).toHaveLength(1);
    }, 120_000);
  },
);
