// Browse on what a judgment is worth (issue 17): the collectability-fact filters, "near an
// enforceability deadline", the sort by the asking price's share of the estimated balance (with
// keyset paging, listings without an estimate last), and what a row shows of them (highlights,
// the deadline flag, the share of the balance). On a database holding only this file's listings,
// with the services' clock set, so every result can be checked exactly.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { judgmentTableHtml } from "~/components/judgments/judgment-table";
import { parseJudgmentSearch, searchFromStored, searchToParams, type JudgmentSearch } from "~/domain/search";
import * as browse from "~/routes/judgments/index";
import * as searchRoute from "~/routes/judgments/search";
import { judgments } from "~/server/db/schema";
import { browseJudgments, countJudgments } from "~/server/queries/browse";
import { visitorAudience, type ListAudience } from "~/server/queries/listing-visibility";
import { CookieJar, createTestApp, formRequest, getRequest, run, unwrap, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";

let app: TestApp;
let sellerId: number;
const NOW = new Date("2026-06-01T15:00:00Z"); // 11 am Eastern: today is 2026-06-01
const OHIO = 39;
const TEXAS = 48;
const HARRIS = 48201;

/** The listings by name, and their values. */
const ids: Record<string, number> = {};
const sortIds: number[] = [];

const visitors = () => visitorAudience(app.clock.now());

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(NOW);
  sellerId = (await member(app, { prefix: "valseller" })).userId;
  const add = (values: Parameters<typeof listing>[2]) => listing(app, sellerId, { listedAt: new Date("2026-01-10T15:00:00Z"), ...values });

  // Texas: one listing per fact, so each filter finds exactly its own.
  ids.plain = await add({ title: "No facts stated", stateId: TEXAS, countyId: HARRIS });
  ids.litigated = await add({
    title: "Litigated, owns real estate",
    stateId: TEXAS,
    countyId: HARRIS,
    litigation: "litigated",
    debtorRealEstate: true,
    courtType: "state",
    debtType: "commercial",
    debtorType: "business",
  });
  ids.litigatedNoHouse = await add({
    title: "Litigated, no real estate",
    stateId: TEXAS,
    countyId: HARRIS,
    litigation: "litigated",
    debtorRealEstate: false,
    debtorEmployed: true,
    // Shown among the highlights, never a filter (no bit in fact_flags).
    debtorAttorney: true,
    courtType: "federal",
    debtType: "consumer",
    debtorType: "individual",
  });
  ids.defaultHouse = await add({
    title: "Default, owns real estate, bank and vehicles",
    stateId: TEXAS,
    countyId: HARRIS,
    litigation: "default",
    debtorRealEstate: true,
    debtorBankAccount: true,
    debtorVehicles: true,
    debtType: "medical",
    debtorType: "individual",
  });
  // Deadlines around today + 18 months (2027-12-01).
  ids.pastDeadline = await add({ title: "Deadline passed", stateId: TEXAS, countyId: HARRIS, enforceDeadlineOn: "2026-05-31" });
  ids.nearDeadline = await add({ title: "Deadline at the cutoff", stateId: TEXAS, countyId: HARRIS, enforceDeadlineOn: "2027-12-01" });
  ids.farDeadline = await add({ title: "Deadline past the cutoff", stateId: TEXAS, countyId: HARRIS, enforceDeadlineOn: "2027-12-02" });
  ids.todayDeadline = await add({ title: "Deadline today", stateId: TEXAS, countyId: HARRIS, enforceDeadlineOn: "2026-06-01" });
  // Never public, however well it matches.
  ids.hidden = await add({ title: "Hidden litigated", stateId: TEXAS, countyId: HARRIS, status: "hidden", litigation: "litigated" });

  // Ohio: 30 listings for the balance sort: shares in pairs (ties broken by id), every fifth without an estimate.
  for (let i = 0; i < 30; i++) {
    sortIds.push(
      await add({
        title: `Ohio balance ${i + 1}`,
        stateId: OHIO,
        countyId: 39049,
        balanceShareBps: i % 5 === 4 ? null : 1000 + Math.floor(((i * 7) % 24) / 2) * 250,
        estimatedBalanceCents: i % 5 === 4 ? null : 3_000_000,
        litigation: i % 3 === 0 ? "litigated" : null,
      }),
    );
  }
});

afterAll(async () => {
  await app?.close();
});

async function found(search: JudgmentSearch, sort: "newest" | "balance_deal" = "newest") {
  const result = await browseJudgments(app.services.db, search, { audience: visitors(), sort, page: 1, pageSize: 100 });
  return result.rows.map((r) => r.id).sort((a, b) => a - b);
}

const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

describe("the collectability-fact filters", () => {
  it("debtor owns real estate, and litigated: only listings whose seller said so", async () => {
    const texas = { stateId: TEXAS };
    expect(await found({ ...texas, debtorRealEstate: true })).toEqual(sorted(ids.litigated, ids.defaultHouse));
    expect(await found({ ...texas, litigation: "litigated" })).toEqual(sorted(ids.litigated, ids.litigatedNoHouse));
    expect(await found({ ...texas, litigation: "litigated", debtorRealEstate: true })).toEqual([ids.litigated]);
    expect(await found({ ...texas, litigation: "default" })).toEqual([ids.defaultHouse]);
    // Without a state: the Ohio listings marked litigated too.
    const litigatedOhio = sortIds.filter((_, i) => i % 3 === 0);
    expect(await found({ litigation: "litigated" })).toEqual(sorted(ids.litigated, ids.litigatedNoHouse, ...litigatedOhio));
  });

  it("court type, debt type, debtor type and the other debtor facts", async () => {
    const texas = { stateId: TEXAS };
    expect(await found({ ...texas, courtType: "state" })).toEqual([ids.litigated]);
    expect(await found({ ...texas, courtType: "federal" })).toEqual([ids.litigatedNoHouse]);
    expect(await found({ ...texas, debtType: "consumer" })).toEqual([ids.litigatedNoHouse]);
    expect(await found({ ...texas, debtType: "medical" })).toEqual([ids.defaultHouse]);
    expect(await found({ ...texas, debtType: "other" })).toEqual([]);
    expect(await found({ ...texas, debtorType: "individual" })).toEqual(sorted(ids.litigatedNoHouse, ids.defaultHouse));
    expect(await found({ ...texas, debtorType: "business" })).toEqual([ids.litigated]);
    expect(await found({ ...texas, debtorEmployed: true })).toEqual([ids.litigatedNoHouse]);
    expect(await found({ ...texas, debtorBankAccount: true, debtorVehicles: true })).toEqual([ids.defaultHouse]);
    expect(await found({ ...texas, debtorBankAccount: true, debtorEmployed: true })).toEqual([]);
  });

  it("near an enforceability deadline: within 18 months of today, or already passed", async () => {
    expect(await found({ stateId: TEXAS, nearDeadline: true })).toEqual(sorted(ids.pastDeadline, ids.nearDeadline, ids.todayDeadline));
    // A day later the cutoff moves on by a day.
    app.clock.set(new Date("2026-06-02T15:00:00Z"));
    try {
      expect(await found({ stateId: TEXAS, nearDeadline: true })).toContain(ids.farDeadline);
    } finally {
      app.clock.set(NOW);
    }
  });

  it("counts what it lists, and the count and the page agree for every filter", async () => {
    const searches: JudgmentSearch[] = [
      { litigation: "litigated" },
      { debtorRealEstate: true },
      { nearDeadline: true },
      { stateId: TEXAS, litigation: "litigated", debtorRealEstate: true, nearDeadline: true },
    ];
    for (const search of searches) {
      const total = await countJudgments(app.services.db, search, visitors());
      expect(total).toEqual({ count: (await found(search)).length, capped: false });
    }
  });

  it("reads the filters from the query string, shows them back, and explains a bad value", async () => {
    const ok = unwrap(
      await browse.loader(app.args(getRequest(`/judgments?state_id=${TEXAS}&litigation=litigated&debtor_real_estate=1&sort=balance_deal`))),
    );
    expect(ok.status).toBe(200);
    expect(ok.data.results.rows.map((r: { id: number }) => r.id)).toEqual([ids.litigated]);
    expect(ok.data.form.values).toMatchObject({ litigation: "litigated", debtor_real_estate: "1" });
    expect(ok.data.filterParams).toEqual([
      ["state", "TX"],
      ["litigation", "litigated"],
      ["debtor_real_estate", "1"],
    ]);
    expect(ok.data.results.firstPageUrl).toBe("/judgments?state=TX&litigation=litigated&debtor_real_estate=1&sort=balance_deal");

    const bad = unwrap(await browse.loader(app.args(getRequest(`/judgments?state_id=${TEXAS}&litigation=maybe&near_deadline=perhaps`))));
    expect(bad.status).toBe(422);
    expect(bad.data.form.errors).toEqual({ litigation: ["Choose one from the list."], near_deadline: ["Tick the box or leave it empty."] });
    // The other filters still apply.
    expect(bad.data.results.total.count).toBe(8);
  });

  it("keeps the search in the session from the form, checkboxes and lists included", async () => {
    const jar = new CookieJar();
    const posted = (await run(() =>
      searchRoute.action(
        app.args(
          formRequest("/judgments/search", { state_id: String(TEXAS), litigation: "litigated", debtor_real_estate: "on", sort: "newest" }),
        ),
      ),
    )) as Response;
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/judgments?state=TX&litigation=litigated&debtor_real_estate=1");
    jar.take(posted);
    // The kept search is shown at its URL.
    const kept = (await run(() => browse.loader(app.args(getRequest("/judgments", jar))))) as Response;
    expect(kept.headers.get("location")).toBe(posted.headers.get("location"));
    const page = unwrap(await browse.loader(app.args(getRequest(kept.headers.get("location")!, jar))));
    expect(page.data.form.source).toBe("query");
    expect(page.data.results.rows.map((r: { id: number }) => r.id)).toEqual([ids.litigated]);
    expect(page.data.form.values).toMatchObject({ litigation: "litigated", debtor_real_estate: "1" });
  });

  it("parses, writes and restores every new field the same way", () => {
    const search: JudgmentSearch = {
      courtType: "federal",
      debtType: "consumer",
      litigation: "default",
      debtorType: "business",
      debtorRealEstate: true,
      debtorEmployed: true,
      debtorBankAccount: true,
      debtorVehicles: true,
      nearDeadline: true,
    };
    const params = searchToParams(search);
    expect(params.toString()).toBe(
      "court_type=federal&debt_type=consumer&litigation=default&debtor_type=business&debtor_real_estate=1&debtor_employed=1&debtor_bank_account=1&debtor_vehicles=1&near_deadline=1",
    );
    expect(parseJudgmentSearch(Object.fromEntries(params)).search).toEqual(search);
    expect(searchFromStored(search)).toEqual(search);
    // An unticked box (0, off) is no filter.
    expect(parseJudgmentSearch({ debtor_real_estate: "0", near_deadline: "off" })).toEqual({
      search: {},
      errors: null,
      values: { debtor_real_estate: "0", near_deadline: "off" },
    });
  });
});

describe("sorting by the asking price's share of the estimated balance", () => {
  const ohio = { stateId: OHIO };
  const expected = () => {
    const withShare = sortIds.filter((_, i) => i % 5 !== 4);
    const share = (id: number) => {
      const i = sortIds.indexOf(id);
      return 1000 + Math.floor(((i * 7) % 24) / 2) * 250;
    };
    return [...withShare.sort((a, b) => share(a) - share(b) || a - b), ...sortIds.filter((_, i) => i % 5 === 4)];
  };

  it("lowest share first, ties by id, listings without an estimate last", async () => {
    const result = await browseJudgments(app.services.db, ohio, { audience: visitors(), sort: "balance_deal", page: 1, pageSize: 100 });
    expect(result.rows.map((r) => r.id)).toEqual(expected());
    expect(result.rows[0].balanceShareBps).toBe(1000);
    expect(result.rows.at(-1)!.balanceShareBps).toBeNull();
  });

  it("pages by cursor exactly as by number, forward, backward and across the listings without an estimate", async () => {
    const db = app.services.db;
    const options = { audience: visitors(), sort: "balance_deal" as const, pageSize: 7 };
    const pages: number[][] = [];
    for (let p = 1; p <= 5; p++) pages.push((await browseJudgments(db, ohio, { ...options, page: p })).rows.map((r) => r.id));
    expect(pages.flat()).toEqual(expected());

    let current = await browseJudgments(db, ohio, { ...options, page: 1 });
    for (let p = 2; p <= 5; p++) {
      current = await browseJudgments(db, ohio, { ...options, page: p, cursor: { direction: "after", cursor: current.lastCursor! } });
      expect(current.rows.map((r) => r.id)).toEqual(pages[p - 1]);
    }
    // The last page's rows have no estimate: their cursor still seeks.
    expect(current.lastCursor).toMatchObject({ sort: "balance_deal", page: 5, key: 2_147_483_647 });
    expect(current.hasNext).toBe(false);
    const back = await browseJudgments(db, ohio, { ...options, page: 3, cursor: { direction: "before", cursor: current.firstCursor! } });
    expect(back.rows.map((r) => r.id)).toEqual(pages[2]);
    const ahead = await browseJudgments(db, ohio, { ...options, page: 4, cursor: { direction: "after", cursor: back.lastCursor! } });
    expect(ahead.rows.map((r) => r.id)).toEqual(pages[3]);
  });

  it("combines with the fact filters, and the page links carry the cursor", async () => {
    const litigated = expected().filter((id) => sortIds.indexOf(id) % 3 === 0);
    const result = await browseJudgments(
      app.services.db,
      { ...ohio, litigation: "litigated" },
      { ...{ audience: visitors() }, sort: "balance_deal", page: 1 },
    );
    expect(result.rows.map((r) => r.id)).toEqual(litigated);

    const first = unwrap(await browse.loader(app.args(getRequest(`/judgments?state_id=${OHIO}&sort=balance_deal`)))).data;
    expect(first.sortOptions.find((o: { value: string }) => o.value === "balance_deal").label).toBe(
      "Best deal: share of estimated balance",
    );
    expect(first.results.nextUrl).toMatch(/^\/judgments\?state=OH&sort=balance_deal&page=2&after=/);
    const second = unwrap(await browse.loader(app.args(getRequest(first.results.nextUrl)))).data;
    expect(second.results.rows.map((r: { id: number }) => r.id)).toEqual(expected().slice(25));
  });
});

describe("what a row shows", () => {
  it("the facts worth a word, the deadline flag and the share of the estimated balance", async () => {
    const result = await browseJudgments(app.services.db, { stateId: TEXAS }, { audience: visitors(), sort: "newest", page: 1 });
    const row = (id: number) => result.rows.find((r) => r.id === id)!;
    expect(row(ids.litigated)).toMatchObject({
      highlights: ["Litigated", "Debtor owns real estate", "Business debtor"],
      deadline: null,
      balanceShareBps: null,
    });
    expect(row(ids.defaultHouse).highlights).toEqual(["Debtor owns real estate", "Bank account known", "Debtor has vehicles"]);
    expect(row(ids.litigatedNoHouse).highlights).toEqual(["Litigated", "Debtor employed", "Debtor had an attorney"]);
    expect(row(ids.plain).highlights).toEqual([]);
    expect(row(ids.pastDeadline).deadline).toBe("past");
    expect(row(ids.todayDeadline).deadline).toBe("near");
    expect(row(ids.nearDeadline).deadline).toBe("near");
    expect(row(ids.farDeadline).deadline).toBeNull();

    const ohio = await browseJudgments(app.services.db, { stateId: OHIO }, { audience: visitors(), sort: "balance_deal", page: 1 });
    const rows = [row(ids.litigated), row(ids.pastDeadline), row(ids.nearDeadline), ohio.rows[0]];
    const html = judgmentTableHtml(rows, "Judgments")
      .toString()
      .replace(/<!-- -->/g, "");
    expect(html).toContain(">Litigated · Debtor owns real estate · Business debtor</p>");
    expect(html).toContain(">Past deadline</span>");
    expect(html).toContain(">Deadline near</span>");
    expect(html).toContain(">10.0% of est. balance</span>");
    expect(html.match(/of est\. balance/g)).toHaveLength(1);
  });

  it("a premium member's list (first look) carries the same filters", async () => {
    const premium: ListAudience = { firstLook: true, now: app.clock.now() };
    const result = await browseJudgments(
      app.services.db,
      { stateId: TEXAS, debtorRealEstate: true },
      { audience: premium, sort: "balance_deal", page: 1 },
    );
    expect(result.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(sorted(ids.litigated, ids.defaultHouse));
  });

  it("the generated fact_flags follow the facts on every write", async () => {
    const id = await listing(app, sellerId, { title: "Facts change", stateId: OHIO, countyId: 39049, status: "new" });
    const flags = async () => {
      const [row] = await app.services.db.select({ f: judgments.factFlags }).from(judgments).where(eqId(id));
      return row.f;
    };
    expect(await flags()).toBe(0);
    await app.services.db.update(judgments).set({ litigation: "litigated", debtorRealEstate: true }).where(eqId(id));
    expect(await flags()).toBe(8 | 1024);
    await app.services.db.update(judgments).set({ debtorRealEstate: null }).where(eqId(id));
    expect(await flags()).toBe(8);
  });
});

const eqId = (id: number) => eq(judgments.id, id);
