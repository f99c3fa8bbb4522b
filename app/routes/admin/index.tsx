// /admin: the administrators' overview. Each queue (listings, messages, assignments, disputes,
// refunds waiting for the payment provider) with how many wait, the oldest item's age and the
// target, red once missed (docs/decisions/0043-needs-you.md), each linking to its queue; then links
// to the users, banned words, enhancements and judgment rules pages; then the queues by how long
// their items have waited and the sales by week (issue 31). Admins only.
import type { Route } from "./+types/index";
import { AdminPageHeading, overviewArea } from "~/components/admin/admin-page-heading";
import { AdminOverviewCards } from "~/components/admin/overview";
import { AdminOverviewCharts } from "~/components/admin/overview-charts";
import { pageTitle } from "~/components/page-title";
import { loadAdminQueues } from "~/server/needs-you/admin";
import { loadSalesChart, waitingChart } from "~/server/admin/overview-charts";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Administration", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const services = getServices(context);
  const [queues, sales] = await Promise.all([loadAdminQueues(services), loadSalesChart(services.db, services.clock.now())]);
  return { queues, charts: { waiting: waitingChart(queues), sales } };
}

export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Overview" area={overviewArea}>
        What waits for an administrator, and the pages to manage the marketplace.
      </AdminPageHeading>
      <AdminOverviewCards queues={loaderData.queues}>
        <AdminOverviewCharts {...loaderData.charts} />
      </AdminOverviewCards>
    </div>
  );
}
