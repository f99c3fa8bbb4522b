// The listing fees of an import paid in ONE payment at /sell/fees (docs/decisions/0052): the page
// lists every fee due; one charge pays them, each listing's fee then counts as paid (so it goes to
// review), the ledger has one balanced movement per listing, one invoice; a total changed since
// the page was shown is refused with the new total; 3-D Secure finished after one of the listings
// was paid alone refunds the whole charge, never paying a fee twice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import * as feesPage from "~/routes/listing-import/fees";
import * as importPage from "~/routes/listing-import/index";
import { auditLog, judgments, ledgerEntries, outbox, payments } from "~/server/db/schema";
import { sendListingFeeReminders } from "~/server/listings/fee-reminders";
import { listingFeePaid } from "~/server/queries/listings";
import { BASE, createTestApp, formRequest, getRequest, run, unwrap, type TestApp } from "../support/app";
import { member, paidListingFee, type Member } from "../support/factories";
import { assertLedgerInvariants } from "../support/ledger-invariants";
import { csvOf, importForm, validRow } from "../support/import-files";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => app.clock.set(new Date("2026-11-28T17:00:00Z")));

/** Imports three listings: a $35 fee, a $50 fee (its Buy Now price) and a free one; answers their ids. */
async function imported(seller: Member): Promise<number[]> {
  const rows = [
    validRow(1, { casenum: `F-${seller.userId}-1`, price: "4000" }),
    validRow(2, { casenum: `F-${seller.userId}-2`, buy_now: "5000" }),
    validRow(3, { casenum: `F-${seller.userId}-3` }),
  ];
  const request = new Request(`${BASE}/sell/import`, {
    method: "POST",
    body: importForm({ name: "fees.csv", bytes: csvOf(rows) }, { mode: "all", fee_agree: true }),
    headers: { origin: BASE, cookie: seller.jar.header() },
  });
  const { data } = unwrap(await run(() => importPage.action(app.args(request))));
  expect(data.outcome.kind).toBe("imported");
  return data.outcome.created.map((c: { id: number }) => c.id);
}

const loadPage = async (seller: Member) =>
  (await feesPage.loader(app.args(getRequest("/sell/fees", seller.jar)))) as Awaited<ReturnType<typeof feesPage.loader>>;
const pay = async (seller: Member, fields: Record<string, string>) =>
  run(() => feesPage.action(app.args(formRequest("/sell/fees", fields, seller.jar))));
const batchPayments = (userId: number) =>
  app.services.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.kind, "listing_fees")));

describe("one payment for an import's listing fees", () => {
  it("pays every fee due at once: each listing's fee counts as paid, one ledger movement each, one invoice", async () => {
    const seller = await member(app);
    const ids = await imported(seller);
    const page = await loadPage(seller);
    expect(page.count).toBe(2);
    expect(page.totalCents).toBe(8_500);
    expect(page.shown.map((item) => item.dueCents)).toEqual([3_500, 5_000]);

    const answer = await pay(seller, { amount: "8500", payment_method: "pm_card_visa" });
    expect(answer instanceof Response && answer.headers.get("location")).toBe("/selling");
    const [payment] = await batchPayments(seller.userId);
    expect(payment).toMatchObject({ status: "succeeded", amountCents: 8_500, judgmentId: null });
    for (const id of ids) expect(await listingFeePaid(app.services.db, id)).toBe(true);
    const movements = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment!.id));
    expect(movements.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
    const audits = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "listing.listing_fee_paid"), inArray(auditLog.entityId, ids.map(String))));
    expect(audits.map((a) => a.details)).toEqual([
      { payment_id: payment!.id, amount_cents: 3_500 },
      { payment_id: payment!.id, amount_cents: 5_000 },
    ]);
    const invoices = (await app.services.db.select().from(outbox).where(eq(outbox.toAddress, seller.email))).filter((m) =>
      m.subject.startsWith("Your invoice"),
    );
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.bodyText).toContain("Listing fees for 2 listings");
    await assertLedgerInvariants(app.services.db);
    // Nothing is due any more; sent again, the form charges nothing.
    expect((await loadPage(seller)).count).toBe(0);
    const again = unwrap(await pay(seller, { amount: "8500", payment_method: "pm_card_visa" }));
    expect(again.status).toBe(422);
    expect(await batchPayments(seller.userId)).toHaveLength(1);
  });

  it("refuses a total that changed since the page was shown, with the total now", async () => {
    const seller = await member(app);
    const [first] = await imported(seller);
    await paidListingFee(app, seller.userId, first!, 3_500);
    const { status, data } = unwrap(await pay(seller, { amount: "8500", payment_method: "pm_card_visa" }));
    expect(status).toBe(409);
    expect(data.total).toBe(5_000);
    expect(await batchPayments(seller.userId)).toEqual([]);
  });

  it("refunds a 3-D Secure payment finished after one of its listings was paid alone: no fee is paid twice", async () => {
    const seller = await member(app);
    const [first] = await imported(seller);
    await pay(seller, { amount: "8500", payment_method: "pm_card_authenticationRequired" });
    const [waiting] = await batchPayments(seller.userId);
    expect(waiting?.status).toBe("requires_action");
    expect((await loadPage(seller)).authenticate?.paymentId).toBe(waiting!.id);
    await paidListingFee(app, seller.userId, first!, 3_500);
    const late = unwrap(await pay(seller, { intent: "authenticate", payment_id: String(waiting!.id), approved: "1" }));
    expect(late.status).toBe(409);
    const [refunded] = await batchPayments(seller.userId);
    expect(refunded?.status).toBe("refunded");
    await assertLedgerInvariants(app.services.db);
    const listing = await app.services.db.select().from(judgments).where(eq(judgments.id, first!));
    expect(listing[0]?.status).toBe("new");
  });

  it("reminds the seller of an import's unpaid fees in one e-mail, not one a listing", async () => {
    const seller = await member(app);
    const [first] = await imported(seller);
    const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, first!));
    const submitted = row!.createdAt.getTime();
    app.clock.set(new Date(submitted + 3_600_000));
    await sendListingFeeReminders(app.services);
    app.clock.set(new Date(submitted + 86_400_000 + 3_600_000));
    await sendListingFeeReminders(app.services);
    const reminders = (await app.services.db.select().from(outbox).where(eq(outbox.toAddress, seller.email))).filter((m) =>
      m.subject.includes("waiting for"),
    );
    expect(reminders.map((m) => m.subject)).toEqual(["2 listings are waiting for their listing fees | Judgment Exchange"]);
    expect(reminders[0]!.bodyText).toContain("$85 in all");
    expect(reminders[0]!.bodyText).toContain("/sell/fees");
  });
});
