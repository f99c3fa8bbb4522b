// The deal made clear (issue 29): GET /api/judgments/deal_math/{id} for each side and every fee
// boundary, who may ask it; the review before anything binding — an offer form posted without its
// figures on screen comes back as its review and binds only when the amount is confirmed; an
// accept without its review goes to the review page, whose loader restates the deal for the owner
// (accept-offer) and the buyer of a counter (accept-counter) and is a 404 to anyone else; the
// toasts that name the next step.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as dealMathRoute from "~/routes/api/judgments/deal-math";
import * as createOffer from "~/routes/api/offers/create";
import * as counterRoute from "~/routes/api/offers/counter";
import * as editOffer from "~/routes/api/offers/edit";
import * as acceptPage from "~/routes/judgments/accept";
import * as page from "~/routes/judgments/detail";
import { dealFigures } from "~/domain/deal-math";
import { judgments, offers } from "~/server/db/schema";
import { findListingDeal } from "~/server/offers/deal-terms";
import { CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, toastOf, unwrap, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Listings here ask $3,000 on a $20,000 judgment. */
const forSale = (sellerId: number, values: Parameters<typeof listing>[2] = {}) =>
  listing(app, sellerId, { priceCents: 300_000, ...values });

async function dealMath(id: number, amount: string | null, jar?: CookieJar) {
  const query = amount === null ? "" : `?amount=${encodeURIComponent(amount)}`;
  const request = getRequest(`/api/judgments/deal_math/${id}${query}`, jar);
  request.headers.set("X-Requested-With", "XMLHttpRequest");
  const response = (await run(() => dealMathRoute.loader(app.args(request, { id: String(id) })))) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function made(id: number, who: Member, amount: string) {
  const response = (await run(() =>
    createOffer.action(app.args(jsonRequest("/api/judgments/offer", { judgment_id: id, amount }, who.jar))),
  )) as Response;
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const pagePost = (id: number, fields: Record<string, string>, who: Member) =>
  run(() => page.action(app.args(formRequest(`/judgments/${id}`, fields, who.jar), { id: String(id) })));

const review = (id: number, query: string, who: Member) =>
  run(() => acceptPage.loader(app.args(getRequest(`/judgments/${id}/accept?${query}`, who.jar), { id: String(id) })));

async function offerRows(judgmentId: number) {
  return app.services.db.select().from(offers).where(eq(offers.judgmentId, judgmentId));
}

describe("GET /api/judgments/deal_math/{id}", () => {
  it("answers a buyer the total to pay at every boundary of the buyer's fee ($50 minimum, then 10%)", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const cases: [string, string, string][] = [
      ["400", "50.00", "450.00"], // 10% is $40: the $50 minimum
      ["500", "50.00", "550.00"], // exactly the minimum
      ["500.10", "50.01", "550.11"], // just above: 10%, rounded to the cent
      ["3000", "300.00", "3300.00"],
      ["$12,500.00", "1250.00", "13750.00"], // the counter-offer: $13,750 in all
    ];
    for (const [amount, fee, total] of cases) {
      const { status, body } = await dealMath(id, amount, buyer.jar);
      expect(status).toBe(200);
      expect(body).toMatchObject({ side: "buyer", fee, bottom_line: total, bottom_line_label: "Total to pay" });
      expect(body.fee_rule).toBe("10% of the agreed amount, with a minimum of $50");
    }
  });

  it("answers the owner the payout after the final value fee, never below zero", async () => {
    const seller = await member(app);
    const id = await forSale(seller.userId);
    const cases: [string, string, string][] = [
      ["40", "40.00", "0.00"], // the fee never exceeds the price
      ["400", "50.00", "350.00"],
      ["500", "50.00", "450.00"], // exactly the minimum
      ["500.10", "50.01", "450.09"], // just above: 10%, rounded to the cent
      ["3000", "300.00", "2700.00"],
    ];
    for (const [amount, fee, payout] of cases) {
      const { body } = await dealMath(id, amount, seller.jar);
      expect(body).toMatchObject({ side: "seller", fee, bottom_line: payout, bottom_line_label: "Your payout" });
    }
  });

  it("states the amount's share of the asking price (floored) and of the estimated balance today", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    expect((await dealMath(id, "1500", buyer.jar)).body.share_of_asking).toBe("50%");
    expect((await dealMath(id, "2999.99", buyer.jar)).body.share_of_asking).toBe("99.9%");
    const deal = await findListingDeal(
      app.services.db,
      id,
      { id: buyer.userId, roles: ["member"], premium: false },
      app.services.clock.now(),
    );
    const expected = dealFigures(150_000, "buyer", deal!.terms).shareOfBalance;
    expect((await dealMath(id, "1500", buyer.jar)).body.share_of_balance).toBe(expected);
    expect(deal!.terms.balanceCents).not.toBeNull();
    expect(expected).toMatch(/%$/);
  });

  it('says "no estimate" (null) where the balance cannot be estimated: a federal judgment without its rate series', async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId, { courtType: "federal" });
    const deal = await findListingDeal(
      app.services.db,
      id,
      { id: buyer.userId, roles: ["member"], premium: false },
      app.services.clock.now(),
    );
    // Whatever the reference holds, the endpoint says what the judgment page says.
    const { body } = await dealMath(id, "1500", buyer.jar);
    expect(body.share_of_balance).toBe(
      deal!.terms.balanceCents === null ? null : dealFigures(150_000, "buyer", deal!.terms).shareOfBalance,
    );
  });

  it("refuses an amount above the judgment amount (422): nothing is worth more than the judgment", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    expect((await dealMath(id, "20000", buyer.jar)).status).toBe(200);
    expect((await dealMath(id, "20000.01", buyer.jar)).status).toBe(422);
    expect((await dealMath(id, "999999999999.99", buyer.jar)).status).toBe(422);
  });

  it("refuses a malformed amount (422), a listing the caller may not see (404) and a visitor (401)", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    for (const amount of [null, "", "lots", "-5", "0", "1.234"]) expect((await dealMath(id, amount, buyer.jar)).status).toBe(422);
    const draft = await forSale(seller.userId, { status: "new" });
    expect((await dealMath(draft, "100", buyer.jar)).status).toBe(404);
    expect((await dealMath(999_999_999, "100", buyer.jar)).status).toBe(404);
    expect((await dealMath(id, "100")).status).toBe(401);
  });
});

describe("the review before anything binding", () => {
  it("an offer posted without its figures on screen comes back as its review; confirmed, it is sent with a toast naming the next step", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const first = unwrap(await pagePost(id, { intent: "offer", amount: "1200", message: "Quick close." }, buyer));
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ offerIntent: "offer", review: true, offerTyped: { amount: "1200", message: "Quick close." } });
    expect(await offerRows(id)).toHaveLength(0);
    // A confirmed amount that is not the one posted (changed after the figures) is a review again.
    const changed = unwrap(await pagePost(id, { intent: "offer", amount: "1300", confirmed_amount: "1200.00" }, buyer));
    expect(changed.data.review).toBe(true);
    expect(await offerRows(id)).toHaveLength(0);
    const sent = (await pagePost(id, { intent: "offer", amount: "1200", confirmed_amount: "1200.00" }, buyer)) as Response;
    expect(sent.status).toBe(302);
    expect(await offerRows(id)).toHaveLength(1);
    expect((await toastOf(app, sent))?.description).toMatch(
      /^Your offer was sent to the seller\. The seller can accept, counter or decline it until \d\d\/\d\d\/\d{4}/,
    );
  });

  it("a proposal that would be refused is refused at once, never reviewed", async () => {
    const [seller, buyer, other] = [await member(app), await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer, "2000");
    // The owner's counter below the buyer's amount; the owner offering on their own listing.
    const low = unwrap(
      await pagePost(id, { intent: "counter-offer", offer_id: String(offerId), amount: "1000", seen_amount: "2000.00" }, seller),
    );
    expect(low.status).toBe(422);
    expect(low.data.review).toBeUndefined();
    const own = (await pagePost(id, { intent: "offer", amount: "1000" }, seller)) as Response;
    expect(own.status).toBe(302);
    // A second offer from the same buyer: refused with the way to edit, not reviewed.
    const again = unwrap(await pagePost(id, { intent: "offer", amount: "1900" }, buyer));
    expect(again.status).toBe(409);
    // A stranger editing someone else's offer.
    const stranger = await pagePost(id, { intent: "edit-offer", id: String(offerId), amount: "1900" }, other);
    expect(unwrap(stranger).data?.review).toBeUndefined();
    // The counter stands at $2,500: a counter-back at or above it is refused, not reviewed.
    const countered = (await run(() =>
      counterRoute.action(
        app.args(jsonRequest("/api/judgments/offers/counter", { offer_id: offerId, amount: "2500", seen_amount: "2000" }, seller.jar)),
      ),
    )) as Response;
    expect(countered.status).toBe(200);
    const high = unwrap(
      await pagePost(id, { intent: "counter-back", offer_id: String(offerId), amount: "2600", seen_amount: "2500.00" }, buyer),
    );
    expect(high.status).toBe(422);
    expect(high.data.review).toBeUndefined();
    // The same counter-back below the counter is reviewed first.
    const fair = unwrap(
      await pagePost(id, { intent: "counter-back", offer_id: String(offerId), amount: "2200", seen_amount: "2500.00" }, buyer),
    );
    expect(fair.data).toMatchObject({ review: true, offerIntent: "counter-back" });
  });

  it("the amount changed between the review and Confirm: 409, nothing accepted", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer, "2500");
    expect(((await review(id, `offer=${offerId}`, seller)) as any).amountCents).toBe(250_000);
    const edited = (await run(() =>
      editOffer.action(app.args(jsonRequest("/api/judgments/offer/edit", { id: offerId, amount: "2400" }, buyer.jar))),
    )) as Response;
    expect(edited.status).toBe(200);
    const confirmed = (await pagePost(
      id,
      { intent: "accept-offer", offer_id: String(offerId), amount: "2500.00", confirmed_amount: "2500.00" },
      seller,
    )) as Response;
    expect(confirmed.status).toBe(302);
    expect((await toastOf(app, confirmed))?.type).toBe("error");
    const [row] = await app.services.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row).toMatchObject({ status: "pending", amountCents: 240_000 });
  });

  it("a malformed amount is refused at once (422), not reviewed", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const bad = unwrap(await pagePost(id, { intent: "offer", amount: "lots" }, buyer));
    expect(bad.status).toBe(422);
    expect(bad.data.review).toBeUndefined();
  });

  it("an accept posted without its review goes to the review page and binds nothing", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer, "2500");
    const response = (await pagePost(id, { intent: "accept-offer", offer_id: String(offerId), amount: "2500.00" }, seller)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/judgments/${id}/accept?offer=${offerId}&amount=2500.00`);
    const [row] = await app.services.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row.status).toBe("pending");
  });

  it("the owner's review restates the deal for the seller; Confirm binds and the toast names the buyer's deadline", async () => {
    const [seller, buyer, other] = [await member(app), await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer, "2500");
    const shown = (await review(id, `offer=${offerId}&amount=2500.00`, seller)) as any;
    expect(shown).toMatchObject({
      intent: "accept-offer",
      offerId,
      amountCents: 250_000,
      refusal: null,
      changedFrom: null,
      figures: { side: "seller", feeCents: 25_000, bottomLineCents: 225_000, shareOfAsking: "83.3%" },
    });
    expect(shown.counterparty).toMatch(/^@/);
    expect(shown.steps.map((s: { label: string }) => s.label)).toEqual(["Payment", "Assignment", "Inspection"]);
    // The link named another amount: the review says it changed.
    expect(((await review(id, `offer=${offerId}&amount=2000.00`, seller)) as any).changedFrom).toBe("$2,000");
    // Nobody else may see it.
    expect(((await review(id, `offer=${offerId}`, other)) as Response).status).toBe(404);

    const confirmed = (await pagePost(
      id,
      { intent: "accept-offer", offer_id: String(offerId), amount: "2500.00", confirmed_amount: "2500.00" },
      seller,
    )) as Response;
    expect(confirmed.status).toBe(302);
    expect((await toastOf(app, confirmed))?.description).toMatch(
      /^The offer has been accepted and the buyer will be notified! The buyer has until \d\d\/\d\d\/\d{4} 11:59 PM ET to pay/,
    );
    const [listingRow] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
    expect(listingRow.status).toBe("offer_accepted");
    // Accepted: the review now says it cannot be accepted.
    expect(((await review(id, `offer=${offerId}`, seller)) as any).refusal).toBe("This judgment is no longer for sale.");
  });

  it("the buyer's review of a counter-offer shows the total to pay; Confirm goes on to the pay page", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer, "2000");
    const countered = (await run(() =>
      counterRoute.action(
        app.args(jsonRequest("/api/judgments/offers/counter", { offer_id: offerId, amount: "2500", seen_amount: "2000" }, seller.jar)),
      ),
    )) as Response;
    expect(countered.status).toBe(200);
    const shown = (await review(id, `offer=${offerId}`, buyer)) as any;
    expect(shown).toMatchObject({
      intent: "accept-counter",
      amountCents: 250_000,
      refusal: null,
      figures: { side: "buyer", bottomLineCents: 275_000 },
    });
    // The owner reviewing the same offer is told it waits on the buyer.
    expect(((await review(id, `offer=${offerId}`, seller)) as any).refusal).toMatch(/wait for the buyer/);
    const bought = (await pagePost(
      id,
      { intent: "accept-counter", offer_id: String(offerId), amount: "2500.00", confirmed_amount: "2500.00" },
      buyer,
    )) as Response;
    expect(bought.status).toBe(302);
    expect(bought.headers.get("Location")).toBe(`/judgments/pay/${id}`);
    expect((await toastOf(app, bought))?.description).toMatch(
      /^You accepted the counter-offer\. Please pay by \d\d\/\d\d\/\d{4} 11:59 PM ET/,
    );
  });
});
