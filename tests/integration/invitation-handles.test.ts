// Issue 27, item 3 (docs/decisions/0032): an invited member's handle is never made from the
// e-mail address. The invitation gives a neutral made-up handle; the invitation page asks the
// invitee to choose one, with registration's checks; the admin tool's accounts get a neutral one
// too; members invited before (migration 0023) get a neutral one and are asked to choose on their
// next visit (the dashboard's banner, My Settings' prompt), once.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as createRoute from "~/routes/admin/users/index";
import * as invitationRoute from "~/routes/auth/invitation";
import * as homePage from "~/routes/home/index";
import * as profilePage from "~/routes/profile/index";
import * as userPage from "~/routes/users/detail";
import { createOrUpdateUser } from "~/server/auth/create-user";
import { auditLog, outbox, users } from "~/server/db/schema";
import { insertUser } from "~/server/queries/users";
import { startUserSession } from "~/server/session";
import { BASE, CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, unwrap, type TestApp } from "../support/app";
import { member, type Member } from "../support/factories";
import { clockTag } from "../support/unique";

let app: TestApp;
let admin: Member;
beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, { role: "admin" });
});
afterAll(async () => {
  await app?.close();
});

const NEUTRAL = /^member-[a-z0-9]{6,12}$/;

async function userRow(id: number) {
  const [row] = await app.services.db.select().from(users).where(eq(users.id, id));
  return row;
}
async function publicPage(handle: string) {
  const result = await run(() => userPage.loader(app.args(getRequest(`/users/${handle}`), { handle })));
  return result instanceof Response ? result.status : 200;
}
/** Invites `email` as a member; answers the new member's id and the page path of the link. */
async function invite(email: string): Promise<{ userId: number; link: string }> {
  const response = (await run(() =>
    createRoute.action(app.args(jsonRequest("/admin/users", { name: "Quinn Invitee", email, role: "member" }, admin.jar))),
  )) as Response;
  expect(response.status).toBe(201);
  const { user_id: userId } = (await response.json()) as { user_id: number };
  const [mail] = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, email));
  const link = /http:\/\/localhost:3000(\/invitation\?token=[A-Za-z0-9_-]+)/.exec(mail.bodyText)![1];
  return { userId, link };
}
async function accept(link: string, fields: Record<string, string>) {
  const token = new URL(BASE + link).searchParams.get("token")!;
  const password = "Violet-Lantern-42!";
  return unwrap(
    await run(() =>
      invitationRoute.action(
        app.args(formRequest("/invitation", { token, password, password_confirmation: password, ...fields }), {}, "10.9.1.1"),
      ),
    ),
  );
}

describe("an invitation", () => {
  it("gives a neutral handle, never the e-mail's local part, until the invitee chooses one", async () => {
    const local = `qab.invitee.${clockTag()}`;
    const { userId } = await invite(`${local}@example.com`);
    const row = await userRow(userId);
    expect(row.handle).toMatch(NEUTRAL);
    expect(row.handle).not.toContain("invitee");
    expect(row.handleChosen).toBe(false);
    expect(await publicPage(local)).toBe(404);
    expect(await publicPage("qab.invitee")).toBe(404);
  });

  it("asks the invitee to choose a handle on the invitation page, with registration's checks", async () => {
    const local = `pick.me.${clockTag()}`;
    const { userId, link } = await invite(`${local}@example.com`);
    const page = unwrap(await invitationRoute.loader(app.args(getRequest(link)))).data as { token: string };
    expect(page.token).not.toBe("");

    const missing = await accept(link, {});
    expect(missing.status).toBe(422);
    expect(missing.data.errors.handle[0]).toMatch(/choose a handle/);
    const bad = await accept(link, { handle: "no spaces here" });
    expect(bad.data.errors.handle[0]).toMatch(/Use only letters/);
    expect((await accept(link, { handle: "ab" })).data.errors.handle[0]).toMatch(/at least 3/);
    const taken = await accept(link, { handle: admin.handle.toUpperCase() });
    expect(taken).toMatchObject({ status: 422, data: { errors: { handle: ["This handle is taken. Please choose another."] } } });
    expect(taken.data.handle).toBe(admin.handle.toUpperCase());
    expect((await userRow(userId)).handleChosen).toBe(false);

    const chosen = `quinn_${clockTag()}`;
    const done = (await accept(link, { handle: chosen })).data as Response;
    expect(done.status).toBe(302);
    expect(await userRow(userId)).toMatchObject({ handle: chosen, handleChosen: true });
    expect(await publicPage(chosen)).toBe(200);
  });
});

describe("accounts made with the admin tool (npm run user:create)", () => {
  it("get a neutral handle and are asked to choose", async () => {
    const email = `operator.${clockTag()}@example.com`;
    const { userId } = await createOrUpdateUser(app.services.db, { email, password: "Violet-Lantern-42!", role: "user" });
    const row = await userRow(userId);
    expect(row.handle).toMatch(NEUTRAL);
    expect(row.handleChosen).toBe(false);
  });
});

describe("members invited before the invitation page asked for a handle", () => {
  it("lose the handle made from their e-mail (migration 0023) and choose one on their next visit, once", async () => {
    // As the old invitation made it: the handle is the e-mail's local part, and the invitation is audited.
    const local = `old.invitee.${clockTag()}`;
    const oldId = await insertUser(app.services.db, {
      name: "Old Invitee",
      handle: local,
      email: `${local}@example.com`,
      passwordHash: "x",
    });
    await app.services.db
      .insert(auditLog)
      .values({ actorId: admin.userId, action: "user.invite", entity: "user", entityId: String(oldId) });
    const registered = await member(app);
    // As the old listing wizard made it for a seller without a name: the handle from the address.
    const wizardLocal = `wiz${clockTag()}`;
    const wizardId = await insertUser(app.services.db, {
      name: "",
      handle: `${wizardLocal}2`,
      email: `${wizardLocal}@example.com`,
      passwordHash: "x",
    });
    const named = await insertUser(app.services.db, {
      name: "Ada Lovelace",
      handle: `ada${wizardLocal}`,
      email: `ada${wizardLocal}@example.com`,
      passwordHash: "x",
    });
    const migration = readFileSync(path.resolve(import.meta.dirname, "../../drizzle/0023_invited_handles.sql"), "utf8");
    await app.services.db.execute(sql.raw(migration));

    const row = await userRow(oldId);
    expect(row.handle).toMatch(NEUTRAL);
    expect(row.handleChosen).toBe(false);
    expect(await publicPage(local)).toBe(404);
    expect(await userRow(wizardId)).toMatchObject({ handleChosen: false, handle: expect.stringMatching(NEUTRAL) });
    // A member who registered chose their handle, a handle made from a name is not the address's: untouched.
    expect(await userRow(registered.userId)).toMatchObject({ handle: registered.handle, handleChosen: true });
    expect(await userRow(named)).toMatchObject({ handle: `ada${wizardLocal}`, handleChosen: true });

    // The next visit: the dashboard asks, My Settings takes the choice (registration's checks), once.
    const jar = (await signedInAs(oldId)).jar;
    const home = (await run(() => homePage.loader(app.args(getRequest("/home", jar))))) as any;
    expect(home.madeUpHandle).toBe(row.handle);
    const settings = (await run(() => profilePage.loader(app.args(getRequest("/profile", jar))))) as any;
    expect(settings.user).toMatchObject({ handle: row.handle, handleChosen: false });

    const choose = (handle: string) => run(() => profilePage.action(app.args(formRequest("/profile", { intent: "handle", handle }, jar))));
    const invalid = unwrap(await choose("bad handle!"));
    expect(invalid.status).toBe(422);
    expect(invalid.data.handle.errors.handle[0]).toMatch(/Use only letters/);
    expect(unwrap(await choose(registered.handle)).data.handle.errors.handle[0]).toMatch(/taken/);
    const mine = `chosen_${clockTag()}`;
    expect(((await choose(mine)) as Response).status).toBe(302);
    expect(await userRow(oldId)).toMatchObject({ handle: mine, handleChosen: true });
    expect(((await run(() => homePage.loader(app.args(getRequest("/home", jar))))) as any).madeUpHandle).toBeNull();
    // Chosen once: the prompt is gone and a second choice is refused.
    expect(unwrap(await choose(`${mine}_2`)).data.handle.errors.handle[0]).toMatch(/already chosen/);
  });
});

/** A session for an existing user id (the factories make new users; this signs in an old one). */
async function signedInAs(userId: number) {
  const jar = new CookieJar();
  jar.take(new Response(null, { headers: { "Set-Cookie": await startUserSession(getRequest("/"), app.services, userId) } }));
  return { jar };
}
