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
import * as home from "~/routes/home/index";
import { loader as rootLoader } from "~/root";
import { outbox, users } from "~/server/db/schema";
import { CookieJar, createTestApp, formRequest, getRequest, run, unwrap, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const args = (request: Request, ip?: string) => ({ request, context: app.context(ip), params: {} }) as any;

const newUser = (n: string) => ({
  name: `User ${n}`,
  handle: `user_${n}`,
  email: `user_${n}@example.com`,
  password: "Secret-pass1",
  password_confirmation: "Secret-pass1",
});

async function registerAs(n: string, jar = new CookieJar()) {
  const response = (await register.action(args(formRequest("/register", newUser(n), jar)))) as Response;
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
    expect(root.user.handle).toBe("user_ada");
    expect(root.roles).toEqual([]);
    expect(root.permissions).toEqual([]);

    const [mail] = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, "user_ada@example.com"));
    expect(mail.subject).toMatch(/Confirm your e-mail/);
    const verified = (await run(() => verify.loader(args(getRequest(lastLink(mail.bodyText), jar))))) as Response;
    expect(verified.status).toBe(302);
    const [row] = await app.services.db.select().from(users).where(eq(users.handle, "user_ada"));
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    // The link works once.
    const again = await run(() => verify.loader(args(getRequest(lastLink(mail.bodyText), jar))));
    expect(again).toEqual({ failed: true });
  });

  it("explains every problem next to its field", async () => {
    const result = unwrap(
      await register.action(args(formRequest("/register", { name: "", handle: "x", email: "bad", password: "weak", password_confirmation: "nope" }))),
    );
    expect(result.status).toBe(422);
    expect(Object.keys(result.data.errors).sort()).toEqual(["email", "handle", "name", "password", "password_confirmation"]);
    expect(result.data.errors.password).toContain("Password must contain a capital letter.");
    expect(result.data.values.email).toBe("bad");
  });

  it("refuses a taken e-mail or handle, whatever the letter case", async () => {
    await registerAs("bob");
    const result = unwrap(
      await register.action(args(formRequest("/register", { ...newUser("bob"), email: "USER_BOB@example.com", handle: "USER_BOB" }))),
    );
    expect(result.status).toBe(422);
    expect(result.data.errors.email[0]).toMatch(/already exists/);
    expect(result.data.errors.handle[0]).toMatch(/taken/);
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

  it("pauses sign-in for an account after repeated failures, even with the right password", async () => {
    await registerAs("eve");
    for (let i = 0; i < 5; i++) {
      await login.action(args(formRequest("/login", { email: "user_eve@example.com", password: "Wrong-pass1" }), `10.0.0.${i}`));
    }
    const blocked = unwrap(
      await login.action(args(formRequest("/login", { email: "user_eve@example.com", password: "Secret-pass1" }), "10.0.1.1")),
    );
    expect(blocked.status).toBe(429);
    expect(blocked.data.errors.email[0]).toMatch(/Too many failed sign-in attempts/);
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
    const signedIn = (await login.action(args(formRequest("/login", { email: "user_hal@example.com", password: "Newer-pass2" })))) as Response;
    expect(signedIn.status).toBe(302);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const answer = unwrap(await forgot.action(args(formRequest("/forgot-password", { email: "nobody@example.com" }))));
    expect(answer.data.sent).toBe(true);
    const mails = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, "nobody@example.com"));
    expect(mails).toHaveLength(0);
  });
});
