// A portfolio sold as one listing (issue 32; docs/decisions/0055, slice 1): "a portfolio sale from
// offer to payout with its ledger balanced and one assignment per judgment", through the existing
// JSON endpoints with the portfolio's id (offer, counter, counter-accept, pay with the offline card,
// mark assigned, confirm, PAY ME!), the assignment checklist (POST /api/portfolios/assigned), the
// members' assignment documents read by the portfolio's buyer (the governing sale), then the
// refunds: the buyer's cancellation after the assignment deadline and a dispute's three
// resolutions, and the comparables' records of each member.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, asc, eq, inArray, isNull, like, ne } from "drizzle-orm";
import { buyerTotal, sellerFee } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import * as assignedApi from "~/routes/api/assignment/assigned";
import * as approvedApi from "~/routes/api/assignment/buyer-approved";
import * as assignmentDocsApi from "~/routes/api/documents/assignment-list";
import * as cancelApi from "~/routes/api/escrow/cancel-purchase";
import * as disputeApi from "~/routes/api/escrow/dispute";
import * as resolveApi from "~/routes/api/escrow/resolve";
import * as createOfferApi from "~/routes/api/offers/create";
import * as counterApi from "~/routes/api/offers/counter";
import * as counterAcceptApi from "~/routes/api/offers/counter-accept";
import * as payApi from "~/routes/api/judgments/payment";
import * as itemAssignedApi from "~/routes/api/portfolios/assigned";
import * as stripeApi from "~/routes/api/payouts/stripe";
import * as payoutsPage from "~/routes/payouts/index";
import * as buyPage from "~/routes/judgments/buy";
import * as acceptPage from "~/routes/judgments/accept";
import * as payPage from "~/routes/judgments/pay-for-judgment";
import * as dealMathApi from "~/routes/api/judgments/deal-math";
import * as messageApi from "~/routes/api/messages/send";
import * as detailPage from "~/routes/judgments/detail";
import * as portfolioPage from "~/routes/portfolios/detail";
import {
  documents,
  judgments,
  ledgerEntries,
  outbox,
  payments,
  payouts,
  portfolioItems,
  refunds,
  saleComparables,
} from "~/server/db/schema";
import { completedSale } from "~/server/queries/completed-sales";
import { assignmentFormFacts } from "~/server/assignment/forms";
import { checklistIntentAction } from "~/server/portfolios/checklist-intents";
import { loadChecklist } from "~/server/portfolios/checklist-view";
import {
  BASE,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  unwrap,
  type CookieJar,
  type RouteFunction,
  type TestApp,
} from "../support/app";
import { assertLedgerInvariants } from "../support/ledger-invariants";
import { listing, member, portfolio, type Member } from "../support/factories";
import { uploadPdf } from "../support/escrow-sales";

/** Now: the payment's deadline is checked by the real time (app/server/checkout/claim.ts). */
const START = new Date();
const XHR = { "x-requested-with": "XMLHttpRequest" };

let app: TestApp;
let admin: Member;
beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(START);
  admin = await member(app, { prefix: "pfs_admin", role: "admin", verified: true });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => app.clock.set(START));

const db = () => app.services.db;

async function answer<P>(fn: RouteFunction<P>, request: Request, params?: P): Promise<{ status: number; body: any }> {
  const response = (await run(() => fn(app.args(request, params)) as Promise<unknown>)) as Response;
  const text = await response.text();
  return { status: response.status, body: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : text };
}
const post = (mod: { action: RouteFunction }, path: string, body: unknown, jar: CookieJar) =>
  answer(mod.action, jsonRequest(path, body, jar));

const rowOf = async (id: number) => (await db().select().from(judgments).where(eq(judgments.id, id)))[0];
const itemsOf = (portfolioId: number) =>
  db().select().from(portfolioItems).where(eq(portfolioItems.portfolioId, portfolioId)).orderBy(asc(portfolioItems.position));
const liveAssignmentDocs = (judgmentId: number) =>
  db()
    .select()
    .from(documents)
    .where(and(eq(documents.judgmentId, judgmentId), eq(documents.kind, "assignment"), isNull(documents.deletedAt)));
const mailsTo = async (m: Member) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(like(outbox.toAddress, `${m.handle}@%`))
  ).map((r) => r.subject);

/** The comparables' records of this portfolio's sale that count as a completed sale. */
const completedRecords = (portfolioId: number) =>
  db()
    .select({ id: saleComparables.id })
    .from(saleComparables)
    .where(and(eq(saleComparables.soldAsId, portfolioId), completedSale));

type World = { seller: Member; buyer: Member; portfolioId: number; members: number[] };

/** Three like judgments of a new seller (equal balances), grouped, approved and past the first look. */
async function world(premium = false): Promise<World> {
  const seller = await member(app, {
    prefix: "pfs_seller",
    verified: true,
    address: true,
    values: premium ? { isPremium: true, premiumUntil: new Date(Date.now() + 20 * 86_400_000) } : {},
  });
  const buyer = await member(app, { prefix: "pfs_buyer", verified: true, address: true });
  const members: number[] = [];
  for (let i = 0; i < 3; i++) {
    members.push(
      await listing(app, seller.userId, {
        casenum: `PFS-${seller.userId}-${i}`,
        amountCents: 2_000_000,
        priceCents: 400_000,
        estimatedBalanceCents: 2_500_000,
      }),
    );
  }
  const portfolioId = await portfolio(app, seller.userId, members, { priceCents: 1_200_000, approvedBy: admin.userId, listedDaysAgo: 10 });
  return { seller, buyer, portfolioId, members };
}

/** The buyer offers $9,000, the owner counters $10,500, the buyer accepts: answers the agreed cents. */
async function negotiate(w: World): Promise<number> {
  const made = await post(createOfferApi, "/api/judgments/offer", { judgment_id: w.portfolioId, amount: "9000.00" }, w.buyer.jar);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const offerId = made.body.offer_id ?? made.body.id;
  const countered = await post(
    counterApi,
    "/api/judgments/offers/counter",
    { offer_id: offerId, amount: "10500.00", seen_amount: "9000.00" },
    w.seller.jar,
  );
  expect(countered.status, JSON.stringify(countered.body)).toBe(200);
  const accepted = await post(
    counterAcceptApi,
    "/api/judgments/offers/counter/accept",
    { offer_id: offerId, amount: "10500.00" },
    w.buyer.jar,
  );
  expect(accepted, JSON.stringify(accepted.body)).toMatchObject({
    status: 200,
    body: { status: "offer_accepted", judgment_id: w.portfolioId },
  });
  return 1_050_000;
}

async function pay(w: World, agreed: number) {
  const paid = await post(
    payApi,
    "/api/judgments/payment",
    { judgment_id: w.portfolioId, amount: dollarText(buyerTotal(agreed)), payment_method: "pm_card_visa" },
    w.buyer.jar,
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect((await rowOf(w.portfolioId)).status).toBe("paid");
}

const tick = (w: World, judgmentId: number, assigned = true, jar = w.seller.jar) =>
  post(itemAssignedApi, "/api/portfolios/assigned", { portfolio_id: w.portfolioId, judgment_id: judgmentId, assigned }, jar);

/** A paid portfolio sale: negotiated and paid; answers the agreed price. */
async function paidWorld(): Promise<World & { agreed: number }> {
  const w = await world();
  const agreed = await negotiate(w);
  await pay(w, agreed);
  return { ...w, agreed };
}

/** …each member's assignment document uploaded and ticked: the portfolio assigned. */
async function assignedWorld(): Promise<World & { agreed: number }> {
  const w = await paidWorld();
  for (const id of w.members) {
    expect((await uploadPdf(app, id, w.seller.jar, "assignment")).status).toBe(201);
    expect((await tick(w, id)).status).toBe(200);
  }
  expect((await rowOf(w.portfolioId)).status).toBe("assigned");
  return w;
}

async function connectPayoutAccount(jar: CookieJar): Promise<void> {
  const link = (await run(() => stripeApi.loader(app.args(getRequest("/api/payouts/stripe", jar, XHR))))) as Response;
  expect(link.status).toBe(200);
  const accountId = new URL((await link.json()).stripe.url, BASE).searchParams.get("onboarding")!;
  const connected = (await run(() =>
    payoutsPage.action(app.args(formRequest("/payouts", { intent: "connect", account_id: accountId }, jar))),
  )) as Response;
  expect(connected.status).toBe(302);
}

describe("a portfolio sale from offer to payout", () => {
  it("is one payment, one payout, one set of fees, one assignment per judgment, the ledger balanced", async () => {
    const w = await world();
    const agreed = await negotiate(w);
    expect(await rowOf(w.portfolioId)).toMatchObject({ status: "offer_accepted", buyerId: w.buyer.userId });
    await pay(w, agreed);

    // One payment of the total, one movement of four lines summing to zero, one pending payout.
    const paymentRows = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.judgmentId, w.portfolioId), eq(payments.kind, "purchase")));
    expect(paymentRows).toHaveLength(1);
    expect(paymentRows[0]).toMatchObject({ status: "succeeded", amountCents: buyerTotal(agreed) });
    const lines = await db().select().from(ledgerEntries).where(eq(ledgerEntries.judgmentId, w.portfolioId));
    expect(lines).toHaveLength(4);
    expect(lines.reduce((sum, l) => sum + Number(l.amountCents), 0)).toBe(0);
    const [pending] = await db().select().from(payouts).where(eq(payouts.judgmentId, w.portfolioId));
    expect(pending).toMatchObject({ status: "pending", amountCents: agreed - sellerFee(agreed) });

    // The portfolio is marked assigned on its checklist, one judgment at a time.
    const whole = await post(assignedApi, "/api/judgments/assigned", { judgment_id: w.portfolioId }, w.seller.jar);
    expect(whole).toMatchObject({ status: 409, body: { message: "Mark each judgment assigned on the portfolio's checklist." } });
    // A tick without a document of that judgment is refused.
    const early = await tick(w, w.members[0]);
    expect(early.status).toBe(409);
    // Only the owner ticks; the buyer may not.
    expect((await uploadPdf(app, w.members[0], w.seller.jar, "assignment")).status).toBe(201);
    expect((await tick(w, w.members[0], true, w.buyer.jar)).status).toBe(403);
    // The buyer reads no member's assignment documents? They do: the member's sale is the portfolio's.
    const first = await tick(w, w.members[0]);
    expect(first).toMatchObject({
      status: 200,
      body: { portfolio_id: w.portfolioId, judgment_id: w.members[0], assigned: true, portfolio_status: "paid" },
    });
    // Undo while paid, then again.
    expect((await tick(w, w.members[0], false)).body).toMatchObject({ assigned: false, portfolio_status: "paid" });
    expect((await tick(w, w.members[0])).status).toBe(200);
    expect((await uploadPdf(app, w.members[1], w.seller.jar, "assignment")).status).toBe(201);
    expect((await tick(w, w.members[1])).status).toBe(200);
    expect((await uploadPdf(app, w.members[2], w.seller.jar, "assignment")).status).toBe(201);
    const last = await tick(w, w.members[2]);
    expect(last.body).toMatchObject({ assigned: true, portfolio_status: "assigned" });
    const assigned = await rowOf(w.portfolioId);
    expect(assigned.status).toBe("assigned");
    expect(assigned.inspectionDueAt).not.toBeNull();
    // The buyer's e-mail names the portfolio's judgments, not "your judgment".
    expect((await mailsTo(w.buyer)).some((s) => s.startsWith("Your portfolio's judgments were assigned"))).toBe(true);
    // No undo once assigned.
    expect((await tick(w, w.members[2], false)).status).toBe(409);

    // The buyer reads each member's assignment documents; another member does not.
    const stranger = await member(app, { prefix: "pfs_stranger" });
    for (const id of w.members) {
      const docs = await answer(assignmentDocsApi.loader, getRequest(`/api/judgments/documents/${id}/assignment`, w.buyer.jar, XHR), {
        id: String(id),
      });
      expect(docs.status).toBe(200);
      expect(docs.body).toHaveLength(1);
      const refused = await answer(assignmentDocsApi.loader, getRequest(`/api/judgments/documents/${id}/assignment`, stranger.jar, XHR), {
        id: String(id),
      });
      expect(refused.status).toBe(403);
    }

    // The buyer confirms: sold, the payout released; PAY ME! sends it.
    const confirmed = await post(approvedApi, "/api/judgments/buyer_approved", { judgment_id: w.portfolioId }, w.buyer.jar);
    expect(confirmed).toMatchObject({ status: 200, body: { status: "sold" } });
    const [released] = await db().select().from(payouts).where(eq(payouts.judgmentId, w.portfolioId));
    expect(released.status).toBe("released");
    await connectPayoutAccount(w.seller.jar);
    const paidOut = (await run(() =>
      payoutsPage.action(app.args(formRequest("/payouts", { intent: "pay", payout_id: String(released.id) }, w.seller.jar))),
    )) as Response;
    expect(paidOut.status).toBe(302);

    const payoutRows = await db().select().from(payouts).where(eq(payouts.judgmentId, w.portfolioId));
    expect(payoutRows).toHaveLength(1);
    expect(payoutRows[0].status).toBe("paid");
    expect(await db().select().from(payments).where(eq(payments.judgmentId, w.portfolioId))).toHaveLength(1);
    const items = await itemsOf(w.portfolioId);
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.assignedAt).not.toBeNull();
      expect(await liveAssignmentDocs(item.judgmentId)).toHaveLength(1);
    }
    const members = await db().select().from(judgments).where(inArray(judgments.id, w.members));
    expect(members.map((m) => m.status)).toEqual(["in_portfolio", "in_portfolio", "in_portfolio"]);
    expect(members.every((m) => m.buyerId === null)).toBe(true);
    expect(await db().select().from(payments).where(inArray(payments.judgmentId, w.members))).toEqual([]);
    await assertLedgerInvariants(db());

    // Three comparables records, one per judgment, sold as the portfolio, summing to the agreed price.
    const records = await db().select().from(saleComparables).where(eq(saleComparables.soldAsId, w.portfolioId));
    expect(records.map((r) => r.judgmentId).sort((a, b) => a - b)).toEqual([...w.members].sort((a, b) => a - b));
    expect(records.reduce((sum, r) => sum + r.priceCents, 0)).toBe(agreed);
    expect(new Set(records.map((r) => r.shareBps)).size).toBe(1);
    expect(await completedRecords(w.portfolioId)).toHaveLength(3);
  });

  it("buys a portfolio now at its price, through the buy page, and pays for it", async () => {
    const w = await world();
    const buy = new Request(`${BASE}/judgments/buy/${w.portfolioId}`, {
      method: "POST",
      headers: { origin: BASE, ...XHR, cookie: w.buyer.jar.header(), "content-type": "application/json" },
      body: JSON.stringify({ price: "12000.00" }),
    });
    expect((await answer(buyPage.action, buy, { id: String(w.portfolioId) })).status).toBe(302);
    expect(await rowOf(w.portfolioId)).toMatchObject({ status: "offer_accepted", buyerId: w.buyer.userId });
    await pay(w, 1_200_000);
    await assertLedgerInvariants(db());
  });
});

describe("the checklist on the portfolio page", () => {
  it("is read by the owner, the buyer and administrators once paid; the page's intents tick and undo, the last one assigns", async () => {
    const w = await paidWorld();
    const viewerOf = (m: Member) => ({ id: m.userId, roles: m.roles, premium: false });
    const stranger = await member(app, { prefix: "pfs_check_other" });
    expect(await loadChecklist(db(), w.portfolioId, viewerOf(stranger))).toBeNull();
    expect(await loadChecklist(db(), w.portfolioId, null)).toBeNull();
    const buyerView = await loadChecklist(db(), w.portfolioId, viewerOf(w.buyer));
    expect(buyerView).toMatchObject({ canEdit: false, assignedCount: 0, total: 3, status: "paid" });
    expect(buyerView!.items.every((i) => !i.canTick && !i.canUndo)).toBe(true);
    expect((await loadChecklist(db(), w.portfolioId, viewerOf(admin)))?.canEdit).toBe(false);
    const ownerView = await loadChecklist(db(), w.portfolioId, viewerOf(w.seller));
    expect(ownerView).toMatchObject({ canEdit: true, assignee: { name: expect.any(String) } });
    expect(ownerView!.items.map((i) => i.judgmentId)).toEqual(w.members);
    expect(ownerView!.items[0]).toMatchObject({ documentsUrl: `/judgments/${w.members[0]}#assignment`, documentCount: 0, canTick: true });

    const user = { id: w.seller.userId, roles: w.seller.roles, premium: false };
    const intent = (name: string, judgmentId: unknown, who = user) =>
      checklistIntentAction(app.services, { body: { intent: name, judgment_id: judgmentId }, user: who, portfolioId: w.portfolioId });
    // No document yet: refused with the reason; a judgment of no portfolio of theirs: 404; bad input: 422.
    expect(await intent("assign_item", String(w.members[0]))).toMatchObject({ ok: false, status: 409 });
    expect(await intent("assign_item", "abc")).toMatchObject({ ok: false, status: 422 });
    expect(await intent("assign_item", String(w.portfolioId))).toMatchObject({ ok: false, status: 404 });
    expect(await intent("assign_item", String(w.members[0]), { id: admin.userId, roles: admin.roles, premium: false })).toMatchObject({
      ok: false,
      status: 403,
    });
    for (const id of w.members) expect((await uploadPdf(app, id, w.seller.jar, "assignment")).status).toBe(201);
    expect(await intent("assign_item", String(w.members[0]))).toMatchObject({ ok: true, message: "Marked assigned." });
    expect(await intent("unassign_item", String(w.members[0]))).toMatchObject({ ok: true, result: { assigned: false } });
    for (const id of w.members) expect((await intent("assign_item", String(id))).ok).toBe(true);
    const after = await loadChecklist(db(), w.portfolioId, viewerOf(w.seller));
    expect(after).toMatchObject({ status: "assigned", canEdit: false, assignedCount: 3 });
    expect(after!.items.every((i) => i.assigned && i.documentCount === 1 && !i.canUndo)).toBe(true);
    expect((await rowOf(w.portfolioId)).status).toBe("assigned");
  });
  it("is on the portfolio page for its owner and buyer, not a visitor; its forms post to the page and tick", async () => {
    const w = await paidWorld();
    const path = `/portfolios/${w.portfolioId}`;
    const params = { id: String(w.portfolioId) };
    const pageOf = async (jar?: CookieJar) =>
      unwrap(await run(() => portfolioPage.loader(app.args(getRequest(path, jar), params)))).data as {
        checklist: { canEdit: boolean; assignedCount: number } | null;
      };
    expect((await pageOf(w.seller.jar)).checklist).toMatchObject({ canEdit: true, assignedCount: 0 });
    expect((await pageOf(w.buyer.jar)).checklist).toMatchObject({ canEdit: false });
    // A visitor does not know a sold-off portfolio exists: 404 (no checklist to show).
    const visitor = await run(() => portfolioPage.loader(app.args(getRequest(path), params)));
    expect((visitor as Response).status).toBe(404);
    expect((await uploadPdf(app, w.members[0], w.seller.jar, "assignment")).status).toBe(201);
    const ticked = (await run(() =>
      portfolioPage.action(app.args(formRequest(path, { intent: "assign_item", judgment_id: String(w.members[0]) }, w.seller.jar), params)),
    )) as Response;
    expect(ticked.status).toBe(302);
    expect(ticked.headers.get("location")).toBe(`${path}#checklist`);
    expect((await itemsOf(w.portfolioId))[0].assignedAt).not.toBeNull();
    // Without a document: refused, nothing ticked, the reason in the toast.
    const refused = (await run(() =>
      portfolioPage.action(app.args(formRequest(path, { intent: "assign_item", judgment_id: String(w.members[1]) }, w.seller.jar), params)),
    )) as Response;
    expect(refused.status).toBe(302);
    expect((await itemsOf(w.portfolioId))[1].assignedAt).toBeNull();
    // The buyer cannot tick through the page.
    expect((await uploadPdf(app, w.members[1], w.seller.jar, "assignment")).status).toBe(201);
    await run(() =>
      portfolioPage.action(app.args(formRequest(path, { intent: "assign_item", judgment_id: String(w.members[1]) }, w.buyer.jar), params)),
    );
    expect((await itemsOf(w.portfolioId))[1].assignedAt).toBeNull();
  });
});

describe("a judgment's premium assignment forms in a paid portfolio", () => {
  it("are filled in with the portfolio's buyer, for its owner only", async () => {
    const w = await world(true);
    expect((await assignmentFormFacts(db(), w.members[0], { id: w.seller.userId, roles: [] }, new Date())).ok).toBe(false);
    const agreed = await negotiate(w);
    await pay(w, agreed);
    const facts = await assignmentFormFacts(db(), w.members[0], { id: w.seller.userId, roles: [] }, new Date());
    expect(facts).toMatchObject({ ok: true, facts: { judgmentId: w.members[0], assignee: { name: `${w.buyer.name} Holdings LLC` } } });
    expect(await assignmentFormFacts(db(), w.members[0], { id: w.buyer.userId, roles: [] }, new Date())).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});

describe("a judgment's own page, seen as its portfolio", () => {
  it("shows an active portfolio's judgment to a visitor and a member, offering no Buy Now or offer of its own; a stranger after the sale sees it read-only", async () => {
    const w = await world();
    const page = async (jar?: CookieJar) => {
      const id = String(w.members[0]);
      const result = await run(() => detailPage.loader(app.args(getRequest(`/judgments/${id}`, jar), { id })));
      return result instanceof Response ? { status: result.status, data: null } : { status: 200, data: result as any };
    };
    const stranger = await member(app, { prefix: "pfs_page_other" });
    for (const jar of [undefined, stranger.jar]) {
      const seen = await page(jar);
      expect(seen.status).toBe(200);
      expect(JSON.stringify(seen.data)).toContain('"canAct":false');
    }
    const agreed = await negotiate(w);
    await pay(w, agreed);
    expect((await page(stranger.jar)).status).toBe(200);
    expect((await page()).status).toBe(404);
  });
});

describe("the deal's pages with a portfolio", () => {
  const PLACE = "Portfolio of 3 judgments · face value $60,000";
  const load = async <P>(fn: RouteFunction<P>, path: string, jar: CookieJar, params: P) =>
    unwrap(await run(() => fn(app.args(getRequest(path, jar), params)) as Promise<unknown>));

  it("shows the Buy Now review, the deal math, the accept review and the pay page: its size and face value, its price against its judgments' balance", async () => {
    const w = await world();
    const id = String(w.portfolioId);
    const buy = await load(buyPage.loader, `/judgments/buy/${id}`, w.buyer.jar, { id });
    expect(buy.data).toMatchObject({
      judgment: { id: w.portfolioId, placeLine: PLACE },
      priceCents: 1_200_000,
      refusal: null,
      noun: "portfolio",
    });
    // $12,000 of the judgments' $75,000 estimated balance (their estimates summed on the portfolio row).
    expect(buy.data.figures).toMatchObject({ shareOfAsking: "100%", shareOfBalance: "16%", amongSimilarSales: null });

    const math = await answer(dealMathApi.loader, getRequest(`/api/judgments/deal_math/${id}?amount=6000.00`, w.buyer.jar, XHR), { id });
    expect(math).toMatchObject({ status: 200, body: { share_of_balance: "8%", side: "buyer" } });
    const tooMuch = await answer(dealMathApi.loader, getRequest(`/api/judgments/deal_math/${id}?amount=60000.01`, w.buyer.jar, XHR), {
      id,
    });
    expect(tooMuch.status).toBe(422);

    // Contact Seller works on a portfolio as on a judgment.
    const message = await post(
      messageApi,
      "/api/judgments/message",
      { judgment_id: w.portfolioId, message: "Are the debtors in these judgments still in business?" },
      w.buyer.jar,
    );
    expect(message).toMatchObject({ status: 201, body: { status: "pending" } });

    const made = await post(createOfferApi, "/api/judgments/offer", { judgment_id: w.portfolioId, amount: "9000.00" }, w.buyer.jar);
    const offerId = made.body.offer_id ?? made.body.id;
    const accept = await load(acceptPage.loader, `/judgments/${id}/accept?offer=${offerId}`, w.seller.jar, { id });
    expect(accept.data).toMatchObject({ judgment: { id: w.portfolioId, placeLine: PLACE }, refusal: null, amountCents: 900_000 });

    const accepted = await post(
      (await import("~/routes/api/offers/accept")) as { action: RouteFunction },
      "/api/judgments/offers/accept",
      { judgment_id: w.portfolioId, offer_id: offerId, amount: "9000.00" },
      w.seller.jar,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const pay = await load(payPage.loader, `/judgments/pay/${id}`, w.buyer.jar, { id });
    expect(pay.data).toMatchObject({ listing: { id: w.portfolioId, caseLine: PLACE, noun: "Portfolio" }, terms: { agreedCents: 900_000 } });
    expect(pay.data.shares).toMatchObject({ shareOfBalance: "12%" });
    // Someone else may not know it is waiting for a payment… but sees the portfolio once under offer: 403.
    const stranger = await member(app, { prefix: "pfs_pay_other" });
    expect((await run(() => payPage.loader(app.args(getRequest(`/judgments/pay/${id}`, stranger.jar), { id })))) as Response).toMatchObject(
      {
        status: 403,
      },
    );
  });
});

describe("a portfolio sale refunded", () => {
  it("after the assignment deadline: refunded in full, its ticks cleared, its members' assignment documents retired, hidden as the owner chose", async () => {
    const w = await paidWorld();
    await db().update(judgments).set({ relistAs: "hidden" }).where(eq(judgments.id, w.portfolioId));
    expect((await uploadPdf(app, w.members[0], w.seller.jar, "assignment")).status).toBe(201);
    expect((await tick(w, w.members[0])).status).toBe(200);
    const early = await post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: w.portfolioId }, w.buyer.jar);
    expect(early.status).toBe(409);
    app.clock.set(new Date(START.getTime() + 30 * 86_400_000));
    const cancelled = await post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: w.portfolioId }, w.buyer.jar);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await rowOf(w.portfolioId)).toMatchObject({ status: "hidden", buyerId: null, acceptedOfferId: null });
    expect((await itemsOf(w.portfolioId)).every((i) => i.assignedAt === null && i.releasedAt === null)).toBe(true);
    expect(await liveAssignmentDocs(w.members[0])).toEqual([]);
    const members = await db().select().from(judgments).where(inArray(judgments.id, w.members));
    expect(members.every((m) => m.status === "in_portfolio")).toBe(true);
    expect(await db().select().from(refunds).where(eq(refunds.judgmentId, w.portfolioId))).toHaveLength(1);
    // The comparables leave a fully refunded sale out.
    const records = await db().select().from(saleComparables).where(eq(saleComparables.soldAsId, w.portfolioId));
    expect(records).toHaveLength(3);
    expect(await completedRecords(w.portfolioId)).toEqual([]);
    await assertLedgerInvariants(db());
  });

  async function disputed() {
    const w = await assignedWorld();
    const opened = await post(
      disputeApi,
      "/api/judgments/dispute",
      { judgment_id: w.portfolioId, reason: "documents_wrong", details: "The second judgment's assignment names a different case number." },
      w.buyer.jar,
    );
    expect(opened).toMatchObject({ status: 200, body: { status: "disputed" } });
    const [dispute] = await db().select().from(refunds).where(eq(refunds.judgmentId, w.portfolioId));
    expect(dispute).toBeUndefined();
    const { disputes } = await import("~/server/db/schema");
    const [row] = await db().select().from(disputes).where(eq(disputes.judgmentId, w.portfolioId));
    return { ...w, disputeId: row.id };
  }
  const resolve = (disputeId: number, body: Record<string, unknown>) =>
    post(resolveApi, "/api/admin/disputes/resolve", { dispute_id: disputeId, note: "Reviewed both sides' documents.", ...body }, admin.jar);

  it("a dispute resolved in full: refunded, hidden, the ticks cleared and the documents retired", async () => {
    const w = await disputed();
    const resolved = await resolve(w.disputeId, { resolution: "refund_full" });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect((await rowOf(w.portfolioId)).status).toBe("hidden");
    expect((await itemsOf(w.portfolioId)).every((i) => i.assignedAt === null)).toBe(true);
    for (const id of w.members) expect(await liveAssignmentDocs(id)).toEqual([]);
    expect((await db().select().from(payouts).where(eq(payouts.judgmentId, w.portfolioId)))[0].status).toBe("cancelled");
    await assertLedgerInvariants(db());
  });

  it("a dispute resolved in part: sold, the payout reduced, the ticks kept", async () => {
    const w = await disputed();
    const resolved = await resolve(w.disputeId, { resolution: "refund_partial", amount: "1000.00" });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect((await rowOf(w.portfolioId)).status).toBe("sold");
    const [payout] = await db()
      .select()
      .from(payouts)
      .where(and(eq(payouts.judgmentId, w.portfolioId), ne(payouts.status, "cancelled")));
    expect(payout.amountCents).toBe(w.agreed - sellerFee(w.agreed) - 100_000);
    expect((await itemsOf(w.portfolioId)).every((i) => i.assignedAt !== null)).toBe(true);
    await assertLedgerInvariants(db());
  });

  it("a dispute resolved as complete: sold, the payout released", async () => {
    const w = await disputed();
    const resolved = await resolve(w.disputeId, { resolution: "complete" });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect((await rowOf(w.portfolioId)).status).toBe("sold");
    expect((await db().select().from(payouts).where(eq(payouts.judgmentId, w.portfolioId)))[0].status).toBe("released");
    await assertLedgerInvariants(db());
  });
});
