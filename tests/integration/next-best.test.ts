// Issue 16, item 3: the next-best offer. When the accepted buyer does not pay in time, the owner
// may hand the sale to the best offer that was rejected only because that one was accepted (still
// within its own expiry, never handed over before) instead of relisting; what the owner confirmed
// (the offer and its amount) is what happens; its buyer gets the payment window from the moment
// they accept, or declines and the listing is for sale again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { buyerTotal } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import * as createOffer from "~/routes/api/offers/create";
import * as acceptRoute from "~/routes/api/offers/accept";
import * as payApi from "~/routes/api/judgments/payment";
import * as detail from "~/routes/judgments/detail";
import { judgments, offers, outbox, payments } from "~/server/db/schema";
import { loadDeadlineView } from "~/server/deadlines/deadline-view";
import { runPaymentDeadlines } from "~/server/deadlines/payment-deadlines-job";
import { createTestApp, formRequest, jsonRequest, run, type CookieJar, type TestApp } from "../support/app";
import { assertLedgerInvariants } from "../support/ledger-invariants";
import { listing, member, type Member } from "../support/factories";

const DAY = 86_400_000;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function status(fn: (args: any) => unknown, request: Request, params?: Record<string, string>): Promise<number> {
  const answer = (await run(() => fn(app.args(request, params)) as Promise<unknown>)) as Response;
  return answer.status;
}
const page = (id: number, jar: CookieJar, fields: Record<string, string>) =>
  run(() => detail.action(app.args(formRequest(`/judgments/${id}`, fields, jar), { id: String(id) }))) as Promise<Response>;
const listingOf = async (id: number) => (await app.services.db.select().from(judgments).where(eq(judgments.id, id)))[0];
const offerOf = async (id: number) => (await app.services.db.select().from(offers).where(eq(offers.id, id)))[0];
const mailsTo = async (m: Member) =>
  (
    await app.services.db
      .select()
      .from(outbox)
      .where(like(outbox.toAddress, `${m.handle}@%`))
  ).map((r) => r.subject);

/** A listing with three offers (A $3,000, B $2,500, C $2,000); A accepted, then A's payment window passes. */
async function lapsedSale(options: { cExpiresAt?: string } = {}) {
  app.clock.reset();
  const seller = await member(app, { verified: true });
  const [a, b, c] = [
    await member(app, { verified: true, address: true }),
    await member(app, { verified: true, address: true }),
    await member(app, { verified: true, address: true }),
  ];
  const id = await listing(app, seller.userId, { status: "active", listedAt: new Date(Date.now() - 10 * DAY) });
  const offerIds: number[] = [];
  for (const [who, amount, expires] of [
    [a, "3000.00"],
    [b, "2500.00"],
    // C's offer lasts a month unless the test says otherwise, so that it outlives every window here.
    [c, "2000.00", options.cExpiresAt ?? new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10)],
  ] as const) {
    const body = { judgment_id: id, amount, ...(expires ? { expiration: expires } : {}) };
    expect(await status(createOffer.action, jsonRequest("/api/judgments/offer", body, who.jar))).toBe(201);
    const [row] = await app.services.db
      .select()
      .from(offers)
      .where(and(eq(offers.judgmentId, id), eq(offers.buyerId, who.userId)));
    offerIds.push(row.id);
  }
  const accepted = await status(
    acceptRoute.action,
    jsonRequest("/api/judgments/offers/accept", { judgment_id: id, offer_id: offerIds[0], amount: "3000.00" }, seller.jar),
  );
  expect(accepted).toBe(200);
  // Eight days on: past the three-business-day payment window.
  app.clock.set(new Date(Date.now() + 8 * DAY));
  return { id, seller, a, b, c, offerIds };
}

describe("the next-best offer", () => {
  it("hands the sale to the best displaced offer the owner confirmed; its buyer accepts, gets a fresh window and pays", async () => {
    const { id, seller, a, b, offerIds } = await lapsedSale();
    const view = await loadDeadlineView(app.services.db, id, seller.userId, app.clock.now());
    expect(view).toMatchObject({
      viewer: "owner",
      overdue: true,
      nextBest: { offerId: offerIds[1], amountCents: 250_000, buyerHandle: b.handle },
    });

    // Only the owner; and only what the owner saw.
    expect((await page(id, b.jar, { intent: "hand_over", offer_id: String(offerIds[1]), amount: "2500.00" })).status).toBe(302);
    expect((await listingOf(id)).buyerId).toBe(a.userId);
    await page(id, seller.jar, { intent: "hand_over", offer_id: String(offerIds[1]), amount: "2400.00" });
    expect((await listingOf(id)).buyerId).toBe(a.userId);

    expect((await page(id, seller.jar, { intent: "hand_over", offer_id: String(offerIds[1]), amount: "2500.00" })).status).toBe(302);
    const handed = await listingOf(id);
    expect(handed).toMatchObject({ status: "offer_accepted", buyerId: b.userId, acceptedOfferId: offerIds[1] });
    expect(await offerOf(offerIds[0])).toMatchObject({ status: "lapsed" });
    expect(await offerOf(offerIds[1])).toMatchObject({ status: "accepted", acceptedAt: null });
    expect(await mailsTo(b)).toContain(`The judgment you bid on is offered to you | ${app.services.branding.name}`);
    expect((await mailsTo(a)).some((s) => s.startsWith("Your accepted offer has lapsed"))).toBe(true);
    const buyerView = await loadDeadlineView(app.services.db, id, b.userId, app.clock.now());
    expect(buyerView).toMatchObject({ viewer: "buyer", overdue: false, handOver: { amountCents: 250_000 } });

    // B accepts a minute before their answer window closes (whatever weekday today is): the payment window starts then.
    app.clock.set(new Date(handed.paymentDueAt!.getTime() - 60_000));
    const accepted = await page(id, b.jar, { intent: "accept_hand_over" });
    expect(accepted.headers.get("location")).toBe(`/judgments/pay/${id}`);
    const after = await listingOf(id);
    expect(after.paymentDueAt!.getTime()).toBeGreaterThan(handed.paymentDueAt!.getTime());
    expect((await offerOf(offerIds[1])).acceptedAt).not.toBeNull();
    expect((await mailsTo(seller)).some((s) => s.startsWith("The next-best buyer accepted"))).toBe(true);
    // Answering twice does nothing more.
    await page(id, b.jar, { intent: "accept_hand_over" });
    expect((await listingOf(id)).paymentDueAt).toEqual(after.paymentDueAt);

    const paid = await status(
      payApi.action,
      jsonRequest(
        "/api/judgments/payment",
        { judgment_id: id, amount: dollarText(buyerTotal(250_000)), payment_method: "pm_card_visa" },
        b.jar,
      ),
    );
    expect(paid).toBe(200);
    expect((await listingOf(id)).status).toBe("paid");
    await assertLedgerInvariants(app.services.db);
  });

  it("puts the listing back on sale when the next-best buyer declines, and never offers a handed-over or expired offer again", async () => {
    const past = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    const { id, seller, b, c, offerIds } = await lapsedSale({ cExpiresAt: past });
    await page(id, seller.jar, { intent: "hand_over", offer_id: String(offerIds[1]), amount: "2500.00" });
    // C's offer expired (its date passed) meanwhile: after B, there is nobody left.
    expect((await page(id, b.jar, { intent: "decline_hand_over" })).status).toBe(302);
    expect(await listingOf(id)).toMatchObject({ status: "active", buyerId: null, acceptedOfferId: null });
    expect(await offerOf(offerIds[1])).toMatchObject({ status: "lapsed" });
    expect((await mailsTo(seller)).some((s) => s.startsWith("The next-best buyer declined"))).toBe(true);
    expect(c.userId).toBeGreaterThan(0);
  });

  it("lets the owner move on when the next-best buyer does not answer in time, to the next offer", async () => {
    const { id, seller, b, c, offerIds } = await lapsedSale();
    await page(id, seller.jar, { intent: "hand_over", offer_id: String(offerIds[1]), amount: "2500.00" });
    // B lets the answer window pass (whatever weekday today is: a minute past the date B had).
    app.clock.set(new Date((await listingOf(id)).paymentDueAt!.getTime() + 60_000));
    // The deadline job tells both in the hand-over's own words (B was never to pay yet).
    await runPaymentDeadlines(app.services, app.clock.now());
    expect(await mailsTo(b)).toContain(`The judgment offered to you is no longer held for you | ${app.services.branding.name}`);
    expect((await mailsTo(b)).some((s) => s.startsWith("Your payment window has passed"))).toBe(false);
    expect((await mailsTo(seller)).some((s) => s.startsWith("The next-best buyer did not answer in time"))).toBe(true);
    const late = await page(id, b.jar, { intent: "accept_hand_over" });
    expect(late.status).toBe(302);
    expect((await offerOf(offerIds[1])).acceptedAt).toBeNull();
    const view = await loadDeadlineView(app.services.db, id, seller.userId, app.clock.now());
    expect(view?.nextBest).toMatchObject({ offerId: offerIds[2], buyerHandle: c.handle });
    await page(id, seller.jar, { intent: "hand_over", offer_id: String(offerIds[2]), amount: "2000.00" });
    expect(await listingOf(id)).toMatchObject({ buyerId: c.userId, acceptedOfferId: offerIds[2] });
    expect(await offerOf(offerIds[1])).toMatchObject({ status: "lapsed" });
    // Nobody is left: no next-best offer, and the hand-over is refused.
    app.clock.set(new Date(app.clock.now().getTime() + 8 * DAY));
    expect((await loadDeadlineView(app.services.db, id, seller.userId, app.clock.now()))?.nextBest).toBeNull();
    await page(id, seller.jar, { intent: "hand_over", offer_id: String(offerIds[1]), amount: "2500.00" });
    expect((await listingOf(id)).buyerId).toBe(c.userId);
    await assertLedgerInvariants(app.services.db);
  });
  it("offers only the current sale's displaced offers: after a relisting, a buyer's newer, lower offer replaces the old one", async () => {
    const { id, seller, a, b, c } = await lapsedSale();
    // The owner relists instead; B now offers less, A makes no new offer; the owner accepts C's new offer.
    expect((await page(id, seller.jar, { intent: "reactivate" })).status).toBe(302);
    expect((await listingOf(id)).status).toBe("active");
    expect(await status(createOffer.action, jsonRequest("/api/judgments/offer", { judgment_id: id, amount: "1800.00" }, b.jar))).toBe(201);
    expect(await status(createOffer.action, jsonRequest("/api/judgments/offer", { judgment_id: id, amount: "2600.00" }, c.jar))).toBe(201);
    const [cRow] = await app.services.db
      .select()
      .from(offers)
      .where(and(eq(offers.judgmentId, id), eq(offers.buyerId, c.userId), eq(offers.status, "pending")));
    const accepted = await status(
      acceptRoute.action,
      jsonRequest("/api/judgments/offers/accept", { judgment_id: id, offer_id: cRow.id, amount: "2600.00" }, seller.jar),
    );
    expect(accepted).toBe(200);
    // A minute past C's payment window, whatever weekday today is (the window counts business days
    // from the accept, on the app's clock), still inside B's new offer's 14 days.
    app.clock.set(new Date((await listingOf(id)).paymentDueAt!.getTime() + 60_000));
    const view = await loadDeadlineView(app.services.db, id, seller.userId, app.clock.now());
    expect(view?.nextBest).toMatchObject({ buyerHandle: b.handle, amountCents: 180_000 });
    expect(a.userId).toBeGreaterThan(0);
  });

  it("refuses the next-best buyer's decline while a payment of theirs is being processed", async () => {
    const { id, seller, b, offerIds } = await lapsedSale();
    await page(id, seller.jar, { intent: "hand_over", offer_id: String(offerIds[1]), amount: "2500.00" });
    await app.services.db.insert(payments).values({
      kind: "purchase",
      userId: b.userId,
      judgmentId: id,
      offerId: offerIds[1],
      amountCents: buyerTotal(250_000),
      feeCents: buyerTotal(250_000) - 250_000,
      provider: "offline",
      idempotencyKey: `purchase:${id}:${offerIds[1]}:inflight`,
      status: "processing",
    });
    await page(id, b.jar, { intent: "decline_hand_over" });
    expect(await listingOf(id)).toMatchObject({ status: "offer_accepted", buyerId: b.userId });
  });
});
