// The administrators' side of disputes (docs/decisions/0026): a sale paid, assigned and disputed
// through the routes, then /admin/disputes lists it (administrators only), its page shows the
// sale and the statements, its action refuses a missing reason and a partial refund too large
// (422 beside the field), resolves a partial refund (listing sold, payout reduced and released,
// a refund row), refuses a second resolution with a toast, and the sold list shows the refund.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buyerFee, sellerFee } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import * as adminIndex from "~/routes/admin/index";
import * as disputesPage from "~/routes/admin/disputes/index";
import * as disputePage from "~/routes/admin/disputes/detail";
import * as adminSold from "~/routes/admin/judgments/sold";
import * as assignedApi from "~/routes/api/assignment/assigned";
import * as disputeApi from "~/routes/api/escrow/dispute";
import * as payApi from "~/routes/api/judgments/payment";
import { disputes, judgments, payouts, refunds } from "~/server/db/schema";
import { formRequest, getRequest, jsonRequest, run, unwrap, type CookieJar, type RouteFunction, type TestApp } from "../support/app";
import { uploadPdf } from "../support/escrow-sales";
import { createTestApp } from "../support/app";
import { acceptedSale, member, type Member } from "../support/factories";

const AGREED = 500_000;
const TOTAL = AGREED + buyerFee(AGREED);
const PAYOUT = AGREED - sellerFee(AGREED);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const api = (fn: RouteFunction, request: Request) => run(() => fn(app.args(request))) as Promise<Response>;

const upload = (judgmentId: number, jar: CookieJar, kind: "assignment" | "dispute", name: string) =>
  uploadPdf(app, judgmentId, jar, kind, name);

/** A sale paid by card, assigned with a document, and disputed by the buyer, all through the routes. */
async function disputedSale(seller: Member, buyer: Member) {
  const { id } = await acceptedSale(app, seller.userId, buyer.userId, {
    amountCents: AGREED,
    listing: { title: "Disputed Fresno judgment" },
  });
  const paid = await api(
    payApi.action,
    jsonRequest(
      "/api/judgments/payment",
      { judgment_id: id, amount: dollarText(TOTAL), payment_method: "pm_card_visa", attempt: "d1" },
      buyer.jar,
    ),
  );
  expect(paid.status).toBe(200);
  expect((await upload(id, seller.jar, "assignment", "assignment.pdf")).status).toBe(201);
  expect((await api(assignedApi.action, jsonRequest("/api/judgments/assigned", { judgment_id: id }, seller.jar))).status).toBe(200);
  const opened = await api(
    disputeApi.action,
    jsonRequest(
      "/api/judgments/dispute",
      { judgment_id: id, reason: "documents_wrong", details: "The assignment names a different debtor than the listing." },
      buyer.jar,
    ),
  );
  expect(opened.status).toBe(200);
  expect((await opened.json()).status).toBe("disputed");
  expect((await upload(id, buyer.jar, "dispute", "court-record.pdf")).status).toBe(201);
  const [dispute] = await app.services.db.select().from(disputes).where(eq(disputes.judgmentId, id));
  return { id, disputeId: dispute.id };
}

const listPage = async (jar?: CookieJar) => run(() => disputesPage.loader(app.args(getRequest("/admin/disputes", jar))));
const detailPage = async (disputeId: number | string, jar?: CookieJar) =>
  run(() => disputePage.loader(app.args(getRequest(`/admin/disputes/${disputeId}`, jar), { id: String(disputeId) })));
const resolve = async (disputeId: number, fields: Record<string, string>, jar: CookieJar) =>
  run(() => disputePage.action(app.args(formRequest(`/admin/disputes/${disputeId}`, fields, jar), { id: String(disputeId) })));

describe("/admin/disputes", () => {
  it("lists an open dispute for administrators, shows it, refuses bad decisions, then resolves a partial refund", async () => {
    const admin = await member(app, { role: "admin", verified: true });
    const seller = await member(app, { prefix: "seller", verified: true, address: true });
    const buyer = await member(app, { prefix: "buyer", verified: true, address: true });
    const before = unwrap(await run(() => adminIndex.loader(app.args(getRequest("/admin", admin.jar))))).data.queues.find(
      (q: { queue: string }) => q.queue === "disputes",
    ).count;
    const { id, disputeId } = await disputedSale(seller, buyer);

    // The list and the overview, for administrators only (as every admin page: 403, visitors to sign in).
    const list: any = await listPage(admin.jar);
    const line = list.open.find((d: { id: number }) => d.id === disputeId);
    expect(line).toMatchObject({
      judgmentId: id,
      title: "Disputed Fresno judgment",
      reason: "documents_wrong",
      buyerHandle: buyer.handle,
      sellerHandle: seller.handle,
      answered: false,
      resolution: null,
    });
    expect(
      unwrap(await run(() => adminIndex.loader(app.args(getRequest("/admin", admin.jar))))).data.queues.find(
        (q: { queue: string }) => q.queue === "disputes",
      ).count,
    ).toBe(before + 1);
    expect(((await listPage(seller.jar)) as Response).status).toBe(403);
    expect(((await detailPage(disputeId, buyer.jar)) as Response).status).toBe(403);
    const visitor = (await listPage()) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/login");
    expect(((await resolve(disputeId, { resolution: "complete", note: "Trying my luck here." }, seller.jar)) as Response).status).toBe(403);

    // The page: the sale's money, the statements, the documents by side; unknown ids answer 404.
    const { dispute: view }: any = await detailPage(disputeId, admin.jar);
    expect(view).toMatchObject({
      open: true,
      listing: { id, title: "Disputed Fresno judgment", status: "disputed" },
      buyer: { id: buyer.userId, handle: buyer.handle },
      seller: { id: seller.userId, handle: seller.handle },
      money: {
        paidCents: TOTAL,
        buyerFeeCents: buyerFee(AGREED),
        agreedCents: AGREED,
        sellerFeeCents: sellerFee(AGREED),
        payoutCents: PAYOUT,
        payoutStatus: "pending",
      },
      reason: "documents_wrong",
      sellerResponse: null,
      resolution: null,
      refund: null,
    });
    expect(view.documents.buyer.map((d: { filename: string }) => d.filename)).toEqual(["court-record.pdf"]);
    expect(view.documents.seller).toEqual([]);
    expect(view.assignmentDocuments.map((d: { filename: string }) => d.filename)).toEqual(["assignment.pdf"]);
    expect(((await detailPage(99_999_999, admin.jar)) as Response).status).toBe(404);
    expect(((await detailPage("abc", admin.jar)) as Response).status).toBe(404);

    // A missing reason, and a partial refund as large as the payout, come back beside their fields.
    const noNote = unwrap(await resolve(disputeId, { resolution: "refund_partial", amount: "1000", note: "" }, admin.jar));
    expect(noNote.status).toBe(422);
    expect(noNote.data.errors.note[0]).toMatch(/reason/);
    expect(noNote.data.values).toEqual({ resolution: "refund_partial", amount: "1000", note: "" });
    const tooMuch = unwrap(
      await resolve(
        disputeId,
        { resolution: "refund_partial", amount: (PAYOUT / 100).toFixed(2), note: "The assignment names the wrong debtor." },
        admin.jar,
      ),
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.data.errors.amount[0]).toMatch(/less than the seller's payout/);
    expect((await app.services.db.select().from(judgments).where(eq(judgments.id, id)))[0].status).toBe("disputed");

    // A valid partial refund: sold, the payout reduced and released, one refund row; back to the list with a toast.
    const done = (await resolve(
      disputeId,
      { resolution: "refund_partial", amount: "1,000.00", note: "The assignment names the wrong debtor; part refunded." },
      admin.jar,
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/disputes");
    expect(done.headers.get("set-cookie")).toContain("jx_toast");
    const [listingRow] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
    expect(listingRow.status).toBe("sold");
    const [payout] = await app.services.db.select().from(payouts).where(eq(payouts.judgmentId, id));
    expect(payout).toMatchObject({ amountCents: PAYOUT - 100_000, refundedCents: 100_000, status: "released" });
    const refundRows = await app.services.db.select().from(refunds).where(eq(refunds.judgmentId, id));
    expect(refundRows).toHaveLength(1);
    expect(refundRows[0]).toMatchObject({ amountCents: 100_000, reason: "dispute_partial", createdBy: admin.userId });

    // Resolved: on the list under the resolved ones, its page shows the decision; a second try is refused with a toast.
    const after: any = await listPage(admin.jar);
    expect(after.open.some((d: { id: number }) => d.id === disputeId)).toBe(false);
    expect(after.resolved.find((d: { id: number }) => d.id === disputeId)).toMatchObject({ resolution: "refund_partial" });
    const { dispute: resolved }: any = await detailPage(disputeId, admin.jar);
    expect(resolved).toMatchObject({
      open: false,
      resolution: {
        code: "refund_partial",
        refundCents: 100_000,
        note: "The assignment names the wrong debtor; part refunded.",
        by: { id: admin.userId },
      },
      refund: { amountCents: 100_000, status: refundRows[0].status },
      money: { payoutCents: PAYOUT - 100_000, payoutRefundedCents: 100_000, payoutStatus: "released" },
    });
    const again = (await resolve(disputeId, { resolution: "complete", note: "Completing it a second time." }, admin.jar)) as Response;
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(`/admin/disputes/${disputeId}`);
    expect(await app.services.db.select().from(refunds).where(eq(refunds.judgmentId, id))).toHaveLength(1);

    // The sold list shows the refund beside the reduced payout.
    const sold: any = await run(() => adminSold.loader(app.args(getRequest("/admin/judgments/sold", admin.jar))));
    const soldRow = sold.rows.find((r: { id: number }) => r.id === id);
    expect(soldRow).toMatchObject({ payoutCents: PAYOUT - 100_000, buyerFeeCents: buyerFee(AGREED) });
    expect(soldRow.refunds).toEqual([{ amountCents: 100_000, inFull: false, sent: refundRows[0].status === "succeeded" }]);
  });

  it("shows a full refund's decision: the payout cancelled, the whole payment refunded, the assignment withdrawn", async () => {
    const admin = await member(app, { role: "admin", verified: true });
    const seller = await member(app, { prefix: "seller", verified: true, address: true });
    const buyer = await member(app, { prefix: "buyer", verified: true, address: true });
    const { id, disputeId } = await disputedSale(seller, buyer);
    const done = (await resolve(
      disputeId,
      { resolution: "refund_full", amount: "", note: "Nothing was assigned at all." },
      admin.jar,
    )) as Response;
    expect(done.status).toBe(302);
    expect((await app.services.db.select().from(judgments).where(eq(judgments.id, id)))[0].status).toBe("hidden");
    const { dispute: view }: any = await detailPage(disputeId, admin.jar);
    expect(view).toMatchObject({
      open: false,
      listing: { status: "hidden" },
      money: { paidCents: TOTAL, payoutCents: PAYOUT, payoutStatus: "cancelled" },
      resolution: { code: "refund_full", refundCents: TOTAL },
      refund: { amountCents: TOTAL },
      assignmentDocuments: [],
    });
  });
});
