// /admin/judgments/{id}/verification: an administrator verifies a listing against the court record
// (docs/decisions/0047) — at review, or any time after. The docket is read (CourtListener's lookup
// for a federal court fills the form; a state court's docket search where we know it), the
// checklist ticked, the docket extract uploaded, and the verification recorded (it supersedes the
// one in force). The history below, each with its evidence; the one in force can be voided with a
// reason. Anyone but an administrator is answered 404.
import { Link } from "react-router";
import type { Route } from "./+types/verification";
import { AdminPageHeading, judgmentsArea } from "~/components/admin/admin-page-heading";
import { VerificationForm, VerificationHistory } from "~/components/admin/verification-form";
import { VerificationLookup } from "~/components/admin/verification-lookup";
import { hydrates } from "~/components/hydration";
import { pageTitle } from "~/components/page-title";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { getServices } from "~/server/context";
import { judgmentIdOf, loadVerificationPage, requireAdminOr404, verificationAction } from "~/server/verification/admin-page";
import { redirectWithToast } from "~/server/toast";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Verify against the court record", matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminOr404(request, context);
  return loadVerificationPage(request, getServices(context), judgmentIdOf(params.id));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const judgmentId = judgmentIdOf(params.id);
  const result = await verificationAction(request, context, judgmentId);
  if (!result.ok) return result;
  return redirectWithToast(getServices(context), `/admin/judgments/${judgmentId}/verification`, {
    type: "success",
    title: "Verification",
    description: result.message,
  });
}

export default function VerifyJudgment({ loaderData, actionData }: Route.ComponentProps) {
  const { listing } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : null;
  const values = failed?.intent === "record" ? failed.values : loaderData.values;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Verify against the court record" area={judgmentsArea}>
        <Link to={`/judgments/${listing.id}`} className="font-medium">
          {listing.title}
        </Link>
      </AdminPageHeading>

      <section className="card px-4 py-4 sm:px-6" aria-labelledby="as-listed" data-testid="as-listed">
        <h2 id="as-listed" className="text-base font-semibold">
          The listing, as the seller gave it
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {[
            [
              "Court",
              `${listing.courtType === "federal" ? "Federal" : listing.courtType === "state" ? "State" : "Not stated"} · ${listing.courthouse || "no courthouse given"}`,
            ],
            ["Location", `${listing.countyName}, ${listing.stateAbbreviation}`],
            ["Case number", listing.casenum],
            ["Judgment amount", formatMoney(listing.amountCents)],
            ["Date entered", formatDate(listing.dateAwarded)],
            ["Last renewal", listing.lastRenewedOn ? formatDate(listing.lastRenewedOn) : "Not stated"],
          ].map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 sm:block">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <VerificationLookup
        judgmentId={listing.id}
        casenum={listing.casenum}
        federal={loaderData.federal}
        stateDocket={loaderData.stateDocket}
        stateName={listing.stateName}
        pacerUrl={loaderData.pacerUrl}
        lookupService={loaderData.lookupService}
        lookup={loaderData.lookup}
      />

      {listing.status === "cancelled" ? (
        <p className="card px-4 py-4 text-sm sm:px-6">This listing was removed by its seller; it cannot be verified.</p>
      ) : (
        <VerificationForm
          key={JSON.stringify(values)}
          judgmentId={listing.id}
          listingVersion={loaderData.listingVersion}
          values={values}
          errors={failed?.intent === "record" ? failed.errors : undefined}
          checks={loaderData.checks}
        />
      )}

      <section aria-labelledby="verification-history-title" className="space-y-3">
        <h2 id="verification-history-title" className="text-base font-semibold">
          Verifications of this listing
        </h2>
        <VerificationHistory
          judgmentId={listing.id}
          rows={loaderData.history}
          voidErrors={failed?.intent === "void" ? failed.errors : undefined}
        />
      </section>
    </div>
  );
}
