// /admin/judgments/pending: the listings waiting for review, the one waiting longest first, with
// banned words and contact details highlighted (DESIGN.md section 6). Approve and Request More
// Info post to /admin/judgments/approve and /admin/judgments/request_info and come back here.
import type { Route } from "./+types/pending";
import { AdminPageHeading } from "~/components/admin/admin-page-heading";
import { hitCountNames } from "~/components/admin/moderated-text";
import { PendingListingCard } from "~/components/admin/pending-listing-card";
import { FormErrorBanner } from "~/components/forms";
import { AdminPagination } from "~/components/judgments/pagination";
import { pageTitle } from "~/components/page-title";
import type { HitKind } from "~/domain/moderation";
import { loadPendingPage } from "~/server/admin/pending-page";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Pending Judgments", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, "admin");
  return { ...(await loadPendingPage(request, getServices(context))), adminId: admin.id };
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

export default function PendingJudgments({ loaderData }: Route.ComponentProps) {
  const { total, listings, paging, summary, draft, approveRefusal, messageLimits, here, adminId } = loaderData;
  const draftShown = draft !== null && listings.some((listing) => listing.id === draft.judgmentId);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Pending Judgments">
        {total > 0
          ? `${plural(total, "listing")} waiting for review, the one waiting longest first.`
          : "New and edited listings wait here for review before they go live."}
      </AdminPageHeading>

      {draft && !draftShown && (
        <div className="mb-6">
          <FormErrorBanner errors={draft.errors} />
        </div>
      )}

      {total === 0 ? (
        <div className="card px-6 py-12 text-center" data-testid="pending-empty">
          <p className="text-lg font-semibold">There are no Judgments to review!</p>
          <p className="mt-1 text-sm text-slate-600">New and edited listings will appear here as sellers submit them.</p>
        </div>
      ) : (
        <>
          <section
            aria-label="Moderation summary"
            data-testid="moderation-summary"
            className={`mb-6 rounded-lg border px-4 py-3 text-sm ${summary.hits ? "border-red-200 bg-red-50 text-red-950" : "border-emerald-200 bg-emerald-50 text-emerald-950"}`}
          >
            {summary.hits ? (
              <p>
                <span className="font-semibold">{plural(summary.hits, "moderation hit")}</span> in {plural(summary.listings, "listing")} on
                this page
                {": "}
                {(Object.entries(summary.byKind) as [HitKind, number][])
                  .map(([kind, count]) => plural(count, ...hitCountNames[kind]))
                  .join(", ")}
                . Highlighted below; the seller's text is shown exactly as written.
              </p>
            ) : (
              <p>No banned words or contact details in the listings on this page.</p>
            )}
          </section>

          <div className="space-y-6">
            {listings.map((listing) => (
              <PendingListingCard
                key={listing.id}
                listing={listing}
                own={listing.sellerId === adminId}
                returnTo={here}
                limits={messageLimits}
                draft={draft && draft.judgmentId === listing.id ? draft : null}
                approveErrors={approveRefusal?.judgmentId === listing.id ? approveRefusal.errors : undefined}
              />
            ))}
          </div>

          <div className="mt-8">
            <AdminPagination paging={paging} />
          </div>
        </>
      )}
    </div>
  );
}
