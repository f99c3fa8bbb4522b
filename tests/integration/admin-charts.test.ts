// /admin's pictures (issue 31, item 3): the listings, messages and disputes waiting by how long
// (under 1 day, 1–2, 2–7, over 7 days; from the queues' own statement, so the bars add up to the
// cards' counts), and completed sales by week over the last 12 (US Eastern weeks from Monday; a
// refunded sale and one before the window left out), each with its sentence and table, rendered
// on the page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import * as adminIndex from "~/routes/admin/index";
import { disputes, messages, saleComparables } from "~/server/db/schema";
import { weeklySalesSql } from "~/server/queries/weekly-sales";
import { createTestApp, getRequest, run, unwrap, type TestApp } from "../support/app";
import { acceptedOffer, listing, member, type Member } from "../support/factories";
import { escrowSales } from "../support/escrow-sales";

// Wednesday 03/11/2026, 11 am US Eastern (daylight time since 03/08).
const NOW = new Date("2026-03-11T15:00:00Z");
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

let app: TestApp;
let admin: Member;
beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(NOW);
  admin = await member(app, { role: "admin", verified: true });
});
afterAll(async () => {
  app?.clock.reset();
  await app?.close();
});

async function overview() {
  return unwrap(await run(() => adminIndex.loader(app.args(getRequest("/admin", admin.jar))))).data;
}

/** A completed sale (sold, this offer accepted) recorded as the market records it, paid at `paidAt`. */
async function sale(paidAt: Date, priceCents: number, options: { refunded?: boolean } = {}) {
  const seller = await member(app);
  const buyer = await member(app);
  const id = await listing(app, seller.userId, { status: options.refunded ? "active" : "sold", buyerId: buyer.userId });
  const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: priceCents });
  await app.services.db.insert(saleComparables).values({
    judgmentId: id,
    soldAsId: id,
    offerId,
    paidAt,
    stateId: 6,
    region: "west",
    ageBand: "2-5",
    sizeBand: "10k-50k",
    priceCents,
    balanceCents: 2_000_000,
    shareBps: Math.floor((priceCents * 10_000) / 2_000_000),
  });
}

describe("waiting, by how long", () => {
  it("counts each queue's items in the four bands, a band holding its lower bound; listings held for their fee left out", async () => {
    const seller = await member(app, { verified: true });
    for (const hours of [2, 24, 72, 240]) await listing(app, seller.userId, { status: "new", listedAt: null, createdAt: ago(hours) });
    await listing(app, seller.userId, { status: "new", listedAt: null, listingFeeCents: 2_000, createdAt: ago(240) });
    const [a, b] = [await member(app), await member(app)];
    for (const hours of [1, 50]) {
      await app.services.db
        .insert(messages)
        .values({ senderId: a.userId, recipientId: b.userId, status: "pending", body: "Is the debtor employed?", createdAt: ago(hours) });
    }
    const { disputedSale } = escrowSales(app);
    const disputed = await disputedSale();
    await app.services.db
      .update(disputes)
      .set({ createdAt: ago(8 * 24) })
      .where(eq(disputes.id, disputed.disputeId));

    const data = await overview();
    const chart = data.charts.waiting;
    expect(chart.table).toEqual({
      columns: ["Queue", "Under 1 day", "1–2 days", "2–7 days", "Over 7 days"],
      rows: [
        // Exactly 24 hours ago is a day old: 1–2 days.
        ["Listings to review", 1, 1, 1, 1],
        // The buyer's dispute statement waits for review too (under a day).
        ["Messages to review", 2, 0, 1, 0],
        ["Open disputes", 0, 0, 0, 1],
      ],
    });
    // The bars add up to the cards' counts.
    for (const queue of ["listings", "messages", "disputes"]) {
      const card = data.queues.find((q: { queue: string }) => q.queue === queue);
      expect(card.byAge.reduce((x: number, y: number) => x + y, 0)).toBe(card.count);
    }
    expect(chart.summary).toBe(
      "Waiting now: 4 listings (1 over 7 days), 3 messages, 1 dispute (1 over 7 days). Each bar counts the items of one queue by how long they have waited.",
    );
    expect(chart.drawing.panels.map((p: { title: { text: string } }) => p.title.text)).toEqual([
      "Listings to review",
      "Messages to review",
      "Open disputes",
    ]);
    expect(chart.drawing.xTicks.map((t: { label: string }) => t.label)).toEqual(["Under 1 day", "1–2 days", "2–7 days", "Over 7 days"]);
  });
});

describe("completed sales by week", () => {
  it("counts the last 12 weeks' completed sales and what they sold for, by US Eastern week from Monday", async () => {
    // The window starts Monday 12/22/2025 (this week's Monday, 03/09, less 11 weeks).
    await sale(new Date("2025-12-22T05:30:00Z"), 30_000); // 12:30 am Eastern on 12/22: the first week
    await sale(new Date("2025-12-22T04:30:00Z"), 99_900); // 11:30 pm Eastern on 12/21: before the window
    await sale(new Date("2026-03-09T03:30:00Z"), 200_000); // Sunday 03/08, 11:30 pm Eastern: the week of 03/02
    await sale(new Date("2026-03-09T04:30:00Z"), 100_000); // Monday 03/09, 12:30 am Eastern
    await sale(new Date("2026-03-10T16:00:00Z"), 50_000);
    await sale(new Date("2026-03-10T17:00:00Z"), 77_700, { refunded: true }); // refunded in full: no longer sold

    const chart = (await overview()).charts.sales;
    expect(chart.table.rows).toHaveLength(12);
    expect(chart.table.rows[0]).toEqual(["12/22/2025", 1, "$300"]);
    expect(chart.table.rows.slice(-2)).toEqual([
      ["03/02/2026", 1, "$2,000"],
      ["03/09/2026", 2, "$1,500"],
    ]);
    expect(chart.table.rows.slice(1, -2).every((row: unknown[]) => row[1] === 0 && row[2] === "$0")).toBe(true);
    expect(chart.summary).toBe(
      "4 sales completed in the 12 weeks from 12/22/2025 to today, for $3,800 in all; the busiest week began 03/09/2026 (2 sales, $1,500).",
    );
    expect(chart.drawing.panels.map((p: { title: { text: string } }) => p.title.text)).toEqual(["Sales", "Sold for"]);
    // The money panel's axis reads dollars.
    expect(chart.drawing.panels[1].yTicks.map((t: { label: string }) => t.label)).toEqual(["$0", "$2k"]);
  });

  it("reads the sales through indexes (no sequential scan when the planner may avoid one)", async () => {
    const plan = await app.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${weeklySalesSql("2025-12-22")}`);
      return (result as unknown as { rows: { "QUERY PLAN": string }[] }).rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    // On a few rows the planner may start from the sold listings instead (an index too); at scale the
    // twelve weeks of sale_comparables_paid_idx are the narrow side. Either way, no table is read whole.
    expect(plan).toMatch(/Index (Only )?Scan/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe("the overview page", () => {
  it("shows both pictures, each with its title, its sentence and its table", async () => {
    const loaderData = await overview();
    const Stub = createRoutesStub([
      {
        path: "/admin",
        Component: () => createElement(adminIndex.default as never, { loaderData, actionData: undefined, params: {}, matches: [] }),
      },
    ]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/admin"] }));
    expect(html).toContain('data-testid="admin-waiting-chart"');
    expect(html).toContain('data-testid="admin-sales-chart"');
    expect(html).toContain("Waiting, by how long");
    expect(html).toContain("Completed sales by week");
    expect(html).toContain("4 sales completed in the 12 weeks from 12/22/2025 to today");
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(2);
    expect(html.match(/Show the figures as a table/g)).toHaveLength(2);
  });
});
