// findListingRecord (docs/decisions/0055): the endpoints that work on any listing read the listing
// of either kind, so an active portfolio is watched and its highest offer read like a judgment's,
// where findJudgmentRecord (judgments only) answered 404; a judgment in a portfolio stays its
// owner's and the administrators' until the governing sale is built.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as highestOffer from "~/routes/api/judgments/highest-offer";
import * as watchAdd from "~/routes/api/judgments/watchlist-add";
import * as watchStatus from "~/routes/api/judgments/watchlist-status";
import { judgments, watchlist } from "~/server/db/schema";
import { groupPortfolio } from "~/server/portfolios/group";
import { BASE, run, type CookieJar, type TestApp, createTestApp } from "../support/app";
import { listing, member, offer, type Member } from "../support/factories";

let app: TestApp;
let seller: Member;
let buyer: Member;

beforeAll(async () => {
  app = await createTestApp();
  seller = await member(app, { prefix: "plr_seller" });
  buyer = await member(app, { prefix: "plr_buyer" });
});
afterAll(async () => {
  await app?.close();
});

type Module = { loader?: (args: any) => unknown; action?: (args: any) => unknown };

/** Calls a JSON endpoint of the path's id as `jar`'s member; answers its status and body. */
async function call(module: Module, method: "GET" | "POST", path: string, id: number, jar: CookieJar) {
  const request = new Request(BASE + path, {
    method,
    headers: { cookie: jar.header(), origin: BASE, "x-requested-with": "XMLHttpRequest", accept: "application/json" },
  });
  const fn = method === "GET" ? module.loader! : module.action!;
  const response = (await run(() => fn(app.args(request, { id: String(id) })))) as Response;
  return { status: response.status, body: await response.json() };
}

/** An active portfolio of two of the seller's judgments, its offers shown to all; answers its id and theirs. */
async function activePortfolio() {
  const ids = [
    await listing(app, seller.userId, { casenum: `PLR-${Math.random()}` }),
    await listing(app, seller.userId, { casenum: `PLR-${Math.random()}` }),
  ];
  const { portfolioId } = await groupPortfolio(app.services, {
    userId: seller.userId,
    judgmentIds: ids,
    title: "Two Fresno judgments",
    description: null,
    priceCents: 700_000,
    buyNowCents: null,
    offersVisibility: "all",
    pendingOffersSeen: 0,
  });
  await app.services.db
    .update(judgments)
    .set({ status: "active", listedAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(judgments.id, portfolioId));
  return { portfolioId, judgmentIds: ids };
}

describe("a portfolio on the endpoints that take any listing", () => {
  it("is watched, its watch read back, its highest offer read; the owner cannot watch their own", async () => {
    const { portfolioId } = await activePortfolio();
    await offer(app, portfolioId, buyer.userId, { amountCents: 600_000 });

    expect(await call(watchAdd, "POST", `/api/judgments/watchlist/add/${portfolioId}`, portfolioId, buyer.jar)).toEqual({
      status: 200,
      body: { watching: true, watchlist_count: 1 },
    });
    const rows = await app.services.db
      .select()
      .from(watchlist)
      .where(and(eq(watchlist.judgmentId, portfolioId), eq(watchlist.userId, buyer.userId)));
    expect(rows).toHaveLength(1);
    expect(await call(watchStatus, "GET", `/api/judgments/watchlist/${portfolioId}`, portfolioId, buyer.jar)).toEqual({
      status: 200,
      body: "yes",
    });
    expect(await call(highestOffer, "GET", `/api/judgments/highest_offer/${portfolioId}`, portfolioId, buyer.jar)).toEqual({
      status: 200,
      body: { amount: 600_000, hidden: false },
    });
    expect((await call(watchAdd, "POST", `/api/judgments/watchlist/add/${portfolioId}`, portfolioId, seller.jar)).status).toBe(409);
  });

  it("keeps a judgment in it from anyone but its owner (404), as before the governing sale", async () => {
    const { judgmentIds } = await activePortfolio();
    const member0 = judgmentIds[0]!;
    expect((await call(watchAdd, "POST", `/api/judgments/watchlist/add/${member0}`, member0, buyer.jar)).status).toBe(404);
    expect((await call(highestOffer, "GET", `/api/judgments/highest_offer/${member0}`, member0, buyer.jar)).status).toBe(404);
    expect(await call(highestOffer, "GET", `/api/judgments/highest_offer/${member0}`, member0, seller.jar)).toMatchObject({ status: 200 });
  });
});
