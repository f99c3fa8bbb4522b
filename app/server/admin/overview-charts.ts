// The pictures of /admin (issue 31, item 3): the listings, messages and disputes waiting, by how
// long they have waited (from the queues' own counts, app/server/needs-you/admin.ts), and the
// completed sales of the last 12 weeks with what they sold for (app/server/queries/weekly-sales.ts).
import type { AdminQueueCard } from "~/components/admin/overview";
import type { BarPanelsDrawing } from "~/components/charts/bar-panels";
import type { DrawnChart } from "~/components/charts/drawing";
import { formatDate, todayIso } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { waitingAges, waitingSummary } from "~/domain/waiting-ages";
import { salesFrom, salesSummary, weeklySales } from "~/domain/weekly-sales";
import type { Executor } from "~/server/db/client";
import { layoutBarPanels } from "~/server/charts/bar-panels-layout";
import { listWeeklySales } from "~/server/queries/weekly-sales";

export type AdminCharts = { waiting: DrawnChart<BarPanelsDrawing>; sales: DrawnChart<BarPanelsDrawing> };

const charted = [
  { queue: "listings", title: "Listings to review", one: "listing", many: "listings" },
  { queue: "messages", title: "Messages to review", one: "message", many: "messages" },
  { queue: "disputes", title: "Open disputes", one: "dispute", many: "disputes" },
] as const;

const count = (n: number) => n.toLocaleString("en-US");

export function waitingChart(cards: readonly AdminQueueCard[]): DrawnChart<BarPanelsDrawing> {
  const queues = charted.map((c) => ({ ...c, byAge: cards.find((card) => card.queue === c.queue)?.byAge ?? waitingAges.map(() => 0) }));
  return {
    id: "admin-waiting",
    title: "Waiting, by how long",
    summary: waitingSummary(queues),
    table: {
      columns: ["Queue", ...waitingAges.map((a) => a.label)],
      rows: queues.map((q) => [q.title, ...q.byAge]),
    },
    drawing: layoutBarPanels({
      categories: waitingAges.map((a) => ({ label: a.label })),
      panels: queues.map((q) => ({
        title: q.title,
        values: q.byAge,
        format: count,
        axis: { specifier: "d" },
        describe: (n: number, age: string) => `${q.title}, ${age.toLowerCase()}: ${count(n)}`,
      })),
      panelHeight: 48,
    }),
  };
}

export async function loadSalesChart(db: Executor, now: Date): Promise<DrawnChart<BarPanelsDrawing>> {
  const today = todayIso(now);
  const weeks = weeklySales(await listWeeklySales(db, salesFrom(today)), today);
  const weekLabel = (weekOf: string) => formatDate(weekOf).slice(0, 5);
  return {
    id: "admin-sales",
    title: "Completed sales by week",
    summary: salesSummary(weeks),
    table: {
      columns: ["Week of", "Sales", "Sold for"],
      rows: weeks.map((w) => [formatDate(w.weekOf), w.sales, formatMoney(w.totalCents)]),
    },
    drawing: layoutBarPanels({
      // Every other week labelled: twelve dates do not fit side by side at 390 px.
      categories: weeks.map((w, i) => ({ label: weekLabel(w.weekOf), tick: (weeks.length - 1 - i) % 2 === 0 })),
      panels: [
        {
          title: "Sales",
          values: weeks.map((w) => w.sales),
          format: count,
          axis: { specifier: "d" },
          describe: (n: number, week: string) => `Week of ${week}: ${count(n)} ${n === 1 ? "sale" : "sales"}`,
        },
        {
          title: "Sold for",
          values: weeks.map((w) => w.totalCents),
          format: formatMoney,
          axis: { specifier: "$~s", unit: 100 },
          describe: (cents: number, week: string) => `Week of ${week}: ${formatMoney(cents)}`,
        },
      ],
      panelHeight: 56,
    }),
  };
}
