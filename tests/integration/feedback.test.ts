// Feedback after a sale and the reputation it feeds (issue 30 item 6, docs/decisions/0045), through
// the real escrow routes and the offline card provider with a controllable clock: every refusal
// (before the sale ended, a stranger, twice, outside the 60 days), the comment and the reply held
// for review like every text between members, one reply, an administrator's removal with its reason
// in the audit log, and the reputation's figures against a hand-counted scenario.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as approvedApi from "~/routes/api/assignment/buyer-approved";
import * as cancelApi from "~/routes/api/escrow/cancel-purchase";
import * as resolveApi from "~/routes/api/escrow/resolve";
import * as adminUser from "~/routes/admin/users/detail";
import * as detail from "~/routes/judgments/detail";
import * as userPage from "~/routes/users/detail";
import { auditLog, feedback, messages } from "~/server/db/schema";
import { leaveFeedback } from "~/server/feedback/leave";
import { removeFeedback } from "~/server/feedback/remove";
import { replyToFeedback } from "~/server/feedback/reply";
import { decideMessage } from "~/server/messages/moderate";
import { loadReputation } from "~/server/queries/reputation";
import { findJudgmentPageRecord } from "~/server/queries/judgment-detail";
import { createTestApp, formRequest, getRequest, run, type TestApp } from "../support/app";
import { member, type Member } from "../support/factories";
import { escrowSales, type Sale } from "../support/escrow-sales";

/** A Wednesday morning, US Eastern, with no holiday within the windows below. */
const START = new Date("2026-03-04T15:00:00Z");
const DAY = 86_400_000;

let app: TestApp;
let admin: Member;
beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, { role: "admin", verified: true });
});
afterAll(async () => {
  await app?.close();
});

const sales = () => escrowSales(app);
const leave = (sale: Sale, who: Member, body: Record<string, unknown>) =>
  leaveFeedback(app.services, { judgmentId: sale.id, userId: who.userId, body });
const confirm = async (sale: Sale) =>
  expect((await sales().post(approvedApi, "/api/judgments/buyer_approved", { judgment_id: sale.id }, sale.buyer.jar)).status).toBe(200);
const resolve = async (disputeId: number, resolution: string, amount?: string) =>
  expect(
    (
      await sales().post(
        resolveApi,
        "/api/admin/disputes/resolve",
        { dispute_id: disputeId, resolution, note: "Reviewed both sides' documents.", ...(amount ? { amount } : {}) },
        admin.jar,
      )
    ).status,
  ).toBe(200);
const heldOf = async (feedbackId: number, kind: "feedback" | "feedback_reply") =>
  (
    await app.services.db
      .select()
      .from(messages)
      .where(and(eq(messages.feedbackId, feedbackId), eq(messages.kind, kind)))
  )[0];

async function userPageData(handle: string, viewer?: Member) {
  const response = await run(() => userPage.loader(app.args(getRequest(`/users/${handle}`, viewer?.jar), { handle })));
  return response as Exclude<Awaited<ReturnType<typeof userPage.loader>>, Response>;
}

describe("feedback after a sale, and the seller's reputation", () => {
  it("refuses what it must, holds texts, takes one reply, lets an administrator remove one, and counts by hand", async () => {
    app.clock.set(START);
    const seller = await member(app, { verified: true, address: true });
    const [b1, b2, b3, b4, other] = await Promise.all([1, 2, 3, 4, 5].map(() => member(app, { verified: true, address: true })));
    const stranger = await member(app, { verified: true });

    // The seller's sales: A completed on time; B never assigned, cancelled by the buyer; C and D
    // assigned on time then disputed (C refunded in part, D completed); E paid, its deadline ahead.
    // The seller also buys F from another member, completed.
    const a = await sales().assignedSale({ seller, buyer: b1 });
    const b = await sales().paidSale({ seller, buyer: b2 });
    const c = await sales().disputedSale({ seller, buyer: b3 });
    const d = await sales().disputedSale({ seller, buyer: b4 });
    const f = await sales().assignedSale({ seller: other, buyer: seller });

    // Before the sale ended: refused.
    expect(await leave(a, b1, { rating: "positive" })).toMatchObject({
      ok: false,
      status: 409,
      message: /once the sale is completed or refunded/,
    });

    app.clock.set(new Date(START.getTime() + DAY));
    await confirm(a);
    await confirm(f);
    await resolve(c.disputeId, "refund_partial", "500.00");
    await resolve(d.disputeId, "complete");
    app.clock.set(new Date("2026-03-20T15:00:00Z")); // past B's assignment deadline (03/18, 11:59 pm Eastern)
    expect((await sales().post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: b.id }, b2.jar)).status).toBe(200);
    const e = await sales().paidSale({ seller, buyer: b1 });
    app.clock.set(new Date("2026-03-21T15:00:00Z"));

    // A stranger, and a party of another sale, cannot rate this one.
    expect(await leave(a, stranger, { rating: "negative" })).toMatchObject({ ok: false, status: 403 });
    expect(await leave(a, b2, { rating: "negative" })).toMatchObject({ ok: false, status: 403 });
    // Still running: E.
    expect(await leave(e, b1, { rating: "positive" })).toMatchObject({ ok: false, status: 409 });
    // A bad rating or an overlong comment: 422 with the fields.
    expect(await leave(a, b1, { rating: "great" })).toMatchObject({ ok: false, status: 422, errors: { rating: [expect.any(String)] } });
    expect(await leave(a, b1, { rating: "positive", comment: "x".repeat(1001) })).toMatchObject({ ok: false, status: 422 });

    // The buyer of A leaves feedback through the judgment page's form (a plain post): 302 back with a toast.
    const posted = (await run(() =>
      detail.action(
        app.args(
          formRequest(
            `/judgments/${a.id}`,
            { intent: "leave_feedback", rating: "positive", comment: "Documents came quickly, call me at 312-555-0187" },
            b1.jar,
          ),
          {
            id: String(a.id),
          },
        ),
      ),
    )) as Response;
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/judgments/${a.id}#feedback`);
    const [fromB1] = await app.services.db
      .select()
      .from(feedback)
      .where(and(eq(feedback.paymentId, (await saleFeedbackPayment(a.id))!), eq(feedback.fromUserId, b1.userId)));
    expect(fromB1).toMatchObject({ toUserId: seller.userId, fromRole: "buyer", rating: "positive" });

    // Twice: refused, even with another rating.
    expect(await leave(a, b1, { rating: "negative" })).toMatchObject({ ok: false, status: 409, message: /already left feedback/ });

    // The comment is held: pending in the queue with its hits; others see neither its words nor that it was flagged.
    const held = await heldOf(fromB1.id, "feedback");
    expect(held).toMatchObject({ status: "pending", senderId: b1.userId, recipientId: seller.userId });
    expect(JSON.stringify(held.moderationHits)).toContain("phone");
    const seenByVisitor = await userPageData(seller.handle);
    const asVisitor = seenByVisitor.feedback.find((x) => x.id === fromB1.id)!;
    expect(asVisitor).toMatchObject({ rating: "positive", comment: null, commentReview: "pending" });
    const asWriter = (await userPageData(seller.handle, b1)).feedback.find((x) => x.id === fromB1.id)!;
    expect(asWriter).toMatchObject({ comment: expect.stringContaining("Documents came quickly"), commentReview: "pending" });
    await decideMessage(app.services, { messageId: held.id, admin: { id: admin.userId, roles: admin.roles }, decision: "reject" });
    const afterReject = (await userPageData(seller.handle)).feedback.find((x) => x.id === fromB1.id)!;
    expect(afterReject).toMatchObject({ rating: "positive", comment: null, commentReview: null });

    // The seller rates the buyer of A; the others rate the seller.
    expect(await leave(a, seller, { rating: "positive", comment: "Paid at once, thank you." })).toMatchObject({ ok: true, held: true });
    expect(await leave(b, b2, { rating: "negative", comment: "Never assigned it." })).toMatchObject({ ok: true });
    expect(await leave(c, b3, { rating: "neutral" })).toMatchObject({ ok: true, held: false });
    const fromB4 = await leave(d, b4, { rating: "positive", comment: "Good seller, answered the dispute fairly." });
    expect(fromB4).toMatchObject({ ok: true });
    const b4Id = fromB4.ok ? fromB4.feedbackId : 0;
    await decideMessage(app.services, {
      messageId: (await heldOf(b4Id, "feedback")).id,
      admin: { id: admin.userId, roles: admin.roles },
      decision: "approve",
    });
    expect((await userPageData(seller.handle)).feedback.find((x) => x.id === b4Id)).toMatchObject({
      comment: "Good seller, answered the dispute fairly.",
      commentReview: null,
      canReply: false,
    });

    // One reply, from the rated member only, held too.
    expect(await replyToFeedback(app.services, { feedbackId: b4Id, userId: b4.userId, body: { reply: "Me?" } })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await replyToFeedback(app.services, { feedbackId: b4Id, userId: seller.userId, body: { reply: "" } })).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(
      await replyToFeedback(app.services, { feedbackId: b4Id, userId: seller.userId, body: { reply: "Thank you for your patience." } }),
    ).toMatchObject({ ok: true });
    expect(await replyToFeedback(app.services, { feedbackId: b4Id, userId: seller.userId, body: { reply: "Again." } })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await heldOf(b4Id, "feedback_reply")).toMatchObject({ status: "pending", senderId: seller.userId, recipientId: b4.userId });
    expect((await userPageData(seller.handle)).feedback.find((x) => x.id === b4Id)).toMatchObject({ reply: null, replyReview: "pending" });

    // The hand count, as of 03/21/2026, for the seller:
    // sold as seller: A, C (refunded in part, still sold), D = 3; bought: F = 1;
    // ratings: A +, B −, C neutral, D + → 2 of 4 positive = 50%;
    // assignments due: A, C, D assigned on time, B cancelled for lateness; E's deadline ahead → 3 of 4;
    // disputes about their sales: C refunded in part, D completed; opened as a buyer: none.
    const now = app.clock.now();
    expect(await loadReputation(app.services.db, seller.userId, now)).toEqual({
      soldAsSeller: 3,
      boughtAsBuyer: 1,
      ratings: { positive: 2, neutral: 1, negative: 1 },
      assignments: { onTime: 3, due: 4 },
      disputesAsSeller: { open: 0, complete: 1, refundPartial: 1, refundFull: 0 },
      disputesAsBuyer: { open: 0, complete: 0, refundPartial: 0, refundFull: 0 },
    });
    // The same figures on the administrators' page of the member.
    const adminPage = (await run(() =>
      adminUser.loader(app.args(getRequest(`/admin/users/${seller.userId}`, admin.jar), { id: String(seller.userId) })),
    )) as Exclude<Awaited<ReturnType<typeof adminUser.loader>>, Response>;
    expect(adminPage.reputation).toEqual(await loadReputation(app.services.db, seller.userId, now));
    // And on the judgment page, counted in the listing's own statement (findJudgmentPageRecord).
    expect((await findJudgmentPageRecord(app.services.db, e.id, now, null))?.sellerReputation).toEqual(
      await loadReputation(app.services.db, seller.userId, now),
    );
    // The buyer of A: one purchase, rated positive once.
    expect(await loadReputation(app.services.db, b1.userId, now)).toMatchObject({
      soldAsSeller: 0,
      boughtAsBuyer: 1,
      ratings: { positive: 1, neutral: 0, negative: 0 },
      assignments: { onTime: 0, due: 0 },
    });

    // An administrator removes B's negative rating: a reason is required, kept in the audit log.
    const negative = (await app.services.db.select().from(feedback).where(eq(feedback.fromUserId, b2.userId)))[0];
    const adminActor = { id: admin.userId, roles: admin.roles };
    expect(await removeFeedback(app.services, { feedbackId: negative.id, admin: adminActor, reason: " " })).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(
      await removeFeedback(app.services, { feedbackId: negative.id, admin: { id: seller.userId, roles: ["user"] }, reason: "mine" }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(
      await removeFeedback(app.services, {
        feedbackId: negative.id,
        admin: adminActor,
        reason: "Retaliation for a dispute, against the rules.",
      }),
    ).toMatchObject({
      ok: true,
    });
    expect(await removeFeedback(app.services, { feedbackId: negative.id, admin: adminActor, reason: "Again." })).toMatchObject({
      ok: false,
      status: 409,
    });
    const [audit] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "feedback.remove"), eq(auditLog.entityId, String(negative.id))));
    expect(audit).toMatchObject({
      actorId: admin.userId,
      toStatus: "removed",
      details: expect.objectContaining({ reason: "Retaliation for a dispute, against the rules." }),
    });
    // Removed: not counted, not shown, and it cannot be written again.
    expect((await loadReputation(app.services.db, seller.userId, now))!.ratings).toEqual({ positive: 2, neutral: 1, negative: 0 });
    expect((await userPageData(seller.handle)).feedback.some((x) => x.id === negative.id)).toBe(false);
    expect(await leave(b, b2, { rating: "positive" })).toMatchObject({ ok: false, status: 409 });

    // Outside the window: A ended 03/05; on day 60 it is still open, on day 61 it is closed.
    expect(await leave(c, seller, { rating: "positive" })).toMatchObject({ ok: true });
    app.clock.set(new Date(START.getTime() + DAY + 59 * DAY));
    expect(await leave(d, seller, { rating: "positive" })).toMatchObject({ ok: true });
    app.clock.set(new Date(START.getTime() + DAY + 61 * DAY));
    expect(await leave(f, seller, { rating: "positive" })).toMatchObject({ ok: false, status: 409, message: /within 60 days/ });
    expect(await leave(f, other, { rating: "positive" })).toMatchObject({ ok: false, status: 409 });

    // Thirteen months on, the ratings leave the figures; the sales stay.
    const later = new Date(START.getTime() + 400 * DAY);
    expect(await loadReputation(app.services.db, seller.userId, later)).toMatchObject({
      soldAsSeller: 3,
      ratings: { positive: 0, neutral: 0, negative: 0 },
    });
  });
});

async function saleFeedbackPayment(judgmentId: number): Promise<number | null> {
  const { listSalesOfJudgment } = await import("~/server/queries/feedback");
  return (await listSalesOfJudgment(app.services.db, judgmentId))[0]?.paymentId ?? null;
}
