// Limits that keep one member or one script from flooding the marketplace: visitor sessions per
// address, listing submissions per member, and administrators never reviewing their own listing.
// Each was missing before (issue: abuse limits).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { rateLimits } from "~/config/limits";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as pendingRoute from "~/routes/admin/judgments/pending";
import * as requestInfoRoute from "~/routes/admin/judgments/request-info";
import * as submitApi from "~/routes/api/listing-wizard/submit";
import * as searchRoute from "~/routes/judgments/search";
import { registerUser, resetPassword, sendPasswordReset } from "~/server/auth/accounts";
import { judgments, outbox } from "~/server/db/schema";
import { reserve } from "~/server/rate-limit";
import { BASE, createTestApp, jsonRequest, run, type TestApp, type RouteFunction } from "../support/app";
import { listing, member } from "../support/factories";
import { statementsJson } from "../support/statements";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const call = (fn: RouteFunction, request: Request, ip = "127.0.0.1") => run(() => fn(app.args(request, {}, ip))) as Promise<Response>;

describe("visitor sessions", () => {
  it("creates at most the configured number of visitor sessions per address an hour, then answers 429", async () => {
    const search = () =>
      new Request(`${BASE}/judgments/search`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
        body: new URLSearchParams({ state_id: "6" }),
      });
    const max = rateLimits.visitorSessionsPerAddress.max;
    for (let i = 0; i < max; i++) {
      const response = await call(searchRoute.action, search(), "198.51.100.77");
      expect(response.status).toBe(303);
      expect(response.headers.get("set-cookie")).toContain("jx_session=");
    }
    const refused = await call(searchRoute.action, search(), "198.51.100.77");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/Too many new visits from your network/);
    // Another address is not affected.
    expect((await call(searchRoute.action, search(), "198.51.100.78")).status).toBe(303);
  });
});

describe("listing submissions", () => {
  const fields = {
    title: "Unpaid invoices — Fresno HVAC contractor",
    state_id: "6",
    county_id: "6019",
    casenum: "2023-CV-555",
    date_awarded: "2023-09-14",
    amount: "10,000",
    price: "2,000",
    fee_agree: true,
    privacy: "public",
    statements: statementsJson(),
  };

  it("accepts the configured number of listings a day from one member, then 429 with the draft kept", async () => {
    const seller = await member(app);
    const submit = () => call(submitApi.action, jsonRequest("/api/judgments/sell", fields, seller.jar));
    for (let i = 0; i < rateLimits.listingSubmissionsPerUser.max; i++) expect((await submit()).status).toBe(201);
    const refused = await submit();
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/submitted many listings today/);
    const rows = await app.services.db.select({ id: judgments.id }).from(judgments).where(eq(judgments.sellerId, seller.userId));
    expect(rows).toHaveLength(rateLimits.listingSubmissionsPerUser.max);
    // The draft is still there: the same submission answers 429 again rather than "no draft".
    expect((await call(submitApi.action, jsonRequest("/api/judgments/sell", {}, seller.jar))).status).toBe(429);
  });
});

describe("an administrator's own listing", () => {
  it("cannot be approved or sent a request for information by that administrator; another administrator can", async () => {
    const selling = await member(app, { role: "admin" });
    const other = await member(app, { role: "admin" });
    const id = await listing(app, selling.userId, { status: "new" });

    const own = await call(approveRoute.action, jsonRequest("/admin/judgments/approve", { judgment_id: id }, selling.jar));
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe("Administrators cannot review their own listing: another administrator must do it.");
    const ask = await call(
      requestInfoRoute.action,
      jsonRequest("/admin/judgments/request_info", { judgment_id: id, message: "Please add the court's stamp page." }, selling.jar),
    );
    expect(ask.status).toBe(403);
    const [still] = await app.services.db.select({ status: judgments.status }).from(judgments).where(eq(judgments.id, id));
    expect(still.status).toBe("new");

    const page = (await run(() =>
      pendingRoute.loader(app.args(new Request(`${BASE}/admin/judgments/pending`, { headers: { cookie: selling.jar.header() } }))),
    )) as any;
    expect(page.listings.find((l: { id: number }) => l.id === id)?.sellerId).toBe(page.adminId);

    const approved = await call(approveRoute.action, jsonRequest("/admin/judgments/approve", { judgment_id: id }, other.jar));
    expect(approved.status).toBe(200);
    const [live] = await app.services.db.select({ status: judgments.status }).from(judgments).where(eq(judgments.id, id));
    expect(live.status).toBe("active");
  });
});

describe("new-password strength checks", () => {
  it("are limited per address before zxcvbn runs, and a weak password does not use up a sign-up", async () => {
    const ip = "198.51.100.91";
    const signUp = (n: number, password: string) =>
      registerUser(app.services, { name: `Strength ${n}`, handle: `strength${n}`, email: `strength.check${n}@example.com`, password }, ip);
    for (let i = 0; i < rateLimits.registrationsPerAddress.max; i++) {
      const weak = await signUp(i, "Password1!");
      expect(weak).toMatchObject({ ok: false, status: 422 });
    }
    expect(await signUp(100, "Fresh-ledger-77!")).toMatchObject({ ok: true, value: { outcome: "created" } });

    const used = rateLimits.registrationsPerAddress.max + 1;
    for (let i = used; i < rateLimits.passwordChecksPerAddress.max; i++) {
      await reserve(app.services, `password-check:${ip}`, rateLimits.passwordChecksPerAddress);
    }
    const refused = await signUp(101, "Fresh-ledger-78!");
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(refused.ok || refused.errors.password[0]).toMatch(/^Too many attempts from your network\. Please try again in/);
  });

  it("are limited on the reset form too, where a weak password does not use up the link", async () => {
    const ip = "198.51.100.92";
    const email = "strength-reset@example.com";
    expect(
      await registerUser(
        app.services,
        { name: "Reset Strength", handle: "resetstrength", email, password: "Fresh-ledger-77!" },
        "198.51.100.93",
      ),
    ).toMatchObject({ ok: true });
    await sendPasswordReset(app.services, email);
    const [mail] = (await app.services.db.select().from(outbox).where(eq(outbox.toAddress, email))).filter((m) =>
      m.subject.startsWith("Reset your password"),
    );
    const token = new URL(mail.bodyText.match(/https?:\/\/\S+token=\S+/)![0]).searchParams.get("token")!;
    for (let i = 0; i < rateLimits.passwordChecksPerAddress.max; i++) {
      expect(await resetPassword(app.services, token, "Password1!", ip)).toMatchObject({ ok: false, status: 422 });
    }
    const refused = await resetPassword(app.services, token, "Fresh-ledger-79!", ip);
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(await resetPassword(app.services, token, "Fresh-ledger-79!", "198.51.100.94")).toMatchObject({ ok: true });
  });
});
