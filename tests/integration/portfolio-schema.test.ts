// The database's own checks of the two kinds of listing row (docs/decisions/0055): a judgment keeps
// every court fact; a portfolio has none of its own, no listing fee, no enhancement, 2 to 100
// judgments and is never in a portfolio itself; a judgment is in at most one live portfolio.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { judgments, portfolioItems } from "~/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";

let app: TestApp;
let sellerId: number;

beforeAll(async () => {
  app = await createTestApp();
  sellerId = (await member(app, { prefix: "schema_pf" })).userId;
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.services.db;

/** The constraint a failed statement names, however the driver wraps the error. */
async function violated(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  for (
    let e = error as { constraint?: string; cause?: unknown; message?: string } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.constraint) return e.constraint;
  }
  return String((error as Error).message);
}

const portfolioRow = (values: Partial<typeof judgments.$inferInsert> = {}) =>
  db()
    .insert(judgments)
    .values({ kind: "portfolio", sellerId, title: "A portfolio", amountCents: 3_000_000, priceCents: 500_000, portfolioSize: 3, ...values })
    .returning({ id: judgments.id });

describe("the listing row's kinds", () => {
  it("refuses a judgment row without its state, county, case number or award date, or with a portfolio size", async () => {
    for (const missing of [{ stateId: null }, { countyId: null }, { casenum: null }, { dateAwarded: null }, { portfolioSize: 3 }]) {
      expect(await violated(listing(app, sellerId, missing))).toContain("judgments_kind_shape_check");
    }
  });

  it("takes a portfolio row without court facts, and refuses one with a case number, a court, a fee, an enhancement, a bad size or status in_portfolio", async () => {
    const [ok] = await portfolioRow({ stateId: null, countyId: null });
    expect(ok.id).toBeGreaterThan(0);
    const refused = [
      { casenum: "22CECG01234" },
      { dateAwarded: "2023-06-14" },
      { courthouse: "Fresno County Superior Court" },
      { listingFeeCents: 5_000 },
      { highlightListing: true },
      { featuredNationwide: true },
      { portfolioSize: 1 },
      { portfolioSize: 101 },
      { portfolioSize: null },
      { status: "in_portfolio" as const },
    ];
    for (const values of refused)
      expect(await violated(portfolioRow(values)), JSON.stringify(values)).toContain("judgments_kind_shape_check");
    expect(await violated(portfolioRow({ kind: "lot" as never }))).toContain("judgments_kind_check");
  });

  it("keeps a judgment in one live portfolio at a time; released, it may be grouped again", async () => {
    const [first] = await portfolioRow();
    const [second] = await portfolioRow();
    const member1 = await listing(app, sellerId, { status: "in_portfolio", casenum: "SCHEMA-1" });
    await db().insert(portfolioItems).values({ portfolioId: first.id, judgmentId: member1, position: 1 });
    expect(await violated(db().insert(portfolioItems).values({ portfolioId: second.id, judgmentId: member1, position: 1 }))).toContain(
      "portfolio_items_one_live_per_judgment",
    );
    await db().update(portfolioItems).set({ releasedAt: new Date() }).where(eq(portfolioItems.portfolioId, first.id));
    await db().insert(portfolioItems).values({ portfolioId: second.id, judgmentId: member1, position: 1 });
    // Two judgments in one place of a portfolio, a portfolio in itself, a released item ticked assigned: refused.
    const member2 = await listing(app, sellerId, { status: "in_portfolio", casenum: "SCHEMA-2" });
    expect(await violated(db().insert(portfolioItems).values({ portfolioId: second.id, judgmentId: member2, position: 1 }))).toContain(
      "portfolio_items_position_unique",
    );
    expect(await violated(db().insert(portfolioItems).values({ portfolioId: second.id, judgmentId: second.id, position: 2 }))).toContain(
      "portfolio_items_not_self_check",
    );
    expect(
      await violated(db().update(portfolioItems).set({ assignedAt: new Date() }).where(eq(portfolioItems.portfolioId, first.id))),
    ).toContain("portfolio_items_assigned_live_check");
  });
});
