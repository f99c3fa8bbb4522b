// The premium membership's monthly renewal (docs/decisions/0010-premium.md): the job charges the
// default saved card once per member and month (also when two runs overlap), extends the
// membership one calendar month from its old end, writes an invoice e-mail and a platform-fee
// ledger movement; a declined card is tried again a day later, three tries in all, then the
// membership lapses with an e-mail; a member without a card lapses at once; a lapse never takes
// paid time away (premium until premium_until); a provider outage is not counted as a decline; a
// cancelled membership is not charged. Moved with the services' clock.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { isPremiumMember, oneMonthAfter, RENEWAL_ATTEMPTS } from "~/domain/membership";
import { runPremiumRenewals } from "~/server/membership/renewal";
import { renewalKey } from "~/server/membership/renewal-paid";
import { saveCard } from "~/server/payments/saved-cards";
import { findMembership } from "~/server/queries/membership";
import { ledgerEntries, outbox, payments, users } from "~/server/db/schema";
import * as profileRoute from "~/routes/profile/index";
import { auditActions, upsellCents } from "../support/rows";
import { createTestApp, formRequest, getRequest, run, toastOf, unwrap, type TestApp } from "../support/app";
import { member } from "../support/factories";

let app: TestApp;
let price: number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The start of the test's world: memberships end at END. */
const END = new Date("2027-01-31T10:00:00Z");

beforeAll(async () => {
  app = await createTestApp({}, { poolSize: 4 });
  price = await upsellCents(app, "premium");
});
afterAll(async () => {
  await app?.close();
});

async function premiumMember(card: string | null, values: Partial<typeof users.$inferInsert> = {}) {
  const m = await member(app, { prefix: "renew", values: { isPremium: true, premiumUntil: END, ...values } });
  if (card) expect(await saveCard(app.services, m.userId, card)).toHaveProperty("card");
  return m;
}
const userRow = async (id: number) => (await app.services.db.select().from(users).where(eq(users.id, id)))[0];
const renewalPayments = (id: number) =>
  app.services.db
    .select()
    .from(payments)
    .where(like(payments.idempotencyKey, `premium-renewal:u${id}:%`));
/** Whether the member has premium's benefits at `at` (the first look, credits, assignment forms all ask this). */
const premiumAt = async (id: number, at: Date) => isPremiumMember(await findMembership(app.services.db, id), at);
const mailsTo = (email: string) => app.services.db.select().from(outbox).where(eq(outbox.toAddress, email));

describe("monthly renewal", () => {
  it("charges the default card once per month, even when the job runs twice at once, and extends from the old end", async () => {
    const m = await premiumMember("pm_card_visa");
    app.clock.set(new Date(END.getTime() - 2 * HOUR)); // due within the next hours
    await Promise.all([runPremiumRenewals(app.services), runPremiumRenewals(app.services)]);
    await runPremiumRenewals(app.services);

    const paid = await renewalPayments(m.userId);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ kind: "premium", status: "succeeded", amountCents: price, idempotencyKey: renewalKey(m.userId, END) });
    const row = await userRow(m.userId);
    expect(row.premiumUntil).toEqual(oneMonthAfter(END)); // Jan 31 → Feb 28, from the old end, not from now
    expect(row.isPremium).toBe(true);

    // The ledger: one balanced platform-fee movement for the payment.
    const lines = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paid[0].id));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(0);
    expect(lines.some((line) => line.kind === "platform_fee")).toBe(true);
    // The invoice.
    const mails = await mailsTo(m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/invoice/i);
    expect(mails[0].bodyText).toContain("Premium membership renewed until");

    // The next month: charged again, from the new end.
    app.clock.set(new Date(oneMonthAfter(END).getTime() - HOUR));
    await runPremiumRenewals(app.services);
    expect(await renewalPayments(m.userId)).toHaveLength(2);
    expect((await userRow(m.userId)).premiumUntil).toEqual(oneMonthAfter(oneMonthAfter(END)));
  });

  it("is not due days before the end, and never charges a cancelled membership (it runs to its end)", async () => {
    const early = await premiumMember("pm_card_visa");
    const cancelled = await premiumMember("pm_card_visa", { premiumRenews: false, premiumCancelledAt: new Date() });
    app.clock.set(new Date(END.getTime() - 3 * DAY));
    await runPremiumRenewals(app.services);
    expect(await renewalPayments(early.userId)).toHaveLength(0);
    app.clock.set(new Date(END.getTime() + DAY));
    await runPremiumRenewals(app.services);
    expect(await renewalPayments(cancelled.userId)).toHaveLength(0);
    expect(await userRow(cancelled.userId)).toMatchObject({ isPremium: true, premiumUntil: END });
  });

  it("a declined charge is tried again a day later; after the third try the membership lapses with an e-mail", async () => {
    // A saved card that needs the bank's authentication cannot be charged while the member is away.
    const m = await premiumMember("pm_card_authenticationRequired");
    app.clock.set(new Date(END.getTime() - HOUR));
    await runPremiumRenewals(app.services);
    await runPremiumRenewals(app.services); // the same hour: not tried twice
    expect(await userRow(m.userId)).toMatchObject({ isPremium: true, premiumRenewalAttempts: 1 });
    expect((await mailsTo(m.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining("could not be renewed")]);

    app.clock.advanceDays(1);
    await runPremiumRenewals(app.services);
    expect(await userRow(m.userId)).toMatchObject({ isPremium: true, premiumRenewalAttempts: 2 });
    app.clock.advanceDays(1);
    await runPremiumRenewals(app.services);
    const row = await userRow(m.userId);
    expect(row).toMatchObject({ isPremium: false, premiumUntil: END });
    const payment = await renewalPayments(m.userId);
    expect(payment).toHaveLength(1); // one payment per month, tried three times
    expect(payment[0].status).toBe("failed");
    const subjects = (await mailsTo(m.email)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects[2]).toContain("has ended");
    // Lapsed: no more tries.
    app.clock.advanceDays(1);
    await runPremiumRenewals(app.services);
    expect(await mailsTo(m.email)).toHaveLength(3);
  });

  it("no saved card: the renewal lapses at once with one e-mail, and the member stays premium until the paid end", async () => {
    const m = await premiumMember(null);
    app.clock.set(new Date(END.getTime() - 5 * HOUR));
    expect((await runPremiumRenewals(app.services)).get(m.userId)).toBe("lapsed");
    expect(await userRow(m.userId)).toMatchObject({ isPremium: true, premiumUntil: END, premiumRenewalAttempts: RENEWAL_ATTEMPTS });
    expect(await premiumAt(m.userId, app.clock.now())).toBe(true);
    expect(await premiumAt(m.userId, new Date(END.getTime() - 1))).toBe(true);
    expect(await renewalPayments(m.userId)).toHaveLength(0);
    const [mail] = await mailsTo(m.email);
    expect(mail.subject).toContain("will not renew");
    expect(mail.bodyText).toContain("no saved card");
    expect(mail.bodyText).toContain("stays active until");

    // Later runs, before and after the end: no second e-mail, no charge; the benefits end at the end.
    app.clock.set(new Date(END.getTime() - HOUR));
    await runPremiumRenewals(app.services);
    app.clock.set(new Date(END.getTime() + 2 * DAY));
    await runPremiumRenewals(app.services);
    expect(await premiumAt(m.userId, END)).toBe(false);
    expect(await premiumAt(m.userId, app.clock.now())).toBe(false);
    expect(await mailsTo(m.email)).toHaveLength(1);
    expect(await renewalPayments(m.userId)).toHaveLength(0);
  });

  it("no saved card: saving one and resuming the renewal before the end renews at the next run", async () => {
    const m = await premiumMember(null);
    app.clock.set(new Date(END.getTime() - 5 * HOUR));
    await runPremiumRenewals(app.services);
    const page = unwrap(await run(() => profileRoute.loader(app.args(getRequest("/profile", m.jar))))).data;
    expect(page.membership).toMatchObject({ premium: true, renews: false, lapsed: true, premiumUntil: END.toISOString() });

    expect(await saveCard(app.services, m.userId, "pm_card_visa")).toHaveProperty("card");
    const resumed = unwrap(await run(() => profileRoute.action(app.args(formRequest("/profile", { intent: "premium_resume" }, m.jar)))));
    expect(resumed.status).toBe(200);
    app.clock.set(new Date(END.getTime() - 4 * HOUR));
    expect((await runPremiumRenewals(app.services)).get(m.userId)).toBe("renewed");
    expect(await userRow(m.userId)).toMatchObject({ isPremium: true, premiumUntil: oneMonthAfter(END), premiumRenewalAttempts: 0 });
    expect(await renewalPayments(m.userId)).toHaveLength(1);
  });

  it("the last try declined before the paid end: the member stays premium until the end, with one e-mail", async () => {
    const m = await premiumMember("pm_card_authenticationRequired", { premiumRenewalAttempts: RENEWAL_ATTEMPTS - 1 });
    app.clock.set(new Date(END.getTime() - 3 * HOUR));
    expect((await runPremiumRenewals(app.services)).get(m.userId)).toBe("lapsed");
    expect(await userRow(m.userId)).toMatchObject({ isPremium: true, premiumUntil: END });
    expect(await premiumAt(m.userId, new Date(END.getTime() - 1))).toBe(true);
    expect(await premiumAt(m.userId, END)).toBe(false);
    app.clock.advanceDays(1);
    await runPremiumRenewals(app.services);
    const mails = await mailsTo(m.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining("will not renew")]);
    expect(mails[0].bodyText).toContain("declined");
    expect(await renewalPayments(m.userId)).toHaveLength(1);
  });

  it("the payment provider unreachable: not counted as a decline, no e-mail, tried a day later; back, it charges once", async () => {
    const m = await premiumMember("pm_card_visa");
    const outage = vi.spyOn(app.services.payments, "listPaymentMethods").mockRejectedValue(new Error("connect ECONNREFUSED"));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      app.clock.set(new Date(END.getTime() - 2 * HOUR));
      // Four daily runs (more than RENEWAL_ATTEMPTS) during the outage, and an hourly one between.
      for (let day = 0; day < RENEWAL_ATTEMPTS + 1; day++) {
        expect((await runPremiumRenewals(app.services)).get(m.userId)).toBe("postponed");
        app.clock.set(new Date(app.clock.now().getTime() + HOUR));
        expect((await runPremiumRenewals(app.services)).has(m.userId)).toBe(false); // tried an hour ago: not again
        app.clock.set(new Date(app.clock.now().getTime() + 23 * HOUR));
      }
      expect(await userRow(m.userId)).toMatchObject({ isPremium: true, premiumUntil: END, premiumRenewalAttempts: 0 });
      expect(await mailsTo(m.email)).toHaveLength(0);
      expect(await renewalPayments(m.userId)).toHaveLength(0);
    } finally {
      outage.mockRestore();
      quiet.mockRestore();
    }
    expect((await runPremiumRenewals(app.services)).get(m.userId)).toBe("renewed");
    await runPremiumRenewals(app.services);
    expect(await renewalPayments(m.userId)).toHaveLength(1);
    expect(await userRow(m.userId)).toMatchObject({ isPremium: true, premiumUntil: oneMonthAfter(END), premiumRenewalAttempts: 0 });
    expect((await mailsTo(m.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/invoice/i)]);
  });

  it("a payment for the same month made twice is one payment (the key names the member and the month)", async () => {
    const m = await premiumMember("pm_card_visa");
    app.clock.set(new Date(END.getTime() - HOUR));
    await runPremiumRenewals(app.services);
    // The month was paid: even forgetting the claim, the same key answers the earlier payment.
    await app.services.db.update(users).set({ premiumUntil: END, premiumRenewalTriedAt: null }).where(eq(users.id, m.userId));
    await runPremiumRenewals(app.services);
    const rows = await app.services.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, m.userId), eq(payments.kind, "premium")));
    expect(rows).toHaveLength(1);
  });
});

describe("My Settings", () => {
  const settings = async (jar: Parameters<typeof getRequest>[1], query = "") =>
    unwrap(await run(() => profileRoute.loader(app.args(getRequest(`/profile${query}`, jar))))).data;
  /** The action redirects back to the section with a notice (success, or the refusal as an error). */
  const post = async (jar: Parameters<typeof getRequest>[1], intent: string) => {
    const answer = (await run(() => profileRoute.action(app.args(formRequest("/profile", { intent }, jar))))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/profile#premium");
    return toastOf(app, answer);
  };

  it("shows Basic with a way to upgrade, and refuses a renewal change to a basic member", async () => {
    app.clock.set(new Date(END.getTime() - 10 * DAY));
    const basic = await member(app, { prefix: "basic" });
    const page = await settings(basic.jar);
    expect(page.membership).toMatchObject({ premium: false, upgradeHref: "/sell" });
    expect(await post(basic.jar, "premium_cancel")).toMatchObject({ type: "error" });
  });

  it("cancels the renewal (the membership runs to its end, never charged), resumes it, both idempotent and audited", async () => {
    app.clock.set(new Date(END.getTime() - 10 * DAY));
    const m = await premiumMember("pm_card_visa");
    const listingId = await (await import("../support/factories")).listing(app, m.userId);
    let page = await settings(m.jar, "?confirm=premium-cancel");
    expect(page.membership).toMatchObject({
      premium: true,
      renews: true,
      premiumUntil: END.toISOString(),
      upgradeHref: `/sell/upgrade/${listingId}?return=/profile`,
      defaultCard: { brand: "visa", last4: "4242" },
    });
    expect(page.confirmPremiumCancel).toBe(true);

    expect(await post(m.jar, "premium_cancel")).toMatchObject({ type: "success" });
    expect(await post(m.jar, "premium_cancel")).toMatchObject({ type: "success" }); // twice: no change
    page = await settings(m.jar);
    expect(page.membership).toMatchObject({ premium: true, renews: false });
    expect((await userRow(m.userId)).premiumCancelledAt).toBeInstanceOf(Date);

    app.clock.set(new Date(END.getTime() - HOUR));
    await runPremiumRenewals(app.services);
    expect(await renewalPayments(m.userId)).toHaveLength(0);

    expect(await post(m.jar, "premium_resume")).toMatchObject({ type: "success" });
    expect(await userRow(m.userId)).toMatchObject({ premiumRenews: true, premiumCancelledAt: null });
    await runPremiumRenewals(app.services);
    expect(await renewalPayments(m.userId)).toHaveLength(1);
    expect(await auditActions(app, "user", m.userId)).toEqual(
      expect.arrayContaining(["user.premium_cancel", "user.premium_resume", "user.premium_renewal"]),
    );
  });
});
