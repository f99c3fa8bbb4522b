// Offers and Buy Now: making, editing, accepting and rejecting offers through the JSON API and the
// judgment page's intents, Buy Now, and every refusal (401, 403, 409, 422), with the e-mails
// queued, offers_count, the listing's buyer and payment deadline, and the audit trail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as createOffer from "~/routes/api/offers/create";
import * as editOfferRoute from "~/routes/api/offers/edit";
import * as acceptRoute from "~/routes/api/offers/accept";
import * as rejectRoute from "~/routes/api/offers/reject";
import * as buyPage from "~/routes/judgments/buy";
import * as payApi from "~/routes/api/judgments/payment";
import { DEADLINE_PASSED } from "~/domain/purchase";
import * as page from "~/routes/judgments/detail";
import { auditLog, judgments, offers, outbox } from "~/server/db/schema";
import { todayIso } from "~/domain/dates";
import {
  confirmed,
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
import { listing, member, type ListingValues, type Member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Listings here ask $3,000: the amount checks below are written against it. */
const forSale = (sellerId: number, values: ListingValues = {}) => listing(app, sellerId, { priceCents: 300_000, ...values });

const call = async (mod: { action: RouteFunction }, path: string, body: unknown, jar?: CookieJar) =>
  (await run(() => mod.action(app.args(jsonRequest(path, body, jar))))) as Response;

const offer = (body: Record<string, unknown>, who?: Member) => call(createOffer, "/api/judgments/offer", body, who?.jar);
const edit = (body: Record<string, unknown>, who?: Member) => call(editOfferRoute, "/api/judgments/offer/edit", body, who?.jar);
const accept = (body: Record<string, unknown>, who?: Member) => call(acceptRoute, "/api/judgments/offers/accept", body, who?.jar);
const reject = (body: Record<string, unknown>, who?: Member) => call(rejectRoute, "/api/judgments/offers/reject", body, who?.jar);

async function judgmentRow(id: number) {
  const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
  return row;
}
async function offerRow(id: number) {
  const [row] = await app.services.db.select().from(offers).where(eq(offers.id, id));
  return row;
}
async function mailTo(address: string) {
  return app.services.db.select({ subject: outbox.subject, text: outbox.bodyText }).from(outbox).where(eq(outbox.toAddress, address));
}
async function made(id: number, who: Member, amount = "1500.00") {
  const response = await offer({ judgment_id: id, amount }, who);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe("POST /api/judgments/offer", () => {
  it("makes an offer: 201, offers_count, default expiry, the seller e-mailed, audited", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const before = Date.now();
    const response = await offer({ judgment_id: id, amount: "$2,500.50", message: "Quick close." }, buyer);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ judgment_id: id, amount_cents: 250_050, status: "pending" });
    const row = await offerRow(body.id);
    // The message waits for review (docs/decisions/0032; tests/integration/member-text-moderation.test.ts).
    expect(row).toMatchObject({ buyerId: buyer.userId, amountCents: 250_050, status: "pending", message: null });
    expect(body.message_status).toBe("pending");
    const days = app.services.branding.timeframes.offers_expire_days;
    expect(row.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + days * 86_400_000 - 1000);
    expect(row.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + days * 86_400_000 + 1000);
    expect((await judgmentRow(id)).offersCount).toBe(1);
    const mail = await mailTo(seller.email);
    expect(mail.map((m) => m.subject).join()).toContain("You have a new offer");
    expect(mail[0].text).toContain(`@${buyer.handle}`);
    const audit = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "offer.create"), eq(auditLog.entityId, String(body.id))));
    expect(audit).toHaveLength(1);
  });

  it("keeps a given expiration date (end of that day) and refuses past dates", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const next = new Date(Date.now() + 40 * 86_400_000);
    const iso = todayIso(next);
    const response = await offer({ judgment_id: id, amount: "1000", expiration: iso }, buyer);
    expect(response.status).toBe(201);
    const row = await offerRow((await response.json()).id);
    expect(todayIso(row.expiresAt!)).toBe(iso);
    const other = await member(app);
    const past = await offer({ judgment_id: id, amount: "1000", expiration: todayIso() }, other);
    expect(past.status).toBe(422);
    expect((await past.json()).errors.expiration[0]).toMatch(/future/);
  });

  it("answers 422 for bad input, without creating anything", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    for (const [body, field] of [
      [{ judgment_id: id, amount: "" }, "amount"],
      [{ judgment_id: id, amount: "12.345" }, "amount"],
      [{ judgment_id: id, amount: "0" }, "amount"],
      [{ judgment_id: id, amount: "abc" }, "amount"],
      [{ judgment_id: id, amount: "3000.01" }, "amount"],
      [{ judgment_id: id, amount: "100", expiration: "2026-02-30" }, "expiration"],
      // The year 10000 once reached PostgreSQL (a 500): a date more than a year ahead is refused.
      [{ judgment_id: id, amount: "100", expiration: "9999-12-31" }, "expiration"],
      [{ judgment_id: id, amount: "100", expiration: todayIso(new Date(Date.now() + 400 * 86_400_000)) }, "expiration"],
      [{ judgment_id: id, amount: "100", message: "x".repeat(1001) }, "message"],
      [{ amount: "100" }, "judgment_id"],
    ] as const) {
      const response = await offer(body, buyer);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect((await response.json()).errors[field]).toBeTruthy();
    }
    const above = await offer({ judgment_id: id, amount: "3000.01" }, buyer);
    expect((await above.json()).errors.amount[0]).toContain("Buy Now");
    expect((await judgmentRow(id)).offersCount).toBe(0);
  });

  it("takes offers above the asking price up to a higher Buy Now price, never above it (make and edit)", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId, { buyNowCents: 400_000 });
    const above = await offer({ judgment_id: id, amount: "4000.01" }, buyer);
    expect(above.status).toBe(422);
    expect((await above.json()).errors.amount).toEqual([
      "Your offer is above the Buy Now price of $4,000. Use Buy Now to buy at that price.",
    ]);
    const offerId = await made(id, buyer, "3500");
    expect((await offerRow(offerId)).amountCents).toBe(350_000);
    expect((await edit({ id: offerId, amount: "4000" }, buyer)).status).toBe(200);
    expect((await edit({ id: offerId, amount: "4000.01" }, buyer)).status).toBe(422);
    expect((await offerRow(offerId)).amountCents).toBe(400_000);
  });

  it("allows one open offer per buyer (409 with the offer to edit), none on one's own listing (403), only active listings (409)", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const first = await made(id, buyer);
    const again = await offer({ judgment_id: id, amount: "1600" }, buyer);
    expect(again.status).toBe(409);
    const body = await again.json();
    expect(body.offer_id).toBe(first);
    expect(body.errors.offer[0]).toBe("You already have an offer on this judgment. You can edit its amount.");
    expect((await offer({ judgment_id: id, amount: "100" }, seller)).status).toBe(403);
    // A hidden listing answers like a missing one (docs/decisions/0009): 404, not "it is hidden".
    const hidden = await forSale(seller.userId, { status: "hidden" });
    expect((await offer({ judgment_id: hidden, amount: "100" }, buyer)).status).toBe(404);
    const sold = await forSale(seller.userId, { status: "sold" });
    expect((await offer({ judgment_id: sold, amount: "100" }, buyer)).status).toBe(409);
    expect((await offer({ judgment_id: 999_999, amount: "100" }, buyer)).status).toBe(404);
    expect((await offer({ judgment_id: id, amount: "100" })).status).toBe(401);
    expect((await judgmentRow(id)).offersCount).toBe(1);
  });

  it("lets a buyer whose offer expired make a new one (the old one is marked expired)", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const old = await made(id, buyer);
    await app.services.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, old));
    const fresh = await made(id, buyer, "1700");
    expect(fresh).not.toBe(old);
    expect((await offerRow(old)).status).toBe("expired");
  });
});

describe("POST /api/judgments/offer/edit", () => {
  it("changes the amount for the offer's buyer only, on a pending offer of an active listing", async () => {
    const [seller, buyer, other] = [await member(app), await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer);
    const ok = await edit({ id: offerId, amount: "1,750.25" }, buyer);
    expect(ok.status).toBe(200);
    expect((await ok.json()).message).toBe("Your offer has been updated!");
    expect((await offerRow(offerId)).amountCents).toBe(175_025);
    expect((await edit({ id: offerId, amount: "1800" }, other)).status).toBe(403);
    expect((await edit({ id: offerId, amount: "nope" }, buyer)).status).toBe(422);
    expect((await edit({ id: offerId, amount: "5000" }, buyer)).status).toBe(422);
    expect((await edit({ amount: "5000" }, buyer)).status).toBe(422);
    expect((await edit({ id: 999_999, amount: "100" }, buyer)).status).toBe(404);
    await app.services.db.update(judgments).set({ status: "hidden" }).where(eq(judgments.id, id));
    expect((await edit({ id: offerId, amount: "1800" }, buyer)).status).toBe(409);
    await app.services.db.update(judgments).set({ status: "active" }).where(eq(judgments.id, id));
    await app.services.db.update(offers).set({ status: "rejected" }).where(eq(offers.id, offerId));
    expect((await edit({ id: offerId, amount: "1800" }, buyer)).status).toBe(409);
    expect((await offerRow(offerId)).amountCents).toBe(175_025);
  });
});

describe("accepting and rejecting", () => {
  it("accepts one offer: listing offer_accepted with buyer and deadline, the others rejected, everyone told", async () => {
    const [seller, winner, loser, third] = [await member(app), await member(app), await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const win = await made(id, winner, "2000");
    const lose = await made(id, loser, "1500");
    const late = await made(id, third, "1000");

    expect((await accept({ judgment_id: id, offer_id: win, amount: "2000.00" }, loser)).status).toBe(403);
    expect((await accept({ judgment_id: id }, seller)).status).toBe(422);
    expect((await accept({ judgment_id: "x", offer_id: win, amount: "2000.00" }, seller)).status).toBe(422);
    const elsewhere = await forSale(seller.userId);
    expect((await accept({ judgment_id: elsewhere, offer_id: win, amount: "2000.00" }, seller)).status).toBe(422);

    const response = await accept({ judgment_id: id, offer_id: win, amount: "2000.00" }, seller);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: "offer_accepted",
      offer_id: win,
      message: "The offer has been accepted and the buyer will be notified!",
    });
    const row = await judgmentRow(id);
    expect(row).toMatchObject({ status: "offer_accepted", buyerId: winner.userId, acceptedOfferId: win });
    expect(row.paymentDueAt!.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    expect((await offerRow(win)).status).toBe("accepted");
    expect((await offerRow(win)).acceptedAt).toBeTruthy();
    expect((await offerRow(lose)).status).toBe("rejected");
    expect((await offerRow(late)).status).toBe("rejected");

    const won = await mailTo(winner.email);
    expect(won.some((m) => m.subject.startsWith("Your offer was accepted! Pay by") && m.text.includes(`/judgments/pay/${id}`))).toBe(true);
    for (const who of [loser, third])
      expect((await mailTo(who.email)).some((m) => m.subject.startsWith("Another offer was accepted"))).toBe(true);
    const audits = await app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.some((a) => a.action === "listing.accept_offer" && a.toStatus === "offer_accepted")).toBe(true);

    // Wrong status now: accepting or rejecting anything else, offering, buying.
    expect((await accept({ judgment_id: id, offer_id: lose, amount: "1500.00" }, seller)).status).toBe(409);
    expect((await accept({ judgment_id: id, offer_id: win, amount: "2000.00" }, seller)).status).toBe(409);
    const refused = await reject({ judgment_id: id, offer_id: lose }, seller);
    expect(refused.status).toBe(409);
    // Said as a person would (issue 27), not "while the listing is offer accepted".
    expect((await refused.json()).message).toBe("Offers can't be accepted or rejected now: an offer on this listing was already accepted.");
    const late2 = await offer({ judgment_id: id, amount: "100" }, await member(app));
    expect(late2.status).toBe(409);
    expect((await late2.json()).message).toBe("This judgment is not open to offers: an offer on this listing was already accepted.");
  });

  it("refuses to accept on a sold listing and to accept an expired offer (409)", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer);
    await app.services.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(offers.id, offerId));
    const expired = await accept({ judgment_id: id, offer_id: offerId, amount: "1500.00" }, seller);
    expect(expired.status).toBe(409);
    expect((await expired.json()).message).toMatch(/expired/);
    await app.services.db.update(offers).set({ expiresAt: null }).where(eq(offers.id, offerId));
    await app.services.db.update(judgments).set({ status: "sold" }).where(eq(judgments.id, id));
    const sold = await accept({ judgment_id: id, offer_id: offerId, amount: "1500.00" }, seller);
    expect(sold.status).toBe(409);
    expect((await sold.json()).message).toBe("Offers can't be accepted or rejected now: this listing was already sold.");
    expect((await offerRow(offerId)).status).toBe("pending");
  });

  it("rejects one offer and e-mails its buyer; only the owner, only once", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer);
    expect((await reject({ judgment_id: id, offer_id: offerId }, buyer)).status).toBe(403);
    const response = await reject({ judgment_id: id, offer_id: offerId }, seller);
    expect(response.status).toBe(200);
    expect((await offerRow(offerId)).status).toBe("rejected");
    expect((await judgmentRow(id)).status).toBe("active");
    expect((await mailTo(buyer.email)).some((m) => m.subject.startsWith("Your offer was declined"))).toBe(true);
    expect((await reject({ judgment_id: id, offer_id: offerId }, seller)).status).toBe(409);
    // A rejected buyer may offer again.
    await made(id, buyer, "1900");
  });
});

describe("an accept names the amount the owner saw", () => {
  it("refuses (409, with the offer as it is now) an accept of $5,000 after the buyer edited the offer to $1", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId, { priceCents: 600_000 });
    const offerId = await made(id, buyer, "5000");
    expect((await edit({ id: offerId, amount: "1" }, buyer)).status).toBe(200);

    const stale = await accept({ judgment_id: id, offer_id: offerId, amount: "5000.00" }, seller);
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.errors.amount[0]).toContain("from $5,000 to $1");
    expect(body.offer).toMatchObject({ id: offerId, amount: "1.00", amount_cents: 100, status: "pending" });
    expect((await judgmentRow(id)).status).toBe("active");
    expect((await offerRow(offerId)).status).toBe("pending");

    // A reject that names a stale amount is refused the same way; the right one goes through.
    expect((await reject({ judgment_id: id, offer_id: offerId, amount: "5000" }, seller)).status).toBe(409);
    expect((await accept({ judgment_id: id, offer_id: offerId, amount: "1.00" }, seller)).status).toBe(200);
    expect((await judgmentRow(id)).status).toBe("offer_accepted");
  });

  it("answers 422 when the accept does not name an amount, or a malformed one", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer);
    for (const amount of [undefined, "", "lots", "12.345"]) {
      const response = await accept({ judgment_id: id, offer_id: offerId, ...(amount === undefined ? {} : { amount }) }, seller);
      expect(response.status).toBe(422);
      expect((await response.json()).errors.amount[0]).toMatch(/like 5000\.00/);
    }
    expect((await offerRow(offerId)).status).toBe("pending");
  });

  it("tells the seller by e-mail that an offer changed, marks it edited on the page and in the API", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer, "1500");
    expect((await offerRow(offerId)).amountChangedAt).toBeNull();
    expect((await edit({ id: offerId, amount: "1500.00" }, buyer)).status).toBe(200);
    expect((await offerRow(offerId)).amountChangedAt).toBeNull();
    expect((await edit({ id: offerId, amount: "900" }, buyer)).status).toBe(200);
    expect((await offerRow(offerId)).amountChangedAt).toBeInstanceOf(Date);

    const changed = (await mailTo(seller.email)).filter((m) => m.subject.startsWith("An offer on your listing was changed"));
    expect(changed).toHaveLength(1);
    expect(changed[0].text).toContain(`@${buyer.handle} changed their offer`);
    expect(changed[0].text).toContain("from $1,500 to $900");

    const loaded = (await page.loader(app.args(getRequest(`/judgments/${id}`, seller.jar), { id: String(id) }))) as any;
    const shown = loaded.offers.find((o: { id: number }) => o.id === offerId);
    expect(shown).toMatchObject({ amountCents: 90_000 });
    expect(shown.editedAt).toBeTruthy();
  });

  it("limits edits per buyer and listing (429), so a seller cannot be raced with a flurry of changes", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer, "1000");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await edit({ id: offerId, amount: String(1001 + i) }, buyer)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const refused = await edit({ id: offerId, amount: "1200" }, buyer);
    expect((await refused.json()).errors.amount[0]).toMatch(/several times recently/);
    expect((await offerRow(offerId)).amountCents).toBe(100_500);
    // Refused or unchanged edits do not use up a buyer's changes.
    const fresh = await forSale(seller.userId);
    const freshOffer = await made(fresh, buyer, "1000");
    for (let i = 0; i < 6; i++) expect((await edit({ id: freshOffer, amount: "lots" }, buyer)).status).toBe(422);
    for (let i = 0; i < 6; i++) expect((await edit({ id: freshOffer, amount: "1000.00" }, buyer)).status).toBe(200);
    expect((await edit({ id: freshOffer, amount: "1001" }, buyer)).status).toBe(200);
    // Another listing's offer by the same buyer is its own count.
    const other = await forSale(seller.userId);
    const otherOffer = await made(other, buyer, "1000");
    expect((await edit({ id: otherOffer, amount: "1100" }, buyer)).status).toBe(200);
  });

  it("the page's Accept sends the amount shown; a stale one comes back with an error toast, the offer untouched", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const offerId = await made(id, buyer, "2500");
    expect((await edit({ id: offerId, amount: "10" }, buyer)).status).toBe(200);
    const post = (fields: Record<string, string>) =>
      run(() =>
        page.action(app.args(formRequest(`/judgments/${id}`, confirmed(fields), seller.jar), { id: String(id) })),
      ) as Promise<Response>;
    const stale = await post({ intent: "accept-offer", offer_id: String(offerId), amount: "2500.00" });
    expect(stale.status).toBe(302);
    expect(stale.headers.get("Location")).toBe(`/judgments/${id}`);
    expect(stale.headers.get("Set-Cookie")).toBeTruthy();
    expect((await offerRow(offerId)).status).toBe("pending");
    expect((await judgmentRow(id)).status).toBe("active");
  });
});

describe("the judgment page's offer intents (no JavaScript)", () => {
  const post = (id: number, fields: Record<string, string>, who: Member) =>
    run(() => page.action(app.args(formRequest(`/judgments/${id}`, confirmed(fields), who.jar), { id: String(id) })));

  it("makes, edits and accepts through the page; field errors come back as action data", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const bad = unwrap(await post(id, { intent: "offer", amount: "lots" }, buyer));
    expect(bad.status).toBe(422);
    expect(bad.data.offerErrors.amount).toBeTruthy();
    const made1 = (await post(id, { intent: "offer", amount: "1200" }, buyer)) as Response;
    expect(made1.status).toBe(302);
    expect(made1.headers.get("Location")).toBe(`/judgments/${id}`);
    const dup = unwrap(await post(id, { intent: "offer", amount: "1300" }, buyer));
    expect(dup.status).toBe(409);
    const offerId = dup.data.offerId as number;
    expect(((await post(id, { intent: "edit-offer", id: String(offerId), amount: "1300" }, buyer)) as Response).status).toBe(302);
    expect((await offerRow(offerId)).amountCents).toBe(130_000);

    const loaded = (await page.loader(app.args(getRequest(`/judgments/${id}`, buyer.jar), { id: String(id) }))) as any;
    expect(loaded.myOffer).toMatchObject({ id: offerId, amountCents: 130_000, status: "pending" });

    const refused = (await post(id, { intent: "accept-offer", offer_id: String(offerId), amount: "1300.00" }, buyer)) as Response;
    expect(refused.status).toBe(302);
    expect((await offerRow(offerId)).status).toBe("pending");
    const accepted = (await post(id, { intent: "accept-offer", offer_id: String(offerId), amount: "1300.00" }, seller)) as Response;
    expect(accepted.status).toBe(302);
    expect((await judgmentRow(id)).status).toBe("offer_accepted");
    const after = (await page.loader(app.args(getRequest(`/judgments/${id}`, buyer.jar), { id: String(id) }))) as any;
    expect(after.myOffer.status).toBe("accepted");
    expect(after.relation).toBe("buyer");
  });
});

describe("Buy Now", () => {
  const buyGet = (id: number, who: Member) =>
    run(() => buyPage.loader(app.args(getRequest(`/judgments/buy/${id}`, who.jar), { id: String(id) })));
  const buyPost = (id: number, who: Member, price = "3000.00") =>
    run(() => buyPage.action(app.args(formRequest(`/judgments/buy/${id}`, { price }, who.jar), { id: String(id) })));

  it("shows the price, fee and total, then buys: the buyer's own offer becomes the accepted one at the asking price", async () => {
    const [seller, buyer, other] = [await member(app), await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const own = await made(id, buyer, "1000");
    const theirs = await made(id, other, "1100");
    const shown = (await buyGet(id, buyer)) as any;
    expect(shown).toMatchObject({ priceCents: 300_000, refusal: null });
    expect(shown.figures.bottomLineCents).toBe(shown.priceCents + shown.figures.feeCents);
    expect(shown.steps.map((step: { label: string }) => step.label)).toEqual(["Payment", "Assignment", "Inspection"]);

    const response = (await buyPost(id, buyer)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/judgments/pay/${id}`);
    expect(await offerRow(own)).toMatchObject({ status: "accepted", amountCents: 300_000 });
    expect((await offerRow(theirs)).status).toBe("rejected");
    expect(await judgmentRow(id)).toMatchObject({ status: "offer_accepted", buyerId: buyer.userId, acceptedOfferId: own, offersCount: 2 });
    expect((await mailTo(seller.email)).some((m) => m.subject.startsWith("Your judgment was bought"))).toBe(true);
    expect((await mailTo(other.email)).some((m) => m.subject.startsWith("Another offer was accepted"))).toBe(true);
    expect((await mailTo(buyer.email)).some((m) => m.text.includes(`/judgments/pay/${id}`))).toBe(true);

    expect(unwrap(await buyPost(id, other)).status).toBe(409);
  });

  it("buys at the seller's Buy Now price when one is set: shown, charged as the accepted amount, e-mailed", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId, { buyNowCents: 450_000 });
    const shown = (await buyGet(id, buyer)) as any;
    expect(shown).toMatchObject({ priceCents: 450_000, figures: { feeCents: 45_000, bottomLineCents: 495_000, bottomLine: "$4,950" } });
    // The asking price is not what Buy Now buys at: a page that showed it is told the price changed.
    const stale = unwrap(await buyPost(id, buyer, "3000.00"));
    expect(stale.status).toBe(409);
    expect(((await buyPost(id, buyer, "4500.00")) as Response).status).toBe(302);
    const row = await judgmentRow(id);
    expect(await offerRow(row.acceptedOfferId!)).toMatchObject({ status: "accepted", amountCents: 450_000 });
    expect((await mailTo(seller.email)).find((m) => m.subject.startsWith("Your judgment was bought"))?.text).toContain("$4,500");
  });

  it("creates an accepted offer when the buyer had none; refuses the owner (403)", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    expect(((await buyGet(id, seller)) as any).refusal).toMatch(/your own/);
    expect(unwrap(await buyPost(id, seller)).status).toBe(403);
    expect(((await buyPost(id, buyer)) as Response).status).toBe(302);
    const row = await judgmentRow(id);
    expect(row).toMatchObject({ status: "offer_accepted", buyerId: buyer.userId, offersCount: 1 });
    expect(await offerRow(row.acceptedOfferId!)).toMatchObject({ status: "accepted", amountCents: 300_000, buyerId: buyer.userId });
  });

  it("answers JSON refusals to a fetch", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId, { status: "sold" });
    const request = jsonRequest(`/judgments/buy/${id}`, { price: "3000.00" }, buyer.jar);
    const response = (await run(() => buyPage.action(app.args(request, { id: String(id) })))) as Response;
    expect(response.status).toBe(409);
    expect((await response.json()).errors.offer).toBeTruthy();
  });

  it("names the price the buyer saw: a price changed meanwhile is refused (409, with the price now), a missing one is 422", async () => {
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    const shown = (await buyGet(id, buyer)) as any;
    expect(shown.priceCents).toBe(300_000);
    await app.services.db.update(judgments).set({ priceCents: 450_000 }).where(eq(judgments.id, id));

    const stale = (await run(() =>
      buyPage.action(app.args(jsonRequest(`/judgments/buy/${id}`, { price: "3000.00" }, buyer.jar), { id: String(id) })),
    )) as Response;
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.errors.price[0]).toBe("The price changed from $3,000 to $4,500 after you looked. Please check it again.");
    expect(body).toMatchObject({ price: "4500.00", price_cents: 450_000 });
    expect((await judgmentRow(id)).status).toBe("active");

    const missing = (await run(() =>
      buyPage.action(app.args(jsonRequest(`/judgments/buy/${id}`, {}, buyer.jar), { id: String(id) })),
    )) as Response;
    expect(missing.status).toBe(422);
    expect(((await buyPost(id, buyer, "4500.00")) as Response).status).toBe(302);
    expect(await judgmentRow(id)).toMatchObject({ status: "offer_accepted", buyerId: buyer.userId });
  });
});

describe("the database's one-open-offer rule", () => {
  it("refuses a second open offer even past the application's check, and the error is recognised", async () => {
    const { insertOffer } = await import("~/server/queries/offers");
    const { isUniqueViolation } = await import("~/server/db/errors");
    const [seller, buyer] = [await member(app), await member(app)];
    const id = await forSale(seller.userId);
    await made(id, buyer);
    const error = await insertOffer(app.services.db, {
      judgmentId: id,
      buyerId: buyer.userId,
      amountCents: 100,
      expiresAt: null,
    }).catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });
});

describe("the app's clock decides, not the wall clock", () => {
  // The deadlines a sale is held to are counted on the services' clock (the demo's and the tests'
  // may be set ahead); an offer's default expiry, the check that it lapsed, Buy Now's payment window
  // and the payment's deadline check were on the wall clock: with the clock set ahead a new offer
  // was born expired yet could still be accepted after its date, and a late payment went through.
  const DAY_MS = 86_400_000;
  it("counts an offer's expiry, its lapse, Buy Now's payment window and the payment's deadline on the app's clock", async () => {
    const ahead = new Date(Date.now() + 20 * DAY_MS);
    app.clock.set(ahead);
    try {
      const [seller, buyer, other] = [await member(app), await member(app), await member(app, { verified: true, address: true })];
      const id = await forSale(seller.userId);
      const offerId = await made(id, buyer);
      expect((await offerRow(offerId)).expiresAt!.getTime()).toBeGreaterThan(ahead.getTime() + 13 * DAY_MS);
      // Past its 14 days on the app's clock, the owner may no longer accept it.
      app.clock.set(new Date(ahead.getTime() + 15 * DAY_MS));
      expect((await accept({ judgment_id: id, offer_id: offerId, amount: "1500.00" }, seller)).status).toBe(409);
      expect((await judgmentRow(id)).status).toBe("active");

      app.clock.set(ahead);
      const bought = await forSale(seller.userId);
      const response = (await run(() =>
        buyPage.action(app.args(formRequest(`/judgments/buy/${bought}`, { price: "3000.00" }, other.jar), { id: String(bought) })),
      )) as Response;
      expect(response.status).toBe(302);
      expect((await judgmentRow(bought)).paymentDueAt!.getTime()).toBeGreaterThan(ahead.getTime() + DAY_MS);
      // Ten days on, past the window: the payment is refused, nothing charged.
      app.clock.set(new Date(ahead.getTime() + 10 * DAY_MS));
      const late = (await run(() =>
        payApi.action(
          app.args(
            jsonRequest("/api/judgments/payment", { judgment_id: bought, amount: "3300.00", payment_method: "pm_card_visa" }, other.jar),
          ),
        ),
      )) as Response;
      expect(late.status).toBe(409);
      expect(JSON.stringify(await late.json())).toContain(DEADLINE_PASSED);
      expect((await judgmentRow(bought)).status).toBe("offer_accepted");
    } finally {
      app.clock.reset();
    }
  });
});
