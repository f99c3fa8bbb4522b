// /admin's pictures (issue 31, item 3): the queues by how long their items have waited, and the
// completed sales by week. Drawn by the loader (app/server/admin/overview-charts.ts).
import { BarPanelsChart, type BarPanelsDrawing } from "~/components/charts/bar-panels";
import type { DrawnChart } from "~/components/charts/drawing";

export function AdminOverviewCharts({ waiting, sales }: { waiting: DrawnChart<BarPanelsDrawing>; sales: DrawnChart<BarPanelsDrawing> }) {
  return (
    <section aria-labelledby="admin-charts" className="mt-8">
      <h2 id="admin-charts" className="text-lg font-semibold">
        At a glance
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div className="card p-4 sm:p-5">
          <BarPanelsChart chart={waiting} testId="admin-waiting-chart" />
        </div>
        <div className="card p-4 sm:p-5">
          <BarPanelsChart chart={sales} testId="admin-sales-chart" />
        </div>
      </div>
    </section>
  );
}
