// Stripe Connect Express onboarding for sellers, against the local Stripe fake: the account is
// stored when the onboarding link is made but is not ready until Stripe says so (the
// account.updated webhook, or the check when the seller comes back to /payouts); PAY ME! waits
// for a ready account, then transfers with the transfer group.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as stripeApi from "~/routes/api/payouts/stripe";
import * as page from "~/routes/payouts/index";
import { action as webhook } from "~/routes/webhooks/stripe";
import { payouts, users } from "~/server/db/schema";
import { payOut, PAYOUT_ACCOUNT_UNFINISHED_MESSAGE } from "~/server/payouts/pay";
import { getRequest, formRequest, run, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";
import { createStripeTestApp, stripeProviderFor } from "../support/stripe-app";
import type { StripeFake } from "../support/stripe-fake";

const SECRET = "whsec_platform_secret";
/** Connect events (sellers' accounts) come from their own endpoint, signed with its own secret. */
const CONNECT_SECRET = "whsec_connect_secret";
let app: TestApp;
let fake: StripeFake;
beforeAll(async () => {
  ({ app, fake } = await createStripeTestApp({ STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET }));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const ctx = (request: Request) => app.args(request);
const apiHeaders = { "x-requested-with": "XMLHttpRequest" };

async function onboardingLink(seller: Member): Promise<string> {
  const answer = (await run(() => stripeApi.loader(ctx(getRequest("/api/payouts/stripe", seller.jar, apiHeaders))))) as Response;
  expect(answer.status).toBe(200);
  const { stripe } = await answer.json();
  expect(stripe.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/);
  return stripe.url.split("/").pop();
}

async function accountOf(userId: number) {
  const [row] = await app.services.db
    .select({ id: users.stripeConnectAccountId, readyAt: users.payoutAccountReadyAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A sold listing whose payout was released to `sellerId`. */
async function releasedPayout(sellerId: number) {
  const judgmentId = await listing(app, sellerId, { status: "sold" });
  const [row] = await app.services.db
    .insert(payouts)
    .values({
      sellerId,
      judgmentId,
      amountCents: 95_000,
      feeCents: 5_000,
      status: "released",
      transferGroup: `judgment-${judgmentId}`,
      releasedAt: new Date(),
    })
    .returning({ id: payouts.id });
  return { payoutId: row.id, judgmentId };
}

async function payMe(seller: Member, payoutId: number): Promise<Response> {
  return (await run(() =>
    page.action(ctx(formRequest("/payouts", { intent: "pay", payout_id: String(payoutId) }, seller.jar))),
  )) as Response;
}

async function payoutStatus(id: number) {
  const [row] = await app.services.db
    .select({ status: payouts.status, transfer: payouts.providerTransferId })
    .from(payouts)
    .where(eq(payouts.id, id));
  return row;
}

let eventSeq = 0;
function accountUpdated(accountId: string, id = `evt_account_${++eventSeq}`) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type: "account.updated",
    account: accountId,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    // What the event says is not trusted (events come late and out of order): Stripe is asked.
    data: { object: { id: accountId, object: "account", details_submitted: true, capabilities: { transfers: "active" } } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: CONNECT_SECRET });
  const request = new Request("http://localhost/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
  return webhook({ request, context: app.context() });
}

describe("Stripe Connect onboarding for payouts", () => {
  it("stores a new Express account (transfers requested) that is not ready until onboarding is complete", async () => {
    const seller = await member(app);
    const accountId = await onboardingLink(seller);
    const created = fake.sent("POST", "/v1/accounts").at(-1)!;
    expect(created.body).toMatchObject({ type: "express", country: "US", "capabilities[transfers][requested]": "true" });
    expect(fake.sent("POST", "/v1/account_links").at(-1)!.body).toMatchObject({ account: accountId, type: "account_onboarding" });
    expect(await accountOf(seller.userId)).toEqual({ id: accountId, readyAt: null });

    // A second link reuses the same account.
    expect(await onboardingLink(seller)).toBe(accountId);

    const data = (await run(() => page.loader(ctx(getRequest("/payouts", seller.jar))))) as any;
    expect(data).toMatchObject({ accountId, accountReady: false });
  });

  it("refuses PAY ME! while the account is unfinished, then pays once account.updated says it is ready", async () => {
    const seller = await member(app);
    const accountId = await onboardingLink(seller);
    const { payoutId, judgmentId } = await releasedPayout(seller.userId);

    const refused = await payMe(seller, payoutId);
    expect(refused.status).toBe(302);
    expect(await payOut(app.services, seller.userId, payoutId)).toEqual({
      ok: false,
      status: 409,
      message: PAYOUT_ACCOUNT_UNFINISHED_MESSAGE,
    });
    expect(await payoutStatus(payoutId)).toEqual({ status: "released", transfer: null });
    expect(fake.sent("POST", "/v1/transfers").filter((t) => t.body.destination === accountId)).toHaveLength(0);

    // An event while Stripe still waits for details changes nothing.
    const early = await accountUpdated(accountId);
    expect(await early.json()).toEqual({ received: true, outcome: "applied" });
    expect((await accountOf(seller.userId)).readyAt).toBeNull();

    fake.completeOnboarding(accountId);
    const event = `evt_ready_${accountId}`;
    expect(await (await accountUpdated(accountId, event)).json()).toEqual({ received: true, outcome: "applied" });
    expect((await accountOf(seller.userId)).readyAt).toBeInstanceOf(Date);
    expect(await (await accountUpdated(accountId, event)).json()).toEqual({ received: true, outcome: "duplicate" });

    await payMe(seller, payoutId);
    const paid = await payoutStatus(payoutId);
    expect(paid.status).toBe("paid");
    const transfers = fake.sent("POST", "/v1/transfers").filter((t) => t.body.destination === accountId);
    expect(transfers).toHaveLength(1);
    expect(transfers[0].body).toMatchObject({ amount: "95000", currency: "usd", transfer_group: `judgment-${judgmentId}` });
    expect(transfers[0].headers["idempotency-key"]).toBe(`payout:${payoutId}`);
    expect(paid.transfer).toMatch(/^tr_/);
  });

  it("asks Stripe again when the seller comes back to /payouts before the webhook", async () => {
    const seller = await member(app);
    const accountId = await onboardingLink(seller);
    fake.completeOnboarding(accountId);
    const data = (await run(() => page.loader(ctx(getRequest("/payouts", seller.jar))))) as any;
    expect(data).toMatchObject({ accountId, accountReady: true });
    expect((await accountOf(seller.userId)).readyAt).toBeInstanceOf(Date);
  });

  it("an account Stripe disables stops payouts again", async () => {
    const seller = await member(app);
    const accountId = await onboardingLink(seller);
    fake.completeOnboarding(accountId);
    await accountUpdated(accountId);
    expect((await accountOf(seller.userId)).readyAt).toBeInstanceOf(Date);
    Object.assign(fake.accounts.get(accountId)!, { capabilities: { transfers: "inactive" } });
    await accountUpdated(accountId);
    expect((await accountOf(seller.userId)).readyAt).toBeNull();
    const { payoutId } = await releasedPayout(seller.userId);
    await payMe(seller, payoutId);
    expect((await payoutStatus(payoutId)).status).toBe("released");
  });

  it("ignores an account.updated for an account no seller has", async () => {
    const other = await stripeProviderFor(fake).createConnectAccount({ id: 999, email: "x@example.com" });
    expect(await (await accountUpdated(other)).json()).toEqual({ received: true, outcome: "ignored" });
  });
});
