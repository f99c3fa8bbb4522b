// The one checkout (issue 13, deliverable 5): the listing fee, the chosen enhancements and premium
// in one payment with one invoice and one ledger movement per thing bought; the price the page
// showed checked (409); charged once; a decline writes nothing; nothing due skips to success;
// the enhancements-later page sends an unpaid listing to it; the success page's warnings; and
// the premium members' monthly bold-or-highlight credits (2 a month, never carried over).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as checkoutPage from "~/routes/listing-wizard/checkout";
import * as successPage from "~/routes/listing-wizard/success";
import * as enhancePage from "~/routes/listing-wizard/enhance";
import * as cartApi from "~/routes/api/listing-wizard/upsells";
import * as payApi from "~/routes/api/enhancements/payment";
import * as payLaterApi from "~/routes/api/enhancements/payment-later";
import { judgments, ledgerEntries, outbox, payments, premiumCreditSpends, upsells, users } from "~/server/db/schema";
import { listingFeePaid } from "~/server/queries/listings";
import { runPremiumRenewals } from "~/server/membership/renewal";
import {
  CookieJar,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  unwrap,
  type RouteFunction,
  type TestApp,
} from "../support/app";
import { listing, member } from "../support/factories";
import { usingPostgres } from "../support/db";
import { assertLedgerBalances, readSnapshot } from "../support/ledger-invariants";

let app: TestApp;
let ids: Record<string, number>;
let price: Record<string, number>;
beforeAll(async () => {
  app = await createTestApp({}, { poolSize: 6 });
  const rows = await app.services.db.select().from(upsells);
  ids = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  price = Object.fromEntries(rows.map((row) => [row.code, row.amountCents]));
});
afterAll(async () => {
  await app?.close();
});

const checkoutPath = (id: number) => `/sell/checkout?judgment_id=${id}`;
const location = (result: unknown) => (result instanceof Response ? result.headers.get("location") : null);

async function call(fn: RouteFunction, request: Request, jar: CookieJar) {
  const result = await run(() => fn(app.args(request)));
  if (result instanceof Response) jar.take(result);
  return result;
}

/** A submitted listing waiting for its $50 fee (Buy Now above half the amount). */
async function unpaidListing(sellerId: number) {
  return listing(app, sellerId, {
    status: "new",
    amountCents: 1_000_000,
    priceCents: 300_000,
    buyNowCents: 600_000,
    listingFeeCents: 5_000,
  });
}

async function saveCart(jar: CookieJar, id: number, codes: string[]) {
  const saved = await call(
    cartApi.action,
    jsonRequest("/api/judgments/sell/upsells", { judgment_id: id, upsells: codes.map((c) => ids[c]) }, jar),
    jar,
  );
  expect((saved as Response).status).toBe(200);
}

const paymentsOf = (id: number) => app.services.db.select().from(payments).where(eq(payments.judgmentId, id));

async function makePremium(userId: number, until: Date) {
  await app.services.db.update(users).set({ isPremium: true, premiumUntil: until }).where(eq(users.id, userId));
}

describe("the one checkout", () => {
  it("pays the listing fee, two enhancements and a premium month in one payment, one invoice, one movement each", async () => {
    const seller = await member(app);
    const id = await unpaidListing(seller.userId);
    await saveCart(seller.jar, id, ["highlight", "featured_state", "premium"]);
    const page = (await call(checkoutPage.loader, getRequest(checkoutPath(id), seller.jar), seller.jar)) as any;
    // Buying premium in the same order discounts the enhancements (not the membership).
    const discounted = (cents: number) => cents - Math.round(cents / 10);
    const total = 5_000 + discounted(price.highlight) + discounted(price.featured_state) + price.premium;
    expect(page.summary).toMatchObject({ listing_fee: { amount: 5_000 }, total });
    expect(page.summary.upsells.map((u: any) => u.code)).toEqual(expect.arrayContaining(["highlight", "featured_state", "premium"]));
    expect(page.fee.basis).toMatch(/Buy Now price/);

    const before = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, seller.email));
    const paid = await call(
      checkoutPage.action,
      formRequest(checkoutPath(id), { amount: String(total), payment_method: "pm_card_visa" }, seller.jar),
      seller.jar,
    );
    expect(location(paid)).toBe(`/sell/success?judgment_id=${id}`);

    const rows = await paymentsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "listing_checkout", status: "succeeded", amountCents: total, listingFeeCents: 5_000 });
    expect(await listingFeePaid(app.services.db, id)).toBe(true);
    const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
    expect(row).toMatchObject({ status: "new", highlightListing: true, featuredState: true });
    const [user] = await app.services.db.select().from(users).where(eq(users.id, seller.userId));
    expect(user.isPremium).toBe(true);

    const entries = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, rows[0].id));
    const movements = new Map<string, number>();
    for (const e of entries) if (e.amountCents > 0) movements.set(e.movementId, e.amountCents);
    expect([...movements.values()].sort((a, b) => a - b)).toEqual(
      [5_000, discounted(price.highlight), discounted(price.featured_state), price.premium].sort((a, b) => a - b),
    );
    assertLedgerBalances(await readSnapshot(app.services.db, id));

    const mails = (await app.services.db.select().from(outbox).where(eq(outbox.toAddress, seller.email))).slice(before.length);
    const invoices = mails.filter((m) => /invoice/i.test(m.subject));
    expect(invoices).toHaveLength(1);
    for (const line of ["Listing fee", "Highlight", "Premium", "Total paid"]) expect(invoices[0].bodyText).toMatch(new RegExp(line, "i"));

    // Paid: nothing is due, the page goes on to the success page; a resubmit charges nothing.
    expect(location(await call(checkoutPage.loader, getRequest(checkoutPath(id), seller.jar), seller.jar))).toBe(
      `/sell/success?judgment_id=${id}`,
    );
    await call(
      checkoutPage.action,
      formRequest(checkoutPath(id), { amount: String(total), payment_method: "pm_card_visa" }, seller.jar),
      seller.jar,
    );
    expect(await paymentsOf(id)).toHaveLength(1);

    // The card that paid for premium was kept, so the month renews on it.
    const [account] = await app.services.db.select().from(users).where(eq(users.id, seller.userId));
    const saved = await app.services.payments.listPaymentMethods(account.stripeCustomerId!);
    expect(saved.methods).toHaveLength(1);
    app.clock.set(new Date(account.premiumUntil!.getTime() - 3_600_000));
    try {
      const outcomes = await runPremiumRenewals(app.services);
      expect(outcomes.get(seller.userId)).toBeTruthy();
      const renewals = await app.services.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, seller.userId), eq(payments.kind, "premium")));
      expect(renewals.map((p) => p.status)).toEqual(["succeeded"]);
    } finally {
      app.clock.reset();
    }
  });

  it("refuses a total the page no longer shows (409 with the new total) and charges a double submit once", async () => {
    const seller = await member(app);
    const id = await unpaidListing(seller.userId);
    await saveCart(seller.jar, id, ["embolden"]);
    const total = 5_000 + price.embolden;
    const stale = unwrap(
      await call(
        checkoutPage.action,
        formRequest(checkoutPath(id), { amount: "5000", payment_method: "pm_card_visa" }, seller.jar),
        seller.jar,
      ),
    );
    expect(stale.status).toBe(409);
    expect(stale.data.total).toBe(total);
    expect(await paymentsOf(id)).toHaveLength(0);

    const send = () =>
      call(
        checkoutPage.action,
        formRequest(checkoutPath(id), { amount: String(total), payment_method: "pm_card_visa" }, seller.jar),
        seller.jar,
      );
    const answers = await Promise.all([send(), send()]);
    expect(answers.some((a) => location(a) === `/sell/success?judgment_id=${id}`)).toBe(true);
    const rows = await paymentsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("succeeded");
  });

  it("refunds an older 3-D Secure checkout finished after another cart paid the fee: the fee is never paid twice", async () => {
    const seller = await member(app);
    const id = await unpaidListing(seller.userId);
    await saveCart(seller.jar, id, ["embolden"]);
    const first = unwrap(
      await call(
        checkoutPage.action,
        formRequest(
          checkoutPath(id),
          { amount: String(5_000 + price.embolden), payment_method: "pm_card_authenticationRequired" },
          seller.jar,
        ),
        seller.jar,
      ),
    );
    const waiting = (await paymentsOf(id)).find((p) => p.status === "requires_action");
    expect(waiting, JSON.stringify(first.data)).toBeTruthy();

    // Another tab: a different cart, paid at once.
    await saveCart(seller.jar, id, ["highlight"]);
    const paid = await call(
      checkoutPage.action,
      formRequest(checkoutPath(id), { amount: String(5_000 + price.highlight), payment_method: "pm_card_visa" }, seller.jar),
      seller.jar,
    );
    expect(location(paid)).toBe(`/sell/success?judgment_id=${id}`);

    // The first tab's bank step now succeeds: that charge is refunded, nothing is switched on twice.
    const late = unwrap(
      await call(
        checkoutPage.action,
        formRequest(checkoutPath(id), { intent: "authenticate", payment_id: String(waiting!.id), approved: "1" }, seller.jar),
        seller.jar,
      ),
    );
    expect(late.status).toBe(409);
    expect(JSON.stringify(late.data)).toContain("refunded");
    const rows = await paymentsOf(id);
    expect(rows.filter((p) => p.status === "succeeded")).toHaveLength(1);
    expect(rows.find((p) => p.id === waiting!.id)?.status).toBe("refunded");
    const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
    expect(row.emboldenListing).toBe(false);
    expect(row.highlightListing).toBe(true);
    assertLedgerBalances(await readSnapshot(app.services.db, id));
  });

  it("writes nothing on a decline", async () => {
    const seller = await member(app);
    const id = await unpaidListing(seller.userId);
    await saveCart(seller.jar, id, ["highlight"]);
    const total = 5_000 + price.highlight;
    const declined = unwrap(
      await call(
        checkoutPage.action,
        formRequest(checkoutPath(id), { amount: String(total), payment_method: "pm_card_chargeDeclined" }, seller.jar),
        seller.jar,
      ),
    );
    expect(declined.status).toBe(402);
    expect(await listingFeePaid(app.services.db, id)).toBe(false);
    const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
    expect(row.highlightListing).toBe(false);
    expect(await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.judgmentId, id))).toHaveLength(0);
  });

  it("skips to the success page when nothing is due, and the JSON API answers the summary and pays", async () => {
    const seller = await member(app);
    const free = await listing(app, seller.userId, { status: "new", listingFeeCents: 0 });
    expect(location(await call(checkoutPage.loader, getRequest(checkoutPath(free), seller.jar), seller.jar))).toBe(
      `/sell/success?judgment_id=${free}`,
    );

    const id = await unpaidListing(seller.userId);
    await saveCart(seller.jar, id, ["embolden"]);
    const summary = (await call(
      payApi.loader,
      getRequest(`/api/enhancements/payment?judgment_id=${id}`, seller.jar),
      seller.jar,
    )) as Response;
    const body = await summary.json();
    expect(body).toMatchObject({ listing_fee: { amount: 5_000 }, total: 5_000 + price.embolden });
    expect(body.upsells).toHaveLength(1);
    const paid = (await call(
      payApi.action,
      jsonRequest("/api/enhancements/payment", { judgment_id: id, amount: body.total, payment_method: "pm_card_visa" }, seller.jar),
      seller.jar,
    )) as Response;
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: "succeeded", amount: body.total });
    expect(await listingFeePaid(app.services.db, id)).toBe(true);
  });

  it("does not sell enhancements without the unpaid listing fee on the enhancements-later page", async () => {
    const seller = await member(app);
    const id = await unpaidListing(seller.userId);
    const refused = (await call(
      payLaterApi.action,
      jsonRequest(
        "/api/enhancements/payment/later",
        { judgment_id: id, upsells: [ids.embolden], amount: price.embolden, payment_method: "pm_card_visa" },
        seller.jar,
      ),
      seller.jar,
    )) as Response;
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain(checkoutPath(id));
    expect(await paymentsOf(id)).toHaveLength(0);
  });
});

describe("the success page", () => {
  it("names and links the listing and warns about an unpaid fee and unpaid enhancements", async () => {
    const seller = await member(app);
    const id = await unpaidListing(seller.userId);
    await saveCart(seller.jar, id, ["highlight"]);
    const page = (await call(successPage.loader, getRequest(`/sell/success?judgment_id=${id}`, seller.jar), seller.jar)) as any;
    expect(page.listing).toMatchObject({ id, feeDueCents: 5_000, unpaidEnhancements: ["Highlighted Listing"], payUrl: checkoutPath(id) });
    const stranger = await member(app);
    const theirs = (await call(successPage.loader, getRequest(`/sell/success?judgment_id=${id}`, stranger.jar), stranger.jar)) as any;
    expect(theirs.listing).toBeNull();
  });
});

describe("monthly credits", () => {
  it("includes 2 bold or highlighted listings a month, charges the third, and resets next month", async () => {
    const seller = await member(app);
    const start = new Date("2027-03-10T12:00:00Z");
    app.clock.set(start);
    try {
      await makePremium(seller.userId, new Date("2027-03-20T17:00:00Z"));
      const [a, b, c] = [await listing(app, seller.userId), await listing(app, seller.userId), await listing(app, seller.userId)];

      // The store shows the allowance; both lines of the first cart are included (highlight first).
      await saveCart(seller.jar, a, ["highlight"]);
      const store = (await call(enhancePage.loader, getRequest(`/sell/enhance?judgment_id=${a}`, seller.jar), seller.jar)) as any;
      expect(store.store.credits).toEqual({ left: 2, monthly: 2, resetsOn: "03/20/2027" });
      const free = (await call(
        payApi.action,
        jsonRequest("/api/enhancements/payment", { judgment_id: a, amount: 0 }, seller.jar),
        seller.jar,
      )) as Response;
      expect(free.status).toBe(200);
      // Sent again: the listing has it, nothing more is spent.
      await saveCart(seller.jar, a, ["highlight"]);
      await call(payApi.action, jsonRequest("/api/enhancements/payment", { judgment_id: a, amount: 0 }, seller.jar), seller.jar);

      await saveCart(seller.jar, b, ["embolden"]);
      const second = await call(
        enhancePage.action,
        formRequest(`/sell/enhance?judgment_id=${b}`, { intent: "credits", upsells: String(ids.embolden) }, seller.jar),
        seller.jar,
      );
      expect((second as Response).status).toBe(302);
      const spends = await app.services.db.select().from(premiumCreditSpends).where(eq(premiumCreditSpends.userId, seller.userId));
      expect(spends).toHaveLength(2);
      expect(await paymentsOf(a)).toHaveLength(0);

      // The third is charged, at the member's discount.
      await saveCart(seller.jar, c, ["highlight"]);
      const third = (await call(
        payApi.action,
        jsonRequest("/api/enhancements/payment", { judgment_id: c, amount: 0 }, seller.jar),
        seller.jar,
      )) as Response;
      expect(third.status).toBe(409);
      const due = price.highlight - Math.round(price.highlight / 10);
      const charged = (await call(
        payApi.action,
        jsonRequest("/api/enhancements/payment", { judgment_id: c, amount: due, payment_method: "pm_card_visa" }, seller.jar),
        seller.jar,
      )) as Response;
      expect(charged.status).toBe(200);

      // Next membership month (renewed): two again, never three.
      await makePremium(seller.userId, new Date("2027-04-20T17:00:00Z"));
      app.clock.set(new Date("2027-03-21T12:00:00Z"));
      const d = await listing(app, seller.userId);
      await saveCart(seller.jar, d, ["highlight", "embolden"]);
      const next = (await call(enhancePage.loader, getRequest(`/sell/enhance?judgment_id=${d}`, seller.jar), seller.jar)) as any;
      expect(next.store.credits).toEqual({ left: 2, monthly: 2, resetsOn: "04/20/2027" });
      expect(next.store.summary.total).toBe(0);
    } finally {
      app.clock.reset();
    }
  });

  it.skipIf(!usingPostgres())("two tabs spending at once cannot spend more than the month holds (PostgreSQL)", async () => {
    const seller = await member(app);
    await makePremium(seller.userId, new Date(Date.now() + 10 * 86_400_000));
    const listings = [await listing(app, seller.userId), await listing(app, seller.userId), await listing(app, seller.userId)];
    const answers = await Promise.all(
      listings.map((id) =>
        call(
          enhancePage.action,
          formRequest(`/sell/enhance?judgment_id=${id}`, { intent: "credits", upsells: String(ids.highlight) }, seller.jar),
          seller.jar,
        ),
      ),
    );
    expect(answers.length).toBe(3);
    const spends = await app.services.db.select().from(premiumCreditSpends).where(eq(premiumCreditSpends.userId, seller.userId));
    expect(spends).toHaveLength(2);
    const on = await app.services.db
      .select()
      .from(judgments)
      .where(and(eq(judgments.sellerId, seller.userId), eq(judgments.highlightListing, true)));
    expect(on).toHaveLength(2);
  });
});
