// Saved searches and their alerts (docs/decisions/0028-saved-searches.md): saving from the browse
// search (validation, the limit, visitors sent to sign in), the matching of one listing against
// every saved search in one statement (each criterion matching and not, never one's own listing),
// the first look (a premium member told on day 1, others when the listing becomes visible to
// them), alerts sent once per match even with two runs at once, never for a listing no longer
// active or a member who switched the topic off, the daily digest, the unsubscribe link, and
// /searches only for the owner.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { FIRST_LOOK_DAYS } from "~/domain/membership";
import { alertFrequencies as domainFrequencies, lastDigestCutoff, MAX_SAVED_SEARCHES } from "~/domain/saved-searches";
import type { JudgmentSearch } from "~/domain/search";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as searchesRoute from "~/routes/searches/index";
import * as newRoute from "~/routes/searches/new";
import * as unsubscribeRoute from "~/routes/searches/unsubscribe";
import { alertFrequencies, emailOptOuts, judgments, outbox, savedSearchMatches, savedSearches, users } from "~/server/db/schema";
import { insertSavedSearch, listSearchesWithDueMatches } from "~/server/queries/saved-searches";
import {
  matchNewListing,
  runSavedSearchJobs,
  sendDailyDigests,
  sendInstantAlerts,
  sweepApprovedListings,
} from "~/server/saved-searches/jobs";
import { createTestApp, formRequest, getRequest, jsonRequest, run, unwrap, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";

let app: TestApp;
let seller: Member, basic: Member, premium: Member, admin: Member;
const DAY = 86_400_000;
let tokenSeq = 0;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(new Date("2026-03-10T15:00:00Z"));
  seller = await member(app, { prefix: "ssseller" });
  basic = await member(app, { prefix: "ssbasic" });
  premium = await member(app, { prefix: "sspremium", values: { isPremium: true, premiumUntil: new Date("2027-01-01T00:00:00Z") } });
  admin = await member(app, { prefix: "ssadmin", role: "admin" });
});
afterAll(async () => {
  await app?.close();
});

async function save(who: Member, search: JudgmentSearch, alerts: "instant" | "daily" | "off" = "instant", name = "A search") {
  const id = await insertSavedSearch(app.services.db, {
    userId: who.userId,
    name,
    alerts,
    search,
    token: `tok${++tokenSeq}`.padEnd(43, "x"),
    now: app.clock.now(),
    max: 1000,
  });
  if (id === "too_many") throw new Error("too many");
  return id;
}

/** A listing that just went live (listed now, by the services' clock). */
function liveListing(values: Parameters<typeof listing>[2] = {}) {
  const now = app.clock.now();
  return listing(app, seller.userId, { listedAt: now, approvedAt: now, ...values });
}

async function matchedSearchIds(judgmentId: number): Promise<number[]> {
  const rows = await app.services.db
    .select({ id: savedSearchMatches.savedSearchId })
    .from(savedSearchMatches)
    .where(eq(savedSearchMatches.judgmentId, judgmentId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function mailTo(who: Member) {
  return app.services.db.select({ subject: outbox.subject, text: outbox.bodyText }).from(outbox).where(eq(outbox.toAddress, who.email));
}

async function clearSearches() {
  await app.services.db.delete(savedSearches);
  await app.services.db.delete(outbox);
}

describe("saving a search", () => {
  beforeEach(clearSearches);

  it("saves the browse search with a name and alert frequency, and sends a visitor to sign in", async () => {
    const saved = (await run(() =>
      newRoute.action(
        app.args(
          formRequest(
            "/searches/new",
            { search_name: "Fresno over $10k", alerts: "daily", name: "roofing", state_id: "6", county_id: "6019", judgment_min: "10000" },
            basic.jar,
          ),
        ),
      ),
    )) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/searches");
    const [row] = await app.services.db.select().from(savedSearches).where(eq(savedSearches.userId, basic.userId));
    expect(row).toMatchObject({
      name: "Fresno over $10k",
      keywords: "roofing",
      alerts: "daily",
      stateId: 6,
      countyId: 6019,
      judgmentMinCents: 1_000_000,
      priceMinCents: null,
    });
    expect(row.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const visitor = (await run(() => newRoute.loader(app.args(getRequest("/searches/new?state_id=6"))))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent("/searches/new?state_id=6")}`);

    const page = unwrap(await newRoute.loader(app.args(getRequest("/searches/new?state_id=6&price_max=5000", basic.jar)))).data;
    expect(page.criteria).toEqual(["In California", "Asking price at most $5,000"]);
    expect(page.used).toBe(1);
  });

  it("shows each problem next to its field, and refuses the search after the 25th", async () => {
    const refused = unwrap(
      await newRoute.action(app.args(formRequest("/searches/new", { search_name: "  ", alerts: "weekly", state_id: "6" }, basic.jar))),
    );
    expect(refused.status).toBe(422);
    expect(refused.data.errors.name).toEqual(["Please give the search a name."]);
    expect(refused.data.errors.alerts).toEqual(["Choose how often we e-mail you."]);

    for (let n = 0; n < MAX_SAVED_SEARCHES; n++) {
      const ok = (await run(() =>
        newRoute.action(app.args(formRequest("/searches/new", { search_name: `S${n}`, alerts: "off" }, basic.jar))),
      )) as Response;
      expect(ok.status).toBe(302);
    }
    const tooMany = unwrap(
      await newRoute.action(app.args(formRequest("/searches/new", { search_name: "One more", alerts: "off" }, basic.jar))),
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.data.errors._[0]).toContain(`at most ${MAX_SAVED_SEARCHES}`);
  });

  it("keeps the alert frequencies of the table and the domain equal", () => {
    expect([...alertFrequencies]).toEqual([...domainFrequencies]);
  });
});

describe("matching a listing against every saved search", () => {
  beforeEach(clearSearches);

  it("applies each criterion (matching and not), case-insensitively and literally, never to one's own listing", async () => {
    const now = app.clock.now();
    const today = "2026-03-10"; // US Eastern, 10:00 am
    const id = await liveListing({
      title: "Roofing contractor judgment at 100%",
      description: "Default judgment after service by publication.",
      stateId: 6,
      countyId: 6019,
      priceCents: 400_000,
      amountCents: 2_000_000,
      dateAwarded: "2023-06-14",
    });
    const cases: [JudgmentSearch, boolean][] = [
      [{}, true],
      [{ name: "ROOFING" }, true],
      [{ name: "publication" }, true],
      [{ name: "plumbing" }, false],
      [{ name: "0%" }, true],
      [{ name: "1_0" }, false],
      [{ stateId: 6 }, true],
      [{ stateId: 48 }, false],
      [{ stateId: 6, countyId: 6019 }, true],
      [{ stateId: 6, countyId: 6001 }, false],
      [{ priceMinCents: 400_000 }, true],
      [{ priceMinCents: 400_001 }, false],
      [{ priceMaxCents: 400_000 }, true],
      [{ priceMaxCents: 399_999 }, false],
      [{ judgmentMinCents: 2_000_000 }, true],
      [{ judgmentMinCents: 2_000_001 }, false],
      [{ judgmentMaxCents: 2_000_000 }, true],
      [{ judgmentMaxCents: 1_999_999 }, false],
      [{ judgmentDateStart: "2023-06-14" }, true],
      [{ judgmentDateStart: "2023-06-15" }, false],
      [{ judgmentDateEnd: "2023-06-14" }, true],
      [{ judgmentDateEnd: "2023-06-13" }, false],
      [{ listingDateStart: today }, true],
      [{ listingDateStart: "2026-03-11" }, false],
      [{ listingDateEnd: today }, true],
      [{ listingDateEnd: "2026-03-09" }, false],
      [{ name: "roofing", stateId: 6, priceMaxCents: 500_000, judgmentMinCents: 1_000_000 }, true],
      [{ name: "roofing", stateId: 6, priceMaxCents: 300_000, judgmentMinCents: 1_000_000 }, false],
    ];
    const expected: number[] = [];
    for (const [search, matches] of cases) {
      const searchId = await save(basic, search);
      if (matches) expected.push(searchId);
    }
    await save(seller, {}); // the seller's own search never matches their listing

    expect(await matchNewListing(app.services, id)).toBe(expected.length);
    expect(await matchedSearchIds(id)).toEqual(expected.sort((a, b) => a - b));
    // Matching again records nothing new.
    expect(await matchNewListing(app.services, id)).toBe(0);
    expect(now).toEqual(app.clock.now());
  });

  it("applies the collectability-fact and near-deadline criteria as browse does (issue 17)", async () => {
    // Today is 2026-03-10 (US Eastern): a deadline up to 2027-09-10 is near, one already passed too.
    const id = await liveListing({
      courtType: "state",
      debtType: "commercial",
      litigation: "litigated",
      debtorType: "business",
      debtorRealEstate: true,
      debtorEmployed: false,
      debtorBankAccount: true,
      enforceDeadlineOn: "2027-09-10",
    });
    const noDeadline = await liveListing({ litigation: "default" });
    const cases: [JudgmentSearch, boolean, boolean][] = [
      // search, matches `id`, matches `noDeadline`
      [{ litigation: "litigated" }, true, false],
      [{ litigation: "default" }, false, true],
      [{ debtorRealEstate: true }, true, false],
      [{ debtorRealEstate: true, litigation: "litigated" }, true, false],
      [{ debtorEmployed: true }, false, false],
      [{ debtorBankAccount: true, debtorRealEstate: true }, true, false],
      [{ debtorVehicles: true }, false, false],
      [{ courtType: "state" }, true, false],
      [{ courtType: "federal" }, false, false],
      [{ debtType: "commercial" }, true, false],
      [{ debtType: "consumer" }, false, false],
      [{ debtorType: "business" }, true, false],
      [{ debtorType: "individual" }, false, false],
      [{ nearDeadline: true }, true, false],
      [{ nearDeadline: true, stateId: 6, litigation: "litigated" }, true, false],
      [{ nearDeadline: true, stateId: 48 }, false, false],
    ];
    const expected: number[] = [];
    const expectedOther: number[] = [];
    for (const [search, matches, matchesOther] of cases) {
      const searchId = await save(basic, search);
      if (matches) expected.push(searchId);
      if (matchesOther) expectedOther.push(searchId);
    }
    expect(await matchNewListing(app.services, id)).toBe(expected.length);
    expect(await matchedSearchIds(id)).toEqual(expected.sort((a, b) => a - b));
    expect(await matchNewListing(app.services, noDeadline)).toBe(expectedOther.length);
    expect(await matchedSearchIds(noDeadline)).toEqual(expectedOther.sort((a, b) => a - b));

    // A day past the cutoff is not near (the deadline is compared with today's cutoff when matching).
    const later = await liveListing({ enforceDeadlineOn: "2027-09-11" });
    const near = await save(basic, { nearDeadline: true });
    await matchNewListing(app.services, later);
    expect(await matchedSearchIds(later)).not.toContain(near);
  });

  it("reads the new criteria back and describes them in words", async () => {
    const search: JudgmentSearch = { litigation: "litigated", debtorRealEstate: true, debtType: "consumer", nearDeadline: true };
    await save(basic, search, "off", "Litigated with a house");
    const [row] = await app.services.db.select().from(savedSearches).where(eq(savedSearches.userId, basic.userId));
    expect(row).toMatchObject({
      litigation: "litigated",
      debtorRealEstate: true,
      debtorEmployed: false,
      nearDeadline: true,
      factMask: 8 | 128 | 1024,
    });
    const page = unwrap(await searchesRoute.loader(app.args(getRequest("/searches", basic.jar)))).data;
    const shown = page.searches.find((s: { name: string }) => s.name === "Litigated with a house");
    expect(shown.criteria).toEqual([
      "Litigated",
      "Consumer debt",
      "Debtor owns real estate",
      "Enforceability deadline within 18 months or past",
    ]);
    expect(shown.resultsUrl).toBe("/judgments?debt_type=consumer&litigation=litigated&debtor_real_estate=1&near_deadline=1");
  });

  it("runs ONE statement per listing, however many searches there are", async () => {
    for (let n = 0; n < 30; n++) await save(n % 2 ? basic : premium, { priceMinCents: n * 1000 });
    const id = await liveListing();
    const calls: string[] = [];
    const db = new Proxy(app.services.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (
          typeof value === "function" &&
          ["execute", "select", "selectDistinct", "insert", "update", "delete", "transaction"].includes(String(property))
        ) {
          return (...args: unknown[]) => {
            calls.push(String(property));
            return value.apply(target, args);
          };
        }
        return value;
      },
    });
    expect(await matchNewListing({ db, clock: app.clock }, id)).toBe(30);
    expect(calls).toEqual(["execute"]);
  });

  it("does not match a listing that is not active", async () => {
    await save(basic, {});
    const hidden = await liveListing({ status: "hidden" });
    expect(await matchNewListing(app.services, hidden)).toBe(0);
  });

  it("matches on approval through the sweep, visible at once to premium members and administrators and at the first look's end to others", async () => {
    const basicSearch = await save(basic, { name: "sweep-me" });
    const premiumSearch = await save(premium, { name: "sweep-me" });
    const adminSearch = await save(admin, { name: "sweep-me" });
    const id = await listing(app, seller.userId, { status: "new", listedAt: null, title: "Sweep-me judgment" });
    const approved = (await run(() =>
      approveRoute.action(app.args(jsonRequest("/admin/judgments/approve", { judgment_id: id }, admin.jar))),
    )) as Response;
    expect(approved.status).toBe(200);
    // No queue in tests: the sweep finds the listing approved since its last run.
    await sweepApprovedListings(app.services);
    const rows = await app.services.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.judgmentId, id));
    const visible = Object.fromEntries(rows.map((r) => [r.savedSearchId, r.visibleAt.getTime()]));
    const now = app.clock.now().getTime();
    expect(visible[premiumSearch]).toBe(now);
    expect(visible[adminSearch]).toBe(now);
    expect(visible[basicSearch]).toBe(now + FIRST_LOOK_DAYS * DAY);
  });
});

describe("alerts", () => {
  beforeEach(clearSearches);

  it("tells a premium member on day 1 and a basic member when the listing becomes visible to them, once each", async () => {
    const start = app.clock.now();
    try {
      await save(basic, { name: "first-look" });
      await save(premium, { name: "first-look" });
      const id = await liveListing({ title: "First-look judgment" });
      await matchNewListing(app.services, id);

      expect(await sendInstantAlerts(app.services)).toBe(1);
      expect(await mailTo(premium)).toHaveLength(1);
      expect(await mailTo(basic)).toHaveLength(0);

      app.clock.set(new Date(start.getTime() + (FIRST_LOOK_DAYS - 1) * DAY));
      expect(await sendInstantAlerts(app.services)).toBe(0);
      expect(await mailTo(basic)).toHaveLength(0);

      app.clock.set(new Date(start.getTime() + FIRST_LOOK_DAYS * DAY + 60_000));
      expect(await sendInstantAlerts(app.services)).toBe(1);
      const [mail] = await mailTo(basic);
      expect(mail.subject).toContain("1 new listing matches");
      expect(mail.text).toContain("First-look judgment");
      expect(mail.text).toContain(`/judgments/${id}`);
      expect(mail.text).toMatch(/\/searches\/unsubscribe\?token=tok\d+x+/);
      expect(mail.text).toContain("/notifications");

      expect(await sendInstantAlerts(app.services)).toBe(0);
      expect(await mailTo(premium)).toHaveLength(1);
      expect(await mailTo(basic)).toHaveLength(1);
    } finally {
      app.clock.set(start);
    }
  });

  it("decides who may see a listing when alerting: a membership that ended since the match waits for the first look's end", async () => {
    const start = app.clock.now();
    const lapsing = await member(app, {
      prefix: "sslapsing",
      values: { isPremium: true, premiumUntil: new Date(start.getTime() + 3_600_000) },
    });
    try {
      await save(lapsing, { name: "lapsing-look" });
      const id = await liveListing({ title: "Lapsing-look judgment" });
      await matchNewListing(app.services, id);
      // A day later the membership has ended: the listing is still in its first look for them.
      app.clock.set(new Date(start.getTime() + DAY));
      expect(await sendInstantAlerts(app.services)).toBe(0);
      expect(await mailTo(lapsing)).toHaveLength(0);
      app.clock.set(new Date(start.getTime() + FIRST_LOOK_DAYS * DAY + 60_000));
      expect(await sendInstantAlerts(app.services)).toBe(1);
    } finally {
      app.clock.set(start);
    }
  });

  it("does not keep listing a deleted member's searches as due (they would crowd out everyone else)", async () => {
    const leaving = await member(app, { prefix: "ssleaving", values: { isPremium: true, premiumUntil: null } });
    const searchId = await save(leaving, { name: "leaving" });
    const id = await liveListing({ title: "Leaving judgment" });
    await matchNewListing(app.services, id);
    await app.services.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.userId));
    expect(await listSearchesWithDueMatches(app.services.db, "instant", app.clock.now(), 500)).not.toContain(searchId);
  });

  it("sends one e-mail per match even when two runs go at once", async () => {
    await save(premium, { name: "twice" });
    const ids = [await liveListing({ title: "Twice judgment one" }), await liveListing({ title: "Twice judgment two" })];
    for (const id of ids) await matchNewListing(app.services, id);
    const results = await Promise.all([sendInstantAlerts(app.services), sendInstantAlerts(app.services), runSavedSearchJobs(app.services)]);
    const sent = results[0] + results[1] + (results[2] as { instant: number }).instant;
    expect(sent).toBe(1);
    const mails = await mailTo(premium);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("2 new listings match");
    const rows = await app.services.db.select().from(savedSearchMatches).where(inArray(savedSearchMatches.judgmentId, ids));
    expect(rows.every((r) => r.notifiedAt !== null)).toBe(true);
  });

  it("never alerts about a listing no longer active, nor a member who switched the topic off", async () => {
    await save(premium, { name: "gone" });
    const gone = await liveListing({ title: "Gone judgment" });
    await matchNewListing(app.services, gone);
    await app.services.db.update(judgments).set({ status: "offer_accepted" }).where(eq(judgments.id, gone));
    expect(await sendInstantAlerts(app.services)).toBe(0);
    expect(await mailTo(premium)).toHaveLength(0);

    const other = await member(app, { prefix: "ssoptout", values: { isPremium: true, premiumUntil: null } });
    await app.services.db.insert(emailOptOuts).values({ userId: other.userId, topic: "saved_searches" });
    await save(other, { name: "quiet" });
    const id = await liveListing({ title: "Quiet judgment" });
    await matchNewListing(app.services, id);
    expect(await sendInstantAlerts(app.services)).toBe(0);
    expect(await mailTo(other)).toHaveLength(0);
    // Claimed all the same: switching the topic on later does not send old matches.
    const [row] = await app.services.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.judgmentId, id));
    expect(row.notifiedAt).not.toBeNull();
  });

  it("sends a daily search's matches once a day from 8 am Eastern, as one digest per member", async () => {
    const start = app.clock.now();
    try {
      // 03/10 12:00 Eastern (EDT from 03/08): the searches are saved, a visible listing matches both.
      app.clock.set(new Date("2026-03-10T16:00:00Z"));
      await save(basic, { name: "digest" }, "daily", "Daily one");
      await save(basic, { stateId: 6 }, "daily", "Daily two");
      await save(basic, { name: "nothing-matches-this" }, "daily", "Daily three");
      const id = await liveListing({ title: "Digest judgment", listedAt: new Date("2026-03-01T15:00:00Z") });
      await matchNewListing(app.services, id);
      expect(await sendInstantAlerts(app.services)).toBe(0);

      app.clock.set(new Date("2026-03-11T11:59:00Z")); // 7:59 am Eastern
      expect(lastDigestCutoff(app.clock.now()).toISOString()).toBe("2026-03-10T12:00:00.000Z");
      expect(await sendDailyDigests(app.services)).toBe(0);

      app.clock.set(new Date("2026-03-11T12:05:00Z")); // 8:05 am Eastern
      expect(await Promise.all([sendDailyDigests(app.services), sendDailyDigests(app.services)])).toSatisfy(
        (counts: number[]) => counts[0] + counts[1] === 1,
      );
      const mails = await mailTo(basic);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toContain("daily digest");
      expect(mails[0].text).toContain('"Daily one"');
      expect(mails[0].text).toContain('"Daily two"');
      expect(mails[0].text).not.toContain("Daily three");
      expect(mails[0].text.match(/\/searches\/unsubscribe\?token=/g)).toHaveLength(2);

      app.clock.set(new Date("2026-03-11T20:00:00Z"));
      expect(await sendDailyDigests(app.services)).toBe(0);
    } finally {
      app.clock.set(start);
    }
  });
});

describe("the unsubscribe link", () => {
  beforeEach(clearSearches);

  it("shows a confirm button, then switches that search's alerts off; unknown links are 404", async () => {
    const id = await save(premium, { name: "unsub" }, "instant", "Unsub search");
    const [{ token }] = await app.services.db
      .select({ token: savedSearches.unsubscribeToken })
      .from(savedSearches)
      .where(eq(savedSearches.id, id));
    const shown = unwrap(await unsubscribeRoute.loader(app.args(getRequest(`/searches/unsubscribe?token=${token}`))));
    expect(shown.status).toBe(200);
    expect(shown.data.search).toEqual({ name: "Unsub search", alertsOff: false });

    const done = unwrap(await unsubscribeRoute.action(app.args(formRequest(`/searches/unsubscribe`, { token }))));
    expect(done.data.done).toBe(true);
    const [row] = await app.services.db.select({ alerts: savedSearches.alerts }).from(savedSearches).where(eq(savedSearches.id, id));
    expect(row.alerts).toBe("off");

    const listingId = await liveListing({ title: "Unsub judgment" });
    await matchNewListing(app.services, listingId);
    expect(await sendInstantAlerts(app.services)).toBe(0);

    expect(unwrap(await unsubscribeRoute.loader(app.args(getRequest("/searches/unsubscribe?token=nope")))).status).toBe(404);
    expect(unwrap(await unsubscribeRoute.action(app.args(formRequest("/searches/unsubscribe", { token: "x".repeat(43) })))).status).toBe(
      404,
    );
  });
});

describe("/searches", () => {
  beforeEach(clearSearches);

  it("lists the member's searches in words with their new matches, and marks them seen", async () => {
    const id = await save(premium, { stateId: 6, priceMaxCents: 500_000 }, "instant", "California cheap");
    await save(basic, {}, "instant", "Someone else's");
    app.clock.set(new Date(app.clock.now().getTime() + 1000));
    const listingId = await liveListing({ title: "Listed judgment" });
    await matchNewListing(app.services, listingId);

    const first = unwrap(await searchesRoute.loader(app.args(getRequest("/searches", premium.jar)))).data;
    expect(first.searches).toHaveLength(1);
    expect(first.searches[0]).toMatchObject({
      id,
      name: "California cheap",
      alerts: "instant",
      criteria: ["In California", "Asking price at most $5,000"],
      // Saved searches open by their URL.
      resultsUrl: "/judgments?state=CA&price_max=5000",
      newCount: 1,
    });
    expect(first.searches[0].matches).toEqual([expect.objectContaining({ id: listingId, title: "Listed judgment", isNew: true })]);

    app.clock.set(new Date(app.clock.now().getTime() + 1000));
    const second = unwrap(await searchesRoute.loader(app.args(getRequest("/searches", premium.jar)))).data;
    expect(second.searches[0].newCount).toBe(0);
    expect(second.searches[0].matches[0].isNew).toBe(false);

    const visitor = (await run(() => searchesRoute.loader(app.args(getRequest("/searches"))))) as Response;
    expect(visitor.status).toBe(302);
  });

  it("lets the owner change the alerts, rename and delete; someone else's search is a 404", async () => {
    const id = await save(premium, {}, "instant", "Mine");
    const act = (fields: Record<string, string>, who: Member) =>
      run(() => searchesRoute.action(app.args(formRequest("/searches", { search_id: String(id), ...fields }, who.jar))));

    const attempts: Record<string, string>[] = [
      { intent: "alerts", alerts: "off" },
      { intent: "rename", name: "Theirs" },
      { intent: "delete" },
    ];
    for (const fields of attempts) {
      const answer = (await act(fields, basic)) as Response;
      expect(answer.status).toBe(404);
    }
    expect(((await act({ intent: "alerts", alerts: "daily" }, premium)) as Response).status).toBe(302);
    const refused = unwrap(await act({ intent: "rename", name: "" }, premium));
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({ searchId: id, intent: "rename", errors: { name: ["Please give the search a name."] } });
    expect(((await act({ intent: "rename", name: "Renamed" }, premium)) as Response).status).toBe(302);
    const [row] = await app.services.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row).toMatchObject({ name: "Renamed", alerts: "daily" });
    expect(((await act({ intent: "delete" }, premium)) as Response).status).toBe(302);
    expect(await app.services.db.select().from(savedSearches).where(eq(savedSearches.id, id))).toHaveLength(0);
  });
});
