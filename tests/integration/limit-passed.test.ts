// A judgment past its limit is listed only after an administrator reviewed it (issue 17), whatever
// way it would go live: the daily `judgment-values` job sends an active listing whose limit passed
// back to review and tells its seller; unhiding (page and API), relisting after the payment window,
// a declined hand-over and a buyer's cancellation send it to review instead of live. A review an
// administrator already made holds. The stored values: written with the edit that changed the
// inputs, never overwritten by a refresh that read the listing before it; balances of an earlier
// day at boot mean the job missed its run.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { BACK_TO_REVIEW } from "~/domain/limit-review";
import * as judgmentApi from "~/routes/api/judgments/judgment";
import * as detail from "~/routes/judgments/detail";
import * as cancelApi from "~/routes/api/escrow/cancel-purchase";
import { auditLog, judgments, offers } from "~/server/db/schema";
import { answerHandOver } from "~/server/deadlines/hand-over";
import { balancesBehind } from "~/server/judgment-value/refresh";
import { updateListing } from "~/server/listings/edit";
import { holdPastLimitListing, runJudgmentValuesJob } from "~/server/listings/limit-passed";
import { listValueInputsPage, saveStoredValues } from "~/server/queries/judgment-value";
import { listRecentEmails } from "~/server/queries/outbox";
import { judgmentValue, storedValue } from "~/domain/judgment-value/value";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { createTestApp, formRequest, jsonRequest, run, toastOf, type TestApp } from "../support/app";
import { acceptedOffer, listing, listingEditFields, member, offer, type Member } from "../support/factories";
import { escrowSales } from "../support/escrow-sales";
import { auditActions, judgmentRow } from "../support/rows";

let app: TestApp;
let seller: Member;

beforeAll(async () => {
  app = await createTestApp();
  seller = await member(app, { prefix: "limits" });
});
afterEach(() => app.clock.set(new Date()));
afterAll(async () => {
  await app?.close();
});

const HOUR = 60 * 60 * 1000;
/** A California judgment entered 01/04/2010: enforceable (or renewable) until 01/04/2020, so past its limit. */
const PAST_LIMIT = { dateAwarded: "2010-01-04" } as const;

const emailsTo = async (to: string) => (await listRecentEmails(app.services.db, 50, to)).map((m) => m.subject);

const postIntent = (id: number, intent: string, jar: Member["jar"]) =>
  run(() => detail.action(app.args(formRequest(`/judgments/${id}`, { intent }, jar), { id: String(id) }))) as Promise<Response>;

describe("the daily job", () => {
  it("sends an active listing whose limit passed back to review and e-mails its seller; reviewed, hidden and in-time ones stay", async () => {
    // Entered 11/30/2016: the last day to renew is 11/30/2026.
    const passing = await listing(app, seller.userId, { title: "Limit passes on 11/30/2026", dateAwarded: "2016-11-30" });
    const reviewed = await listing(app, seller.userId, {
      ...PAST_LIMIT,
      title: "Reviewed",
      limitReviewedAt: new Date("2025-02-01T15:00:00Z"),
    });
    const hidden = await listing(app, seller.userId, { ...PAST_LIMIT, title: "Hidden", status: "hidden" });

    app.clock.set(new Date("2026-11-25T15:00:00Z"));
    await runJudgmentValuesJob(app.services);
    expect(await judgmentRow(app, passing)).toMatchObject({ status: "active", enforceLimitOn: "2026-11-30" });

    app.clock.set(new Date("2026-12-01T15:00:00Z"));
    await runJudgmentValuesJob(app.services);
    expect(await judgmentRow(app, passing)).toMatchObject({ status: "new", limitReviewedAt: null });
    expect(await auditActions(app, "judgment", passing)).toContain("listing.limit_passed");
    const [email] = await listRecentEmails(app.services.db, 1, seller.email);
    expect(email.subject).toContain("Your listing went back to review");
    expect(email.bodyText).toContain(`/judgments/${passing}/edit`);
    expect(email.bodyText).toContain("appears past the last day it can be enforced or revived (11/30/2026) under California law");

    expect((await judgmentRow(app, reviewed)).status).toBe("active");
    expect((await judgmentRow(app, hidden)).status).toBe("hidden");

    // Held one by one, each checked again with its row locked: a reviewed one is not held.
    expect(await holdPastLimitListing(app.services, reviewed)).toBe(false);
    expect((await judgmentRow(app, reviewed)).status).toBe("active");

    // Once in review, the next run leaves it (and tells nobody again).
    const before = (await emailsTo(seller.email)).length;
    await runJudgmentValuesJob(app.services);
    expect((await judgmentRow(app, passing)).status).toBe("new");
    expect(await emailsTo(seller.email)).toHaveLength(before);
  });
});

describe("going live again without a review", () => {
  it("unhiding from the page: back to review, and the toast says why; a reviewed judgment goes live", async () => {
    const id = await listing(app, seller.userId, { ...PAST_LIMIT, status: "hidden" });
    const response = await postIntent(id, "unhide", seller.jar);
    expect(response.status).toBe(302);
    const toast = await toastOf(app, response);
    expect(toast?.type).toBe("message");
    expect(toast?.description).toContain(BACK_TO_REVIEW);
    expect(toast?.description).toContain("(01/04/2020) under California law");
    expect((await judgmentRow(app, id)).status).toBe("new");
    const [audit] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "judgment"), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({
      action: "listing.unhide",
      fromStatus: "hidden",
      toStatus: "new",
      details: { heldForLimitReview: true, enforceableUntil: "2020-01-04" },
    });

    const reviewed = await listing(app, seller.userId, { ...PAST_LIMIT, status: "hidden", limitReviewedAt: new Date() });
    expect((await toastOf(app, await postIntent(reviewed, "unhide", seller.jar)))?.description).toBe(
      "Your listing is live again in browse and search.",
    );
    expect((await judgmentRow(app, reviewed)).status).toBe("active");
  });

  it("unhiding through PUT /api/judgments/{id}: status new with the message", async () => {
    const id = await listing(app, seller.userId, { ...PAST_LIMIT, status: "hidden" });
    const response = (await run(() =>
      judgmentApi.action(app.args(jsonRequest(`/api/judgments/${id}`, { status: "active" }, seller.jar, "PUT"), { id: String(id) })),
    )) as Response;
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id, status: "new" });
    expect(body.message).toContain(BACK_TO_REVIEW);

    const inTime = await listing(app, seller.userId, { status: "hidden" });
    const shown = (await run(() =>
      judgmentApi.action(
        app.args(jsonRequest(`/api/judgments/${inTime}`, { status: "active" }, seller.jar, "PUT"), { id: String(inTime) }),
      ),
    )) as Response;
    expect(await shown.json()).toEqual({ id: inTime, status: "active" });
  });

  it("relisting after the payment window: back to review, the earlier bidders not told it is for sale", async () => {
    const buyer = await member(app, { prefix: "late_buyer" });
    const bidder = await member(app, { prefix: "bidder" });
    const id = await listing(app, seller.userId, {
      ...PAST_LIMIT,
      status: "offer_accepted",
      buyerId: buyer.userId,
      paymentDueAt: new Date(Date.now() - HOUR),
    });
    await offer(app, id, bidder.userId, { status: "rejected", amountCents: 200_000 });
    const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: 300_000 });

    const response = await postIntent(id, "reactivate", seller.jar);
    expect(response.status).toBe(302);
    expect((await toastOf(app, response))?.description).toContain(BACK_TO_REVIEW);
    expect(await judgmentRow(app, id)).toMatchObject({ status: "new", buyerId: null, acceptedOfferId: null });
    const [lapsed] = await app.services.db.select({ status: offers.status }).from(offers).where(eq(offers.id, offerId));
    expect(lapsed.status).toBe("lapsed");
    expect(await emailsTo(bidder.email)).toEqual([]);
    expect(await emailsTo(buyer.email)).toEqual([expect.stringContaining("Your accepted offer has lapsed")]);
    // Not "back on sale" with a link the buyer could not open: a link to browse.
    const [lapsedEmail] = await listRecentEmails(app.services.db, 1, buyer.email);
    expect(lapsedEmail.bodyText).not.toContain("back on sale");
    expect(lapsedEmail.bodyText).not.toContain(`/judgments/${id}`);
    expect(lapsedEmail.bodyText).toContain("/judgments");
  });

  it("a buyer cancelling a sale not assigned in time: refunded, the listing back to review, and the seller's e-mail says why", async () => {
    app.clock.set(new Date("2026-03-04T15:00:00Z"));
    const sale = await escrowSales(app).paidSale();
    // The judgment's limit passed during the sale (here: the dates corrected to an old judgment).
    await app.services.db.update(judgments).set(PAST_LIMIT).where(eq(judgments.id, sale.id));
    app.clock.set(new Date("2026-03-20T15:00:00Z"));
    const cancelled = await escrowSales(app).post(cancelApi, "/api/judgments/cancel_purchase", { judgment_id: sale.id }, sale.buyer.jar);
    expect(cancelled.status).toBe(200);
    expect(await judgmentRow(app, sale.id)).toMatchObject({ status: "new", buyerId: null });
    const [email] = await listRecentEmails(app.services.db, 1, sale.seller.email);
    expect(email.subject).toContain("The buyer cancelled");
    expect(email.bodyText).toContain(BACK_TO_REVIEW);
    expect(email.bodyText).not.toContain("back on sale");
  });

  it("a next-best buyer declining the sale: back to review, and the seller's e-mail says why", async () => {
    const buyer = await member(app, { prefix: "next_best" });
    const id = await listing(app, seller.userId, {
      ...PAST_LIMIT,
      status: "offer_accepted",
      buyerId: buyer.userId,
      paymentDueAt: new Date(Date.now() + 2 * 24 * HOUR),
    });
    const offerId = await offer(app, id, buyer.userId, { status: "accepted", amountCents: 250_000, handedOverAt: new Date() });
    await app.services.db.update(judgments).set({ acceptedOfferId: offerId }).where(eq(judgments.id, id));

    await answerHandOver(app.services, { judgmentId: id, user: { id: buyer.userId, roles: [] }, accept: false });
    expect((await judgmentRow(app, id)).status).toBe("new");
    const [email] = await listRecentEmails(app.services.db, 1, seller.email);
    expect(email.subject).toContain("The next-best buyer declined your judgment");
    expect(email.bodyText).toContain(BACK_TO_REVIEW);
    expect(email.bodyText).not.toContain("for sale again");
  });
});

describe("the stored values", () => {
  it("are written with the edit; a refresh that read the listing before the edit does not overwrite them", async () => {
    const id = await listing(app, seller.userId, { title: "Edited while the job runs", status: "new", listedAt: null });
    const book = await loadRuleBook(app.services.db);
    const today = "2026-11-24";
    app.clock.set(new Date(`${today}T15:00:00Z`));
    // The job reads the listing as it is ($20,000)…
    const [read] = (await listValueInputsPage(app.services.db, ["new"], id - 1, 1)).filter((row) => row.id === id);
    expect(read.amountCents).toBe(2_000_000);

    // …the owner's edit commits a new amount, and its value with it…
    const update = await updateListing(app.services, {
      judgmentId: id,
      userId: seller.userId,
      body: listingEditFields({ title: "Edited while the job runs", amount: "30000.00" }),
    });
    expect(update.ok).toBe(true);
    const edited = await judgmentRow(app, id);
    expect(edited.amountCents).toBe(3_000_000);
    expect(edited.estimatedBalanceCents).toBeGreaterThan(3_000_000);

    // …then the job writes what it computed from the old amount: refused, the edit's value stays.
    await saveStoredValues(app.services.db, [
      { id, inputsKey: read.inputsKey, value: storedValue(judgmentValue(read, book, today), today) },
    ]);
    expect((await judgmentRow(app, id)).estimatedBalanceCents).toBe(edited.estimatedBalanceCents);
  });

  it("at boot, balances of an earlier day say the daily job missed its run (boot queues it then)", async () => {
    app.clock.set(new Date("2026-11-24T15:00:00Z"));
    const id = await listing(app, seller.userId, { rulesVersion: 1, estimatedBalanceCents: 1, balanceAsOf: "2026-11-20" });
    expect(await balancesBehind(app.services)).toBe(true);
    await runJudgmentValuesJob(app.services);
    expect(await judgmentRow(app, id)).toMatchObject({ balanceAsOf: "2026-11-24" });
    expect(await balancesBehind(app.services)).toBe(false);
  });
});
