// The administrators' queues on /admin (issue 29, item 3; docs/decisions/0043-needs-you.md): each
// queue's count, its oldest item's age and its target (one business day for listings and messages,
// three for disputes, each sale's own deadline for assignments, twelve hours for refunds waiting
// for the payment provider), "target missed" once an item waited past it; an item leaves its queue
// (or stops being late) the moment it is handled, through the functions the pages use.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import * as adminIndex from "~/routes/admin/index";
import * as approveListingRoute from "~/routes/admin/judgments/approve";
import * as approveMessageRoute from "~/routes/api/admin/messages/approve";
import * as resolveApi from "~/routes/api/escrow/resolve";
import * as assignedApi from "~/routes/api/assignment/assigned";
import * as approvedApi from "~/routes/api/assignment/buyer-approved";
import { AdminOverviewCards, type AdminQueueCard } from "~/components/admin/overview";
import { disputes, judgments, messages, payments, refunds } from "~/server/db/schema";
import { sendRefund } from "~/server/escrow/refunds";
import { createTestApp, getRequest, jsonRequest, run, unwrap, type CookieJar, type RouteFunction, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";
import { escrowSales, uploadPdf } from "../support/escrow-sales";

// Wednesday 03/11/2026, 10 am US Eastern.
const NOW = new Date("2026-03-11T15:00:00Z");
const HOUR = 3_600_000;

let app: TestApp;
let admin: Member;
beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(NOW);
  admin = await member(app, { role: "admin", verified: true });
});
afterAll(async () => {
  await app?.close();
});

async function queues(): Promise<Record<string, AdminQueueCard>> {
  const data = unwrap(await run(() => adminIndex.loader(app.args(getRequest("/admin", admin.jar))))).data;
  return Object.fromEntries(data.queues.map((q: AdminQueueCard) => [q.queue, q]));
}
const call = async (mod: { action: RouteFunction }, path: string, body: unknown, jar: CookieJar) =>
  (await run(() => mod.action(app.args(jsonRequest(path, body, jar))))) as Response;

describe("/admin's queues", () => {
  it("start empty, each with its target", async () => {
    const q = await queues();
    expect(Object.keys(q)).toEqual(["listings", "messages", "assignments", "disputes", "refunds"]);
    expect(Object.values(q).map((card) => [card.count, card.oldest, card.missed])).toEqual(Array(5).fill([0, null, 0]));
    expect(Object.values(q).map((card) => card.target)).toEqual([
      "within 1 business day",
      "within 1 business day",
      "by each sale's own deadline",
      "within 3 business days",
      "within 12 hours",
    ]);
  });

  it("listings: reviewable ones counted, the oldest's age, late past the next business day's end; one waiting for its fee held apart", async () => {
    const seller = await member(app, { verified: true });
    // Monday 10 am ET: due by the end of Tuesday, so late on Wednesday. Tuesday 3 pm ET: due by the end of Wednesday.
    const monday = await listing(app, seller.userId, { status: "new", listedAt: null, createdAt: new Date("2026-03-09T14:00:00Z") });
    await listing(app, seller.userId, { status: "new", listedAt: null, createdAt: new Date("2026-03-10T19:00:00Z") });
    await listing(app, seller.userId, {
      status: "new",
      listedAt: null,
      listingFeeCents: 2_000,
      createdAt: new Date("2026-03-02T14:00:00Z"),
    });
    expect((await queues()).listings).toMatchObject({
      count: 2,
      held: 1,
      missed: 1,
      oldest: { at: "2026-03-09T14:00:00.000Z", age: "2 days 1 hour", date: "03/09/2026 10:00 AM ET" },
    });

    const approved = await call(approveListingRoute, "/admin/judgments/approve", { judgment_id: monday }, admin.jar);
    expect(approved.status).toBe(200);
    expect((await queues()).listings).toMatchObject({ count: 1, held: 1, missed: 0, oldest: { at: "2026-03-10T19:00:00.000Z" } });
  });

  it("messages: every text held for review, late past the next business day's end (a weekend does not count)", async () => {
    const [a, b] = [await member(app), await member(app)];
    const insert = async (values: Partial<typeof messages.$inferInsert>) =>
      (
        await app.services.db
          .insert(messages)
          .values({ senderId: a.userId, recipientId: b.userId, status: "pending", body: "Is the debtor still employed?", ...values })
          .returning({ id: messages.id })
      )[0].id;
    // Friday 3 pm ET: due by the end of Monday. Thursday 3 pm ET: due by the end of Friday.
    await insert({ createdAt: new Date("2026-03-06T20:00:00Z") });
    const thursday = await insert({ createdAt: new Date("2026-03-05T20:00:00Z") });
    await insert({ createdAt: new Date("2026-03-11T13:00:00Z"), kind: "offer" });
    await insert({ status: "approved", createdAt: new Date("2026-03-01T20:00:00Z") });
    expect((await queues()).messages).toMatchObject({
      count: 3,
      missed: 2,
      oldest: { at: "2026-03-05T20:00:00.000Z", age: "5 days 19 hours" },
    });

    expect((await call(approveMessageRoute, "/api/admin/messages/approve", { message_id: thursday }, admin.jar)).status).toBe(200);
    expect((await queues()).messages).toMatchObject({ count: 2, missed: 1, oldest: { at: "2026-03-06T20:00:00.000Z" } });
  });

  it("assignments: late once a sale passes its own deadline, no longer once the seller assigns, gone once the buyer confirms", async () => {
    const { paidSale } = escrowSales(app);
    const sale = await paidSale();
    let q = await queues();
    expect(q.assignments).toMatchObject({ count: 1, missed: 0 });

    // The seller's deadline passed a day ago.
    await app.services.db
      .update(judgments)
      .set({ assignmentDueAt: new Date(NOW.getTime() - 24 * HOUR) })
      .where(eq(judgments.id, sale.id));
    q = await queues();
    expect(q.assignments).toMatchObject({ count: 1, missed: 1 });

    expect((await uploadPdf(app, sale.id, sale.seller.jar, "assignment")).status).toBe(201);
    expect((await call(assignedApi, "/api/judgments/assigned", { judgment_id: sale.id }, sale.seller.jar)).status).toBe(200);
    expect((await queues()).assignments).toMatchObject({ count: 1, missed: 0 });

    expect((await call(approvedApi, "/api/judgments/buyer_approved", { judgment_id: sale.id }, sale.buyer.jar)).status).toBe(200);
    expect((await queues()).assignments).toMatchObject({ count: 0, missed: 0, oldest: null });
  });

  it("disputes: late three business days after the buyer opened one; gone once resolved", async () => {
    const { disputedSale } = escrowSales(app);
    const sale = await disputedSale();
    // Opened Thursday 03/05: three business days end Tuesday 03/10.
    await app.services.db
      .update(disputes)
      .set({ createdAt: new Date("2026-03-05T15:00:00Z") })
      .where(eq(disputes.id, sale.disputeId));
    expect((await queues()).disputes).toMatchObject({ count: 1, missed: 1, oldest: { age: "6 days" } });
    await app.services.db
      .update(disputes)
      .set({ createdAt: new Date("2026-03-06T15:00:00Z") })
      .where(eq(disputes.id, sale.disputeId));
    expect((await queues()).disputes).toMatchObject({ count: 1, missed: 0 });

    const resolved = await call(
      resolveApi,
      "/api/admin/disputes/resolve",
      { dispute_id: sale.disputeId, resolution: "complete", note: "Reviewed both sides' documents." },
      admin.jar,
    );
    expect(resolved.status).toBe(200);
    expect((await queues()).disputes).toMatchObject({ count: 0, missed: 0, oldest: null });
  });

  it("refunds waiting for the payment provider: late after twelve hours; gone once the provider confirms", async () => {
    const { paidSale } = escrowSales(app);
    const sale = await paidSale();
    const [payment] = await app.services.db.select().from(payments).where(eq(payments.judgmentId, sale.id));
    const [refund] = await app.services.db
      .insert(refunds)
      .values({
        paymentId: payment.id,
        judgmentId: sale.id,
        amountCents: 10_000,
        reason: "buyer_cancelled",
        createdAt: new Date(NOW.getTime() - 13 * HOUR),
      })
      .returning({ id: refunds.id });
    expect((await queues()).refunds).toMatchObject({ count: 1, missed: 1, oldest: { age: "13 hours" } });
    expect(await sendRefund(app.services, refund.id)).toBe(true);
    expect((await queues()).refunds).toMatchObject({ count: 0, missed: 0 });
  });

  it("shows each queue's count, oldest age and target, and 'target missed' in words, linking to the queue", async () => {
    const cards: AdminQueueCard[] = [
      {
        queue: "listings",
        count: 3,
        held: 2,
        oldest: { at: "2026-03-09T14:00:00.000Z", date: "03/09/2026 10:00 AM ET", age: "2 days 1 hour" },
        target: "within 1 business day",
        missed: 1,
        byAge: [1, 1, 1, 0],
      },
      { queue: "refunds", count: 0, held: 0, oldest: null, target: "within 12 hours", missed: 0, byAge: [0, 0, 0, 0] },
    ];
    const Stub = createRoutesStub([{ path: "/admin", Component: () => createElement(AdminOverviewCards, { queues: cards }) }]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/admin"] }));
    expect(html).toContain("Target missed: 1 listing past it");
    expect(html).toContain('<time dateTime="2026-03-09T14:00:00.000Z"');
    expect(html).toContain("waiting 2 days 1 hour, since <time");
    expect(html).toContain("And 2 waiting for their listing fee");
    expect(html).toContain('href="/admin/disputes#refunds-unsent"');
    expect(html).toContain("nothing waiting");
    expect(html.match(/Target missed/g)).toHaveLength(1);
  });

  it("is for administrators only", async () => {
    const seller = await member(app);
    expect(((await run(() => adminIndex.loader(app.args(getRequest("/admin", seller.jar))))) as Response).status).toBe(403);
  });
});
