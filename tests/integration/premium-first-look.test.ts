// The premium first look (docs/decisions/0010-premium.md): a listing approved less than 5 days ago
// is seen only by premium members, its owner and administrators, everywhere a listing shows
// (browse, search, a state's page, the judgment page, featured, the member's page, the JSON API,
// and the actions that take a listing id); everyone else sees it on day 6. Counts agree with the
// rows, and premium members see a "First look" mark while it lasts. Moved with the services' clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as featuredApi from "~/routes/api/judgments/featured";
import * as judgmentApi from "~/routes/api/judgments/judgment";
import * as watchAdd from "~/routes/api/judgments/watchlist-add";
import * as messageApi from "~/routes/api/messages/send";
import * as offerApi from "~/routes/api/offers/create";
import * as browseRoute from "~/routes/judgments/index";
import * as byStateRoute from "~/routes/judgments/by-state";
import * as detailRoute from "~/routes/judgments/detail";
import * as homeRoute from "~/routes/public/index";
import * as userRoute from "~/routes/users/detail";
import { users } from "~/server/db/schema";
import { createTestApp, getRequest, jsonRequest, run, unwrap, type CookieJar, type RouteFunction, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";

let app: TestApp;
let admin: Member, seller: Member, premium: Member, basic: Member;
let id: number;
const TITLE = `First look judgment ${Date.now().toString(36)}`;
const DAY = 86_400_000;

beforeAll(async () => {
  app = await createTestApp();
  const start = new Date();
  app.clock.set(start);
  admin = await member(app, { role: "admin" });
  seller = await member(app);
  basic = await member(app, { prefix: "basic" });
  premium = await member(app, { prefix: "premium", values: { isPremium: true, premiumUntil: new Date(start.getTime() + 60 * DAY) } });
  id = await listing(app, seller.userId, { title: TITLE, status: "new", listedAt: null, amountCents: 800_000, priceCents: 120_000 });
  const approved = (await run(() =>
    approveRoute.action(app.args(jsonRequest("/admin/judgments/approve", { judgment_id: id }, admin.jar))),
  )) as Response;
  expect(approved.status).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

async function page(route: { loader: RouteFunction<any> }, path: string, jar?: CookieJar, params: Record<string, string> = {}) {
  const result = await run(() => route.loader(app.args(getRequest(path, jar), params)));
  if (result instanceof Response) return { status: result.status, data: null as any, location: result.headers.get("location") };
  return { status: 200, data: unwrap(result).data };
}
const browseIds = async (path: string, jar?: CookieJar, route: { loader: RouteFunction<any> } = browseRoute, params = {}) => {
  const { data, ...rest } = await page(route, path, jar, params);
  if (!data) throw new Error(`${path}: ${JSON.stringify(rest)}`);
  return { ids: data.results.rows.map((r: { id: number }) => r.id) as number[], rows: data.results.rows, total: data.results.total };
};
const q = `name=${encodeURIComponent(TITLE)}`;

/** Everything a viewer can see of the listing: true where it shows. */
async function sightings(jar?: CookieJar) {
  const browse = await browseIds(`/judgments?${q}`, jar);
  // A search (the search form's filters, kept in the session, show on /judgments the same way), in another order.
  const search = await browseIds(`/judgments?${q}&sort=price_low&price_min=100`, jar);
  const state = await browseIds(`/judgments/by_state/CA?${q}`, jar, byStateRoute, { abbreviation: "CA" });
  const detail = await page(detailRoute, `/judgments/${id}`, jar, { id: String(id) });
  const featured = (await (
    (await run(() => featuredApi.loader(app.args(getRequest("/api/judgments/featured", jar))))) as Response
  ).json()) as { id: number }[];
  const home = (await page(homeRoute, "/", jar)).data.featured as { id: number }[];
  const user = (await page(userRoute, `/users/${seller.handle}`, jar, { handle: seller.handle })).data.listings as { id: number }[];
  const api = (await run(() => judgmentApi.loader(app.args(getRequest(`/api/judgments/${id}`, jar), { id: String(id) })))) as Response;
  // Counts agree with the rows.
  expect(browse.total.count).toBe(browse.ids.length);
  expect(search.total.count).toBe(search.ids.length);
  expect(state.total.count).toBe(state.ids.length);
  return {
    browse: browse.ids.includes(id),
    search: search.ids.includes(id),
    state: state.ids.includes(id),
    detail: detail.status === 200,
    featured: featured.some((j) => j.id === id),
    home: home.some((j) => j.id === id),
    user: user.some((j) => j.id === id),
    api: api.status === 200,
    mark: Boolean(browse.rows.find((r: { id: number }) => r.id === id)?.firstLook),
    detailMark: Boolean(detail.data?.judgment?.firstLookUntil),
  };
}
const everywhere = { browse: true, search: true, state: true, detail: true, featured: true, home: true, user: true, api: true };
const nowhere = { browse: false, search: false, state: false, detail: false, featured: false, home: false, user: false, api: false };

describe("the first look", () => {
  it("day 1: premium members, the owner and administrators see it, marked; basic members and visitors do not (404)", async () => {
    app.clock.advanceDays(1);
    expect(await sightings(premium.jar)).toEqual({ ...everywhere, mark: true, detailMark: true });
    const api = (await run(() =>
      judgmentApi.loader(app.args(getRequest(`/api/judgments/${id}`, premium.jar), { id: String(id) })),
    )) as Response;
    expect((await api.json()).first_look_until).toMatch(/Z$/);
    expect(await sightings(admin.jar)).toMatchObject({ ...everywhere, detailMark: true });
    expect(await sightings(seller.jar)).toMatchObject({ detail: true, api: true, user: true, detailMark: true });
    expect(await sightings(basic.jar)).toEqual({ ...nowhere, mark: false, detailMark: false });
    expect(await sightings(undefined)).toEqual({ ...nowhere, mark: false, detailMark: false });
  });

  it("day 1: a basic member's actions on it answer like a missing listing", async () => {
    const post = async (route: { action: RouteFunction<any> }, path: string, body: unknown, params = {}) =>
      ((await run(() => route.action(app.args(jsonRequest(path, body, basic.jar), params)))) as Response).status;
    expect(await post(watchAdd, `/api/judgments/watchlist/add/${id}`, {}, { id: String(id) })).toBe(404);
    expect(await post(offerApi, "/api/judgments/offer", { judgment_id: id, amount: "1000" })).toBe(404);
    expect(await post(messageApi, "/api/judgments/message", { judgment_id: id, message: "Is the debtor still in business?" })).toBe(404);
    // A premium member may act on it.
    const premiumWatch = (await run(() =>
      watchAdd.action(app.args(jsonRequest(`/api/judgments/watchlist/add/${id}`, {}, premium.jar), { id: String(id) })),
    )) as Response;
    expect(premiumWatch.status).toBe(200);
  });

  it("day 1: once it is sold (bought in its first look), no First look note shows to anyone, page or API (issue 27)", async () => {
    const listedAt = new Date(app.clock.now().getTime() - DAY);
    const soldId = await listing(app, seller.userId, { status: "sold", listedAt, buyerId: premium.userId });
    const underOffer = await listing(app, seller.userId, { status: "offer_accepted", listedAt, buyerId: premium.userId });
    const live = await listing(app, seller.userId, { status: "active", listedAt });
    const note = async (judgmentId: number, jar: CookieJar) => {
      const detail = await page(detailRoute, `/judgments/${judgmentId}`, jar, { id: String(judgmentId) });
      expect(detail.status).toBe(200);
      const api = (await run(() =>
        judgmentApi.loader(app.args(getRequest(`/api/judgments/${judgmentId}`, jar), { id: String(judgmentId) })),
      )) as Response;
      return { page: detail.data.judgment.firstLookUntil, api: (await api.json()).first_look_until };
    };
    for (const jar of [seller.jar, premium.jar, admin.jar]) {
      expect(await note(soldId, jar)).toEqual({ page: null, api: null });
      expect(await note(underOffer, jar)).toEqual({ page: null, api: null });
    }
    // The live one still says when everyone sees it.
    expect((await note(live, seller.jar)).page).toMatch(/Z$/);
  });

  it("a lapsed membership is basic again", async () => {
    await app.services.db
      .update(users)
      .set({ premiumUntil: new Date(app.clock.now().getTime() - 1000) })
      .where(eq(users.id, premium.userId));
    expect((await sightings(premium.jar)).browse).toBe(false);
    await app.services.db
      .update(users)
      .set({ premiumUntil: new Date(app.clock.now().getTime() + 60 * DAY) })
      .where(eq(users.id, premium.userId));
  });

  it("day 6: everyone sees it, and the mark is gone", async () => {
    app.clock.advanceDays(5);
    expect(await sightings(basic.jar)).toEqual({ ...everywhere, mark: false, detailMark: false });
    expect(await sightings(undefined)).toEqual({ ...everywhere, mark: false, detailMark: false });
    expect(await sightings(premium.jar)).toEqual({ ...everywhere, mark: false, detailMark: false });
  });

  it("an edit sent back to review and approved again does not start a new first look", async () => {
    const { judgments } = await import("~/server/db/schema");
    await app.services.db.update(judgments).set({ status: "new" }).where(eq(judgments.id, id));
    const again = (await run(() =>
      approveRoute.action(app.args(jsonRequest("/admin/judgments/approve", { judgment_id: id }, admin.jar))),
    )) as Response;
    expect(again.status).toBe(200);
    expect((await sightings(basic.jar)).browse).toBe(true);
  });
});
