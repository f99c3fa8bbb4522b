// findAccountById reads the account and its roles in one statement (a member page's first read):
// the roles sorted as rolesOf sorts them, none as an empty list, and no account for a deleted member.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "~/server/db/schema";
import { findAccountById, grantRole, rolesOf } from "~/server/queries/users";
import { createTestApp, type TestApp } from "../support/app";
import { member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe("findAccountById", () => {
  it("reads the roles with the account, in rolesOf's order, on every run", async () => {
    const { db } = app.services;
    const plain = await member(app);
    const staff = await member(app);
    await grantRole(db, staff.userId, "super-admin");
    await grantRole(db, staff.userId, "admin");
    // Past the runs that give the statement a name (app/server/queries/prepared.ts): the same answer.
    for (let i = 0; i < 25; i++) {
      const account = await findAccountById(db, staff.userId);
      expect(account?.roles).toEqual(["admin", "super-admin"]);
      expect(account?.roles).toEqual(await rolesOf(db, staff.userId));
      expect(account?.handle).toBe(staff.handle);
      expect((await findAccountById(db, plain.userId))?.roles).toEqual([]);
    }
  });

  it("finds no account for a deleted member or an unknown id", async () => {
    const { db } = app.services;
    const gone = await member(app);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.userId));
    expect(await findAccountById(db, gone.userId)).toBeNull();
    expect(await findAccountById(db, 987_654_321)).toBeNull();
  });
});
