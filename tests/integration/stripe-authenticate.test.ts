// 3-D Secure with the Stripe provider (against the local Stripe fake): the pages' actions and the
// checkout's loader hand the charge's client secret to the paying user only, AuthenticatePayment
// then runs Stripe.js's step instead of the offline Approve/Fail stand-in, and the post-back is
// settled from Stripe's state of the charge.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { buyerFee } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import * as addressApi from "~/routes/api/users/address";
import * as payPage from "~/routes/judgments/pay-for-judgment";
import * as checkoutPage from "~/routes/listing-wizard/checkout";
import * as enhanceLaterPage from "~/routes/listing-wizard/enhance-later";
import * as upgradePage from "~/routes/listing-wizard/premium-upgrade";
import { AuthenticatePayment } from "~/components/payments/card-form";
import { upsells } from "~/server/db/schema";
import { formRequest, getRequest, jsonRequest, run, unwrap, type TestApp } from "../support/app";
import { acceptedSale, listing, member, type Member } from "../support/factories";
import { judgmentRow, upsellCents } from "../support/rows";
import { createStripeTestApp } from "../support/stripe-app";
import type { StripeFake } from "../support/stripe-fake";

const PUBLISHABLE = "pk_test_fake";
const AGREED = 300_000;
const TOTAL = AGREED + buyerFee(AGREED);
const ADDRESS = { name: "Pat Buyer", address1: "1 Main St", address2: "", city: "Sacramento", state: "CA", zip: "95814" };

let app: TestApp;
let fake: StripeFake;
beforeAll(async () => {
  ({ app, fake } = await createStripeTestApp({ STRIPE_PUBLISHABLE_KEY: PUBLISHABLE }));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** The intent the fake holds for a client secret the app handed out. */
const intentOf = (clientSecret: string) => [...fake.intents.values()].find((intent) => intent.client_secret === clientSecret);

/** Renders a page's body under a root route whose loader data carries `stripe_key`. */
function render(body: () => ReturnType<typeof createElement>, stripeKey: string | null) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ index: true, Component: body }] }]);
  return renderToString(createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { root: { stripe_key: stripeKey } } } }));
}

async function acceptedPurchase(): Promise<{ seller: Member; buyer: Member; id: number }> {
  const seller = await member(app);
  const buyer = await member(app, { prefix: "buyer" });
  const saved = await run(() => addressApi.action(app.args(jsonRequest("/api/users/address", ADDRESS, buyer.jar))));
  expect((saved as Response).status).toBe(200);
  const { id } = await acceptedSale(app, seller.userId, buyer.userId, { amountCents: AGREED });
  return { seller, buyer, id };
}

describe("AuthenticatePayment", () => {
  const step = (clientSecret: string | null) => () =>
    createElement(AuthenticatePayment, { amountCents: 5_000, hidden: { payment_id: "7" }, clientSecret });

  it("runs Stripe.js's step with Stripe keys and a client secret", () => {
    const html = render(step("pi_x_secret_y"), PUBLISHABLE);
    expect(html).toContain("Authenticate with your bank");
    expect(html).not.toContain(">Approve<");
    expect(html).not.toContain("pi_x_secret_y");
  });

  it("never shows the test-mode buttons with Stripe keys, even without a client secret", () => {
    const html = render(step(null), PUBLISHABLE);
    expect(html).toContain("could not reach the card processor");
    expect(html).not.toContain(">Approve<");
  });

  it("keeps the offline Approve / Fail stand-in without Stripe keys", () => {
    const html = render(step("pi_x_secret_y"), null);
    expect(html).toContain(">Approve<");
    expect(html).toContain(">Fail<");
    expect(html).not.toContain("Authenticate with your bank");
  });
});

describe("/judgments/pay/{id} with Stripe", () => {
  it("answers the buyer the client secret, shows Stripe's step, and settles from Stripe's state", async () => {
    const { seller, buyer, id } = await acceptedPurchase();
    const post = (m: Member, fields: Record<string, string>) =>
      run(() => payPage.action(app.args(formRequest(`/judgments/pay/${id}`, fields, m.jar), { id: String(id) })));

    const answer = unwrap(
      await post(buyer, { amount: dollarText(TOTAL), attempt: "s1", payment_method: "pm_card_authenticationRequired" }),
    );
    expect(answer.status).toBe(200);
    const { authenticate } = answer.data;
    expect(authenticate).toMatchObject({ amountCents: TOTAL, clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    const intent = intentOf(authenticate.clientSecret)!;
    expect(intent).toMatchObject({ status: "requires_action", amount: TOTAL });

    // Nobody else gets anything out of the page (the seller, a stranger).
    expect(
      ((await post(seller, { intent: "authenticate", payment_id: String(authenticate.paymentId), approved: "1" })) as Response).status,
    ).toBe(403);

    // The page hands the secret to AuthenticatePayment: Stripe's step, not the stand-in.
    const loaderData: any = await run(() => payPage.loader(app.args(getRequest(`/judgments/pay/${id}`, buyer.jar), { id: String(id) })));
    const page = render(
      () => createElement(payPage.default as any, { loaderData, actionData: answer.data, params: { id: String(id) }, matches: [] }),
      PUBLISHABLE,
    );
    expect(page).toContain("Authenticate with your bank");
    expect(page).not.toContain(">Approve<");
    expect(page).toContain(`name="payment_id" value="${authenticate.paymentId}"`);

    // Stripe.js finished the bank's step; the post-back asks Stripe, whatever `approved` says.
    const early = unwrap(await post(buyer, { intent: "authenticate", payment_id: String(authenticate.paymentId), approved: "1" }));
    expect(early.data.authenticate.clientSecret).toBe(authenticate.clientSecret);
    expect((await judgmentRow(app, id)).status).toBe("offer_accepted");
    intent.status = "succeeded";
    const done = (await post(buyer, { intent: "authenticate", payment_id: String(authenticate.paymentId), approved: "0" })) as Response;
    expect(done.status).toBe(302);
    expect((await judgmentRow(app, id)).status).toBe("paid");
  });
});

describe("/sell/checkout with Stripe", () => {
  it("gives the seller's page the pending charge's client secret after the redirect, and no one else", async () => {
    const seller = await member(app);
    const stranger = await member(app);
    const id = await listing(app, seller.userId, { status: "new", listingFeeCents: 3_500 });
    const url = `/sell/checkout?judgment_id=${id}`;
    const started = (await run(() =>
      checkoutPage.action(app.args(formRequest(url, { amount: "3500", payment_method: "pm_card_authenticationRequired" }, seller.jar))),
    )) as Response;
    expect(started.status).toBe(302);
    expect(started.headers.get("location")).toBe(url);

    const loaderData: any = await run(() => checkoutPage.loader(app.args(getRequest(url, seller.jar))));
    expect(loaderData.authenticate).not.toBeNull();
    const intent = intentOf(loaderData.authenticate.clientSecret)!;
    expect(intent).toMatchObject({ status: "requires_action", amount: 3_500 });
    expect(((await run(() => checkoutPage.loader(app.args(getRequest(url, stranger.jar))))) as Response).status).toBe(404);

    const page = render(
      () => createElement(checkoutPage.default as any, { loaderData, actionData: undefined, params: {}, matches: [] }),
      PUBLISHABLE,
    );
    expect(page).toContain("Authenticate with your bank");
    expect(page).not.toContain(">Approve<");

    intent.status = "succeeded";
    const reply = { intent: "authenticate", approved: "1", payment_id: String(loaderData.authenticate.paymentId) };
    const done = (await run(() => checkoutPage.action(app.args(formRequest(url, reply, seller.jar))))) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/sell/success?judgment_id=${id}`);
  });
});

describe("enhancements and premium with Stripe", () => {
  it("the enhancement store's and the premium page's actions answer the client secret", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const [highlight] = (await app.services.db.select({ id: upsells.id, code: upsells.code }).from(upsells)).filter(
      (u) => u.code === "highlight",
    );
    const base = `/sell/enhance/${id}`;
    const [highlightCents, premiumCents] = [await upsellCents(app, "highlight"), await upsellCents(app, "premium")];
    const store = unwrap(
      await run(() =>
        enhanceLaterPage.action(
          app.args(
            formRequest(
              `${base}?step=pay`,
              {
                intent: "pay",
                judgment_id: String(id),
                amount: String(highlightCents),
                upsells: String(highlight.id),
                payment_method: "pm_card_authenticationRequired",
              },
              seller.jar,
            ),
            { id: String(id) },
          ),
        ),
      ),
    );
    expect(store.data.authenticate).toMatchObject({ clientSecret: expect.stringMatching(/_secret_/) });
    expect(intentOf(store.data.authenticate.clientSecret)).toMatchObject({ status: "requires_action" });

    const premium = unwrap(
      await run(() =>
        upgradePage.action(
          app.args(
            formRequest(
              `/sell/upgrade/${id}`,
              {
                intent: "pay",
                judgment_id: String(id),
                amount: String(premiumCents),
                payment_method: "pm_card_authenticationRequired",
              },
              seller.jar,
            ),
            { id: String(id) },
          ),
        ),
      ),
    );
    expect(premium.data.authenticate).toMatchObject({
      amountCents: await upsellCents(app, "premium"),
      clientSecret: expect.stringMatching(/_secret_/),
    });
    expect(intentOf(premium.data.authenticate.clientSecret)).toMatchObject({
      status: "requires_action",
      amount: await upsellCents(app, "premium"),
    });
  });
});
