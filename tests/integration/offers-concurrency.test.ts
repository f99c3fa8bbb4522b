// Offers under concurrency, against the PostgreSQL server with real concurrent connections (a pool
// of 25): 100 simultaneous accepts of 100 different offers on one listing end with exactly one
// accepted offer; an accept racing the buyer's edit never accepts an amount the seller did not name;
// 20 simultaneous offers by one buyer end with exactly one open offer. PGlite has
// a single connection, so these only run with DB_DRIVER=postgres.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { loadBranding } from "~/config/branding";
import { systemClock } from "~/server/clock";
import { loadConfig } from "~/server/config";
import type { AppServices } from "~/server/context";
import type { DatabaseHandle } from "~/server/db/client";
import { judgments, offers, users } from "~/server/db/schema";
import { acceptOffer } from "~/server/offers/decide-offer";
import { editOffer, makeOffer } from "~/server/offers/make-offer";
import { Refusal } from "~/server/http/refusal";
import { createOfflineProvider } from "~/server/payments/offline";
import { createOfflineSms } from "~/server/sms/offline";
import { noCourtRecords } from "~/server/court-records/provider";
import { createMemoryStorage } from "~/server/storage/storage";
import { createViewCounter } from "~/server/listings/view-counter";
import { createTestDatabase, usingPostgres } from "../support/db";

const SKIP_REASON = "needs real concurrent connections: run with DB_DRIVER=postgres and TEST_DATABASE_URL (PGlite has one connection)";

describe.skipIf(!usingPostgres())(`offers under concurrency (${usingPostgres() ? "PostgreSQL" : SKIP_REASON})`, () => {
  let handle: DatabaseHandle;
  let services: AppServices;

  beforeAll(async () => {
    handle = await createTestDatabase({ poolSize: 25 });
    services = {
      db: handle.db,
      config: loadConfig({ PUBLIC_URL: "http://localhost:3000" }),
      branding: loadBranding({}),
      cookieSecret: "test-cookie-secret",
      jobs: null,
      payments: createOfflineProvider(handle.db),
      sms: createOfflineSms(handle.db, { log: false }),
      courtRecords: noCourtRecords,
      storage: createMemoryStorage(),
      clock: systemClock,
      views: createViewCounter(handle.db, systemClock),
    };
  });
  afterAll(async () => {
    await handle?.close();
  });

  let seq = 0;
  async function members(n: number): Promise<number[]> {
    const rows = Array.from({ length: n }, () => {
      const handle = `race_${++seq}`;
      return { name: `Racer ${seq}`, handle, email: `${handle}@example.com`, passwordHash: "unused" };
    });
    return (await services.db.insert(users).values(rows).returning({ id: users.id })).map((r) => r.id);
  }
  async function listing(sellerId: number): Promise<number> {
    const [row] = await services.db
      .insert(judgments)
      .values({
        sellerId,
        title: "Race listing",
        amountCents: 1_000_000,
        priceCents: 500_000,
        stateId: 6,
        countyId: 6067,
        casenum: "2024-CV-RACE",
        dateAwarded: "2024-01-02",
        status: "active",
        listedAt: new Date(Date.now() - 30 * 86_400_000), // past the premium first look
      })
      .returning({ id: judgments.id });
    return row.id;
  }

  it("100 simultaneous accepts of 100 different offers: exactly one accepted, the listing offer_accepted", async () => {
    const [seller, ...buyers] = await members(101);
    const id = await listing(seller);
    const made = await services.db
      .insert(offers)
      .values(buyers.map((buyerId, i) => ({ judgmentId: id, buyerId, amountCents: 100_000 + i })))
      .returning({ id: offers.id, amountCents: offers.amountCents });

    const results = await Promise.allSettled(
      made.map((o) =>
        acceptOffer(services, {
          userId: seller,
          body: { judgment_id: String(id), offer_id: String(o.id), amount: (o.amountCents / 100).toFixed(2) },
        }),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(refused.every((r) => r.reason instanceof Refusal && r.reason.status === 409)).toBe(true);

    const rows = await services.db.select({ id: offers.id, status: offers.status }).from(offers).where(eq(offers.judgmentId, id));
    const accepted = rows.filter((r) => r.status === "accepted");
    expect(accepted).toHaveLength(1);
    expect(rows.filter((r) => r.status === "rejected")).toHaveLength(99);
    const [listingRow] = await services.db.select().from(judgments).where(eq(judgments.id, id));
    expect(listingRow.status).toBe("offer_accepted");
    expect(listingRow.acceptedOfferId).toBe(accepted[0].id);
  });

  it("an accept naming $5,000 racing an edit to $1: never accepted at an amount the seller did not name", async () => {
    const rounds = 30;
    const people = await members(rounds * 2);
    const outcomes = await Promise.all(
      Array.from({ length: rounds }, async (_, i) => {
        const [seller, buyer] = [people[2 * i], people[2 * i + 1]];
        const id = await listing(seller);
        const { offerId } = await makeOffer(services, { userId: buyer, body: { judgment_id: String(id), amount: "5000" } });
        const [edited, accepted] = await Promise.allSettled([
          editOffer(services, { userId: buyer, body: { id: String(offerId), amount: "1" } }),
          acceptOffer(services, { userId: seller, body: { judgment_id: String(id), offer_id: String(offerId), amount: "5000.00" } }),
        ]);
        const [row] = await services.db.select().from(offers).where(eq(offers.id, offerId));
        return { edited: edited.status, accepted: accepted.status, row, reason: accepted.status === "rejected" ? accepted.reason : null };
      }),
    );
    for (const o of outcomes) {
      if (o.row.status === "accepted") {
        expect(o.row.amountCents).toBe(500_000);
        expect(o.edited).toBe("rejected");
      } else {
        expect(o.accepted).toBe("rejected");
        expect(o.reason).toBeInstanceOf(Refusal);
        expect((o.reason as Refusal).status).toBe(409);
        expect(o.row).toMatchObject({ status: "pending", amountCents: 100 });
      }
    }
  });

  it("20 simultaneous offers by the same buyer: exactly one open offer, the others 409", async () => {
    const [seller, buyer] = await members(2);
    const id = await listing(seller);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        makeOffer(services, { userId: buyer, body: { judgment_id: String(id), amount: String(1000 + i) } }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused.every((r) => r.reason instanceof Refusal && r.reason.status === 409)).toBe(true);
    const open = await services.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.judgmentId, id), eq(offers.buyerId, buyer), inArray(offers.status, ["pending", "accepted"])));
    expect(open).toHaveLength(1);
    const [listingRow] = await services.db.select({ n: judgments.offersCount }).from(judgments).where(eq(judgments.id, id));
    expect(listingRow.n).toBe(1);
  });
});
