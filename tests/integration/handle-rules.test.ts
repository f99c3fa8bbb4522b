// Handles after the review of issue 27 item 3 (docs/decisions/0032):
// 1. A handle a member left is retired: nobody takes it (registration, the wizard, the invitation
//    page, the prompt), `/users/{retired}` answers 404, and the backfill (the migration after
//    retired_handles) retires the handles 0023 replaced.
// 3. Accepting an invitation sets the chosen handle whatever handle_chosen was, and the backfill
//    catches invited members not yet accepted whose handle 0023 missed.
// 4. One handle rule everywhere: nothing like an e-mail address, a domain or a phone number, nor the
//    member's own address's name; the wizard gives a neutral handle to a name that cannot make one.
// 5. The invitation e-mail asks for a handle and a password.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { handleRuleMessages } from "~/domain/handles";
import * as createRoute from "~/routes/admin/users/index";
import * as invitationRoute from "~/routes/auth/invitation";
import * as register from "~/routes/auth/register";
import * as profilePage from "~/routes/profile/index";
import * as userPage from "~/routes/users/detail";
import { deriveHandle } from "~/routes/listing-wizard/account.server";
import { auditLog, outbox, retiredHandles, users } from "~/server/db/schema";
import { INVITED_PASSWORD_HASH } from "~/server/queries/admin-users";
import { insertUser } from "~/server/queries/users";
import { startUserSession } from "~/server/session";
import { CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, unwrap, type TestApp } from "../support/app";
import { member, type Member } from "../support/factories";
import { breakDigitRuns, clockTag } from "../support/unique";

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
const PASSWORD = "Violet-Lantern-42!";
let seq = 0;
const tag = () => breakDigitRuns(`${clockTag()}${++seq}`);
let addresses = 0;

async function userRow(id: number) {
  const [row] = await app.services.db.select().from(users).where(eq(users.id, id));
  return row;
}
async function publicPage(handle: string) {
  const result = await run(() => userPage.loader(app.args(getRequest(`/users/${handle}`), { handle })));
  return result instanceof Response ? result.status : 200;
}
/** Registers through the page; answers the status and the field errors. */
async function registerWith(handle: string, email = `reg.${tag()}@example.com`) {
  const fields = { name: "Rita Registrant", handle, email, password: PASSWORD, password_confirmation: PASSWORD };
  const result = await run(() =>
    register.action(app.args(formRequest("/register", fields), {}, `10.77.${++addresses >> 8}.${addresses & 255}`)),
  );
  if (result instanceof Response) return { status: result.status, errors: {} as Record<string, string[]> };
  const { status, data } = unwrap(result);
  return { status, errors: (data?.errors ?? {}) as Record<string, string[]> };
}
/** Invites `email`; answers the member's id and the token of the e-mailed link. */
async function invite(email: string) {
  const response = (await run(() =>
    createRoute.action(app.args(jsonRequest("/admin/users", { name: "Ivy Invitee", email, role: "member" }, admin.jar))),
  )) as Response;
  expect(response.status).toBe(201);
  const { user_id: userId } = (await response.json()) as { user_id: number };
  const [mail] = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, email));
  const token = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.bodyText)![1];
  return { userId, token, mail };
}
async function accept(token: string, handle: string) {
  const fields = { token, handle, password: PASSWORD, password_confirmation: PASSWORD };
  const result = await run(() => invitationRoute.action(app.args(formRequest("/invitation", fields), {}, "10.9.2.1")));
  if (result instanceof Response) return { status: result.status, errors: {} as Record<string, string[]> };
  const { status, data } = unwrap(result);
  return { status, errors: data.errors as Record<string, string[]> };
}
async function signedInAs(userId: number) {
  const jar = new CookieJar();
  jar.take(new Response(null, { headers: { "Set-Cookie": await startUserSession(getRequest("/"), app.services, userId) } }));
  return jar;
}
/** The prompt of My Settings; answers the status and the handle's errors. */
async function choose(jar: CookieJar, handle: string) {
  const result = await run(() => profilePage.action(app.args(formRequest("/profile", { intent: "handle", handle }, jar))));
  if (result instanceof Response) return { status: result.status, errors: [] as string[] };
  const { status, data } = unwrap(result);
  return { status, errors: data.handle.errors.handle as string[] };
}
/** An account whose handle the site made up (or the old code made), to choose once. */
async function madeUpAccount(handle: string, email = `made.${tag()}@example.com`) {
  return insertUser(app.services.db, { name: "Mo Madeup", handle, handleChosen: false, email, passwordHash: "x" });
}
/** The backfill that comes after the retired_handles table (found by name: the lead may renumber it). */
async function runBackfill() {
  const folder = path.resolve(import.meta.dirname, "../../drizzle");
  const file = readdirSync(folder).find((name) => name.endsWith("_retired_handles_backfill.sql"))!;
  for (const statement of readFileSync(path.join(folder, file), "utf8").split("--> statement-breakpoint")) {
    await app.services.db.execute(sql.raw(statement));
  }
}
async function retiredFor(handle: string) {
  return app.services.db
    .select({ userId: retiredHandles.userId })
    .from(retiredHandles)
    .where(sql`lower(${retiredHandles.handle}) = ${handle.toLowerCase()}`);
}

describe("a handle a member left (item 1)", () => {
  it("is retired when the member chooses another: nobody can register it, be invited with it or choose it, and its page is gone", async () => {
    const old = `desk_lead_${tag()}`;
    const userId = await madeUpAccount(old);
    expect(await publicPage(old)).toBe(200);
    const jar = await signedInAs(userId);
    const chosen = `new_lead_${tag()}`;
    expect((await choose(jar, chosen)).status).toBe(302);
    expect(await userRow(userId)).toMatchObject({ handle: chosen, handleChosen: true });
    expect(await retiredFor(old)).toEqual([{ userId }]);
    const [audit] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.handle_chosen"), eq(auditLog.entityId, String(userId))));
    expect(audit.details).toEqual({ from: old, handle: chosen });

    // The impersonation of the review: a stranger registers the name others knew the member by.
    expect(await registerWith(old)).toEqual({ status: 422, errors: { handle: ["This handle is taken. Please choose another."] } });
    expect((await registerWith(old.toUpperCase())).errors.handle).toEqual(["This handle is taken. Please choose another."]);
    expect(await publicPage(old)).toBe(404);
    expect(await publicPage(chosen)).toBe(200);
    // Nor through an invitation, nor the prompt of another account.
    const invited = await invite(`ivy.${tag()}@example.com`);
    expect((await accept(invited.token, old)).errors.handle).toEqual(["This handle is taken. Please choose another."]);
    const other = await signedInAs(await madeUpAccount(`member-${tag().slice(-6)}`));
    expect((await choose(other, old)).errors).toEqual(["This handle is taken. Please choose another."]);
  });

  it("is never the wizard's handle for a seller of that name", async () => {
    const name = `Deskboss ${tag()}`;
    const old = name.replace(" ", "").toLowerCase();
    const userId = await madeUpAccount(old);
    expect((await choose(await signedInAs(userId), `boss_${tag()}`)).status).toBe(302);
    expect(await deriveHandle(app.services, name, `someone.${tag()}@example.com`)).toEqual({ handle: `${old}2`, chosen: true });
  });

  it("that spells a member's id names nobody, not that member either", async () => {
    const [numbered] = await app.services.db
      .insert(users)
      .values({ id: 4242, name: "Number Holder", handle: `holder_${tag()}`, email: `holder.${tag()}@example.com`, passwordHash: "x" })
      .returning({ id: users.id });
    expect(await publicPage("4242")).toBe(200);
    // Handles may be all digits: a member known as @4242 leaves it.
    const userId = await madeUpAccount("4242");
    expect(await publicPage("4242")).toBe(200);
    expect((await choose(await signedInAs(userId), `digits_${tag()}`)).status).toBe(302);
    expect(await retiredFor("4242")).toEqual([{ userId }]);
    // Else /users/4242, a page its readers knew as that member's, would show member #4242.
    expect(await publicPage("4242")).toBe(404);
    expect(numbered.id).toBe(4242);
  });
});

describe("accepting an invitation (item 3)", () => {
  it("sets the chosen handle even when the account's handle counted as chosen, and retires the one it had", async () => {
    const local = `ivo.${tag()}`;
    const { userId, token } = await invite(`${local}@example.com`);
    // As an invitation of before 0023 with no audit row left it: the handle from the address, "chosen".
    await app.services.db.update(users).set({ handle: local, handleChosen: true }).where(eq(users.id, userId));
    const chosen = `ivo_${tag()}`;
    expect((await accept(token, chosen)).status).toBe(302);
    expect(await userRow(userId)).toMatchObject({ handle: chosen, handleChosen: true });
    expect(await retiredFor(local)).toEqual([{ userId }]);
    expect(await publicPage(local)).toBe(404);
    expect((await registerWith(local)).errors.handle).toEqual(["This handle is taken. Please choose another."]);
  });
});

describe("the backfill after retired_handles (items 1 and 3)", () => {
  it("gives invited members not yet accepted a neutral handle, and retires the handles made from addresses before", async () => {
    // Invited before 0023, no audit row: 0023 missed it; the handle is still the address's name.
    const missedLocal = `missed.${tag()}`;
    const missed = await insertUser(app.services.db, {
      name: "Missed Invitee",
      handle: missedLocal,
      email: `${missedLocal}@example.com`,
      passwordHash: INVITED_PASSWORD_HASH,
    });
    // Invited before 0023, audited: 0023 replaced its handle (made from the address) with a neutral one.
    const replacedLocal = `dana.q.${tag()}`;
    const replaced = await insertUser(app.services.db, {
      name: "Dana Q",
      handle: `member-${tag().padEnd(12, "0").slice(0, 12)}`,
      handleChosen: false,
      email: `${replacedLocal}+desk@example.com`,
      passwordHash: "x",
    });
    await app.services.db
      .insert(auditLog)
      .values({ actorId: admin.userId, action: "user.invite", entity: "user", entityId: String(replaced) });
    // A wizard account 0023 replaced, which chose a handle since.
    const wizardLocal = `wiz${tag()}`;
    const wizard = await insertUser(app.services.db, {
      name: "",
      handle: `picked_${tag()}`,
      email: `${wizardLocal}@example.com`,
      passwordHash: "x",
    });
    await app.services.db
      .insert(auditLog)
      .values({ actorId: wizard, action: "user.handle_chosen", entity: "user", entityId: String(wizard), details: { handle: "x" } });
    // A member who registered: nothing of theirs is retired; an invitee whose made handle another member holds: not retired in its name.
    const registered = await member(app);
    const clash = await insertUser(app.services.db, {
      name: "Clash",
      handle: `member-${tag().padEnd(12, "1").slice(0, 12)}`,
      handleChosen: false,
      email: `${registered.handle}@example.org`,
      passwordHash: "x",
    });

    // Accounts of before the code stopped making handles from addresses (the backfill's cut-off);
    // a later account's address-made handle was never shown, so it is not retired (else trying it
    // on the registration form would tell that some member's address starts with it).
    await app.services.db
      .update(users)
      .set({ createdAt: new Date("2026-11-01T00:00:00Z") })
      .where(
        sql`${users.id} in (${sql.join(
          [missed, replaced, wizard, clash].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    const laterLocal = `later.${tag()}`;
    const later = await insertUser(app.services.db, {
      name: "Lee Later",
      handle: `member-${tag().padEnd(12, "2").slice(0, 12)}`,
      handleChosen: false,
      email: `${laterLocal}@example.com`,
      passwordHash: "x",
    });
    await app.services.db
      .insert(auditLog)
      .values({ actorId: admin.userId, action: "user.invite", entity: "user", entityId: String(later) });

    await runBackfill();

    expect(await retiredFor(laterLocal)).toEqual([]);
    expect(await retiredFor(laterLocal.replace(/[^a-z0-9]/g, ""))).toEqual([]);
    const missedRow = await userRow(missed);
    expect(missedRow).toMatchObject({ handleChosen: false, handle: expect.stringMatching(NEUTRAL) });
    expect(await retiredFor(missedLocal)).toEqual([{ userId: missed }]);
    expect(await publicPage(missedLocal)).toBe(404);
    expect(await retiredFor(`${replacedLocal}desk`)).toEqual([{ userId: replaced }]);
    expect(await retiredFor(replacedLocal.replace(/[^a-z0-9]/g, "") + "desk")).toEqual([{ userId: replaced }]);
    expect(await retiredFor(wizardLocal)).toEqual([{ userId: wizard }]);
    expect((await registerWith(wizardLocal)).errors.handle).toEqual(["This handle is taken. Please choose another."]);
    expect(await retiredFor(registered.handle)).toEqual([]);
    expect(await userRow(registered.userId)).toMatchObject({ handle: registered.handle, handleChosen: true });
    expect(await userRow(clash)).toMatchObject({ handleChosen: false, handle: expect.stringMatching(NEUTRAL) });

    // The invitee chooses on the invitation page as any other, and running it again changes nothing.
    const before = (await app.services.db.select().from(retiredHandles)).length;
    await runBackfill();
    expect((await app.services.db.select().from(retiredHandles)).length).toBe(before);
    expect((await userRow(missed)).handle).toBe(missedRow.handle);
  });
});

describe("the one handle rule (item 4)", () => {
  const refused: [string, string][] = [
    ["jane.doe.gmail", handleRuleMessages.email],
    ["acme-judgments.com", handleRuleMessages.domain],
    ["www.acme", handleRuleMessages.domain],
    ["312-555-0187", handleRuleMessages.phone],
    ["call_3125550187", handleRuleMessages.phone],
    ["member-k3x9q2", handleRuleMessages.madeUp],
  ];

  it("refuses on registration what looks like an e-mail address, a domain or a phone number, saying which rule", async () => {
    for (const [handle, message] of refused) {
      expect(await registerWith(handle), handle).toEqual({ status: 422, errors: { handle: [message] } });
    }
    expect((await registerWith("jane@example.com")).errors.handle).toEqual([handleRuleMessages.email]);
    expect((await registerWith("ab")).errors.handle).toEqual([handleRuleMessages.short]);
    expect((await registerWith("trader_2024")).status).toBe(302);
  });

  it("refuses the member's own address's name, in any letter case or spelling of its dots", async () => {
    const local = `Jane.Doe.${tag()}`;
    const email = `${local.toLowerCase()}@example.com`;
    expect(await registerWith(local.toUpperCase(), email)).toEqual({ status: 422, errors: { handle: [handleRuleMessages.ownEmail] } });
    expect((await registerWith(local.replace(/\./g, "_"), email)).errors.handle).toEqual([handleRuleMessages.ownEmail]);
    expect((await registerWith(`${local}_x`.replace(/\./g, "_"), email)).status).toBe(302);
  });

  it("is the same rule on the invitation page and the prompt of My Settings", async () => {
    const local = `vera.${tag()}`;
    const { token } = await invite(`${local}@example.com`);
    for (const [handle, message] of refused)
      expect(await accept(token, handle), handle).toEqual({ status: 422, errors: { handle: [message] } });
    expect((await accept(token, local.toUpperCase())).errors.handle).toEqual([handleRuleMessages.ownEmail]);

    const promptLocal = `otto.${tag()}`;
    const jar = await signedInAs(await madeUpAccount(`member-${tag().slice(-6)}`, `${promptLocal}@example.com`));
    for (const [handle, message] of refused) expect(await choose(jar, handle), handle).toEqual({ status: 422, errors: [message] });
    expect((await choose(jar, promptLocal)).errors).toEqual([handleRuleMessages.ownEmail]);
  });

  it("gives the wizard's seller a neutral handle when the name is an address, a phone number or the address's own name", async () => {
    const email = `grace.hopper.${tag()}@example.com`;
    for (const name of ["grace@example.com", "Grace Hopper example.com", "Grace (312) 555-0187"]) {
      expect(await deriveHandle(app.services, name, email), name).toEqual({ handle: expect.stringMatching(NEUTRAL), chosen: false });
    }
    const own = email.split("@")[0];
    expect(await deriveHandle(app.services, own.replace(/\./g, " "), email)).toEqual({
      handle: expect.stringMatching(NEUTRAL),
      chosen: false,
    });
    expect(await deriveHandle(app.services, "Grace Hopper", email)).toMatchObject({
      chosen: true,
      handle: expect.stringMatching(/^gracehopper/),
    });
  });
});

describe("the invitation e-mail (item 5)", () => {
  it("asks the invitee to choose a handle and a password", async () => {
    const { mail } = await invite(`wren.${tag()}@example.com`);
    expect(mail.bodyText).toContain("choose your handle and password");
    expect(mail.bodyText).not.toMatch(/choose your password/);
  });
});
