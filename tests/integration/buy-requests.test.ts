// Standing buy requests (docs/decisions/0054), on PGlite and PostgreSQL: posting, editing and
// withdrawing one (every bad input refused beside its field, someone else's a 404); matching through
// the saved searches' one condition (each criterion, never one's own listing, never a saved
// search's alerts); expiry; what sellers see (a count of investors and a share range on the pricing
// step, My Listing and /selling, with no identity); the invitation (one e-mail through the outbox,
// once per request and listing, at most 20 a seller a day; a listing not the seller's, or a request
// not live, a 404).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buyRequestInvitations, outbox, rateLimits as rateLimitCounters, savedSearchMatches, savedSearches } from "~/server/db/schema";
import * as listRoute from "~/routes/buy-requests/index";
import * as newRoute from "~/routes/buy-requests/new";
import * as editRoute from "~/routes/buy-requests/edit";
import * as detailRoute from "~/routes/judgments/detail";
import * as sellingRoute from "~/routes/selling-dashboard/index";
import * as searchesRoute from "~/routes/searches/index";
import * as judgmentStep from "~/routes/listing-wizard/judgment";
import * as pricingStep from "~/routes/listing-wizard/pricing";
import { insertBuyRequest, listingBuyRequests } from "~/server/queries/buy-requests";
import { matchListingToSavedSearches } from "~/server/queries/saved-search-matching";
import { createTestApp, formRequest, getRequest, run, toastOf, unwrap, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";

let app: TestApp;
let seller: Member, investor: Member, other: Member, stranger: Member;
const NOW = new Date("2026-03-10T15:00:00Z");

beforeAll(async () => {
  app = await createTestApp();
  seller = await member(app, { prefix: "brseller" });
  investor = await member(app, { prefix: "brinvestor", name: "Ivy Investor" });
  other = await member(app, { prefix: "brother", name: "Otto Other" });
  stranger = await member(app, { prefix: "brstranger" });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  app.clock.set(NOW);
  await app.services.db.delete(buyRequestInvitations);
  await app.services.db.delete(savedSearches);
  await app.services.db.delete(outbox);
  await app.services.db.delete(rateLimitCounters);
});

// California (6), Fresno County; entered 06/14/2023 (2.7 years before NOW); $20,000; facts not stated.
const fields = { state_ids: ["6", "48"], age_max: "5", judgment_min: "10000", share_min: "8", share_max: "12", expires_on: "2026-06-01" };

async function post(who: Member, body: Record<string, string | string[]>) {
  return (await run(() => newRoute.action(app.args(formRequest("/buy-requests/new", body, who.jar))))) as Response;
}

async function postRequest(who: Member, body: Record<string, string | string[]> = fields): Promise<number> {
  const response = await post(who, body);
  expect(response.status).toBe(302);
  const [row] = await app.services.db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(eq(savedSearches.userId, who.userId))
    .orderBy(savedSearches.id);
  const rows = await app.services.db.select({ id: savedSearches.id }).from(savedSearches).where(eq(savedSearches.userId, who.userId));
  return Math.max(row.id, ...rows.map((r) => r.id));
}

async function ownerPage(judgmentId: number, who: Member = seller) {
  return (await run(() =>
    detailRoute.loader(app.args(getRequest(`/judgments/${judgmentId}`, who.jar), { id: String(judgmentId) })),
  )) as Awaited<ReturnType<typeof detailRoute.loader>>;
}

async function invite(judgmentId: number, buyRequestId: number | string, who: Member = seller) {
  return (await run(() =>
    detailRoute.action(
      app.args(formRequest(`/judgments/${judgmentId}`, { intent: "invite_investor", buy_request_id: String(buyRequestId) }, who.jar), {
        id: String(judgmentId),
      }),
    ),
  )) as Response;
}

describe("the investor's buy requests", () => {
  it("posts one as a saved search of kind buy_request that never alerts", async () => {
    const response = await post(investor, fields);
    expect(response.headers.get("location")).toBe("/buy-requests");
    expect((await toastOf(app, response))?.description).toMatch(/buy request is live/);
    const [row] = await app.services.db.select().from(savedSearches).where(eq(savedSearches.userId, investor.userId));
    expect(row).toMatchObject({
      kind: "buy_request",
      alerts: "off",
      stateIds: [6, 48],
      stateId: null,
      ageMinYears: null,
      ageMaxYears: 5,
      judgmentMinCents: 1_000_000,
      shareMinBps: 800,
      shareMaxBps: 1200,
      withdrawnAt: null,
      name: "CA, TX at 8–12%",
    });
    // The end of its last day, US Eastern.
    expect(row.expiresAt?.toISOString()).toBe("2026-06-02T03:59:59.000Z");
    // Not among the saved searches.
    const searches = unwrap(await searchesRoute.loader(app.args(getRequest("/searches", investor.jar)))).data;
    expect(searches.searches).toEqual([]);
    const page = unwrap(await listRoute.loader(app.args(getRequest("/buy-requests", investor.jar)))).data;
    expect(page.requests).toHaveLength(1);
    expect(page.requests[0]).toMatchObject({ status: "live", shares: "8–12%", expiresOn: "06/01/2026" });
    expect(page.requests[0].criteria).toEqual([
      "In California, Texas",
      "Entered less than 5 years ago",
      "Judgment amount at least $10,000",
    ]);
  });

  it("refuses bad input beside its fields and saves nothing; a double submit saves one", async () => {
    const bads: Record<string, string | string[]>[] = [
      { share_min: "15", share_max: "12" },
      { share_min: "-1" },
      { share_max: "1000000" },
      { expires_on: "2026-03-09" },
      { expires_on: "2027-06-01" },
      { state_ids: ["6", "123456"] },
      { age_min: "9", age_max: "3" },
    ];
    for (const bad of bads) {
      const result = unwrap(
        await run(() => newRoute.action(app.args(formRequest("/buy-requests/new", { ...fields, ...bad }, investor.jar)))),
      );
      expect(result.status).toBe(422);
      expect(Object.keys(result.data.errors).length).toBeGreaterThan(0);
    }
    expect(await app.services.db.select().from(savedSearches)).toHaveLength(0);
    await post(investor, fields);
    await post(investor, fields);
    expect(await app.services.db.select().from(savedSearches)).toHaveLength(1);
    // Another request of the same states, shares and day, differing in its amounts and age, is a second one.
    await post(investor, { ...fields, judgment_min: "50000", age_max: "20" });
    expect(await app.services.db.select().from(savedSearches)).toHaveLength(2);
  });

  it("edits and withdraws only one's own; anyone else's is a 404", async () => {
    const id = await postRequest(investor);
    const theirs = await run(() => editRoute.loader(app.args(getRequest(`/buy-requests/${id}/edit`, other.jar), { id: String(id) })));
    expect((theirs as Response).status).toBe(404);
    const forged = await run(() =>
      editRoute.action(app.args(formRequest(`/buy-requests/${id}/edit`, { ...fields, share_max: "30" }, other.jar), { id: String(id) })),
    );
    expect((forged as Response).status).toBe(404);
    const junk = await run(() => editRoute.loader(app.args(getRequest(`/buy-requests/abc/edit`, investor.jar), { id: "abc" })));
    expect((junk as Response).status).toBe(404);

    const form = unwrap(await editRoute.loader(app.args(getRequest(`/buy-requests/${id}/edit`, investor.jar), { id: String(id) }))).data;
    expect(form.values).toMatchObject({ state_ids: ["6", "48"], age_max: "5", share_min: "8", share_max: "12", expires_on: "2026-06-01" });
    const saved = (await run(() =>
      editRoute.action(app.args(formRequest(`/buy-requests/${id}/edit`, { ...fields, share_max: "15" }, investor.jar), { id: String(id) })),
    )) as Response;
    expect(saved.status).toBe(302);
    const [row] = await app.services.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row.shareMaxBps).toBe(1500);

    const withdrawByOther = await run(() =>
      listRoute.action(app.args(formRequest("/buy-requests", { intent: "withdraw", buy_request_id: String(id) }, other.jar))),
    );
    expect((withdrawByOther as Response).status).toBe(404);
    const withdrawn = (await run(() =>
      listRoute.action(app.args(formRequest("/buy-requests", { intent: "withdraw", buy_request_id: String(id) }, investor.jar))),
    )) as Response;
    expect(withdrawn.status).toBe(302);
    const [after] = await app.services.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(after.withdrawnAt).not.toBeNull();
    // A withdrawn request is not edited again.
    const edit = await run(() => editRoute.loader(app.args(getRequest(`/buy-requests/${id}/edit`, investor.jar), { id: String(id) })));
    expect((edit as Response).status).toBe(404);
  });
});

describe("matching, through the saved searches' one condition", () => {
  it("applies each criterion, never one's own listing, and records no alert matches", async () => {
    const id = await postRequest(investor, { ...fields, litigation: "litigated", debtor_employed: "1" });
    const meets = await listing(app, seller.userId, { litigation: "litigated", debtorEmployed: true });
    const plain = await listing(app, seller.userId);
    const texas = await listing(app, seller.userId, { stateId: 48, countyId: 48201, litigation: "litigated", debtorEmployed: true });
    const florida = await listing(app, seller.userId, { stateId: 12, countyId: 12086, litigation: "litigated", debtorEmployed: true });
    const old = await listing(app, seller.userId, { dateAwarded: "2020-01-01", litigation: "litigated", debtorEmployed: true });
    const small = await listing(app, seller.userId, { amountCents: 500_000, litigation: "litigated", debtorEmployed: true });
    const own = await listing(app, investor.userId, { litigation: "litigated", debtorEmployed: true });
    const ids = async (judgmentId: number) => (await listingBuyRequests(app.services.db, judgmentId, NOW)).map((m) => m.buyRequestId);
    expect(await ids(meets)).toEqual([id]);
    expect(await ids(texas)).toEqual([id]);
    for (const judgmentId of [plain, florida, old, small, own]) expect(await ids(judgmentId)).toEqual([]);
    // The alerts' recording of matches is for saved searches only.
    await matchListingToSavedSearches(app.services.db, meets, NOW, 3);
    expect(await app.services.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.judgmentId, meets))).toEqual([]);
  });

  it("stops matching once expired or withdrawn, and counts ages as of each day", async () => {
    const id = await postRequest(investor, { ...fields, age_min: "3", age_max: "5" });
    const judgmentId = await listing(app, seller.userId, { dateAwarded: "2023-03-12" });
    expect(await listingBuyRequests(app.services.db, judgmentId, NOW)).toEqual([]);
    // Three years since entry on 03/12/2026.
    const later = new Date("2026-03-12T15:00:00Z");
    expect((await listingBuyRequests(app.services.db, judgmentId, later)).map((m) => m.buyRequestId)).toEqual([id]);
    expect(await listingBuyRequests(app.services.db, judgmentId, new Date("2026-06-02T04:00:00Z"))).toEqual([]);
    await app.services.db.update(savedSearches).set({ withdrawnAt: NOW }).where(eq(savedSearches.id, id));
    expect(await listingBuyRequests(app.services.db, judgmentId, later)).toEqual([]);
  });
});

describe("what sellers see", () => {
  it("counts investors and spans their shares on My Listing and /selling, naming no one", async () => {
    await postRequest(investor, { ...fields, share_min: "5", share_max: "7" });
    await postRequest(investor, { ...fields, share_min: "8", share_max: "12", expires_on: "2026-07-01" });
    await postRequest(other, { ...fields, share_min: "10", share_max: "15" });
    const judgmentId = await listing(app, seller.userId);
    const page = await ownerPage(judgmentId);
    expect(page.buyers?.line?.sentence).toBe("2 investors are buying judgments like this at 5–15% of the balance.");
    expect(page.buyers?.requests.map((r) => `${r.handle} ${r.shares} ${r.expiresOn}`)).toEqual([
      "Investor A 5–7% 06/01/2026",
      "Investor A 8–12% 07/01/2026",
      "Investor B 10–15% 06/01/2026",
    ]);
    // What the shares come to on the listing's estimated balance.
    for (const r of page.buyers!.requests) expect(r.amounts).toMatch(/^\$[\d,.]+–\$[\d,.]+$/);
    const buyers = JSON.stringify(page.buyers);
    for (const who of [investor, other]) {
      for (const secret of [who.email, who.name, who.handle]) expect(buyers).not.toContain(secret);
      expect(buyers).not.toContain(`"userId"`);
    }
    // A buyer's page carries none of it.
    expect((await ownerPage(judgmentId, stranger)).buyers).toBeNull();

    const selling = unwrap(await sellingRoute.loader(app.args(getRequest("/selling", seller.jar)))).data;
    const row = selling.active.find((r: { id: number }) => r.id === judgmentId);
    expect(row.buying).toEqual({ investors: 2, sentence: "2 investors are buying judgments like this at 5–15% of the balance." });
    expect(JSON.stringify(selling)).not.toContain(investor.email);
  });

  it("shows the line on the pricing step from the draft's typed facts", async () => {
    await postRequest(investor);
    const jar = seller.jar;
    const judgmentFields = {
      title: "Unpaid invoices — Fresno HVAC contractor",
      description: "",
      state_id: "6",
      county_id: "6019",
      casenum: "2023-CV-555",
      courthouse: "",
      date_awarded: "2023-09-14",
    };
    const step = (await run(() => judgmentStep.action(app.args(formRequest("/sell/judgment", judgmentFields, jar))))) as Response;
    expect(step.headers.get("location")).toBe("/sell/pricing");
    const compare = async (amount: string) =>
      unwrap(
        await pricingStep.action(app.args(formRequest("/sell/pricing", { intent: "compare", amount, price: "2,000", buy_now: "" }, jar))),
      ).data.buying;
    expect(await compare("20,000")).toEqual({
      investors: 1,
      sentence: "1 investor is buying judgments like this at 8–12% of the balance.",
    });
    // Below the request's amount: no investor.
    expect(await compare("5,000")).toBe("none");
    // The investor's own draft never meets their own request.
    const own = await run(() => judgmentStep.action(app.args(formRequest("/sell/judgment", judgmentFields, investor.jar))));
    expect((own as Response).status).toBe(302);
    const theirs = unwrap(
      await pricingStep.action(
        app.args(formRequest("/sell/pricing", { intent: "compare", amount: "20,000", price: "2,000", buy_now: "" }, investor.jar)),
      ),
    ).data.buying;
    expect(theirs).toBe("none");
  });
});

describe("inviting an investor", () => {
  it("e-mails the investor the listing once per request and listing, and records it", async () => {
    const id = await postRequest(investor);
    const judgmentId = await listing(app, seller.userId);
    const first = await invite(judgmentId, id);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/judgments/${judgmentId}#buyers`);
    expect((await toastOf(app, first))?.description).toMatch(/The investor was invited/);
    const mails = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, investor.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].bodyText).toContain(`/judgments/${judgmentId}`);
    expect(mails[0].bodyText).not.toContain(seller.email);
    const again = await invite(judgmentId, id);
    expect((await toastOf(app, again))?.description).toMatch(/already invited/);
    expect(await app.services.db.select().from(outbox).where(eq(outbox.toAddress, investor.email))).toHaveLength(1);
    expect(await app.services.db.select().from(buyRequestInvitations)).toHaveLength(1);
    const page = await ownerPage(judgmentId);
    expect(page.buyers?.requests[0].invitedOn).toBe("03/10/2026");
    const investorPage = unwrap(await listRoute.loader(app.args(getRequest("/buy-requests", investor.jar)))).data;
    expect(investorPage.requests[0].invitations).toEqual([
      { judgmentId, title: "Unpaid invoice judgment against a Fresno contractor", invitedOn: "03/10/2026", open: true },
    ]);
  });

  it("answers 404 for a listing not the seller's, a forged, withdrawn, expired or non-matching request", async () => {
    const id = await postRequest(investor);
    const mine = await listing(app, seller.userId);
    const strangers = await listing(app, stranger.userId);
    const texasOnly = await postRequest(other, { ...fields, state_ids: ["48"] });
    expect((await invite(mine, id, stranger)).status).toBe(404);
    expect((await invite(strangers, id)).status).toBe(404);
    expect((await invite(mine, "999999")).status).toBe(404);
    expect((await invite(mine, "-1")).status).toBe(404);
    expect((await invite(mine, texasOnly)).status).toBe(404);
    // The investor's own request on their own listing is never a match.
    const investorsListing = await listing(app, investor.userId);
    expect((await invite(investorsListing, id, investor)).status).toBe(404);
    app.clock.set(new Date("2026-06-02T04:00:00Z"));
    expect((await invite(mine, id)).status).toBe(404);
    app.clock.set(NOW);
    await app.services.db.update(savedSearches).set({ withdrawnAt: NOW }).where(eq(savedSearches.id, id));
    expect((await invite(mine, id)).status).toBe(404);
    expect(await app.services.db.select().from(buyRequestInvitations)).toHaveLength(0);
    expect(await app.services.db.select().from(outbox)).toHaveLength(0);
  });

  it("sends at most 20 new invitations a seller a day; one already sent does not count", async () => {
    const judgmentId = await listing(app, seller.userId);
    const requestIds: number[] = [];
    for (const who of [investor, other, stranger]) {
      for (let n = 0; n < 7; n++) {
        const id = await insertBuyRequest(app.services.db, {
          userId: who.userId,
          name: `Request ${n}`,
          criteria: {
            search: {},
            stateIds: [6],
            ageMinYears: null,
            ageMaxYears: null,
            shareMinBps: 500 + n,
            shareMaxBps: 900,
            expiresOn: "2026-06-01",
          },
          expiresAt: new Date("2026-06-02T03:59:59Z"),
          token: `br${who.userId}x${n}`.padEnd(43, "x"),
          now: NOW,
          max: 100,
        });
        requestIds.push(id as number);
      }
    }
    for (const id of requestIds.slice(0, 19)) expect((await toastOf(app, await invite(judgmentId, id)))?.type).toBe("success");
    // Inviting again is not counted: the 20th new one still goes.
    expect((await toastOf(app, await invite(judgmentId, requestIds[0])))?.description).toMatch(/already invited/);
    expect((await toastOf(app, await invite(judgmentId, requestIds[19])))?.description).toMatch(/The investor was invited/);
    expect((await toastOf(app, await invite(judgmentId, requestIds[20])))?.description).toMatch(/at most 20 invitations a day/);
    expect(await app.services.db.select().from(buyRequestInvitations)).toHaveLength(20);
    expect(await app.services.db.select().from(outbox)).toHaveLength(20);
  });

  it("refuses on a listing that is not active", async () => {
    const id = await postRequest(investor);
    const hidden = await listing(app, seller.userId, { status: "hidden" });
    const response = await invite(hidden, id);
    expect(response.status).toBe(302);
    expect((await toastOf(app, response))?.description).toMatch(/only while the listing is active/);
    expect(await app.services.db.select().from(buyRequestInvitations)).toHaveLength(0);
  });
});
