// Browse and search (/judgments and friends) through the route modules' loaders and actions on a
// real database holding only this file's judgments, so every result can be checked exactly.
import { unpackCounties } from "~/domain/packed-list";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import * as byCounty from "~/routes/judgments/by-county";
import * as byState from "~/routes/judgments/by-state";
import * as browse from "~/routes/judgments/index";
import * as search from "~/routes/judgments/search";
import * as searchClear from "~/routes/judgments/search-clear";
import { formatTotal } from "~/components/judgments/browse-format";
import { judgmentTableHtml } from "~/components/judgments/judgment-table";
import { formatMoney } from "~/domain/money";
import { shownTotal } from "~/server/listings/browse-page";
import { decodeCursor, encodeCursor, parseJudgmentSearch, parsePage, type BrowseSort } from "~/domain/search";
import { judgments, users, type JudgmentStatus } from "~/server/db/schema";
import { browseJudgments, countJudgments, MAX_OFFSET } from "~/server/queries/browse";
import { CookieJar, createTestApp, formRequest, getRequest, run, unwrap, type TestApp } from "../support/app";
import { visitorAudience } from "~/server/queries/listing-visibility";

/** A visitor's lists (the premium first look applies). */
const visitors = () => visitorAudience(new Date());

let app: TestApp;
let sellerId: number;

const TEXAS = 48;
const HARRIS = 48201;
const DALLAS = 48113;
const CALIFORNIA = 6;
const LOS_ANGELES = 6037;
const NEW_YORK = 36;
const MANHATTAN = 36061;
const OHIO = 39;
const FRANKLIN_OH = 39049;
const BULK = 40;

/** The six public listings the filter tests look for, by name. */
const ids: Record<string, number> = {};
const hiddenIds: number[] = [];
const bulkIds: number[] = [];

type NewJudgment = Partial<typeof judgments.$inferInsert> & {
  title: string;
  amountCents: number;
  priceCents: number;
  stateId: number;
  countyId: number;
};

async function insertJudgment(values: NewJudgment): Promise<number> {
  const [row] = await app.services.db
    .insert(judgments)
    .values({
      sellerId,
      casenum: "CV-2020-000001",
      dateAwarded: "2020-01-01",
      status: "active",
      listedAt: new Date("2026-01-01T15:00:00Z"),
      ...values,
    })
    .returning({ id: judgments.id });
  return row.id;
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.services.db;
  const [seller] = await db
    .insert(users)
    .values({ name: "Sam Seller", handle: "sam_seller", email: "sam@example.com", passwordHash: "x" })
    .returning({ id: users.id });
  sellerId = seller.id;

  ids.lease = await insertJudgment({
    title: "Unpaid commercial lease, Houston",
    description: "Tenant left owing rent.",
    amountCents: 10_000_000,
    priceCents: 2_000_000,
    stateId: TEXAS,
    countyId: HARRIS,
    dateAwarded: "2020-01-15",
    listedAt: new Date("2026-01-10T15:00:00Z"),
    highlightListing: true,
  });
  ids.auto = await insertJudgment({
    title: "Auto accident judgment",
    description: "The debtor runs a ROOFING business.",
    amountCents: 5_000_000,
    priceCents: 500_000,
    stateId: TEXAS,
    countyId: DALLAS,
    dateAwarded: "2021-06-01",
    listedAt: new Date("2026-01-11T15:00:00Z"),
    emboldenListing: true,
  });
  ids.note = await insertJudgment({
    title: "Promissory note 100% default",
    amountCents: 25_000_000,
    priceCents: 10_000_000,
    stateId: CALIFORNIA,
    countyId: LOS_ANGELES,
    dateAwarded: "2019-03-03",
    listedAt: new Date("2026-01-12T15:00:00Z"),
  });
  ids.fraud = await insertJudgment({
    title: "Fraud judgment a_b",
    amountCents: 1_000_000,
    priceCents: 150_050,
    stateId: NEW_YORK,
    countyId: MANHATTAN,
    dateAwarded: "2022-12-31",
    listedAt: new Date("2026-01-13T15:00:00Z"),
  });
  ids.contract = await insertJudgment({
    title: "Breach of contract",
    description: "Contract with axb holdings.",
    amountCents: 7_500_000,
    priceCents: 3_000_000,
    stateId: CALIFORNIA,
    countyId: LOS_ANGELES,
    dateAwarded: "2023-07-04",
    listedAt: new Date("2026-01-14T15:00:00Z"),
  });
  // Listed at 10 pm Eastern on 01/15/2026 (already 01/16 in UTC): its listing date is 01/15.
  ids.wages = await insertJudgment({
    title: "Unpaid wages",
    amountCents: 2_000_000,
    priceCents: 800_000,
    stateId: TEXAS,
    countyId: HARRIS,
    dateAwarded: "2024-02-29",
    listedAt: new Date("2026-01-16T03:00:00Z"),
  });

  // Never public, however tempting.
  const statuses: JudgmentStatus[] = ["new", "hidden", "offer_accepted", "paid", "assigned", "sold", "cancelled"];
  for (const status of statuses) {
    hiddenIds.push(
      await insertJudgment({
        title: `Invisible unpaid ${status} listing`,
        amountCents: 9_000_000,
        priceCents: 100_000,
        stateId: TEXAS,
        countyId: HARRIS,
        dateAwarded: "2021-01-01",
        status,
        listedAt: status === "new" ? null : new Date("2026-02-01T15:00:00Z"),
      }),
    );
  }

  // 40 listings in Ohio for paging; pairs share a listing time, so ties are broken by id.
  const base = Date.parse("2025-12-01T12:00:00Z");
  const rows = Array.from({ length: BULK }, (_, i) => ({
    sellerId,
    title: `Ohio bulk listing ${i + 1}`,
    amountCents: 500_000 + (i + 1) * 10_000,
    priceCents: 100_000 + ((i * 37) % BULK) * 1_000,
    stateId: OHIO,
    countyId: FRANKLIN_OH,
    casenum: `OH-${i}`,
    dateAwarded: "2018-05-05",
    status: "active" as const,
    listedAt: new Date(base + Math.floor(i / 2) * 3_600_000),
  }));
  const inserted = await db.insert(judgments).values(rows).returning({ id: judgments.id });
  bulkIds.push(...inserted.map((r) => r.id));
  // Microseconds that a JavaScript Date cannot hold: cursors must keep them.
  await db
    .update(judgments)
    .set({ listedAt: sql`${judgments.listedAt} + interval '123 microseconds'` })
    .where(
      inArray(
        judgments.id,
        bulkIds.filter((_, i) => i % 4 === 0),
      ),
    );
});

afterAll(async () => {
  await app?.close();
});

async function page(path: string, jar?: CookieJar) {
  const result = unwrap(await browse.loader(app.args(getRequest(path, jar))));
  return { status: result.status, data: result.data as Awaited<ReturnType<typeof browse.loader>>["data"] };
}

function titles(data: { results: { rows: { id: number }[] } }): number[] {
  return data.results.rows.map((r) => r.id);
}

/** Path and query of a link, as the next request would use it. */
const follow = (url: string | null) => {
  expect(url).toBeTruthy();
  return url!;
};

const main = () => [ids.lease, ids.auto, ids.note, ids.fraud, ids.contract, ids.wages];

describe("the list", () => {
  it("shows only active listings, newest first, with the spec's columns and the Showing line", async () => {
    const { status, data } = await page("/judgments");
    expect(status).toBe(200);
    expect(data.heading).toBe("Judgments For Sale");
    expect(data.results.total).toEqual({ count: 6 + BULK, capped: false });
    expect(data.results.from).toBe(1);
    expect(data.results.to).toBe(25);
    expect(titles(data).slice(0, 6)).toEqual([ids.wages, ids.contract, ids.fraud, ids.note, ids.auto, ids.lease]);
    const lease = data.results.rows.find((r) => r.id === ids.lease)!;
    expect(lease).toMatchObject({
      title: "Unpaid commercial lease, Houston",
      stateName: "Texas",
      stateAbbreviation: "TX",
      countyName: "Harris County",
      amountCents: 10_000_000,
      priceCents: 2_000_000,
      priceShareBps: 2000,
      dateAwarded: "2020-01-15",
      highlight: true,
      embolden: false,
    });
    expect(lease.listedAt).toEqual(new Date("2026-01-10T15:00:00Z"));
    expect(data.results.rows.find((r) => r.id === ids.auto)!.embolden).toBe(true);
  });

  it("shows a row's Buy Now price under its asking price when the seller set one above it", async () => {
    const { data } = await page("/judgments");
    const rows = data.results.rows
      .slice(0, 2)
      .map((row, index) => ({ ...row, buyNowCents: index === 0 ? row.priceCents + 100_000 : null }));
    const html = judgmentTableHtml(rows, "Judgments").toString();
    const cells = html.split('data-testid="judgment-buy-now"');
    expect(cells).toHaveLength(2);
    expect(cells[1].replace(/<!-- -->/g, "")).toContain(`Buy Now ${formatMoney(rows[0].priceCents + 100_000)}`);
  });

  it("never shows a new, hidden, accepted, paid, assigned, sold or cancelled listing", async () => {
    const seen: number[] = [];
    let url: string | null = "/judgments";
    while (url) {
      const { data } = await page(url);
      seen.push(...titles(data));
      url = data.results.nextUrl;
    }
    expect(seen.sort((a, b) => a - b)).toEqual([...main(), ...bulkIds].sort((a, b) => a - b));
    for (const id of hiddenIds) expect(seen).not.toContain(id);

    const invisible = await page("/judgments?name=invisible");
    expect(invisible.data.results.rows).toHaveLength(0);
    expect(invisible.data.results.total).toEqual({ count: 0, capped: false });
    const pricedLikeThem = await browseJudgments(
      app.services.db,
      { priceMaxCents: 100_000 },
      { audience: visitors(), sort: "newest", page: 1 },
    );
    for (const id of hiddenIds) expect(pricedLikeThem.rows.map((r) => r.id)).not.toContain(id);
  });
});

describe("every filter", () => {
  // The Ohio listings were awarded in 2018: unless the query names award dates, leave them out.
  const only = async (query: string) => {
    const scoped = /judgment_date_(start|after)/.test(query) ? query : `${query}&judgment_date_start=2019-01-01`;
    const { status, data } = await page(`/judgments?${scoped}`);
    expect(data.form.errors).toBeNull();
    expect(status).toBe(200);
    return titles(data).sort((a, b) => a - b);
  };
  const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

  it("name: title or description, any letter case", async () => {
    expect(await only("name=UNPAID")).toEqual(sorted(ids.lease, ids.wages));
    expect(await only("name=roofing")).toEqual([ids.auto]);
    expect(await only("name=%20%20lease%20")).toEqual([ids.lease]);
  });

  it("name: % and _ are plain characters, not wildcards", async () => {
    expect(await only("name=a_b")).toEqual([ids.fraud]);
    expect(await only("name=%25")).toEqual([ids.note]);
    expect(await only("name=100%25")).toEqual([ids.note]);
    expect(await only("name=%5C")).toEqual([]);
  });

  it("state and county", async () => {
    expect(await only(`state_id=${TEXAS}`)).toEqual(sorted(ids.lease, ids.auto, ids.wages));
    expect(await only(`state_id=${TEXAS}&county_id=${HARRIS}`)).toEqual(sorted(ids.lease, ids.wages));
    // A county alone implies its state.
    const { data } = await page(`/judgments?county_id=${LOS_ANGELES}`);
    expect(titles(data).sort((a, b) => a - b)).toEqual(sorted(ids.note, ids.contract));
    expect(data.form.values.state_id).toBe(String(CALIFORNIA));
    expect(unpackCounties(data.counties).some((c) => c.id === LOS_ANGELES)).toBe(true);
  });

  it("asking price in dollars, both ends included", async () => {
    expect(await only("price_min=20000")).toEqual(sorted(ids.lease, ids.note, ids.contract));
    expect(await only("price_max=%241%2C500.50")).toEqual([ids.fraud]);
    expect(await only("price_min=1500.50&price_max=5,000")).toEqual(sorted(ids.fraud, ids.auto));
    expect(await only("price_min=1500.51&price_max=5000")).toEqual([ids.auto]);
  });

  it("judgment amount in dollars", async () => {
    expect(await only("judgment_min=75000")).toEqual(sorted(ids.lease, ids.note, ids.contract));
    expect(await only("judgment_min=10000&judgment_max=20000")).toEqual(sorted(ids.fraud, ids.wages));
  });

  it("date awarded, in either naming family and either date format", async () => {
    const expected = sorted(ids.auto, ids.fraud, ids.contract);
    expect(await only("judgment_date_start=2021-01-01&judgment_date_end=2023-12-31")).toEqual(expected);
    expect(await only("judgment_date_after=2021-01-01&judgment_date_before=2023-12-31")).toEqual(expected);
    expect(await only("judgment_date_start=06/01/2021&judgment_date_end=12/31/2022")).toEqual(sorted(ids.auto, ids.fraud));
    // start/end wins over after/before when both are given.
    expect(await only("judgment_date_start=2024-01-01&judgment_date_after=2000-01-01")).toEqual([ids.wages]);
  });

  it("date listed, by the calendar day in US Eastern time, in either naming family", async () => {
    const expected = sorted(ids.note, ids.fraud, ids.contract);
    expect(await only("listing_date_start=2026-01-12&listing_date_end=2026-01-14")).toEqual(expected);
    expect(await only("listing_date_after=2026-01-12&listing_date_before=2026-01-14")).toEqual(expected);
    // 03:00 UTC on the 16th is 10 pm on the 15th in New York.
    expect(await only("listing_date_start=2026-01-15&listing_date_end=2026-01-15")).toEqual([ids.wages]);
    expect(await only("listing_date_after=2026-01-16")).toEqual([]);
  });

  it("all together", async () => {
    expect(await only(`name=unpaid&state_id=${TEXAS}&price_min=5000&price_max=20000`)).toEqual(sorted(ids.lease, ids.wages));
    expect(
      await only(
        `name=unpaid&state_id=${TEXAS}&county_id=${HARRIS}&price_min=5000&price_max=20000&judgment_min=50000&judgment_max=100000` +
          `&judgment_date_start=2019-01-01&judgment_date_end=2020-12-31&listing_date_start=2026-01-01&listing_date_end=2026-01-31`,
      ),
    ).toEqual([ids.lease]);
  });

  it("shows the search back in the form, in dollars, with the county list of its state", async () => {
    const { data } = await page(`/judgments?state_id=${TEXAS}&price_min=%241%2C500.5&judgment_date_after=2020-01-01`);
    expect(data.form.values).toEqual({ state_id: "48", price_min: "1500.50", judgment_date_start: "2020-01-01" });
    expect(data.form.source).toBe("query");
    expect(unpackCounties(data.counties).find((c) => c.id === HARRIS)?.name).toBe("Harris County");
    expect(data.shareUrl).toBe("/judgments?state=TX&price_min=1500.50&judgment_date_start=2020-01-01");
  });
});

describe("invalid input", () => {
  it("explains each problem next to its field, with 422, and applies the rest", async () => {
    const { status, data } = await page(
      `/judgments?state_id=${TEXAS}&price_min=twelve&judgment_max=1.234&judgment_date_start=2021-02-30&listing_date_end=13/45/2026`,
    );
    expect(status).toBe(422);
    expect(Object.keys(data.form.errors!).sort()).toEqual(["judgment_date_start", "judgment_max", "listing_date_end", "price_min"]);
    expect(data.form.errors!.price_min[0]).toMatch(/dollar amount/);
    expect(data.form.errors!.judgment_date_start[0]).toMatch(/MM\/DD\/YYYY/);
    expect(data.form.values.price_min).toBe("twelve");
    expect(titles(data).sort((a, b) => a - b)).toEqual([ids.lease, ids.auto, ids.wages].sort((a, b) => a - b));
  });

  it("refuses ranges that end before they start", async () => {
    const { status, data } = await page(
      "/judgments?price_min=500&price_max=100&judgment_min=9&judgment_max=8&judgment_date_start=2022-01-02&judgment_date_end=2022-01-01&listing_date_after=2026-01-02&listing_date_before=2026-01-01",
    );
    expect(status).toBe(422);
    expect(data.form.errors).toEqual({
      price_max: ["The maximum price must be at least the minimum price."],
      judgment_max: ["The maximum amount must be at least the minimum amount."],
      judgment_date_end: ["The end date must be on or after the start date."],
      listing_date_end: ["The end date must be on or after the start date."],
    });
    // The lower ends still apply: awarded from 01/02/2022 are these three.
    expect(titles(data)).toEqual([ids.wages, ids.contract, ids.fraud]);
  });

  it("unknown states and counties, and a county in another state", async () => {
    let { status, data } = await page("/judgments?state_id=99&county_id=123456");
    expect(status).toBe(422);
    expect(data.form.errors!.state_id).toBeDefined();
    expect(data.form.errors!.county_id).toBeDefined();
    ({ data } = await page(`/judgments?state_id=${TEXAS}&county_id=${LOS_ANGELES}`));
    expect(data.form.errors!.county_id).toEqual(["That county is not in the chosen state."]);
    ({ data } = await page("/judgments?state_id=abc"));
    expect(data.form.errors!.state_id).toEqual(["Choose a state from the list."]);
  });

  it("never throws on odd input", async () => {
    const long = "x".repeat(500);
    for (const query of [
      `name=${long}`,
      "state_id=1e3",
      "price_min=-5",
      "price_min=1%2C2%2C3",
      "page=1e9",
      "sort=drop",
      "after=!!!",
      "before=eyJ9",
    ]) {
      const { status } = await page(`/judgments?${query}`);
      expect([200, 422]).toContain(status);
    }
    expect(parseJudgmentSearch({ name: ["a", "b"], price_min: 12 }).search).toEqual({ name: "a", priceMinCents: 1200 });
    expect(parseJudgmentSearch(null)).toEqual({ search: {}, errors: null, values: {} });
  });
});

describe("the search kept in the session", () => {
  /** The page a jar's GET /judgments shows: the kept search's URL, followed. */
  async function kept(jar: CookieJar, query = "") {
    const answer = await run(() => browse.loader(app.args(getRequest(`/judgments${query}`, jar))));
    if (!(answer instanceof Response)) return { location: null, ...(await page(`/judgments${query}`, jar)) };
    expect(answer.status).toBe(302);
    const location = answer.headers.get("location")!;
    return { location, ...(await page(location, jar)) };
  }

  it("POST /judgments/search keeps the search and sends the browser to its URL; /judgments goes there too; clear forgets it", async () => {
    const jar = new CookieJar();
    const response = (await search.action(
      app.args(
        formRequest(
          "/judgments/search",
          { name: "", state_id: String(TEXAS), county_id: "", price_min: "$5,000", price_max: "", sort: "newest" },
          jar,
        ),
      ),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/judgments?state=TX&price_min=5000");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("jx_session="))).toBe(true);
    jar.take(response);

    let { location, data } = await kept(jar);
    expect(location).toBe("/judgments?state=TX&price_min=5000");
    expect(data.form.source).toBe("query");
    expect(data.form.values).toEqual({ state_id: "48", price_min: "5000" });
    expect(data.form.summary).toEqual(["Texas", "Price from $5,000"]);
    expect(titles(data)).toEqual([ids.wages, ids.auto, ids.lease]);
    expect(data.shareUrl).toBe("/judgments?state=TX&price_min=5000");
    expect(data.clearUrl).toBe("/judgments/search/clear");
    // The sort and the page asked for come along.
    ({ location } = await kept(jar, "?sort=price_low&page=2"));
    expect(location).toBe("/judgments?state=TX&price_min=5000&sort=price_low&page=2");

    // Query parameters win over the session's search.
    ({ location, data } = await kept(jar, `?state_id=${CALIFORNIA}`));
    expect(location).toBeNull();
    expect(data.form.source).toBe("query");
    expect(titles(data)).toEqual([ids.contract, ids.note]);

    // A second search replaces the first, in the same session (no new cookie).
    const again = (await search.action(
      app.args(formRequest("/judgments/search", { name: "contract", sort: "price_low" }, jar)),
    )) as Response;
    expect(again.headers.get("location")).toBe("/judgments?name=contract&sort=price_low");
    expect(again.headers.getSetCookie()).toEqual([]);
    ({ data } = await kept(jar, "?sort=price_low"));
    expect(titles(data)).toEqual([ids.contract]);
    expect(data.sort).toBe("price_low");

    const cleared = (await run(() => searchClear.loader(app.args(getRequest("/judgments/search/clear", jar))))) as Response;
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get("location")).toBe("/judgments");
    ({ location, data } = await kept(jar));
    expect(location).toBeNull();
    expect(data.form.source).toBe("none");
    expect(data.form.summary).toEqual([]);
    expect(data.results.total.count).toBe(6 + BULK);
  });

  it("an invalid search goes back to the form with what was typed and the messages, and keeps nothing", async () => {
    const jar = new CookieJar();
    const response = (await search.action(
      app.args(
        formRequest(
          "/judgments/search",
          { state_id: String(TEXAS), price_min: "lots", judgment_date_before: "2020-01-01", judgment_date_after: "2021-01-01" },
          jar,
        ),
      ),
    )) as Response;
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toBe("/judgments?state=TX&price_min=lots&judgment_date_start=2021-01-01&judgment_date_end=2020-01-01");
    expect(response.headers.getSetCookie()).toEqual([]);
    const { status, data } = await page(location, jar);
    expect(status).toBe(422);
    expect(Object.keys(data.form.errors!).sort()).toEqual(["judgment_date_end", "price_min"]);
    expect(data.form.values.price_min).toBe("lots");

    // A state the list does not have is sent back as typed, and refused again there.
    const unknown = (await search.action(app.args(formRequest("/judgments/search", { state_id: "99", name: "lease" }, jar)))) as Response;
    expect(unknown.headers.get("location")).toBe("/judgments?name=lease&state_id=99");
    expect((await page(unknown.headers.get("location")!, jar)).data.form.errors).toEqual({ state_id: ["Choose a state from the list."] });
  });

  it("an empty search clears the kept one; GET /judgments/search goes to the list", async () => {
    const jar = new CookieJar();
    jar.take((await search.action(app.args(formRequest("/judgments/search", { name: "lease" }, jar)))) as Response);
    expect((await kept(jar)).data.results.total.count).toBe(1);
    const emptied = (await search.action(app.args(formRequest("/judgments/search", { name: "  " }, jar)))) as Response;
    expect(emptied.headers.get("location")).toBe("/judgments");
    expect((await kept(jar)).data.results.total.count).toBe(6 + BULK);

    const get = (await run(() => search.loader(app.args(getRequest("/judgments/search"))))) as Response;
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/judgments");
  });
});

describe("sorting", () => {
  const order = async (sort: BrowseSort) => {
    const result = await browseJudgments(app.services.db, { judgmentDateStart: "2019-01-01" }, { audience: visitors(), sort, page: 1 });
    return result.rows.map((r) => r.id);
  };

  it("newest, price, judgment amount and best deal", async () => {
    expect(await order("newest")).toEqual([ids.wages, ids.contract, ids.fraud, ids.note, ids.auto, ids.lease]);
    expect(await order("price_low")).toEqual([ids.fraud, ids.auto, ids.wages, ids.lease, ids.contract, ids.note]);
    expect(await order("price_high")).toEqual([ids.note, ids.contract, ids.lease, ids.wages, ids.auto, ids.fraud]);
    expect(await order("amount_high")).toEqual([ids.note, ids.lease, ids.contract, ids.auto, ids.wages, ids.fraud]);
    expect(await order("amount_low")).toEqual([ids.fraud, ids.wages, ids.auto, ids.contract, ids.lease, ids.note]);
    // 10%, 15.005%, 20%, then three at 40% in id order.
    expect(await order("best_deal")).toEqual([ids.auto, ids.fraud, ids.lease, ids.note, ids.contract, ids.wages]);
  });

  it("the sort is read from the URL and kept by the page links", async () => {
    const { data } = await page(`/judgments?state_id=${OHIO}&sort=price_high`);
    expect(data.sort).toBe("price_high");
    const prices = data.results.rows.map((r) => r.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(data.results.nextUrl).toMatch(/^\/judgments\?state=OH&sort=price_high&page=2&after=/);
    expect((await page("/judgments?sort=nonsense")).data.sort).toBe("newest");
  });
});

describe("pagination", () => {
  const ohio = `/judgments?state_id=${OHIO}`;

  it("first page, last partial page and back, by the page links", async () => {
    const first = (await page(ohio)).data;
    expect(first.results).toMatchObject({ page: 1, from: 1, to: 25, total: { count: BULK, capped: false }, previousUrl: null });
    expect(first.results.links.map((l) => [l.page, l.active])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(titles(first)).toEqual(expectedOhio().slice(0, 25));

    const second = (await page(follow(first.results.nextUrl))).data;
    expect(second.results).toMatchObject({ page: 2, from: 26, to: 40, nextUrl: null });
    expect(titles(second)).toEqual(expectedOhio().slice(25));
    expect(second.results.links.find((l) => l.page === 2)!.active).toBe(true);

    const back = (await page(follow(second.results.previousUrl))).data;
    expect(back.results.page).toBe(1);
    expect(titles(back)).toEqual(titles(first));

    // A numbered link by itself, without a cursor.
    expect(titles((await page(`${ohio}&page=2`)).data)).toEqual(titles(second));
  });

  it("page 0, -1, abc and beyond the end", async () => {
    for (const value of ["0", "-1", "abc", "1.5", ""]) {
      const { data } = await page(`${ohio}&page=${value}`);
      expect(data.results.page).toBe(1);
      expect(data.results.from).toBe(1);
    }
    for (const value of ["3", "999", "99999999999999"]) {
      const { data } = await page(`${ohio}&page=${value}`);
      expect(data.results).toMatchObject({ page: 2, from: 26, to: 40, nextUrl: null });
    }
    expect(parsePage("7")).toBe(7);
  });

  it("an empty result", async () => {
    const { data } = await page("/judgments?name=nothing-matches-this");
    expect(data.results).toMatchObject({ rows: [], total: { count: 0, capped: false }, links: [], previousUrl: null, nextUrl: null });
  });

  it("cursor pages equal numbered pages, across ties and microseconds, in every sort", async () => {
    const db = app.services.db;
    const filters = { stateId: OHIO };
    for (const sort of ["newest", "price_low", "price_high", "amount_high", "amount_low", "best_deal"] as const) {
      const pages: number[][] = [];
      for (let p = 1; p <= 6; p++)
        pages.push((await browseJudgments(db, filters, { audience: visitors(), sort, page: p, pageSize: 7 })).rows.map((r) => r.id));
      // Forward one page at a time, then jumps of two, then back.
      let current = await browseJudgments(db, filters, { audience: visitors(), sort, page: 1, pageSize: 7 });
      for (let p = 2; p <= 6; p++) {
        current = await browseJudgments(db, filters, {
          audience: visitors(),
          sort,
          page: p,
          pageSize: 7,
          cursor: { direction: "after", cursor: current.lastCursor! },
        });
        expect(current.rows.map((r) => r.id)).toEqual(pages[p - 1]);
      }
      const jumped = await browseJudgments(db, filters, {
        audience: visitors(),
        sort,
        page: 4,
        pageSize: 7,
        cursor: { direction: "before", cursor: current.firstCursor! },
      });
      expect(jumped.rows.map((r) => r.id)).toEqual(pages[3]);
      const ahead = await browseJudgments(db, filters, {
        audience: visitors(),
        sort,
        page: 6,
        pageSize: 7,
        cursor: { direction: "after", cursor: jumped.lastCursor! },
      });
      expect(ahead.rows.map((r) => r.id)).toEqual(pages[5]);
      expect(ahead.hasNext).toBe(false);
    }
  });

  it("cursors survive the URL and a cursor for another sort is ignored", async () => {
    const first = await browseJudgments(app.services.db, { stateId: OHIO }, { audience: visitors(), sort: "newest", page: 1, pageSize: 5 });
    const token = encodeCursor(first.lastCursor!);
    expect(decodeCursor(token)).toEqual(first.lastCursor);
    expect(String(first.lastCursor!.key)).toMatch(/\.\d{6}Z$/);
    expect(decodeCursor("not a cursor")).toBeNull();
    expect(decodeCursor(encodeCursor({ sort: "newest", page: 1, key: "yesterday", id: 1 }))).toBeNull();

    const wrongSort = await browseJudgments(
      app.services.db,
      { stateId: OHIO },
      { audience: visitors(), sort: "price_low", page: 2, pageSize: 5, cursor: { direction: "after", cursor: first.lastCursor! } },
    );
    const numbered = await browseJudgments(
      app.services.db,
      { stateId: OHIO },
      { audience: visitors(), sort: "price_low", page: 2, pageSize: 5 },
    );
    expect(wrongSort.rows.map((r) => r.id)).toEqual(numbered.rows.map((r) => r.id));
  });
});

describe("the count cap", () => {
  it("counts exactly up to the cap and says so above it", async () => {
    const db = app.services.db;
    expect(await countJudgments(db, { stateId: OHIO }, visitors(), 40)).toEqual({ count: 40, capped: false });
    expect(await countJudgments(db, { stateId: OHIO }, visitors(), 39)).toEqual({ count: 39, capped: true });
    expect(await countJudgments(db, { stateId: OHIO }, visitors(), 20)).toEqual({ count: 20, capped: true });
    expect(formatTotal({ count: 10_000, capped: true })).toBe("10,000+");
    expect(formatTotal({ count: 1234, capped: false })).toBe("1,234");
    // Past the cap the page's own last row is the better bound; the last page knows the total.
    expect(shownTotal({ total: { count: 10_000, capped: true }, hasNext: true }, 50)).toEqual({ count: 10_000, capped: true });
    expect(shownTotal({ total: { count: 10_000, capped: true }, hasNext: true }, 125_000)).toEqual({ count: 125_000, capped: true });
    expect(shownTotal({ total: { count: 10_000, capped: true }, hasNext: false }, 125_010)).toEqual({ count: 125_010, capped: false });
  });

  it("pages past the cap by cursor; a numbered page far past it is refused, not scanned", async () => {
    const db = app.services.db;
    const filters = { stateId: OHIO };
    const first = await browseJudgments(db, filters, { audience: visitors(), sort: "newest", page: 1, pageSize: 5, countCap: 12 });
    expect(first.total).toEqual({ count: 12, capped: true });
    expect(first.hasNext).toBe(true);
    let current = first;
    for (let p = 2; p <= 8; p++) {
      current = await browseJudgments(db, filters, {
        audience: visitors(),
        sort: "newest",
        page: p,
        pageSize: 5,
        countCap: 12,
        cursor: { direction: "after", cursor: current.lastCursor! },
      });
    }
    expect(current.rows.map((r) => r.id)).toEqual(expectedOhio().slice(35, 40));
    expect(current.hasNext).toBe(false);
    // Past the end of a capped list: an empty page (its length is unknown), not a clamp.
    const past = await browseJudgments(db, filters, { audience: visitors(), sort: "newest", page: 9, pageSize: 5, countCap: 12 });
    expect(past.rows).toEqual([]);
    expect(past.page).toBe(9);
    const tooDeep = await browseJudgments(db, filters, {
      audience: visitors(),
      sort: "newest",
      page: MAX_OFFSET / 5 + 2,
      pageSize: 5,
      countCap: 12,
    });
    expect(tooDeep).toMatchObject({ rows: [], tooDeep: true });
  });

  it("remembers for a while that a search exceeds the cap, never an exact count", async () => {
    const db = app.services.db;
    const filters = { stateId: OHIO };
    expect((await browseJudgments(db, filters, { audience: visitors(), sort: "newest", page: 1, countCap: 30 })).total).toEqual({
      count: 30,
      capped: true,
    });
    const half = bulkIds.slice(0, 20);
    await db.update(judgments).set({ status: "hidden" }).where(inArray(judgments.id, half));
    try {
      // "30+" was true a moment ago and is still what the list says; the rows are current.
      const again = await browseJudgments(db, filters, { audience: visitors(), sort: "newest", page: 1, countCap: 30 });
      expect(again.total).toEqual({ count: 30, capped: true });
      expect(again.rows.map((r) => r.id)).not.toContain(half[0]);
      expect(await countJudgments(db, filters, visitors(), 30)).toEqual({ count: 20, capped: false });
      expect((await browseJudgments(db, filters, { audience: visitors(), sort: "newest", page: 1, countCap: 45 })).total).toEqual({
        count: 20,
        capped: false,
      });
    } finally {
      await db.update(judgments).set({ status: "active" }).where(inArray(judgments.id, half));
    }
  });
});

describe("by state and by county", () => {
  it("filters by the state's abbreviation in any letter case", async () => {
    const result = unwrap(await byState.loader(app.args(getRequest("/judgments/by_state/tx"), { abbreviation: "tx" })));
    expect(result.data.heading).toBe("Judgments For Sale in Texas");
    expect(result.data.results.rows.map((r: { id: number }) => r.id)).toEqual([ids.wages, ids.auto, ids.lease]);
    expect(result.data.form.values.state_id).toBe("48");
    expect(result.data.basePath).toBe("/judgments/by_state/TX");

    const filtered = unwrap(
      await byState.loader(app.args(getRequest("/judgments/by_state/TX?price_max=10000&sort=price_low"), { abbreviation: "TX" })),
    );
    expect(filtered.data.results.rows.map((r: { id: number }) => r.id)).toEqual([ids.auto, ids.wages]);
    expect(filtered.data.shareUrl).toBe("/judgments/by_state/TX?price_max=10000&sort=price_low");
  });

  it("answers 404 for an unknown state", async () => {
    for (const abbreviation of ["ZZ", "texas", "", "T"]) {
      const result = (await run(() =>
        byState.loader(app.args(getRequest(`/judgments/by_state/${abbreviation}`), { abbreviation })),
      )) as Response;
      expect(result.status).toBe(404);
    }
  });

  it("filters by county and names it with its state", async () => {
    const result = unwrap(await byCounty.loader(app.args(getRequest(`/judgments/by_county/${HARRIS}`), { countyId: String(HARRIS) })));
    expect(result.data.heading).toBe("Judgments For Sale in Harris County, Texas");
    expect(result.data.results.rows.map((r: { id: number }) => r.id)).toEqual([ids.wages, ids.lease]);
    expect(result.data.form.values).toMatchObject({ state_id: "48", county_id: String(HARRIS) });
  });

  it("answers 404 for a malformed or unknown county", async () => {
    for (const countyId of ["abc", "0", "99999", "48201abc", "-1"]) {
      const result = (await run(() => byCounty.loader(app.args(getRequest(`/judgments/by_county/${countyId}`), { countyId })))) as Response;
      expect(result.status).toBe(404);
    }
  });
});

/** The Ohio listings in newest-first order, ties by id descending. */
function expectedOhio(): number[] {
  return bulkIds
    .map((id, i) => ({ id, hour: Math.floor(i / 2), micro: i % 4 === 0 ? 123 : 0 }))
    .sort((a, b) => b.hour - a.hour || b.micro - a.micro || b.id - a.id)
    .map((r) => r.id);
}
