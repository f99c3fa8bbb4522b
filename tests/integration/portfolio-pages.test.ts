// The seller's and visitors' pages of a portfolio (docs/decisions/0055, slice 2): /portfolios/new
// (preview, create, refusals), /portfolios/{id} for each audience, /judgments/{id} of a portfolio
// sending on to it, a member's banner, offers and dissolve through the page, the JSON endpoints
// (POST /api/portfolios, /dissolve, GET /api/portfolios/{id}), the review queue and /selling.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as newPage from "~/routes/portfolios/new";
import * as detailPage from "~/routes/portfolios/detail";
import * as judgmentPage from "~/routes/judgments/detail";
import * as createApi from "~/routes/api/portfolios/create";
import * as dissolveApi from "~/routes/api/portfolios/dissolve";
import * as portfolioApi from "~/routes/api/portfolios/portfolio";
import * as judgmentApi from "~/routes/api/judgments/judgment";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as sellingPage from "~/routes/selling-dashboard/index";
import { judgments, offers } from "~/server/db/schema";
import { loadPendingPage } from "~/server/admin/pending-page";
import { groupPortfolio } from "~/server/portfolios/group";
import {
  confirmed,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  toastOf,
  unwrap,
  type CookieJar,
  type TestApp,
} from "../support/app";
import { listing, member, offer, type Member } from "../support/factories";

let app: TestApp;
let seller: Member, buyer: Member, stranger: Member, admin: Member;

beforeAll(async () => {
  app = await createTestApp();
  seller = await member(app, { prefix: "ppg_seller" });
  buyer = await member(app, { prefix: "ppg_buyer" });
  stranger = await member(app, { prefix: "ppg_stranger" });
  admin = await member(app, { prefix: "ppg_admin", role: "admin" });
});
afterAll(async () => {
  await app?.close();
});

const casenum = () => `PPG-${Math.random().toString(36).slice(2, 10)}`;

/** Three of the seller's active judgments: two in Fresno County, California, one in Texas (Harris County). */
async function threeJudgments(sellerId = seller.userId) {
  return [
    await listing(app, sellerId, { casenum: casenum(), title: "Fresno contractor", estimatedBalanceCents: 2_500_000 }),
    await listing(app, sellerId, { casenum: casenum(), title: "Fresno dentist", estimatedBalanceCents: 2_100_000 }),
    await listing(app, sellerId, {
      casenum: casenum(),
      title: "Houston landlord",
      stateId: 48,
      countyId: 48201,
      estimatedBalanceCents: null,
    }),
  ];
}

async function grouped(ids: number[], status: "new" | "active" = "active", offersVisibility: "all" | "owner" = "all") {
  const { portfolioId } = await groupPortfolio(app.services, {
    userId: seller.userId,
    judgmentIds: ids,
    title: "Three small-business judgments",
    description: "Grouped for one buyer.",
    priceCents: 1_500_000,
    buyNowCents: 2_000_000,
    offersVisibility,
    pendingOffersSeen: 0,
  });
  if (status === "active") {
    await app.services.db
      .update(judgments)
      .set({ status: "active", listedAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(judgments.id, portfolioId));
  }
  return portfolioId;
}

async function openPortfolio(id: number, jar?: CookieJar, query = "") {
  return run(() => detailPage.loader(app.args(getRequest(`/portfolios/${id}${query}`, jar), { id: String(id) })));
}

async function post(
  mod: { action: (args: any) => unknown },
  path: string,
  fields: Record<string, string | string[]>,
  jar: CookieJar,
  params = {},
) {
  return run(() => mod.action(app.args(formRequest(path, fields, jar), params)));
}

async function api(
  mod: { action?: (args: any) => unknown; loader?: (args: any) => unknown },
  path: string,
  body: unknown,
  jar?: CookieJar,
  params = {},
) {
  const request =
    body === null
      ? getRequest(path, jar, { "x-requested-with": "XMLHttpRequest", accept: "application/json" })
      : jsonRequest(path, body, jar);
  const fn = body === null ? mod.loader! : mod.action!;
  const response = (await run(() => fn(app.args(request, params)))) as Response;
  return { status: response.status, body: await response.json() };
}

const statusOf = async (id: number) =>
  (await app.services.db.select({ status: judgments.status }).from(judgments).where(eq(judgments.id, id)))[0]?.status;

describe("/portfolios/new", () => {
  it("sends a visitor to sign in, and lists a member's active judgments with ?ids preselected", async () => {
    const visitor = await run(() => newPage.loader(app.args(getRequest("/portfolios/new"))));
    expect(visitor).toBeInstanceOf(Response);
    expect((visitor as Response).headers.get("location")).toMatch(/^\/login\?redirectTo=/);

    const ids = await threeJudgments();
    const page = (await run(() =>
      newPage.loader(app.args(getRequest(`/portfolios/new?ids=${ids[0]},${ids[2]},999999`, seller.jar))),
    )) as any;
    expect(page.judgments.map((j: { id: number }) => j.id)).toEqual(expect.arrayContaining(ids));
    expect(page.preselected).toEqual([ids[0], ids[2]]);
  });

  it("previews the totals and the offers it will decline, creating nothing; then creates and goes to its page", async () => {
    const ids = await threeJudgments();
    await offer(app, ids[1], buyer.userId, { amountCents: 300_000 });
    const fields = { judgment_ids: ids.map(String), title: "Three judgments", price: "15000", buy_now: "", offers_visibility: "all" };
    const before = await app.services.db.select({ id: judgments.id }).from(judgments).where(eq(judgments.kind, "portfolio"));

    const preview = unwrap(await post(newPage, "/portfolios/new", { ...fields, intent: "preview" }, seller.jar));
    expect(preview.status).toBe(200);
    expect(preview.data.errors).toEqual({});
    expect(preview.data.preview.totals).toMatchObject({
      count: 3,
      faceValueCents: 6_000_000,
      balance: { kind: "at_least", cents: 4_600_000, missing: 1 },
      statesText: "California (2), Texas (1)",
    });
    expect(preview.data.preview.pendingOffers).toEqual([
      expect.objectContaining({ judgmentTitle: "Fresno dentist", amountCents: 300_000 }),
    ]);
    const after = await app.services.db.select({ id: judgments.id }).from(judgments).where(eq(judgments.kind, "portfolio"));
    expect(after).toHaveLength(before.length);
    // The shares follow the price typed, even while another field (the title) is still missing.
    const untitled = unwrap(await post(newPage, "/portfolios/new", { ...fields, title: "", intent: "preview" }, seller.jar));
    expect(untitled.data.preview.totals.priceShareOfFaceBps).toBe(2_500);

    // Create without having looked at the offer: refused, with the preview shown.
    const unseen = unwrap(await post(newPage, "/portfolios/new", { ...fields, intent: "create", pending_offers_seen: "0" }, seller.jar));
    expect(unseen.status).toBe(409);
    expect(unseen.data.errors.pending_offers_seen[0]).toMatch(/1 pending offer/);
    expect(unseen.data.preview.pendingOffers).toHaveLength(1);

    const created = (await post(
      newPage,
      "/portfolios/new",
      { ...fields, intent: "create", pending_offers_seen: "1" },
      seller.jar,
    )) as Response;
    expect(created.status).toBe(302);
    const location = created.headers.get("location")!;
    expect(location).toMatch(/^\/portfolios\/\d+$/);
    expect((await toastOf(app, created))?.description).toMatch(/^Sent for review/);
    const portfolioId = Number(location.split("/").pop());
    expect(await statusOf(portfolioId)).toBe("new");
    expect(await statusOf(ids[1])).toBe("in_portfolio");
  });

  it("answers each field's problem next to it, and a judgment of someone else's", async () => {
    const ids = await threeJudgments();
    const bad = unwrap(
      await post(newPage, "/portfolios/new", { judgment_ids: [String(ids[0])], title: "", price: "x", intent: "create" }, seller.jar),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["judgment_ids", "price", "title"]);
    expect(bad.data.values.judgment_ids).toEqual([ids[0]]);

    const others = await threeJudgments(stranger.userId);
    const notYours = unwrap(
      await post(
        newPage,
        "/portfolios/new",
        { judgment_ids: [String(ids[0]), String(others[0])], title: "Mixed", price: "100", intent: "create" },
        seller.jar,
      ),
    );
    expect(notYours.status).toBe(403);
    expect(notYours.data.errors.judgment_ids).toEqual(["You can only group your own judgments."]);
  });
});

describe("/portfolios/{id}", () => {
  it("is 404 to visitors and other members while in review, the owner's and administrators' to see", async () => {
    const id = await grouped(await threeJudgments(), "new");
    expect(((await openPortfolio(id)) as Response).status).toBe(404);
    expect(((await openPortfolio(id, stranger.jar)) as Response).status).toBe(404);
    const owner = (await openPortfolio(id, seller.jar)) as any;
    expect(owner.owner).toBe(true);
    expect(owner.judgment).toMatchObject({ status: "new", size: 3 });
    const asAdmin = (await openPortfolio(id, admin.jar)) as any;
    expect(asAdmin.relation).toBe("admin");
    // /judgments/{id} of it: 404 to whoever may not know it.
    const visitorRedirect = await run(() => judgmentPage.loader(app.args(getRequest(`/judgments/${id}`), { id: String(id) })));
    expect((visitorRedirect as Response).status).toBe(404);
    // A judgment's id is no portfolio.
    const ids = await threeJudgments();
    expect(((await openPortfolio(ids[0], seller.jar)) as Response).status).toBe(404);
  });

  it("shows a visitor the card, the totals and the judgments; a member may act; the owner gets My Portfolio with Dissolve", async () => {
    const ids = await threeJudgments();
    const id = await grouped(ids);
    await offer(app, id, buyer.userId, { amountCents: 1_200_000 });

    const visitor = (await openPortfolio(id)) as any;
    expect(visitor).toMatchObject({ owner: false, canAct: false, ownerView: null, myOffer: null, relation: "visitor" });
    expect(visitor.judgment).toMatchObject({
      title: "Three small-business judgments",
      size: 3,
      priceCents: 1_500_000,
      amountCents: 6_000_000,
    });
    expect(visitor.members.map((m: { id: number }) => m.id)).toEqual(ids);
    expect(visitor.members[2]).toMatchObject({ state: "Texas", county: "Harris County", estimatedBalanceCents: null, verified: false });
    expect(visitor.totals.balanceText).toBe("at least $46,000 — 1 judgment has no estimate");
    expect(visitor.offers).toHaveLength(1);
    expect(visitor.offers[0].negotiation).toBeNull();
    expect(visitor.highestOfferCents).toBe(1_200_000);

    const bidder = (await openPortfolio(id, buyer.jar)) as any;
    expect(bidder.canAct).toBe(true);
    expect(bidder.myOffer).toMatchObject({ amountCents: 1_200_000, status: "pending" });

    const owner = (await openPortfolio(id, seller.jar, "?confirm=dissolve")) as any;
    expect(owner.owner).toBe(true);
    expect(owner.ownerView).toMatchObject({ canEdit: false, canRemove: false, canHide: true, pendingOffers: 1 });
    expect(owner.canDissolve).toBe(true);
    expect(owner.confirmDissolve).toBe(true);
    expect(owner.offers[0].negotiation).not.toBeNull();
  });

  it("keeps the offers from visitors when the seller shows them to no one", async () => {
    const id = await grouped(await threeJudgments(), "active", "owner");
    await offer(app, id, buyer.userId, { amountCents: 1_000_000 });
    const visitor = (await openPortfolio(id)) as any;
    expect(visitor.offers).toBeNull();
    expect(visitor.offersHidden).toBe(true);
    expect(((await openPortfolio(id, seller.jar)) as any).offers).toHaveLength(1);
  });

  it("/judgments/{id} of it goes to /portfolios/{id} with the query kept; a member's page names its portfolio to the owner", async () => {
    const ids = await threeJudgments();
    const id = await grouped(ids);
    const sent = (await run(() => judgmentPage.loader(app.args(getRequest(`/judgments/${id}?full=1`), { id: String(id) })))) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/portfolios/${id}?full=1`);

    const memberPage = (await run(() =>
      judgmentPage.loader(app.args(getRequest(`/judgments/${ids[0]}`, seller.jar), { id: String(ids[0]) })),
    )) as any;
    expect(memberPage.portfolio).toEqual({
      id,
      title: "Three small-business judgments",
      size: 3,
      situation: "For sale in portfolio Three small-business judgments",
      forSale: true,
    });
  });

  it("takes an offer through the page and lets the owner reject it there, as on a judgment", async () => {
    const id = await grouped(await threeJudgments());
    const made = (await post(
      detailPage,
      `/portfolios/${id}`,
      confirmed({ intent: "offer", judgment_id: String(id), amount: "11000" }),
      buyer.jar,
      { id: String(id) },
    )) as Response;
    expect(made.status).toBe(302);
    const [row] = await app.services.db
      .select()
      .from(offers)
      .where(and(eq(offers.judgmentId, id), eq(offers.buyerId, buyer.userId)));
    expect(row).toMatchObject({ amountCents: 1_100_000, status: "pending" });

    // A bad amount comes back to the portfolio's page as the form's errors.
    const bad = unwrap(
      await post(detailPage, `/portfolios/${id}`, { intent: "edit-offer", id: String(row.id), amount: "abc" }, buyer.jar, {
        id: String(id),
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.data.offerErrors.amount).toBeDefined();

    const rejected = (await post(
      detailPage,
      `/portfolios/${id}`,
      { intent: "reject-offer", offer_id: String(row.id), amount: "11000.00" },
      seller.jar,
      { id: String(id) },
    )) as Response;
    expect(rejected.status).toBe(302);
    expect((await app.services.db.select({ status: offers.status }).from(offers).where(eq(offers.id, row.id)))[0].status).toBe("rejected");
  });

  it("is hidden and shown again by its owner through the page, as a listing is", async () => {
    const id = await grouped(await threeJudgments());
    const hidden = (await post(detailPage, `/portfolios/${id}`, { intent: "hide" }, seller.jar, { id: String(id) })) as Response;
    expect(hidden.status).toBe(302);
    expect(await statusOf(id)).toBe("hidden");
    expect(((await openPortfolio(id)) as Response).status).toBe(404);
    await post(detailPage, `/portfolios/${id}`, { intent: "unhide" }, seller.jar, { id: String(id) });
    expect(await statusOf(id)).toBe("active");
  });

  it("is dissolved by its owner after the confirmation (its judgments back on sale), not by anyone else", async () => {
    const ids = await threeJudgments();
    const id = await grouped(ids);
    const other = await post(detailPage, `/portfolios/${id}`, { intent: "dissolve" }, stranger.jar, { id: String(id) });
    expect((other as Response).status).toBe(403);
    expect(await statusOf(id)).toBe("active");

    const done = (await post(detailPage, `/portfolios/${id}`, { intent: "dissolve" }, seller.jar, { id: String(id) })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/selling");
    expect((await toastOf(app, done))?.description).toBe("The portfolio was dissolved: 3 judgments are back on sale on their own.");
    expect(await statusOf(id)).toBe("cancelled");
    for (const judgmentId of ids) expect(await statusOf(judgmentId)).toBe("active");
  });
});

describe("the portfolios' JSON endpoints", () => {
  it("POST /api/portfolios creates one (201), refusing by field (422), another's (403), one unseen (404), one not active (409)", async () => {
    const ids = await threeJudgments();
    const created = await api(
      createApi,
      "/api/portfolios",
      { judgment_ids: ids.slice(0, 2), title: "Two", price: "9000.00", buy_now: "9500" },
      seller.jar,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: "portfolio", status: "new", judgment_ids: ids.slice(0, 2), rejected_offers: 0 });
    expect(created.body.url).toBe(`/portfolios/${created.body.id}`);

    const bad = await api(createApi, "/api/portfolios", { judgment_ids: "1", title: "", price: "-3" }, seller.jar);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["judgment_ids", "price", "title"]);

    const others = await threeJudgments(stranger.userId);
    expect(
      (await api(createApi, "/api/portfolios", { judgment_ids: `${ids[2]},${others[0]}`, title: "Mixed", price: "100" }, seller.jar))
        .status,
    ).toBe(403);
    const unseen = await listing(app, stranger.userId, { casenum: casenum(), status: "new" });
    expect(
      (await api(createApi, "/api/portfolios", { judgment_ids: [ids[2], unseen], title: "Unseen", price: "100" }, seller.jar)).status,
    ).toBe(404);
    // ids[0] is already in the portfolio just made.
    expect(
      (await api(createApi, "/api/portfolios", { judgment_ids: [ids[0], ids[2]], title: "Again", price: "100" }, seller.jar)).status,
    ).toBe(409);
    expect((await api(createApi, "/api/portfolios", { judgment_ids: ids, title: "Signed out", price: "100" })).status).toBe(401);
  });

  it("POST /api/portfolios keeps the prices within the face value, refuses ids out of range, and does not confirm another's listing in its first look", async () => {
    const ids = await threeJudgments(); // $60,000 of face value
    const create = (body: Record<string, unknown>) =>
      api(createApi, "/api/portfolios", { judgment_ids: ids, title: "Priced", ...body }, seller.jar);
    const above = await create({ price: "60000.01" });
    expect(above.status).toBe(422);
    expect(above.body.errors.price[0]).toBe("The asking price can't be above the judgments' face value ($60,000).");
    const buyNowAbove = await create({ price: "100", buy_now: "1000000" });
    expect(buyNowAbove.status).toBe(422);
    expect(Object.keys(buyNowAbove.body.errors)).toEqual(["buy_now"]);
    const outOfRange = await api(
      createApi,
      "/api/portfolios",
      { judgment_ids: [ids[0], 3_000_000_000], title: "X", price: "100" },
      seller.jar,
    );
    expect(outOfRange.status).toBe(422);
    expect(outOfRange.body.errors.judgment_ids).toEqual(["Choose judgments from your list."]);
    // Another seller's judgment approved a moment ago is in its premium first look: not known to this member (404, as an unknown id).
    const fresh = await listing(app, stranger.userId, { casenum: casenum() });
    await app.services.db.update(judgments).set({ listedAt: new Date() }).where(eq(judgments.id, fresh));
    expect((await api(createApi, "/api/portfolios", { judgment_ids: [ids[0], fresh], title: "X", price: "100" }, seller.jar)).status).toBe(
      404,
    );
    // Nothing of it changed.
    expect(await statusOf(ids[0])).toBe("active");
    expect((await create({ price: "60000", buy_now: "60000" })).status).toBe(201);
  });

  it("GET /api/portfolios/{id} answers the page's data to whoever may see it, 404 otherwise", async () => {
    const ids = await threeJudgments();
    const id = await grouped(ids);
    const got = await api(portfolioApi, `/api/portfolios/${id}`, null, undefined, { id: String(id) });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id,
      kind: "portfolio",
      status: "active",
      size: 3,
      price: 1_500_000,
      buy_now_price: 2_000_000,
      totals: { face_value: 6_000_000, estimated_balance: 4_600_000, estimated_balance_complete: false, without_estimate: 1, verified: 0 },
    });
    expect(got.body.members.map((m: { id: number; url: string }) => [m.id, m.url])).toEqual(ids.map((j) => [j, `/judgments/${j}`]));

    const inReview = await grouped(await threeJudgments(), "new");
    expect((await api(portfolioApi, `/api/portfolios/${inReview}`, null, stranger.jar, { id: String(inReview) })).status).toBe(404);
    expect((await api(portfolioApi, `/api/portfolios/${inReview}`, null, seller.jar, { id: String(inReview) })).status).toBe(200);
    expect((await api(portfolioApi, `/api/portfolios/${ids[0]}`, null, seller.jar, { id: String(ids[0]) })).status).toBe(404);

    // GET /api/judgments/{id} of a portfolio says what it is and where its data is; 404 to whoever may not know it.
    expect(await api(judgmentApi, `/api/judgments/${id}`, null, undefined, { id: String(id) })).toEqual({
      status: 200,
      body: {
        id,
        kind: "portfolio",
        title: "Three small-business judgments",
        status: "active",
        portfolio_url: `/api/portfolios/${id}`,
        url: `/portfolios/${id}`,
      },
    });
    expect((await api(judgmentApi, `/api/judgments/${inReview}`, null, stranger.jar, { id: String(inReview) })).status).toBe(404);
  });

  it("POST /api/portfolios/dissolve: the owner's (200), 403 to another member, 404 for what is no portfolio, 409 once dissolved", async () => {
    const ids = await threeJudgments();
    const id = await grouped(ids);
    expect((await api(dissolveApi, "/api/portfolios/dissolve", { portfolio_id: id }, stranger.jar)).status).toBe(403);
    expect((await api(dissolveApi, "/api/portfolios/dissolve", { portfolio_id: ids[0] }, seller.jar)).status).toBe(404);
    const done = await api(dissolveApi, "/api/portfolios/dissolve", { portfolio_id: id }, seller.jar);
    expect(done).toMatchObject({ status: 200, body: { portfolio_id: id, status: "cancelled", rejected_offers: 0 } });
    expect([...done.body.released].sort()).toEqual([...ids].sort());
    expect((await api(dissolveApi, "/api/portfolios/dissolve", { portfolio_id: id }, seller.jar)).status).toBe(409);
  });
});

describe("the review queue and /selling", () => {
  it("shows a portfolio waiting for review with its judgments; approving it puts it on sale", async () => {
    const ids = await threeJudgments();
    const id = await grouped(ids, "new");
    const page = await loadPendingPage(getRequest("/admin/judgments/pending", admin.jar), app.services);
    const card = page.portfolios.find((p) => p.id === id);
    expect(card).toMatchObject({ size: 3, amountCents: 6_000_000, priceCents: 1_500_000, priceShareBps: 2_500 });
    expect(card!.members.map((m) => m.id)).toEqual(ids);
    expect(page.listings.some((l) => l.id === id)).toBe(false);

    const approved = (await run(() =>
      approveRoute.action(
        app.args(jsonRequest("/admin/judgments/approve", { judgment_id: id, listing_version: card!.version }, admin.jar)),
      ),
    )) as Response;
    expect(approved.status).toBe(200);
    expect(await statusOf(id)).toBe("active");
    const after = await loadPendingPage(getRequest("/admin/judgments/pending", admin.jar), app.services);
    expect(after.portfolios.some((p) => p.id === id)).toBe(false);
  });

  it("/selling marks the portfolio's row and lists its judgments under it, not on their own", async () => {
    const own = await member(app, { prefix: "ppg_own" });
    const ids = await threeJudgments(own.userId);
    const alone = await listing(app, own.userId, { casenum: casenum(), title: "Alone" });
    const { portfolioId } = await groupPortfolio(app.services, {
      userId: own.userId,
      judgmentIds: ids,
      title: "Own three",
      description: null,
      priceCents: 100_000,
      buyNowCents: null,
      offersVisibility: "all",
      pendingOffersSeen: 0,
    });
    const page = (await run(() => sellingPage.loader(app.args(getRequest("/selling", own.jar))))) as any;
    const rows = [...page.pending, ...page.active, ...page.closed];
    expect(rows.map((r: { id: number }) => r.id).sort()).toEqual([alone, portfolioId].sort());
    const row = page.pending.find((r: { id: number }) => r.id === portfolioId);
    expect(row).toMatchObject({ kind: "portfolio", portfolioSize: 3, location: "2 states" });
    expect(row.members.map((m: { id: number }) => m.id)).toEqual(ids);
  });
});
