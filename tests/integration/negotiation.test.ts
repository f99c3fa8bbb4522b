// Negotiation (issue 16, docs/decisions/0027): each counter-offer transition through the JSON API
// and the judgment page's intents (counter, accept at the counter amount with its 409s, decline,
// counter back, three rounds each way, who may do what), and the owner's thresholds (the polite
// auto-decline e-mail, the auto-accept, their privacy), with the thread, the audit log and the
// e-mails (honouring the notification settings).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import * as createOffer from "~/routes/api/offers/create";
import * as editOfferRoute from "~/routes/api/offers/edit";
import * as acceptRoute from "~/routes/api/offers/accept";
import * as rejectRoute from "~/routes/api/offers/reject";
import * as counterRoute from "~/routes/api/offers/counter";
import * as counterAcceptRoute from "~/routes/api/offers/counter-accept";
import * as counterDeclineRoute from "~/routes/api/offers/counter-decline";
import * as counterBackRoute from "~/routes/api/offers/counter-back";
import * as thresholdsRoute from "~/routes/api/offers/thresholds";
import * as page from "~/routes/judgments/detail";
import * as home from "~/routes/home/index";
import * as sellingPage from "~/routes/selling-dashboard/index";
import { auditLog, emailOptOuts, judgments, offerEvents, offers, outbox } from "~/server/db/schema";
import {
  confirmed,
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
import { listing, member, offer as insertOffer, type Member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Listings here ask $3,000. */
const forSale = (sellerId: number, values: Parameters<typeof listing>[2] = {}) =>
  listing(app, sellerId, { priceCents: 300_000, ...values });

const call = async (mod: { action: RouteFunction }, path: string, body: unknown, jar?: CookieJar) =>
  (await run(() => mod.action(app.args(jsonRequest(path, body, jar))))) as Response;

const makeOffer = (body: Record<string, unknown>, who: Member) => call(createOffer, "/api/judgments/offer", body, who.jar);
const edit = (body: Record<string, unknown>, who: Member) => call(editOfferRoute, "/api/judgments/offer/edit", body, who.jar);
const accept = (body: Record<string, unknown>, who: Member) => call(acceptRoute, "/api/judgments/offers/accept", body, who.jar);
const reject = (body: Record<string, unknown>, who: Member) => call(rejectRoute, "/api/judgments/offers/reject", body, who.jar);
const counter = (body: Record<string, unknown>, who: Member) => call(counterRoute, "/api/judgments/offers/counter", body, who.jar);
const acceptCounter = (body: Record<string, unknown>, who: Member) =>
  call(counterAcceptRoute, "/api/judgments/offers/counter/accept", body, who.jar);
const declineCounter = (body: Record<string, unknown>, who: Member) =>
  call(counterDeclineRoute, "/api/judgments/offers/counter/decline", body, who.jar);
const counterBack = (body: Record<string, unknown>, who: Member) =>
  call(counterBackRoute, "/api/judgments/offers/counter/counter_back", body, who.jar);
const thresholds = (body: Record<string, unknown>, who: Member) => call(thresholdsRoute, "/api/judgments/offers/thresholds", body, who.jar);

async function offerRow(id: number) {
  const [row] = await app.services.db.select().from(offers).where(eq(offers.id, id));
  return row;
}
async function judgmentRow(id: number) {
  const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
  return row;
}
async function thread(id: number) {
  return app.services.db.select().from(offerEvents).where(eq(offerEvents.offerId, id)).orderBy(asc(offerEvents.id));
}
/** The e-mails queued for an address, subjects without the " | brand" suffix. */
async function mailTo(address: string) {
  const rows = await app.services.db
    .select({ subject: outbox.subject, text: outbox.bodyText })
    .from(outbox)
    .where(eq(outbox.toAddress, address));
  return rows.map((row) => ({ ...row, subject: row.subject.replace(/ \| [^|]*$/, "") }));
}
async function audits(offerId: number, action: string) {
  return app.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(offerId))));
}

/** A listing, its owner and a buyer with a pending offer of $1,500 made through the API. */
async function negotiation(values: Parameters<typeof listing>[2] = {}) {
  const [seller, buyer] = [await member(app), await member(app)];
  const judgmentId = await forSale(seller.userId, values);
  const response = await makeOffer({ judgment_id: judgmentId, amount: "1500.00" }, buyer);
  expect(response.status).toBe(201);
  const offerId = ((await response.json()) as { id: number }).id;
  return { seller, buyer, judgmentId, offerId };
}

describe("the owner's counter-offer", () => {
  it("answers the offer: the buyer's move, the counter stored with its default expiry, a thread row, an audit, the buyer e-mailed", async () => {
    const { seller, buyer, offerId } = await negotiation();
    const before = Date.now();
    const response = await counter({ offer_id: offerId, amount: "2500.00", message: "Meet me here." }, seller);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: "countered", counter_amount: "2500.00", counter_cents: 250_000 });
    const row = await offerRow(offerId);
    expect(row).toMatchObject({ status: "pending", awaiting: "buyer", amountCents: 150_000, counterCents: 250_000, sellerCounters: 1 });
    // The message waits for review on its step (docs/decisions/0032; tests/integration/member-text-moderation.test.ts).
    expect((await thread(offerId)).at(-1)!.message).toBeNull();
    const days = app.services.branding.timeframes.offers_expire_days;
    expect(row.counterExpiresAt!.getTime()).toBeGreaterThanOrEqual(before + days * 86_400_000 - 1000);
    expect(row.expiresAt!.getTime()).toBe(row.counterExpiresAt!.getTime());
    expect((await thread(offerId)).map((e) => [e.actor, e.kind, e.amountCents])).toEqual([
      ["buyer", "offer", 150_000],
      ["seller", "counter", 250_000],
    ]);
    expect(await audits(offerId, "offer.counter")).toHaveLength(1);
    const mail = await mailTo(buyer.email);
    expect(mail.map((m) => m.subject)).toContain("Counter-offer: $2,500");
    expect(mail.find((m) => m.subject === "Counter-offer: $2,500")!.text).not.toContain("Meet me here.");
    expect(mail.find((m) => m.subject === "Counter-offer: $2,500")!.text).toContain("once our team has reviewed it");
  });

  it("refuses a counter at or below the buyer's amount, above the Buy Now price, or with a past date (422)", async () => {
    const { seller, offerId } = await negotiation();
    for (const [body, field] of [
      [{ offer_id: offerId, amount: "1500.00" }, "amount"],
      [{ offer_id: offerId, amount: "3000.01" }, "amount"],
      [{ offer_id: offerId, amount: "abc" }, "amount"],
      [{ offer_id: offerId, amount: "2000", expires_at: "2020-01-01" }, "expires_at"],
    ] as const) {
      const response = await counter(body, seller);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await response.json()).errors)).toContain(field);
    }
    expect((await offerRow(offerId)).awaiting).toBe("seller");
  });

  it("keeps a given expiry date, and refuses a counter when the buyer's amount changed since the owner looked (409)", async () => {
    const { seller, buyer, offerId } = await negotiation();
    expect((await edit({ id: offerId, amount: "1600.00" }, buyer)).status).toBe(200);
    const stale = await counter({ offer_id: offerId, amount: "2500.00", seen_amount: "1500.00" }, seller);
    expect(stale.status).toBe(409);
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const ok = await counter({ offer_id: offerId, amount: "2500.00", seen_amount: "1600.00", expires_at: date }, seller);
    expect(ok.status).toBe(200);
    expect((await ok.json()).counter_expires_at.slice(0, 10) >= date).toBe(true);
  });

  it("is the owner's alone: 403 for the buyer and other members, 404 for whoever may not see the listing", async () => {
    const { seller, buyer, offerId } = await negotiation();
    const stranger = await member(app);
    expect((await counter({ offer_id: offerId, amount: "2000" }, buyer)).status).toBe(403);
    expect((await counter({ offer_id: offerId, amount: "2000" }, stranger)).status).toBe(403);
    expect((await counter({ offer_id: 99_999_999, amount: "2000" }, seller)).status).toBe(404);
    // A listing in its premium first look: a member who is not premium may not see it at all.
    const other = await member(app);
    const hiddenId = await forSale(other.userId, { status: "hidden" });
    const hiddenOffer = await insertOffer(app, hiddenId, buyer.userId, { amountCents: 100_000 });
    expect((await counter({ offer_id: hiddenOffer, amount: "2000" }, stranger)).status).toBe(404);
  });

  it("is refused while the buyer is to answer, and the owner cannot accept the buyer's amount meanwhile; rejecting still works", async () => {
    const { seller, buyer, judgmentId, offerId } = await negotiation();
    expect((await counter({ offer_id: offerId, amount: "2500" }, seller)).status).toBe(200);
    const again = await counter({ offer_id: offerId, amount: "2400" }, seller);
    expect(again.status).toBe(409);
    const acceptNow = await accept({ judgment_id: judgmentId, offer_id: offerId, amount: "1500.00" }, seller);
    expect(acceptNow.status).toBe(409);
    // The buyer cannot edit the amount under a standing counter: it answers it.
    expect((await edit({ id: offerId, amount: "1700" }, buyer)).status).toBe(409);
    expect((await reject({ judgment_id: judgmentId, offer_id: offerId }, seller)).status).toBe(200);
    expect((await offerRow(offerId)).status).toBe("rejected");
    expect((await thread(offerId)).at(-1)).toMatchObject({ actor: "seller", kind: "decline" });
  });
});

describe("the buyer's answer", () => {
  it("accepts at the counter amount with every rule of accepting: offer_accepted, others rejected, payment window, e-mails", async () => {
    const { seller, buyer, judgmentId, offerId } = await negotiation();
    const rival = await member(app);
    const rivalOffer = await makeOffer({ judgment_id: judgmentId, amount: "1400" }, rival);
    const rivalId = (await rivalOffer.json()).id;
    expect((await counter({ offer_id: offerId, amount: "2500" }, seller)).status).toBe(200);
    // The owner may not accept on the buyer's behalf; another member may not either.
    expect((await acceptCounter({ offer_id: offerId, amount: "2500.00" }, seller)).status).toBe(403);
    expect((await acceptCounter({ offer_id: offerId, amount: "2500.00" }, rival)).status).toBe(403);
    // The amount must be named.
    expect((await acceptCounter({ offer_id: offerId }, buyer)).status).toBe(422);
    const response = await acceptCounter({ offer_id: offerId, amount: "2500.00" }, buyer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "offer_accepted", amount: "2500.00", amount_cents: 250_000 });
    expect(await offerRow(offerId)).toMatchObject({ status: "accepted", amountCents: 250_000 });
    const listingRow = await judgmentRow(judgmentId);
    expect(listingRow).toMatchObject({ status: "offer_accepted", buyerId: buyer.userId, acceptedOfferId: offerId });
    expect(listingRow.paymentDueAt).not.toBeNull();
    expect(await offerRow(rivalId)).toMatchObject({ status: "rejected", displacedByOfferId: offerId });
    expect((await thread(offerId)).at(-1)).toMatchObject({ actor: "buyer", kind: "accept", amountCents: 250_000 });
    expect(await audits(offerId, "offer.accept_counter")).toHaveLength(1);
    expect((await mailTo(buyer.email)).map((m) => m.subject).some((s) => s.startsWith("Please pay by"))).toBe(true);
    expect((await mailTo(seller.email)).map((m) => m.subject)).toContain("Your counter-offer was accepted");
    expect((await mailTo(rival.email)).map((m) => m.subject)).toContain("Another offer was accepted");
    // Once only.
    expect((await acceptCounter({ offer_id: offerId, amount: "2500.00" }, buyer)).status).toBe(409);
  });

  it("refuses an accept naming another amount (409 with the counter as it stands), and an expired counter (409)", async () => {
    const { seller, buyer, offerId } = await negotiation();
    expect((await counter({ offer_id: offerId, amount: "2500" }, seller)).status).toBe(200);
    const stale = await acceptCounter({ offer_id: offerId, amount: "2400.00" }, buyer);
    expect(stale.status).toBe(409);
    expect((await stale.json()).offer).toMatchObject({ counter_amount: "2500.00" });
    await app.services.db
      .update(offers)
      .set({ counterExpiresAt: new Date(Date.now() - 1000), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offerId));
    const expired = await acceptCounter({ offer_id: offerId, amount: "2500.00" }, buyer);
    expect(expired.status).toBe(409);
    expect((await expired.json()).errors.offer[0]).toMatch(/expired/);
    expect((await offerRow(offerId)).status).toBe("pending");
  });

  it("refuses an accept when the owner countered again after the buyer looked (409)", async () => {
    const { seller, buyer, offerId } = await negotiation();
    await counter({ offer_id: offerId, amount: "2800" }, seller);
    expect((await counterBack({ offer_id: offerId, amount: "2000", seen_amount: "2800.00" }, buyer)).status).toBe(200);
    await counter({ offer_id: offerId, amount: "2600" }, seller);
    const stale = await acceptCounter({ offer_id: offerId, amount: "2800.00" }, buyer);
    expect(stale.status).toBe(409);
    expect((await acceptCounter({ offer_id: offerId, amount: "2600.00" }, buyer)).status).toBe(200);
  });

  it("declines: the offer ends rejected, the thread and audit say the buyer declined, the owner is e-mailed", async () => {
    const { seller, buyer, judgmentId, offerId } = await negotiation();
    await counter({ offer_id: offerId, amount: "2500" }, seller);
    const response = await declineCounter({ offer_id: offerId, amount: "2500.00" }, buyer);
    expect(response.status).toBe(200);
    expect(await offerRow(offerId)).toMatchObject({ status: "rejected" });
    expect((await judgmentRow(judgmentId)).status).toBe("active");
    expect((await thread(offerId)).at(-1)).toMatchObject({ actor: "buyer", kind: "decline" });
    expect(await audits(offerId, "offer.decline_counter")).toHaveLength(1);
    expect((await mailTo(seller.email)).map((m) => m.subject)).toContain("Your counter-offer was declined");
    // Nothing left to answer; the buyer may make a new offer.
    expect((await declineCounter({ offer_id: offerId }, buyer)).status).toBe(409);
    expect((await makeOffer({ judgment_id: judgmentId, amount: "1800" }, buyer)).status).toBe(201);
  });

  it("counters back: the offer's amount becomes the buyer's, the owner's move, the owner e-mailed; below the counter only", async () => {
    const { seller, buyer, offerId } = await negotiation();
    await counter({ offer_id: offerId, amount: "2500" }, seller);
    expect((await counterBack({ offer_id: offerId, amount: "2500", seen_amount: "2500.00" }, buyer)).status).toBe(422);
    expect((await counterBack({ offer_id: offerId, amount: "2000" }, buyer)).status).toBe(422);
    const response = await counterBack({ offer_id: offerId, amount: "2000.00", seen_amount: "2500.00" }, buyer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "pending", amount: "2000.00" });
    expect(await offerRow(offerId)).toMatchObject({ awaiting: "seller", amountCents: 200_000, counterCents: null, buyerCounters: 1 });
    expect((await thread(offerId)).map((e) => e.kind)).toEqual(["offer", "counter", "counter_back"]);
    expect(await audits(offerId, "offer.counter_back")).toHaveLength(1);
    expect((await mailTo(seller.email)).some((m) => m.subject.includes("countered back at $2,000"))).toBe(true);
    // The owner now accepts the buyer's amount as any offer.
    const accepted = await accept({ judgment_id: (await offerRow(offerId)).judgmentId, offer_id: offerId, amount: "2000.00" }, seller);
    expect(accepted.status).toBe(200);
    expect(await offerRow(offerId)).toMatchObject({ status: "accepted", amountCents: 200_000 });
  });

  it("allows three counters each way, then refuses the fourth (409) on either side", async () => {
    const { seller, buyer, offerId } = await negotiation();
    let sellerAmount = 2900;
    let buyerAmount = 1600;
    for (let round = 1; round <= 3; round++) {
      expect((await counter({ offer_id: offerId, amount: String(sellerAmount) }, seller)).status).toBe(200);
      const back = await counterBack({ offer_id: offerId, amount: String(buyerAmount), seen_amount: String(sellerAmount) }, buyer);
      expect(back.status, `round ${round}`).toBe(round <= 3 ? 200 : 409);
      sellerAmount -= 100;
      buyerAmount += 100;
    }
    expect(await offerRow(offerId)).toMatchObject({ sellerCounters: 3, buyerCounters: 3, awaiting: "seller" });
    const fourth = await counter({ offer_id: offerId, amount: "2500" }, seller);
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).errors.offer[0]).toMatch(/3 counter-offers/);
    // The owner may still accept or reject the buyer's amount.
    const judgmentId = (await offerRow(offerId)).judgmentId;
    expect((await accept({ judgment_id: judgmentId, offer_id: offerId, amount: "1800.00" }, seller)).status).toBe(200);
  });

  it("refuses a fourth counter-back when the owner still has counters left", async () => {
    const { seller, buyer, offerId } = await negotiation();
    await app.services.db.update(offers).set({ buyerCounters: 3 }).where(eq(offers.id, offerId));
    await counter({ offer_id: offerId, amount: "2500" }, seller);
    const fourth = await counterBack({ offer_id: offerId, amount: "2000", seen_amount: "2500" }, buyer);
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).errors.offer[0]).toMatch(/3 times/);
    // Accepting or declining remains.
    expect((await acceptCounter({ offer_id: offerId, amount: "2500" }, buyer)).status).toBe(200);
  });

  it("answers 404 to a buyer who may no longer see the listing (premium first look), 409 when nothing was countered", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const judgmentId = await forSale(seller.userId, { listedAt: new Date() });
    const offerId = await insertOffer(app, judgmentId, buyer.userId, { amountCents: 150_000 });
    expect((await acceptCounter({ offer_id: offerId, amount: "2500" }, buyer)).status).toBe(404);
    const open = await negotiation();
    expect((await acceptCounter({ offer_id: open.offerId, amount: "1500" }, open.buyer)).status).toBe(409);
    expect((await counterBack({ offer_id: open.offerId, amount: "1400", seen_amount: "1500" }, open.buyer)).status).toBe(409);
  });

  it("honours the notification settings: a buyer who switched off decided offers gets no counter-offer e-mail", async () => {
    const { seller, buyer, offerId } = await negotiation();
    await app.services.db.insert(emailOptOuts).values({ userId: buyer.userId, topic: "offers_decided" });
    expect((await counter({ offer_id: offerId, amount: "2500" }, seller)).status).toBe(200);
    expect((await mailTo(buyer.email)).some((m) => m.subject.startsWith("Counter-offer"))).toBe(false);
  });
});

describe("the judgment page", () => {
  it("runs the negotiation through plain form posts and shows the thread to the buyer and the owner", async () => {
    const { seller, buyer, judgmentId, offerId } = await negotiation();
    const post = (fields: Record<string, string>, who: Member) =>
      run(() => page.action(app.args(formRequest(`/judgments/${judgmentId}`, confirmed(fields), who.jar), { id: String(judgmentId) })));
    const load = async (who: Member) =>
      unwrap(await run(() => page.loader(app.args(getRequest(`/judgments/${judgmentId}`, who.jar), { id: String(judgmentId) })))).data;
    const countered = (await post(
      { intent: "counter-offer", offer_id: String(offerId), amount: "2600.00", seen_amount: "1500.00", message: "" },
      seller,
    )) as Response;
    expect(countered.status).toBe(302);
    const buyerView = await load(buyer);
    expect(buyerView.myOffer).toMatchObject({ awaiting: "buyer", counterCents: 260_000 });
    expect(buyerView.myOffer.thread.map((e: { kind: string }) => e.kind)).toEqual(["offer", "counter"]);
    // Errors of a form come back to the page next to its fields.
    const bad = unwrap(await post({ intent: "counter-back", offer_id: String(offerId), amount: "2700", seen_amount: "2600.00" }, buyer));
    expect(bad.status).toBe(422);
    expect(bad.data.offerErrors.amount[0]).toMatch(/below/);
    expect(
      ((await post({ intent: "counter-back", offer_id: String(offerId), amount: "2100", seen_amount: "2600.00" }, buyer)) as Response)
        .status,
    ).toBe(302);
    const ownerView = await load(seller);
    const mine = ownerView.offers.find((o: { id: number }) => o.id === offerId);
    expect(mine).toMatchObject({ amountCents: 210_000, negotiation: { awaiting: "seller", sellerCountersLeft: 2 } });
    expect(mine.negotiation.thread.map((e: { kind: string }) => e.kind)).toEqual(["offer", "counter", "counter_back"]);
    expect(((await post({ intent: "counter-offer", offer_id: String(offerId), amount: "2400" }, seller)) as Response).status).toBe(302);
    expect(((await post({ intent: "accept-counter", offer_id: String(offerId), amount: "2400.00" }, buyer)) as Response).status).toBe(302);
    expect((await judgmentRow(judgmentId)).status).toBe("offer_accepted");
  });
});

describe("the dashboards", () => {
  it("show each negotiated offer's thread: the buyer's My Offers on /home, the owner's listing on /selling, never the thresholds", async () => {
    const { seller, buyer, judgmentId, offerId } = await negotiation({ autoDeclineBelowCents: 100_000, autoAcceptAtCents: 290_000 });
    // Another buyer's offer, never countered, is not in negotiation.
    const other = await member(app);
    expect((await makeOffer({ judgment_id: judgmentId, amount: "1200.00" }, other)).status).toBe(201);
    expect((await counter({ offer_id: offerId, amount: "2600.00" }, seller)).status).toBe(200);
    expect((await counterBack({ offer_id: offerId, amount: "2100.00", seen_amount: "2600.00" }, buyer)).status).toBe(200);
    expect((await counter({ offer_id: offerId, amount: "2400.00" }, seller)).status).toBe(200);
    const kinds = (events: { kind: string }[]) => events.map((event) => event.kind);

    const homeData = unwrap(await run(() => home.loader(app.args(getRequest("/home", buyer.jar))))).data;
    const mine = homeData.offers.items.find((o: { id: number }) => o.id === offerId);
    expect(kinds(mine.thread)).toEqual(["offer", "counter", "counter_back", "counter"]);
    expect(mine.thread[3]).toMatchObject({ actor: "seller", amountCents: 240_000 });
    expect(typeof mine.thread[3].createdAt).toBe("string");
    const otherHome = unwrap(await run(() => home.loader(app.args(getRequest("/home", other.jar))))).data;
    expect(kinds(otherHome.offers.items[0].thread)).toEqual(["offer"]);

    const sellingData = unwrap(await run(() => sellingPage.loader(app.args(getRequest("/selling", seller.jar))))).data;
    const box = sellingData.active.find((row: { id: number }) => row.id === judgmentId);
    expect(box.negotiations).toHaveLength(1);
    expect(box.negotiations[0]).toMatchObject({
      id: offerId,
      buyerHandle: buyer.handle,
      amountCents: 210_000,
      awaiting: "buyer",
      counterCents: 240_000,
    });
    expect(kinds(box.negotiations[0].thread)).toEqual(["offer", "counter", "counter_back", "counter"]);
    // The owner's thresholds stay on the owner's judgment page.
    for (const data of [homeData, sellingData]) {
      expect(JSON.stringify(data)).not.toMatch(/autoDecline|autoAccept|auto_decline|auto_accept|290000|2,900/);
    }
    // Once the buyer counters back, it is the owner's move: no counter shown, still listed.
    expect((await counterBack({ offer_id: offerId, amount: "2200.00", seen_amount: "2400.00" }, buyer)).status).toBe(200);
    const again = unwrap(await run(() => sellingPage.loader(app.args(getRequest("/selling", seller.jar))))).data;
    expect(again.active.find((row: { id: number }) => row.id === judgmentId).negotiations[0]).toMatchObject({
      awaiting: "seller",
      amountCents: 220_000,
      counterCents: null,
      counterExpiresAt: null,
    });
  });
});

describe("the owner's thresholds", () => {
  it("are validated: auto-accept at least the minimum, both at most the asking price; only the owner sets them", async () => {
    const [seller, other] = [await member(app), await member(app)];
    const judgmentId = await forSale(seller.userId);
    for (const [body, field] of [
      [{ auto_decline_below: "2000", auto_accept_at: "1500" }, "auto_accept_at"],
      [{ auto_decline_below: "3000.01" }, "auto_decline_below"],
      [{ auto_accept_at: "4000" }, "auto_accept_at"],
      [{ auto_decline_below: "abc" }, "auto_decline_below"],
    ] as const) {
      const response = await thresholds({ judgment_id: judgmentId, ...body }, seller);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await response.json()).errors)).toContain(field);
    }
    expect((await thresholds({ judgment_id: judgmentId, auto_decline_below: "1000" }, other)).status).toBe(403);
    const saved = await thresholds({ judgment_id: judgmentId, auto_decline_below: "1,000", auto_accept_at: "2800.00" }, seller);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ auto_decline_below: "1000.00", auto_accept_at: "2800.00" });
    expect(await judgmentRow(judgmentId)).toMatchObject({ autoDeclineBelowCents: 100_000, autoAcceptAtCents: 280_000 });
    // Blank switches them off.
    await thresholds({ judgment_id: judgmentId, auto_decline_below: "", auto_accept_at: "" }, seller);
    expect(await judgmentRow(judgmentId)).toMatchObject({ autoDeclineBelowCents: null, autoAcceptAtCents: null });
  });

  it("are private to the owner: not in another member's page data", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const judgmentId = await forSale(seller.userId, { autoDeclineBelowCents: 123_400, autoAcceptAtCents: 234_500 });
    const load = async (who: Member) =>
      unwrap(await run(() => page.loader(app.args(getRequest(`/judgments/${judgmentId}`, who.jar), { id: String(judgmentId) })))).data;
    const text = JSON.stringify(await load(buyer));
    expect(text).not.toContain("123400");
    expect(text).not.toContain("234500");
    expect(text).not.toContain("autoDecline");
    expect((await load(seller)).ownerView.thresholds).toEqual({ autoDeclineBelowCents: 123_400, autoAcceptAtCents: 234_500 });
  });

  it("decline an offer below the minimum at once, with a polite e-mail that does not name the minimum; the owner is not bothered", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const judgmentId = await forSale(seller.userId, { autoDeclineBelowCents: 200_000 });
    const response = await makeOffer({ judgment_id: judgmentId, amount: "1500" }, buyer);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.status).toBe("rejected");
    expect(await offerRow(body.id)).toMatchObject({ status: "rejected" });
    expect((await thread(body.id)).map((e) => [e.actor, e.kind])).toEqual([
      ["buyer", "offer"],
      ["system", "auto_decline"],
    ]);
    expect(await audits(body.id, "offer.auto_decline")).toHaveLength(1);
    const mail = (await mailTo(buyer.email)).find((m) => m.subject === "About your offer")!;
    expect(mail.text).toContain("thank you for your offer of $1,500");
    expect(mail.text).not.toContain("2,000");
    expect(await mailTo(seller.email)).toHaveLength(0);
    // At the minimum is fine.
    const again = await makeOffer({ judgment_id: judgmentId, amount: "2000" }, buyer);
    expect((await again.json()).status).toBe("pending");
  });

  it("decline an edited amount or a counter-back below the minimum too", async () => {
    const { seller, buyer, judgmentId, offerId } = await negotiation();
    await thresholds({ judgment_id: judgmentId, auto_decline_below: "1400" }, seller);
    expect(await (await edit({ id: offerId, amount: "1300" }, buyer)).json()).toMatchObject({ status: "rejected" });
    const second = await member(app);
    const made = await (await makeOffer({ judgment_id: judgmentId, amount: "1500" }, second)).json();
    await counter({ offer_id: made.id, amount: "2500" }, seller);
    const back = await counterBack({ offer_id: made.id, amount: "1000", seen_amount: "2500" }, second);
    expect(await back.json()).toMatchObject({ status: "rejected" });
    expect(await offerRow(made.id)).toMatchObject({ status: "rejected" });
  });

  it("accept an offer at or above the auto-accept amount at once: the sale, the others rejected, both sides e-mailed", async () => {
    const [seller, early, buyer] = [await member(app), await member(app), await member(app)];
    const judgmentId = await forSale(seller.userId, { autoAcceptAtCents: 250_000 });
    const earlyOffer = await (await makeOffer({ judgment_id: judgmentId, amount: "2000" }, early)).json();
    expect(earlyOffer.status).toBe("pending");
    const response = await makeOffer({ judgment_id: judgmentId, amount: "2500" }, buyer);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.status).toBe("accepted");
    expect(await offerRow(body.id)).toMatchObject({ status: "accepted", amountCents: 250_000 });
    expect(await judgmentRow(judgmentId)).toMatchObject({ status: "offer_accepted", buyerId: buyer.userId, acceptedOfferId: body.id });
    expect(await offerRow(earlyOffer.id)).toMatchObject({ status: "rejected", displacedByOfferId: body.id });
    expect((await thread(body.id)).at(-1)).toMatchObject({ actor: "system", kind: "auto_accept" });
    expect(await audits(body.id, "offer.auto_accept")).toHaveLength(1);
    expect((await mailTo(seller.email)).map((m) => m.subject)).toContain("An offer was accepted automatically");
    expect((await mailTo(buyer.email)).some((m) => m.subject.startsWith("Your offer was accepted!"))).toBe(true);
    // The listing is taken: the next qualifying offer is refused.
    const late = await member(app);
    expect((await makeOffer({ judgment_id: judgmentId, amount: "2600" }, late)).status).toBe(409);
  });

  it("accept a counter-back at the auto-accept amount", async () => {
    const { seller, buyer, judgmentId, offerId } = await negotiation();
    await thresholds({ judgment_id: judgmentId, auto_accept_at: "2200" }, seller);
    await counter({ offer_id: offerId, amount: "2500" }, seller);
    const back = await counterBack({ offer_id: offerId, amount: "2200", seen_amount: "2500" }, buyer);
    expect(await back.json()).toMatchObject({ status: "accepted" });
    expect(await judgmentRow(judgmentId)).toMatchObject({ status: "offer_accepted", buyerId: buyer.userId });
  });

  it("two simultaneous offers at the auto-accept amount: exactly one acceptance", async () => {
    const seller = await member(app);
    const judgmentId = await forSale(seller.userId, { autoAcceptAtCents: 250_000 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => member(app)));
    const answers = await Promise.all(buyers.map((b) => makeOffer({ judgment_id: judgmentId, amount: "2600" }, b)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const rows = await app.services.db.select().from(offers).where(eq(offers.judgmentId, judgmentId));
    expect(rows.filter((r) => r.status === "accepted")).toHaveLength(1);
    expect((await judgmentRow(judgmentId)).status).toBe("offer_accepted");
  });
  it("never let an edit buy a listing in its premium first look for a member who is not premium", async () => {
    const seller = await member(app, { verified: true });
    const buyer = await member(app, { verified: true });
    // Listed an hour ago (in its first look), with an auto-accept amount; the buyer's offer predates its premium lapsing.
    const judgmentId = await forSale(seller.userId, { listedAt: new Date(Date.now() - 3_600_000), autoAcceptAtCents: 280_000 });
    const offerId = await insertOffer(app, judgmentId, buyer.userId, { amountCents: 200_000 });
    const response = await edit({ id: offerId, amount: "2800.00" }, buyer);
    expect(response.status).toBe(404);
    expect(await judgmentRow(judgmentId)).toMatchObject({ status: "active", buyerId: null });
    expect(await offerRow(offerId)).toMatchObject({ status: "pending", amountCents: 200_000 });
  });
});
