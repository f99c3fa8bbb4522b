// The collectability facts (issue 17) through every way a listing is written: the wizard's
// judgment step (kept in the draft, listed on the review step, stored with the listing), the
// progress and submit API, and the edit page (form and PUT). Bad values answer errors by field;
// each write leaves the listing's stored value columns current. A judgment past its limit is
// approved only with the administrator's tick, which is recorded and holds until a date it rests
// on changes; the review queue shows the facts and the value today.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PendingListingCard } from "~/components/admin/pending-listing-card";
import { factFieldNames } from "~/domain/collectability-facts";
import { LIMIT_REVIEW_LABEL } from "~/domain/limit-review";
import { factMessages } from "~/domain/schemas/collectability-facts";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as pendingRoute from "~/routes/admin/judgments/pending";
import * as progressApi from "~/routes/api/listing-wizard/progress";
import * as submitApi from "~/routes/api/listing-wizard/submit";
import * as detail from "~/routes/judgments/detail";
import * as edit from "~/routes/judgments/edit";
import * as judgmentStep from "~/routes/listing-wizard/judgment";
import * as pricingStep from "~/routes/listing-wizard/pricing";
import * as privacyStep from "~/routes/listing-wizard/privacy";
import * as review from "~/routes/listing-wizard/review";
import * as save from "~/routes/listing-wizard/save";
import {
  BASE,
  CookieJar,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  unwrap,
  type RouteFunction,
  toastOf,
  type TestApp,
} from "../support/app";
import { listing, listingEditFields, member, type Member } from "../support/factories";
import { auditActions, judgmentRow } from "../support/rows";
import * as statementsStep from "~/routes/listing-wizard/statements";
import { statementsFields, statementsJson } from "../support/statements";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: "off" });
  // The figures below are checked by hand as of this day (tests/unit/judgment-value.test.ts).
  app.clock.set(new Date("2026-11-24T17:00:00Z"));
});
afterAll(async () => {
  await app?.close();
});

const args = (request: Request) => app.args(request);

/** A 2019 California consumer judgment of $10,000 (Fresno County). */
const judgmentFields = {
  title: "Unpaid medical-supply invoices, Fresno",
  state_id: "6",
  county_id: "6019",
  casenum: "19CECG00777",
  date_awarded: "2019-03-15",
};
const facts = {
  court_type: "state",
  debt_type: "consumer",
  litigation: "litigated",
  stated_rate_percent: "",
  last_renewed_on: "",
  debtor_type: "individual",
  debtor_real_estate: "yes",
  debtor_employed: "no",
  debtor_bank_account: "",
  debtor_vehicles: "yes",
  debtor_attorney: "yes",
};
const noFacts = Object.fromEntries(factFieldNames.map((name) => [name, ""]));
const pricingFields = { amount: "10000", price: "2000", buy_now: "", fee_agree: "on" };

async function post(mod: { action: RouteFunction }, path: string, fields: Record<string, string>, jar: CookieJar) {
  const result = await run(() => mod.action(args(formRequest(path, fields, jar))));
  if (result instanceof Response) jar.take(result);
  return result;
}
const location = (result: unknown) => (result instanceof Response ? result.headers.get("location") : null);
const draftOf = async (jar: CookieJar) => (await progressApi.loader(args(getRequest("/api/judgments/sell/progress", jar)))).json();
const progress = (body: unknown, jar: CookieJar) =>
  run(() => progressApi.action(args(jsonRequest("/api/judgments/sell/progress", body, jar)))) as Promise<Response>;
const submitJson = (body: unknown, jar: CookieJar) =>
  run(() => submitApi.action(args(jsonRequest("/api/judgments/sell", body, jar)))) as Promise<Response>;

/** A member's wizard filled up to the review, with these judgment-step fields. */
async function fillWizard(seller: Member, judgment: Record<string, string>) {
  expect(location(await post(judgmentStep, "/sell/judgment", judgment, seller.jar))).toBe("/sell/pricing");
  expect(location(await post(pricingStep, "/sell/pricing", pricingFields, seller.jar))).toBe("/sell/privacy");
  expect(location(await post(privacyStep, "/sell/privacy", { privacy: "public" }, seller.jar))).toBe("/sell/statements");
  expect(location(await post(statementsStep, "/sell/statements", statementsFields, seller.jar))).toBe("/sell/review");
}

async function reviewSummary(jar: CookieJar) {
  return ((await run(() => review.loader(args(getRequest("/sell/review", jar))))) as any).summary;
}

describe("the wizard's judgment step", () => {
  it("keeps the facts in the draft, lists each on the review (or 'Not stated'), and stores them with the listing and its value", async () => {
    const seller = await member(app);
    await fillWizard(seller, { ...judgmentFields, ...facts });
    expect(await draftOf(seller.jar)).toMatchObject({
      court_type: "state",
      debt_type: "consumer",
      litigation: "litigated",
      debtor_type: "individual",
      debtor_real_estate: true,
      debtor_employed: false,
      debtor_vehicles: true,
      debtor_attorney: true,
    });
    // Back on the step, the form shows what was chosen.
    const step = (await run(() => judgmentStep.loader(args(getRequest("/sell/judgment", seller.jar))))) as any;
    expect(step.values).toMatchObject({
      debt_type: "consumer",
      debtor_employed: "no",
      debtor_bank_account: "",
      stated_rate_percent: "",
      debtor_attorney: "yes",
    });

    const summary = await reviewSummary(seller.jar);
    expect(Object.fromEntries(summary.facts.map((f: any) => [f.field, f.text]))).toEqual({
      court_type: "State court",
      debt_type: "Consumer",
      litigation: "Litigated",
      stated_rate_percent: "Not stated",
      last_renewed_on: "Not stated",
      debtor_type: "Individual",
      debtor_real_estate: "Yes",
      debtor_employed: "No",
      debtor_bank_account: "Not stated",
      debtor_vehicles: "Yes",
      debtor_attorney: "Yes",
    });
    expect(summary.pastLimitNotice).toBeNull();

    const saved = (await run(() => save.action(args(formRequest("/sell/save", {}, seller.jar))))) as Response;
    const id = Number(location(saved)!.split("/").pop());
    expect(await judgmentRow(app, id)).toMatchObject({
      courtType: "state",
      debtType: "consumer",
      litigation: "litigated",
      statedRatePercent: null,
      lastRenewedOn: null,
      debtorType: "individual",
      debtorRealEstate: true,
      debtorEmployed: false,
      debtorBankAccount: null,
      debtorVehicles: true,
      debtorAttorney: true,
      // $10,000 at California's 10% simple from 03/15/2019 to 11/24/2026: $7,701.37 of interest.
      rulesVersion: 2,
      estimatedBalanceCents: 1_770_137,
      balanceAsOf: "2026-11-24",
      balanceShareBps: 1129, // $2,000 / $17,701.37
      enforceLimitOn: "2029-03-15",
      enforceDeadlineOn: "2029-03-15",
    });
  });

  it("takes a stated rate as '10%', and drops a fact set back to 'Not stated'", async () => {
    const seller = await member(app);
    await post(
      judgmentStep,
      "/sell/judgment",
      { ...judgmentFields, ...facts, stated_rate_percent: "10%", last_renewed_on: "2024-01-10" },
      seller.jar,
    );
    expect(await draftOf(seller.jar)).toMatchObject({ stated_rate_percent: 10, last_renewed_on: "2024-01-10" });
    await post(judgmentStep, "/sell/judgment", { ...judgmentFields, ...noFacts }, seller.jar);
    const draft = await draftOf(seller.jar);
    for (const name of factFieldNames) expect(name in draft).toBe(false);
  });

  it("answers bad values with a message under each field and keeps what was typed", async () => {
    const seller = await member(app);
    const typed = {
      ...judgmentFields,
      ...facts,
      court_type: "county",
      stated_rate_percent: "12.5%%",
      last_renewed_on: "2019-03-01",
      debtor_employed: "sometimes",
    };
    const result = unwrap(await post(judgmentStep, "/sell/judgment", typed, seller.jar));
    expect(result.status).toBe(422);
    expect(result.data.errors).toEqual({
      court_type: [factMessages.court_type],
      stated_rate_percent: [factMessages.rateFormat],
      debtor_employed: [factMessages.yesNo],
      last_renewed_on: [factMessages.renewalBeforeAward],
    });
    expect(result.data.values).toMatchObject({ stated_rate_percent: "12.5%%", debtor_employed: "sometimes" });
    const range = unwrap(await post(judgmentStep, "/sell/judgment", { ...judgmentFields, stated_rate_percent: "101" }, seller.jar));
    expect(range.data.errors).toEqual({ stated_rate_percent: [factMessages.rateRange] });
  });

  it("tells the seller on the review, and once submitted, that a judgment past its limit is reviewed first", async () => {
    const seller = await member(app);
    // California, entered 01/04/2010 with no renewal given: enforceable until 01/04/2020.
    await fillWizard(seller, { ...judgmentFields, date_awarded: "2010-01-04" });
    const summary = await reviewSummary(seller.jar);
    expect(summary.pastLimitNotice).toContain("past the last day it can be enforced or revived (01/04/2020) under California law");
    const saved = (await run(() => save.action(args(formRequest("/sell/save", {}, seller.jar))))) as Response;
    expect((await toastOf(app, saved))?.description).toContain("an administrator reviews its enforceability before it can be listed");
    const id = Number(location(saved)!.split("/").pop());
    expect(await judgmentRow(app, id)).toMatchObject({
      status: "new",
      enforceLimitOn: "2020-01-04",
      estimatedBalanceCents: expect.any(Number),
    });
  });
});

describe("the wizard's JSON API", () => {
  it("saves facts sent as JSON (booleans, a rate with '%'), clears a blank one, and refuses bad ones by field", async () => {
    const jar = new CookieJar();
    const saved = await progress(
      {
        ...judgmentFields,
        debt_type: "medical",
        stated_rate_percent: "9%",
        debtor_employed: true,
        debtor_vehicles: "no",
        debtor_attorney: false,
      },
      jar,
    );
    expect(saved.status).toBe(200);
    jar.take(saved);
    expect(await saved.json()).toMatchObject({
      debt_type: "medical",
      stated_rate_percent: 9,
      debtor_employed: true,
      debtor_vehicles: false,
      debtor_attorney: false,
    });

    const cleared = await progress({ debtor_employed: "", stated_rate_percent: null }, jar);
    const body = await cleared.json();
    expect("debtor_employed" in body || "stated_rate_percent" in body).toBe(false);
    expect(body.debt_type).toBe("medical");

    const bad = await progress(
      { court_type: "tribal", stated_rate_percent: 5.1234, last_renewed_on: "someday", debtor_type: 3, debtor_attorney: "a lawyer" },
      jar,
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({
      court_type: [factMessages.court_type],
      stated_rate_percent: [factMessages.rateDecimals],
      last_renewed_on: [factMessages.renewalDate],
      debtor_type: [factMessages.debtor_type],
      debtor_attorney: [factMessages.yesNo],
    });
    // Checked against the date awarded, whichever of the two is sent.
    const early = await progress({ last_renewed_on: "2018-12-31" }, jar);
    expect(early.status).toBe(422);
    expect((await early.json()).errors).toEqual({ last_renewed_on: [factMessages.renewalBeforeAward] });
    expect((await progress({ last_renewed_on: "2024-01-10" }, jar)).status).toBe(200);
    const moved = await progress({ date_awarded: "2025-01-01" }, jar);
    expect((await moved.json()).errors).toEqual({ last_renewed_on: [factMessages.renewalBeforeAward] });
  });

  it("submits a member's draft with the facts sent along, or refuses a bad one with 422", async () => {
    const seller = await member(app);
    const refused = await submitJson({ ...judgmentFields, ...pricingFields, privacy: "public", litigation: "maybe" }, seller.jar);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ litigation: [factMessages.litigation] });

    const created = await submitJson(
      {
        ...judgmentFields,
        ...pricingFields,
        fee_agree: true,
        privacy: "public",
        statements: statementsJson(),
        court_type: "federal",
        stated_rate_percent: 2.5,
        debtor_bank_account: true,
        debtor_attorney: "yes",
      },
      seller.jar,
    );
    expect(created.status).toBe(201);
    const { id, notice } = await created.json();
    expect(notice).toBeUndefined();
    expect(await judgmentRow(app, id)).toMatchObject({
      courtType: "federal",
      statedRatePercent: 2.5,
      debtorBankAccount: true,
      debtorAttorney: true,
      debtType: null,
      estimatedBalanceCents: expect.any(Number),
      balanceAsOf: "2026-11-24",
    });
  });
});

// ---------------------------------------------------------------------------------------------

/** A complete edit form for a factory listing (Fresno County, California), with overrides. */
const editForm = (overrides: Record<string, string> = {}) => listingEditFields({ ...noFacts, ...overrides });
const editArgs = (id: number, request: Request) => app.args(request, { id: String(id) });
const postEdit = (id: number, fields: Record<string, string>, jar: CookieJar) =>
  run(() => edit.action(editArgs(id, formRequest(`/judgments/${id}/edit`, fields, jar))));
async function putJson(id: number, body: unknown, jar: CookieJar): Promise<Response> {
  const request = new Request(`${BASE}/judgments/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", accept: "application/json", origin: BASE, cookie: jar.header() },
    body: JSON.stringify(body),
  });
  return (await detail.middleware[0](app.args(request, { id: String(id) }), async () => new Response(null, { status: 599 }))) as Response;
}

describe("the edit page", () => {
  it("shows the facts, saves them, and brings the stored value up to date", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, {
      status: "new",
      listedAt: null,
      debtType: "commercial",
      debtorEmployed: true,
      debtorAttorney: false,
    });
    const page = (await run(() => edit.loader(editArgs(id, getRequest(`/judgments/${id}/edit`, seller.jar))))) as any;
    expect(page.values).toMatchObject({
      debt_type: "commercial",
      debtor_employed: "yes",
      debtor_attorney: "no",
      court_type: "",
      stated_rate_percent: "",
    });
    expect((await judgmentRow(app, id)).estimatedBalanceCents).toBeNull();

    const response = (await postEdit(
      id,
      editForm({ ...facts, stated_rate_percent: "10", last_renewed_on: "2025-02-01" }),
      seller.jar,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await judgmentRow(app, id)).toMatchObject({
      status: "new",
      courtType: "state",
      debtType: "consumer",
      litigation: "litigated",
      statedRatePercent: 10,
      lastRenewedOn: "2025-02-01",
      debtorType: "individual",
      debtorRealEstate: true,
      debtorEmployed: false,
      debtorBankAccount: null,
      debtorVehicles: true,
      debtorAttorney: true,
      // $20,000 at the judgment's 10% simple: 06/14/2023 to the renewal on 02/01/2025 (598 days),
      // $3,276.71, added to the principal by the renewal (Cal. Code Civ. Proc. § 683.150); then
      // $23,276.71 to 11/24/2026 (661 days), $4,215.32. $27,492.03 in all.
      estimatedBalanceCents: 2_749_203,
      balanceAsOf: "2026-11-24",
    });
    expect(await auditActions(app, "judgment", id)).toContain("listing.edit");
  });

  it("answers bad values with errors under their fields and saves nothing", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { debtType: "medical" });
    const result = unwrap(
      await postEdit(id, editForm({ debt_type: "gambling", stated_rate_percent: "-3", last_renewed_on: "2020-01-01" }), seller.jar),
    );
    expect(result.status).toBe(422);
    expect(result.data.errors).toEqual({
      debt_type: [factMessages.debt_type],
      stated_rate_percent: [factMessages.rateRange],
      last_renewed_on: [factMessages.renewalBeforeAward],
    });
    expect(result.data.values).toMatchObject({ debt_type: "gambling", stated_rate_percent: "-3" });
    const future = unwrap(await postEdit(id, editForm({ last_renewed_on: "2999-01-01" }), seller.jar));
    expect(future.data.errors).toEqual({ last_renewed_on: [factMessages.renewalFuture] });
    expect(await judgmentRow(app, id)).toMatchObject({ status: "active", debtType: "medical", lastRenewedOn: null });
  });

  it("through PUT in JSON: a fact not sent keeps its value, a blank one clears it, a bad one or a kept one now wrong is a 422", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new", listedAt: null, debtorRealEstate: true, litigation: "default" });
    const { ...withoutFacts } = editForm({ title: "Edited by a script that predates the facts" });
    for (const name of factFieldNames) delete withoutFacts[name];
    expect((await putJson(id, withoutFacts, seller.jar)).status).toBe(200);
    expect(await judgmentRow(app, id)).toMatchObject({ title: withoutFacts.title, debtorRealEstate: true, litigation: "default" });

    expect((await putJson(id, { ...withoutFacts, litigation: "", debtor_vehicles: false, debtor_attorney: true }, seller.jar)).status).toBe(
      200,
    );
    expect(await judgmentRow(app, id)).toMatchObject({
      debtorRealEstate: true,
      litigation: null,
      debtorVehicles: false,
      debtorAttorney: true,
    });
    expect((await putJson(id, { ...withoutFacts, debtor_attorney: "" }, seller.jar)).status).toBe(200);
    expect(await judgmentRow(app, id)).toMatchObject({ debtorVehicles: false, debtorAttorney: null });

    const bad = await putJson(id, { ...withoutFacts, debtor_vehicles: "several" }, seller.jar);
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ debtor_vehicles: [factMessages.yesNo] });

    // The kept last renewal may not end up before a later date awarded sent alone.
    await putJson(id, { ...withoutFacts, last_renewed_on: "2024-02-01" }, seller.jar);
    const later = await putJson(id, { ...withoutFacts, date_awarded: "2025-01-10" }, seller.jar);
    expect(later.status).toBe(422);
    expect((await later.json()).errors).toEqual({ last_renewed_on: [factMessages.renewalBeforeAward] });
    expect(await judgmentRow(app, id)).toMatchObject({ dateAwarded: "2023-06-14", lastRenewedOn: "2024-02-01" });
    expect((await putJson(id, { ...withoutFacts, date_awarded: "2025-01-10", last_renewed_on: "" }, seller.jar)).status).toBe(200);
    expect(await judgmentRow(app, id)).toMatchObject({ dateAwarded: "2025-01-10", lastRenewedOn: null });
  });

  it("sends a live listing whose new dates put it past its limit back to review, and tells the owner why", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const response = (await postEdit(id, editForm({ date_awarded: "2010-01-04" }), seller.jar)) as Response;
    expect(response.status).toBe(302);
    const toast = await toastOf(app, response);
    expect(toast?.description).toContain("went back for review");
    expect(toast?.description).toContain("past the last day it can be enforced or revived (01/04/2020)");
    expect(await judgmentRow(app, id)).toMatchObject({ status: "new", enforceLimitOn: "2020-01-04" });
  });
});

// ---------------------------------------------------------------------------------------------

describe("the administrators' review", () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await member(app, { role: "admin" });
  });
  const approveJson = (body: Record<string, unknown>) =>
    run(() => approveRoute.action(args(jsonRequest("/admin/judgments/approve", body, admin.jar)))) as Promise<Response>;
  const approveForm = (fields: Record<string, string>) =>
    run(() => approveRoute.action(args(formRequest("/admin/judgments/approve", fields, admin.jar)))) as Promise<Response>;
  const pendingPage = async () => (await run(() => pendingRoute.loader(args(getRequest("/admin/judgments/pending", admin.jar))))) as any;
  const cardHtml = (page: any, id: number) =>
    renderToString(
      createElement(
        MemoryRouter,
        null,
        createElement(PendingListingCard, {
          listing: page.listings.find((l: { id: number }) => l.id === id),
          own: false,
          returnTo: "/admin/judgments/pending",
          limits: page.limits,
          nextId: null,
          draft: null,
          approveErrors: page.approveRefusal?.judgmentId === id ? page.approveRefusal.errors : undefined,
        }),
      ),
    );

  it("shows each listing's facts ('Not stated' when empty) and its value today", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, {
      status: "new",
      listedAt: null,
      amountCents: 1_000_000,
      priceCents: 200_000,
      dateAwarded: "2019-03-15",
      debtType: "consumer",
      debtorVehicles: false,
      debtorAttorney: true,
    });
    const page = await pendingPage();
    const card = page.listings.find((l: { id: number }) => l.id === id);
    expect(card.facts.find((f: any) => f.field === "debt_type").text).toBe("Consumer");
    expect(card.facts.find((f: any) => f.field === "debtor_attorney")).toMatchObject({
      label: "Debtor: had an attorney in the case",
      text: "Yes",
    });
    expect(card.facts.find((f: any) => f.field === "court_type").text).toBe("Not stated");
    expect(card.value).toMatchObject({
      balance: { kind: "estimate", balanceCents: 1_770_137, asOf: "2026-11-24" },
      clock: { kind: "clock", status: "ok", enforceableUntil: "2029-03-15", nextAction: { closesOn: "2029-03-15" } },
      pastLimit: false,
    });
    expect(card.needsLimitReview).toBe(false);
    const html = cardHtml(page, id);
    expect(html).toContain("$17,701.37");
    expect(html).toContain("Not stated");
    expect(html).not.toContain(LIMIT_REVIEW_LABEL);
  });

  it("refuses to approve a judgment past its limit without the tick (422 by the checkbox), approves and records it with the tick", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new", listedAt: null, dateAwarded: "2010-01-04" });

    const refused = await approveJson({ judgment_id: id });
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.errors.limit_reviewed[0]).toContain("past its limit (enforceable or revivable until 01/04/2020)");
    expect((await judgmentRow(app, id)).status).toBe("new");

    // Without JavaScript: back to the queue with a toast, and the message under the card's checkbox.
    const form = await approveForm({ judgment_id: String(id), redirect_to: "/admin/judgments/pending" });
    expect(form.status).toBe(302);
    expect((await toastOf(app, form))?.type).toBe("error");
    const page = await pendingPage();
    expect(page.listings.find((l: { id: number }) => l.id === id)).toMatchObject({ needsLimitReview: true, value: { pastLimit: true } });
    const html = cardHtml(page, id);
    expect(html).toContain(LIMIT_REVIEW_LABEL.replace("'", "&#x27;"));
    expect(html).toContain(`limit-reviewed-${id}-errors`);
    expect(html).toContain("Past its limit");
    // Shown once: the next view of the queue has no error left.
    expect((await pendingPage()).approveRefusal).toBeNull();
    expect((await judgmentRow(app, id)).status).toBe("new");

    const approved = await approveForm({ judgment_id: String(id), limit_reviewed: "on", redirect_to: "/admin/judgments/pending" });
    expect((await toastOf(app, approved))?.type).toBe("success");
    const row = await judgmentRow(app, id);
    expect(row).toMatchObject({ status: "active", limitReviewedBy: admin.userId });
    expect(row.limitReviewedAt).toBeInstanceOf(Date);
    expect(await auditActions(app, "judgment", id)).toEqual(expect.arrayContaining(["listing.approve", "listing.limit_review"]));
  });

  it("approves a judgment within its limit without any tick, and records no limit review", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new", listedAt: null });
    expect((await approveJson({ judgment_id: id })).status).toBe(200);
    expect(await judgmentRow(app, id)).toMatchObject({ status: "active", limitReviewedAt: null });
  });

  it("keeps a limit review through an edit that leaves the dates alone, and drops it when a date changes", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new", listedAt: null, dateAwarded: "2010-01-04" });
    expect((await approveJson({ judgment_id: id, limit_reviewed: true })).status).toBe(200);

    // A new title: back to review, the earlier review of the limit still holds.
    await postEdit(id, editForm({ title: "A new title for the old judgment", date_awarded: "2010-01-04" }), seller.jar);
    expect(await judgmentRow(app, id)).toMatchObject({ status: "new", limitReviewedBy: admin.userId });
    const card = (await pendingPage()).listings.find((l: { id: number }) => l.id === id);
    expect(card).toMatchObject({ needsLimitReview: false, limitReview: { byHandle: admin.handle } });
    expect((await approveJson({ judgment_id: id })).status).toBe(200);

    // A new date awarded (still past its limit): the review no longer holds.
    const response = (await postEdit(id, editForm({ date_awarded: "2010-02-01" }), seller.jar)) as Response;
    expect((await toastOf(app, response))?.description).toContain("an administrator reviews its enforceability");
    expect(await judgmentRow(app, id)).toMatchObject({ status: "new", limitReviewedAt: null, limitReviewedBy: null });
    expect((await approveJson({ judgment_id: id })).status).toBe(422);
  });
});
