// The owner's picture of a listing's activity (issue 31, item 3): views, new watchers and offers by
// day over the last 30 days, as three panels over one axis of days (every seventh day labelled,
// today the last), with its sentence and the table of every day.
import type { BarPanelsDrawing } from "~/components/charts/bar-panels";
import type { DrawnChart } from "~/components/charts/drawing";
import { formatDate, todayIso } from "~/domain/dates";
import { activityDays, activityFrom, activitySummary, ACTIVITY_DAYS } from "~/domain/listing-activity";
import type { Executor } from "~/server/db/client";
import { layoutBarPanels } from "~/server/charts/bar-panels-layout";
import { listListingActivity } from "~/server/queries/listing-activity";

const count = (n: number) => n.toLocaleString("en-US");

export async function loadListingActivityChart(db: Executor, judgmentId: number, now: Date): Promise<DrawnChart<BarPanelsDrawing>> {
  const today = todayIso(now);
  const days = activityDays(await listListingActivity(db, judgmentId, activityFrom(today)), today);
  const panel = (title: string, values: number[], one: string, many: string) => ({
    title,
    values,
    format: count,
    axis: { specifier: "d" },
    describe: (n: number, day: string) => `${day}: ${count(n)} ${n === 1 ? one : many}`,
  });
  return {
    id: "listing-activity",
    title: `Views, watchers and offers, last ${ACTIVITY_DAYS} days`,
    summary: activitySummary(days),
    table: {
      columns: ["Day", "Views", "New watchers", "Offers"],
      rows: days.map((d) => [formatDate(d.day), d.views, d.watchers, d.offers]),
    },
    drawing: layoutBarPanels({
      // Every seventh day labelled, counting back from today, which is always labelled.
      categories: days.map((d, i) => ({ label: formatDate(d.day).slice(0, 5), tick: (days.length - 1 - i) % 7 === 0 })),
      panels: [
        panel(
          "Views",
          days.map((d) => d.views),
          "view",
          "views",
        ),
        panel(
          "New watchers",
          days.map((d) => d.watchers),
          "new watcher",
          "new watchers",
        ),
        panel(
          "Offers",
          days.map((d) => d.offers),
          "offer",
          "offers",
        ),
      ],
      panelHeight: 56,
    }),
  };
}
