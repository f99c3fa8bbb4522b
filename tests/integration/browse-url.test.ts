// The browse search in the URL (issue 29, docs/decisions/0042-search-in-the-url.md), through the
// route modules on a real database: every filter's URL form round-trips with the session form (the
// POST keeps the search and sends the browser to its URL; /judgments with the kept search goes to
// that same URL; the URL opened by anyone else shows the same search and results), bad values in a
// URL are explained next to their fields, and the links, the by-state page and the saved searches
// keep the URL form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as byState from "~/routes/judgments/by-state";
import * as browse from "~/routes/judgments/index";
import * as search from "~/routes/judgments/search";
import * as saveSearchRoute from "~/routes/searches/new";
import { CookieJar, createTestApp, formRequest, getRequest, run, unwrap, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";

let app: TestApp;
let buyer: Member;
const NOW = new Date("2026-06-01T15:00:00Z");
const TEXAS = 48;
const HARRIS = 48201;
const DALLAS = 48113;
const CALIFORNIA = 6;
const LOS_ANGELES = 6037;

/** Three listings that each filter tells apart: every filter finds one or two of them, never all. */
const ids = { a: 0, b: 0, c: 0 };

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(NOW);
  const sellerId = (await member(app, { prefix: "urlseller" })).userId;
  buyer = await member(app, { prefix: "urlbuyer" });
  ids.a = await listing(app, sellerId, {
    title: "Unpaid roofing invoice, Houston",
    stateId: TEXAS,
    countyId: HARRIS,
    priceCents: 800_000,
    amountCents: 4_000_000,
    dateAwarded: "2020-01-15",
    listedAt: new Date("2026-01-10T15:00:00Z"),
    courtType: "state",
    debtType: "commercial",
    litigation: "litigated",
    debtorType: "business",
    debtorRealEstate: true,
    debtorEmployed: true,
    debtorBankAccount: true,
    debtorVehicles: true,
    enforceDeadlineOn: "2026-12-01",
  });
  ids.b = await listing(app, sellerId, {
    title: "Credit card judgment, Dallas",
    stateId: TEXAS,
    countyId: DALLAS,
    priceCents: 2_500_000,
    amountCents: 10_000_000,
    dateAwarded: "2022-06-01",
    listedAt: new Date("2026-02-10T15:00:00Z"),
    courtType: "federal",
    debtType: "consumer",
    litigation: "default",
    debtorType: "individual",
    debtorRealEstate: false,
    enforceDeadlineOn: "2035-01-01",
  });
  ids.c = await listing(app, sellerId, {
    title: "Breach of contract, Los Angeles",
    stateId: CALIFORNIA,
    countyId: LOS_ANGELES,
    priceCents: 300_000,
    amountCents: 1_000_000,
    dateAwarded: "2018-03-03",
    listedAt: new Date("2026-03-10T15:00:00Z"),
  });
});

afterAll(async () => {
  await app?.close();
});

type Loaded = { status: number; data: Awaited<ReturnType<typeof browse.loader>>["data"] };

async function page(path: string, jar?: CookieJar): Promise<Loaded> {
  const result = unwrap(await browse.loader(app.args(getRequest(path, jar))));
  return { status: result.status, data: result.data };
}

const rowIds = (loaded: Loaded) => loaded.data.results.rows.map((r) => r.id).sort((x, y) => x - y);

/** Each filter as the form sends it, its URL form, and what it finds. */
const filters: { field: string; form: Record<string, string>; url: string; finds: (keyof typeof ids)[] }[] = [
  { field: "name", form: { name: "  Roofing " }, url: "name=Roofing", finds: ["a"] },
  { field: "state", form: { state_id: String(TEXAS) }, url: "state=TX", finds: ["a", "b"] },
  { field: "county", form: { state_id: String(TEXAS), county_id: String(HARRIS) }, url: "state=TX&county_id=48201", finds: ["a"] },
  { field: "county alone (sets its state)", form: { county_id: String(LOS_ANGELES) }, url: "state=CA&county_id=6037", finds: ["c"] },
  { field: "price_min", form: { price_min: "$10,000" }, url: "price_min=10000", finds: ["b"] },
  { field: "price_max", form: { price_max: "8,000.50" }, url: "price_max=8000.50", finds: ["a", "c"] },
  { field: "judgment_min", form: { judgment_min: "50000" }, url: "judgment_min=50000", finds: ["b"] },
  { field: "judgment_max", form: { judgment_max: "40,000" }, url: "judgment_max=40000", finds: ["a", "c"] },
  { field: "judgment_date_start", form: { judgment_date_start: "06/01/2021" }, url: "judgment_date_start=2021-06-01", finds: ["b"] },
  { field: "judgment_date_end", form: { judgment_date_end: "2019-12-31" }, url: "judgment_date_end=2019-12-31", finds: ["c"] },
  {
    field: "judgment_date_after (the other name)",
    form: { judgment_date_after: "2021-06-01" },
    url: "judgment_date_start=2021-06-01",
    finds: ["b"],
  },
  { field: "listing_date_start", form: { listing_date_start: "2026-02-01" }, url: "listing_date_start=2026-02-01", finds: ["b", "c"] },
  { field: "listing_date_end", form: { listing_date_end: "01/31/2026" }, url: "listing_date_end=2026-01-31", finds: ["a"] },
  {
    field: "listing_date_before (the other name)",
    form: { listing_date_before: "2026-01-31" },
    url: "listing_date_end=2026-01-31",
    finds: ["a"],
  },
  { field: "court_type", form: { court_type: "federal" }, url: "court_type=federal", finds: ["b"] },
  { field: "debt_type", form: { debt_type: "commercial" }, url: "debt_type=commercial", finds: ["a"] },
  { field: "litigation", form: { litigation: "default" }, url: "litigation=default", finds: ["b"] },
  { field: "debtor_type", form: { debtor_type: "individual" }, url: "debtor_type=individual", finds: ["b"] },
  { field: "debtor_real_estate", form: { debtor_real_estate: "on" }, url: "debtor_real_estate=1", finds: ["a"] },
  { field: "debtor_employed", form: { debtor_employed: "1" }, url: "debtor_employed=1", finds: ["a"] },
  { field: "debtor_bank_account", form: { debtor_bank_account: "yes" }, url: "debtor_bank_account=1", finds: ["a"] },
  { field: "debtor_vehicles", form: { debtor_vehicles: "on" }, url: "debtor_vehicles=1", finds: ["a"] },
  { field: "near_deadline", form: { near_deadline: "on" }, url: "near_deadline=1", finds: ["a"] },
];

/** The whole form as a browser sends it: every field, most of them empty. */
function fullForm(values: Record<string, string>): Record<string, string> {
  const blank = Object.fromEntries(
    ["name", "state_id", "county_id", "price_min", "price_max", "judgment_min", "judgment_max"].map((name) => [name, ""]),
  );
  return { ...blank, sort: "newest", ...values };
}

describe("every filter's URL form round-trips with the session form", () => {
  it.each(filters)("$field", async ({ form, url, finds }) => {
    const expected = finds.map((key) => ids[key]).sort((x, y) => x - y);
    const location = `/judgments?${url}`;

    // The form: kept in the session, and the browser sent to the search's URL.
    const jar = new CookieJar();
    const posted = (await search.action(app.args(formRequest("/judgments/search", fullForm(form), jar)))) as Response;
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(location);
    jar.take(posted);

    // The session form back to the URL: /judgments with the kept search goes to that same URL.
    const kept = (await run(() => browse.loader(app.args(getRequest("/judgments", jar))))) as Response;
    expect(kept.status).toBe(302);
    expect(kept.headers.get("location")).toBe(location);

    // The URL, opened by the searcher and by anyone it was sent to: the same search and results.
    const mine = await page(location, jar);
    const shared = await page(location);
    for (const loaded of [mine, shared]) {
      expect(loaded.status).toBe(200);
      expect(loaded.data.form.errors).toBeNull();
      expect(rowIds(loaded)).toEqual(expected);
      // Written again, the URL is the same: the share link, the first page and the sort form keep it.
      expect(loaded.data.shareUrl).toBe(location);
      expect(loaded.data.results.firstPageUrl).toBe(location);
      expect(new URLSearchParams(loaded.data.filterParams).toString()).toBe(url);
    }
    expect(shared.data.form.values).toEqual(mine.data.form.values);
    expect(shared.data.form.summary).toEqual(mine.data.form.summary);
    // One filter: one phrase in the Filters panel's summary (a county names its state with it).
    expect(shared.data.form.summary).toHaveLength(1);
  });

  it("all of them at once, with a sort", async () => {
    const form = Object.assign({}, ...filters.filter((f) => !f.field.includes("(")).map((f) => f.form), {
      state_id: String(TEXAS),
      county_id: String(HARRIS),
      price_max: "8000.50",
      price_min: "",
      judgment_min: "",
      judgment_date_start: "",
      listing_date_start: "",
      court_type: "state",
      litigation: "litigated",
      debtor_type: "business",
      sort: "price_high",
    });
    const posted = (await search.action(app.args(formRequest("/judgments/search", form)))) as Response;
    const location = posted.headers.get("location")!;
    expect(location).toBe(
      "/judgments?name=Roofing&state=TX&county_id=48201&price_max=8000.50&judgment_max=40000&judgment_date_end=2019-12-31" +
        "&listing_date_end=2026-01-31&court_type=state&debt_type=commercial&litigation=litigated&debtor_type=business" +
        "&debtor_real_estate=1&debtor_employed=1&debtor_bank_account=1&debtor_vehicles=1&near_deadline=1&sort=price_high",
    );
    // Awarded before 2020: none of them (the listing that matches the rest was awarded in 2020).
    const loaded = await page(location);
    expect(loaded.status).toBe(200);
    expect(rowIds(loaded)).toEqual([]);
    expect(loaded.data.sort).toBe("price_high");
    expect(loaded.data.results.firstPageUrl).toBe(location);
    expect(loaded.data.form.summary).toEqual([
      "“Roofing”",
      "Harris County, Texas",
      "Price up to $8,000.50",
      "Amount up to $40,000",
      "Awarded up to 12/31/2019",
      "Listed up to 01/31/2026",
      "State court",
      "Commercial debt",
      "Litigated",
      "Business debtor",
      "Debtor owns real estate",
      "Debtor employed",
      "Bank account known",
      "Debtor has vehicles",
      "Deadline near",
    ]);
  });
});

describe("bad values in a URL", () => {
  const bad: [query: string, field: string, message: RegExp, stillApplied?: boolean][] = [
    [`name=${"x".repeat(101)}`, "name", /at most 100 characters/],
    ["name=a%00b", "name", /cannot search for/],
    ["state=ZZ", "state_id", /Choose a state/],
    ["state=Texas", "state_id", /Choose a state/],
    ["state_id=abc", "state_id", /Choose a state/],
    ["state_id=99", "state_id", /Choose a state/],
    ["county_id=123456", "county_id", /Choose a county/],
    // The state still applies: nothing commercial in California.
    [`state=CA&county_id=${HARRIS}`, "county_id", /not in the chosen state/, false],
    ["price_min=lots", "price_min", /dollar amount/],
    ["price_max=-5", "price_max", /dollar amount/],
    ["price_min=500&price_max=100", "price_max", /at least the minimum price/],
    ["judgment_min=1.234", "judgment_min", /dollar amount/],
    ["judgment_max=1e9", "judgment_max", /dollar amount/],
    ["judgment_date_start=2021-02-30", "judgment_date_start", /MM\/DD\/YYYY/],
    ["judgment_date_end=0000-01-01", "judgment_date_end", /MM\/DD\/YYYY/],
    ["listing_date_start=13/45/2026", "listing_date_start", /MM\/DD\/YYYY/],
    // The start still applies: the commercial one was listed before it.
    ["listing_date_start=2026-02-01&listing_date_end=2026-01-01", "listing_date_end", /on or after the start date/, false],
    ["court_type=moon", "court_type", /Choose one/],
    ["debt_type=gambling", "debt_type", /Choose one/],
    ["litigation=maybe", "litigation", /Choose one/],
    ["debtor_type=robot", "debtor_type", /Choose one/],
    ["debtor_real_estate=perhaps", "debtor_real_estate", /Tick the box/],
    ["debtor_employed=2", "debtor_employed", /Tick the box/],
    ["debtor_bank_account=maybe", "debtor_bank_account", /Tick the box/],
    ["debtor_vehicles=x", "debtor_vehicles", /Tick the box/],
    ["near_deadline=soon", "near_deadline", /Tick the box/],
  ];

  it.each(bad)("%s: 422 with the message next to %s, the other filters applied", async (query, field, message, stillApplied = true) => {
    // Another filter beside it, which only the first listing passes.
    const other = field === "debt_type" ? "litigation=litigated" : "debt_type=commercial";
    const loaded = await page(`/judgments?${query}&${other}`);
    expect(loaded.status).toBe(422);
    expect(Object.keys(loaded.data.form.errors ?? {})).toContain(field);
    expect(loaded.data.form.errors![field].join(" ")).toMatch(message);
    expect(rowIds(loaded)).toEqual(stillApplied ? [ids.a] : []);
    // Nothing is offered to share or save until the search is fixed.
    expect(loaded.data.saveSearch).toBeNull();
  });

  it("ignores what it does not know, and never fails on repeated or odd parameters", async () => {
    const plain = await page("/judgments?utm_source=newsletter&fbclid=x");
    expect(plain.status).toBe(200);
    expect(plain.data.form.source).toBe("none");
    expect(rowIds(plain)).toEqual([ids.a, ids.b, ids.c].sort((x, y) => x - y));
    const repeated = await page("/judgments?state=TX&state=CA&price_max=1&price_max=9000&color=red");
    expect(repeated.status).toBe(200);
    // The first of repeated values counts, as in the form.
    expect(repeated.data.shareUrl).toBe("/judgments?state=TX&price_max=1");
    for (const query of ["state=", "state=%E2%80%8B", "sort=drop&page=-1&after=!!!", "state=tx&page=99999999999"]) {
      expect([200, 422]).toContain((await page(`/judgments?${query}`)).status);
    }
  });
});

describe("links, places and saved searches keep the URL form", () => {
  it("the sort and page links carry the filters; the by-state page leaves its state to the path", async () => {
    const sorted = await page("/judgments?price_max=30000&state=tx&sort=price_low");
    expect(sorted.data.results.firstPageUrl).toBe("/judgments?state=TX&price_max=30000&sort=price_low");
    expect(sorted.data.filterParams).toEqual([
      ["state", "TX"],
      ["price_max", "30000"],
    ]);

    const texas = unwrap(
      await byState.loader(app.args(getRequest("/judgments/by_state/tx?price_max=30000&state=CA"), { abbreviation: "tx" })),
    );
    expect(texas.status).toBe(200);
    expect(texas.data.results.rows.map((r: { id: number }) => r.id).sort()).toEqual([ids.a, ids.b].sort());
    expect(texas.data.shareUrl).toBe("/judgments/by_state/TX?price_max=30000");
    expect(texas.data.form.summary).toEqual(["Price up to $30,000"]);
    // Saving it keeps the place.
    expect(texas.data.saveSearch.newUrl).toBe("/searches/new?state=TX&price_max=30000");
  });

  it("the save form reads the URL form, and the saved search opens at its URL", async () => {
    const loaded = await page("/judgments?state=TX&price_max=30000", buyer.jar);
    const newUrl = loaded.data.saveSearch!.newUrl;
    expect(newUrl).toBe("/searches/new?state=TX&price_max=30000");
    const form = unwrap(await saveSearchRoute.loader(app.args(getRequest(newUrl, buyer.jar)))).data;
    expect(form.criteria).toEqual(["In Texas", "Asking price at most $30,000"]);
    expect(form.resultsUrl).toBe("/judgments?state=TX&price_max=30000");
    // A search the page would refuse goes back to the page, with its message there.
    const refused = (await run(() => saveSearchRoute.loader(app.args(getRequest("/searches/new?state=ZZ", buyer.jar))))) as Response;
    expect(refused.headers.get("location")).toBe("/judgments?state=ZZ");
  });
});
