// Follow-ups to issue 27, item 1 (docs/decisions/0032), found in review:
// 1. an administrator who is a party to a deal (an administrator may buy and sell) is the other side
//    of the texts written to them, not their reviewer: /admin/messages, its history, the dispute's
//    case page and the judgment page keep those words from them until another administrator
//    approves them, and they cannot decide them (403);
// 3. a dispute answer rejected by moderation can be written again;
// 4. the e-mails of a decided text say where its offer or dispute stands now;
// 5. the counter-offer's text lives on its step only (offers.counter_message is gone);
// 6. GET /api/judgments/{id} shows offers' messages by the page's rule (access.canSeeOfferMessages).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import * as adminQueuePage from "~/routes/admin/messages/index";
import * as adminHistoryPage from "~/routes/admin/messages/history";
import * as approveRoute from "~/routes/api/admin/messages/approve";
import * as rejectRoute from "~/routes/api/admin/messages/reject";
import * as createOffer from "~/routes/api/offers/create";
import * as counterRoute from "~/routes/api/offers/counter";
import * as counterBackRoute from "~/routes/api/offers/counter-back";
import * as offerAcceptRoute from "~/routes/api/offers/accept";
import * as offerRejectRoute from "~/routes/api/offers/reject";
import * as resolveApi from "~/routes/api/escrow/resolve";
import * as disputeApi from "~/routes/api/escrow/dispute";
import * as answerApi from "~/routes/api/escrow/dispute-answer";
import * as adminDisputePage from "~/routes/admin/disputes/detail";
import * as detailPage from "~/routes/judgments/detail";
import { bannedWords, messages, offerEvents, outbox } from "~/server/db/schema";
import { CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, type RouteFunction, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";
import { escrowSales } from "../support/escrow-sales";

let app: TestApp;
let admin: Member;
beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, { prefix: "edgeadmin", role: "admin", verified: true });
  await app.services.db.insert(bannedWords).values({ word: "damn" }).onConflictDoNothing();
});
afterAll(async () => {
  await app?.close();
});

const PHONE = "312-555-0187";

type Json = { status: number; body: any };
async function call(mod: { action: RouteFunction }, path: string, body: unknown, jar?: CookieJar): Promise<Json> {
  const response = (await run(() => mod.action(app.args(jsonRequest(path, body, jar))))) as Response;
  return { status: response.status, body: await response.json().catch(() => null) };
}
const pageOf = async (judgmentId: number, who: Member) =>
  (await run(() => detailPage.loader(app.args(getRequest(`/judgments/${judgmentId}`, who.jar), { id: String(judgmentId) })))) as any;
const approveAs = (by: Member, messageId: number) => call(approveRoute, "/api/admin/messages/approve", { message_id: messageId }, by.jar);
const rejectAs = (by: Member, messageId: number, extra: Record<string, unknown> = {}) =>
  call(rejectRoute, "/api/admin/messages/reject", { message_id: messageId, ...extra }, by.jar);
const shows = (value: unknown, text: string) => JSON.stringify(value).includes(text);

/** A card of /admin/messages (or its history) as `who` loads it, looked for on every page. */
async function cardOn(page: { loader: RouteFunction<any> }, path: string, who: Member, messageId: number) {
  for (let n = 1; n < 50; n++) {
    const data = (await run(() => page.loader(app.args(getRequest(`${path}?page=${n}`, who.jar))))) as any;
    const card = data.messages.find((m: { id: number }) => m.id === messageId);
    if (card) return { card, data };
    if (n >= data.paging.pageCount) break;
  }
  throw new Error(`message ${messageId} is not on ${path}`);
}
const queueCard = (who: Member, id: number) => cardOn(adminQueuePage, "/admin/messages", who, id);
const historyCard = (who: Member, id: number) => cardOn(adminHistoryPage, "/admin/messages/history", who, id);
const casePage = async (who: Member, disputeId: number) =>
  (await run(() =>
    adminDisputePage.loader(app.args(getRequest(`/admin/disputes/${disputeId}`, who.jar), { id: String(disputeId) })),
  )) as any;

async function heldRow(kind: (typeof messages.$inferSelect)["kind"], senderId: number) {
  const [row] = await app.services.db
    .select()
    .from(messages)
    .where(and(eq(messages.kind, kind), eq(messages.senderId, senderId)))
    .orderBy(desc(messages.id))
    .limit(1);
  return row;
}

describe("an administrator who is a party to a deal (item 1)", () => {
  it("does not read, on /admin/messages or the judgment page, a counter-offer's message written to them, and cannot decide it", async () => {
    const partyAdmin = await member(app, { prefix: "adminbuyer", role: "admin", verified: true });
    const seller = await member(app, { verified: true });
    const judgmentId = await listing(app, seller.userId, { priceCents: 900_000 });
    const own = `My own offer words, ring ${PHONE}`;
    const made = await call(
      createOffer,
      "/api/judgments/offer",
      { judgment_id: judgmentId, amount: "3000.00", message: own },
      partyAdmin.jar,
    );
    expect(made.status).toBe(201);
    const text = `Counter at 5,000: call me at ${PHONE}, e-mail seller@example.com`;
    const countered = await call(
      counterRoute,
      "/api/judgments/offers/counter",
      { offer_id: made.body.id, amount: "5000.00", message: text },
      seller.jar,
    );
    expect(countered.status).toBe(200);
    const held = await heldRow("counter", seller.userId);
    expect(held).toMatchObject({ status: "pending", recipientId: partyAdmin.userId });

    // The queue, as the administrator it is written to loads it: who wrote it to whom, not the words nor the hits.
    const { card, data } = await queueCard(partyAdmin, held.id);
    expect(card).toMatchObject({ addressedToYou: true, segments: [], hits: [], recipient: { id: partyAdmin.userId } });
    expect(shows(data, "seller@example.com")).toBe(false);
    expect(shows(card, PHONE)).toBe(false);
    // Their own offer's words are theirs to read.
    const mine = await queueCard(partyAdmin, (await heldRow("offer", partyAdmin.userId)).id);
    expect(mine.card).toMatchObject({ addressedToYou: false });
    expect(shows(mine.card, "My own offer words")).toBe(true);
    // Another administrator reads it, hits highlighted.
    const other = await queueCard(admin, held.id);
    expect(other.card.addressedToYou).toBe(false);
    expect(other.card.hits.map((h: { kind: string }) => h.kind).sort()).toEqual(["email", "phone"]);

    // The judgment page, where the party administrator is seen as an administrator (not the owner): the offers' threads too.
    const page = await pageOf(judgmentId, partyAdmin);
    expect(page.relation).toBe("admin");
    expect(shows(page, "seller@example.com")).toBe(false);
    const thread = page.offers.find((o: { id: number }) => o.id === made.body.id).negotiation.thread;
    expect(thread.find((e: { kind: string }) => e.kind === "counter")).toMatchObject({ message: null, review: "pending" });

    // Deciding it: refused on the server, through the JSON endpoints and the page's form.
    for (const decided of [await approveAs(partyAdmin, held.id), await rejectAs(partyAdmin, held.id, { reason: "contact_details" })]) {
      expect(decided.status).toBe(403);
      expect(decided.body.message).toMatch(/another administrator/);
    }
    const form = (await run(() =>
      adminQueuePage.action(app.args(formRequest("/admin/messages", { intent: "approve", message_id: String(held.id) }, partyAdmin.jar))),
    )) as Response;
    expect(form.status).toBe(302);
    expect((await heldRow("counter", seller.userId)).status).toBe("pending");

    // Rejected by another administrator: the history keeps the words from the party administrator too.
    expect((await rejectAs(admin, held.id, { reason: "contact_details" })).status).toBe(200);
    const history = await historyCard(partyAdmin, held.id);
    expect(history.card).toMatchObject({ addressedToYou: true, segments: [], hits: [], status: "rejected" });
    expect(shows(history.data, "seller@example.com")).toBe(false);
    expect((await historyCard(admin, held.id)).card.addressedToYou).toBe(false);
  });

  it("once another administrator approves a text written to them, reads it like any member", async () => {
    const partyAdmin = await member(app, { prefix: "adminseller", role: "admin", verified: true });
    const buyer = await member(app, { verified: true });
    const judgmentId = await listing(app, partyAdmin.userId, { priceCents: 900_000 });
    const text = "I can close this week if the price is right.";
    const made = await call(createOffer, "/api/judgments/offer", { judgment_id: judgmentId, amount: "3000.00", message: text }, buyer.jar);
    const held = await heldRow("offer", buyer.userId);
    expect((await queueCard(partyAdmin, held.id)).card.addressedToYou).toBe(true);
    expect((await approveAs(admin, held.id)).status).toBe(200);
    expect((await historyCard(partyAdmin, held.id)).card).toMatchObject({ addressedToYou: false, status: "approved" });
    expect((await pageOf(judgmentId, partyAdmin)).offers.find((o: { id: number }) => o.id === made.body.id).message).toBe(text);
  });

  it("does not read on the dispute's case page the statement or the answer written to them until approved", async () => {
    const sales = escrowSales(app);
    const adminSeller = await member(app, { prefix: "adminseller", role: "admin", verified: true, address: true });
    const sale = await sales.assignedSale({ seller: adminSeller });
    const statement = `The assignment is wrong. Call me at ${PHONE}.`;
    const opened = await sales.post(
      disputeApi,
      "/api/judgments/dispute",
      { judgment_id: sale.id, reason: "documents_wrong", details: statement },
      sale.buyer.jar,
    );
    expect(opened.status).toBe(200);
    const held = await heldRow("dispute", sale.buyer.userId);
    expect(held.recipientId).toBe(adminSeller.userId);

    const seen = await casePage(adminSeller, held.disputeId!);
    expect(seen.dispute).toMatchObject({ details: null, detailsHidden: "Addressed to you — another administrator reviews it." });
    expect(shows(seen, PHONE)).toBe(false);
    expect((await casePage(admin, held.disputeId!)).dispute).toMatchObject({ details: statement, detailsHidden: null });
    // The judgment page: the administrator is its owner there, and reads it as the seller does.
    expect((await pageOf(sale.id, adminSeller)).escrow.dispute).toMatchObject({ details: null, detailsReview: "pending" });
    expect((await approveAs(adminSeller, held.id)).status).toBe(403);

    expect((await approveAs(admin, held.id)).status).toBe(200);
    expect((await casePage(adminSeller, held.disputeId!)).dispute).toMatchObject({ details: statement, detailsHidden: null });
  });

  it("as the buyer, does not read the seller's answer on the case page; their own statement is theirs", async () => {
    const sales = escrowSales(app);
    const adminBuyer = await member(app, { prefix: "adminbuyer", role: "admin", verified: true, address: true });
    const sale = await sales.disputedSale({ buyer: adminBuyer });
    const answer = `The assignment is right: e-mail me at seller@example.com`;
    const response = (await run(() =>
      detailPage.action(
        app.args(formRequest(`/judgments/${sale.id}`, { intent: "answer_dispute", response: answer }, sale.seller.jar), {
          id: String(sale.id),
        }),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    const seen = await casePage(adminBuyer, sale.disputeId);
    expect(seen.dispute).toMatchObject({
      sellerResponse: null,
      sellerResponseHidden: "Addressed to you — another administrator reviews it.",
    });
    expect(seen.dispute.details).toContain("different case number");
    expect(shows(seen, "seller@example.com")).toBe(false);
    expect((await casePage(admin, sale.disputeId)).dispute.sellerResponse).toBe(answer);

    const heldAnswer = await heldRow("dispute_answer", sale.seller.userId);
    expect((await rejectAs(adminBuyer, heldAnswer.id)).status).toBe(403);
    expect((await rejectAs(admin, heldAnswer.id)).status).toBe(200);
    expect((await casePage(adminBuyer, sale.disputeId)).dispute).toMatchObject({
      sellerResponse: null,
      sellerResponseHidden: "Addressed to you — another administrator reviewed it; it was not delivered.",
    });
  });
});

describe("the counter-offer's text has one home, its step (item 5)", () => {
  it("offers.counter_message is gone; the page reads the standing counter's words from its step, through their review", async () => {
    const columns = await app.services.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'offers' and column_name = 'counter_message'`,
    );
    expect((columns as unknown as { rows: unknown[] }).rows ?? columns).toHaveLength(0);

    const seller = await member(app, { verified: true });
    const buyer = await member(app, { verified: true });
    const judgmentId = await listing(app, seller.userId, { priceCents: 900_000 });
    const made = await call(createOffer, "/api/judgments/offer", { judgment_id: judgmentId, amount: "3000.00" }, buyer.jar);
    const counter = (amount: string, message: string) =>
      call(counterRoute, "/api/judgments/offers/counter", { offer_id: made.body.id, amount, message }, seller.jar);
    expect((await counter("6000.00", "First counter words")).status).toBe(200);
    const first = await heldRow("counter", seller.userId);
    expect((await approveAs(admin, first.id)).status).toBe(200);
    const [step] = await app.services.db.select().from(offerEvents).where(eq(offerEvents.id, first.offerEventId!));
    expect(step.message).toBe("First counter words");
    expect((await pageOf(judgmentId, buyer)).myOffer).toMatchObject({ counterCents: 600_000, counterMessage: "First counter words" });
  });
});

describe("a dispute answer rejected by moderation (item 3)", () => {
  it("can be written again: the rejected one stays rejected, the new one goes to review, and reaches the buyer once approved", async () => {
    const sales = escrowSales(app);
    const sale = await sales.disputedSale();
    const answerVia = (response: string) =>
      sales.post(answerApi, "/api/judgments/dispute/answer", { judgment_id: sale.id, response }, sale.seller.jar);
    const first = `The assignment is right: e-mail me at seller@example.com`;
    expect((await answerVia(first)).status).toBe(200);
    const rejected = await heldRow("dispute_answer", sale.seller.userId);
    // Not while it waits for review.
    expect(await answerVia("A second answer while the first waits for review.")).toMatchObject({
      status: 409,
      body: { message: "You have already answered this dispute." },
    });
    expect((await pageOf(sale.id, sale.seller)).escrow.dispute.canAnswer).toBe(false);

    expect((await rejectAs(admin, rejected.id, { reason: "contact_details" })).status).toBe(200);
    const ownerPage = await pageOf(sale.id, sale.seller);
    expect(ownerPage.escrow.dispute).toMatchObject({ sellerResponse: first, sellerResponseReview: "rejected", canAnswer: true });

    const second = "The assignment is right: the recorded copy names the listing's case number.";
    const page = (await run(() =>
      detailPage.action(
        app.args(formRequest(`/judgments/${sale.id}`, { intent: "answer_dispute", response: second }, sale.seller.jar), {
          id: String(sale.id),
        }),
      ),
    )) as Response;
    expect(page.status).toBe(302);
    const again = await heldRow("dispute_answer", sale.seller.userId);
    expect(again).toMatchObject({ status: "pending", body: second, disputeId: sale.disputeId, recipientId: sale.buyer.userId });
    expect(again.id).not.toBe(rejected.id);
    const [old] = await app.services.db.select().from(messages).where(eq(messages.id, rejected.id));
    expect(old).toMatchObject({ status: "rejected", body: first });
    expect((await pageOf(sale.id, sale.seller)).escrow.dispute).toMatchObject({
      sellerResponse: second,
      sellerResponseReview: "pending",
      canAnswer: false,
    });
    expect((await pageOf(sale.id, sale.buyer)).escrow.dispute).toMatchObject({ sellerResponse: null, sellerResponseReview: "pending" });
    expect((await casePage(admin, sale.disputeId)).dispute.sellerResponse).toBe(second);

    expect((await approveAs(admin, again.id)).status).toBe(200);
    expect((await pageOf(sale.id, sale.buyer)).escrow.dispute).toMatchObject({ sellerResponse: second, sellerResponseReview: null });
    // Delivered: answered, once and for all.
    expect((await answerVia("A third answer after the second was delivered.")).status).toBe(409);
  });
});

describe("the e-mails of a decided text say where its offer or dispute stands then (item 4)", () => {
  async function mailTo(who: Member) {
    const rows = await app.services.db
      .select({ subject: outbox.subject, text: outbox.bodyText })
      .from(outbox)
      .where(eq(outbox.toAddress, who.email))
      .orderBy(desc(outbox.id));
    return rows[0];
  }
  async function offerWithText(text = "I can close this week if the price is right.") {
    const seller = await member(app, { verified: true });
    const buyer = await member(app, { verified: true });
    const judgmentId = await listing(app, seller.userId, { priceCents: 900_000 });
    const made = await call(createOffer, "/api/judgments/offer", { judgment_id: judgmentId, amount: "3000.00", message: text }, buyer.jar);
    expect(made.status).toBe(201);
    return { seller, buyer, judgmentId, offerId: made.body.id as number, held: await heldRow("offer", buyer.userId) };
  }

  it("an offer's message: the offer stands while pending; declined or accepted meanwhile, the e-mails say so", async () => {
    const open = await offerWithText();
    expect((await rejectAs(admin, open.held.id)).status).toBe(200);
    expect((await mailTo(open.buyer)).text).toContain("Your offer itself stands.");

    const declined = await offerWithText();
    expect(
      (
        await call(
          offerRejectRoute,
          "/api/judgments/offers/reject",
          { judgment_id: declined.judgmentId, offer_id: declined.offerId },
          declined.seller.jar,
        )
      ).status,
    ).toBe(200);
    expect((await rejectAs(admin, declined.held.id)).status).toBe(200);
    const toBuyer = await mailTo(declined.buyer);
    expect(toBuyer.subject).toContain("Your message was not delivered");
    expect(toBuyer.text).toContain("Your offer has since been declined.");
    expect(toBuyer.text).not.toContain("stands");

    const accepted = await offerWithText();
    const accept = await call(
      offerAcceptRoute,
      "/api/judgments/offers/accept",
      { judgment_id: accepted.judgmentId, offer_id: accepted.offerId, amount: "3000.00" },
      accepted.seller.jar,
    );
    expect(accept.status).toBe(200);
    expect((await approveAs(admin, accepted.held.id)).status).toBe(200);
    const toSeller = await mailTo(accepted.seller);
    expect(toSeller.subject).toContain("A message with");
    expect(toSeller.text).toContain("This offer has since been accepted.");
    expect(toSeller.text).not.toContain("accept, decline or counter");
  });

  it("an offer's message approved while the offer is open says it can be answered; approved after it expired, that it expired", async () => {
    const open = await offerWithText();
    expect((await approveAs(admin, open.held.id)).status).toBe(200);
    expect((await mailTo(open.seller)).text).toContain("The offer is open: you can accept, decline or counter it on the listing's page.");

    const expiring = await offerWithText();
    app.clock.advanceDays(app.services.branding.timeframes.offers_expire_days + 1);
    try {
      expect((await approveAs(admin, expiring.held.id)).status).toBe(200);
    } finally {
      app.clock.reset();
    }
    const mail = await mailTo(expiring.seller);
    expect(mail.text).toContain("This offer has since expired.");
    expect(mail.text).not.toContain("The offer is open");
  });

  it("a counter-offer's message: standing, it stands; answered by a counter-back meanwhile, the e-mails say so", async () => {
    const standing = await offerWithText("");
    await call(
      counterRoute,
      "/api/judgments/offers/counter",
      { offer_id: standing.offerId, amount: "5000.00", message: "Fair price." },
      standing.seller.jar,
    );
    expect((await approveAs(admin, (await heldRow("counter", standing.seller.userId)).id)).status).toBe(200);
    expect((await mailTo(standing.buyer)).text).toContain("The counter-offer stands: you can accept, decline or counter it");

    const answered = await offerWithText("");
    await call(
      counterRoute,
      "/api/judgments/offers/counter",
      { offer_id: answered.offerId, amount: "5000.00", message: "Fair price." },
      answered.seller.jar,
    );
    const held = await heldRow("counter", answered.seller.userId);
    const back = await call(
      counterBackRoute,
      "/api/judgments/offers/counter/counter_back",
      { offer_id: answered.offerId, amount: "4000.00", seen_amount: "5000.00" },
      answered.buyer.jar,
    );
    expect(back.status).toBe(200);
    expect((await rejectAs(admin, held.id)).status).toBe(200);
    const toSeller = await mailTo(answered.seller);
    expect(toSeller.text).toContain("The buyer has since answered your counter-offer with a counter-offer of their own.");
    expect(toSeller.text).not.toContain("Your counter-offer itself stands.");
  });

  it("a dispute's statement: the dispute stays open while open; resolved meanwhile, the e-mails say how", async () => {
    const sales = escrowSales(app);
    const sale = await sales.disputedSale();
    const statement = await heldRow("dispute", sale.buyer.userId);
    const resolved = await sales.post(
      resolveApi,
      "/api/admin/disputes/resolve",
      { dispute_id: sale.disputeId, resolution: "complete", note: "Reviewed both sides' documents." },
      admin.jar,
    );
    expect(resolved.status).toBe(200);
    expect((await rejectAs(admin, statement.id)).status).toBe(200);
    const toBuyer = await mailTo(sale.buyer);
    expect(toBuyer.subject).toContain("Your message was not delivered");
    expect(toBuyer.text).toContain("The dispute has since been resolved: sale completed.");
    expect(toBuyer.text).not.toContain("stays open");

    const open = await sales.disputedSale();
    expect((await approveAs(admin, (await heldRow("dispute", open.buyer.userId)).id)).status).toBe(200);
    expect((await mailTo(open.seller)).text).toContain("The dispute is open: an administrator resolves it.");
    expect((await answerAndReject(sales, open)).text).toContain("You can write your answer again on the listing's page.");
  });

  async function answerAndReject(sales: ReturnType<typeof escrowSales>, sale: { id: number; seller: Member }) {
    const answered = await sales.post(
      answerApi,
      "/api/judgments/dispute/answer",
      { judgment_id: sale.id, response: "The assignment is right, as the recorded copy shows." },
      sale.seller.jar,
    );
    expect(answered.status).toBe(200);
    expect((await rejectAs(admin, (await heldRow("dispute_answer", sale.seller.userId)).id)).status).toBe(200);
    return mailTo(sale.seller);
  }
});
