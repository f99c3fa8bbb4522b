// Issue 27, item 11: the enhancement cart shows everything the checkout will charge. The cart on
// /sell/enhance (the wizard) and /sell/enhance/{id} (enhancements later) is the checkout's own
// summary, priced on the server: the unpaid listing fee, the enhancements, the premium discount and
// the total; the button reads that total; it equals what /sell/checkout shows and what it charges.
// The cart's API answers the same summary after each change (the page shows it; no sum in the browser).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { eq } from "drizzle-orm";
import * as checkoutPage from "~/routes/listing-wizard/checkout";
import * as enhancePage from "~/routes/listing-wizard/enhance";
import * as enhanceLaterPage from "~/routes/listing-wizard/enhance-later";
import * as cartApi from "~/routes/api/listing-wizard/upsells";
import { payments, upsells, users } from "~/server/db/schema";
import { formatMoney } from "~/domain/money";
import { CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, type RouteFunction, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";

let app: TestApp;
let ids: Record<string, number>;
let price: Record<string, number>;
beforeAll(async () => {
  app = await createTestApp();
  const rows = await app.services.db.select().from(upsells);
  ids = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  price = Object.fromEntries(rows.map((row) => [row.code, row.amountCents]));
});
afterAll(async () => {
  await app?.close();
});

async function call(fn: RouteFunction<any>, request: Request, jar: CookieJar, params: Record<string, string> = {}) {
  const result = await run(() => fn(app.args(request, params)));
  if (result instanceof Response) jar.take(result);
  return result;
}

/** A submitted listing waiting for its $35 fee (asking 40% of the amount). */
const unpaidListing = (sellerId: number) =>
  listing(app, sellerId, { status: "new", amountCents: 1_000_000, priceCents: 400_000, listingFeeCents: 3_500 });

async function saveCart(jar: CookieJar, id: number, codes: string[]) {
  const saved = (await call(
    cartApi.action,
    jsonRequest("/api/judgments/sell/upsells", { judgment_id: id, upsells: codes.map((c) => ids[c]) }, jar),
    jar,
  )) as Response;
  expect(saved.status).toBe(200);
  return saved.json();
}

/** The enhancement page as the server renders it: the cart's total and the checkout button's label. */
function renderStore(page: any, actionPath: string): string {
  const Component = page.mode === "wizard" ? enhancePage.default : enhanceLaterPage.default;
  const Stub = createRoutesStub([
    { path: actionPath, Component: () => createElement(Component as any, { loaderData: page, params: {}, matches: [] }) },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [actionPath] }));
}

const buttonText = (html: string) =>
  html.match(/data-testid="checkout-button"[^>]*>([^<]*(?:<!-- -->[^<]*)*)</)?.[1].replace(/<!-- -->/g, "");
const cartTotal = (html: string) => html.match(/data-testid="cart-total"[^>]*>([^<]*)</)?.[1];

describe("the enhancement cart's total", () => {
  it("includes the unpaid listing fee in the cart, the button and the cart's API, and equals what checkout charges", async () => {
    const seller = await member(app);
    const id = await unpaidListing(seller.userId);
    const total = 3_500 + price.embolden;

    // The cart's API answers the checkout's summary after the change.
    const saved = await saveCart(seller.jar, id, ["embolden"]);
    expect(saved).toMatchObject({ judgment_id: id, upsells: [ids.embolden], total });
    expect(saved.summary).toMatchObject({ listing_fee: { amount: 3_500 }, total, upsells: [{ code: "embolden", amount: price.embolden }] });

    // The wizard's step: the fee is a line of the cart, and the button reads the full total.
    const wizard = (await call(enhancePage.loader, getRequest(`/sell/enhance?judgment_id=${id}`, seller.jar), seller.jar)) as any;
    expect(wizard.store.summary).toMatchObject({ listing_fee: { amount: 3_500 }, total });
    const html = renderStore(wizard, "/sell/enhance");
    expect(html).toContain('data-code="listing_fee"');
    expect(cartTotal(html)).toBe(formatMoney(total));
    expect(buttonText(html)).toBe(`Continue to Checkout · ${formatMoney(total)}`);

    // The enhancements-later page of the same listing says the same.
    const later = (await call(enhanceLaterPage.loader, getRequest(`/sell/enhance/${id}`, seller.jar), seller.jar, {
      id: String(id),
    })) as any;
    expect(later.store.summary.total).toBe(total);
    expect(buttonText(renderStore(later, `/sell/enhance/${id}`))).toBe(`Continue to Checkout · ${formatMoney(total)}`);

    // The checkout shows that total and charges it.
    const checkout = (await call(checkoutPage.loader, getRequest(`/sell/checkout?judgment_id=${id}`, seller.jar), seller.jar)) as any;
    expect(checkout.totalCents).toBe(total);
    expect(checkout.summary).toEqual(wizard.store.summary);
    await call(
      checkoutPage.action,
      formRequest(
        `/sell/checkout?judgment_id=${id}`,
        { amount: String(wizard.store.summary.total), payment_method: "pm_card_visa" },
        seller.jar,
      ),
      seller.jar,
    );
    const [paid] = await app.services.db.select().from(payments).where(eq(payments.judgmentId, id));
    expect(paid).toMatchObject({ status: "succeeded", amountCents: total, listingFeeCents: 3_500 });
  });

  it("shows the fee alone as the total of an empty cart, and a premium member's discount as checkout applies it", async () => {
    const seller = await member(app);
    const id = await unpaidListing(seller.userId);
    const empty = (await call(enhancePage.loader, getRequest(`/sell/enhance?judgment_id=${id}`, seller.jar), seller.jar)) as any;
    expect(empty.store.summary).toMatchObject({ listing_fee: { amount: 3_500 }, upsells: [], total: 3_500 });
    expect(buttonText(renderStore(empty, "/sell/enhance"))).toBe(`Continue to Checkout · ${formatMoney(3_500)}`);

    // A premium member (no credits used on featured listings): the discount is the server's, the same at checkout.
    await app.services.db
      .update(users)
      .set({ isPremium: true, premiumUntil: new Date(Date.now() + 20 * 86_400_000) })
      .where(eq(users.id, seller.userId));
    const saved = await saveCart(seller.jar, id, ["featured_state"]);
    const discounted = price.featured_state - Math.round(price.featured_state / 10);
    expect(saved.summary).toMatchObject({
      member_prices: true,
      premium_discount: price.featured_state - discounted,
      total: 3_500 + discounted,
    });
    const page = (await call(enhancePage.loader, getRequest(`/sell/enhance?judgment_id=${id}`, seller.jar), seller.jar)) as any;
    const card = page.store.catalogue.find((u: any) => u.code === "featured_state");
    expect(card.memberCents).toBe(discounted);
    const checkout = (await call(checkoutPage.loader, getRequest(`/sell/checkout?judgment_id=${id}`, seller.jar), seller.jar)) as any;
    expect(checkout.totalCents).toBe(page.store.summary.total);
  });

  it("has no fee line once the fee is paid: the enhancements-later page's total is the enhancements alone", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { listingFeeCents: 0 });
    await saveCart(seller.jar, id, ["highlight"]);
    const later = (await call(enhanceLaterPage.loader, getRequest(`/sell/enhance/${id}`, seller.jar), seller.jar, {
      id: String(id),
    })) as any;
    expect(later.store.summary).toMatchObject({ listing_fee: null, total: price.highlight });
    expect(buttonText(renderStore(later, `/sell/enhance/${id}`))).toBe(`Checkout · ${formatMoney(price.highlight)}`);
  });
});
