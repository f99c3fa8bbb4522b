// The stored values of listings being current (issue 17): the daily job recomputes every live
// listing as interest accrues (the test clock moves the day), and at boot the listings whose values
// were never computed, or came from an older version of the rules, are computed in one pass.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { boot } from "~/server/boot";
import { judgmentRules, judgmentRuleVersions, judgments, users } from "~/server/db/schema";
import { refreshAllListingValues, refreshStaleListingValues } from "~/server/judgment-value/refresh";
import { createTestApp, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";

let app: TestApp;
let sellerId: number;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(new Date("2026-06-01T15:00:00Z"));
  sellerId = (await member(app, { prefix: "valrefresh" })).userId;
});
afterAll(async () => {
  await app?.close();
});

async function valuesOf(id: number) {
  const [row] = await app.services.db
    .select({
      rulesVersion: judgments.rulesVersion,
      balance: judgments.estimatedBalanceCents,
      asOf: judgments.balanceAsOf,
      share: judgments.balanceShareBps,
      deadline: judgments.enforceDeadlineOn,
    })
    .from(judgments)
    .where(eq(judgments.id, id));
  return row;
}

/** A 2019 California judgment of $10,000 (10% simple a year), asking $3,500. */
const california = { stateId: 6, countyId: 6037, amountCents: 1_000_000, priceCents: 350_000, dateAwarded: "2019-06-14" } as const;

describe("the daily job", () => {
  it("moves the balance to the new day as interest accrues, and the share of it down", async () => {
    const id = await listing(app, sellerId, { ...california, title: "Accruing" });
    expect((await refreshAllListingValues(app.services)).seen).toBeGreaterThanOrEqual(1);
    const first = await valuesOf(id);
    expect(first).toMatchObject({ rulesVersion: 2, asOf: "2026-06-01", deadline: "2029-06-14" });
    expect(first.balance).toBeGreaterThan(1_000_000);
    expect(first.share).toBe(Math.floor((350_000 * 10_000) / first.balance!));

    app.clock.advanceDays(30);
    try {
      await refreshAllListingValues(app.services);
      const later = await valuesOf(id);
      expect(later.asOf).toBe("2026-07-01");
      // 30 days of 10% simple interest on $10,000: $82.19.
      expect(later.balance! - first.balance!).toBe(8_219);
      expect(later.share).toBeLessThan(first.share!);
      expect(later.share).toBe(Math.floor((350_000 * 10_000) / later.balance!));
    } finally {
      app.clock.set(new Date("2026-06-01T15:00:00Z"));
    }
  });
});

describe("the boot refresh", () => {
  it("computes the listings never computed or computed with older rules, and only those, and only live ones", async () => {
    const db = app.services.db;
    const never = await listing(app, sellerId, { ...california, title: "Never computed" });
    const current = await listing(app, sellerId, {
      ...california,
      title: "Current",
      rulesVersion: 2,
      estimatedBalanceCents: 1,
      balanceAsOf: "2026-05-01",
    });
    const sold = await listing(app, sellerId, { ...california, title: "Sold long ago", status: "sold" });

    expect(await refreshStaleListingValues(app.services)).toBeGreaterThanOrEqual(1);
    expect(await valuesOf(never)).toMatchObject({ rulesVersion: 2, asOf: "2026-06-01" });
    // Up to date with the newest rules: left to the daily job.
    expect(await valuesOf(current)).toMatchObject({ rulesVersion: 2, balance: 1, asOf: "2026-05-01" });
    expect(await valuesOf(sold)).toMatchObject({ rulesVersion: null, balance: null });
    expect(await refreshStaleListingValues(app.services)).toBe(0);

    // A migration loads version 3 of the rules: every live listing is stale now.
    await db.insert(judgmentRuleVersions).values({ version: 3, publishedOn: "2026-06-01", title: "Version 3", about: "A correction." });
    await db.execute(sql`
      insert into ${judgmentRules} (version, code, name, rules, interest_confidence, life_confidence, assignment_confidence)
      select 3, code, name, rules, interest_confidence, life_confidence, assignment_confidence from ${judgmentRules} where version = 2`);
    try {
      const live = await db
        .select({ id: judgments.id })
        .from(judgments)
        .where(inArray(judgments.status, ["active", "new", "hidden"]));
      expect(await refreshStaleListingValues(app.services)).toBe(live.length);
      expect(await valuesOf(current)).toMatchObject({ rulesVersion: 3, asOf: "2026-06-01" });
      expect((await valuesOf(current)).balance).toBeGreaterThan(1_000_000);
      expect(await refreshStaleListingValues(app.services)).toBe(0);
    } finally {
      await db.update(judgments).set({ rulesVersion: 2 }).where(eq(judgments.rulesVersion, 3));
      await db.delete(judgmentRules).where(eq(judgmentRules.version, 3));
      await db.delete(judgmentRuleVersions).where(eq(judgmentRuleVersions.version, 3));
    }
  });

  it("runs when the app starts", { timeout: 240_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "jx-values-boot-"));
    const env = { DATA_DIR: dataDir, RATE_LIMIT: "off", PUBLIC_URL: "http://localhost:3000" };
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      let running = await boot(env);
      const [user] = await running.services.db
        .insert(users)
        .values({ name: "Boot Seller", handle: "boot_seller", email: "boot@example.com", passwordHash: "x" })
        .returning({ id: users.id });
      const [row] = await running.services.db
        .insert(judgments)
        .values({ ...california, sellerId: user.id, title: "Before the values existed", casenum: "19STLC00001", status: "active" })
        .returning({ id: judgments.id });
      await running.stop();

      running = await boot(env);
      try {
        const [after] = await running.services.db
          .select({ version: judgments.rulesVersion, balance: judgments.estimatedBalanceCents })
          .from(judgments)
          .where(eq(judgments.id, row.id));
        expect(after.version).toBe(2);
        expect(after.balance).toBeGreaterThan(1_000_000);
        expect(log.mock.calls.flat().join("\n")).toContain("Computed the estimated values of 1 listings");
      } finally {
        await running.stop();
      }
    } finally {
      log.mockRestore();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
