// Fifty simultaneous payment attempts for one accepted offer (the same attempt sent many times and
// many different attempts) charge the card once: one succeeded charge at the provider, one 'paid'
// transition, one ledger movement, one payout. Needs real concurrent connections: PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { buyerFee } from "~/domain/fees";
import * as payApi from "~/routes/api/judgments/payment";
import { auditLog, judgments, ledgerEntries, offers, offlineProviderObjects, payments, payouts, users } from "~/server/db/schema";
import { ensurePaymentCustomer } from "~/server/payments/customers";
import { insertUser } from "~/server/queries/users";
import { startUserSession } from "~/server/session";
import { usingPostgres } from "../support/db";
import { CookieJar, createTestApp, getRequest, jsonRequest, run, type TestApp } from "../support/app";

const AGREED = 750_000;
const TOTAL = AGREED + buyerFee(AGREED);

describe.skipIf(!usingPostgres())("50 simultaneous payments (PostgreSQL only: PGlite has a single connection, so nothing runs concurrently)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("charges once", async () => {
    const db = app.services.db;
    const sellerId = await insertUser(db, { name: "Seller", handle: "conc_seller", email: "conc_seller@example.com", passwordHash: "unused" });
    const buyerId = await insertUser(db, { name: "Buyer", handle: "conc_buyer", email: "conc_buyer@example.com", passwordHash: "unused" });
    await db.update(users).set({ addressName: "Buyer", address1: "1 Main St", city: "Austin", addressState: "TX", zip: "78701" }).where(eq(users.id, buyerId));
    const jar = new CookieJar();
    jar.take(new Response(null, { headers: { "Set-Cookie": await startUserSession(getRequest("/"), app.services, buyerId) } }));
    const [listing] = await db
      .insert(judgments)
      .values({
        sellerId, title: "Concurrent judgment", amountCents: 2_000_000, priceCents: 800_000, stateId: 48, countyId: 48453,
        casenum: "24-CC-1", dateAwarded: "2024-01-02", status: "offer_accepted", buyerId, paymentDueAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: judgments.id });
    const [offer] = await db.insert(offers).values({ judgmentId: listing.id, buyerId, amountCents: AGREED, status: "accepted" }).returning({ id: offers.id });
    await db.update(judgments).set({ acceptedOfferId: offer.id }).where(eq(judgments.id, listing.id));
    const customerId = await ensurePaymentCustomer(app.services, buyerId);
    const card = await app.services.payments.attachPaymentMethod(customerId, "pm_card_visa");

    const attempts = Array.from({ length: 50 }, (_, i) =>
      run(() =>
        payApi.action({
          request: jsonRequest("/api/judgments/payment", { judgment_id: listing.id, amount: TOTAL, payment_method: card.id, attempt: i % 2 ? "same" : `other-${i}` }, jar),
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

    const [{ status }] = await db.select({ status: judgments.status }).from(judgments).where(eq(judgments.id, listing.id));
    expect(status).toBe("paid");
    const transitions = await db.select().from(auditLog).where(and(eq(auditLog.action, "listing.pay"), eq(auditLog.entityId, String(listing.id))));
    expect(transitions).toHaveLength(1);
    const succeeded = await db.select().from(payments).where(and(eq(payments.judgmentId, listing.id), eq(payments.status, "succeeded")));
    expect(succeeded).toHaveLength(1);
    const movements = await db
      .select({ movement: ledgerEntries.movementId, sum: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.judgmentId, listing.id))
      .groupBy(ledgerEntries.movementId);
    expect(movements).toHaveLength(1);
    expect(movements[0].sum).toBe(0);
    expect(await db.select().from(payouts).where(eq(payouts.judgmentId, listing.id))).toHaveLength(1);
  }, 120_000);
});
