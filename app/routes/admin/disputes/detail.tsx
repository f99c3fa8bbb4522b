// /admin/disputes/{id}: one dispute with everything needed to decide it (the listing, both sides,
// the sale's money, the buyer's reason and the seller's answer, both sides' documents and the
// assignment documents) and, while open, the decision: complete the sale, refund in full, or
// refund in part (docs/decisions/0026). The form posts here (resolution, amount, note): field
// errors come back beside their fields (422); other refusals (already resolved, the payout no
// longer held) come back as a toast; success returns to /admin/disputes. Once resolved, the page
// shows the decision, who made it, when, why, and the refund's state. 404 for an unknown id.
import { data } from "react-router";
import type { Route } from "./+types/detail";
import { AdminPageHeading, overviewArea } from "~/components/admin/admin-page-heading";
import { Documents, Panel, ResolutionFacts, SaleFacts, SellerStatements, Statements } from "~/components/admin/disputes/dispute-case";
import { ResolveDisputeForm, type ResolveValues } from "~/components/admin/disputes/resolve-form";
import { pageTitle } from "~/components/page-title";
import { formatDate } from "~/domain/dates";
import { disputeResolutionShort, isDisputeResolution } from "~/domain/escrow";
import { parseId } from "~/domain/ids";
import { loadDisputeView } from "~/server/admin/disputes";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { resolveDispute } from "~/server/escrow/disputes";
import { readBody } from "~/server/http/body";
import { jsonError } from "~/server/http/refusal";
import { redirectWithToast } from "~/server/toast";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

const NO_DISPUTE = "No dispute found.";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? `Dispute: ${loaderData.dispute.listing.title}` : "Dispute", matches);

function idOf(params: { id?: string }): number {
  const id = parseId(params.id);
  if (id === null) throw jsonError(404, NO_DISPUTE);
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, "admin");
  const dispute = await loadDisputeView(getServices(context).db, idOf(params), admin.id);
  if (!dispute) throw jsonError(404, NO_DISPUTE);
  return { dispute };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireRole(request, context, "admin");
  const services = getServices(context);
  const id = idOf(params);
  const body = await readBody(request);
  const values: ResolveValues = { resolution: text(body.resolution), amount: text(body.amount), note: text(body.note) };
  const result = await resolveDispute(services, id, { id: admin.id, roles: admin.roles }, values);
  if (!result.ok && result.status === 422) return data({ errors: result.errors, values }, { status: 422 });
  if (!result.ok && result.status === 404) throw jsonError(404, NO_DISPUTE);
  if (!result.ok) {
    return redirectWithToast(services, `/admin/disputes/${id}`, {
      type: "error",
      title: "The dispute was not resolved",
      description: result.message,
    });
  }
  const outcome = isDisputeResolution(values.resolution) ? disputeResolutionShort[values.resolution] : "Resolved";
  return redirectWithToast(services, "/admin/disputes", {
    type: "success",
    description: `Dispute #${id} resolved: ${outcome}. The buyer and the seller are told by e-mail.`,
  });
}

export default function AdminDispute({ loaderData, actionData }: Route.ComponentProps) {
  const { dispute } = loaderData;
  const { money } = dispute;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title={`Dispute #${dispute.id}`} area={overviewArea}>
        {dispute.open
          ? `Opened ${formatDate(dispute.createdAt)} by @${dispute.buyer.handle}. The seller's payout stays held until you resolve it.`
          : `Resolved ${formatDate(dispute.resolution?.resolvedAt)}: ${dispute.resolution ? disputeResolutionShort[dispute.resolution.code] : ""}.`}
      </AdminPageHeading>
      <div className="space-y-4">
        <SaleFacts view={dispute} />
        <Statements view={dispute} />
        <SellerStatements view={dispute} />
        <Documents view={dispute} />
        {dispute.open ? (
          <Panel title="Resolve the dispute" testId="dispute-resolve">
            {money.paidCents !== null && money.payoutCents !== null ? (
              <ResolveDisputeForm
                disputeId={dispute.id}
                sale={{
                  paidCents: money.paidCents,
                  payoutCents: money.payoutCents,
                  buyerHandle: dispute.buyer.handle,
                  sellerHandle: dispute.seller.handle,
                }}
                errors={actionData?.errors}
                values={actionData?.values}
              />
            ) : (
              <p className="text-slate-600">This sale has no payment or payout on record, so it cannot be resolved here.</p>
            )}
          </Panel>
        ) : (
          <ResolutionFacts view={dispute} />
        )}
      </div>
    </div>
  );
}
