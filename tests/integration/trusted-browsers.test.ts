// Issue 27 B: after 50 guesses from many addresses the account was slowed for everyone, the
// attacker took each opening of the growing delay, and the owner, from the address that had just
// completed a password reset, got 429. A browser that completed a reset (or an invitation, or
// signed in) is trusted for the account: slowed by its own failures only, while strangers' guesses
// stay bounded (decision 0030).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like, sql } from "drizzle-orm";
import { passwordAttemptLimits } from "~/config/limits";
import * as forgot from "~/routes/auth/forgot-password";
import * as login from "~/routes/auth/login";
import * as register from "~/routes/auth/register";
import * as reset from "~/routes/auth/reset-password";
import * as accounts from "~/server/auth/accounts";
import { SLOWED_OWNER_HINT } from "~/server/auth/accounts";
import { hashPassword } from "~/server/auth/password";
import { BROWSER_COOKIE } from "~/server/auth/trusted-browsers";
import { outbox, sessions } from "~/server/db/schema";
import { findUserIdByEmail } from "~/server/queries/users";
import * as passwordRoute from "~/routes/api/users/password";
import { loginKeys } from "~/server/auth/password-attempts";
import { hasMark, peekCounter } from "~/server/queries/rate-limits";
import { CookieJar, createTestApp, formRequest, jsonRequest, unwrap, type TestApp } from "../support/app";
import { usingPostgres } from "../support/db";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, usingPostgres() ? { poolSize: 25 } : {});
});
afterAll(async () => {
  await app?.close();
});

const PASSWORD = "Secret-ledger-42!";
const NEW_PASSWORD = "Fresh-harbour-87!";
const ceiling = passwordAttemptLimits.perAccount.max;

/** Signs in from `ip` with the browser `jar` (a fresh one when none); answers the status. */
async function signIn(email: string, password: string, ip: string, jar = new CookieJar()): Promise<number> {
  const result = await login.action(app.args(formRequest("/login", { email, password }, jar), {}, ip));
  if (result instanceof Response) {
    jar.take(result);
    return result.status;
  }
  return unwrap(result).status;
}

let seq = 0;
let attackers = 0;
/** A new address of the attacker's (each attempt from another one). */
const attackerAddress = () => `10.66.${++attackers >> 8}.${attackers & 255}`;

async function owner(): Promise<string> {
  const handle = `owner_${++seq}`;
  const fields = { name: `Owner ${seq}`, handle, email: `${handle}.mail@example.com`, password: PASSWORD, password_confirmation: PASSWORD };
  expect(((await register.action(app.args(formRequest("/register", fields), {}, `10.251.2.${seq}`))) as Response).status).toBe(302);
  return fields.email;
}

/** The attack of the issue: the account's ceiling of failures from many addresses, and more. */
async function attack(email: string, extra = 5): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < ceiling + extra; i++) statuses.push(await signIn(email, `Wrong-guess-${i}!`, attackerAddress()));
  return statuses;
}

/** Asks for a reset link and sets NEW_PASSWORD with it in the browser `jar`, from `ip`. */
async function completeReset(email: string, jar: CookieJar, ip: string): Promise<Response> {
  expect(unwrap(await forgot.action(app.args(formRequest("/forgot-password", { email }, jar), {}, ip))).status).toBe(200);
  const [mail] = await app.services.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), like(outbox.subject, "Reset your password%")));
  const token = new URL(mail.bodyText.match(/https?:\/\/\S+reset-password\S+/)![0]).searchParams.get("token")!;
  const fields = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
  const done = (await reset.action(app.args(formRequest("/reset-password", fields, jar), {}, ip))) as Response;
  expect(done.headers.get("location")).toBe("/login");
  jar.take(done);
  return done;
}

describe("a browser trusted for the account", () => {
  it("after a completed reset, signs the owner in at once while the attacker's guesses are slowed", async () => {
    const email = await owner();
    const statuses = await attack(email);
    // The ceiling: 50 passwords checked, then strangers wait.
    expect(statuses.slice(0, ceiling).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(ceiling).filter((s) => s !== 429).length).toBeLessThanOrEqual(1);

    const browser = new CookieJar();
    const done = await completeReset(email, browser, "203.0.113.40");
    expect(done.headers.getSetCookie().find((c) => c.startsWith(`${BROWSER_COOKIE}=`))).toMatch(/HttpOnly; SameSite=Lax; Max-Age=7776000/);
    expect(browser.get(BROWSER_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The attacker keeps guessing; the owner's browser, from the address of the reset, gets in at once.
    expect(await signIn(email, "Wrong-guess-x!", attackerAddress())).toBe(429);
    expect(await signIn(email, NEW_PASSWORD, "203.0.113.40", browser)).toBe(302);
    // ...and from any other address (a phone on the road), the same browser too.
    expect(await signIn(email, NEW_PASSWORD, "198.51.100.77", browser)).toBe(302);
    // Another browser at the reset's address: that address is familiar now, so not slowed either.
    expect(await signIn(email, NEW_PASSWORD, "203.0.113.40")).toBe(302);
    // A stranger's browser at a new address is still slowed, with the owner's way in beside the wait.
    const stranger = unwrap(await login.action(app.args(formRequest("/login", { email, password: NEW_PASSWORD }), {}, attackerAddress())));
    expect(stranger.status).toBe(429);
    expect(stranger.data.errors.email).toEqual([expect.stringMatching(/^Too many failed sign-in attempts\. /), SLOWED_OWNER_HINT]);
  });

  it("keeps strangers' guesses bounded: a cookie of another account, or of no browser ever trusted, changes nothing", async () => {
    const victim = await owner();
    const other = await owner();
    // The attacker's own account trusts the attacker's browser...
    const attackerBrowser = new CookieJar();
    expect(await signIn(other, PASSWORD, attackerAddress(), attackerBrowser)).toBe(302);
    await attack(victim, 0);
    // ...which counts for nothing on the victim's account.
    const tries = [];
    for (let i = 0; i < 10; i++) tries.push(await signIn(victim, `Wrong-guess-b${i}!`, attackerAddress(), attackerBrowser));
    expect(tries.filter((s) => s !== 429).length).toBeLessThanOrEqual(1);
    // A made-up token neither.
    const forged = new CookieJar();
    forged.take(new Response(null, { headers: { "Set-Cookie": `${BROWSER_COOKIE}=${"A".repeat(43)}` } }));
    expect(await signIn(victim, "Wrong-guess-f!", attackerAddress(), forged)).toBe(429);
  });

  it("is slowed by its own failures (10, then a growing delay), so a stolen cookie gives few guesses", async () => {
    const email = await owner();
    const browser = new CookieJar();
    expect(await signIn(email, PASSWORD, "203.0.113.41", browser)).toBe(302);
    const limit = passwordAttemptLimits.perTrustedBrowser.max;
    const statuses = [];
    for (let i = 0; i < limit + 3; i++) statuses.push(await signIn(email, `Wrong-guess-${i}!`, attackerAddress(), browser));
    expect(statuses.slice(0, limit).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429, 429]);
    // Its failures never reached the account's counter: the owner's other places are unaffected.
    expect(await peekCounter(app.services.db, `login:account:${email}`)).toBe(0);
  });

  it("is no longer slowed once the owner completes a reset in it, as the 429 promises", async () => {
    const email = await owner();
    const browser = new CookieJar();
    expect(await signIn(email, PASSWORD, "203.0.113.43", browser)).toBe(302);
    // The owner forgets the password and fails 12 times in the usual browser: slowed (10, then 1 minute...).
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push(await signIn(email, `Forgotten-${i}!`, "203.0.113.43", browser));
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const slowed = unwrap(await login.action(app.args(formRequest("/login", { email, password: PASSWORD }, browser), {}, "203.0.113.43")));
    expect(slowed.data.errors.email).toContain(SLOWED_OWNER_HINT);
    // The reset proves the mailbox: the browser's own slowing is lifted, and it signs in at once.
    await completeReset(email, browser, "203.0.113.43");
    expect(await signIn(email, NEW_PASSWORD, "203.0.113.43", browser)).toBe(302);
  });

  it("stops being trusted when the password changes elsewhere, like every address that signed in with the old one", async () => {
    const email = await owner();
    const thief = new CookieJar();
    expect(await signIn(email, PASSWORD, "192.0.2.10", thief)).toBe(302);
    // The owner resets from another browser; the attack goes on.
    const ownerBrowser = new CookieJar();
    await completeReset(email, ownerBrowser, "203.0.113.42");
    await attack(email, 0);
    expect(await signIn(email, "Wrong-guess-t!", "192.0.2.10", thief)).toBe(429);
    expect(await signIn(email, NEW_PASSWORD, "203.0.113.42", ownerBrowser)).toBe(302);
  });
});

/** A `jx_browser` token the client chose (planted by an attacker: a sibling subdomain, plain HTTP). */
function plant(jar: CookieJar, token: string): CookieJar {
  return jar.take(new Response(null, { headers: { "Set-Cookie": `${BROWSER_COOKIE}=${token}` } }));
}
const isTrusted = (email: string, browser: string) => hasMark(app.services.db, loginKeys({ email, ip: "", browser }).trusted!);

describe("the browser's token: always made by the server at the moment of trust", () => {
  it("never trusts a token the client had before a sign-in, a reset or a password change", async () => {
    const email = await owner();
    const planted = "P".repeat(43);
    const browser = plant(new CookieJar(), planted);
    expect(await signIn(email, PASSWORD, "203.0.113.60", browser)).toBe(302);
    const afterSignIn = browser.get(BROWSER_COOKIE)!;
    expect(afterSignIn).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(afterSignIn).not.toBe(planted);
    expect(await isTrusted(email, planted)).toBe(false);
    expect(await isTrusted(email, afterSignIn)).toBe(true);

    // Planted again after the sign-in (cookie tossing), then the password form: a new token again.
    plant(browser, planted);
    const body = { current: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const changed = await passwordRoute.action(app.args(jsonRequest("/api/users/password", body, browser), {}, "203.0.113.60"));
    expect(changed.status).toBe(200);
    browser.take(changed);
    const afterChange = browser.get(BROWSER_COOKIE)!;
    expect([planted, afterSignIn]).not.toContain(afterChange);
    expect(await isTrusted(email, planted)).toBe(false);
    expect(await isTrusted(email, afterChange)).toBe(true);

    // And a completed reset.
    const other = await owner();
    const resetter = plant(new CookieJar(), planted);
    await completeReset(other, resetter, "203.0.113.61");
    expect(resetter.get(BROWSER_COOKIE)).not.toBe(planted);
    expect(await isTrusted(other, planted)).toBe(false);
    expect(await isTrusted(other, resetter.get(BROWSER_COOKIE)!)).toBe(true);
  });

  it("a token the attacker planted in the owner's browser gives no way to slow it", async () => {
    // The attacker's own account trusts the attacker's browser; its token is planted in the owner's.
    const attackerAccount = await owner();
    const attacker = new CookieJar();
    expect(await signIn(attackerAccount, PASSWORD, "192.0.2.66", attacker)).toBe(302);
    const known = attacker.get(BROWSER_COOKIE)!;
    const victim = await owner();
    const ownerBrowser = plant(new CookieJar(), known);
    expect(await signIn(victim, PASSWORD, "203.0.113.62", ownerBrowser)).toBe(302);
    expect(ownerBrowser.get(BROWSER_COOKIE)).not.toBe(known);

    // With the known token the attacker fails on their own account and on the owner's...
    for (let i = 0; i < 12; i++) await signIn(attackerAccount, `Burn-own-${i}!`, "192.0.2.66", plant(new CookieJar(), known));
    for (let i = 0; i < 12; i++) await signIn(victim, `Burn-victim-${i}!`, attackerAddress(), plant(new CookieJar(), known));
    // ...and the owner's browser still signs in at once.
    expect(await signIn(victim, PASSWORD, "203.0.113.62", ownerBrowser)).toBe(302);
  });
});

describe("a sign-in racing a password change", () => {
  it("does not open a session, nor trust the browser, when the password changed after it was checked", async () => {
    const email = await owner();
    const userId = (await findUserIdByEmail(app.services.db, email))!;
    // The thief's old password is checked...
    const verified = await accounts.signIn(app.services, { email, password: PASSWORD }, "192.0.2.70");
    if (!verified.ok) throw new Error("the old password should pass");
    // ...then the owner's reset commits...
    await completeReset(email, new CookieJar(), "203.0.113.70");
    // ...then the session would be opened: refused, as a wrong password.
    const thief = new CookieJar();
    const opened = await accounts.openSignedInSession(app.services, formRequest("/login", {}, thief), verified.value, "192.0.2.70");
    expect(opened).toMatchObject({ ok: false, status: 422 });
    expect(await app.services.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await peekCounter(app.services.db, `login:familiar:${email}|192.0.2.70`)).toBe(0);
  });
});

describe.skipIf(!usingPostgres())("the owner racing the attacker (PostgreSQL: simultaneous requests)", () => {
  it("the owner's trusted browser signs in during a burst of 60 guesses from 60 addresses, which check at most one more password", async () => {
    const email = await owner();
    const browser = new CookieJar();
    await completeReset(email, browser, "203.0.113.50");
    await attack(email, 0);
    const burst = Promise.all(Array.from({ length: 60 }, (_, i) => signIn(email, `Wrong-race-${i}!`, attackerAddress())));
    const mine = signIn(email, NEW_PASSWORD, "203.0.113.50", browser);
    const statuses = await burst;
    expect(await mine).toBe(302);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(1);
  });

  it("a sign-in with the old password whose check passed while a reset was committing gets no session and no trust after it", async () => {
    const email = await owner();
    const userId = (await findUserIdByEmail(app.services.db, email))!;
    const newHash = await hashPassword(NEW_PASSWORD);
    // The owner's reset has set the new password but not committed yet (held open here).
    let commit!: () => void;
    let changed!: () => void;
    const hold = new Promise<void>((resolve) => (commit = resolve));
    const passwordSet = new Promise<void>((resolve) => (changed = resolve));
    const reset = app.services.db.transaction(async (tx) => {
      await accounts.replacePassword(tx, userId, newHash);
      changed();
      await hold;
    });
    await passwordSet;
    // The thief's old password is still the committed one: its check passes.
    const thief = new CookieJar();
    const signingIn = signIn(email, PASSWORD, "192.0.2.71", thief);
    let settled = false;
    void signingIn.finally(() => (settled = true));
    // Wait until the sign-in either finished or waits for the reset's lock on the member's row.
    const waitingForLock = async () => {
      const waiting = sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`;
      return ((await app.services.db.execute(waiting)) as unknown as { rows: unknown[] }).rows.length > 0;
    };
    try {
      for (let i = 0; i < 500 && !settled && !(await waitingForLock()); i++) await new Promise((r) => setTimeout(r, 10));
      // It waits for the reset (its check read the old password; it may not open a session yet).
      expect(settled).toBe(false);
    } finally {
      commit();
      await reset;
    }
    expect(await signingIn).toBe(422);
    expect(await app.services.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    const token = thief.get(BROWSER_COOKIE);
    if (token) expect(await isTrusted(email, token)).toBe(false);
  });
});
