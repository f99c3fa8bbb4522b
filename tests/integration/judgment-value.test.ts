// What a judgment is worth on its page and in the API (issue 17): the estimated balance today and
// the enforceability clock, computed live for the US Eastern date under the newest rules, matching
// the hand calculations of tests/unit/judgment-value.test.ts; "no figure, and why" where the
// research is low confidence; the collectability facts ("Not stated" when empty); the seller's
// deadline flag on My Listing and /selling; the assignment step's filing rule; and the
// administrators' judgment-rules pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import * as apiJudgment from "~/routes/api/judgments/judgment";
import * as page from "~/routes/judgments/detail";
import * as selling from "~/routes/selling-dashboard/index";
import * as rulesIndex from "~/routes/admin/judgment-rules/index";
import * as rulesDetail from "~/routes/admin/judgment-rules/detail";
import * as adminIndex from "~/routes/admin/index";
import { refreshListingValues } from "~/server/judgment-value/refresh";
import { createTestApp, getRequest, run, type CookieJar, type TestApp } from "../support/app";
import { listing, member, type ListingValues, type Member } from "../support/factories";
import { judgmentRow } from "../support/rows";

let app: TestApp;
let seller: Member;
let buyer: Member;
let admin: Member;

/** Noon Eastern on 11/24/2026: the as-of date of the unit tests' hand calculations. */
const NOV_24 = new Date("2026-11-24T17:00:00Z");

beforeAll(async () => {
  app = await createTestApp();
  seller = await member(app);
  buyer = await member(app, { prefix: "buyer", address: true });
  admin = await member(app, { role: "admin" });
  app.clock.set(NOV_24);
});
afterAll(async () => {
  app?.clock.reset();
  await app?.close();
});

/** California (6, Fresno County): $10,000 of consumer debt entered 03/15/2019, asking $5,000. */
const CALIFORNIA_2019: ListingValues = {
  title: "Consumer judgment against a Fresno borrower",
  stateId: 6,
  countyId: 6019,
  amountCents: 1_000_000,
  priceCents: 500_000,
  dateAwarded: "2019-03-15",
  debtType: "consumer",
};
/** Texas (48, Harris County): $25,000 rendered 05/10/2016 (the 5% floor, compounded annually). */
const TEXAS_2016: ListingValues = {
  title: "Commercial judgment against a Houston contractor",
  stateId: 48,
  countyId: 48201,
  amountCents: 2_500_000,
  priceCents: 1_000_000,
  dateAwarded: "2016-05-10",
};
/** Mississippi (28, Hinds County): the court sets the rate, so without a stated one there is no figure. */
const MISSISSIPPI_2020: ListingValues = {
  title: "Judgment against a Jackson contractor",
  stateId: 28,
  countyId: 28049,
  amountCents: 1_000_000,
  priceCents: 200_000,
  dateAwarded: "2020-01-01",
};
/** Oregon (41, Multnomah County): the interest research is low confidence. */
const OREGON_2020: ListingValues = {
  title: "Judgment against a Portland landlord",
  stateId: 41,
  countyId: 41051,
  amountCents: 1_000_000,
  priceCents: 200_000,
  dateAwarded: "2020-01-01",
};

const openPage = (id: number, jar?: CookieJar) =>
  run(() => page.loader(app.args(getRequest(`/judgments/${id}`, jar), { id: String(id) }))) as Promise<any>;

const openApi = async (id: number, jar?: CookieJar) => {
  const response = (await apiJudgment.loader(
    app.args(getRequest(`/api/judgments/${id}`, jar, { "x-requested-with": "XMLHttpRequest" }), { id: String(id) }),
  )) as Response;
  expect(response.status).toBe(200);
  return (await response.json()) as any;
};

/** The judgment page's HTML as the server renders it, from its loader's data. */
function pageHtml(loaderData: unknown, id: number): string {
  const Stub = createRoutesStub([
    {
      path: "/judgments/:id",
      Component: () => createElement(page.default as any, { loaderData, actionData: undefined, params: { id: String(id) }, matches: [] }),
    },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [`/judgments/${id}`] }))
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'");
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the judgment page: what it's worth today", () => {
  it("California, 2019 consumer $10,000: $17,701.37 as of 11/24/2026, as worked by hand, with its rate period, citation and confidence", async () => {
    const id = await listing(app, seller.userId, CALIFORNIA_2019);
    const data = await openPage(id);
    // 03/15/2019 → 11/24/2026 = 2,811 days; $10,000 × 10% × 2,811 / 365 = $7,701.37.
    expect(data.value).toMatchObject({
      asOf: "2026-11-24",
      rules: { version: 2, published: "2026-11-29" },
      stateName: "California",
      balance: {
        kind: "estimate",
        principalCents: 1_000_000,
        interestCents: 770_137,
        balanceCents: 1_770_137,
        compounding: "simple",
        rateFrom: "state",
        confidence: "high",
      },
      // $5,000 / $17,701.37 = 28.24%.
      shareBps: 2824,
      clock: {
        kind: "clock",
        status: "ok",
        nextAction: { label: "Renew the judgment", opensOn: null, closesOn: "2029-03-15" },
        enforceableUntil: "2029-03-15",
      },
      // The assignment rule travels with the assignment step only (after payment, to its parties).
      assignment: null,
    });
    expect(data.value.balance.periods).toEqual([
      expect.objectContaining({ from: "2019-03-15", to: "2026-11-24", days: 2811, ratePercent: 10, interestCents: 770_137 }),
    ]);
    expect(data.judgment.facts).toMatchObject({ debtType: "consumer", courtType: null, litigation: null });

    const page = text(pageHtml(data, id));
    for (const expected of [
      "What it's worth",
      "Estimated balance today",
      "$17,701.37 (as of 11/24/2026)",
      "Principal (amount awarded) $10,000",
      "Interest to date $7,701.37",
      "Asking price $5,000 28.2% of the balance; 50% of the amount awarded",
      "Simple interest",
      "03/15/2019 – 11/24/2026 2,811 10% $7,701.37",
      "Cal. Code Civ. Proc. § 685.010",
      "High confidence: statute or rule text seen",
      "Estimate, not legal advice: confirm with the court record and counsel licensed in the state.",
      "Based on the records provided, appears enforceable; the next deadline is 03/15/2029.",
      "Next required action Renew the judgment. Any time before 03/15/2029.",
      "Enforceable until (estimated) 03/15/2029",
      "Date of entry 03/15/2019, no renewal or writ since, as the seller stated.",
      "No rate stated in the judgment was given, so the state's default rule applies. No payments are deducted.",
      "Rules version 2, published 11/29/2026.",
      "Rate set by statute (source checked 06/2026).",
      "How these figures are made",
      // The card: the share of the balance beside the share of the judgment.
      "Estimated balance $17,701.37 · 28.2% of the balance",
    ]) {
      expect(page).toContain(expected);
    }
    expect(pageHtml(data, id)).toContain('href="/faq#judgment-value"');
    // A visitor's page carries no deadline flag: this one is more than 18 months away.
    expect(page).not.toContain("Deadline within 18 months");

    // The figure the daily refresh stores for browse is the page's.
    await refreshListingValues(app.services.db, [id], app.clock.now());
    expect(await judgmentRow(app, id)).toMatchObject({
      estimatedBalanceCents: 1_770_137,
      balanceShareBps: 2824,
      balanceAsOf: "2026-11-24",
      rulesVersion: 2,
      enforceDeadlineOn: "2029-03-15",
    });
  });

  it("Texas, 2016: compounded on each anniversary, $41,826.89 with eleven periods", async () => {
    const id = await listing(app, seller.userId, TEXAS_2016);
    const data = await openPage(id);
    // $25,000 × 1.05^10 = $40,722.37 at 05/10/2026; then 198 days at 5% = $1,104.52.
    expect(data.value.balance).toMatchObject({ kind: "estimate", balanceCents: 4_182_689, compounding: "annual" });
    expect(data.value.balance.periods).toHaveLength(11);
    expect(data.value.balance.periods[10]).toMatchObject({ from: "2026-05-10", days: 198, baseCents: 4_072_237, interestCents: 110_452 });
    const page = text(pageHtml(data, id));
    expect(page).toContain("$41,826.89 (as of 11/24/2026)");
    expect(page).toContain("fixed at entry, compounded annually. No rate stated in the judgment was given");
    expect(page).not.toContain("Compounded annually");
    // Each rate source is written once, below the table.
    expect(page.match(/Tex. Fin. Code § 304.003/g)).toHaveLength(1);
    expect(page).toContain("05/10/2026 – 11/24/2026 198 5% $1,104.52");
    // Texas judgments go dormant unless a writ issues: the clock says so, "based on the records provided".
    expect(data.value.clock).toMatchObject({ kind: "clock" });
    expect(page).toContain("Based on the records provided");
  });

  it("Oregon: a low-confidence figure, flagged; Mississippi: no balance, and why; a stated rate gives one", async () => {
    const id = await listing(app, seller.userId, OREGON_2020);
    const data = await openPage(id);
    // 9% (ORS 82.010, research not verified): 2,519 days × 9% on $10,000 = $6,211.23.
    expect(data.value.balance).toMatchObject({ kind: "estimate", confidence: "low", interestCents: 621_123 });
    const oregonPage = text(pageHtml(data, id));
    expect(oregonPage).toContain("Low confidence: part of this figure rests on research or rates not verified");
    expect(oregonPage).toContain("Low confidence: not verified");

    const ms = await listing(app, seller.userId, MISSISSIPPI_2020);
    const msData = await openPage(ms);
    expect(msData.value.balance).toMatchObject({ kind: "unavailable" });
    expect(msData.value.shareBps).toBeNull();
    const html = pageHtml(msData, ms);
    const page = text(html);
    expect(page).toContain("No estimate");
    expect(page).toContain("Mississippi judgments carry the rate the court set");
    expect(html).not.toContain('data-testid="estimated-balance"');
    expect(html).not.toContain('data-testid="judgment-balance-share"');

    // With the rate stated in the judgment (8%), there is a figure: 2,519 days × 8% on $10,000.
    const stated = await listing(app, seller.userId, { ...OREGON_2020, statedRatePercent: 8 });
    const withRate = await openPage(stated);
    expect(withRate.value.balance).toMatchObject({
      kind: "estimate",
      rateFrom: "judgment",
      interestCents: Math.round((1_000_000 * 8 * 2519) / 100 / 365),
    });
  });

  it("turns the day over at midnight Eastern, not UTC", async () => {
    const id = await listing(app, seller.userId, CALIFORNIA_2019);
    try {
      app.clock.set(new Date("2026-11-25T04:59:00Z")); // 11:59 pm on 11/24 in New York
      expect((await openPage(id)).value).toMatchObject({ asOf: "2026-11-24", balance: { balanceCents: 1_770_137 } });
      app.clock.set(new Date("2026-11-25T05:01:00Z")); // 12:01 am on 11/25
      // One more day: $10,000 × 10% / 365 = $2.74.
      expect((await openPage(id)).value).toMatchObject({ asOf: "2026-11-25", balance: { balanceCents: 1_770_411 } });
    } finally {
      app.clock.set(NOV_24);
    }
  });

  it("lists the collectability facts, 'Not stated' where the seller left one empty", async () => {
    const bare = await listing(app, seller.userId, CALIFORNIA_2019);
    const bareText = text(pageHtml(await openPage(bare), bare));
    expect(bareText).toContain("Collectability facts");
    expect(bareText).toContain("Court type Not stated");
    expect(bareText).toContain("Type of debt Consumer");
    expect(bareText).toContain("Date of entry (date awarded) 03/15/2019");
    expect(bareText).toContain("Debtor: owns real estate Not stated");
    expect(bareText).toContain("Debtor: had an attorney in the case Not stated");
    expect(bareText.match(/Not stated/g)).toHaveLength(10);

    const full = await listing(app, seller.userId, {
      ...CALIFORNIA_2019,
      courtType: "state",
      litigation: "litigated",
      statedRatePercent: 10,
      lastRenewedOn: "2024-01-10",
      debtorType: "business",
      debtorRealEstate: true,
      debtorEmployed: false,
      debtorBankAccount: true,
      debtorVehicles: false,
      debtorAttorney: true,
    });
    const fullText = text(pageHtml(await openPage(full), full));
    for (const expected of [
      "Court type State court",
      "Default or litigated Litigated",
      "Interest rate stated in the judgment 10%",
      "Last renewal, revival or writ of execution 01/10/2024",
      "Debtor is Business",
      "Debtor: owns real estate Yes",
      "Debtor: employed No",
      "Debtor: bank account known Yes",
      "Debtor: owns vehicles No",
      "Debtor: had an attorney in the case Yes",
    ]) {
      expect(fullText).toContain(expected);
    }
    expect(fullText).not.toContain("Not stated");
  });
});

describe("GET /api/judgments/{id}", () => {
  it("gives the facts and the value: the balance in cents, the share in basis points, the clock's dates, the rules version", async () => {
    const id = await listing(app, seller.userId, {
      ...CALIFORNIA_2019,
      litigation: "default",
      debtorEmployed: true,
      debtorAttorney: false,
    });
    const body = await openApi(id);
    expect(body.facts).toEqual({
      court_type: null,
      debt_type: "consumer",
      litigation: "default",
      stated_rate_percent: null,
      date_of_entry: "2019-03-15",
      last_renewed_on: null,
      debtor_type: null,
      debtor_real_estate: null,
      debtor_employed: true,
      debtor_bank_account: null,
      debtor_vehicles: null,
      debtor_attorney: false,
    });
    expect(body.value).toMatchObject({
      as_of: "2026-11-24",
      rules_version: 2,
      rules_published: "2026-11-29",
      notice: "Estimate, not legal advice: confirm with the court record and counsel licensed in the state.",
      balance: {
        available: true,
        estimated_balance: 1_770_137,
        principal: 1_000_000,
        interest: 770_137,
        compounding: "simple",
        rate_from: "state",
        confidence: "high",
        periods: [{ from: "2019-03-15", to: "2026-11-24", days: 2811, rate_percent: 10, interest: 770_137, base: 1_000_000 }],
      },
      share_of_balance_bps: 2824,
      clock: {
        available: true,
        status: "ok",
        flagged: false,
        flag_months: 18,
        next_action: { label: "Renew the judgment", opens_on: null, closes_on: "2029-03-15" },
        deadline_on: "2029-03-15",
        enforceable_until: "2029-03-15",
        confidence: "high",
      },
      assignment: {
        filing: "practically_yes",
        form: "Acknowledgment of Assignment of Judgment (form EJ-100)",
        url: "https://www.courts.ca.gov/documents/ej100.pdf",
        confidence: "high",
      },
    });
    expect(body.value.balance.citation).toContain("§ 685.010");
    expect(body.value.clock.citation).toEqual(expect.any(String));
  });

  it("gives the reason instead of a balance where there is none", async () => {
    const body = await openApi(await listing(app, seller.userId, MISSISSIPPI_2020));
    expect(body.value.balance).toMatchObject({ available: false, estimated_balance: null });
    expect(body.value.balance.reason).toMatch(/rate the court set/);
    expect(body.value.share_of_balance_bps).toBeNull();
  });
});

describe("the seller sees the clock", () => {
  /** California, entered 03/01/2017: the 10 years end 03/01/2027, within 18 months of 11/24/2026. */
  const NEAR: ListingValues = { ...CALIFORNIA_2019, title: "Near its renewal", dateAwarded: "2017-03-01" };
  /** California, entered 06/01/2016 and never renewed: past its 10 years on 06/01/2026. */
  const PAST: ListingValues = { ...CALIFORNIA_2019, title: "Past its limit", dateAwarded: "2016-06-01" };

  it("flags My Listing within 18 months of a deadline, with the next action", async () => {
    const id = await listing(app, seller.userId, NEAR);
    const data = await openPage(id, seller.jar);
    expect(data.owner).toBe(true);
    expect(data.value.clock).toMatchObject({ status: "near", deadlineOn: "2027-03-01" });
    const html = pageHtml(data, id);
    expect(html).toContain('data-testid="owner-deadline-flag"');
    const page = text(html);
    expect(page).toContain("Deadline within 18 months Renew the judgment: Any time before 03/01/2027.");
    expect(page).toContain("Based on the records provided, appears enforceable, with a deadline within 18 months: 03/01/2027.");
    // Everyone sees the clock's flag in the section; only the owner gets it at the top of the page.
    const visitorHtml = pageHtml(await openPage(id), id);
    expect(visitorHtml).toContain('data-testid="deadline-flag"');
    expect(visitorHtml).not.toContain('data-testid="owner-deadline-flag"');
  });

  it("flags the listings near or past a deadline on /selling, computed for today, and not the others or the sold ones", async () => {
    const owner = await member(app);
    const near = await listing(app, owner.userId, NEAR);
    const past = await listing(app, owner.userId, PAST);
    const pending = await listing(app, owner.userId, { ...NEAR, title: "Near, waiting for review", status: "new" });
    const far = await listing(app, owner.userId, CALIFORNIA_2019);
    const sold = await listing(app, owner.userId, { ...PAST, title: "Sold already", status: "sold" });
    const data = (await run(() => selling.loader(app.args(getRequest("/selling", owner.jar))))) as any;
    const flagOf = (id: number) => [...data.pending, ...data.active, ...data.closed].find((row: any) => row.id === id).deadline;
    expect(flagOf(near)).toEqual({
      tone: "warning",
      title: "Deadline within 18 months",
      text: "Renew the judgment: Any time before 03/01/2027.",
    });
    expect(flagOf(past)).toEqual({
      tone: "danger",
      title: "Past its enforcement limit",
      text: "Based on the records provided, the last date it could be enforced appears to have been 06/01/2026.",
    });
    expect(flagOf(pending)).toMatchObject({ tone: "warning" });
    expect(flagOf(far)).toBeNull();
    expect(flagOf(sold)).toBeNull();

    const Stub = createRoutesStub([
      { path: "/selling", Component: () => createElement(selling.default as any, { loaderData: data, params: {}, matches: [] }) },
    ]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/selling"] })).replace(/<!-- -->/g, "");
    expect(html.match(/data-testid="deadline-flag"/g)).toHaveLength(3);
    expect(text(html)).toContain("Past its enforcement limit");
    expect(html).toContain(`href="/judgments/${near}#judgment-value"`);
  });
});

describe("the assignment step", () => {
  it("tells the buyer California practically requires filing the EJ-100, linking it; Texas: not established", async () => {
    const ca = await listing(app, seller.userId, { ...CALIFORNIA_2019, status: "assigned", buyerId: buyer.userId });
    const data = await openPage(ca, buyer.jar);
    expect(data.assignment.role).toBe("buyer");
    expect(data.value.assignment).toMatchObject({ filing: "practically_yes", url: "https://www.courts.ca.gov/documents/ej100.pdf" });
    const html = pageHtml(data, ca);
    const page = text(html);
    expect(page).toContain("Filing the assignment with the court in California: Required in practice");
    expect(page).toContain("by filing an Acknowledgment of Assignment of Judgment (form EJ-100) with the court that entered the judgment");
    expect(html).toMatch(
      /<a href="https:\/\/www\.courts\.ca\.gov\/documents\/ej100\.pdf"[^>]*>Cal\. Code Civ\. Proc\. § 673; Civ\. Code § 954<\/a>/,
    );

    const tx = await listing(app, seller.userId, { ...TEXAS_2016, status: "paid", buyerId: buyer.userId });
    const texas = text(pageHtml(await openPage(tx, buyer.jar), tx));
    expect(texas).toContain("Filing the assignment with the court in Texas: Not established");
    // The owner's side of the step says it too.
    expect(text(pageHtml(await openPage(tx, seller.jar), tx))).toContain("Filing the assignment with the court in Texas");
  });
});

describe("/admin/judgment-rules", () => {
  const index = (jar?: CookieJar, query = "") => run(() => rulesIndex.loader(app.args(getRequest(`/admin/judgment-rules${query}`, jar))));
  const detail = (code: string, jar?: CookieJar, query = "") =>
    run(() => rulesDetail.loader(app.args(getRequest(`/admin/judgment-rules/${code}${query}`, jar), { code })));

  it("shows administrators every version and the current table, with confidences, rate rows and the last check", async () => {
    const view = (await index(admin.jar)) as any;
    expect(view.versions).toEqual([
      expect.objectContaining({ version: 2, published: "2026-11-29" }),
      expect.objectContaining({ version: 1, published: "2026-11-24" }),
    ]);
    expect(view.version.version).toBe(2);
    expect(view.rows).toHaveLength(52);
    expect(view.rows.find((r: any) => r.code === "CA")).toMatchObject({
      name: "California",
      interestConfidence: "high",
      lifeConfidence: "high",
      assignmentConfidence: "high",
      life: "expires",
      lifeYears: 10,
      compounding: ["simple"],
      latestChecked: expect.stringMatching(/^\d{4}-\d{2}/),
    });
    expect(view.rows.find((r: any) => r.code === "CA").rateRows).toBeGreaterThan(0);
    expect(view.rows.find((r: any) => r.code === "TX").compounding).toEqual(["annual"]);
    expect(view.rows.find((r: any) => r.code === "OR").interestConfidence).toBe("low");
    expect(view.rows.find((r: any) => r.code === "US")).toMatchObject({ life: null, lifeConfidence: null });
    expect(((await index(admin.jar, "?version=1")) as any).rows).toHaveLength(52);
  });

  it("shows one jurisdiction in full: schedules with rate rows, life, assignment, sources, open questions", async () => {
    const view = (await detail("CA", admin.jar)) as any;
    expect(view.rules).toMatchObject({ code: "CA", name: "California", assignment: { form: expect.stringContaining("EJ-100") } });
    expect(view.rules.interest.schedules[0].rates[0]).toMatchObject({ source: expect.any(String), checked: expect.any(String) });
    expect(view.rules.sources.length).toBeGreaterThan(0);
    expect(((await detail("tx", admin.jar)) as any).rules.name).toBe("Texas");
  });

  it("answers 404 for an unknown code or version, 403 to members, and sends visitors to sign in", async () => {
    for (const [code, query] of [
      ["ZZ", ""],
      ["CAL", ""],
      ["CA", "?version=3"],
      ["CA", "?version=abc"],
    ]) {
      expect(((await detail(code, admin.jar, query)) as Response).status, `${code}${query}`).toBe(404);
    }
    expect(((await index(admin.jar, "?version=9")) as Response).status).toBe(404);
    expect(((await index(seller.jar)) as Response).status).toBe(403);
    expect(((await detail("CA", seller.jar)) as Response).status).toBe(403);
    expect(((await index()) as Response).status).toBe(302);
  });

  it("is on the administrators' overview", async () => {
    const data = (await run(() => adminIndex.loader(app.args(getRequest("/admin", admin.jar))))) as any;
    expect(data).toBeTruthy();
    const { AdminOverviewCards } = await import("~/components/admin/overview");
    const Stub = createRoutesStub([{ path: "/admin", Component: () => createElement(AdminOverviewCards, { queues: data.queues }) }]);
    expect(renderToString(createElement(Stub, { initialEntries: ["/admin"] }))).toContain('href="/admin/judgment-rules"');
  });
});
