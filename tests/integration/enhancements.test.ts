// Paid enhancements and premium membership: prices from one place, the cart in the session, the
// payment endpoints (amount checks, owner and status refusals, one charge per purchase, declines,
// 3-D Secure), the purchase switched on in the payment's transaction, the invoice, premium
// extension and discount, the pages without JavaScript, and the effect in browse and featured.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import * as upsellsApi from "~/routes/api/upsells";
import * as cartApi from "~/routes/api/listing-wizard/upsells";
import * as payApi from "~/routes/api/enhancements/payment";
import * as payLaterApi from "~/routes/api/enhancements/payment-later";
import * as upgradeApi from "~/routes/api/upgrade/payment";
import * as featuredApi from "~/routes/api/judgments/featured";
import * as enhancePage from "~/routes/listing-wizard/enhance";
import * as enhanceLaterPage from "~/routes/listing-wizard/enhance-later";
import * as upgradePage from "~/routes/listing-wizard/premium-upgrade";
import { enhancements, judgments, ledgerEntries, outbox, payments, upsells, users } from "~/server/db/schema";
import { browseJudgments } from "~/server/queries/browse";
import { listFeaturedJudgments } from "~/server/queries/featured";
import {
  CookieJar,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  unwrap,
  type TestApp,
  type RouteFunction,
} from "../support/app";
import { listing, member } from "../support/factories";
import { visitorAudience } from "~/server/queries/listing-visibility";

/** A visitor's lists (the premium first look applies). */
const visitors = () => visitorAudience(new Date());

const THANK_YOU = "Thank You! Your payment was successful and an invoice has been mailed to you for your records.";
const DAY = 24 * 60 * 60 * 1000;

let app: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  app = await createTestApp();
  const rows = await app.services.db.select({ id: upsells.id, code: upsells.code }).from(upsells);
  ids = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => {
  await app?.close();
});

const api = (fn: RouteFunction, request: Request) => run(() => fn(app.args(request))) as Promise<Response>;

function payLater(jar: CookieJar, body: Record<string, unknown>) {
  return api(payLaterApi.action, jsonRequest("/api/enhancements/payment/later", body, jar));
}

async function flags(id: number) {
  const [row] = await app.services.db
    .select({
      bold: judgments.emboldenListing,
      highlight: judgments.highlightListing,
      state: judgments.featuredState,
      nationwide: judgments.featuredNationwide,
    })
    .from(judgments)
    .where(eq(judgments.id, id));
  return row;
}

const paymentsFor = (judgmentId: number) => app.services.db.select().from(payments).where(eq(payments.judgmentId, judgmentId));
const enhancementRows = (judgmentId: number) => app.services.db.select().from(enhancements).where(eq(enhancements.judgmentId, judgmentId));
const invoicesTo = (email: string) =>
  app.services.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), like(outbox.subject, "Your invoice%")));

describe("the catalogue", () => {
  it("is seeded with the spec's prices in the upsells rows, their one home", async () => {
    const rows = await app.services.db.select().from(upsells).orderBy(upsells.sortOrder);
    expect(rows.map((row) => [row.code, row.amountCents])).toEqual([
      ["embolden", 400],
      ["highlight", 700],
      ["featured_state", 2_500],
      ["featured_nationwide", 12_500],
      ["premium", 1_999],
    ]);
  });

  it("GET /api/upsells answers the active upsells, sorted, with amounts in cents", async () => {
    const response = await api(upsellsApi.loader, getRequest("/api/upsells", undefined, { "x-requested-with": "XMLHttpRequest" }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.map((u: any) => u.amount)).toEqual([400, 700, 2_500, 12_500, 1_999]);
    expect(Object.keys(body[0]).sort()).toEqual(["amount", "description", "id", "name"]);
    expect(body[0]).toMatchObject({ id: ids.embolden, name: "Bold Listing" });

    await app.services.db.update(upsells).set({ active: false }).where(eq(upsells.code, "featured_state"));
    const fewer = await (await api(upsellsApi.loader, getRequest("/api/upsells"))).json();
    await app.services.db.update(upsells).set({ active: true }).where(eq(upsells.code, "featured_state"));
    expect(fewer.map((u: any) => u.id)).not.toContain(ids.featured_state);
  });
});

describe("the cart in the session", () => {
  it("saves and answers the selected ids for the user's listing", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const saved = await api(
      cartApi.action,
      jsonRequest("/api/judgments/sell/upsells", { judgment_id: id, upsells: [ids.highlight, ids.embolden] }, seller.jar),
    );
    expect(saved.status).toBe(200);
    const answer = await saved.json();
    expect(answer).toMatchObject({ judgment_id: id, upsells: [ids.embolden, ids.highlight], total: 1_100 });
    // The checkout's summary of the cart, which the enhancement pages show (issue 27).
    expect(answer.summary).toMatchObject({ judgment_id: id, listing_fee: null, premium_discount: 0, total: 1_100 });

    const read = await api(cartApi.loader, getRequest("/api/judgments/sell/upsells", seller.jar, { "x-requested-with": "XMLHttpRequest" }));
    expect(await read.json()).toEqual([ids.embolden, ids.highlight]);
    const other = await api(cartApi.loader, getRequest(`/api/judgments/sell/upsells?judgment_id=${id + 1000}`, seller.jar));
    expect(await other.json()).toEqual([]);
    const visitor = await api(cartApi.loader, getRequest("/api/judgments/sell/upsells"));
    expect(await visitor.json()).toEqual([]);
  });

  it("refuses another seller's listing, a sold one, unknown upsells and visitors", async () => {
    const [seller, stranger] = [await member(app), await member(app)];
    const id = await listing(app, seller.userId);
    const sold = await listing(app, seller.userId, { status: "sold" });
    const post = (jar: CookieJar | undefined, body: unknown) => api(cartApi.action, jsonRequest("/api/judgments/sell/upsells", body, jar));
    expect((await post(stranger.jar, { judgment_id: id, upsells: [ids.highlight] })).status).toBe(403);
    expect((await post(seller.jar, { judgment_id: sold, upsells: [ids.highlight] })).status).toBe(409);
    const unknown = await post(seller.jar, { judgment_id: id, upsells: [99_999] });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors.upsells).toEqual(["Choose from the enhancements on offer."]);
    expect((await post(seller.jar, { judgment_id: id, upsells: ["x"] })).status).toBe(422);
    expect((await post(undefined, { judgment_id: id, upsells: [ids.highlight] })).status).toBe(401);
  });
});

describe("paying for enhancements", () => {
  it("charges the server's total, switches the flags on, records the purchase and mails the invoice", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const response = await payLater(seller.jar, {
      judgment_id: id,
      upsells: [ids.highlight, ids.embolden],
      amount: 1_100,
      payment_method: "pm_card_visa",
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: "succeeded", message: THANK_YOU, amount: 1_100 });

    expect(await flags(id)).toEqual({ bold: true, highlight: true, state: false, nationwide: false });
    const rows = await enhancementRows(id);
    expect(rows.map((r) => [r.upsellId, r.amountCents, r.paymentId]).sort()).toEqual(
      [
        [ids.embolden, 400, body.payment_id],
        [ids.highlight, 700, body.payment_id],
      ].sort(),
    );
    const [payment] = await paymentsFor(id);
    expect(payment).toMatchObject({ kind: "enhancement", amountCents: 1_100, status: "succeeded", userId: seller.userId });
    const ledger = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment.id));
    expect(ledger.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);

    const [invoice] = await invoicesTo(seller.email);
    expect(invoice.bodyText).toContain("Bold Listing");
    expect(invoice.bodyText).toContain("$4");
    expect(invoice.bodyText).toContain("Highlighted Listing");
    expect(invoice.bodyText).toContain("$7");
    expect(invoice.bodyText).toMatch(/Total paid\s+\$11/);
    expect(invoice.bodyHtml).toContain("$11");
  });

  it("answers 409 when the posted amount is not the server's total, and charges nothing", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const response = await payLater(seller.jar, { judgment_id: id, upsells: [ids.highlight], amount: 400, payment_method: "pm_card_visa" });
    expect(response.status).toBe(409);
    // A refusal answers { errors, message } like every other refusal (docs/decisions/0015).
    expect(await response.json()).toEqual({
      errors: { amount: ["The price changed; please review your cart. The total is now $7."] },
      message: "The price changed; please review your cart. The total is now $7.",
      total: 700,
    });
    expect(await paymentsFor(id)).toHaveLength(0);
    expect((await flags(id)).highlight).toBe(false);
  });

  it("names the format, cents, in every 422 about the amount (DESIGN.md section 5)", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const CENTS = "Enter the amount in cents, like 3900 for $39.00.";
    for (const [amount, message] of [
      ["7.00", CENTS],
      ["seven", CENTS],
      [7.5, CENTS],
      ["", `The amount is missing. ${CENTS}`],
      [undefined, `The amount is missing. ${CENTS}`],
    ] as const) {
      const response = await payLater(seller.jar, { judgment_id: id, upsells: [ids.highlight], amount, payment_method: "pm_card_visa" });
      expect(response.status, String(amount)).toBe(422);
      expect((await response.json()).errors.amount, String(amount)).toEqual([message]);
    }
    expect(await paymentsFor(id)).toHaveLength(0);
  });

  it("answers 403 to another seller, 404 for no listing, 409 for a listing past selling, 401 to visitors", async () => {
    const [seller, stranger] = [await member(app), await member(app)];
    const id = await listing(app, seller.userId);
    const good = { upsells: [ids.highlight], amount: 700, payment_method: "pm_card_visa" };
    expect((await payLater(stranger.jar, { ...good, judgment_id: id })).status).toBe(403);
    expect((await payLater(seller.jar, { ...good, judgment_id: 9_999_999 })).status).toBe(404);
    for (const status of ["offer_accepted", "paid", "sold", "cancelled"] as const) {
      const closed = await listing(app, seller.userId, { status });
      const response = await payLater(seller.jar, { ...good, judgment_id: closed });
      expect(response.status, status).toBe(409);
    }
    for (const status of ["new", "hidden"] as const) {
      const open = await listing(app, seller.userId, { status });
      expect((await payLater(seller.jar, { ...good, judgment_id: open })).status, status).toBe(200);
    }
    expect((await payLater(new CookieJar(), { ...good, judgment_id: id })).status).toBe(401);
    expect(await paymentsFor(id)).toHaveLength(0);
  });

  it("charges once for a form sent twice, at once or one after the other", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const body = { judgment_id: id, upsells: [ids.featured_state], amount: 2_500, payment_method: "pm_card_visa" };
    // At once: the second either joins the first one's payment (200) or, when the first has
    // finished already, finds the listing enhanced (422). Never a second charge.
    const [a, b] = await Promise.all([payLater(seller.jar, body), payLater(seller.jar, body)]);
    expect([a.status, b.status]).toContain(200);
    for (const status of [a.status, b.status]) expect([200, 422]).toContain(status);
    const again = await payLater(seller.jar, body);
    expect(again.status).toBe(422);
    expect((await again.json()).errors.upsells).toEqual(["Your listing already has these enhancements."]);
    const rows = await paymentsFor(id);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("succeeded");
    expect(await enhancementRows(id)).toHaveLength(1);
    expect(await invoicesTo(seller.email)).toHaveLength(1);
    const ledger = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, rows[0].id));
    expect(ledger.map((e) => e.amountCents).sort((x, y) => x - y)).toEqual([-2_500, 2_500]);
  });

  it("does not charge again for what the listing already has", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { highlightListing: true });
    const mixed = await payLater(seller.jar, {
      judgment_id: id,
      upsells: [ids.highlight, ids.embolden],
      amount: 400,
      payment_method: "pm_card_visa",
    });
    expect(mixed.status).toBe(200);
    expect((await paymentsFor(id))[0].amountCents).toBe(400);
  });

  it("reports a decline as the card's message and leaves the listing as it was", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const response = await payLater(seller.jar, {
      judgment_id: id,
      upsells: [ids.highlight],
      amount: 700,
      payment_method: "pm_card_chargeDeclined",
    });
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ errors: { payment_method: ["Your card was declined."] }, message: "Your card was declined." });
    expect((await flags(id)).highlight).toBe(false);
    expect(await enhancementRows(id)).toHaveLength(0);
    expect(await invoicesTo(seller.email)).toHaveLength(0);

    const retried = await payLater(seller.jar, { judgment_id: id, upsells: [ids.highlight], amount: 700, payment_method: "pm_card_visa" });
    expect(retried.status).toBe(200);
    expect((await flags(id)).highlight).toBe(true);
    expect(await paymentsFor(id)).toHaveLength(1);
  });

  it("refuses a mistyped card number before charging (422)", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const response = await payLater(seller.jar, {
      judgment_id: id,
      upsells: [ids.highlight],
      amount: 700,
      card_number: "4242 4242 4242 4241",
      card_expiry: "12/40",
      card_cvc: "123",
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.card_number).toEqual(["Your card number is incorrect."]);
  });

  it("waits for 3-D Secure, then switches on once the cardholder approves", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const pending = await payLater(seller.jar, {
      judgment_id: id,
      upsells: [ids.featured_nationwide],
      amount: 12_500,
      payment_method: "pm_card_authenticationRequired",
    });
    expect(pending.status).toBe(200);
    const started = await pending.json();
    expect(started).toMatchObject({ status: "requires_action", payment_id: expect.any(Number), client_secret: expect.any(String) });
    expect((await flags(id)).nationwide).toBe(false);

    const stranger = await member(app);
    const foreign = await payLater(stranger.jar, { intent: "authenticate", payment_id: started.payment_id, approved: true });
    expect(foreign.status).toBe(404);

    const done = await payLater(seller.jar, { intent: "authenticate", payment_id: started.payment_id, approved: true });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: "succeeded", message: THANK_YOU });
    expect((await flags(id)).nationwide).toBe(true);
    expect(await enhancementRows(id)).toHaveLength(1);
    expect(await invoicesTo(seller.email)).toHaveLength(1);
  });

  it("leaves everything off when 3-D Secure fails", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const pending = await (
      await payLater(seller.jar, {
        judgment_id: id,
        upsells: [ids.highlight],
        amount: 700,
        payment_method: "pm_card_authenticationRequired",
      })
    ).json();
    const failed = await payLater(seller.jar, { intent: "authenticate", payment_id: pending.payment_id, approved: false });
    expect(failed.status).toBe(402);
    expect((await failed.json()).errors.payment_method[0]).toMatch(/unable to authenticate/);
    expect((await flags(id)).highlight).toBe(false);
  });
});

describe("POST /api/enhancements/payment (the wizard's cart)", () => {
  it("pays for the saved cart, with a month of premium when is_premium is set, discounting the enhancements", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new" });
    await api(
      cartApi.action,
      jsonRequest("/api/judgments/sell/upsells", { judgment_id: id, upsells: [ids.highlight, ids.embolden] }, seller.jar),
    );
    const pay = (body: Record<string, unknown>) => api(payApi.action, jsonRequest("/api/enhancements/payment", body, seller.jar));

    // Highlight $7 + Bold $4, each 10% off, plus premium $19.99.
    const wrong = await pay({ judgment_id: id, amount: 1_100, is_premium: true, payment_method: "pm_card_visa" });
    expect(wrong.status).toBe(409);
    const response = await pay({ judgment_id: id, amount: 630 + 360 + 1_999, is_premium: true, payment_method: "pm_card_visa" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "succeeded", message: THANK_YOU });
    expect(await flags(id)).toMatchObject({ bold: true, highlight: true });
    const [user] = await app.services.db.select().from(users).where(eq(users.id, seller.userId));
    expect(user.isPremium).toBe(true);
    expect(Math.abs(user.premiumUntil!.getTime() - (Date.now() + 30.5 * DAY))).toBeLessThan(2 * DAY);
    const [invoice] = await invoicesTo(seller.email);
    expect(invoice.bodyText).toContain("Premium Membership (one month)");
    expect(invoice.bodyText).toContain("Premium member discount (10%)");
    expect(invoice.bodyText).toMatch(/Total paid\s+\$29\.89/);

    // The cart was emptied: nothing left to pay for.
    const empty = await pay({ judgment_id: id, amount: 0, payment_method: "pm_card_visa" });
    expect(empty.status).toBe(422);
  });
});

describe("premium membership", () => {
  const upgrade = (jar: CookieJar, body: Record<string, unknown>) => api(upgradeApi.action, jsonRequest("/api/upgrade/payment", body, jar));

  it("buys a month, extends a running membership, and then discounts enhancements", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "sold" });
    const first = await upgrade(seller.jar, { judgment_id: id, amount: 1_999, payment_method: "pm_card_visa" });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: "succeeded", message: THANK_YOU });
    const until = async () => (await app.services.db.select().from(users).where(eq(users.id, seller.userId)))[0].premiumUntil!;
    const once = await until();
    expect(Math.abs(once.getTime() - (Date.now() + 30.5 * DAY))).toBeLessThan(2 * DAY);

    const second = await upgrade(seller.jar, { judgment_id: id, amount: 1_999, payment_method: "pm_card_visa" });
    expect(second.status).toBe(200);
    const twice = await until();
    expect(twice.getTime() - once.getTime()).toBeGreaterThan(27 * DAY);
    const premiumPayments = await app.services.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, seller.userId), eq(payments.kind, "premium")));
    expect(premiumPayments).toHaveLength(2);

    // Premium members pay 10% less for enhancements (Highlight and Bold are included: monthly credits).
    const live = await listing(app, seller.userId);
    const [featured] = await app.services.db.select().from(upsells).where(eq(upsells.code, "featured_state"));
    const list = featured.amountCents;
    const discounted = list - Math.round(list / 10);
    expect(
      (await payLater(seller.jar, { judgment_id: live, upsells: [featured.id], amount: list, payment_method: "pm_card_visa" })).status,
    ).toBe(409);
    expect(
      (await payLater(seller.jar, { judgment_id: live, upsells: [featured.id], amount: discounted, payment_method: "pm_card_visa" }))
        .status,
    ).toBe(200);
  });

  it("refuses a stale page (the membership moved), a wrong amount and another seller's listing", async () => {
    const [seller, stranger] = [await member(app), await member(app)];
    const id = await listing(app, seller.userId);
    const stale = await upgrade(seller.jar, {
      judgment_id: id,
      amount: 1_999,
      premium_until: "1700000000000",
      payment_method: "pm_card_visa",
    });
    expect(stale.status).toBe(409);
    expect(
      (await upgrade(seller.jar, { judgment_id: id, amount: 1_000, premium_until: "none", payment_method: "pm_card_visa" })).status,
    ).toBe(409);
    expect((await upgrade(stranger.jar, { judgment_id: id, amount: 1_999, payment_method: "pm_card_visa" })).status).toBe(403);
    const ok = await upgrade(seller.jar, { judgment_id: id, amount: 1_999, premium_until: "none", payment_method: "pm_card_visa" });
    expect(ok.status).toBe(200);
    // The same page sent again: its membership end is no longer current, so no second month.
    const resent = await upgrade(seller.jar, { judgment_id: id, amount: 1_999, premium_until: "none", payment_method: "pm_card_visa" });
    expect(resent.status).toBe(409);
    expect(
      await app.services.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, seller.userId), eq(payments.kind, "premium"))),
    ).toHaveLength(1);
  });
});

describe("the pages without JavaScript", () => {
  const pageArgs = (request: Request, id: number) => app.args(request, { id: String(id) });

  it("chooses with checkboxes, pays with the card form, and shows the thank-you page", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const base = `/sell/enhance/${id}`;
    const chosen = (await run(() =>
      enhanceLaterPage.action(pageArgs(formRequest(base, { intent: "cart", upsells: String(ids.highlight) }, seller.jar), id)),
    )) as Response;
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe(`${base}?step=pay`);

    const payScreen = unwrap(await run(() => enhanceLaterPage.loader(pageArgs(getRequest(`${base}?step=pay`, seller.jar), id))));
    expect(payScreen.data.step).toBe("pay");
    expect(payScreen.data.store.summary.total).toBe(700);

    const fields = {
      intent: "pay",
      judgment_id: String(id),
      amount: "700",
      upsells: String(ids.highlight),
      card_number: "4242 4242 4242 4242",
      card_expiry: "12/40",
      card_cvc: "123",
    };
    const declined = unwrap(
      await run(() =>
        enhanceLaterPage.action(
          pageArgs(formRequest(`${base}?step=pay`, { ...fields, card_number: "4000 0000 0000 0002" }, seller.jar), id),
        ),
      ),
    );
    expect(declined.status).toBe(402);
    expect(declined.data.errors._).toEqual(["Your card was declined."]);

    const paid = (await run(() => enhanceLaterPage.action(pageArgs(formRequest(`${base}?step=pay`, fields, seller.jar), id)))) as Response;
    expect(paid.status).toBe(302);
    const location = paid.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${base}\\?paid=\\d+$`));
    const thanks = unwrap(await run(() => enhanceLaterPage.loader(pageArgs(getRequest(location, seller.jar), id))));
    expect(thanks.data.step).toBe("paid");
    expect(thanks.data.links.ok).toBe(`/judgments/${id}/edit`);
    expect(thanks.data.store.catalogue.find((u: any) => u.code === "highlight").owned).toBe(true);
  });

  it("answers the payment dialog with data when JavaScript sent it", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new" });
    const result = unwrap(
      await run(() =>
        enhancePage.action(
          app.args(
            formRequest(
              `/sell/enhance?judgment_id=${id}`,
              {
                intent: "pay",
                js: "1",
                judgment_id: String(id),
                amount: "400",
                upsells: String(ids.embolden),
                payment_method: "pm_card_visa",
              },
              seller.jar,
            ),
          ),
        ),
      ),
    );
    expect(result.status).toBe(200);
    expect(result.data.paid.message).toBe(THANK_YOU);
    const wizard = unwrap(await run(() => enhancePage.loader(app.args(getRequest(`/sell/enhance?judgment_id=${id}`, seller.jar)))));
    expect(wizard.data.links).toMatchObject({
      ok: `/sell/success?judgment_id=${id}`,
      checkout: `/sell/checkout?judgment_id=${id}`,
      upgrade: `/sell/upgrade/${id}`,
    });
  });

  it("refuses other sellers (403), unknown listings (404), and says when a listing is past selling (409)", async () => {
    const [seller, stranger] = [await member(app), await member(app)];
    const id = await listing(app, seller.userId);
    const sold = await listing(app, seller.userId, { status: "sold" });
    const load = (jar: CookieJar, judgmentId: number) =>
      run(() => enhanceLaterPage.loader(pageArgs(getRequest(`/sell/enhance/${judgmentId}`, jar), judgmentId)));
    expect(((await load(stranger.jar, id)) as Response).status).toBe(403);
    expect(((await load(seller.jar, 9_999_999)) as Response).status).toBe(404);
    const closed = unwrap(await load(seller.jar, sold));
    expect(closed.status).toBe(409);
    expect(closed.data.closed).toMatch(/can only be bought/);

    const upgradeLoad = (jar: CookieJar) => run(() => upgradePage.loader(pageArgs(getRequest(`/sell/upgrade/${id}`, jar), id)));
    expect(((await upgradeLoad(stranger.jar)) as Response).status).toBe(403);
    expect(unwrap(await upgradeLoad(seller.jar)).data).toMatchObject({ priceCents: 1_999, member: false, stamp: "none" });
  });
});

describe("a paid enhancement takes effect", () => {
  it("featured nationwide leads the home page's list and /api/judgments/featured; highlight and bold show in browse", async () => {
    const seller = await member(app);
    const older = await listing(app, seller.userId, { listedAt: new Date(Date.now() - 30 * DAY), title: "Featured contractor judgment" });
    const newer = await listing(app, seller.userId, { listedAt: new Date(Date.now() - 6 * DAY) }); // a newer, plain listing (past the first look)
    const paid = await payLater(seller.jar, {
      judgment_id: older,
      upsells: [ids.featured_nationwide, ids.highlight, ids.embolden],
      amount: 12_500 + 700 + 400,
      payment_method: "pm_card_visa",
    });
    expect(paid.status).toBe(200);

    // Before it: only other featured listings (bought earlier in this file); the newer plain one after.
    const before = (list: Array<{ id: number; featured: boolean }>) => {
      const at = list.findIndex((j) => j.id === older);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(list.slice(0, at).every((j) => j.featured)).toBe(true);
      expect(list.findIndex((j) => j.id === newer)).toBeGreaterThan(at);
      return list[at];
    };
    expect(before(await listFeaturedJudgments(app.services.db, visitors(), 12))).toMatchObject({ featured: true });
    const featured = await (await api(featuredApi.loader, getRequest("/api/judgments/featured"))).json();
    expect(before(featured)).toMatchObject({ featured: true, highlight_listing: true, embolden_listing: true });

    const browse = await browseJudgments(
      app.services.db,
      { name: "Featured contractor" },
      { audience: visitors(), sort: "newest", page: 1 },
    );
    expect(browse.rows[0]).toMatchObject({ id: older, highlight: true, embolden: true });
  });
});
