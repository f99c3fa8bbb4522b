// Named statements on the real server (app/server/queries/prepared.ts, docs/decisions/0061): a
// busy shape stays parsed on the connection, the whole list's page keeps one plan (its LIMIT is
// written in, so PostgreSQL's generic plan walks 26 index entries), a price range's page and a
// state's page in price order keep their LIMIT a placeholder (a generic plan would walk the wrong
// index), a state's newest page writes it in, and
// the rows are the same on every run. One pooled connection, so pg_prepared_statements is its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { browseJudgments } from "~/server/queries/browse";
import { NAME_AFTER_RUNS } from "~/server/queries/prepared";
import { createTestApp, type TestApp } from "../support/app";
import { usingPostgres } from "../support/db";
import { listing, member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { poolSize: 1 });
  const seller = await member(app);
  for (let i = 0; i < 30; i++) {
    await listing(app, seller.userId, {
      title: `Named statement listing ${i}`,
      priceCents: 100_000 + i * 10_000,
      listedAt: new Date(Date.UTC(2025, 0, 1 + i)),
    });
  }
});
afterAll(async () => {
  await app?.close();
});

const audience = () => ({ firstLook: false, now: new Date("2026-01-01T12:00:00Z") });

type Kept = { name: string; statement: string; generic_plans: number; custom_plans: number };
async function kept(): Promise<Kept[]> {
  const rows = await app.services.db.execute(
    sql`select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements where name like 'jx\\_%'`,
  );
  return (rows as unknown as { rows: Kept[] }).rows;
}

describe.skipIf(!usingPostgres())("named statements on PostgreSQL", () => {
  it("keeps the whole list's page parsed, with its limit written in and one generic plan; the same rows each run", async () => {
    const { db } = app.services;
    const first = await browseJudgments(db, {}, { audience: audience(), sort: "newest", page: 1 });
    expect(first.rows.map((row) => row.title)).toContain("Named statement listing 29");
    for (let i = 0; i < NAME_AFTER_RUNS + 10; i++) {
      const again = await browseJudgments(db, {}, { audience: audience(), sort: "newest", page: 1 });
      expect(again.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
    }
    const page = (await kept()).find((row) => row.statement.includes('"page_ids"') && !row.statement.includes('"price_cents" >='));
    expect(page).toBeDefined();
    expect(page!.statement).toMatch(/ limit 26\) "page_ids"/);
    expect(page!.generic_plans).toBeGreaterThan(0);
  });

  it("keeps a price range's limit a placeholder, so its plan is made for its values", async () => {
    const { db } = app.services;
    const search = { priceMinCents: 150_000, priceMaxCents: 250_000 };
    const first = await browseJudgments(db, search, { audience: audience(), sort: "newest", page: 1 });
    expect(first.rows).toHaveLength(11);
    for (let i = 0; i < NAME_AFTER_RUNS + 5; i++) {
      const again = await browseJudgments(db, search, { audience: audience(), sort: "newest", page: 1 });
      expect(again.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
    }
    const page = (await kept()).find((row) => row.statement.includes('"page_ids"') && row.statement.includes('"price_cents" >='));
    expect(page).toBeDefined();
    expect(page!.statement).toMatch(/ limit \$\d+\) "page_ids"/);
  });

  it("writes a state's limit in for the newest order (its own index) but not for another order", async () => {
    const { db } = app.services;
    for (const sort of ["newest", "price_low"] as const) {
      for (let i = 0; i < NAME_AFTER_RUNS + 2; i++) {
        const page = await browseJudgments(db, { stateId: 6 }, { audience: audience(), sort, page: 1 });
        expect(page.rows).toHaveLength(25);
      }
    }
    const statements = (await kept()).filter((row) => row.statement.includes('"page_ids"') && row.statement.includes('"state_id" = $'));
    const newest = statements.find((row) => row.statement.includes('order by "judgments"."listed_at" desc'));
    const byPrice = statements.find((row) => row.statement.includes('order by "judgments"."price_cents" asc'));
    expect(newest?.statement).toMatch(/ limit 26\) "page_ids"/);
    expect(byPrice?.statement).toMatch(/ limit \$\d+\) "page_ids"/);
  });
});
