// "Change My Password": POST /api/users/password and the /profile form without JavaScript. Who may
// (401), each field's refusal with the spec's one failure message, the sign-in throttle on wrong
// current passwords, and a change: the new hash, the asking session kept and every other one
// ended, the e-mail and the audit entry. Also /dashboard and /how-it-works, which redirect.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { matchRoutes } from "react-router";
import routes from "~/routes";
import * as login from "~/routes/auth/login";
import * as dashboardRedirect from "~/routes/home/dashboard-redirect";
import * as home from "~/routes/home/index";
import * as profile from "~/routes/profile/index";
import * as howItWorks from "~/routes/public/how-it-works";
import * as passwordRoute from "~/routes/api/users/password";
import { hashPassword, verifyPassword } from "~/server/auth/password";
import { WRONG_CURRENT_PASSWORD } from "~/server/auth/password-change";
import { outbox, sessions, users } from "~/server/db/schema";
import { setPasswordHash } from "~/server/queries/users";
import { startUserSession } from "~/server/session";
import { CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, toastOf, unwrap, type TestApp } from "../support/app";
import { member, type Member } from "../support/factories";
import { auditActions } from "../support/rows";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const CURRENT = "Lantern-Quarry-51!";
const NEW = "Velvet-Harbor-Compass-93!";
const CHECK_INPUT = "Please check your input and try again.";

/** A member whose password is CURRENT, signed in once (its `jar`). */
async function memberWithPassword(): Promise<Member> {
  const who = await member(app, { prefix: "pw" });
  await setPasswordHash(app.services.db, who.userId, await hashPassword(CURRENT));
  return who;
}

/** Another session of the same member, as if signed in on a second device. */
async function secondSession(who: Member): Promise<CookieJar> {
  const cookie = await startUserSession(getRequest("/"), app.services, who.userId);
  return new CookieJar().take(new Response(null, { headers: { "Set-Cookie": cookie } }));
}

// Each test from its own address, so the per-address limits of one test stay out of the others.
let addresses = 0;
const nextIp = () => `10.77.0.${++addresses}`;

async function change(jar: CookieJar | undefined, body: Record<string, unknown>, ip = nextIp()) {
  const response = await passwordRoute.action(app.args(jsonRequest("/api/users/password", body, jar), {}, ip));
  return { status: response.status, body: (await response.json()) as { errors?: Record<string, string[]>; message?: string } };
}

const valid = { current: CURRENT, password: NEW, password_confirmation: NEW };

async function signedIn(jar: CookieJar): Promise<boolean> {
  const answer = await run(() => profile.loader(app.args(getRequest("/profile", jar))));
  if (answer instanceof Response) {
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    return false;
  }
  return true;
}

async function storedHash(userId: number): Promise<string> {
  const [row] = await app.services.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row.hash;
}

async function mailsTo(email: string) {
  return app.services.db.select().from(outbox).where(eq(outbox.toAddress, email));
}

describe("POST /api/users/password: refusals", () => {
  it("answers 401 to a visitor", async () => {
    const answer = await change(undefined, valid);
    expect(answer.status).toBe(401);
    expect(answer.body.errors?._).toEqual(["Please sign in to continue."]);
  });

  it("answers 422 with every missing field and the spec's one message", async () => {
    const who = await memberWithPassword();
    const answer = await change(who.jar, {});
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(CHECK_INPUT);
    expect(answer.body.errors?.current).toEqual(["Please enter your current password."]);
    expect(answer.body.errors?.password).toEqual(["Please choose a password."]);
    expect(answer.body.errors?.password_confirmation).toEqual(["Please confirm your password."]);
    expect(await verifyPassword(await storedHash(who.userId), CURRENT)).toBe(true);
  });

  it("refuses a password that breaks the registration's rules, and one zxcvbn finds weak", async () => {
    const who = await memberWithPassword();
    const short = await change(who.jar, { current: CURRENT, password: "abc", password_confirmation: "abc" });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(CHECK_INPUT);
    expect(short.body.errors?.password).toContain("Password must be at least 8 characters.");
    expect(short.body.errors?.password).toContain("Password must contain a capital letter.");

    const common = await change(who.jar, { current: CURRENT, password: "Password1!", password_confirmation: "Password1!" });
    expect(common.status).toBe(422);
    expect(common.body.message).toBe(CHECK_INPUT);
    expect(common.body.errors?.password?.length).toBeGreaterThan(0);
    expect(Object.keys(common.body.errors ?? {})).toEqual(["password"]);
    expect(await verifyPassword(await storedHash(who.userId), CURRENT)).toBe(true);
  });

  it("refuses a confirmation that does not match", async () => {
    const who = await memberWithPassword();
    const answer = await change(who.jar, { current: CURRENT, password: NEW, password_confirmation: `${NEW}x` });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(CHECK_INPUT);
    expect(answer.body.errors).toEqual({ password_confirmation: ["The passwords do not match."] });
  });

  it("refuses a wrong current password with the spec's message and keeps the old password", async () => {
    const who = await memberWithPassword();
    const answer = await change(who.jar, { ...valid, current: "Not-the-one-42!" });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(CHECK_INPUT);
    expect(answer.body.errors).toEqual({ current: [WRONG_CURRENT_PASSWORD] });
    expect(await verifyPassword(await storedHash(who.userId), CURRENT)).toBe(true);
    expect(await mailsTo(who.email)).toHaveLength(0);
  });

  it("answers 429 after repeated wrong current passwords, even to the right one, like sign-in", async () => {
    const who = await memberWithPassword();
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await change(who.jar, { ...valid, current: `Guess-${i}-pass!` }, ip)).status).toBe(422);
    }
    const blocked = await change(who.jar, valid, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors?.current?.[0]).toMatch(/^Too many wrong passwords\. Please try again in/);
    expect(await verifyPassword(await storedHash(who.userId), CURRENT)).toBe(true);
    // The same counters as sign-in: the account's sign-in from that address waits too.
    const signIn = unwrap(await login.action(app.args(formRequest("/login", { email: who.email, password: CURRENT }), {}, ip)));
    expect(signIn.status).toBe(429);
  });

  it("forgets the wrong tries once the right current password is given", async () => {
    const who = await memberWithPassword();
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await change(who.jar, { ...valid, current: `Guess-${i}-pass!` }, ip);
    // The right current password (the new one equal to it is refused, but only after the check).
    const same = await change(who.jar, { current: CURRENT, password: CURRENT, password_confirmation: CURRENT }, ip);
    expect(same.status).toBe(422);
    expect(same.body.errors?.password).toEqual(["Please choose a password different from your current one."]);
    for (let i = 0; i < 5; i++) {
      expect((await change(who.jar, { ...valid, current: `Again-${i}-pass!` }, ip)).status).toBe(422);
    }
    expect((await change(who.jar, valid, ip)).status).toBe(429);
  });
});

describe("POST /api/users/password: a change", () => {
  it("stores the new password, keeps this session, ends the member's other one, mails and audits", async () => {
    const who = await memberWithPassword();
    const other = await secondSession(who);
    const bystander = await memberWithPassword();
    expect(await signedIn(other)).toBe(true);

    const answer = await change(who.jar, valid);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "Your password was changed successfully." });

    const hash = await storedHash(who.userId);
    expect(await verifyPassword(hash, NEW)).toBe(true);
    expect(await verifyPassword(hash, CURRENT)).toBe(false);
    expect(await signedIn(who.jar)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    const left = await app.services.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, who.userId));
    expect(left).toHaveLength(1);
    expect(await signedIn(bystander.jar)).toBe(true);

    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Your password was changed \| /);
    expect(mails[0].bodyText).toMatch(/was changed on \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M ET/);
    expect(mails[0].bodyText).toContain("If it was not you");
    expect(mails[0].bodyText).toContain("http://localhost:3000/forgot-password");
    expect(await auditActions(app, "user", who.userId)).toEqual(["user.password_change"]);

    // The new password signs in; the old one does not.
    const oldSignIn = unwrap(await login.action(app.args(formRequest("/login", { email: who.email, password: CURRENT }), {}, nextIp())));
    expect(oldSignIn.status).toBe(422);
    const newSignIn = (await login.action(app.args(formRequest("/login", { email: who.email, password: NEW }), {}, nextIp()))) as Response;
    expect(newSignIn.status).toBe(302);
  });

  it("refuses a session that another session of the member already signed out", async () => {
    const who = await memberWithPassword();
    const other = await secondSession(who);
    expect((await change(who.jar, valid)).status).toBe(200);
    const late = await change(other, {
      current: NEW,
      password: "Maple-Turbine-Orbit-27!",
      password_confirmation: "Maple-Turbine-Orbit-27!",
    });
    expect(late.status).toBe(401);
    expect(await verifyPassword(await storedHash(who.userId), NEW)).toBe(true);
  });
});

describe("/profile's own form (intent=password)", () => {
  const post = (jar: CookieJar, fields: Record<string, string>) =>
    profile.action(app.args(formRequest("/profile", { intent: "password", ...fields }, jar), {}, nextIp()));

  it("shows the field errors and changes nothing", async () => {
    const who = await memberWithPassword();
    const answer = unwrap(await post(who.jar, { current: "Wrong-one-77!", password: NEW, password_confirmation: NEW }));
    expect(answer.status).toBe(422);
    expect(answer.data.password.errors).toEqual({ current: [WRONG_CURRENT_PASSWORD] });
    expect(answer.data.errors).toBeUndefined();
    expect(await verifyPassword(await storedHash(who.userId), CURRENT)).toBe(true);
  });

  it("changes the password with the success notice and ends the other sessions", async () => {
    const who = await memberWithPassword();
    const other = await secondSession(who);
    const answer = (await post(who.jar, valid)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/profile");
    expect((await toastOf(app, answer))?.description).toBe("Your password was changed successfully.");
    expect(await verifyPassword(await storedHash(who.userId), NEW)).toBe(true);
    expect(await signedIn(who.jar)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect(await mailsTo(who.email)).toHaveLength(1);
  });

  it("still saves the address when no intent is given", async () => {
    const who = await memberWithPassword();
    const answer = (await profile.action(
      app.args(formRequest("/profile", { name: "Pat Doe", address1: "1 Main St", city: "Fresno", state: "CA", zip: "93721" }, who.jar)),
    )) as Response;
    expect(answer.headers.get("location")).toBe("/profile#buyer-info");
    expect((await toastOf(app, answer))?.description).toBe("Address Saved Successfully!");
  });
});

describe("/dashboard, /home and /how-it-works", () => {
  it("are in the route table, with the password endpoint before the API's catch-all", () => {
    type Entry = { path?: string; file: string; children?: Entry[] };
    const fileFor = (path: string) => (matchRoutes(routes as never, path)?.at(-1)?.route as Entry | undefined)?.file;
    expect(fileFor("/dashboard")).toBe("routes/home/dashboard-redirect.ts");
    expect(fileFor("/home")).toBe("routes/home/index.tsx");
    expect(fileFor("/how-it-works")).toBe("routes/public/how-it-works.ts");
    expect(fileFor("/api/users/password")).toBe("routes/api/users/password.ts");
  });

  it("redirects /dashboard permanently to /home, query string kept", async () => {
    const answer = (await dashboardRedirect.loader(app.args(getRequest("/dashboard?tab=offers&x=1")))) as Response;
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/home?tab=offers&x=1");
    const plain = (await dashboardRedirect.loader(app.args(getRequest("/dashboard")))) as Response;
    expect(plain.headers.get("location")).toBe("/home");
  });

  it("keeps /home as the dashboard page", async () => {
    const who = await memberWithPassword();
    const data = (await home.loader(app.args(getRequest("/home", who.jar)))) as Record<string, unknown>;
    expect(data).toHaveProperty("profile");
    const visitor = (await run(() => home.loader(app.args(getRequest("/home"))))) as Response;
    expect(visitor.headers.get("location")).toBe("/login?redirectTo=%2Fhome");
  });

  it("redirects /how-it-works permanently to the selling guide", async () => {
    const answer = (await howItWorks.loader(app.args(getRequest("/how-it-works?ref=spec")))) as Response;
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/how-to-sell?ref=spec");
  });
});
