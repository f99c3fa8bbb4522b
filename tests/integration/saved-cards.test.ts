// Saved cards (issue 12): the Payments page (/payments) and its JSON endpoints, with the offline
// provider and with the Stripe provider against the local Stripe fake: the card's own expiry, the
// default, making another the default, removing one (detached at the provider, the default moved),
// another member's card answering 404, and a declined card — at setup or at its first charge —
// never kept nor made the default.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerFee } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import * as defaultApi from "~/routes/api/users/payment-method-default";
import * as removeApi from "~/routes/api/users/payment-method";
import * as methodsApi from "~/routes/api/users/payment-methods";
import * as payApi from "~/routes/api/judgments/payment";
import * as paymentsPage from "~/routes/payments/index";
import { createTestApp, formRequest, getRequest, jsonRequest, run, unwrap, type TestApp } from "../support/app";
import { acceptedSale, member, type Member } from "../support/factories";
import { createStripeTestApp } from "../support/stripe-app";
import { ensurePaymentCustomer } from "~/server/payments/customers";
import type { StripeFake } from "../support/stripe-fake";

const AGREED = 200_000;
const TOTAL = AGREED + buyerFee(AGREED);

type Cards = { methods: { id: string; brand: string; last4: string; exp_month: number; exp_year: number }[]; default: string | null };

function helpers(get: () => TestApp) {
  const call = async (fn: (args: any) => unknown, request: Request, params: Record<string, string> = {}) =>
    (await run(() => fn(get().args(request, params)))) as Response;
  return {
    cards: async (m: Member): Promise<Cards> => (await call(methodsApi.loader, getRequest("/api/users/payment_methods", m.jar))).json(),
    makeDefault: (m: Member | null, body: unknown) =>
      call(defaultApi.action, jsonRequest("/api/users/payment_methods/default", body, m?.jar)),
    remove: (m: Member | null, id: string) =>
      call(removeApi.action, jsonRequest(`/api/users/payment_methods/${encodeURIComponent(id)}`, {}, m?.jar, "DELETE"), { id }),
    page: (m: Member, fields: Record<string, string>) =>
      run(() => paymentsPage.action(get().args(formRequest("/payments", fields, m.jar)))),
    pay: async (m: Member, body: Record<string, unknown>) => call(payApi.action, jsonRequest("/api/judgments/payment", body, m.jar)),
    sale: async (buyer: Member) => {
      const seller = await member(get());
      return (await acceptedSale(get(), seller.userId, buyer.userId, { amountCents: AGREED, listing: { priceCents: 250_000 } })).id;
    },
  };
}

describe("saved cards with the offline provider", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  const h = helpers(() => app);

  async function withTwoCards() {
    const m = await member(app, { address: true });
    // Without JavaScript: the card form's own fields, with the expiry the member typed.
    const first = await h.page(m, { intent: "add", card_number: "4242 4242 4242 4242", card_expiry: "07 / 31", card_cvc: "123" });
    expect((first as Response).status).toBe(302);
    // With JavaScript the card form sends the test payment method with the typed expiry.
    const second = await h.page(m, { intent: "add", payment_method: "pm_card_mastercard__exp_03_2029" });
    expect((second as Response).status).toBe(302);
    const cards = await h.cards(m);
    return { m, cards, visa: cards.methods[0], mastercard: cards.methods[1] };
  }

  it("lists the cards with their own expiry; the first saved is the default", async () => {
    const { m, cards } = await withTwoCards();
    expect(cards.methods).toEqual([
      expect.objectContaining({ brand: "visa", last4: "4242", exp_month: 7, exp_year: 2031 }),
      expect.objectContaining({ brand: "mastercard", last4: "4444", exp_month: 3, exp_year: 2029 }),
    ]);
    expect(cards.default).toBe(cards.methods[0].id);

    const page: any = await run(() => paymentsPage.loader(app.args(getRequest("/payments", m.jar))));
    expect(page).toEqual({ cards: cards.methods, defaultId: cards.default, unavailable: false });
    const signedOut = (await run(() => paymentsPage.loader(app.args(getRequest("/payments"))))) as Response;
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
  });

  it("makes another card the default (JSON and the page's form)", async () => {
    const { m, visa, mastercard } = await withTwoCards();
    const answer = await h.makeDefault(m, { payment_method: mastercard.id });
    expect(answer.status).toBe(200);
    expect((await answer.json()).default).toBe(mastercard.id);
    expect((await h.cards(m)).default).toBe(mastercard.id);

    const back = (await h.page(m, { intent: "default", payment_method: visa.id })) as Response;
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/payments");
    expect((await h.cards(m)).default).toBe(visa.id);
  });

  it("removes a card, and removing the default moves the default to the card left, then to none", async () => {
    const { m, visa, mastercard } = await withTwoCards();
    const removed = await h.remove(m, mastercard.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ methods: [visa], default: visa.id });

    // Add it back, make it the default, remove the default through the page.
    await h.page(m, { intent: "add", payment_method: "pm_card_mastercard__exp_03_2029" });
    const third = (await h.cards(m)).methods.find((c) => c.last4 === "4444")!;
    await h.makeDefault(m, { payment_method: third.id });
    const gone = (await h.page(m, { intent: "remove", payment_method: third.id })) as Response;
    expect(gone.status).toBe(302);
    expect(await h.cards(m)).toEqual({ methods: [visa], default: visa.id });

    expect((await h.remove(m, visa.id)).status).toBe(200);
    expect(await h.cards(m)).toEqual({ methods: [], default: null });
    // A removed card cannot be charged as a saved card any more.
    expect((await h.remove(m, visa.id)).status).toBe(404);
  });

  it("answers 404 for another member's card, 422 without a card, 401 signed out", async () => {
    const { m, visa, mastercard } = await withTwoCards();
    const other = await member(app);
    const missing = await h.makeDefault(other, { payment_method: "pm_card_visa__nope" });
    const theirs = await h.makeDefault(other, { payment_method: mastercard.id });
    expect(theirs.status).toBe(404);
    // The same answer as a card that does not exist: nothing tells that it is someone's.
    expect(await theirs.json()).toEqual(await missing.json());
    expect((await h.remove(other, visa.id)).status).toBe(404);
    const byPage = (await h.page(other, { intent: "remove", payment_method: visa.id })) as Response;
    expect(byPage.status).toBe(302);
    expect(await h.cards(m)).toEqual({ methods: [visa, mastercard], default: visa.id });

    const empty = await h.makeDefault(m, {});
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors.payment_method).toEqual(["Please choose one of your saved cards."]);
    expect((await h.makeDefault(null, { payment_method: visa.id })).status).toBe(401);
    expect((await h.remove(null, visa.id)).status).toBe(401);
    // GET is not served by the change endpoints.
    expect(
      (await run(() =>
        removeApi.loader(app.args(getRequest(`/api/users/payment_methods/${visa.id}`, m.jar), { id: visa.id })),
      )) as Response,
    ).toHaveProperty("status", 405);
  });

  it("never saves a card declined at setup, and the default stays", async () => {
    const { m, cards } = await withTwoCards();
    const declined = unwrap(
      await h.page(m, { intent: "add", card_number: "4000 0000 0000 0002", card_expiry: "12 / 34", card_cvc: "123" }),
    );
    expect(declined.status).toBe(422);
    expect(declined.data.errors._).toEqual(["Your card was declined."]);
    const viaScript = unwrap(await h.page(m, { intent: "add", payment_method: "pm_card_chargeDeclinedInsufficientFunds__exp_12_2034" }));
    expect(viaScript.data.errors._).toEqual(["Your card has insufficient funds."]);
    expect(await h.cards(m)).toEqual(cards);
    // A mistyped card is refused next to its field.
    const typo = unwrap(await h.page(m, { intent: "add", card_number: "4242 4242 4242 4241", card_expiry: "12 / 34", card_cvc: "1" }));
    expect(typo.status).toBe(422);
    expect(Object.keys(typo.data.errors).sort()).toEqual(["card_cvc", "card_number"]);
  });

  it("lets a member try at most ten cards an hour (each try asks the bank)", async () => {
    const m = await member(app, { address: true });
    for (let i = 1; i <= 10; i++) {
      const tried = unwrap(await h.page(m, { intent: "add", payment_method: "pm_card_chargeDeclined__exp_12_2034" }));
      expect(tried.data.errors._, `try ${i}`).toEqual(["Your card was declined."]);
    }
    const eleventh = unwrap(await h.page(m, { intent: "add", payment_method: "pm_card_visa__exp_12_2034" }));
    expect(eleventh.data.errors._[0]).toMatch(/many cards recently/);
    expect(await h.cards(m)).toEqual(expect.objectContaining({ methods: [] }));
  });

  it("never saves a card whose first charge is declined; the card that pays is saved, with its expiry", async () => {
    const { m, cards } = await withTwoCards();
    const id = await h.sale(m);
    const declined = await h.pay(m, {
      judgment_id: id,
      amount: dollarText(TOTAL),
      saved_card: "new",
      payment_method: "pm_card_chargeDeclined__exp_12_2034",
      attempt: "d1",
    });
    expect(declined.status).toBe(402);
    expect(await h.cards(m)).toEqual(cards);

    const paid = await h.pay(m, {
      judgment_id: id,
      amount: dollarText(TOTAL),
      payment_method: "pm_card_discover__exp_05_2030",
      attempt: "d2",
    });
    expect(paid.status).toBe(200);
    const after = await h.cards(m);
    expect(after.methods).toHaveLength(3);
    expect(after.methods[2]).toMatchObject({ brand: "discover", last4: "1117", exp_month: 5, exp_year: 2030 });
    expect(after.default).toBe(cards.default);
  });

  it("saves a new card that needed 3-D Secure only once the cardholder approved it", async () => {
    const m = await member(app, { address: true });
    const refusedId = await h.sale(m);
    const waiting = await (
      await h.pay(m, {
        judgment_id: refusedId,
        amount: dollarText(TOTAL),
        payment_method: "pm_card_authenticationRequired__exp_09_2032",
        attempt: "t1",
      })
    ).json();
    expect(waiting.status).toBe("requires_action");
    expect((await h.cards(m)).methods).toEqual([]);
    const failed = await h.pay(m, { intent: "authenticate", payment_id: waiting.payment_id, approved: false });
    expect(failed.status).toBe(402);
    expect((await h.cards(m)).methods).toEqual([]);

    const again = await (
      await h.pay(m, {
        judgment_id: refusedId,
        amount: dollarText(TOTAL),
        payment_method: "pm_card_authenticationRequired__exp_09_2032",
        attempt: "t2",
      })
    ).json();
    const approved = await h.pay(m, { intent: "authenticate", payment_id: again.payment_id, approved: true });
    expect((await approved.json()).status).toBe("succeeded");
    const saved = await h.cards(m);
    expect(saved.methods).toEqual([expect.objectContaining({ last4: "3155", exp_month: 9, exp_year: 2032 })]);
    expect(saved.default).toBe(saved.methods[0].id);
  });

  describe("the same card saved twice (issue 27, item 9: matched by the provider's card fingerprint)", () => {
    it("lists a card once after two payments with it, the second not saving it again", async () => {
      const m = await member(app, { address: true });
      const first = await h.pay(m, {
        judgment_id: await h.sale(m),
        amount: dollarText(TOTAL),
        payment_method: "pm_card_visa__exp_05_2030",
        attempt: "f1",
      });
      expect(first.status).toBe(200);
      // The card form again, the same number (JavaScript's id, then the form's own fields).
      const second = await h.pay(m, {
        judgment_id: await h.sale(m),
        amount: dollarText(TOTAL),
        payment_method: "pm_card_visa__exp_05_2030",
        attempt: "f2",
      });
      expect(second.status).toBe(200);
      const third = await h.pay(m, {
        judgment_id: await h.sale(m),
        amount: dollarText(TOTAL),
        saved_card: "new",
        card_number: "4242 4242 4242 4242",
        card_expiry: "05 / 30",
        card_cvc: "123",
        attempt: "f3",
      });
      expect(third.status).toBe(200);
      const cards = await h.cards(m);
      expect(cards.methods).toEqual([{ id: cards.default, brand: "visa", last4: "4242", exp_month: 5, exp_year: 2030 }]);
      // Another card is still saved beside it.
      await h.pay(m, { judgment_id: await h.sale(m), amount: dollarText(TOTAL), payment_method: "pm_card_mastercard", attempt: "f4" });
      expect((await h.cards(m)).methods.map((c) => c.last4)).toEqual(["4242", "4444"]);
      // The page lists what the API lists.
      const page: any = await run(() => paymentsPage.loader(app.args(getRequest("/payments", m.jar))));
      expect(page.cards).toEqual((await h.cards(m)).methods);
    });

    it("replaces the older copy when a card is added again (a renewed expiry), keeping it the default", async () => {
      const { m, visa, mastercard } = await withTwoCards();
      expect(((await h.page(m, { intent: "add", payment_method: "pm_card_visa__exp_08_2033" })) as Response).status).toBe(302);
      const cards = await h.cards(m);
      expect(cards.methods).toEqual([mastercard, expect.objectContaining({ last4: "4242", exp_month: 8, exp_year: 2033 })]);
      expect(cards.methods[1].id).not.toBe(visa.id);
      expect(cards.default).toBe(cards.methods[1].id);
      // The older copy was removed at the provider: it cannot be charged as a saved card.
      expect((await h.remove(m, visa.id)).status).toBe(404);
    });

    it("shows copies saved before (existing data) once, the default or else the newest; removing it removes them all", async () => {
      const m = await member(app, { address: true });
      const customerId = await ensurePaymentCustomer(app.services, m.userId);
      const oldest = await app.services.payments.attachPaymentMethod(customerId, "pm_card_visa__exp_01_2030");
      const middle = await app.services.payments.attachPaymentMethod(customerId, "pm_card_visa__exp_02_2031");
      const newest = await app.services.payments.attachPaymentMethod(customerId, "pm_card_visa__exp_03_2032");
      const other = await app.services.payments.attachPaymentMethod(customerId, "pm_card_amex__exp_04_2033");
      expect(new Set([oldest, middle, newest].map((c) => c.fingerprint)).size).toBe(1);
      expect(other.fingerprint).not.toBe(oldest.fingerprint);
      // The first saved is the default: that copy is the one listed.
      expect((await h.cards(m)).methods.map((c) => c.id)).toEqual([oldest.id, other.id]);
      // With another card as the default, the newest copy is listed.
      await h.makeDefault(m, { payment_method: other.id });
      expect((await h.cards(m)).methods.map((c) => c.id)).toEqual([newest.id, other.id]);

      const removed = await h.remove(m, newest.id);
      expect(removed.status).toBe(200);
      expect((await removed.json()).methods.map((c: { id: string }) => c.id)).toEqual([other.id]);
      expect((await app.services.payments.listPaymentMethods(customerId)).methods.map((c) => c.id)).toEqual([other.id]);
    });
  });
});

describe("saved cards with the Stripe provider (local fake)", () => {
  let app: TestApp;
  let fake: StripeFake;
  beforeAll(async () => {
    ({ app, fake } = await createStripeTestApp());
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  const h = helpers(() => app);

  async function withTwoCards() {
    const m = await member(app, { address: true });
    expect(((await h.page(m, { intent: "add", payment_method: "pm_card_visa" })) as Response).status).toBe(302);
    expect(((await h.page(m, { intent: "add", payment_method: "pm_card_mastercard" })) as Response).status).toBe(302);
    const cards = await h.cards(m);
    return { m, cards, visa: cards.methods[0], mastercard: cards.methods[1] };
  }

  it("lists Stripe's expiry, switches the default on the customer and detaches removed cards", async () => {
    const { m, cards, visa, mastercard } = await withTwoCards();
    expect(cards.methods).toEqual([
      expect.objectContaining({ brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 }),
      expect.objectContaining({ brand: "mastercard", last4: "4444", exp_month: 12, exp_year: 2034 }),
    ]);
    expect(cards.default).toBe(visa.id);

    expect((await h.makeDefault(m, { payment_method: mastercard.id })).status).toBe(200);
    const customer = fake.sent("POST", "/v1/payment_methods/pm_card_mastercard/attach").at(-1)!.body.customer;
    expect(fake.sent("POST", `/v1/customers/${customer}`).at(-1)!.body).toEqual({
      "invoice_settings[default_payment_method]": mastercard.id,
    });
    expect((await h.cards(m)).default).toBe(mastercard.id);

    // Removing the default detaches it at Stripe and makes the card left the default.
    expect((await h.remove(m, mastercard.id)).status).toBe(200);
    expect(fake.sent("POST", `/v1/payment_methods/${mastercard.id}/detach`)).toHaveLength(1);
    expect(fake.sent("POST", `/v1/customers/${customer}`).at(-1)!.body).toEqual({ "invoice_settings[default_payment_method]": visa.id });
    expect(await h.cards(m)).toEqual({ methods: [visa], default: visa.id });

    // The last card: detached, and the customer's default cleared.
    expect((await h.remove(m, visa.id)).status).toBe(200);
    expect(fake.sent("POST", `/v1/payment_methods/${visa.id}/detach`)).toHaveLength(1);
    expect(fake.sent("POST", `/v1/customers/${customer}`).at(-1)!.body).toEqual({ "invoice_settings[default_payment_method]": "" });
    expect(await h.cards(m)).toEqual({ methods: [], default: null });
  });

  it("answers 404 for another member's card without asking Stripe to change it", async () => {
    const { m, cards, mastercard } = await withTwoCards();
    const other = await member(app);
    const before = fake.requests.length;
    expect((await h.makeDefault(other, { payment_method: mastercard.id })).status).toBe(404);
    expect((await h.remove(other, mastercard.id)).status).toBe(404);
    expect(fake.requests.slice(before).filter((r) => r.method === "POST" && r.path !== "/v1/customers")).toEqual([]);
    expect(await h.cards(m)).toEqual(cards);
  });

  it("keeps no card Stripe declines at setup or at its first charge; a card that pays is saved by Stripe", async () => {
    const { m, cards } = await withTwoCards();
    const declined = unwrap(await h.page(m, { intent: "add", payment_method: "pm_card_chargeDeclined" }));
    expect(declined.status).toBe(422);
    expect(declined.data.errors._).toEqual(["Your card was declined."]);
    expect(await h.cards(m)).toEqual(cards);

    const id = await h.sale(m);
    const charged = await h.pay(m, { judgment_id: id, amount: dollarText(TOTAL), payment_method: "pm_card_chargeDeclined", attempt: "s1" });
    expect(charged.status).toBe(402);
    // The new card was charged with setup_future_usage, never attached before the charge.
    expect(fake.sent("POST", "/v1/payment_intents").at(-1)!.body).toMatchObject({
      payment_method: "pm_card_chargeDeclined",
      setup_future_usage: "off_session",
    });
    expect(fake.sent("POST", "/v1/payment_methods/pm_card_chargeDeclined/attach")).toHaveLength(1);
    expect(await h.cards(m)).toEqual(cards);

    // A saved card is charged as it is, and saved only once.
    const paid = await h.pay(m, { judgment_id: id, amount: dollarText(TOTAL), saved_card: cards.methods[1].id, attempt: "s2" });
    expect(paid.status).toBe(200);
    expect(fake.sent("POST", "/v1/payment_intents").at(-1)!.body.setup_future_usage).toBeUndefined();
    expect(await h.cards(m)).toEqual(cards);
  });

  it("saves a new card Stripe charged successfully", async () => {
    const m = await member(app, { address: true });
    const id = await h.sale(m);
    const paid = await h.pay(m, { judgment_id: id, amount: dollarText(TOTAL), payment_method: "pm_card_visa", attempt: "n1" });
    expect(paid.status).toBe(200);
    const saved = await h.cards(m);
    expect(saved.methods).toEqual([expect.objectContaining({ brand: "visa", last4: "4242" })]);
    expect(saved.default).toBe(saved.methods[0].id);
  });

  it("lists a card once after two payments with it (Stripe's card fingerprint), and saves it again nowhere", async () => {
    const m = await member(app, { address: true });
    expect(
      (await h.pay(m, { judgment_id: await h.sale(m), amount: dollarText(TOTAL), payment_method: "pm_card_visa", attempt: "t1" })).status,
    ).toBe(200);
    expect(fake.sent("POST", "/v1/payment_intents").at(-1)!.body.setup_future_usage).toBe("off_session");
    expect(
      (await h.pay(m, { judgment_id: await h.sale(m), amount: dollarText(TOTAL), payment_method: "pm_card_visa", attempt: "t2" })).status,
    ).toBe(200);
    // The same card: charged, not saved again.
    expect(fake.sent("POST", "/v1/payment_intents").at(-1)!.body).toMatchObject({ payment_method: "pm_card_visa" });
    expect(fake.sent("POST", "/v1/payment_intents").at(-1)!.body.setup_future_usage).toBeUndefined();
    const cards = await h.cards(m);
    expect(cards.methods).toEqual([{ id: cards.default, brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 }]);
  });

  it("keeps one copy when a card is added again, and shows copies saved before once", async () => {
    const { m, visa, mastercard } = await withTwoCards();
    expect(((await h.page(m, { intent: "add", payment_method: "pm_card_visa" })) as Response).status).toBe(302);
    const cards = await h.cards(m);
    const copy = cards.methods.find((c) => c.last4 === "4242")!;
    expect(cards.methods).toHaveLength(2);
    expect(copy.id).not.toBe(visa.id);
    expect(cards.default).toBe(copy.id);
    expect(fake.sent("POST", `/v1/payment_methods/${visa.id}/detach`)).toHaveLength(1);

    // Copies made before fingerprints were matched (attached straight at Stripe): listed once, removed together.
    const customerId = fake.sent("POST", "/v1/payment_methods/pm_card_mastercard/attach").at(-1)!.body.customer;
    const twin = await app.services.payments.attachPaymentMethod(customerId, "pm_card_mastercard");
    expect((await h.cards(m)).methods.map((c) => c.id).sort()).toEqual([copy.id, twin.id].sort());
    expect((await h.remove(m, twin.id)).status).toBe(200);
    expect(fake.sent("POST", `/v1/payment_methods/${mastercard.id}/detach`)).toHaveLength(1);
    expect(await h.cards(m)).toEqual({ methods: [copy], default: copy.id });
  });
});
