// One assignment deadline (issue 27, item 8): a sale paid on a known day gets the deadline of the
// rule (PAYMENT_TO_ASSIGNMENT_DAYS business days after payment, weekends and federal holidays left
// out), stored once, and the seller, the buyer and an administrator read the very same words on
// the judgment page, /selling, /home, /admin/assignments and in both payment e-mails. The clock is
// set before anything is made, so no date depends on the day the test runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { formatDeadline } from "~/domain/escrow";
import * as adminAssignments from "~/routes/admin/assignments";
import * as home from "~/routes/home/index";
import * as detail from "~/routes/judgments/detail";
import * as selling from "~/routes/selling-dashboard/index";
import { judgments, outbox } from "~/server/db/schema";
import { createTestApp, getRequest, run, type CookieJar, type TestApp } from "../support/app";
import { escrowSales, type Sale } from "../support/escrow-sales";
import { member, type Member } from "../support/factories";

let app: TestApp;
let admin: Member;
let sale: Sale;

/** Friday 02/13/2026, 3 pm US Eastern; Monday 02/16/2026 is Presidents' Day. */
const PAID_AT = new Date("2026-02-13T20:00:00Z");
/** Ten business days later: 02/17–02/20, 02/23–02/27, 03/02. */
const ASSIGN_BY = "03/02/2026 11:59 PM ET";

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(PAID_AT);
  admin = await member(app, { verified: true, role: "admin" });
  sale = await escrowSales(app).paidSale();
});
afterAll(async () => {
  await app?.close();
});

async function judgmentPage(jar: CookieJar) {
  const data = (await run(() => detail.loader(app.args(getRequest(`/judgments/${sale.id}`, jar), { id: String(sale.id) })))) as any;
  expect(data).not.toBeInstanceOf(Response);
  return data;
}

async function mailText(address: string, subjectStart: string): Promise<string> {
  const rows = await app.services.db
    .select({ subject: outbox.subject, text: outbox.bodyText })
    .from(outbox)
    .where(eq(outbox.toAddress, address));
  const mail = rows.find((r) => r.subject.startsWith(subjectStart));
  expect(mail, `${subjectStart} to ${address}`).toBeDefined();
  return mail!.text;
}

describe("the seller's assignment deadline", () => {
  it("is stored once at payment, by the rule", async () => {
    const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, sale.id));
    expect(row.status).toBe("paid");
    expect(formatDeadline(row.assignmentDueAt!)).toBe(ASSIGN_BY);
  });

  it("reads the same on the judgment page to the seller, the buyer and an administrator", async () => {
    for (const jar of [sale.seller.jar, sale.buyer.jar, admin.jar]) {
      const page = await judgmentPage(jar);
      expect(formatDeadline(page.escrow.assignmentDueAt)).toBe(ASSIGN_BY);
    }
  });

  it("reads the same on /selling, the buyer's /home and /admin/assignments", async () => {
    const sections = (await run(() => selling.loader(app.args(getRequest("/selling", sale.seller.jar))))) as any;
    const row = sections.active.find((r: { id: number }) => r.id === sale.id);
    expect(row.nextStep.text).toContain(`by ${ASSIGN_BY};`);

    const dashboard = (await run(() => home.loader(app.args(getRequest("/home", sale.buyer.jar))))) as any;
    const bought = dashboard.buying.items.find((r: { id: number }) => r.id === sale.id);
    expect(formatDeadline(bought.assignment_due_at)).toBe(ASSIGN_BY);

    const queue = (await run(() => adminAssignments.loader(app.args(getRequest("/admin/assignments", admin.jar))))) as any;
    const line = queue.paid.find((r: { id: number }) => r.id === sale.id);
    expect(line.since.slice(0, 10)).toBe("2026-02-13");
    expect(formatDeadline(line.dueAt)).toBe(ASSIGN_BY);
    expect(line.overdue).toBe(false);
  });

  it("is named in both payment e-mails", async () => {
    expect(await mailText(sale.seller.email, "The buyer paid")).toContain(`by ${ASSIGN_BY};`);
    expect(await mailText(sale.buyer.email, "Your payment receipt")).toContain(`by ${ASSIGN_BY};`);
  });

  it("shows as passed on /admin/assignments once the day is over", async () => {
    app.clock.set(new Date("2026-03-03T12:00:00Z"));
    const queue = (await run(() => adminAssignments.loader(app.args(getRequest("/admin/assignments", admin.jar))))) as any;
    expect(queue.paid.find((r: { id: number }) => r.id === sale.id)).toMatchObject({ overdue: true });
  });
});
