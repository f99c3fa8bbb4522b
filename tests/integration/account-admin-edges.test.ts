// Edge cases of accounts and administration (#12) found in review: a deleted seller's listing
// waiting for review, an invitation link after a password reset, odd bodies on every new endpoint.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as acceptRoute from "~/routes/api/offers/accept";
import * as detailRoute from "~/routes/admin/users/detail";
import * as listRoute from "~/routes/admin/users/index";
import * as invitationRoute from "~/routes/auth/invitation";
import * as phoneRoute from "~/routes/api/users/phone";
import * as codeRoute from "~/routes/api/users/code";
import * as passwordRoute from "~/routes/api/users/password";
import * as defaultCardRoute from "~/routes/api/users/payment-method-default";
import * as cardRoute from "~/routes/api/users/payment-method";
import * as upsellsRoute from "~/routes/admin/upsells/index";
import * as documentsRoute from "~/routes/api/admin/documents";
import * as resetRoute from "~/routes/auth/reset-password";
import { ledgerEntries, offlineProviderObjects, outbox, payments, upsells, users } from "~/server/db/schema";
import { paymentRequestSchema } from "~/domain/schemas/payment-forms";
import { payForPremium } from "~/server/checkout/paid-things/premium";
import { requestPasswordReset } from "~/server/auth/accounts";
import { BASE, createTestApp, formRequest, jsonRequest, run, unwrap, type CookieJar, type TestApp } from "../support/app";
import { listing, member, offer, paidListingFee } from "../support/factories";
import { judgmentRow, upsellCents } from "../support/rows";

let app: TestApp;
beforeAll(async () => {
  // Connections enough for two requests at once on PostgreSQL (the delete-and-accept race).
  app = await createTestApp({}, { poolSize: 4 });
});
afterAll(async () => {
  await app?.close();
});

async function deleteUser(id: number, jar: CookieJar) {
  const request = new Request(`${BASE}/admin/users/${id}`, {
    method: "DELETE",
    headers: { origin: BASE, accept: "application/json", cookie: jar.header() },
  });
  return (await run(() => detailRoute.action(app.args(request, { id: String(id) })))) as Response;
}

describe("soft delete and listings waiting for review", () => {
  it("a deleted seller's pending listing cannot be approved into browse", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new", title: `Pending of deleted ${Date.now()}` });
    await paidListingFee(app, seller.userId, id, 3_500);
    expect((await deleteUser(seller.userId, admin.jar)).status).toBe(200);
    const response = (await run(() =>
      approveRoute.action(app.args(jsonRequest("/admin/judgments/approve", { judgment_id: id }, admin.jar))),
    )) as Response;
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/account was deleted/);
    expect((await judgmentRow(app, id)).status).toBe("new");
  });
});

describe("deleting a seller while one of their offers is accepted", () => {
  it("never leaves a deleted seller in a sale: either the accept wins and the delete is refused, or the reverse", async () => {
    const admin = await member(app, { role: "admin" });
    for (let round = 0; round < 4; round++) {
      const seller = await member(app);
      const buyer = await member(app);
      const id = await listing(app, seller.userId, { priceCents: 200_000 });
      const offerId = await offer(app, id, buyer.userId, { amountCents: 150_000 });
      const accept = run(() =>
        acceptRoute.action(
          app.args(jsonRequest("/api/judgments/offers/accept", { judgment_id: id, offer_id: offerId, amount: "1500.00" }, seller.jar)),
        ),
      ) as Promise<Response>;
      const [accepted, deleted] = await Promise.all([accept, deleteUser(seller.userId, admin.jar)]);
      const row = await judgmentRow(app, id);
      const [user] = await app.services.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, seller.userId));
      if (deleted.status === 200) {
        expect(user.deletedAt).toBeInstanceOf(Date);
        expect(row.status).toBe("hidden");
        expect(accepted.status).toBeGreaterThanOrEqual(400);
      } else {
        expect(deleted.status).toBe(409);
        expect(accepted.status).toBe(200);
        expect(user.deletedAt).toBeNull();
        expect(row.status).toBe("offer_accepted");
      }
    }
  });
});

describe("invitation link after a password reset", () => {
  it("the invitation link stops working once the member set a password another way", async () => {
    const admin = await member(app, { role: "admin" });
    const email = `inv-${Date.now()}@example.com`;
    const invited = (await run(() =>
      listRoute.action(app.args(jsonRequest("/admin/users", { name: "Inv", email }, admin.jar))),
    )) as Response;
    expect(invited.status).toBe(201);
    const mails = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, email));
    const invitationToken = /invitation\?token=([A-Za-z0-9_-]+)/.exec(mails[0].bodyText)![1];
    await requestPasswordReset(app.services, email, "10.7.7.7");
    const after = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, email));
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(after.map((m) => m.bodyText).join("\n"))![1];
    const password = "Correct horse battery staple 93!";
    const reset = await run(() =>
      resetRoute.action(
        app.args(formRequest("/reset-password", { token: resetToken, password, password_confirmation: password }), {}, "10.7.7.8"),
      ),
    );
    expect(reset instanceof Response ? reset.status : unwrap(reset).status).toBeLessThan(400);
    const other = "Another horse battery staple 77!";
    const accepted = await run(() =>
      invitationRoute.action(
        app.args(formRequest("/invitation", { token: invitationToken, password: other, password_confirmation: other }), {}, "10.7.7.9"),
      ),
    );
    // The member chose a password through the reset: the invitation link is spent.
    expect(accepted instanceof Response ? accepted.status : unwrap(accepted).status).not.toBe(302);
    const [row] = await app.services.db.select().from(users).where(eq(users.email, email));
    const { verifyPassword } = await import("~/server/auth/password");
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);
  });
});

describe("odd bodies never answer 500", () => {
  const bodies: unknown[] = [
    [],
    [1, 2],
    "text",
    42,
    null,
    { phone: ["4155552671"] },
    { phone: { a: 1 } },
    { phone: "+44 20 7946 0958" },
    { phone: "４１５５５５２６７１" },
    { phone: "1".repeat(5000) },
    { code: ["123456"] },
    { code: "１２３４５６" },
    { current: ["x"], password: {}, password_confirmation: 1 },
    { current: "x".repeat(100_000), password: "y".repeat(100_000), password_confirmation: "y".repeat(100_000) },
    { payment_method: ["pm"] },
    { payment_method: "x".repeat(300) },
    { judgment_id: "99999999999999999999" },
    { judgment_id: 1e308 },
    { judgment_id: -1 },
    { id: "99999999999999999999", name: "a", description: "b", price: "1" },
    { id: 1, name: "a", description: "b", price: 1e308 },
    { id: 1, name: "a", description: "b", price: "9999999.99" },
    { id: 1, name: ["a"], description: { x: 1 }, price: [] },
    { name: ["x"], email: { a: 1 }, role: ["admin"] },
    { name: "x", email: "a@b.c", role: "root" },
    { intent: ["delete"] },
    { intent: "grant_admin" },
  ];
  it("answers 4xx", async () => {
    const admin = await member(app, { role: "admin" });
    const target = await member(app);
    const fails: string[] = [];
    for (const body of bodies) {
      const who = await member(app);
      const calls: [string, () => Promise<unknown>][] = [
        ["phone", () => run(() => phoneRoute.action(app.args(jsonRequest("/api/users/phone", body, who.jar))))],
        ["code", () => run(() => codeRoute.action(app.args(jsonRequest("/api/users/code", body, who.jar))))],
        ["password", () => run(() => passwordRoute.action(app.args(jsonRequest("/api/users/password", body, who.jar))))],
        ["default", () => run(() => defaultCardRoute.action(app.args(jsonRequest("/api/users/payment_methods/default", body, who.jar))))],
        ["docs", () => run(() => documentsRoute.action(app.args(jsonRequest("/api/admin/documents", body, admin.jar))))],
        ["upsells", () => run(() => upsellsRoute.action(app.args(jsonRequest("/admin/upsells", body, admin.jar))))],
        ["invite", () => run(() => listRoute.action(app.args(jsonRequest("/admin/users", body, admin.jar))))],
        [
          "detail",
          () =>
            run(() =>
              detailRoute.action(app.args(jsonRequest(`/admin/users/${target.userId}`, body, admin.jar), { id: String(target.userId) })),
            ),
        ],
      ];
      for (const [name, call] of calls) {
        try {
          const result = await call();
          const status = result instanceof Response ? result.status : unwrap(result).status;
          if (status >= 500) fails.push(`${name} ${JSON.stringify(body).slice(0, 60)} -> ${status}`);
        } catch (error) {
          fails.push(`${name} ${JSON.stringify(body).slice(0, 60)} threw ${(error as Error).message}`);
        }
      }
    }
    for (const id of ["x", "%00", "pm_" + "a".repeat(1000), "💳"]) {
      const who = await member(app);
      const request = new Request(`${BASE}/api/users/payment_methods/${encodeURIComponent(id)}`, {
        method: "DELETE",
        headers: { origin: BASE, accept: "application/json", cookie: who.jar.header() },
      });
      const result = (await run(() => cardRoute.action(app.args(request, { id })))) as Response;
      if (result.status >= 500) fails.push(`delete card ${id.slice(0, 20)} -> ${result.status}`);
    }
    expect(fails).toEqual([]);
  });
});

describe("premium retried after a price edit", () => {
  it("records what the card was charged", async () => {
    const seller = await member(app);
    const judgmentId = await listing(app, seller.userId);
    const old = await upsellCents(app, "premium");
    const pay = (amount: number, pm: string) =>
      payForPremium(app.services, {
        userId: seller.userId,
        judgmentId,
        body: paymentRequestSchema.parse({ amount: String(amount), payment_method: pm }),
      });
    expect(await pay(old, "pm_card_chargeDeclined")).toMatchObject({ status: "failed" });
    const now = old + 1_000;
    await app.services.db.update(upsells).set({ amountCents: now }).where(eq(upsells.code, "premium"));
    const answer = await pay(now, "pm_card_visa");
    expect(answer).toMatchObject({ status: "succeeded" });
    // The attempt at the new price is a payment of its own, recording what it charged.
    const rows = await app.services.db.select().from(payments).where(eq(payments.userId, seller.userId));
    expect(rows.map((r) => [r.amountCents, r.status]).sort()).toEqual(
      [
        [old, "failed"],
        [now, "succeeded"],
      ].sort(),
    );
    const payment = rows.find((r) => r.status === "succeeded")!;
    const charges = (await app.services.db.select().from(offlineProviderObjects).where(eq(offlineProviderObjects.kind, "charge"))).filter(
      (c) => (c.data as { metadata?: { payment_id?: string } }).metadata?.payment_id === String(payment.id),
    );
    const charged = charges.map((c) => ({ amount: (c.data as { amount: number }).amount, status: (c.data as { status: string }).status }));
    const ledger = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment.id));
    await app.services.db.update(upsells).set({ amountCents: old }).where(eq(upsells.code, "premium"));
    expect({ recorded: payment.amountCents, charged, ledger: ledger.map((e) => e.amountCents) }).toMatchObject({
      recorded: now,
      charged: [{ amount: now, status: "succeeded" }],
    });
  });
});
