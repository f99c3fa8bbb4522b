// Payouts: GET /api/payouts, the payout account (GET /api/payouts/stripe and the offline confirm
// step), PAY ME! only for a released payout with an account, once (idempotent), with the payout
// ledger movement balancing the purchase's seller payable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { ledgerAccounts, purchaseMovement } from "~/domain/ledger";
import * as listApi from "~/routes/api/payouts/list";
import * as stripeApi from "~/routes/api/payouts/stripe";
import * as page from "~/routes/payouts/index";
import { judgments, ledgerEntries, offlineProviderObjects, outbox, payouts, users } from "~/server/db/schema";
import { insertLedgerMovement } from "~/server/queries/payments";
import { CookieJar, createTestApp, formRequest, getRequest, run, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const ctx = (request: Request) => app.args(request);
const apiHeaders = { "x-requested-with": "XMLHttpRequest" };

async function sale(sellerId: number, status: "pending" | "released") {
  const db = app.services.db;
  const id = await listing(app, sellerId, { status: status === "released" ? "sold" : "paid", amountCents: 500_000, priceCents: 100_000 });
  const [payout] = await db
    .insert(payouts)
    .values({
      sellerId,
      judgmentId: id,
      amountCents: 95_000,
      feeCents: 5_000,
      status,
      transferGroup: `judgment-${id}`,
      releasedAt: status === "released" ? new Date() : null,
    })
    .returning({ id: payouts.id });
  await insertLedgerMovement(db, purchaseMovement(100_000, 3_000, 5_000, sellerId), { judgmentId: id });
  return { judgmentId: id, payoutId: payout.id };
}

async function post(fields: Record<string, string>, jar: CookieJar): Promise<Response> {
  return (await run(() => page.action(ctx(formRequest("/payouts", fields, jar))))) as Response;
}

async function connect(jar: CookieJar): Promise<string> {
  const link = (await run(() => stripeApi.loader(ctx(getRequest("/api/payouts/stripe", jar, apiHeaders))))) as Response;
  expect(link.status).toBe(200);
  const { stripe } = await link.json();
  expect(stripe.url).toMatch(/^\/payouts\?onboarding=acct_off_/);
  const accountId = new URL(stripe.url, "http://x").searchParams.get("onboarding")!;
  const confirmed = await post({ intent: "connect", account_id: accountId }, jar);
  expect(confirmed.status).toBe(302);
  return accountId;
}

async function payoutRow(id: number) {
  const [row] = await app.services.db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

describe("payouts", () => {
  it("lists the seller's own payouts on GET /api/payouts and /payouts; 401 signed out", async () => {
    const a = await member(app, { prefix: "payee", verified: true });
    const b = await member(app, { prefix: "payee", verified: true });
    const { payoutId, judgmentId } = await sale(a.userId, "pending");
    await sale(b.userId, "released");
    const answer = (await run(() => listApi.loader(ctx(getRequest("/api/payouts", a.jar, apiHeaders))))) as Response;
    const list = await answer.json();
    expect(list).toEqual([
      {
        id: payoutId,
        judgment: { id: judgmentId, title: expect.any(String), price: 100_000 },
        completed_at: null,
        status: "pending",
        amount: 95_000,
        fee: 5_000,
        refunded: 0,
      },
    ]);
    const signedOut = (await run(() => listApi.loader(ctx(getRequest("/api/payouts", undefined, apiHeaders))))) as Response;
    expect(signedOut.status).toBe(401);
    const data = (await run(() => page.loader(ctx(getRequest("/payouts", a.jar))))) as any;
    expect(data.accountId).toBeNull();
    expect(data.payouts).toHaveLength(1);
  });

  it("stores the payout account only after the confirm step, and only the user's own account", async () => {
    const a = await member(app, { prefix: "payee", verified: true });
    const b = await member(app, { prefix: "payee", verified: true });
    const link = (await run(() => stripeApi.loader(ctx(getRequest("/api/payouts/stripe", a.jar, apiHeaders))))) as Response;
    const accountId = new URL((await link.json()).stripe.url, "http://x").searchParams.get("onboarding")!;
    const [before] = await app.services.db.select({ id: users.stripeConnectAccountId }).from(users).where(eq(users.id, a.userId));
    expect(before.id).toBeNull();
    // Someone else's account id is refused.
    await post({ intent: "connect", account_id: accountId }, b.jar);
    const [other] = await app.services.db.select({ id: users.stripeConnectAccountId }).from(users).where(eq(users.id, b.userId));
    expect(other.id).toBeNull();
    await post({ intent: "connect", account_id: accountId }, a.jar);
    const [after] = await app.services.db.select({ id: users.stripeConnectAccountId }).from(users).where(eq(users.id, a.userId));
    expect(after.id).toBe(accountId);
  });

  it("refuses PAY ME! before the buyer confirms and without a payout account", async () => {
    const a = await member(app, { prefix: "payee", verified: true });
    const pending = await sale(a.userId, "pending");
    const released = await sale(a.userId, "released");
    await post({ intent: "pay", payout_id: String(released.payoutId) }, a.jar);
    expect((await payoutRow(released.payoutId)).status).toBe("released"); // no account yet
    await connect(a.jar);
    await post({ intent: "pay", payout_id: String(pending.payoutId) }, a.jar);
    expect((await payoutRow(pending.payoutId)).status).toBe("pending");
    // Another seller's payout is not found.
    const b = await member(app, { prefix: "payee", verified: true });
    await connect(b.jar);
    await post({ intent: "pay", payout_id: String(released.payoutId) }, b.jar);
    expect((await payoutRow(released.payoutId)).status).toBe("released");
  });

  it("answers an id that names no payout (past the integer range, not digits) as not found, never 500", async () => {
    const a = await member(app, { prefix: "payee", verified: true });
    await connect(a.jar);
    for (const payoutId of ["2147483648", "99999999999999999999", "1e3", "-1", ""]) {
      const answer = await post({ intent: "pay", payout_id: payoutId }, a.jar);
      expect(answer.status, payoutId).toBe(302);
    }
  });

  it("pays a released payout once, with a balanced movement that settles the seller payable", async () => {
    const a = await member(app, { prefix: "payee", verified: true });
    const accountId = await connect(a.jar);
    const { payoutId, judgmentId } = await sale(a.userId, "released");
    const answers = await Promise.all([
      post({ intent: "pay", payout_id: String(payoutId) }, a.jar),
      post({ intent: "pay", payout_id: String(payoutId) }, a.jar),
    ]);
    expect(answers.every((r) => r.status === 302)).toBe(true);
    await post({ intent: "pay", payout_id: String(payoutId) }, a.jar);

    const row = await payoutRow(payoutId);
    expect(row.status).toBe("paid");
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(row.providerTransferId).toMatch(/^tr_off_/);

    const transfers = await app.services.db
      .select()
      .from(offlineProviderObjects)
      .where(eq(offlineProviderObjects.idempotencyKey, `payout:${payoutId}`));
    expect(transfers).toHaveLength(1);
    expect(transfers[0].data).toMatchObject({ destination: accountId, amount: 95_000, transferGroup: `judgment-${judgmentId}` });

    const entries = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.judgmentId, judgmentId));
    const payoutEntries = entries.filter((e) => e.kind === "payout");
    expect(payoutEntries).toHaveLength(2);
    expect(payoutEntries.every((e) => e.payoutId === payoutId)).toBe(true);
    const byMovement = new Map<string, number>();
    for (const e of entries) byMovement.set(e.movementId, (byMovement.get(e.movementId) ?? 0) + e.amountCents);
    expect([...byMovement.values()].every((sum) => sum === 0)).toBe(true);
    const payable = entries.filter((e) => e.account === ledgerAccounts.sellerPayable(a.userId)).reduce((s, e) => s + e.amountCents, 0);
    expect(payable).toBe(0);
    const [{ total }] = await app.services.db
      .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number) })
      .from(ledgerEntries);
    expect(total).toBe(0);

    const data = (await run(() => page.loader(ctx(getRequest("/payouts", a.jar))))) as any;
    expect(data.payouts[0]).toMatchObject({ status: "paid", completedAt: expect.any(String) });

    // One "payout sent" e-mail however many times PAY ME! ran: the judgment, the amount, the fee,
    // the payout account and the link to /payouts.
    const mails = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, a.email));
    const sent = mails.filter((m) => m.subject.startsWith("Your payout was sent"));
    expect(sent).toHaveLength(1);
    const [title] = await app.services.db.select({ title: judgments.title }).from(judgments).where(eq(judgments.id, judgmentId));
    expect(sent[0].bodyText).toContain(`We sent your payout of $950 for "${title.title}".`);
    expect(sent[0].bodyText).toContain("Sale price $1,000, less the seller fee of $50: $950 paid out.");
    expect(sent[0].bodyText).toContain(`It went to your payout account ${accountId}`);
    expect(sent[0].bodyText).toContain(`${app.services.config.publicUrl}/payouts`);
  });
  it("settles a zero payout (a sale at or under the seller fee's minimum) as paid, with nothing sent or moved", async () => {
    const a = await member(app, { prefix: "payee", verified: true });
    const { judgmentId } = await sale(a.userId, "released");
    const [zero] = await app.services.db
      .update(payouts)
      .set({ amountCents: 0, feeCents: 100_000 })
      .where(eq(payouts.judgmentId, judgmentId))
      .returning({ id: payouts.id });
    await post({ intent: "pay", payout_id: String(zero.id) }, a.jar);
    const row = await payoutRow(zero.id);
    expect(row.status).toBe("paid");
    expect(row.providerTransferId).toBeNull();
    const transfers = await app.services.db
      .select()
      .from(offlineProviderObjects)
      .where(eq(offlineProviderObjects.idempotencyKey, `payout:${zero.id}`));
    expect(transfers).toHaveLength(0);
    const entries = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, zero.id));
    expect(entries).toHaveLength(0);
    // Nothing was sent, so no "payout sent" e-mail either.
    const mails = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, a.email));
    expect(mails.filter((m) => m.subject.startsWith("Your payout was sent"))).toHaveLength(0);
  });
});
