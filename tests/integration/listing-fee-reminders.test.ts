// Issue 27, item 12: a listing left "Awaiting listing fee" (Pay Later) is not stranded. The seller
// is e-mailed after 1 and 5 days, then weekly for a month, each reminder once (a second run, a
// second instance, or a late run sends no more), never after the fee is paid or the listing is
// removed, and never to a seller who switched those reminders off (/notifications, topic
// listing_reminders). /selling shows the listing as "Awaiting listing fee" with its Pay link.
// Only a recent date is sent (within 48 hours): the job's first run mails no old listing, a late
// run skips the dates long past; a resubmitted listing's dates start over; a listing due is
// never crowded out of a run's batch by listings between their dates.
// Time moves by the services' clock (app.clock), from the listing's own submission time.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import * as selling from "~/routes/selling-dashboard/index";
import * as checkoutPage from "~/routes/listing-wizard/checkout";
import * as declineRoute from "~/routes/admin/judgments/decline";
import * as editRoute from "~/routes/judgments/edit";
import { FEE_REMINDER_GRACE_HOURS, LISTING_FEE_REMINDER_DAYS } from "~/domain/listing-fee-reminders";
import { sendListingFeeReminders } from "~/server/listings/fee-reminders";
import { auditLog, judgments, outbox } from "~/server/db/schema";
import { saveOptOuts } from "~/server/queries/notification-settings";
import { createTestApp, formRequest, getRequest, jsonRequest, run, type TestApp } from "../support/app";
import { usingPostgres } from "../support/db";
import { listing, listingEditFields, member, paidListingFee, type Member } from "../support/factories";
import { judgmentRow } from "../support/rows";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { poolSize: 4 });
});
afterEach(() => app.clock.reset());
afterAll(async () => {
  await app?.close();
});

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A submitted listing waiting for its $35 fee; answers its id and when it was submitted. */
async function waitingListing(seller: Member, values: Parameters<typeof listing>[2] = {}) {
  const id = await listing(app, seller.userId, {
    status: "new",
    listedAt: null,
    amountCents: 1_000_000,
    priceCents: 400_000,
    listingFeeCents: 3_500,
    ...values,
  });
  return { id, submitted: (await judgmentRow(app, id)).createdAt as Date };
}

/** A waiting listing submitted `days` before now (the job never saw it). */
async function waitingSince(seller: Member, days: number) {
  const { id } = await waitingListing(seller);
  const submitted = new Date(Date.now() - days * DAY);
  await app.services.db.update(judgments).set({ createdAt: submitted }).where(eq(judgments.id, id));
  return { id, submitted };
}

/** The services' clock `days` (and an hour) after `from`, then one run of the job. */
async function runAt(from: Date, days: number, options: { batchSize?: number } = {}) {
  app.clock.set(new Date(from.getTime() + days * DAY + HOUR));
  return sendListingFeeReminders(app.services, options);
}

/** An administrator declines the listing, its seller saves the edit page: resubmitted; answers when. */
async function declineAndResubmit(id: number, seller: Member) {
  const admin = await member(app, { role: "admin" });
  const reason = "The case number does not match the court's docket; please correct it and resubmit.";
  const declined = (await run(() =>
    declineRoute.action(app.args(jsonRequest("/admin/judgments/decline", { judgment_id: id, reason }, admin.jar))),
  )) as Response;
  expect(declined.status).toBe(200);
  const edit = formRequest(`/judgments/${id}/edit`, listingEditFields({ price: "4000", amount: "10000" }), seller.jar);
  expect(((await run(() => editRoute.action(app.args(edit, { id: String(id) })))) as Response).status).toBe(302);
  const row = await judgmentRow(app, id);
  expect(row).toMatchObject({ status: "new", listedAt: null });
  expect(row.listingFeeCents).toBeGreaterThan(0);
  const [resubmit] = await app.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "judgment"), eq(auditLog.entityId, String(id)), eq(auditLog.action, "listing.resubmit")));
  return resubmit.createdAt as Date;
}

const reminders = (seller: Member) =>
  app.services.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, seller.email), like(outbox.subject, "Your listing is waiting for its listing fee%")));

describe("reminders of an unpaid listing fee", () => {
  it("e-mails after 1 and 5 days, then weekly for a month, each reminder once, with the links to pay and to /selling", async () => {
    expect(LISTING_FEE_REMINDER_DAYS).toEqual([1, 5, 12, 19, 26]);
    const seller = await member(app);
    const { id, submitted } = await waitingListing(seller);

    await runAt(submitted, 0.5);
    expect(await reminders(seller)).toHaveLength(0);
    await runAt(submitted, 1);
    await runAt(submitted, 1);
    expect(await reminders(seller)).toHaveLength(1);

    const [first] = await reminders(seller);
    const base = app.services.config.publicUrl;
    expect(first.bodyText).toContain("$35");
    expect(first.bodyText).toContain(`${base}/sell/checkout?judgment_id=${id}`);
    expect(first.bodyText).toContain(`${base}/selling`);
    expect(first.bodyText).toContain(`${base}/notifications`);
    expect(first.bodyText).not.toContain("last reminder");

    await runAt(submitted, 4);
    expect(await reminders(seller)).toHaveLength(1);
    for (const [day, count] of [
      [5, 2],
      [12, 3],
      [18, 3],
      [19, 4],
      [26, 5],
      [33, 5],
      [60, 5],
    ] as const) {
      await runAt(submitted, day);
      expect(await reminders(seller), `day ${day}`).toHaveLength(count);
    }
    const last = (await reminders(seller)).at(-1)!;
    expect(last.bodyText).toContain("This is our last reminder about this listing.");
  });

  it("sends one reminder for the dates a late run missed", async () => {
    const seller = await member(app);
    const { submitted } = await waitingListing(seller);
    await runAt(submitted, 13);
    await runAt(submitted, 13);
    expect(await reminders(seller)).toHaveLength(1);
    await runAt(submitted, 19);
    expect(await reminders(seller)).toHaveLength(2);
  });

  it("stops once the fee is paid, the listing approved or removed", async () => {
    const [payer, approved, remover] = [await member(app), await member(app), await member(app)];
    const paid = await waitingListing(payer);
    const live = await waitingListing(approved);
    const removed = await waitingListing(remover);
    await runAt(paid.submitted, 1);
    for (const seller of [payer, approved, remover]) expect(await reminders(seller)).toHaveLength(1);

    await paidListingFee(app, payer.userId, paid.id, 3_500);
    await app.services.db.update(judgments).set({ status: "active", listedAt: new Date() }).where(eq(judgments.id, live.id));
    await app.services.db.update(judgments).set({ status: "cancelled" }).where(eq(judgments.id, removed.id));
    await runAt(paid.submitted, 5);
    await runAt(paid.submitted, 30);
    for (const seller of [payer, approved, remover]) expect(await reminders(seller)).toHaveLength(1);
  });

  it("sends only a recent date: on its first run the job e-mails no listing that began waiting over a month ago, and skips dates long past", async () => {
    expect(FEE_REMINDER_GRACE_HOURS).toBe(48);
    const [old, month, week, days6] = [await member(app), await member(app), await member(app), await member(app)];
    await waitingSince(old, 60);
    const { submitted } = await waitingSince(month, 20);
    await waitingSince(week, 10);
    await waitingSince(days6, 6);

    // The first run (as on the job's first deploy): only the dates of the last 48 hours.
    const now = new Date();
    await runAt(now, 0);
    expect(await reminders(old)).toHaveLength(0);
    expect((await reminders(month)).map((r) => r.bodyText.includes("last reminder"))).toEqual([false]); // day 19's
    expect(await reminders(week)).toHaveLength(0); // day 5 was 5 days ago
    expect(await reminders(days6)).toHaveLength(1); // day 5's

    await runAt(now, 2); // day 12 of `week`; day 8 of `days6`, between dates
    expect((await reminders(week)).length).toBe(1);
    expect((await reminders(days6)).length).toBe(1);
    await runAt(submitted, 26);
    expect((await reminders(month)).at(-1)!.bodyText).toContain("This is our last reminder about this listing.");
    await runAt(now, 40);
    expect(await reminders(old)).toHaveLength(0);
    expect(await reminders(month)).toHaveLength(2);
  });

  it("skips a date a late run finds more than 48 hours past, and sends the next one", async () => {
    const seller = await member(app);
    const { submitted } = await waitingListing(seller);
    await runAt(submitted, 1);
    expect(await reminders(seller)).toHaveLength(1);
    await runAt(submitted, 7.5); // the job was down from day 4 to day 7 and a half
    expect(await reminders(seller)).toHaveLength(1);
    await runAt(submitted, 12);
    expect(await reminders(seller)).toHaveLength(2);
  });

  it("starts the dates over when a declined listing is resubmitted: the first reminder a day after", async () => {
    // Submitted 30 hours ago, declined and resubmitted before the job ever saw it.
    const seller = await member(app);
    const { id } = await waitingSince(seller, 1.25);
    const resubmitted = await declineAndResubmit(id, seller);
    await runAt(resubmitted, 0);
    expect(await reminders(seller)).toHaveLength(0);
    await runAt(resubmitted, 1);
    const sent = await reminders(seller);
    expect(sent).toHaveLength(1);
    expect(sent[0].bodyText).not.toContain("last reminder");

    // Reminded on day 5, then declined and resubmitted between two runs: day 1 again, a day after.
    const other = await member(app);
    const waited = await waitingSince(other, 5);
    app.clock.set(new Date(waited.submitted.getTime() + 5 * DAY + HOUR));
    await sendListingFeeReminders(app.services);
    expect(await reminders(other)).toHaveLength(1);
    app.clock.reset();
    const again = await declineAndResubmit(waited.id, other);
    await runAt(again, 0);
    expect(await reminders(other)).toHaveLength(1);
    await runAt(again, 1);
    expect(await reminders(other)).toHaveLength(2);
  });

  it("sends a listing's due reminder however many listings wait between their dates (the batch takes due ones only)", async () => {
    const between = [await member(app), await member(app), await member(app)];
    for (const seller of between) await waitingSince(seller, 2.5);
    await runAt(new Date(), 0); // their day-1 reminders: they now wait for day 5
    for (const seller of between) expect(await reminders(seller)).toHaveLength(1);
    const due = await member(app);
    await waitingSince(due, 1 + 2 / 24);
    app.clock.set(new Date());
    expect(await sendListingFeeReminders(app.services, { batchSize: 3 })).toBe(1);
    expect(await reminders(due)).toHaveLength(1);
  });

  it("honours the notification settings: switched off, no reminder (and its date is used)", async () => {
    const seller = await member(app);
    const { submitted } = await waitingListing(seller);
    await saveOptOuts(app.services.db, seller.userId, ["listing_reminders"]);
    await runAt(submitted, 1);
    expect(await reminders(seller)).toHaveLength(0);
    await saveOptOuts(app.services.db, seller.userId, []);
    await runAt(submitted, 2);
    expect(await reminders(seller)).toHaveLength(0);
    await runAt(submitted, 5);
    expect(await reminders(seller)).toHaveLength(1);
  });

  it("counts from when a listing that was live started waiting again (an edit raised its fee)", async () => {
    const seller = await member(app);
    const { id } = await waitingListing(seller, { listedAt: new Date(Date.now() - 100 * DAY) });
    await app.services.db
      .update(judgments)
      .set({ createdAt: new Date(Date.now() - 120 * DAY) })
      .where(eq(judgments.id, id));
    const now = new Date();
    await runAt(now, 0);
    expect(await reminders(seller)).toHaveLength(0);
    await runAt(now, 1);
    expect(await reminders(seller)).toHaveLength(1);
  });

  it("sends one reminder when two instances run at the same moment", async () => {
    const seller = await member(app);
    const { submitted } = await waitingListing(seller);
    await runAt(submitted, 0);
    app.clock.set(new Date(submitted.getTime() + DAY + HOUR));
    const counts = await Promise.all([sendListingFeeReminders(app.services), sendListingFeeReminders(app.services)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminders(seller)).toHaveLength(1);
    if (!usingPostgres()) return;
    // And on first sight too: two runs that both add the row and claim it.
    const other = await member(app);
    const late = await waitingListing(other);
    app.clock.set(new Date(late.submitted.getTime() + 6 * DAY));
    await Promise.all([
      sendListingFeeReminders(app.services),
      sendListingFeeReminders(app.services),
      sendListingFeeReminders(app.services),
    ]);
    expect(await reminders(other)).toHaveLength(1);
  });

  it("shows the waiting listing on /selling as Awaiting listing fee, with the Pay link to its checkout", async () => {
    const seller = await member(app);
    const { id } = await waitingListing(seller);
    const dashboard = (await run(() => selling.loader(app.args(getRequest("/selling", seller.jar))))) as any;
    const row = dashboard.pending.find((r: any) => r.id === id);
    expect(row).toMatchObject({ status: "new", fee: { kind: "due", dueCents: 3_500 } });
    const checkout = (await run(() => checkoutPage.loader(app.args(getRequest(`/sell/checkout?judgment_id=${id}`, seller.jar))))) as any;
    expect(checkout.totalCents).toBe(3_500);
  });
});
