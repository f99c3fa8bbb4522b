// Limits on the e-mails a stranger can make the site send to someone (reset links, confirmation
// links), on what an administrator's password change leaves signed in, and on a backoff counter
// that has grown very large (review of issue 9's account fixes).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordAttemptLimits, rateLimits as limits } from "~/config/limits";
import * as resendRoute from "~/routes/auth/verify-email-resend";
import { registerUser, resendVerificationEmail, sendPasswordReset } from "~/server/auth/accounts";
import { createOrUpdateUser } from "~/server/auth/create-user";
import { outbox, rateLimits, sessions, users } from "~/server/db/schema";
import { reserve } from "~/server/rate-limit";
import { signedInUserId, startUserSession } from "~/server/session";
import { BASE, createTestApp, run, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const mailsTo = async (address: string, subject: RegExp) =>
  (await app.services.db.select().from(outbox).where(eq(outbox.toAddress, address))).filter((m) => subject.test(m.subject));

describe("reset links mailed to one account", () => {
  it("stop after the hourly limit, however many addresses ask", async () => {
    const email = "reset-flood@example.com";
    await createOrUpdateUser(app.services.db, { email, password: "Fresh-ledger-77!", role: "user" });
    for (let i = 0; i < limits.passwordResetEmailsPerAccount.max + 4; i++) await sendPasswordReset(app.services, email);
    expect(await mailsTo(email, /reset/i)).toHaveLength(limits.passwordResetEmailsPerAccount.max);
  });
});

describe("new confirmation links", () => {
  it("are refused past the hourly limit, with the wait named on the page", async () => {
    const { userId } = await createOrUpdateUser(app.services.db, {
      email: "resend@example.com",
      password: "Fresh-ledger-77!",
      role: "user",
    });
    await app.services.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
    for (let i = 0; i < limits.verificationEmailsPerUser.max; i++) {
      expect(await resendVerificationEmail(app.services, userId)).toMatchObject({ ok: true });
    }
    const refused = await resendVerificationEmail(app.services, userId);
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(refused.ok || refused.errors._[0]).toMatch(/^You asked for several links already\. Please try again in/);
    expect(await mailsTo("resend@example.com", /confirm|verify/i)).toHaveLength(limits.verificationEmailsPerUser.max);

    const request = new Request(`${BASE}/verify-email/resend`, { method: "POST", headers: { origin: BASE } });
    const cookie = (await startUserSession(request, app.services, userId)).split(";")[0];
    const answer = (await run(() =>
      resendRoute.action({
        request: new Request(request, { headers: { origin: BASE, cookie } }),
        params: {},
        context: app.context(),
      } as never),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/home");
    expect(await mailsTo("resend@example.com", /confirm|verify/i)).toHaveLength(limits.verificationEmailsPerUser.max);
  });
});

describe("a password set with npm run user:create", () => {
  it("signs out every session of that member", async () => {
    const email = "cli-reset@example.com";
    const { userId } = await createOrUpdateUser(app.services.db, { email, password: "Fresh-ledger-77!", role: "user" });
    const cookie = (await startUserSession(new Request(`${BASE}/login`), app.services, userId)).split(";")[0];
    expect(await signedInUserId(cookie, app.services)).toBe(userId);
    await createOrUpdateUser(app.services.db, { email, password: "Other-ledger-88!", role: "user" });
    expect(await signedInUserId(cookie, app.services)).toBeNull();
    expect(await app.services.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
  });
});

describe("a backoff counter far past its limit", () => {
  it("still answers with the longest wait instead of failing in the database", async () => {
    const rule = passwordAttemptLimits.perAccountAndAddress;
    await app.services.db
      .insert(rateLimits)
      .values({ key: "overflow-probe", count: 5_000, resetAt: new Date(Date.now() + rule.windowSeconds * 1000) });
    const state = await reserve(app.services, "overflow-probe", rule);
    expect(state.limited).toBe(true);
    expect(state.limited && state.retryAfterSeconds).toBeLessThanOrEqual(rule.maxDelaySeconds);
  });
});

describe("a sign-up whose insert fails for another reason than a taken e-mail or handle", () => {
  it("is an error, not the answer for an existing e-mail (which would send the owner a notice)", async () => {
    const failing = new Proxy(app.services.db, {
      get(target, property, receiver) {
        if (property !== "insert") return Reflect.get(target, property, receiver);
        return (table: unknown) => {
          if (table === users) throw new Error("connection lost");
          return target.insert(table as never);
        };
      },
    });
    const services = { ...app.services, db: failing };
    const input = { name: "Lost Connection", handle: "lost_link", email: "lost-connection@example.com", password: "Fresh-ledger-77!" };
    await expect(registerUser(services, input, "198.51.100.95")).rejects.toThrow("connection lost");
    expect(await mailsTo(input.email, /./)).toHaveLength(0);
  });
});
