// /admin/disputes: the open disputes, the oldest first (the listing, the buyer's reason, both
// sides, when it was opened, whether the seller answered, and the link to review it), then the
// recently resolved ones with their resolution, and any refund the payment provider has not
// confirmed yet, with its last error (docs/decisions/0026). Administrators only.
import type { Route } from "./+types/index";
import { AdminPageHeading, overviewArea } from "~/components/admin/admin-page-heading";
import { OpenDisputesTable, ResolvedDisputesTable, UnsentRefundsTable } from "~/components/admin/disputes/dispute-tables";
import { pageTitle } from "~/components/page-title";
import { loadDisputeLists } from "~/server/admin/disputes";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Disputes", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  return loadDisputeLists(getServices(context).db);
}

export default function AdminDisputes({ loaderData }: Route.ComponentProps) {
  const { open, resolved, unsentRefunds } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Disputes" area={overviewArea}>
        {open.length > 0
          ? `${open.length.toLocaleString("en-US")} open ${open.length === 1 ? "dispute" : "disputes"}, the oldest first. The seller's payout stays held until you resolve each one.`
          : "Buyers' disputes of an assignment wait here for an administrator's decision."}
      </AdminPageHeading>
      <section className="space-y-3" aria-labelledby="disputes-open-heading">
        <h2 id="disputes-open-heading" className="text-lg font-semibold">
          Open ({open.length})
        </h2>
        <OpenDisputesTable rows={open} />
      </section>
      <section className="mt-8 space-y-3" aria-labelledby="disputes-resolved-heading">
        <h2 id="disputes-resolved-heading" className="text-lg font-semibold">
          Recently resolved
        </h2>
        <ResolvedDisputesTable rows={resolved} />
      </section>
      <section id="refunds-unsent" className="mt-8 scroll-mt-24 space-y-3" aria-labelledby="refunds-unsent-heading">
        <h2 id="refunds-unsent-heading" className="text-lg font-semibold">
          Refunds waiting for the payment provider ({unsentRefunds.length})
        </h2>
        <UnsentRefundsTable rows={unsentRefunds} />
      </section>
    </div>
  );
}
