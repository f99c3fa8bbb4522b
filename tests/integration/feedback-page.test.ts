// "Your feedback" (/feedback, docs/decisions/0045): every sale a member bought or sold, those waiting
// for their rating first, through the real escrow routes and the offline card provider. It is where a
// buyer refunded on a listing that was hidden afterwards (its page now 404 to them) still rates the
// seller; the same refusals as the judgment page's form (a stranger, twice, a bad rating).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as cancelApi from "~/routes/api/escrow/cancel-purchase";
import * as page from "~/routes/feedback/index";
import * as detail from "~/routes/judgments/detail";
import { feedback, judgments, payments } from "~/server/db/schema";
import { createTestApp, formRequest, getRequest, run, toastOf, unwrap, type TestApp } from "../support/app";
import { member, type Member } from "../support/factories";
import { escrowSales } from "../support/escrow-sales";

const START = new Date("2026-03-04T15:00:00Z");

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type PageData = Exclude<Awaited<ReturnType<typeof page.loader>>, Response>;
const load = async (who: Member) => (await run(() => page.loader(app.args(getRequest("/feedback", who.jar), {})))) as PageData;
const post = async (who: Member, body: Record<string, string>) =>
  run(() => page.action(app.args(formRequest("/feedback", { intent: "leave_feedback", ...body }, who.jar), {})));

describe("/feedback", () => {
  it("lets a refunded buyer rate the seller of a listing it can no longer open, once, and nobody else", async () => {
    app.clock.set(START);
    const seller = await member(app, { verified: true, address: true });
    const buyer = await member(app, { verified: true, address: true });
    const stranger = await member(app, { verified: true });
    const sale = await escrowSales(app).paidSale({ seller, buyer });
    const [payment] = await app.services.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.judgmentId, sale.id), eq(payments.kind, "purchase")));

    // Still running: listed, but not open for a rating yet.
    const running = await load(buyer);
    expect(running.waiting).toEqual([]);
    expect(running.others).toMatchObject([{ paymentId: payment!.id, state: "not_ended", side: "buyer", canOpenListing: true }]);

    // Past the assignment deadline the buyer cancels (a full refund); then the seller hides the listing.
    app.clock.set(new Date("2026-03-20T15:00:00Z"));
    expect((await escrowSales(app).post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: sale.id }, buyer.jar)).status).toBe(
      200,
    );
    await app.services.db.update(judgments).set({ status: "hidden" }).where(eq(judgments.id, sale.id));
    const closedPage = await run(() => detail.loader(app.args(getRequest(`/judgments/${sale.id}`, buyer.jar), { id: String(sale.id) })));
    expect((closedPage as Response).status).toBe(404);

    const mine = await load(buyer);
    expect(mine.waiting).toMatchObject([{ paymentId: payment!.id, state: "open", side: "buyer", canOpenListing: false }]);
    expect(mine.waiting[0]!.otherHandle).toBe(seller.handle);
    expect((await load(seller)).waiting).toMatchObject([{ paymentId: payment!.id, side: "seller", canOpenListing: true }]);
    expect(await load(stranger)).toEqual({ waiting: [], others: [] });

    // A stranger naming the payment, a payment that is not a sale, garbage: refused, nothing written.
    const attempts: Record<string, string>[] = [
      { payment_id: String(payment!.id), rating: "negative" },
      { payment_id: "999999", rating: "negative" },
      { payment_id: "x' or 1=1" },
    ];
    for (const body of attempts) {
      const refused = (await post(stranger, body)) as Response;
      expect(refused.status).toBe(302);
      expect((await toastOf(app, refused))?.type).toBe("error");
    }
    // No rating: 422 with the field, to show next to it.
    const missing = unwrap(await post(buyer, { payment_id: String(payment!.id) }));
    expect(missing.status).toBe(422);
    expect(missing.data.feedbackErrors.rating).toEqual([expect.any(String)]);

    const left = (await post(buyer, { payment_id: String(payment!.id), rating: "negative" })) as Response;
    expect(left.status).toBe(302);
    expect(left.headers.get("location")).toBe("/feedback#feedback");
    expect((await toastOf(app, left))?.description).toMatch(/feedback is saved/);
    const twice = (await post(buyer, { payment_id: String(payment!.id), rating: "positive" })) as Response;
    expect((await toastOf(app, twice))?.description).toMatch(/already left feedback/);

    const rows = await app.services.db.select().from(feedback).where(eq(feedback.paymentId, payment!.id));
    expect(rows).toMatchObject([{ fromUserId: buyer.userId, toUserId: seller.userId, rating: "negative" }]);
    const after = await load(buyer);
    expect(after.waiting).toEqual([]);
    expect(after.others).toMatchObject([{ paymentId: payment!.id, state: "left", mine: { rating: "negative" } }]);
  });

  it("sends visitors to sign in", async () => {
    const response = (await run(() => page.loader(app.args(getRequest("/feedback"), {})))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/login/);
  });
});
