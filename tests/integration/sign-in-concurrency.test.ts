// Sign-in throttling under simultaneous requests, against the PostgreSQL server with real
// concurrent connections (a pool of 25). Each attempt reserves its place under the limits in one
// atomic statement before its password is checked, so a burst checks at most the limit of
// passwords. PGlite has a single connection, so these only run with DB_DRIVER=postgres.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordAttemptLimits, rateLimits } from "~/config/limits";
import * as forgot from "~/routes/auth/forgot-password";
import * as login from "~/routes/auth/login";
import * as register from "~/routes/auth/register";
import { peekCounter } from "~/server/queries/rate-limits";
import { users } from "~/server/db/schema";
import { like } from "drizzle-orm";
import { createTestApp, formRequest, unwrap, type TestApp } from "../support/app";
import { usingPostgres } from "../support/db";

const SKIP_REASON = "needs real concurrent connections: run with DB_DRIVER=postgres and TEST_DATABASE_URL (PGlite has one connection)";
const PASSWORD = "Secret-ledger-42!";

describe.skipIf(!usingPostgres())(`sign-in throttling under concurrency (${usingPostgres() ? "PostgreSQL" : SKIP_REASON})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({}, { poolSize: 25 });
  });
  afterAll(async () => {
    await app?.close();
  });

  const args = (request: Request, ip: string) => app.args(request, {}, ip);
  const signIn = async (email: string, password: string, ip: string) => {
    const result = await login.action(args(formRequest("/login", { email, password }), ip));
    return result instanceof Response ? result.status : unwrap(result).status;
  };
  const tally = (statuses: number[]) => ({
    checked: statuses.filter((s) => s !== 429).length,
    wrong: statuses.filter((s) => s === 422).length,
    in: statuses.filter((s) => s === 302).length,
  });

  let seq = 0;
  async function member(): Promise<string> {
    const handle = `burst_${++seq}`;
    const fields = {
      name: `Burst ${seq}`,
      handle,
      email: `${handle}.mail@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    const response = await register.action(args(formRequest("/register", fields), `10.250.1.${seq}`));
    expect((response as Response).status).toBe(302);
    return fields.email;
  }

  async function until(condition: () => Promise<boolean>) {
    for (let i = 0; i < 500 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 2));
  }

  it("50 simultaneous wrong passwords for one account from one address: at most 5 checked, and the right one sent during the burst is refused", async () => {
    const email = await member();
    const ip = "10.20.0.1";
    const limit = passwordAttemptLimits.perAccountAndAddress.max;
    const burst = Promise.all(Array.from({ length: 50 }, (_, i) => signIn(email, `Wrong-guess-${i}!`, ip)));
    // The right password joins the burst as soon as the limit is reached.
    await until(async () => (await peekCounter(app.services.db, `login:pair:${email}|${ip}`)) >= limit);
    const right = signIn(email, PASSWORD, ip);
    const statuses = await burst;
    expect(tally(statuses).wrong).toBeLessThanOrEqual(limit);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50 - limit);
    expect(await right).toBe(429);
    // The owner, from the owner's own address, is not locked out.
    expect(await signIn(email, PASSWORD, "10.20.0.2")).toBe(302);
  });

  it("100 simultaneous sign-ins to different accounts from one address: at most 20 passwords checked", async () => {
    const ip = "10.21.0.1";
    const limit = passwordAttemptLimits.perAddress.max;
    const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(`stuffed${i}@example.com`, `Wrong-guess-${i}!`, ip)));
    expect(tally(statuses).checked).toBeLessThanOrEqual(limit);
    expect(tally(statuses).checked).toBeGreaterThan(0);
    const email = await member();
    expect(await signIn(email, PASSWORD, ip)).toBe(429);
    expect(await signIn(email, PASSWORD, "10.21.0.2")).toBe(302);
  });

  it("80 simultaneous wrong passwords for one account from 80 addresses: at most the account's ceiling checked", async () => {
    const email = await member();
    const ceiling = passwordAttemptLimits.perAccount.max;
    const statuses = await Promise.all(
      Array.from({ length: ceiling + 30 }, (_, i) => signIn(email, `Wrong-guess-${i}!`, `10.22.${i >> 8}.${i & 255}`)),
    );
    expect(tally(statuses).wrong).toBeLessThanOrEqual(ceiling);
  });

  it("simultaneous sign-ups and reset requests from one address stay within their limits", async () => {
    const ip = "10.23.0.1";
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const handle = `flood_${i}`;
        const fields = {
          name: `Flood ${i}`,
          handle,
          email: `${handle}.mail@example.com`,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        };
        return register.action(args(formRequest("/register", fields), ip));
      }),
    );
    const created = await app.services.db.select({ id: users.id }).from(users).where(like(users.handle, "flood_%"));
    expect(created.length).toBe(rateLimits.registrationsPerAddress.max);

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        forgot.action(args(formRequest("/forgot-password", { email: `flood_${i}.mail@example.com` }), ip)),
      ),
    );
    expect(answers.filter((a) => unwrap(a).status === 200).length).toBe(rateLimits.passwordResetsPerAddress.max);
  });
});
