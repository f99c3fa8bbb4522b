// The accepted buyer pays for a judgment: assignment info first, the amount computed on the
// server, refusals (who, status, deadline, amount, input), a decline then a success, 3-D Secure,
// one balanced ledger movement, the seller's pending payout and the e-mails; saved cards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { ADDRESS_NEEDED, ADDRESS_SAVED } from "~/domain/address-form";
import { buyerFee, sellerFee } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import { ledgerAccounts } from "~/domain/ledger";
import * as addressApi from "~/routes/api/users/address";
import * as methodsApi from "~/routes/api/users/payment-methods";
import * as setupApi from "~/routes/api/users/setup-intent";
import * as payApi from "~/routes/api/judgments/payment";
import * as payPage from "~/routes/judgments/pay-for-judgment";
import * as profilePage from "~/routes/profile/index";
import {
  judgments,
  ledgerEntries,
  offlineProviderObjects,
  outbox,
  payments,
  payouts,
  users,
  type JudgmentStatus,
} from "~/server/db/schema";
import {
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  toastOf,
  unwrap,
  type TestApp,
  type RouteFunction,
} from "../support/app";
import { acceptedSale, member, type Member } from "../support/factories";

const DAY = 24 * 60 * 60 * 1000;
const AGREED = 500_000;
const TOTAL = AGREED + buyerFee(AGREED);
const ADDRESS = { name: "Pat Buyer", address1: "1 Main St", address2: "", city: "Sacramento", state: "ca", zip: "95814" };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function withAddress(m: Member) {
  const res = await api(addressApi.action, jsonRequest("/api/users/address", ADDRESS, m.jar));
  expect(res.status).toBe(200);
  return m;
}

/** A listing whose offer from `buyer` was accepted, payment due in `dueInDays`. */
async function acceptedListing(sellerId: number, buyerId: number, options: { status?: JudgmentStatus; dueInDays?: number } = {}) {
  const sale = await acceptedSale(app, sellerId, buyerId, {
    amountCents: AGREED,
    paymentDueAt: new Date(Date.now() + (options.dueInDays ?? 3) * DAY),
    listing: { priceCents: 600_000, ...(options.status ? { status: options.status } : {}) },
  });
  return sale.id;
}

const api = (fn: RouteFunction, request: Request) => run(() => fn(app.args(request))) as Promise<Response>;
const pay = (m: Member, body: Record<string, unknown>) => api(payApi.action, jsonRequest("/api/judgments/payment", body, m.jar));

async function statusOf(id: number) {
  const [row] = await app.services.db.select({ status: judgments.status }).from(judgments).where(eq(judgments.id, id));
  return row.status;
}

describe("assignment info", () => {
  it("checks every field and saves the address", async () => {
    const m = await member(app);
    const bad = await api(
      addressApi.action,
      jsonRequest("/api/users/address", { name: "", address1: "", city: "", state: "ZZ", zip: "123" }, m.jar),
    );
    expect(bad.status).toBe(422);
    const { errors } = await bad.json();
    expect(Object.keys(errors).sort()).toEqual(["address1", "city", "name", "zip"]);
    const badState = await api(addressApi.action, jsonRequest("/api/users/address", { ...ADDRESS, state: "ZZ" }, m.jar));
    expect((await badState.json()).errors.state[0]).toMatch(/state/);
    const longState = await api(
      addressApi.action,
      jsonRequest("/api/users/address", { ...ADDRESS, state: "CAL", zip: "95814-1234" }, m.jar),
    );
    expect(Object.keys((await longState.json()).errors).sort()).toEqual(["state", "zip"]);

    const ok = await api(addressApi.action, jsonRequest("/api/users/address", ADDRESS, m.jar));
    expect(await ok.json()).toEqual({ message: ADDRESS_SAVED });
    const [row] = await app.services.db.select().from(users).where(eq(users.id, m.userId));
    expect([row.addressName, row.address1, row.address2, row.city, row.addressState, row.zip]).toEqual([
      "Pat Buyer",
      "1 Main St",
      null,
      "Sacramento",
      "CA",
      "95814",
    ]);
  });

  it("/profile saves without JavaScript and shows errors per field", async () => {
    const m = await member(app);
    const bad = unwrap(await run(() => profilePage.action(app.args(formRequest("/profile", { ...ADDRESS, zip: "abc" }, m.jar)))));
    expect(bad.status).toBe(422);
    expect(bad.data.errors.zip).toBeTruthy();
    expect(bad.data.values.city).toBe("Sacramento");
    const ok = (await run(() =>
      profilePage.action(app.args(formRequest("/profile", { ...ADDRESS, return: "/judgments/pay/1" }, m.jar))),
    )) as Response;
    expect(ok.headers.get("location")).toBe(`/profile?return=${encodeURIComponent("/judgments/pay/1")}#buyer-info`);
    expect((await toastOf(app, ok))?.description).toBe(ADDRESS_SAVED);
    const page: any = await run(() => profilePage.loader(app.args(getRequest("/profile?return=/judgments/pay/1", m.jar))));
    expect(page.address.zip).toBe("95814");
    expect(page.returnTo).toBe("/judgments/pay/1");
  });
});

describe("refusals", () => {
  it("refuses strangers, the seller, wrong status, deadline, amount and bad input", async () => {
    const seller = await member(app);
    const buyer = await withAddress(await member(app));
    const stranger = await withAddress(await member(app));
    const id = await acceptedListing(seller.userId, buyer.userId);
    const body = { judgment_id: id, amount: dollarText(TOTAL), payment_method: "pm_card_visa" };

    expect((await pay(stranger, body)).status).toBe(403);
    expect((await pay(seller, body)).status).toBe(403);
    expect((await pay(buyer, { ...body, judgment_id: 99_999_999 })).status).toBe(404);
    expect((await pay(buyer, { ...body, judgment_id: "x" })).status).toBe(422);
    expect((await pay(buyer, { ...body, amount: "" })).status).toBe(422);
    const changed = await pay(buyer, { ...body, amount: dollarText(AGREED) });
    expect(changed.status).toBe(409);
    expect((await changed.json()).errors.amount).toEqual(["The amount changed; please review."]);
    const badCard = await pay(buyer, { judgment_id: id, amount: dollarText(TOTAL), card_number: "1234" });
    expect(badCard.status).toBe(422);
    expect((await badCard.json()).errors.card_number).toBeTruthy();

    const late = await acceptedListing(seller.userId, buyer.userId, { dueInDays: -1 });
    const lateAnswer = await pay(buyer, { ...body, judgment_id: late });
    expect(lateAnswer.status).toBe(409);
    expect((await lateAnswer.json()).errors.judgment_id[0]).toMatch(/deadline/);

    const active = await acceptedListing(seller.userId, buyer.userId, { status: "active" });
    expect((await pay(buyer, { ...body, judgment_id: active })).status).toBe(409);

    expect(await app.services.db.select().from(payments).where(eq(payments.judgmentId, id))).toEqual([]);
  });

  it("reads the total in dollars, as text or a plain number, and names the format in every 422 (DESIGN.md section 5)", async () => {
    const seller = await member(app);
    const buyer = await withAddress(await member(app));
    const id = await acceptedListing(seller.userId, buyer.userId);
    const body = { judgment_id: id, payment_method: "pm_card_visa", attempt: "dollars" };
    const DOLLARS = "Enter the amount in dollars, like 2090.55.";

    for (const amount of ["12.345", "abc", "-5500.00", "5,50.00", 12.345, true, ["5500.00"], { dollars: 5500 }]) {
      const refused = await pay(buyer, { ...body, amount });
      expect(refused.status, JSON.stringify(amount)).toBe(422);
      expect(await refused.json(), JSON.stringify(amount)).toEqual({ errors: { amount: [DOLLARS] }, message: DOLLARS });
    }
    for (const amount of [undefined, null, "", "  "]) {
      const missing = await pay(buyer, { ...body, amount });
      expect(missing.status).toBe(422);
      expect((await missing.json()).errors.amount).toEqual([`The amount is missing. ${DOLLARS}`]);
    }
    // A count of cents is read as dollars: $550,000 is not the total.
    expect((await pay(buyer, { ...body, amount: TOTAL })).status).toBe(409);
    expect(await app.services.db.select().from(payments).where(eq(payments.judgmentId, id))).toEqual([]);

    // The total as a plain number of dollars pays; so would the text "5500.00" (the other tests).
    expect(TOTAL % 100).toBe(0);
    const paid = await pay(buyer, { ...body, amount: TOTAL / 100 });
    expect(paid.status).toBe(200);
    // Answered in the unit it was asked in: dollars (DESIGN.md section 5).
    expect(await paid.json()).toMatchObject({ status: "succeeded", amount: dollarText(TOTAL) });
    expect(await statusOf(id)).toBe("paid");

    // Cents with the dollars: "2090.55" as the issue sent it.
    const odd = await acceptedSale(app, seller.userId, buyer.userId, { amountCents: 190_050, listing: { priceCents: 200_000 } });
    const total = 190_050 + buyerFee(190_050);
    expect(dollarText(total)).toBe("2090.55");
    expect((await pay(buyer, { judgment_id: odd.id, payment_method: "pm_card_visa", amount: "2090.55" })).status).toBe(200);
  });

  it("asks for assignment info before paying", async () => {
    const seller = await member(app);
    const buyer = await member(app);
    const id = await acceptedListing(seller.userId, buyer.userId);
    const answer = await pay(buyer, { judgment_id: id, amount: dollarText(TOTAL), payment_method: "pm_card_visa" });
    expect(answer.status).toBe(409);
    expect((await answer.json()).errors.address).toEqual([ADDRESS_NEEDED]);
    const page: any = await run(() => payPage.loader(app.args(getRequest(`/judgments/pay/${id}`, buyer.jar), { id: String(id) })));
    expect(page.hasAddress).toBe(false);
  });

  it("the pay page is only for the accepted buyer", async () => {
    const seller = await member(app);
    const buyer = await member(app);
    const id = await acceptedListing(seller.userId, buyer.userId);
    const other: any = await run(() => payPage.loader(app.args(getRequest(`/judgments/pay/${id}`, seller.jar), { id: String(id) })));
    expect(other.status).toBe(403);
    const missing: any = await run(() => payPage.loader(app.args(getRequest(`/judgments/pay/0`, buyer.jar), { id: "0" })));
    expect(missing.status).toBe(404);
  });
});

describe("paying", () => {
  it("shows a decline, then pays with another card: paid, ledger, payout, e-mails", async () => {
    const seller = await member(app);
    const buyer = await withAddress(await member(app));
    const id = await acceptedListing(seller.userId, buyer.userId);

    const page: any = await run(() => payPage.loader(app.args(getRequest(`/judgments/pay/${id}`, buyer.jar), { id: String(id) })));
    expect(page.terms).toEqual({
      agreedCents: AGREED,
      buyerFeeCents: buyerFee(AGREED),
      totalCents: TOTAL,
      sellerFeeCents: sellerFee(AGREED),
    });
    expect(page.hasAddress).toBe(true);

    const declined = await pay(buyer, {
      judgment_id: id,
      amount: dollarText(TOTAL),
      payment_method: "pm_card_chargeDeclined",
      attempt: "a1",
    });
    expect(declined.status).toBe(402);
    // Like every other error, the decline carries a message at the top (issue 27, item 20).
    expect(await declined.json()).toEqual({ errors: { payment_method: ["Your card was declined."] }, message: "Your card was declined." });
    expect(await statusOf(id)).toBe("offer_accepted");

    const paid = await pay(buyer, { judgment_id: id, amount: dollarText(TOTAL), payment_method: "pm_card_visa", attempt: "a1" });
    expect(paid.status).toBe(200);
    expect((await paid.json()).status).toBe("succeeded");
    expect(await statusOf(id)).toBe("paid");

    // The same attempt again answers the success; another attempt is refused.
    expect((await pay(buyer, { judgment_id: id, amount: dollarText(TOTAL), payment_method: "pm_card_visa", attempt: "a1" })).status).toBe(
      200,
    );
    expect((await pay(buyer, { judgment_id: id, amount: dollarText(TOTAL), payment_method: "pm_card_visa", attempt: "a2" })).status).toBe(
      409,
    );

    const rows = await app.services.db.select().from(payments).where(eq(payments.judgmentId, id));
    expect(rows.filter((p) => p.status === "succeeded")).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "purchase", amountCents: TOTAL, feeCents: buyerFee(AGREED) });

    const entries = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.judgmentId, id));
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    const by = Object.fromEntries(entries.map((e) => [e.account, e.amountCents]));
    expect(by).toEqual({
      [ledgerAccounts.providerClearing]: TOTAL,
      [ledgerAccounts.buyerFees]: -buyerFee(AGREED),
      [ledgerAccounts.sellerPayable(seller.userId)]: -(AGREED - sellerFee(AGREED)),
      [ledgerAccounts.sellerFees]: -sellerFee(AGREED),
    });

    const [payout] = await app.services.db.select().from(payouts).where(eq(payouts.judgmentId, id));
    expect(payout).toMatchObject({
      status: "pending",
      amountCents: AGREED - sellerFee(AGREED),
      feeCents: sellerFee(AGREED),
      transferGroup: `judgment-${id}`,
      sellerId: seller.userId,
    });

    const charges = await app.services.db
      .select()
      .from(offlineProviderObjects)
      .where(sql`${offlineProviderObjects.kind} = 'charge' and ${offlineProviderObjects.data}->>'transferGroup' = ${`judgment-${id}`}`);
    expect(charges.filter((c) => c.data.status === "succeeded")).toHaveLength(1);

    const mail = await app.services.db
      .select()
      .from(outbox)
      .where(sql`${outbox.toAddress} in (${buyer.email}, ${seller.email})`);
    expect(mail.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^The buyer paid; please assign the judgment/),
      expect.stringMatching(/^Your payment receipt/),
    ]);

    const after: any = await run(() => payPage.loader(app.args(getRequest(`/judgments/pay/${id}`, buyer.jar), { id: String(id) })));
    expect(after.paid).toBe(true);
  });

  it("completes a 3-D Secure payment after the cardholder approves", async () => {
    const seller = await member(app);
    const buyer = await withAddress(await member(app));
    const id = await acceptedListing(seller.userId, buyer.userId);
    const first = await pay(buyer, { judgment_id: id, amount: dollarText(TOTAL), payment_method: "pm_card_authenticationRequired" });
    const action = await first.json();
    expect(action).toMatchObject({ status: "requires_action", amount: dollarText(TOTAL) });
    expect(await statusOf(id)).toBe("offer_accepted");
    const done = await pay(buyer, { intent: "authenticate", payment_id: action.payment_id, approved: true });
    expect(await done.json()).toMatchObject({ status: "succeeded", amount: dollarText(TOTAL) });
    expect(await statusOf(id)).toBe("paid");
    // Another member cannot answer it.
    const other = await member(app);
    expect((await pay(other, { intent: "authenticate", payment_id: action.payment_id, approved: true })).status).toBe(404);
  });

  it("pays from the page with a saved card, and without JavaScript with a new card", async () => {
    const seller = await member(app);
    const buyer = await withAddress(await member(app));
    const id = await acceptedListing(seller.userId, buyer.userId);
    const post = (fields: Record<string, string>) =>
      run(() => payPage.action(app.args(formRequest(`/judgments/pay/${id}`, fields, buyer.jar), { id: String(id) })));
    const declined = unwrap(
      await post({ amount: dollarText(TOTAL), attempt: "p1", card_number: "4000 0000 0000 0002", card_expiry: "12 / 40", card_cvc: "123" }),
    );
    expect(declined.status).toBe(402);
    expect(declined.data.errors.payment_method).toEqual(["Your card was declined."]);

    // The declined card was not kept, let alone made the default.
    const cards = async () => (await api(methodsApi.loader, getRequest("/api/users/payment_methods", buyer.jar))).json();
    expect(await cards()).toEqual({ methods: [], default: null });

    const paid = await post({
      amount: dollarText(TOTAL),
      attempt: "p2",
      saved_card: "new",
      card_number: "4242 4242 4242 4242",
      card_expiry: "12 / 40",
      card_cvc: "123",
    });
    expect(paid).toBeInstanceOf(Response);
    expect((paid as Response).status).toBe(302);
    expect(await statusOf(id)).toBe("paid");
    // The card that paid is saved, with the expiry typed for it.
    const saved = await cards();
    expect(saved.methods).toEqual([expect.objectContaining({ brand: "visa", last4: "4242", exp_month: 12, exp_year: 2040 })]);
    expect(saved.default).toBe(saved.methods[0].id);
  });

  it("gives a setup token for saving a card", async () => {
    const m = await member(app);
    const answer = await api(setupApi.loader, getRequest("/api/users/setup-intent", m.jar));
    expect((await answer.json()).client_secret).toMatch(/^seti_/);

    const provider = app.services.payments;
    const original = provider.createSetupIntent;
    provider.createSetupIntent = async () => {
      throw new Error("provider down");
    };
    try {
      const failed = await api(setupApi.loader, getRequest("/api/users/setup-intent", m.jar));
      expect(failed.status).toBe(502);
      expect((await failed.json()).message).toMatch(/^Sorry, we were unable to set up the payment processing\./);
    } finally {
      provider.createSetupIntent = original;
    }
  });
});
