// The series behind the owner's activity chart and /admin's charts (issue 31, item 3): every day or
// week of the window present (zero where nothing happened), weeks from Monday, the age bands'
// cutoffs, and the sentences with their counts.
import { describe, expect, it } from "vitest";
import { activityDays, activityFrom, activitySummary } from "~/domain/listing-activity";
import { waitingAgeCutoffs, waitingSummary } from "~/domain/waiting-ages";
import { mondayOf, salesFrom, salesSummary, weeklySales } from "~/domain/weekly-sales";

describe("activity by day", () => {
  it("fills the 30 days ending today, adding the counts of each kind and leaving out days outside", () => {
    expect(activityFrom("2026-03-11")).toBe("2026-02-10");
    const days = activityDays(
      [
        { kind: "views", day: "2026-03-11", n: 4 },
        { kind: "offers", day: "2026-03-11", n: 1 },
        { kind: "watchers", day: "2026-02-10", n: 2 },
        { kind: "views", day: "2026-02-09", n: 9 },
      ],
      "2026-03-11",
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2026-02-10", views: 0, watchers: 2, offers: 0 });
    expect(days[29]).toEqual({ day: "2026-03-11", views: 4, watchers: 0, offers: 1 });
    expect(days.slice(1, 29).every((d) => d.views + d.watchers + d.offers === 0)).toBe(true);
    expect(activitySummary(days)).toMatch(
      /^Last 30 days \(02\/10\/2026–03\/11\/2026\): 4 views, 2 new watchers, 1 offer\. Most views in a day: 4, on 03\/11\/2026\./,
    );
  });

  it("says nothing of a busiest day when there were no views", () => {
    expect(activitySummary(activityDays([], "2026-03-11"))).not.toContain("Most views");
  });
});

describe("sales by week", () => {
  it("weeks run Monday to Sunday; twelve of them end with this week", () => {
    expect(mondayOf("2026-03-11")).toBe("2026-03-09"); // a Wednesday
    expect(mondayOf("2026-03-09")).toBe("2026-03-09"); // a Monday
    expect(mondayOf("2026-03-08")).toBe("2026-03-02"); // a Sunday
    expect(salesFrom("2026-03-11")).toBe("2025-12-22");
    const weeks = weeklySales([{ weekOf: "2026-03-02", sales: 2, totalCents: 300_000 }], "2026-03-11");
    expect(weeks.map((w) => w.weekOf)).toEqual([
      "2025-12-22",
      "2025-12-29",
      "2026-01-05",
      "2026-01-12",
      "2026-01-19",
      "2026-01-26",
      "2026-02-02",
      "2026-02-09",
      "2026-02-16",
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
    ]);
    expect(weeks[10]).toEqual({ weekOf: "2026-03-02", sales: 2, totalCents: 300_000 });
    expect(salesSummary(weeks)).toBe(
      "2 sales completed in the 12 weeks from 12/22/2025 to today, for $3,000 in all; the busiest week began 03/02/2026 (2 sales, $3,000).",
    );
    expect(salesSummary(weeklySales([], "2026-03-11"))).toBe("No sales completed in the 12 weeks from 12/22/2025 to today.");
  });
});

describe("waiting by age", () => {
  it("parts the bands 1, 2 and 7 days before now, and names each queue's count and its oldest band", () => {
    const now = new Date("2026-03-11T15:00:00Z");
    expect(waitingAgeCutoffs(now).map((d) => d.toISOString())).toEqual([
      "2026-03-10T15:00:00.000Z",
      "2026-03-09T15:00:00.000Z",
      "2026-03-04T15:00:00.000Z",
    ]);
    expect(
      waitingSummary([
        { one: "listing", many: "listings", byAge: [1, 0, 0, 2] },
        { one: "message", many: "messages", byAge: [0, 0, 0, 0] },
      ]),
    ).toBe("Waiting now: 3 listings (2 over 7 days), 0 messages. Each bar counts the items of one queue by how long they have waited.");
  });
});
