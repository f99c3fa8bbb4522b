// Finding portfolios (docs/decisions/0055, slices 4 and 5), on PGlite and PostgreSQL: browse shows an
// active portfolio as a marked row (no 500 on its null place and date), "Portfolios only" filters to
// them with exact counts and keyset pages both ways, the Verified filter takes a portfolio only when
// every judgment in it is verified, a state page lists a portfolio only when all its judgments are
// in that state; saved searches keep "portfolios only" and match portfolios as their rows' aggregates
// say, and the alert marks the row; buy requests match, show and invite on a portfolio; the
// dashboards' JSON lists carry kind and portfolio_size with a null place.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { judgmentTableHtml } from "~/components/judgments/judgment-table";
import type { JudgmentSearch } from "~/domain/search";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as buyingApi from "~/routes/api/judgments/buying";
import * as featuredApi from "~/routes/api/judgments/featured";
import * as myoffersApi from "~/routes/api/judgments/myoffers";
import * as watchlistApi from "~/routes/api/judgments/watchlist-list";
import * as browse from "~/routes/judgments/index";
import * as byState from "~/routes/judgments/by-state";
import * as newSearchRoute from "~/routes/searches/new";
import { courtVerifications, judgments, offers, outbox, savedSearchMatches, savedSearches } from "~/server/db/schema";
import { loadListingBuyers } from "~/server/buy-requests/seller-view";
import { inviteInvestor } from "~/server/buy-requests/invite";
import { groupPortfolio } from "~/server/portfolios/group";
import { browseJudgments, countJudgments } from "~/server/queries/browse";
import { insertBuyRequest, listingBuyRequests } from "~/server/queries/buy-requests";
import { listAudience } from "~/server/queries/listing-visibility";
import { insertSavedSearch } from "~/server/queries/saved-searches";
import { addToWatchlist } from "~/server/queries/watchlist";
import { matchNewListing, sendInstantAlerts } from "~/server/saved-searches/jobs";
import { createTestApp, formRequest, getRequest, jsonRequest, run, unwrap, type CookieJar, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";

let app: TestApp;
let seller: Member, admin: Member, searcher: Member, investor: Member, buyer: Member;
const NOW = new Date("2026-03-10T15:00:00Z");
const DAY = 86_400_000;
/** A premium member's lists (the first look included), read now. */
const everyone = () => listAudience({ id: 1, roles: [], premium: true }, NOW);

const TX = 48,
  HARRIS = 48201,
  DALLAS = 48113,
  CA = 6,
  LOS_ANGELES = 6037,
  OH = 39,
  FRANKLIN = 39049;

/** The portfolios, by name: spread over three states; two Harris County ones; Texas in two counties. */
const p: Record<"multi" | "harris" | "texas", number> = { multi: 0, harris: 0, texas: 0 };
/** Their judgments, by portfolio. */
const members: Record<keyof typeof p, number[]> = { multi: [], harris: [], texas: [] };
let plainHarris = 0;

async function judgmentIn(stateId: number, countyId: number, values: Parameters<typeof listing>[2] = {}) {
  return listing(app, seller.userId, { stateId, countyId, casenum: `PF-${stateId}-${Math.random()}`, litigation: "litigated", ...values });
}

/** Groups the judgments, approves the portfolio as an administrator does a listing, and dates its listing. */
async function portfolio(ids: number[], title: string, priceCents: number, listedAt: Date): Promise<number> {
  const { portfolioId } = await groupPortfolio(app.services, {
    userId: seller.userId,
    judgmentIds: ids,
    title,
    description: "Judgments sold as one.",
    priceCents,
    buyNowCents: null,
    offersVisibility: "owner",
    pendingOffersSeen: 0,
  });
  const approved = (await run(() =>
    approveRoute.action(app.args(jsonRequest("/admin/judgments/approve", { judgment_id: portfolioId }, admin.jar))),
  )) as Response;
  expect(approved.status).toBe(200);
  await app.services.db.update(judgments).set({ listedAt }).where(eq(judgments.id, portfolioId));
  return portfolioId;
}

async function verify(judgmentId: number) {
  await app.services.db.insert(courtVerifications).values({
    judgmentId,
    adminId: admin.userId,
    source: "certified_copy",
    docketCourt: "Test court",
    docketNumber: "X-1",
    checks: {} as never,
    listing: {} as never,
    evidenceKey: `e-${judgmentId}`,
    evidenceName: "copy.pdf",
    evidenceType: "application/pdf",
    evidenceBytes: 1,
    evidenceSha256: "0".repeat(64),
  });
}

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(NOW);
  seller = await member(app, { prefix: "pfseller" });
  admin = await member(app, { prefix: "pfadmin", role: "admin" });
  searcher = await member(app, { prefix: "pfsearcher" });
  investor = await member(app, { prefix: "pfinvestor" });
  buyer = await member(app, { prefix: "pfbuyer" });

  plainHarris = await judgmentIn(TX, HARRIS, { title: "A plain Harris County judgment", listedAt: new Date(NOW.getTime() - 40 * DAY) });
  members.multi = [await judgmentIn(TX, HARRIS), await judgmentIn(CA, LOS_ANGELES), await judgmentIn(OH, FRANKLIN)];
  members.harris = [await judgmentIn(TX, HARRIS), await judgmentIn(TX, HARRIS, { litigation: "default" })];
  members.texas = [await judgmentIn(TX, HARRIS), await judgmentIn(TX, DALLAS)];
  p.multi = await portfolio(members.multi, "Three states of contractor judgments", 900_000, new Date(NOW.getTime() - 10 * DAY));
  p.harris = await portfolio(members.harris, "Two Harris County judgments", 300_000, new Date(NOW.getTime() - 20 * DAY));
  p.texas = await portfolio(members.texas, "Houston and Dallas judgments", 600_000, new Date(NOW.getTime() - 30 * DAY));
});
afterAll(async () => {
  await app?.close();
});

const rowIds = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("browse", () => {
  it("lists an active portfolio as a marked row: its size, face value, place in words, no date (no 500 on the nulls)", async () => {
    const result = unwrap(await browse.loader(app.args(getRequest("/judgments"))));
    expect(result.status).toBe(200);
    const rows = result.data.results.rows;
    const multi = rows.find((r: { id: number }) => r.id === p.multi)!;
    expect(multi).toMatchObject({
      kind: "portfolio",
      portfolioSize: 3,
      stateName: null,
      countyName: null,
      stateCount: 3,
      amountCents: 6_000_000,
      dateAwarded: null,
    });
    expect(rows.find((r: { id: number }) => r.id === p.harris)).toMatchObject({ stateName: "Texas", countyName: "Harris County" });
    expect(rows.find((r: { id: number }) => r.id === p.texas)).toMatchObject({ stateName: "Texas", countyName: null, countyCount: 2 });
    expect(rows.find((r: { id: number }) => r.id === plainHarris)).toMatchObject({ kind: "judgment", portfolioSize: null });
    // Its judgments are in the portfolio, not in browse.
    for (const id of members.multi) expect(rowIds(rows)).not.toContain(id);

    const html = judgmentTableHtml(rows, "Judgments").toString();
    const row = html.slice(html.indexOf(`data-judgment-id="${p.multi}"`));
    expect(row.slice(0, row.indexOf("</tr>"))).toMatch(/href="\/portfolios\/\d+"[\s\S]*Portfolio · 3 judgments[\s\S]*3 states[\s\S]*—/);
    expect(html).toContain("2 counties, Texas");
    expect(html).toContain(`href="/judgments/${plainHarris}"`);
  });

  it("filters to portfolios only (portfolios=1), counted exactly and paged both ways by cursor, in any sort", async () => {
    const search: JudgmentSearch = { portfoliosOnly: true };
    expect(await countJudgments(app.services.db, search, everyone())).toEqual({ count: 3, capped: false });
    expect(await countJudgments(app.services.db, {}, everyone())).toEqual({ count: 4, capped: false });
    const expected = { newest: [p.multi, p.harris, p.texas], price_low: [p.harris, p.texas, p.multi] } as const;
    for (const sort of ["newest", "price_low"] as const) {
      const options = { audience: everyone(), sort, pageSize: 2 };
      const first = await browseJudgments(app.services.db, search, { ...options, page: 1 });
      expect(rowIds(first.rows)).toEqual(expected[sort].slice(0, 2));
      expect(first).toMatchObject({ hasNext: true, total: { count: 3, capped: false } });
      const second = await browseJudgments(app.services.db, search, {
        ...options,
        page: 2,
        cursor: { direction: "after", cursor: first.lastCursor! },
      });
      expect(rowIds(second.rows)).toEqual(expected[sort].slice(2));
      expect(second.hasNext).toBe(false);
      const back = await browseJudgments(app.services.db, search, {
        ...options,
        page: 1,
        cursor: { direction: "before", cursor: second.firstCursor! },
      });
      expect(rowIds(back.rows)).toEqual(rowIds(first.rows));
      // Typed page numbers, without a cursor.
      expect(rowIds((await browseJudgments(app.services.db, search, { ...options, page: 2 })).rows)).toEqual(expected[sort].slice(2));
    }
    const viaUrl = unwrap(await browse.loader(app.args(getRequest("/judgments?portfolios=1&sort=price_low"))));
    expect(rowIds(viaUrl.data.results.rows)).toEqual(expected.price_low);
    expect(viaUrl.data.form.values.portfolios).toBe("1");
    expect(viaUrl.data.form.summary).toContain("Portfolios");
    expect(viaUrl.data.shareUrl).toBe("/judgments?portfolios=1&sort=price_low");
  });

  it("matches the Verified filter with a portfolio only when every judgment in it is verified", async () => {
    const verified = async () =>
      rowIds((await browseJudgments(app.services.db, { verified: true }, { audience: everyone(), sort: "newest", page: 1 })).rows);
    await verify(members.harris[0]!);
    expect(await verified()).toEqual([]);
    await verify(members.harris[1]!);
    await verify(members.multi[0]!);
    expect(await verified()).toEqual([p.harris]);
    expect(await countJudgments(app.services.db, { verified: true, portfoliosOnly: true }, everyone())).toEqual({
      count: 1,
      capped: false,
    });
    await app.services.db.delete(courtVerifications);
  });

  it("lists a portfolio under a state or county only when all its judgments are there", async () => {
    const texas = await browseJudgments(app.services.db, { stateId: TX }, { audience: everyone(), sort: "newest", page: 1 });
    expect(rowIds(texas.rows)).toEqual([p.harris, p.texas, plainHarris]);
    const harris = await browseJudgments(
      app.services.db,
      { stateId: TX, countyId: HARRIS },
      { audience: everyone(), sort: "newest", page: 1 },
    );
    expect(rowIds(harris.rows)).toEqual([p.harris, plainHarris]);
    const page = unwrap(await byState.loader(app.args(getRequest("/judgments/by_state/TX?portfolios=1"), { abbreviation: "TX" })));
    expect(page.status).toBe(200);
    expect(rowIds(page.data.results.rows)).toEqual([p.harris, p.texas]);
    const ohio = unwrap(await byState.loader(app.args(getRequest("/judgments/by_state/OH"), { abbreviation: "OH" })));
    expect(rowIds(ohio.data.results.rows)).toEqual([]);
  });

  it("matches the fact filters with a portfolio only when every judgment in it has the fact", async () => {
    const litigated = await browseJudgments(
      app.services.db,
      { litigation: "litigated", portfoliosOnly: true },
      { audience: everyone(), sort: "newest", page: 1 },
    );
    expect(rowIds(litigated.rows)).toEqual([p.multi, p.texas]);
  });
});

describe("saved searches", () => {
  let token = 0;
  async function save(search: JudgmentSearch) {
    const id = await insertSavedSearch(app.services.db, {
      userId: searcher.userId,
      name: "A search",
      alerts: "instant",
      search,
      token: `pftok${++token}`.padEnd(43, "x"),
      now: NOW,
      max: 100,
    });
    if (id === "too_many") throw new Error("too many");
    return id;
  }
  beforeEach(async () => {
    await app.services.db.delete(savedSearches);
    await app.services.db.delete(outbox);
  });
  const matched = async (listingId: number) =>
    (await app.services.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.judgmentId, listingId)))
      .map((m) => m.savedSearchId)
      .sort((a, b) => a - b);

  it("keeps portfolios_only from the save form", async () => {
    const saved = (await run(() =>
      newSearchRoute.action(
        app.args(formRequest("/searches/new", { search_name: "Portfolios", alerts: "daily", portfolios: "1" }, searcher.jar)),
      ),
    )) as Response;
    expect(saved.status).toBe(302);
    const [row] = await app.services.db.select().from(savedSearches).where(eq(savedSearches.userId, searcher.userId));
    expect(row).toMatchObject({ name: "Portfolios", portfoliosOnly: true });
  });

  it("matches a portfolio as its row's aggregates say, and alerts with the row marked and linked to the portfolio's page", async () => {
    const any = await save({});
    const only = await save({ portfoliosOnly: true });
    const texas = await save({ stateId: TX });
    const california = await save({ stateId: CA });
    const bigOnes = await save({ judgmentMinCents: 5_000_000 });
    const litigated = await save({ litigation: "litigated" });
    const awarded = await save({ judgmentDateStart: "2000-01-01" });
    await matchNewListing(app.services, p.multi);
    expect(await matched(p.multi)).toEqual([any, only, bigOnes, litigated].sort((a, b) => a - b));
    await matchNewListing(app.services, p.harris);
    // Texas, but not every judgment litigated; a face value of $40,000.
    expect(await matched(p.harris)).toEqual([any, only, texas]);
    await matchNewListing(app.services, plainHarris);
    expect(await matched(plainHarris)).toEqual([any, texas, litigated, awarded]);
    expect(california).toBeGreaterThan(0);

    await sendInstantAlerts(app.services);
    const mails = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, searcher.email));
    const text = mails.map((m) => m.bodyText).join("\n");
    expect(text).toContain(
      `Three states of contractor judgments (Portfolio · 3 judgments, 3 states): judgments of $60,000 in all, asking $9,000`,
    );
    expect(text).toContain(`/portfolios/${p.multi}`);
    expect(text).toContain(`/judgments/${plainHarris}`);
  });
});

describe("buy requests", () => {
  async function request(stateIds: number[], ageMaxYears: number | null = null) {
    const id = await insertBuyRequest(app.services.db, {
      userId: investor.userId,
      name: "Buying",
      criteria: {
        search: { judgmentMinCents: 1_000_000 },
        stateIds,
        ageMinYears: null,
        ageMaxYears,
        shareMinBps: 800,
        shareMaxBps: 1200,
        expiresOn: "2026-06-01",
      },
      expiresAt: new Date("2026-06-02T04:00:00Z"),
      token: `pfbr${Math.random()}`.padEnd(43, "x"),
      now: NOW,
      max: 100,
    });
    if (id === "too_many") throw new Error("too many");
    return id;
  }
  beforeEach(async () => {
    await app.services.db.delete(savedSearches);
    await app.services.db.delete(outbox);
  });

  it("match a portfolio whose judgments are each in one of the request's states; an age criterion never meets one", async () => {
    const everywhere = await request([TX, CA, OH]);
    const twoStates = await request([TX, CA]);
    const texas = await request([TX]);
    await request([TX, CA, OH], 5);
    const ids = async (listingId: number) => (await listingBuyRequests(app.services.db, listingId, NOW)).map((m) => m.buyRequestId);
    expect(await ids(p.multi)).toEqual([everywhere]);
    expect(await ids(p.harris)).toEqual([everywhere, twoStates, texas]);
    expect(twoStates).toBeGreaterThan(everywhere);
  });

  it("show the seller's lines on a portfolio, and the seller invites on it: the e-mail links the portfolio's page", async () => {
    const id = await request([TX, CA, OH]);
    const buyers = await loadListingBuyers(app.services.db, { id: p.multi, status: "active" }, 10_000_000, NOW);
    expect(buyers?.line?.sentence).toBe("1 investor is buying judgments like this at 8–12% of the balance.");
    expect(buyers?.requests).toMatchObject([{ buyRequestId: id, shares: "8–12%", amounts: "$8,000–$12,000" }]);
    const outcome = await inviteInvestor(app.services, { sellerId: seller.userId, judgmentId: p.multi, buyRequestId: String(id) });
    expect(outcome).toBe("invited");
    const [mail] = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, investor.email));
    expect(mail.bodyText).toContain(`/portfolios/${p.multi}`);
    expect(mail.bodyText).toContain("(Portfolio · 3 judgments, 3 states), a portfolio of 3 judgments of $60,000 in all");
    // Someone else's portfolio is the same 404 as a missing one.
    expect(await inviteInvestor(app.services, { sellerId: buyer.userId, judgmentId: p.multi, buyRequestId: String(id) })).toBe("not_found");
  });
});

describe("the dashboards' JSON lists", () => {
  const xhr = { "x-requested-with": "XMLHttpRequest" };
  async function call(loader: (args: never) => unknown, path: string, jar?: CookieJar) {
    const result = (await run(() => loader(app.args(getRequest(path, jar, xhr)) as never))) as Response;
    expect(result.status).toBe(200);
    return (await result.json()) as { id: number; judgment?: { id: number } }[];
  }

  it("carry kind and portfolio_size, a null state and county across states, and never fail on them", async () => {
    const featured = await call(featuredApi.loader as never, "/api/judgments/featured", admin.jar);
    expect(featured.find((r) => r.id === p.multi)).toMatchObject({
      kind: "portfolio",
      portfolio_size: 3,
      state: null,
      county: null,
      date_awarded: null,
    });
    expect(featured.find((r) => r.id === p.harris)).toMatchObject({
      kind: "portfolio",
      state: { abbreviation: "TX" },
      county: { name: "Harris County" },
    });
    expect(featured.find((r) => r.id === plainHarris)).toMatchObject({ kind: "judgment", portfolio_size: null });

    await addToWatchlist(app.services.db, buyer.userId, p.multi);
    const watched = await call(watchlistApi.loader as never, "/api/judgments/watchlist", buyer.jar);
    expect(watched).toMatchObject([{ id: p.multi, kind: "portfolio", portfolio_size: 3, state: null, county: null }]);

    const [offer] = await app.services.db
      .insert(offers)
      .values({ judgmentId: p.multi, buyerId: buyer.userId, amountCents: 800_000, status: "accepted", acceptedAt: NOW })
      .returning({ id: offers.id });
    const mine = await call(myoffersApi.loader as never, "/api/judgments/myoffers", buyer.jar);
    expect(mine.find((o) => o.id === offer.id)?.judgment).toMatchObject({ id: p.multi, kind: "portfolio", portfolio_size: 3 });

    await app.services.db
      .update(judgments)
      .set({ status: "offer_accepted", buyerId: buyer.userId, acceptedOfferId: offer.id, paymentDueAt: new Date(NOW.getTime() + 3 * DAY) })
      .where(inArray(judgments.id, [p.multi]));
    const buying = await call(buyingApi.loader as never, "/api/judgments/buying", buyer.jar);
    expect(buying).toMatchObject([{ id: p.multi, kind: "portfolio", portfolio_size: 3, state: null, county: null, amount: 800_000 }]);
  });
});
