// The seller's sworn statements (issue 30 items 3 and 4, docs/decisions/0046): required before a
// listing is submitted, by the wizard's page and by the API; recorded with their version, time and
// address; the payments received changing the balance the judgment page shows; a bad ledger refused
// by the field; nobody but the seller reading their draft's ledger.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { findJudgmentPageRecord } from "~/server/queries/judgment-detail";
import { findStatements, statementsRecordOf } from "~/server/queries/statements";
import * as progressApi from "~/routes/api/listing-wizard/progress";
import * as submitApi from "~/routes/api/listing-wizard/submit";
import * as judgmentApi from "~/routes/api/judgments/judgment";
import * as judgmentPage from "~/routes/judgments/detail";
import * as judgmentStep from "~/routes/listing-wizard/judgment";
import * as pricingStep from "~/routes/listing-wizard/pricing";
import * as privacyStep from "~/routes/listing-wizard/privacy";
import * as review from "~/routes/listing-wizard/review";
import * as save from "~/routes/listing-wizard/save";
import * as statementsStep from "~/routes/listing-wizard/statements";
import { CURRENT_STATEMENTS_VERSION, statementMessages, statementTexts } from "~/domain/sworn-statements";
import { factFieldNames } from "~/domain/collectability-facts";
import { judgments, sellerStatements } from "~/server/db/schema";
import { updateListing } from "~/server/listings/edit";
import { loadPendingPage } from "~/server/admin/pending-page";
import {
  CookieJar,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  unwrap,
  type RouteFunction,
  type TestApp,
} from "../support/app";
import { listingEditFields, member } from "../support/factories";
import { statementsFields, statementsForm, statementsJson } from "../support/statements";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await app?.close();
});
// Today is 11/28/2026 (US Eastern) for the ledger's "not in the future" and the balance.
const NOW = new Date("2026-11-28T17:00:00Z");
beforeEach(() => app.clock.set(NOW));

const SELLER_IP = "203.0.113.77";
const judgmentFields = {
  title: "Unpaid invoices — Fresno HVAC contractor",
  description: "",
  state_id: "6",
  county_id: "6019",
  casenum: "2023-CV-555",
  courthouse: "",
  date_awarded: "2023-09-14",
};
const pricingFields = { amount: "10,000", price: "2,000", buy_now: "", fee_agree: "on" };

async function post(mod: { action: RouteFunction }, path: string, fields: Record<string, string | string[]>, jar: CookieJar) {
  const result = await run(() => mod.action(app.args(formRequest(path, fields, jar), {}, SELLER_IP)));
  if (result instanceof Response) jar.take(result);
  return result;
}
async function get(mod: { loader: RouteFunction }, path: string, jar: CookieJar) {
  const result = await run(() => mod.loader(app.args(getRequest(path, jar), {}, SELLER_IP)));
  if (result instanceof Response) jar.take(result);
  return result;
}
const location = (result: unknown) => (result instanceof Response ? result.headers.get("location") : null);
const api = (mod: { action: RouteFunction }, path: string, body: unknown, jar: CookieJar) =>
  run(() => mod.action(app.args(jsonRequest(path, body, jar), {}, SELLER_IP))) as Promise<Response>;

/** A member's draft through the privacy step: the next step is the statements. */
async function upToStatements(jar: CookieJar) {
  expect(location(await post(judgmentStep, "/sell/judgment", judgmentFields, jar))).toBe("/sell/pricing");
  expect(location(await post(pricingStep, "/sell/pricing", pricingFields, jar))).toBe("/sell/privacy");
  expect(location(await post(privacyStep, "/sell/privacy", { privacy: "public" }, jar))).toBe("/sell/statements");
}

const statementsOf = (judgmentId: number) =>
  app.services.db.select().from(sellerStatements).where(eq(sellerStatements.judgmentId, judgmentId)).orderBy(desc(sellerStatements.id));

describe("the wizard's statements step", () => {
  it("comes after privacy; the review and the submit are closed until every statement is made", async () => {
    const seller = await member(app);
    await upToStatements(seller.jar);
    // The review is not reachable, and the page shows the current wording.
    expect(location(await get(review, "/sell/review", seller.jar))).toBe("/sell/statements");
    const page = (await get(statementsStep, "/sell/statements", seller.jar)) as any;
    expect(page.version).toBe(CURRENT_STATEMENTS_VERSION);
    expect(page.texts).toEqual(statementTexts());
    expect(page.values.payments).toEqual([]);
    // A submit that skips the step is sent back to it.
    expect(location(await post(save, "/sell/save", {}, seller.jar))).toBe("/sell/statements?check=1");
    expect(await app.services.db.select().from(judgments).where(eq(judgments.sellerId, seller.userId))).toHaveLength(0);

    // Nothing checked: each box says so, and whom they are.
    const none = unwrap(await post(statementsStep, "/sell/statements", { version: "1", intent: "save" }, seller.jar));
    expect(none.status).toBe(422);
    expect(none.data.errors).toEqual({
      stmt_owner: [statementMessages.unchecked],
      stmt_not_assigned: [statementMessages.unchecked],
      stmt_not_satisfied: [statementMessages.unchecked],
      stmt_payments_listed: [statementMessages.unchecked],
      role: [statementMessages.role],
    });
    // One box left out.
    const { stmt_not_satisfied: _left, ...three } = statementsFields;
    expect(unwrap(await post(statementsStep, "/sell/statements", three, seller.jar)).data.errors).toEqual({
      stmt_not_satisfied: [statementMessages.unchecked],
    });
    // Wording read under an older version: read them again.
    expect(unwrap(await post(statementsStep, "/sell/statements", { ...statementsFields, version: "0" }, seller.jar)).data.errors).toEqual({
      statements: [statementMessages.stale],
    });

    expect(
      location(await post(statementsStep, "/sell/statements", statementsForm([{ date: "2024-09-14", amount: "1,000" }]), seller.jar)),
    ).toBe("/sell/review");
    const submitted = await post(save, "/sell/save", {}, seller.jar);
    const id = Number(location(submitted)!.match(/\/sell\/documents\/(\d+)$/)![1]);
    const [row] = await statementsOf(id);
    expect(row).toMatchObject({
      sellerId: seller.userId,
      version: CURRENT_STATEMENTS_VERSION,
      role: "creditor",
      payments: [{ on: "2024-09-14", amountCents: 100_000 }],
      clientIp: SELLER_IP,
    });
    expect(row!.statedAt.toISOString()).toBe(NOW.toISOString());
  });

  it("adds and removes ledger rows without losing what was typed", async () => {
    const seller = await member(app);
    await upToStatements(seller.jar);
    const added = unwrap(
      await post(
        statementsStep,
        "/sell/statements",
        { ...statementsForm([{ date: "2024-01-05", amount: "250" }]), intent: "add" },
        seller.jar,
      ),
    );
    expect(added.data.values.payments).toEqual([
      { date: "2024-01-05", amount: "250" },
      { date: "", amount: "" },
    ]);
    expect(added.data.values.checked).toEqual({ owner: true, not_assigned: true, not_satisfied: true, payments_listed: true });
    const removed = unwrap(
      await post(
        statementsStep,
        "/sell/statements",
        {
          ...statementsForm([
            { date: "2024-01-05", amount: "250" },
            { date: "2024-02-05", amount: "300" },
          ]),
          intent: "remove:0",
        },
        seller.jar,
      ),
    );
    expect(removed.data.values.payments).toEqual([{ date: "2024-02-05", amount: "300" }]);
    // The draft kept the rows: the page shows them on return.
    expect(((await get(statementsStep, "/sell/statements", seller.jar)) as any).values.payments).toEqual([
      { date: "2024-02-05", amount: "300" },
    ]);
  });

  it("refuses a bad ledger with a message by each field", async () => {
    const seller = await member(app);
    await upToStatements(seller.jar);
    const bad = unwrap(
      await post(
        statementsStep,
        "/sell/statements",
        statementsForm([
          { date: "2026-11-29", amount: "100" }, // tomorrow
          { date: "2023-09-13", amount: "100" }, // the day before entry
          { date: "2024-02-30", amount: "0" }, // no such day; nothing paid
          { date: "2024-03-01", amount: "ten" },
        ]),
        seller.jar,
      ),
    );
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({
      "payments.0.date": ["The date cannot be in the future."],
      "payments.1.date": ["The date cannot be before the judgment was entered (09/14/2023)."],
      "payments.2.date": ["Enter the date the payment was received."],
      "payments.2.amount": ["The amount must be more than $0."],
      "payments.3.amount": ["Enter the amount received, in dollars."],
    });
    const over = unwrap(
      await post(
        statementsStep,
        "/sell/statements",
        statementsForm([
          { date: "2024-01-01", amount: "6,000" },
          { date: "2025-01-01", amount: "4,000.01" },
        ]),
        seller.jar,
      ),
    );
    expect(over.data.errors).toEqual({
      payments: [
        "The payments add up to $10,000.01, more than the amount awarded ($10,000). A judgment paid in full is satisfied and cannot be listed.",
      ],
    });
    // Exactly the amount awarded is allowed (interest may still be owed).
    expect(
      location(
        await post(
          statementsStep,
          "/sell/statements",
          statementsForm([
            { date: "2024-01-01", amount: "6,000" },
            { date: "2025-01-01", amount: "4,000" },
          ]),
          seller.jar,
        ),
      ),
    ).toBe("/sell/review");
  });
});

describe("the API", () => {
  const listing = { ...judgmentFields, ...pricingFields, fee_agree: true, privacy: "public" };

  it("POST /api/judgments/sell refuses a draft without statements (422 by field), a stale version or a bad ledger, and records good ones", async () => {
    const seller = await member(app);
    const without = await api(submitApi, "/api/judgments/sell", listing, seller.jar);
    expect(without.status).toBe(422);
    expect((await without.json()).errors).toMatchObject({ stmt_owner: [statementMessages.unchecked], role: [statementMessages.role] });

    const stale = await api(submitApi, "/api/judgments/sell", { statements: { ...statementsJson(), version: 0 } }, seller.jar);
    expect(stale.status).toBe(422);
    expect((await stale.json()).errors).toEqual({ statements: [statementMessages.stale] });

    const notObject = await api(submitApi, "/api/judgments/sell", { statements: "yes" }, seller.jar);
    expect(notObject.status).toBe(422);
    expect((await notObject.json()).errors.statements).toHaveLength(1);

    const future = await api(
      submitApi,
      "/api/judgments/sell",
      { statements: statementsJson([{ date: "2027-01-01", amount: "5" }]) },
      seller.jar,
    );
    expect(future.status).toBe(422);
    expect((await future.json()).errors).toEqual({ "payments.0.date": ["The date cannot be in the future."] });
    expect(await app.services.db.select().from(judgments).where(eq(judgments.sellerId, seller.userId))).toHaveLength(0);

    const created = await api(
      submitApi,
      "/api/judgments/sell",
      { statements: { ...statementsJson([{ date: "2024-09-14", amount: "1000.00" }]), role: "assignee" } },
      seller.jar,
    );
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const [row] = await statementsOf(id);
    expect(row).toMatchObject({
      version: CURRENT_STATEMENTS_VERSION,
      role: "assignee",
      clientIp: SELLER_IP,
      payments: [{ on: "2024-09-14", amountCents: 100_000 }],
    });
    expect(row!.statedAt.toISOString()).toBe(NOW.toISOString());
  });

  it("nobody else reads a seller's draft ledger: another member and a visitor get their own (empty) drafts", async () => {
    const seller = await member(app);
    const saved = await api(
      progressApi,
      "/api/judgments/sell/progress",
      { ...listing, statements: statementsJson([{ date: "2024-09-14", amount: "777.00" }]) },
      seller.jar,
    );
    expect(saved.status).toBe(200);
    expect((await saved.json()).statements.payments).toEqual([{ date: "2024-09-14", amount: "777.00" }]);

    const stranger = await member(app);
    const theirs = (await run(() => progressApi.loader(app.args(getRequest("/api/judgments/sell/progress", stranger.jar))))) as Response;
    expect(await theirs.json()).toEqual({});
    const visitor = (await run(() =>
      progressApi.loader(app.args(getRequest("/api/judgments/sell/progress", new CookieJar()))),
    )) as Response;
    expect(await visitor.json()).toEqual({});
    // The stranger's statements page is their own, blank (and closed until their own steps are done).
    expect(location(await get(statementsStep, "/sell/statements", stranger.jar))).toBe("/sell/judgment");
    await upToStatements(stranger.jar);
    expect(((await get(statementsStep, "/sell/statements", stranger.jar)) as any).values.payments).toEqual([]);
  });
});

describe("payments received and the balance", () => {
  it("deducts the ledger from the judgment page's balance and the stored balance, and shows the statements to a buyer", async () => {
    const seller = await member(app);
    const created = await api(
      submitApi,
      "/api/judgments/sell",
      {
        ...judgmentFields,
        ...pricingFields,
        fee_agree: true,
        privacy: "public",
        statements: statementsJson([{ date: "2024-09-14", amount: "1,000" }]),
      },
      seller.jar,
    );
    expect(created.status).toBe(201);
    const { id } = await created.json();
    // The administrators' review card deducts the payment too (same figure as below).
    const admin = await member(app, { role: "admin", verified: true });
    const queue = await loadPendingPage(getRequest("/admin/judgments/pending", admin.jar), app.services);
    expect(queue.listings.find((l) => l.id === id)?.value.balance).toMatchObject({ kind: "estimate", balanceCents: 1_220_822 });
    // Live for a month (past the premium members' first look).
    await app.services.db
      .update(judgments)
      .set({ status: "active", listedAt: new Date(NOW.getTime() - 30 * 86_400_000) })
      .where(eq(judgments.id, id));

    // California 10% simple on $10,000 entered 09/14/2023:
    // 09/14/2023 → 09/14/2024 = 366 days: $1,002.739726. The $1,000 paid 09/14/2024 is all interest;
    // $2.739726 of interest stays owing on the $10,000 principal.
    // 09/14/2024 → 11/28/2026 = 365 + 365 + 75 = 805 days: $10,000 × 10% × 805 / 365 = $2,205.479452.
    // Interest $3,208.219178 → $3,208.22; balance $10,000 + $3,208.22 − $1,000 = $12,208.22.
    const buyer = await member(app, { prefix: "buyer" });
    const page = (await run(() => judgmentPage.loader(app.args(getRequest(`/judgments/${id}`, buyer.jar), { id: String(id) })))) as any;
    const balance = page.value.balance;
    expect(balance).toMatchObject({ kind: "estimate", interestCents: 320_822, paidCents: 100_000, balanceCents: 1_220_822 });
    expect(balance.payments).toEqual([
      { on: "2024-09-14", amountCents: 100_000, toInterestCents: 100_000, toPrincipalCents: 0, balanceAfterCents: 1_000_274 },
    ]);
    expect(balance.periods.map((p: any) => [p.from, p.to])).toEqual([
      ["2023-09-14", "2024-09-14"],
      ["2024-09-14", "2026-11-28"],
    ]);
    // The judgment page reads them with the listing (one JSON column): the same record as their own read.
    const found = await findJudgmentPageRecord(app.services.db, id, app.services.clock.now(), null);
    for (const withAddress of [false, true])
      expect(statementsRecordOf(found!.latestStatements, { withAddress })).toEqual(
        await findStatements(app.services.db, id, { withAddress }),
      );
    expect(found!.latestStatements?.statedAt).toBeInstanceOf(Date);
    // The statements, in the words of their version; the address is for administrators only.
    expect(page.statements).toMatchObject({
      version: CURRENT_STATEMENTS_VERSION,
      role: "creditor",
      texts: statementTexts(CURRENT_STATEMENTS_VERSION),
      payments: [{ on: "2024-09-14", amountCents: 100_000 }],
      statedAt: NOW.toISOString(),
      clientIp: null,
    });
    // The JSON API gives the same balance (it read the stored inputs, the payments included).
    const apiAnswer = (await run(() =>
      judgmentApi.loader(app.args(getRequest(`/api/judgments/${id}`, buyer.jar), { id: String(id) })),
    )) as Response;
    expect(apiAnswer.status).toBe(200);
    expect((await apiAnswer.json()).value.balance).toMatchObject({ available: true, estimated_balance: 1_220_822 });
    // Browse's stored balance took the payment too.
    const [row] = await app.services.db.select({ balance: judgments.estimatedBalanceCents }).from(judgments).where(eq(judgments.id, id));
    expect(row!.balance).toBe(1_220_822);

    // The sworn ledger is never cut by an edit: a date awarded after the payment, or an amount
    // below the payments, is refused by its field; the listing keeps its figures.
    const edits: [Record<string, string>, string][] = [
      [{ date_awarded: "2024-10-01" }, "date_awarded"],
      [{ amount: "900", price: "500" }, "amount"],
    ];
    for (const [change, field] of edits) {
      const body = listingEditFields({
        ...Object.fromEntries(factFieldNames.map((name) => [name, ""])),
        ...judgmentFields,
        amount: "10000",
        price: "2000",
        ...change,
      });
      const refused = await updateListing(app.services, { judgmentId: id, userId: seller.userId, body });
      expect(refused, JSON.stringify(change)).toMatchObject({ ok: false, errors: { [field]: [expect.stringContaining("payment")] } });
    }
    const [kept] = await app.services.db.select({ balance: judgments.estimatedBalanceCents }).from(judgments).where(eq(judgments.id, id));
    expect(kept!.balance).toBe(1_220_822);
  });

  it("a listing from before statements shows none, and its balance deducts nothing", async () => {
    const seller = await member(app);
    const created = await api(
      submitApi,
      "/api/judgments/sell",
      { ...judgmentFields, ...pricingFields, fee_agree: true, privacy: "public", statements: statementsJson() },
      seller.jar,
    );
    const { id } = await created.json();
    // As an old row: no statements at all.
    await app.services.db.delete(sellerStatements).where(eq(sellerStatements.judgmentId, id));
    const page = (await run(() => judgmentPage.loader(app.args(getRequest(`/judgments/${id}`, seller.jar), { id: String(id) })))) as any;
    expect(page.statements).toBeNull();
    expect(page.value.balance).toMatchObject({ paidCents: 0, payments: [] });
    // 09/14/2023 → 11/28/2026 = 366 + 365 + 365 + 75 = 1,171 days: $10,000 × 10% × 1,171 / 365 = $3,208.219178.
    expect(page.value.balance.balanceCents).toBe(1_320_822);
  });
});
