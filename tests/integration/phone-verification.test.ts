// Phone verification: POST /api/users/phone and /api/users/code, and the same through the My Phone
// section's form posts on /profile. Who may (401), what is refused (422: a bad number, a malformed
// code), wrong codes using up the code's tries (dead after 5), expiry after 10 minutes (the row's
// expiry moved back, no sleeping), the resend throttle (429), success setting phone_verified_at, a
// new number clearing it, and the offline provider's text in the outbox and at /dev/mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, like } from "drizzle-orm";
import * as codeRoute from "~/routes/api/users/code";
import * as phoneRoute from "~/routes/api/users/phone";
import * as devMail from "~/routes/dev/mail";
import * as profileRoute from "~/routes/profile/index";
import { ADDRESS_SAVED } from "~/domain/address-form";
import { PHONE_INVALID, PHONE_NOT_US, CODE_INVALID } from "~/domain/phone";
import { loadConfig } from "~/server/config";
import { servicesContext } from "~/server/context";
import { outbox, rateLimits, users, verifications } from "~/server/db/schema";
import { CODE_DEAD, CODE_EXPIRED, CODE_HOURLY, CODE_SENT, CODE_WAIT, PHONE_VERIFIED, SEND_FAILED } from "~/server/phone/verification";
import { BASE, createTestApp, formRequest, getRequest, jsonRequest, routeArgs, run, toastOf, unwrap, type TestApp } from "../support/app";
import { member, type Member } from "../support/factories";
import { auditActions } from "../support/rows";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

let numberSeq = 2000 + Math.floor(Math.random() * 7000);
/** A different valid US number per call (San Francisco 415-555-xxxx), so outbox rows never mix. */
function newNumber(): { typed: string; e164: string } {
  const last = String(++numberSeq);
  return { typed: `(415) 555-${last}`, e164: `+1415555${last}` };
}

async function postPhone(body: unknown, who?: Member) {
  return (await run(() => phoneRoute.action(app.args(jsonRequest("/api/users/phone", body, who?.jar))))) as Response;
}
async function postCode(body: unknown, who?: Member) {
  return (await run(() => codeRoute.action(app.args(jsonRequest("/api/users/code", body, who?.jar))))) as Response;
}

async function userRow(id: number) {
  const [row] = await app.services.db
    .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The code in the newest text the offline provider kept for this number. */
async function textedCode(to: string): Promise<string> {
  const [row] = await app.services.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, "sms"), eq(outbox.toAddress, to)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.bodyText ?? "")?.[1];
  if (!code) throw new Error(`no code texted to ${to}`);
  return code;
}

async function textsTo(to: string) {
  return app.services.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, "sms"), eq(outbox.toAddress, to)));
}

/** A minute passes for the member's resend throttle (the per-minute counter is dropped). */
async function aMinutePasses(who: Member) {
  await app.services.db.delete(rateLimits).where(like(rateLimits.key, `phone:code:minute:${who.userId}`));
}

/** The member's live code is now older than 10 minutes. */
async function codeExpires(who: Member) {
  await app.services.db
    .update(verifications)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(verifications.userId, who.userId), eq(verifications.purpose, "phone")));
}

/** Some six-digit code other than the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/users/phone", () => {
  it("refuses a visitor with 401", async () => {
    const response = await postPhone({ phone: "415-555-2671" });
    expect(response.status).toBe(401);
    const code = await postCode({ code: "123456" });
    expect(code.status).toBe(401);
  });

  it("refuses a number that is not a valid US one with 422 at the phone field, and stores nothing", async () => {
    const who = await member(app);
    for (const [phone, message] of [
      ["+44 20 7946 0958", PHONE_NOT_US],
      ["604-555-1234", PHONE_NOT_US],
      ["555-555-5555", PHONE_INVALID],
      ["415-555", PHONE_INVALID],
    ]) {
      const response = await postPhone({ phone }, who);
      expect(response.status, phone).toBe(422);
      expect(await response.json(), phone).toMatchObject({ errors: { phone: [message] } });
    }
    expect((await postPhone({}, who)).status).toBe(422);
    expect(await userRow(who.userId)).toEqual({ phone: null, phoneVerifiedAt: null });
  });

  it("stores the number in E.164, unverified, and texts a six-digit code through the offline provider (kept in the outbox)", async () => {
    const who = await member(app);
    const { typed, e164 } = newNumber();
    const response = await postPhone({ phone: typed }, who);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: CODE_SENT, phone: e164, verified: false });
    expect(await userRow(who.userId)).toEqual({ phone: e164, phoneVerifiedAt: null });
    const [text] = await textsTo(e164);
    expect(text).toMatchObject({ channel: "sms", status: "kept", toAddress: e164 });
    expect(text.bodyText).toMatch(/^\d{6} is your .+ verification code\. It expires in 10 minutes\.$/);
    // Only a keyed hash of the code is stored.
    const code = await textedCode(e164);
    const rows = await app.services.db.select().from(verifications).where(eq(verifications.userId, who.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: "phone", attempts: 0, usedAt: null });
    expect(rows[0].tokenHash).not.toContain(code);
    const minutes = (rows[0].expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it("throttles new codes: one a minute (429 with Retry-After), five an hour", async () => {
    const who = await member(app);
    const { e164 } = newNumber();
    expect((await postPhone({ phone: e164 }, who)).status).toBe(200);
    const again = await postPhone({ phone: e164 }, who);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await again.json()).toMatchObject({ errors: { phone: [CODE_WAIT] } });
    expect(await textsTo(e164)).toHaveLength(1);

    for (let i = 2; i <= 5; i++) {
      await aMinutePasses(who);
      expect((await postPhone({ phone: e164 }, who)).status, `code ${i}`).toBe(200);
    }
    await aMinutePasses(who);
    const sixth = await postPhone({ phone: e164 }, who);
    expect(sixth.status).toBe(429);
    const body = await sixth.json();
    expect(body.errors.phone[0]).toContain(CODE_HOURLY);
    expect(await textsTo(e164)).toHaveLength(5);
  });

  it("texts one number at most five codes an hour, whichever members ask", async () => {
    const { e164 } = newNumber();
    for (let i = 1; i <= 5; i++) expect((await postPhone({ phone: e164 }, await member(app))).status, `member ${i}`).toBe(200);
    const sixth = await postPhone({ phone: e164 }, await member(app));
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).errors.phone[0]).toContain(CODE_HOURLY);
    expect(await textsTo(e164)).toHaveLength(5);
  });

  it("keeps a verified number when the code for a new one cannot be sent", async () => {
    const who = await member(app);
    const first = newNumber();
    await postPhone({ phone: first.e164 }, who);
    expect((await postCode({ code: await textedCode(first.e164) }, who)).status).toBe(200);
    const verifiedAt = (await userRow(who.userId)).phoneVerifiedAt;
    await aMinutePasses(who);
    const working = app.services.sms;
    app.services.sms = { name: "offline", send: async () => Promise.reject(new Error("number refused")) };
    const log = console.error;
    console.error = () => undefined;
    try {
      expect((await postPhone({ phone: newNumber().e164 }, who)).status).toBe(502);
    } finally {
      app.services.sms = working;
      console.error = log;
    }
    expect(await userRow(who.userId)).toMatchObject({ phone: first.e164, phoneVerifiedAt: verifiedAt });
  });

  it("answers 502 with a clear message when the text cannot be sent, without counting it against the member", async () => {
    const who = await member(app);
    const { e164 } = newNumber();
    const working = app.services.sms;
    app.services.sms = { name: "offline", send: async () => Promise.reject(new Error("provider down")) };
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const response = await postPhone({ phone: e164 }, who);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ errors: { phone: [SEND_FAILED] } });
    } finally {
      app.services.sms = working;
      console.error = log;
    }
    expect(errors).toHaveLength(1);
    // The failed text did not use up the minute: asking again sends one.
    expect((await postPhone({ phone: e164 }, who)).status).toBe(200);
    expect(await textsTo(e164)).toHaveLength(1);
  });
});

describe("POST /api/users/code", () => {
  it("verifies the number with the texted code: phone_verified_at set, audited, the code used up", async () => {
    const who = await member(app);
    const { typed, e164 } = newNumber();
    await postPhone({ phone: typed }, who);
    const code = await textedCode(e164);
    const response = await postCode({ code }, who);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ message: PHONE_VERIFIED, phone: e164, verified: true });
    const row = await userRow(who.userId);
    expect(row.phone).toBe(e164);
    expect(row.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(body.phone_verified_at).toBe(row.phoneVerifiedAt!.toISOString());
    expect(await auditActions(app, "user", who.userId)).toEqual(["user.phone_verified"]);
    // The same code again: the number is verified already.
    expect((await postCode({ code }, who)).status).toBe(409);
  });

  it("refuses a malformed code with 422 without using a try", async () => {
    const who = await member(app);
    const { e164 } = newNumber();
    await postPhone({ phone: e164 }, who);
    for (const code of ["12345", "abcdef", "1234567", ""]) {
      const response = await postCode({ code }, who);
      expect(response.status, code).toBe(422);
      expect(await response.json()).toMatchObject({ errors: { code: [CODE_INVALID] } });
    }
    expect((await postCode({}, who)).status).toBe(422);
    const [row] = await app.services.db.select().from(verifications).where(eq(verifications.userId, who.userId));
    expect(row.attempts).toBe(0);
    expect((await postCode({ code: await textedCode(e164) }, who)).status).toBe(200);
  });

  it("counts wrong codes; after the fifth the code is dead, even the right one, until a new code is asked for", async () => {
    const who = await member(app);
    const { e164 } = newNumber();
    await postPhone({ phone: e164 }, who);
    const code = await textedCode(e164);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await postCode({ code: wrong(code) }, who);
      expect(response.status, `try ${attempt}`).toBe(422);
      const message = (await response.json()).errors.code[0];
      if (attempt < 4) expect(message).toBe(`That code is not right. ${5 - attempt} tries left.`);
      if (attempt === 4) expect(message).toBe("That code is not right. 1 try left.");
      if (attempt === 5) expect(message).toContain("last try");
      const [row] = await app.services.db.select().from(verifications).where(eq(verifications.userId, who.userId));
      expect(row.attempts).toBe(attempt);
    }
    const dead = await postCode({ code }, who);
    expect(dead.status).toBe(409);
    expect(await dead.json()).toMatchObject({ errors: { code: [CODE_DEAD] } });
    expect((await userRow(who.userId)).phoneVerifiedAt).toBeNull();

    await aMinutePasses(who);
    expect((await postPhone({ phone: e164 }, who)).status).toBe(200);
    const fresh = await textedCode(e164);
    // The old code's row is gone; the new code has all its tries.
    expect(await app.services.db.select().from(verifications).where(eq(verifications.userId, who.userId))).toHaveLength(1);
    expect((await postCode({ code: fresh }, who)).status).toBe(200);
  });

  it("refuses a code after 10 minutes (409: ask for a new one)", async () => {
    const who = await member(app);
    const { e164 } = newNumber();
    await postPhone({ phone: e164 }, who);
    const code = await textedCode(e164);
    await codeExpires(who);
    const response = await postCode({ code }, who);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ errors: { code: [CODE_EXPIRED] } });
    expect((await userRow(who.userId)).phoneVerifiedAt).toBeNull();
  });

  it("refuses a code when none was asked for (409), and a code texted to another member", async () => {
    const who = await member(app);
    expect((await postCode({ code: "123456" }, who)).status).toBe(409);
    const other = await member(app);
    const { e164 } = newNumber();
    await postPhone({ phone: e164 }, other);
    const { e164: mine } = newNumber();
    await postPhone({ phone: mine }, who);
    const response = await postCode({ code: await textedCode(e164) }, who);
    // Another member's code is just a wrong code here (unless the two happen to be equal).
    if ((await textedCode(e164)) !== (await textedCode(mine))) expect(response.status).toBe(422);
    expect((await userRow(who.userId)).phoneVerifiedAt).toBeNull();
  });

  it("a new number clears the verification and the earlier code; the same verified number changes nothing", async () => {
    const who = await member(app);
    const first = newNumber();
    await postPhone({ phone: first.e164 }, who);
    expect((await postCode({ code: await textedCode(first.e164) }, who)).status).toBe(200);

    await aMinutePasses(who);
    const same = await postPhone({ phone: first.typed }, who);
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ verified: true, phone: first.e164 });
    expect(await textsTo(first.e164)).toHaveLength(1);
    expect((await userRow(who.userId)).phoneVerifiedAt).not.toBeNull();

    const second = newNumber();
    expect((await postPhone({ phone: second.e164 }, who)).status).toBe(200);
    expect(await userRow(who.userId)).toEqual({ phone: second.e164, phoneVerifiedAt: null });
    // A code sent before the change no longer works; the new one does.
    await aMinutePasses(who);
    const third = newNumber();
    await postPhone({ phone: third.e164 }, who);
    const stale = await textedCode(second.e164);
    const fresh = await textedCode(third.e164);
    if (stale !== fresh) expect((await postCode({ code: stale }, who)).status).toBe(422);
    expect((await postCode({ code: fresh }, who)).status).toBe(200);
    expect(await userRow(who.userId)).toMatchObject({ phone: third.e164 });
  });
});

describe("the My Phone section on /profile (no JavaScript)", () => {
  async function profilePost(who: Member, fields: Record<string, string>) {
    return unwrap(await run(() => profileRoute.action(app.args(formRequest("/profile", fields, who.jar)))));
  }
  async function profilePage(who: Member, path = "/profile") {
    return (await run(() => profileRoute.loader(app.args(getRequest(path, who.jar))))) as Awaited<ReturnType<typeof profileRoute.loader>>;
  }

  it("saves the number, asks for the code, verifies it, and shows the verified number", async () => {
    const who = await member(app);
    const { typed, e164 } = newNumber();
    expect((await profilePage(who)).phone).toMatchObject({ phone: null, awaitingCode: false, verifiedAt: null });

    const bad = await profilePost(who, { intent: "phone", phone: "+44 20 7946 0958" });
    expect(bad.status).toBe(422);
    expect(bad.data.phone).toMatchObject({ errors: { phone: [PHONE_NOT_US] }, values: { phone: "+44 20 7946 0958" }, show: "phone" });

    const saved = await profilePost(who, { intent: "phone", phone: typed });
    expect(saved.status).toBe(200);
    expect(saved.data.phone).toMatchObject({ message: CODE_SENT, show: "code" });
    expect((await profilePage(who)).phone).toMatchObject({ phone: e164, display: typed, awaitingCode: true });

    const resend = await profilePost(who, { intent: "phone", phone: e164, from: "code" });
    expect(resend.status).toBe(429);
    expect(resend.data.phone).toMatchObject({ errors: { phone: [CODE_WAIT] }, show: "code" });

    const code = await textedCode(e164);
    const malformed = await profilePost(who, { intent: "code", code: "12" });
    expect(malformed.status).toBe(422);
    expect(malformed.data.phone.errors.code).toEqual([CODE_INVALID]);
    const wrongOne = await profilePost(who, { intent: "code", code: wrong(code) });
    expect(wrongOne.status).toBe(422);
    expect(wrongOne.data.phone.errors.code[0]).toBe("That code is not right. 4 tries left.");

    const verified = await profilePost(who, { intent: "code", code });
    expect(verified.status).toBe(200);
    expect(verified.data.phone).toMatchObject({ message: PHONE_VERIFIED, show: "phone" });
    const page = await profilePage(who);
    expect(page.phone).toMatchObject({ phone: e164, display: typed, awaitingCode: false });
    expect(page.phone.verifiedAt).not.toBeNull();
  });

  it("keeps the address form working without an intent", async () => {
    const who = await member(app);
    // The address form posts without an intent: saved, back to the page with its notice.
    const answer = (await run(() =>
      profileRoute.action(
        app.args(formRequest("/profile", { name: "A B", address1: "1 Main St", city: "Fresno", state: "CA", zip: "93721" }, who.jar)),
      ),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/profile#buyer-info");
    expect(await toastOf(app, answer)).toMatchObject({ type: "success", description: ADDRESS_SAVED });
    expect((await profilePage(who)).address).toMatchObject({ address1: "1 Main St", city: "Fresno", zip: "93721" });
  });
});

describe("/dev/mail shows the texts beside the e-mails", () => {
  async function outboxPage(env: Record<string, string | undefined>, who?: Member, path = "/dev/mail") {
    const context = app.context();
    context.set(servicesContext, { ...app.services, config: loadConfig(env) });
    return run(() => devMail.loader(routeArgs(getRequest(path, who?.jar), context)));
  }

  it("labels them as text messages, readable in the local demo, codes hidden from administrators elsewhere, and nobody else", async () => {
    const who = await member(app);
    const { e164 } = newNumber();
    await postPhone({ phone: e164 }, who);
    const code = await textedCode(e164);

    const local = (await outboxPage({ DEMO: "1", PUBLIC_URL: BASE }, undefined, `/dev/mail?to=${encodeURIComponent(e164)}`)) as any;
    expect(local.emails).toEqual([expect.objectContaining({ channel: "sms", to: e164, text: expect.stringContaining(code) })]);

    const publicDeployment = { NODE_ENV: "production", PUBLIC_URL: "https://judgments.example" };
    expect(((await outboxPage(publicDeployment, who)) as Response).status).toBe(404);
    const admin = await member(app, { role: "admin" });
    const adminView = (await outboxPage(publicDeployment, admin, `/dev/mail?to=${encodeURIComponent(e164)}`)) as any;
    expect(adminView.emails).toHaveLength(1);
    expect(adminView.emails[0].text).not.toContain(code);
    expect(adminView.emails[0].text).toContain("hidden is your");
  });
});
