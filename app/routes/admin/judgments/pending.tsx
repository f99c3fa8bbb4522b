// /admin/judgments/pending: the listings waiting for review, the one waiting longest first, a page
// at a time ("Showing 1 to 20 of 57"), each closed to a summary that opens to its full card, with
// banned words and contact details highlighted (DESIGN.md section 6). Approve, Request More Info and
// Decline post to /admin/judgments/approve, /request_info and /decline and come back to this page of
// the queue, scrolled to the outcome's notice at the card's place.
import type { Route } from "./+types/pending";
import { AdminPageHeading } from "~/components/admin/admin-page-heading";
import { hitCountNames } from "~/components/admin/moderated-text";
import { PendingListingCard } from "~/components/admin/pending-listing-card";
import { PendingPortfolioCard } from "~/components/admin/pending-portfolio-card";
import { ReviewNoticeBox } from "~/components/admin/review-notice";
import { FormErrorBanner } from "~/components/forms";
import { AdminPagination } from "~/components/judgments/pagination";
import { pageTitle } from "~/components/page-title";
import type { HitKind } from "~/domain/moderation";
import { loadPendingPage } from "~/server/admin/pending-page";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Pending Judgments", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, "admin");
  return { ...(await loadPendingPage(request, getServices(context))), adminId: admin.id };
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

export default function PendingJudgments({ loaderData }: Route.ComponentProps) {
  const { total, portfolios, portfoliosTotal, listings, paging, range, summary, draft, approveRefusal, notice, limits, here, adminId } =
    loaderData;
  const draftShown = draft !== null && listings.some((listing) => listing.id === draft.judgmentId);
  // The notice goes where the administrator acted: on the card still here (a refusal), else before
  // the card that took its place, else after the last card of the page.
  const onCard = notice && [...portfolios, ...listings].some((listing) => listing.id === notice.judgmentId) ? notice.judgmentId : null;
  const before = notice && onCard === null && listings.some((listing) => listing.id === notice.nextId) ? notice.nextId : null;
  const atEnd = notice !== null && onCard === null && before === null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Pending Judgments">
        {total > 0
          ? `${plural(total, "listing")} waiting for review, the one waiting longest first. Open one to review it.`
          : "New and edited listings wait here for review before they go live."}
      </AdminPageHeading>

      {draft && !draftShown && (
        <div className="mb-6">
          <FormErrorBanner errors={draft.errors} />
        </div>
      )}

      {portfolios.length > 0 && (
        <section className="mb-8" aria-labelledby="pending-portfolios-title" data-testid="pending-portfolios">
          <h2 id="pending-portfolios-title" className="mb-3 text-lg font-semibold">
            {plural(portfoliosTotal, "portfolio")} waiting for review
          </h2>
          {portfoliosTotal > portfolios.length && (
            <p className="-mt-2 mb-3 text-sm text-slate-600" data-testid="pending-portfolios-range">
              The {portfolios.length.toLocaleString("en-US")} waiting longest; the next come up here as these are decided.
            </p>
          )}
          <ol className="space-y-3">
            {portfolios.map((portfolio) => (
              <li key={portfolio.id}>
                <PendingPortfolioCard
                  portfolio={portfolio}
                  returnTo={here}
                  limits={limits}
                  own={portfolio.sellerId === adminId}
                  approveErrors={approveRefusal?.judgmentId === portfolio.id ? approveRefusal.errors : undefined}
                  notice={onCard === portfolio.id ? notice : null}
                />
              </li>
            ))}
          </ol>
        </section>
      )}

      {total === 0 ? (
        <>
          {notice && atEnd && (
            <div className="mb-4">
              <ReviewNoticeBox notice={notice} />
            </div>
          )}
          <div className="card px-6 py-12 text-center" data-testid="pending-empty">
            <p className="text-lg font-semibold">There are no Judgments to review!</p>
            <p className="mt-1 text-sm text-slate-600">New and edited listings will appear here as sellers submit them.</p>
          </div>
        </>
      ) : (
        <>
          <section
            aria-label="Moderation summary"
            data-testid="moderation-summary"
            className={`mb-4 rounded-lg border px-4 py-3 text-sm ${summary.hits ? "border-red-200 bg-red-50 text-red-950" : "border-emerald-200 bg-emerald-50 text-emerald-950"}`}
          >
            {summary.hits ? (
              <p>
                <span className="font-semibold">{plural(summary.hits, "moderation hit")}</span> in {plural(summary.listings, "listing")} on
                this page
                {": "}
                {(Object.entries(summary.byKind) as [HitKind, number][])
                  .map(([kind, count]) => plural(count, ...hitCountNames[kind]))
                  .join(", ")}
                . Highlighted in each card; the seller's text is shown exactly as written.
              </p>
            ) : (
              <p>No banned words or contact details in the listings on this page.</p>
            )}
          </section>

          <p className="mb-3 text-sm text-slate-600" data-testid="pending-range">
            Showing <strong>{range.from.toLocaleString("en-US")}</strong> to <strong>{range.to.toLocaleString("en-US")}</strong> of{" "}
            <strong>{total.toLocaleString("en-US")}</strong>
          </p>

          <ol className="space-y-3" aria-label="Listings waiting for review">
            {listings.map((listing, index) => (
              <li key={listing.id} className="space-y-3">
                {notice && before === listing.id && <ReviewNoticeBox notice={notice} />}
                <PendingListingCard
                  listing={listing}
                  own={listing.sellerId === adminId}
                  nextId={listings[index + 1]?.id ?? null}
                  returnTo={here}
                  limits={limits}
                  draft={draft && draft.judgmentId === listing.id ? draft : null}
                  approveErrors={approveRefusal?.judgmentId === listing.id ? approveRefusal.errors : undefined}
                  notice={onCard === listing.id ? notice : null}
                />
              </li>
            ))}
          </ol>
          {notice && atEnd && (
            <div className="mt-3">
              <ReviewNoticeBox notice={notice} />
            </div>
          )}

          <div className="mt-8">
            <AdminPagination paging={paging} />
          </div>
        </>
      )}
    </div>
  );
}
