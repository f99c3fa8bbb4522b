// runPrepared's rows (mapped by app/server/queries/row-mapper.ts) are the rows Drizzle itself gives
// for the same query, on the real driver: a flat select with SQL fields and dates, every column of a
// table, nested objects with a left join that finds nothing, and an aliased SQL field. Also a guard
// against a Drizzle upgrade that stopped honouring a prepared query's mapper.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { runPrepared } from "~/server/queries/prepared";
import { counties, judgments, states, users } from "~/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";

let app: TestApp;
let judgmentId: number;
beforeAll(async () => {
  app = await createTestApp();
  const seller = await member(app);
  judgmentId = await listing(app, seller.userId, { title: "Prepared rows", amountCents: 1_234_500 });
});
afterAll(async () => {
  await app?.close();
});

/** The query run by Drizzle as written, and through runPrepared under a shape of its own. */
async function bothWays<T>(
  shape: string,
  build: () => { prepare(name: string): { execute(params?: Record<string, unknown>): Promise<T> }; toSQL(): { sql: string } },
) {
  const prepared = build().prepare("") as unknown as { customResultMapper?: unknown };
  expect(prepared.customResultMapper).toBeUndefined(); // Drizzle's own mapping, for the reference
  const drizzles = await (build() as unknown as Promise<T>);
  const ours = await runPrepared(app.services.db, `test-${shape}`, build, {});
  return { drizzles, ours };
}

describe("runPrepared's row mapper", () => {
  it("gives Drizzle's rows for flat, whole-table, nested, left-joined and aliased selections", async () => {
    const { db } = app.services;
    const buyer = alias(users, "buyer");
    const shapes = {
      flat: () =>
        db
          .select({
            id: judgments.id,
            title: judgments.title,
            createdAt: judgments.createdAt,
            dateAwarded: judgments.dateAwarded,
            verified: sql<boolean>`${users.identityVerifiedAt} is not null`,
            double: sql<number>`${judgments.amountCents} * 2`.mapWith(Number),
          })
          .from(judgments)
          .innerJoin(users, eq(users.id, judgments.sellerId))
          .where(eq(judgments.id, judgmentId)),
      table: () => db.select().from(judgments).where(eq(judgments.id, judgmentId)),
      nested: () =>
        db
          .select({
            id: judgments.id,
            seller: { id: users.id, handle: users.handle, joined: users.createdAt },
            buyer: { id: buyer.id, handle: buyer.handle },
            state: { name: states.name },
            county: { name: counties.name, id: counties.id },
            named: sql<string>`upper(${judgments.title})`.as("named"),
          })
          .from(judgments)
          .innerJoin(users, eq(users.id, judgments.sellerId))
          .leftJoin(buyer, eq(buyer.id, judgments.buyerId))
          .leftJoin(states, eq(states.id, judgments.stateId))
          .leftJoin(counties, eq(counties.id, judgments.countyId))
          .where(eq(judgments.id, judgmentId)),
    };
    for (const [shape, build] of Object.entries(shapes)) {
      const { drizzles, ours } = await bothWays(shape, build as never);
      expect(ours, shape).toEqual(drizzles);
      expect(JSON.stringify(ours), shape).toBe(JSON.stringify(drizzles)); // key order too
      expect((ours as unknown[]).length, shape).toBe(1);
    }
    const { ours } = await bothWays("nested-again", shapes.nested as never);
    const [row] = ours as { buyer: unknown; seller: { joined: unknown }; county: { id: unknown } }[];
    expect(row!.buyer).toBeNull(); // no buyer: the left-joined object is null, as Drizzle makes it
    expect(row!.seller.joined).toBeInstanceOf(Date);
    expect(typeof row!.county.id).toBe("number");
  });
});
