// Registration, sign-in, sign-out, throttling, e-mail verification and password reset, through
// the route modules' loaders and actions on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as forgot from "~/routes/auth/forgot-password";
import * as login from "~/routes/auth/login";
import * as logout from "~/routes/auth/logout";
import * as register from "~/routes/auth/register";
import * as reset from "~/routes/auth/reset-password";
import * as verify from "~/routes/auth/verify-email";
import * as resend from "~/routes/auth/verify-email-resend";
import * as home from "~/routes/home/index";
import { loader as rootLoader } from "~/root";
import { sql } from "drizzle-orm";
import { passwordAttemptLimits } from "~/config/limits";
import { outbox, rateLimits, users } from "~/server/db/schema";
import { peekCounter } from "~/server/queries/rate-limits";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { PASSWORD_RESET_JOB, requestPasswordReset, sendPasswordReset } from "~/server/auth/accounts";
import { createOrUpdateUser } from "~/server/auth/create-user";
import type { Database } from "~/server/db/client";
import * as schema from "~/server/db/schema";
import { CookieJar, createTestApp, formRequest, getRequest, run, unwrap, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const args = (request: Request, ip?: string) => app.args(request, {}, ip);

const newUser = (n: string) => ({
  name: `User ${n}`,
  handle: `trader_${n}`,
  email: `user_${n}@example.com`,
  password: "Secret-pass1",
  password_confirmation: "Secret-pass1",
});

// Each sign-up from its own address, so the per-address sign-up limit stays out of the way.
let signUps = 0;
async function registerAs(n: string, jar = new CookieJar()) {
  const response = (await register.action(args(formRequest("/register", newUser(n), jar), `10.250.0.${++signUps}`))) as Response;
  jar.take(response);
  return { response, jar };
}

function lastLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/g);
  return new URL(match![match!.length - 1]).pathname + new URL(match![match!.length - 1]).search;
}

describe("registration", () => {
  it("creates the account, signs the user in and sends a verification link", async () => {
    const { response, jar } = await registerAs("ada");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/home");
    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith("jx_session="))!;
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);

    const root = unwrap(await rootLoader(args(getRequest("/home", jar)))).data;
    expect(root.user.handle).toBe("trader_ada");
    expect(root.roles).toEqual([]);
    expect(root.permissions).toEqual([]);

    const [mail] = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, "user_ada@example.com"));
    expect(mail.subject).toMatch(/Confirm your e-mail/);
    const verified = (await run(() => verify.loader(args(getRequest(lastLink(mail.bodyText), jar))))) as Response;
    expect(verified.status).toBe(302);
    const [row] = await app.services.db.select().from(users).where(eq(users.handle, "trader_ada"));
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    // The link works once.
    const again = await run(() => verify.loader(args(getRequest(lastLink(mail.bodyText), jar))));
    expect(again).toEqual({ failed: true });
  });

  it("explains every problem next to its field", async () => {
    const result = unwrap(
      await register.action(
        args(formRequest("/register", { name: "", handle: "x", email: "bad", password: "weak", password_confirmation: "nope" })),
      ),
    );
    expect(result.status).toBe(422);
    expect(Object.keys(result.data.errors).sort()).toEqual(["email", "handle", "name", "password", "password_confirmation"]);
    expect(result.data.errors.password).toContain("Password must contain a capital letter.");
    expect(result.data.values.email).toBe("bad");
  });

  it("says a handle is taken, whatever the letter case (handles are public)", async () => {
    await registerAs("bob");
    const result = unwrap(await register.action(args(formRequest("/register", { ...newUser("bob2"), handle: "TRADER_BOB" }))));
    expect(result.status).toBe(422);
    expect(result.data.errors.handle[0]).toMatch(/taken/);
    expect(result.data.errors.email).toBeUndefined();
  });

  it("never says an e-mail address has an account: it asks to check the e-mail and tells the owner", async () => {
    await registerAs("bea");
    const jar = new CookieJar();
    const attempt = await register.action(args(formRequest("/register", { ...newUser("bea_again"), email: "USER_BEA@example.com" }, jar)));
    const result = unwrap(attempt);
    expect(result.status).toBe(200);
    expect(result.data.errors).toBeUndefined();
    expect(result.data.checkEmail).toBe("USER_BEA@example.com");
    expect(JSON.stringify(result.data)).not.toMatch(/exist|already|taken/i);
    // Nothing created, nobody signed in.
    expect(await app.services.db.select().from(users).where(eq(users.handle, "trader_bea_again"))).toHaveLength(0);
    expect(attempt instanceof Response).toBe(false);

    // The owner is told, with a way to sign in and to reset the password; at most once a day.
    const notices = async () =>
      (await app.services.db.select().from(outbox).where(eq(outbox.toAddress, "USER_BEA@example.com"))).filter((m) =>
        m.subject.startsWith("Someone tried to register"),
      );
    const [notice] = await notices();
    expect(notice.bodyText).toMatch(/already has an account/);
    expect(notice.bodyText).toContain("http://localhost:3000/login?redirectTo=%2Fhome");
    expect(notice.bodyText).toContain("http://localhost:3000/forgot-password");
    await register.action(args(formRequest("/register", { ...newUser("bea_third"), email: "USER_BEA@example.com" })));
    expect(await notices()).toHaveLength(1);
  });

  it("refuses common and easily guessed passwords, saying why", async () => {
    const weak = unwrap(
      await register.action(
        args(formRequest("/register", { ...newUser("ivy"), password: "Password1!", password_confirmation: "Password1!" })),
      ),
    );
    expect(weak.status).toBe(422);
    expect(weak.data.errors.password[0]).toBe("This password is too easy to guess. This is similar to a commonly used password.");
    expect(await app.services.db.select().from(users).where(eq(users.handle, "trader_ivy"))).toHaveLength(0);

    // The person's own name, handle or e-mail make a weak password too.
    const personal = unwrap(
      await register.action(
        args(
          formRequest("/register", {
            ...newUser("ivy"),
            name: "Ivy Quartermaine",
            password: "Quartermaine1!",
            password_confirmation: "Quartermaine1!",
          }),
        ),
      ),
    );
    expect(personal.data.errors.password[0]).toMatch(/too easy to guess.*personal/);
  });

  it("accepts a random 8-character password with the four kinds of character (decision 0031)", async () => {
    const created = (await register.action(
      args(formRequest("/register", { ...newUser("oda"), password: "Jx7#kq2M", password_confirmation: "Jx7#kq2M" }), "10.251.0.1"),
    )) as Response;
    expect(created.status).toBe(302);
    expect(await app.services.db.select().from(users).where(eq(users.handle, "trader_oda"))).toHaveLength(1);
  });
  it("survives a body that is not a form", async () => {
    const request = new Request("http://localhost:3000/register", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: "{not json",
    });
    expect(unwrap(await register.action(args(request))).status).toBe(422);
  });
});

describe("sign in and out", () => {
  it("signs in with the right password and goes back to the page asked for", async () => {
    await registerAs("cy");
    const jar = new CookieJar();
    const response = (await login.action(
      args(formRequest("/login?redirectTo=%2Fcontact-us", { email: "USER_CY@example.com", password: "Secret-pass1" }, jar)),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/contact-us");
    jar.take(response);
    const root = unwrap(await rootLoader(args(getRequest("/", jar)))).data;
    expect(root.user.email).toBe("user_cy@example.com");

    const out = (await logout.action(args(formRequest("/logout", {}, jar)))) as Response;
    expect(out.headers.get("location")).toBe("/");
    jar.take(out);
    expect(jar.get("jx_session")).toBeUndefined();
    const after = unwrap(await rootLoader(args(getRequest("/", jar)))).data;
    expect(after.user).toBeNull();
  });

  it("never redirects to another site after sign-in", async () => {
    await registerAs("dee");
    const response = (await login.action(
      args(formRequest("/login", { email: "user_dee@example.com", password: "Secret-pass1", redirectTo: "//evil.example/x" })),
    )) as Response;
    expect(response.headers.get("location")).toBe("/home");
  });

  it("gives the same answer for a wrong password and an unknown account", async () => {
    const wrong = unwrap(await login.action(args(formRequest("/login", { email: "user_dee@example.com", password: "Wrong-pass1" }))));
    const unknown = unwrap(await login.action(args(formRequest("/login", { email: "nobody@example.com", password: "Wrong-pass1" }))));
    expect(wrong.status).toBe(422);
    expect(wrong.data.errors).toEqual(unknown.data.errors);
  });

  it("pauses sign-in for an account from an address after repeated failures, even with the right password", async () => {
    await registerAs("eve");
    for (let i = 0; i < 5; i++) {
      await login.action(args(formRequest("/login", { email: "user_eve@example.com", password: "Wrong-pass1" }), "10.0.0.1"));
    }
    const blocked = unwrap(
      await login.action(args(formRequest("/login", { email: "user_eve@example.com", password: "Secret-pass1" }), "10.0.0.1")),
    );
    expect(blocked.status).toBe(429);
    expect(blocked.data.errors.email[0]).toMatch(/Too many failed sign-in attempts/);
  });

  it("lets the owner in from the owner's address after someone else's failures (no lock-out)", async () => {
    await registerAs("owen");
    for (let i = 0; i < 12; i++) {
      await login.action(args(formRequest("/login", { email: "user_owen@example.com", password: `Guess-${i}-pass!` }), "10.66.0.1"));
    }
    const owner = (await login.action(
      args(formRequest("/login", { email: "user_owen@example.com", password: "Secret-pass1" }), "10.0.7.7"),
    )) as Response;
    expect(owner.status).toBe(302);
  });

  it("makes an address wait longer after every further failure on one account", async () => {
    await registerAs("pam");
    const attempt = (password: string) =>
      login.action(args(formRequest("/login", { email: "user_pam@example.com", password }), "10.55.0.1"));
    const pairKey = "login:pair:user_pam@example.com|10.55.0.1";
    const travel = (secondsLater: number) =>
      app.services.db
        .update(rateLimits)
        .set({ resetAt: sql`${rateLimits.resetAt} - make_interval(secs => ${secondsLater})` })
        .where(eq(rateLimits.key, pairKey));
    for (let i = 0; i < 5; i++) expect(unwrap(await attempt("Wrong-pass1")).status).toBe(422);
    // After 5 failures: 1 minute, then 2, then 4, … (the delays of app/config/limits.ts).
    for (const delay of [60, 120, 240]) {
      expect(unwrap(await attempt("Secret-pass1")).status).toBe(429);
      await travel(delay - 5);
      expect(unwrap(await attempt("Secret-pass1")).status).toBe(429);
      await travel(5);
      expect(unwrap(await attempt("Wrong-pass1")).status).toBe(422);
    }
    await travel(480);
    // The right password, once allowed, signs in and forgets the failures.
    expect(((await attempt("Secret-pass1")) as Response).status).toBe(302);
    expect(await peekCounter(app.services.db, pairKey)).toBe(0);
  });

  it("slows, never locks, an account attacked from many addresses; a familiar address is not slowed", async () => {
    await registerAs("max");
    const email = "user_max@example.com";
    // The owner signed in from home before the attack.
    expect(((await login.action(args(formRequest("/login", { email, password: "Secret-pass1" }), "10.1.1.1"))) as Response).status).toBe(
      302,
    );
    const ceiling = passwordAttemptLimits.perAccount.max;
    for (let i = 0; i < ceiling; i++) {
      const answer = unwrap(
        await login.action(args(formRequest("/login", { email, password: "Wrong-pass1" }), `10.77.${i >> 8}.${i & 255}`)),
      );
      expect(answer.status).toBe(422);
    }
    // The ceiling is reached: from a new address the owner must wait a few seconds, not 15 minutes.
    const slowed = unwrap(await login.action(args(formRequest("/login", { email, password: "Secret-pass1" }), "10.2.2.2")));
    expect(slowed.status).toBe(429);
    expect(slowed.data.errors.email[0]).toBe("Too many failed sign-in attempts. Please try again in a minute.");
    // From the familiar address, at once.
    expect(((await login.action(args(formRequest("/login", { email, password: "Secret-pass1" }), "10.1.1.1"))) as Response).status).toBe(
      302,
    );
    // Once the short delay has passed, from the new address too.
    await app.services.db
      .update(rateLimits)
      .set({ resetAt: sql`${rateLimits.resetAt} - make_interval(secs => 11)` })
      .where(eq(rateLimits.key, `login:account:${email}`));
    expect(((await login.action(args(formRequest("/login", { email, password: "Secret-pass1" }), "10.2.2.2"))) as Response).status).toBe(
      302,
    );
  });

  it("pauses sign-in from an address after repeated failures across accounts", async () => {
    await registerAs("fay");
    for (let i = 0; i < 20; i++) {
      await login.action(args(formRequest("/login", { email: `ghost${i}@example.com`, password: "Wrong-pass1" }), "10.9.9.9"));
    }
    const blocked = unwrap(
      await login.action(args(formRequest("/login", { email: "user_fay@example.com", password: "Secret-pass1" }), "10.9.9.9")),
    );
    expect(blocked.status).toBe(429);
    const elsewhere = (await login.action(
      args(formRequest("/login", { email: "user_fay@example.com", password: "Secret-pass1" }), "10.9.9.10"),
    )) as Response;
    expect(elsewhere.status).toBe(302);
  });

  it("sends visitors of the dashboard to sign in and back", async () => {
    const result = (await run(() => home.loader(args(getRequest("/home"))))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/login?redirectTo=%2Fhome");
  });

  it("sends signed-in users away from the sign-in page", async () => {
    const { jar } = await registerAs("gus");
    const result = (await run(() => login.loader(args(getRequest("/login", jar))))) as Response;
    expect(result.headers.get("location")).toBe("/home");
  });
});

describe("password reset", () => {
  it("mails a link that sets a new password once and ends old sessions", async () => {
    const { jar: oldJar } = await registerAs("hal");
    const answer = unwrap(await forgot.action(args(formRequest("/forgot-password", { email: "user_hal@example.com" }))));
    expect(answer.data.sent).toBe(true);
    const mails = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, "user_hal@example.com"));
    const resetMail = mails.find((m) => m.subject.startsWith("Reset your password"))!;
    const link = new URL(lastLink(resetMail.bodyText), "http://localhost:3000");
    const token = link.searchParams.get("token")!;

    const mismatch = unwrap(
      await reset.action(args(formRequest("/reset-password", { token, password: "Newer-pass2", password_confirmation: "x" }))),
    );
    expect(mismatch.status).toBe(422);

    const done = (await reset.action(
      args(formRequest("/reset-password", { token, password: "Newer-pass2", password_confirmation: "Newer-pass2" })),
    )) as Response;
    expect(done.headers.get("location")).toBe("/login");

    const reused = unwrap(
      await reset.action(args(formRequest("/reset-password", { token, password: "Other-pass3", password_confirmation: "Other-pass3" }))),
    );
    expect(reused.data.errors._[0]).toMatch(/expired or was already used/);

    const root = unwrap(await rootLoader(args(getRequest("/", oldJar)))).data;
    expect(root.user).toBeNull();
    const signedIn = (await login.action(
      args(formRequest("/login", { email: "user_hal@example.com", password: "Newer-pass2" })),
    )) as Response;
    expect(signedIn.status).toBe(302);
  });

  const resetLinks = async (email: string) =>
    (await app.services.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(outbox.id))
      .filter((m) => m.subject.startsWith("Reset your password"))
      .map((m) => new URL(lastLink(m.bodyText), "http://localhost:3000").searchParams.get("token")!);
  const setPassword = async (token: string, password: string) =>
    run(() => reset.action(args(formRequest("/reset-password", { token, password, password_confirmation: password }))));
  const refusedLink = (result: unknown) => {
    expect(result).not.toBeInstanceOf(Response);
    expect(unwrap(result).data.errors._[0]).toMatch(/expired or was already used/);
  };

  it("keeps every reset link sent working until one is used: then, or after a new password, the others stop", async () => {
    await registerAs("ian");
    const ask = () => forgot.action(args(formRequest("/forgot-password", { email: "user_ian@example.com" })));
    // Three links at once (an attacker asking, the e-mails delivered in any order): none ends another,
    // so whichever the owner opens works, even the oldest.
    await Promise.all([ask(), ask(), ask()]);
    const [first, second, third] = await resetLinks("user_ian@example.com");
    expect(third).toBeDefined();
    expect(((await setPassword(first, "Newer-pass2!")) as Response).headers.get("location")).toBe("/login");
    refusedLink(await setPassword(second, "Other-pass3!"));
    refusedLink(await setPassword(third, "Other-pass3!"));
    refusedLink(await setPassword(first, "Other-pass3!"));

    // A password set by the administrators' tool ends a link still out.
    await app.services.db.delete(rateLimits).where(sql`${rateLimits.key} like 'reset:mail:%'`);
    await ask();
    const fourth = (await resetLinks("user_ian@example.com"))[3];
    await createOrUpdateUser(app.services.db, { email: "user_ian@example.com", password: "Admin-set-pass4!", role: "user" });
    refusedLink(await setPassword(fourth, "Other-pass3!"));
    expect(
      ((await login.action(args(formRequest("/login", { email: "user_ian@example.com", password: "Admin-set-pass4!" })))) as Response)
        .status,
    ).toBe(302);
  });

  it("keeps one live e-mail confirmation link: a new one ends the older one", async () => {
    const { jar } = await registerAs("joy");
    await resend.action(args(formRequest("/verify-email/resend", {}, jar)));
    const links = (await app.services.db.select().from(outbox).where(eq(outbox.toAddress, "user_joy@example.com")).orderBy(outbox.id))
      .filter((m) => m.subject.startsWith("Confirm your e-mail"))
      .map((m) => lastLink(m.bodyText));
    expect(links).toHaveLength(2);
    expect(await run(() => verify.loader(args(getRequest(links[0], jar))))).toEqual({ failed: true });
    expect(((await run(() => verify.loader(args(getRequest(links[1], jar))))) as Response).status).toBe(302);
  });

  it("refuses an easily guessed new password and keeps the link working", async () => {
    await registerAs("kit");
    await forgot.action(args(formRequest("/forgot-password", { email: "user_kit@example.com" })));
    const [token] = await resetLinks("user_kit@example.com");
    const weak = unwrap(await setPassword(token, "Password1!"));
    expect(weak.status).toBe(422);
    expect(weak.data.errors.password[0]).toBe("This password is too easy to guess. This is similar to a commonly used password.");
    const personal = unwrap(await setPassword(token, "User_kit2024!"));
    expect(personal.data.errors.password[0]).toMatch(/personal/);
    expect(((await setPassword(token, "Fresh-ledger-77!")) as Response).headers.get("location")).toBe("/login");
  });

  it("does the same database work on the request's path for a known and an unknown address", async () => {
    await registerAs("lea");
    const statements: string[] = [];
    const logger = { logQuery: (query: string) => void statements.push(query) };
    const db = (app.handle.pglite
      ? drizzlePglite(app.handle.pglite, { schema, logger })
      : drizzleNodePg(app.handle.pool!, { schema, logger })) as unknown as Database;
    const jobs: Array<{ name: string; data: Record<string, unknown> }> = [];
    const services = {
      ...app.services,
      db,
      jobs: {
        send: async (name: string, data: object) => void jobs.push({ name, data: data as Record<string, unknown> }),
        stop: async () => {},
      },
    };
    const trace = async (email: string, ip: string) => {
      statements.length = 0;
      jobs.length = 0;
      expect(await requestPasswordReset(services, email, ip)).toEqual({ ok: true, value: null });
      return { statements: [...statements], jobs: jobs.map((j) => ({ name: j.name, fields: Object.keys(j.data) })) };
    };
    const known = await trace("user_lea@example.com", "10.33.0.1");
    const unknown = await trace("nobody-lea@example.com", "10.33.0.2");
    expect(unknown).toEqual(known);
    expect(known.jobs).toEqual([{ name: PASSWORD_RESET_JOB, fields: ["email"] }]);

    // The job mails the link to the real account only.
    await sendPasswordReset(app.services, "user_lea@example.com");
    await sendPasswordReset(app.services, "nobody-lea@example.com");
    expect(await resetLinks("user_lea@example.com")).toHaveLength(1);
    expect(await resetLinks("nobody-lea@example.com")).toHaveLength(0);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const answer = unwrap(await forgot.action(args(formRequest("/forgot-password", { email: "nobody@example.com" }))));
    expect(answer.data.sent).toBe(true);
    const mails = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, "nobody@example.com"));
    expect(mails).toHaveLength(0);
  });
});
