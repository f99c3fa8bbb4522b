// /admin: the administrators' overview. How many listings, messages, assignments and disputes
// wait (each linking to its queue), and links to the users, banned words, enhancements and judgment rules pages. Admins only.
import type { Route } from "./+types/index";
import { AdminPageHeading, overviewArea } from "~/components/admin/admin-page-heading";
import { AdminOverviewCards } from "~/components/admin/overview";
import { pageTitle } from "~/components/page-title";
import { loadAdminOverview } from "~/server/admin/overview";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Administration", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  return { counts: await loadAdminOverview(getServices(context)) };
}

export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Overview" area={overviewArea}>
        What waits for an administrator, and the pages to manage the marketplace.
      </AdminPageHeading>
      <AdminOverviewCards counts={loaderData.counts} />
    </div>
  );
}
