// The owner's picture of a listing's activity (issue 31, item 3): views, new watchers and offers by
// US Eastern day over the last 30 days, from the rows the database keeps (listing_views, watchlist,
// offers), in one statement served by indexes; on My Listing only, with its sentence and table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as page from "~/routes/judgments/detail";
import { listingViews, watchlist } from "~/server/db/schema";
import { listingActivitySql, listListingActivity } from "~/server/queries/listing-activity";
import { createTestApp, getRequest, run, type CookieJar, type TestApp } from "../support/app";
import { listing, member, offer, type Member } from "../support/factories";

// Wednesday 03/11/2026, 10 am US Eastern: the window is 02/10/2026 to 03/11/2026.
const NOW = new Date("2026-03-11T15:00:00Z");

let app: TestApp;
let seller: Member;
let id: number;
beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(NOW);
  seller = await member(app);
  id = await listing(app, seller.userId);
  const other = await listing(app, seller.userId);
  const db = app.services.db;
  const views = (judgmentId: number, day: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ judgmentId, viewerKey: `v:${day}-${i}`, viewDate: day }));
  await db
    .insert(listingViews)
    .values([
      ...views(id, "2026-03-11", 2),
      ...views(id, "2026-03-10", 1),
      ...views(id, "2026-02-10", 3),
      ...views(id, "2026-02-09", 5),
      ...views(other, "2026-03-11", 4),
    ]);
  const watchers = await Promise.all([member(app), member(app), member(app)]);
  await db.insert(watchlist).values([
    // 11:30 pm Eastern (daylight time since 03/08) on 03/10: that day, though it is 03/11 in UTC.
    { userId: watchers[0]!.userId, judgmentId: id, createdAt: new Date("2026-03-11T03:30:00Z") },
    { userId: watchers[1]!.userId, judgmentId: id, createdAt: new Date("2026-03-11T14:00:00Z") },
    { userId: watchers[2]!.userId, judgmentId: id, createdAt: new Date("2026-01-05T14:00:00Z") },
  ]);
  await offer(app, id, watchers[0]!.userId, { createdAt: new Date("2026-03-09T17:00:00Z") });
  await offer(app, id, watchers[1]!.userId, { status: "rejected", createdAt: new Date("2026-03-09T18:00:00Z") });
  await offer(app, other, watchers[1]!.userId, { createdAt: new Date("2026-03-09T18:00:00Z") });
});
afterAll(async () => {
  app?.clock.reset();
  await app?.close();
});

const openPage = (jar?: CookieJar) =>
  run(() => page.loader(app.args(getRequest(`/judgments/${id}`, jar), { id: String(id) }))) as Promise<any>;

describe("a listing's activity by day", () => {
  it("counts each kind by US Eastern day from the first day of the window, this listing's only", async () => {
    const rows = await listListingActivity(app.services.db, id, "2026-02-10");
    const sorted = rows.sort((a, b) => `${a.kind}${a.day}`.localeCompare(`${b.kind}${b.day}`));
    expect(sorted).toEqual([
      { kind: "offers", day: "2026-03-09", n: 2 },
      { kind: "views", day: "2026-02-10", n: 3 },
      { kind: "views", day: "2026-03-10", n: 1 },
      { kind: "views", day: "2026-03-11", n: 2 },
      { kind: "watchers", day: "2026-03-10", n: 1 },
      { kind: "watchers", day: "2026-03-11", n: 1 },
    ]);
  });

  it("is one statement that indexes serve (no sequential scan when the planner may avoid one)", async () => {
    const plan = await app.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${listingActivitySql(id, "2026-02-10")}`);
      return (result as unknown as { rows: { "QUERY PLAN": string }[] }).rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/listing_views_judgment_id_viewer_key_view_date_pk|listing_views_pkey/);
    expect(plan).toContain("watchlist_judgment_idx");
    expect(plan).toContain("offers_judgment_status_idx");
  });

  it("shows the owner every day of the last 30 on My Listing, with the totals in words", async () => {
    const data = await openPage(seller.jar);
    const chart = data.ownerView.activity;
    expect(chart.title).toBe("Views, watchers and offers, last 30 days");
    expect(chart.summary).toBe(
      "Last 30 days (02/10/2026–03/11/2026): 6 views, 2 new watchers, 2 offers. Most views in a day: 3, on 02/10/2026. " +
        "A viewer counts once a day; a watcher on the day they started watching, while they still watch.",
    );
    expect(chart.table.rows).toHaveLength(30);
    expect(chart.table.rows[0]).toEqual(["02/10/2026", 3, 0, 0]);
    expect(chart.table.rows.slice(-3)).toEqual([
      ["03/09/2026", 0, 0, 2],
      ["03/10/2026", 1, 1, 0],
      ["03/11/2026", 2, 1, 0],
    ]);
    // Three panels of 30 bars; every seventh day labelled, today the last.
    expect(chart.drawing.panels.map((p: { title: { text: string } }) => p.title.text)).toEqual(["Views", "New watchers", "Offers"]);
    expect(chart.drawing.panels[0].bars).toHaveLength(30);
    expect(chart.drawing.xTicks.map((t: { label: string }) => t.label)).toEqual(["02/11", "02/18", "02/25", "03/04", "03/11"]);
  });

  it("is the owner's only: a buyer's and a visitor's page have no owner's view", async () => {
    const buyer = await member(app);
    expect((await openPage(buyer.jar)).ownerView).toBeNull();
    expect((await openPage()).ownerView).toBeNull();
  });
});
