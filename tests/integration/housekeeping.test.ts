// The hourly clean-up deletes expired sessions, finished rate-limit windows and expired links, and
// keeps everything still live (expired sessions were never deleted before).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { rateLimits, sessions, verifications } from "~/server/db/schema";
import { runHousekeeping } from "~/server/jobs/housekeeping";
import { insertUser } from "~/server/queries/users";
import { createTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe("housekeeping", () => {
  it("deletes what has expired and nothing else", async () => {
    const { db } = app.services;
    const userId = await insertUser(db, { name: "Kept Member", handle: "kept_member", email: "kept@example.com", passwordHash: "x" });
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    await db.insert(sessions).values([
      { id: "expired-session", userId, data: {}, expiresAt: past },
      { id: "live-session", userId, data: {}, expiresAt: future },
    ]);
    await db.insert(rateLimits).values([
      { key: "login:address:old", count: 3, resetAt: past },
      { key: "login:address:now", count: 3, resetAt: future },
    ]);
    await db.insert(verifications).values([
      { userId, purpose: "password_reset", tokenHash: "old-hash", expiresAt: past },
      { userId, purpose: "email", tokenHash: "live-hash", expiresAt: future },
    ]);

    expect(await runHousekeeping(app.services)).toEqual({
      sessions: 1,
      rateLimits: 1,
      verifications: 1,
      draftReminders: 0,
      comparableSales: 0,
    });
    expect((await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map((r) => r.id)).toEqual([
      "live-session",
    ]);
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toContain("login:address:now");
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).not.toContain("login:address:old");
    expect((await db.select({ h: verifications.tokenHash }).from(verifications)).map((r) => r.h)).toEqual(["live-hash"]);
    expect(await runHousekeeping(app.services)).toEqual({
      sessions: 0,
      rateLimits: 0,
      verifications: 0,
      draftReminders: 0,
      comparableSales: 0,
    });
  });
});
