// The paid "featured" listings above browse results: a state's page (or a search by state alone)
// shows those featured in that state first; the unfiltered list shows those featured nationwide;
// not on later pages, nor with other filters, nor other states' or inactive listings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as byState from "~/routes/judgments/by-state";
import * as byCounty from "~/routes/judgments/by-county";
import * as browse from "~/routes/judgments/index";
import { createTestApp, getRequest, run, unwrap, type TestApp, type RouteFunction } from "../support/app";
import { listing, member } from "../support/factories";

const CALIFORNIA = 6;
const FRESNO = 6019;
const TEXAS = 48;
const HARRIS = 48201;

let app: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await createTestApp();
  const seller = await member(app);
  const at = (minutes: number) => new Date(Date.UTC(2026, 9, 1, 12, minutes));
  ids.plainCa = await listing(app, seller.userId, { stateId: CALIFORNIA, countyId: FRESNO, listedAt: at(5) });
  ids.stateCa = await listing(app, seller.userId, {
    stateId: CALIFORNIA,
    countyId: FRESNO,
    featuredState: true,
    listedAt: at(1),
    title: "Featured in California",
  });
  ids.nationCa = await listing(app, seller.userId, { stateId: CALIFORNIA, countyId: FRESNO, featuredNationwide: true, listedAt: at(2) });
  ids.stateTx = await listing(app, seller.userId, { stateId: TEXAS, countyId: HARRIS, featuredState: true, listedAt: at(3) });
  ids.nationTx = await listing(app, seller.userId, { stateId: TEXAS, countyId: HARRIS, featuredNationwide: true, listedAt: at(4) });
  ids.hiddenCa = await listing(app, seller.userId, {
    stateId: CALIFORNIA,
    countyId: FRESNO,
    featuredState: true,
    status: "hidden",
    listedAt: at(6),
  });
});
afterAll(async () => {
  await app?.close();
});

async function page<Params>(route: { loader: RouteFunction<Params> }, path: string, params?: Params) {
  const result = await run(() => route.loader(app.args(getRequest(path), params)));
  return unwrap(result).data as { featured: { id: number; title: string; place: string }[]; results: { rows: { id: number }[] } };
}

describe("featured listings on browse pages", () => {
  it("a state's page shows that state's featured listings first (nationwide ones, then in-state), none of others", async () => {
    const data = await page(byState, "/judgments/by_state/CA", { abbreviation: "CA" });
    expect(data.featured.map((f) => f.id)).toEqual([ids.nationCa, ids.stateCa]);
    expect(data.featured[1]).toMatchObject({ title: "Featured in California", place: "Fresno County, CA" });
    expect(data.results.rows.map((r) => r.id)).toContain(ids.plainCa);
  });

  it("a search by state alone shows them too; any other filter, a county page or a later page does not", async () => {
    expect((await page(browse, `/judgments?state_id=${CALIFORNIA}`)).featured.map((f) => f.id)).toEqual([ids.nationCa, ids.stateCa]);
    expect((await page(browse, `/judgments?state_id=${CALIFORNIA}&price_min=1`)).featured).toEqual([]);
    expect((await page(byCounty, `/judgments/by_county/${FRESNO}`, { countyId: String(FRESNO) })).featured).toEqual([]);
    expect((await page(byState, "/judgments/by_state/CA?page=2", { abbreviation: "CA" })).featured).toEqual([]);
  });

  it("the unfiltered list shows the listings featured nationwide, newest first", async () => {
    expect((await page(browse, "/judgments")).featured.map((f) => f.id)).toEqual([ids.nationTx, ids.nationCa]);
  });
});
