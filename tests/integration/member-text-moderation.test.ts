// Issue 27, item 1 (docs/decisions/0032): every text one member writes for another goes through
// the moderation queue. Each path by which a member's text reaches another member is tested here
// (messages and replies are in messaging.test.ts): the offer's message (JSON and page form), the
// owner's counter-offer message (JSON and page form), the buyer's dispute statement and the
// seller's answer (JSON and page form); the edit and the counter-back carry no text. For each:
// held, the other side sees "awaiting review" (page, JSON API, e-mail) and never the words, the
// writer sees its own words with their review state, /admin/messages lists it with its kind and
// its hits; approved, the words appear and the other side is e-mailed them; rejected (with a
// reason), they never show and the writer is told why without being quoted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import * as adminQueuePage from "~/routes/admin/messages/index";
import * as approveRoute from "~/routes/api/admin/messages/approve";
import * as rejectRoute from "~/routes/api/admin/messages/reject";
import * as apiJudgment from "~/routes/api/judgments/judgment";
import * as myOffersRoute from "~/routes/api/judgments/myoffers";
import * as listMessagesRoute from "~/routes/api/messages/list";
import * as sendRoute from "~/routes/api/messages/send";
import * as createOffer from "~/routes/api/offers/create";
import * as editOfferRoute from "~/routes/api/offers/edit";
import * as counterRoute from "~/routes/api/offers/counter";
import * as counterBackRoute from "~/routes/api/offers/counter-back";
import * as answerApi from "~/routes/api/escrow/dispute-answer";
import * as disputeApi from "~/routes/api/escrow/dispute";
import * as adminDisputePage from "~/routes/admin/disputes/detail";
import * as detailPage from "~/routes/judgments/detail";
import { bannedWords, messages, offerEvents, offers, outbox } from "~/server/db/schema";
import {
  confirmed,
  CookieJar,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  type RouteFunction,
  type TestApp,
} from "../support/app";
import { listing, member, type Member } from "../support/factories";
import { escrowSales } from "../support/escrow-sales";
import { auditActions } from "../support/rows";

let app: TestApp;
let admin: Member;
beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, { prefix: "textadmin", role: "admin", verified: true });
  await app.services.db.insert(bannedWords).values({ word: "damn" }).onConflictDoNothing();
});
afterAll(async () => {
  await app?.close();
});

const PHONE = "312-555-0187";
const OFFER_TEXT = `Call me at ${PHONE} or e-mail me at deals@example.net and we can skip the site fees`;

type Json = { status: number; body: any };
async function call(mod: { action: RouteFunction }, path: string, body: unknown, jar?: CookieJar): Promise<Json> {
  const response = (await run(() => mod.action(app.args(jsonRequest(path, body, jar))))) as Response;
  return { status: response.status, body: await response.json().catch(() => null) };
}
async function getJson(mod: { loader: RouteFunction<any> }, path: string, jar: CookieJar, params: Record<string, string> = {}) {
  const request = getRequest(path, jar, { "x-requested-with": "XMLHttpRequest" });
  return ((await run(() => mod.loader(app.args(request, params)))) as Response).json();
}
const pageOf = async (judgmentId: number, who: Member) =>
  (await run(() => detailPage.loader(app.args(getRequest(`/judgments/${judgmentId}`, who.jar), { id: String(judgmentId) })))) as any;
const pagePost = (judgmentId: number, fields: Record<string, string>, who: Member) =>
  run(() => detailPage.action(app.args(formRequest(`/judgments/${judgmentId}`, confirmed(fields), who.jar), { id: String(judgmentId) })));
const approve = (messageId: number) => call(approveRoute, "/api/admin/messages/approve", { message_id: messageId }, admin.jar);
const reject = (messageId: number, extra: Record<string, unknown> = {}) =>
  call(rejectRoute, "/api/admin/messages/reject", { message_id: messageId, ...extra }, admin.jar);
const queue = async () => (await run(() => adminQueuePage.loader(app.args(getRequest("/admin/messages?page=1", admin.jar))))) as any;

async function mailTo(who: Member) {
  return app.services.db
    .select({ subject: outbox.subject, text: outbox.bodyText, html: outbox.bodyHtml })
    .from(outbox)
    .where(eq(outbox.toAddress, who.email))
    .orderBy(desc(outbox.id));
}
/** The held text of a kind its writer sent last. */
async function heldRow(kind: (typeof messages.$inferSelect)["kind"], senderId: number) {
  const [row] = await app.services.db
    .select()
    .from(messages)
    .where(and(eq(messages.kind, kind), eq(messages.senderId, senderId)))
    .orderBy(desc(messages.id))
    .limit(1);
  return row;
}
const shows = (value: unknown, text: string) => JSON.stringify(value).includes(text);

describe("the message written with an offer", () => {
  let seller: Member, buyer: Member, judgmentId: number, offerId: number, heldId: number;

  beforeAll(async () => {
    seller = await member(app, { prefix: "textseller", verified: true });
    buyer = await member(app, { prefix: "textbuyer", verified: true });
    judgmentId = await listing(app, seller.userId, { priceCents: 900_000, title: "Held offer text judgment" });
  });

  it("is held: the offer stands and is shown to the seller with 'message awaiting review', never the words", async () => {
    const made = await call(
      createOffer,
      "/api/judgments/offer",
      { judgment_id: judgmentId, amount: "5800.00", message: OFFER_TEXT },
      buyer.jar,
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: "pending", message_status: "pending" });
    expect(made.body.message).toContain("once our team has reviewed it");
    offerId = made.body.id;

    const held = await heldRow("offer", buyer.userId);
    heldId = held.id;
    expect(held).toMatchObject({ status: "pending", recipientId: seller.userId, judgmentId, body: OFFER_TEXT });
    const [event] = await app.services.db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId));
    expect(held.offerEventId).toBe(event.id);
    expect(event.message).toBeNull();
    const [row] = await app.services.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row).toMatchObject({ status: "pending", message: null });
    expect(await auditActions(app, "message", heldId)).toEqual(["message.hold"]);

    // The seller's page: the offer, "awaiting review" in place of its words, in the list and the thread.
    const page = await pageOf(judgmentId, seller);
    expect(page.offers).toHaveLength(1);
    expect(page.offers[0]).toMatchObject({ id: offerId, amountCents: 580_000, status: "pending", message: null, messageReview: "pending" });
    expect(page.offers[0].negotiation.thread[0]).toMatchObject({ kind: "offer", message: null, review: "pending" });
    expect(shows(page, PHONE)).toBe(false);
    // The JSON API: the same.
    const json = await getJson(apiJudgment, `/api/judgments/${judgmentId}`, seller.jar, { id: String(judgmentId) });
    expect(json.offers[0]).toMatchObject({ id: offerId, message: null, message_status: "pending" });
    expect(shows(json, PHONE)).toBe(false);
    // The e-mail: the offer, and that a message awaits review; not the words.
    const [mail] = await mailTo(seller);
    expect(mail.subject).toContain("You have a new offer");
    expect(mail.text).toContain("once our team has reviewed it");
    expect(shows(mail, PHONE)).toBe(false);
    expect(shows(mail, "skip the site fees")).toBe(false);
    // Not a message in anyone's inbox either.
    expect(shows(await getJson(listMessagesRoute, "/api/messages", seller.jar), PHONE)).toBe(false);
    expect(shows(await getJson(listMessagesRoute, "/api/messages?box=sent", buyer.jar), PHONE)).toBe(false);
  });

  it("is shown to its writer with its review state, on the page and in GET /api/judgments/myoffers", async () => {
    const page = await pageOf(judgmentId, buyer);
    expect(page.myOffer.thread[0]).toMatchObject({ kind: "offer", message: OFFER_TEXT, review: "pending" });
    const mine = await getJson(myOffersRoute, "/api/judgments/myoffers", buyer.jar);
    const item = (mine.data ?? mine).find((o: { id: number }) => o.id === offerId);
    expect(item).toMatchObject({ message: OFFER_TEXT, message_status: "pending" });
  });

  it("is listed on /admin/messages as an offer message, with the phone number and e-mail address highlighted", async () => {
    const listed = (await queue()).messages.find((m: { id: number }) => m.id === heldId);
    expect(listed).toMatchObject({ kind: "offer", sender: { id: buyer.userId }, recipient: { id: seller.userId } });
    expect(listed.hits.map((h: { kind: string }) => h.kind).sort()).toEqual(["email", "phone"]);
    expect(listed.segments.filter((s: { hit?: string }) => s.hit).map((s: { text: string }) => s.text)).toContain(PHONE);
  });

  it("once approved, reaches the offer: the seller reads it on the page and in the API, and is e-mailed it", async () => {
    expect((await approve(heldId)).status).toBe(200);
    const [row] = await app.services.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row.message).toBe(OFFER_TEXT);
    const page = await pageOf(judgmentId, seller);
    expect(page.offers[0]).toMatchObject({ message: OFFER_TEXT, messageReview: null });
    expect(page.offers[0].negotiation.thread[0]).toMatchObject({ message: OFFER_TEXT });
    expect(page.offers[0].negotiation.thread[0].review).toBeUndefined();
    const json = await getJson(apiJudgment, `/api/judgments/${judgmentId}`, seller.jar, { id: String(judgmentId) });
    expect(json.offers[0]).toMatchObject({ message: OFFER_TEXT, message_status: "approved" });
    const [mail] = await mailTo(seller);
    expect(mail.subject).toContain(`A message with @${buyer.handle}'s offer`);
    expect(mail.text).toContain(OFFER_TEXT);
    expect(mail.text).toContain("$5,800");
  });
});

describe("a rejected offer message", () => {
  it("never reaches the seller; the offer stands; the buyer is told why without being quoted", async () => {
    const seller = await member(app, { verified: true });
    const buyer = await member(app, { verified: true });
    const judgmentId = await listing(app, seller.userId, { priceCents: 900_000 });
    const text = `damn fine judgment, ring me on ${PHONE}`;
    const made = await call(createOffer, "/api/judgments/offer", { judgment_id: judgmentId, amount: "4000.00", message: text }, buyer.jar);
    const held = await heldRow("offer", buyer.userId);

    // The note to the sender may not quote the banned word or the contact details; the reason must be one of the list.
    for (const note of ["You wrote damn.", `Do not write ${PHONE}.`]) {
      const refused = await reject(held.id, { reason: "offensive", note });
      expect(refused.status, note).toBe(422);
      expect(refused.body.errors.note[0]).toMatch(/do not quote/);
    }
    expect((await reject(held.id, { reason: "shouting" })).status).toBe(422);
    expect((await reject(held.id, { reason: "other" })).body.errors.note).toBeDefined();
    expect((await heldRow("offer", buyer.userId)).status).toBe("pending");

    const done = await reject(held.id, { reason: "contact_details", note: "Keep every contact on the marketplace, please." });
    expect(done.status).toBe(200);
    expect(await heldRow("offer", buyer.userId)).toMatchObject({ status: "rejected", rejectReason: "contact_details" });

    const page = await pageOf(judgmentId, seller);
    expect(page.offers[0]).toMatchObject({ id: made.body.id, status: "pending", message: null, messageReview: null });
    expect(page.offers[0].negotiation.thread[0].message).toBeNull();
    expect(page.offers[0].negotiation.thread[0].review).toBeUndefined();
    expect(shows(page, PHONE)).toBe(false);
    const json = await getJson(apiJudgment, `/api/judgments/${judgmentId}`, seller.jar, { id: String(judgmentId) });
    expect(json.offers[0]).toMatchObject({ message: null, message_status: null });

    const [told] = await mailTo(buyer);
    expect(told.subject).toContain("Your message was not delivered");
    expect(told.text).toContain("contains contact or identifying details");
    expect(told.text).toContain("Keep every contact on the marketplace, please.");
    expect(told.text).toContain("Your offer itself stands.");
    expect(shows(told, PHONE)).toBe(false);
    expect(shows(told, "damn")).toBe(false);
    expect((await pageOf(judgmentId, buyer)).myOffer.thread[0]).toMatchObject({ message: text, review: "rejected" });
  });

  it("without a reason (the spec's call), says it does not follow the messaging rules", async () => {
    const seller = await member(app, { verified: true });
    const buyer = await member(app, { verified: true });
    const judgmentId = await listing(app, seller.userId, { priceCents: 900_000 });
    await call(createOffer, "/api/judgments/offer", { judgment_id: judgmentId, amount: "4000.00", message: "Hello there" }, buyer.jar);
    expect((await reject((await heldRow("offer", buyer.userId)).id)).status).toBe(200);
    expect((await mailTo(buyer))[0].text).toContain("does not follow the messaging rules");
  });
});

describe("the offer form without JavaScript (intent=offer)", () => {
  it("holds the message the same way and says so in the toast", async () => {
    const seller = await member(app, { verified: true });
    const buyer = await member(app, { verified: true });
    const judgmentId = await listing(app, seller.userId, { priceCents: 900_000 });
    const response = (await pagePost(judgmentId, { intent: "offer", amount: "3000", message: `Text ${PHONE}` }, buyer)) as Response;
    expect(response.status).toBe(302);
    const held = await heldRow("offer", buyer.userId);
    expect(held).toMatchObject({ status: "pending", recipientId: seller.userId, body: `Text ${PHONE}` });
    expect(shows(await pageOf(judgmentId, seller), PHONE)).toBe(false);
  });
});

describe("the owner's counter-offer message", () => {
  async function negotiation() {
    const seller = await member(app, { verified: true });
    const buyer = await member(app, { verified: true });
    const judgmentId = await listing(app, seller.userId, { priceCents: 900_000 });
    const made = await call(createOffer, "/api/judgments/offer", { judgment_id: judgmentId, amount: "3000.00" }, buyer.jar);
    expect(made.status).toBe(201);
    return { seller, buyer, judgmentId, offerId: made.body.id as number };
  }

  it("is held: the buyer sees the counter with 'message awaiting review'; approved, the words and an e-mail", async () => {
    const { seller, buyer, judgmentId, offerId } = await negotiation();
    const text = `Counter at 5,000. Call ${PHONE}`;
    const countered = await call(
      counterRoute,
      "/api/judgments/offers/counter",
      { offer_id: offerId, amount: "5000.00", message: text },
      seller.jar,
    );
    expect(countered.status).toBe(200);
    expect(countered.body).toMatchObject({ status: "countered", message_status: "pending" });
    const held = await heldRow("counter", seller.userId);
    expect(held).toMatchObject({ status: "pending", recipientId: buyer.userId });

    let page = await pageOf(judgmentId, buyer);
    expect(page.myOffer).toMatchObject({ counterCents: 500_000, counterMessage: null, counterReview: "pending" });
    expect(shows(page, PHONE)).toBe(false);
    const counterMail = (await mailTo(buyer)).find((m) => m.subject.startsWith("Counter-offer"))!;
    expect(counterMail.text).toContain("once our team has reviewed it");
    expect(shows(counterMail, PHONE)).toBe(false);
    // The owner, its writer, reads its own words with their state.
    const ownerPage = await pageOf(judgmentId, seller);
    expect(ownerPage.offers[0].negotiation.thread[1]).toMatchObject({ kind: "counter", message: text, review: "pending" });
    expect((await queue()).messages.find((m: { id: number }) => m.id === held.id)).toMatchObject({ kind: "counter" });

    expect((await approve(held.id)).status).toBe(200);
    page = await pageOf(judgmentId, buyer);
    expect(page.myOffer).toMatchObject({ counterMessage: text, counterReview: null });
    // Its one home: the counter's own step (offers.counter_message is gone, docs/decisions/0032).
    const [step] = await app.services.db.select().from(offerEvents).where(eq(offerEvents.id, held.offerEventId!));
    expect(step).toMatchObject({ kind: "counter", message: text });
    const [mail] = await mailTo(buyer);
    expect(mail.subject).toContain("A message with the seller's counter-offer");
    expect(mail.text).toContain(text);
  });

  it("approved after the buyer countered back, stays in the thread and is no standing counter's message", async () => {
    const { seller, buyer, judgmentId, offerId } = await negotiation();
    await call(counterRoute, "/api/judgments/offers/counter", { offer_id: offerId, amount: "5000.00", message: "Late words" }, seller.jar);
    const held = await heldRow("counter", seller.userId);
    const back = await call(
      counterBackRoute,
      "/api/judgments/offers/counter/counter_back",
      { offer_id: offerId, amount: "4000.00", seen_amount: "5000.00", message: `sneaky ${PHONE}` },
      buyer.jar,
    );
    expect(back.status).toBe(200);
    expect((await approve(held.id)).status).toBe(200);
    const page = await pageOf(judgmentId, buyer);
    expect(page.myOffer).toMatchObject({ awaiting: "seller", counterCents: null, counterMessage: null, counterReview: null });
    expect(page.myOffer.thread.find((e: { kind: string }) => e.kind === "counter").message).toBe("Late words");
    // The counter-back (and an edit) carry no text: nothing was stored from `message`.
    expect(await edit(offerId, buyer)).toBe(200);
    expect(shows(await pageOf(judgmentId, seller), PHONE)).toBe(false);
    expect((await heldRow("offer", buyer.userId)) ?? null).toBeNull();
  });

  it("through the owner's page form (intent=counter-offer) is held the same way", async () => {
    const { seller, buyer, judgmentId, offerId } = await negotiation();
    const response = (await pagePost(
      judgmentId,
      { intent: "counter-offer", offer_id: String(offerId), amount: "5000", message: `Mail me: me@example.org` },
      seller,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await heldRow("counter", seller.userId)).toMatchObject({ status: "pending", recipientId: buyer.userId });
    expect(shows(await pageOf(judgmentId, buyer), "me@example.org")).toBe(false);
  });

  async function edit(offerId: number, buyer: Member) {
    return (await call(editOfferRoute, "/api/judgments/offer/edit", { id: offerId, amount: "3500.00", message: `x ${PHONE}` }, buyer.jar))
      .status;
  }
});

describe("the dispute's statements", () => {
  const STATEMENT = `The assignment is wrong. Call me at ${PHONE} to sort it out directly.`;
  const ANSWER = "The assignment is right: see the recorded copy, e-mail me at seller@example.com";

  it("the buyer's explanation is held from the seller (page, e-mail); administrators read it at once; approved, the seller reads it", async () => {
    const sales = escrowSales(app);
    const sale = await sales.assignedSale();
    const opened = await sales.post(
      disputeApi,
      "/api/judgments/dispute",
      { judgment_id: sale.id, reason: "documents_wrong", details: STATEMENT },
      sale.buyer.jar,
    );
    expect(opened.status).toBe(200);
    const held = await heldRow("dispute", sale.buyer.userId);
    expect(held).toMatchObject({ status: "pending", recipientId: sale.seller.userId, body: STATEMENT });

    let sellerPage = await pageOf(sale.id, sale.seller);
    expect(sellerPage.escrow.dispute).toMatchObject({ details: null, detailsReview: "pending" });
    expect(shows(sellerPage, PHONE)).toBe(false);
    const sellerMail = (await mailTo(sale.seller)).find((m) => m.subject.startsWith("A dispute was opened"))!;
    expect(sellerMail.text).toContain("once our team has reviewed it");
    expect(shows(sellerMail, PHONE)).toBe(false);
    expect((await pageOf(sale.id, sale.buyer)).escrow.dispute).toMatchObject({ details: STATEMENT, detailsReview: "pending" });
    const adminView = (await run(() =>
      adminDisputePage.loader(app.args(getRequest(`/admin/disputes/${held.disputeId}`, admin.jar), { id: String(held.disputeId) })),
    )) as any;
    expect(shows(adminView, PHONE)).toBe(true);
    expect((await queue()).messages.find((m: { id: number }) => m.id === held.id)).toMatchObject({ kind: "dispute" });

    expect((await approve(held.id)).status).toBe(200);
    sellerPage = await pageOf(sale.id, sale.seller);
    expect(sellerPage.escrow.dispute).toMatchObject({ details: STATEMENT, detailsReview: null });
    const [mail] = await mailTo(sale.seller);
    expect(mail.subject).toContain("The buyer's explanation of the dispute");
    expect(mail.text).toContain(STATEMENT);
  });

  it("the seller's answer (page form) is held from the buyer; rejected, the buyer never reads it and the seller is told", async () => {
    const sales = escrowSales(app);
    const sale = await sales.disputedSale();
    const response = (await pagePost(sale.id, { intent: "answer_dispute", response: ANSWER }, sale.seller)) as Response;
    expect(response.status).toBe(302);
    const held = await heldRow("dispute_answer", sale.seller.userId);
    expect(held).toMatchObject({ status: "pending", recipientId: sale.buyer.userId, body: ANSWER });
    expect((await pageOf(sale.id, sale.buyer)).escrow.dispute).toMatchObject({ sellerResponse: null, sellerResponseReview: "pending" });
    expect((await pageOf(sale.id, sale.seller)).escrow.dispute).toMatchObject({ sellerResponse: ANSWER, sellerResponseReview: "pending" });
    const answeredMail = (await mailTo(sale.buyer)).find((m) => m.subject.startsWith("The seller answered the dispute"))!;
    expect(shows(answeredMail, "seller@example.com")).toBe(false);

    expect((await reject(held.id, { reason: "contact_details" })).status).toBe(200);
    const buyerPage = await pageOf(sale.id, sale.buyer);
    expect(buyerPage.escrow.dispute).toMatchObject({ sellerResponse: null, sellerResponseReview: null });
    expect(shows(buyerPage, "seller@example.com")).toBe(false);
    const [told] = await mailTo(sale.seller);
    expect(told.subject).toContain("Your message was not delivered");
    expect(told.text).toContain("Your answer to the dispute");
    expect(shows(told, "seller@example.com")).toBe(false);
  });

  it("the answer through POST /api/judgments/dispute/answer is held too", async () => {
    const sales = escrowSales(app);
    const sale = await sales.disputedSale();
    const answered = await sales.post(
      answerApi,
      "/api/judgments/dispute/answer",
      { judgment_id: sale.id, response: ANSWER },
      sale.seller.jar,
    );
    expect(answered.status).toBe(200);
    expect(await heldRow("dispute_answer", sale.seller.userId)).toMatchObject({ status: "pending" });
    expect(shows(await pageOf(sale.id, sale.buyer), "seller@example.com")).toBe(false);
  });
});

describe("rejecting a message (issue 27, item 16)", () => {
  async function pendingMessage(text: string) {
    const seller = await member(app, { verified: true });
    const buyer = await member(app, { verified: true });
    const judgmentId = await listing(app, seller.userId);
    const sent = await call(sendRoute, "/api/judgments/message", { judgment_id: judgmentId, message: text }, buyer.jar);
    expect(sent.status).toBe(201);
    return { seller, buyer, id: sent.body.id as number };
  }

  it("tells the sender the administrator's reason, never the words that stopped it", async () => {
    const { buyer, id } = await pendingMessage(`This damn deal: phone ${PHONE}`);
    expect((await reject(id, { reason: "offensive", note: "Please keep it civil." })).status).toBe(200);
    const [mail] = await mailTo(buyer);
    expect(mail.subject).toContain("Your message was not delivered");
    expect(mail.text).toContain("contains offensive language");
    expect(mail.text).toContain("Please keep it civil.");
    expect(shows(mail, "damn")).toBe(false);
    expect(shows(mail, PHONE)).toBe(false);
  });

  it("without JavaScript: the page's form sends the reason and comes back at the next card, with the toast", async () => {
    const first = await pendingMessage("First, plain");
    const second = await pendingMessage("Second, plain");
    const post = (fields: Record<string, string>) =>
      run(() => adminQueuePage.action(app.args(formRequest("/admin/messages", fields, admin.jar)))) as Promise<Response>;
    const refused = await post({ intent: "reject", message_id: String(first.id), reason: "other", next_id: String(second.id) });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe(`/admin/messages#review-message-${second.id}`);
    expect((await heldRow("message", first.buyer.userId)).status).toBe("pending");
    const done = await post({ intent: "reject", message_id: String(first.id), reason: "outside_marketplace", next_id: String(second.id) });
    expect(done.headers.get("location")).toBe(`/admin/messages#review-message-${second.id}`);
    expect(await heldRow("message", first.buyer.userId)).toMatchObject({ status: "rejected", rejectReason: "outside_marketplace" });
    expect((await mailTo(first.buyer))[0].text).toContain("proposes to deal outside the marketplace");
  });
});
