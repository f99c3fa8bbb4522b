// "My Listing": the listing's views, watchers and offers by day (issue 31, item 3), beside the
// totals the price card shows. The chart is drawn by the loader (app/server/listings/activity-chart.ts).
import { BarPanelsChart, type BarPanelsDrawing } from "~/components/charts/bar-panels";
import type { DrawnChart } from "~/components/charts/drawing";

export function OwnerActivity({ chart }: { chart: DrawnChart<BarPanelsDrawing> }) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="owner-activity-title" data-testid="owner-activity">
      <h2 id="owner-activity-title" className="mb-3 text-lg font-semibold">
        Activity
      </h2>
      <div className="max-w-md">
        <BarPanelsChart chart={chart} testId="listing-activity-chart" />
      </div>
    </section>
  );
}
