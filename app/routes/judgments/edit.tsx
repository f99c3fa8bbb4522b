// /judgments/{id}/edit: the owner edits a listing that is new, active, hidden or declined (buyer
// spec, "Judgment detail"). Changing a field the review looks at (app/domain/listing-edits.ts) sends a
// reviewed listing back to review (the page marks those fields and says so before saving), and
// saving a declined one resubmits it whatever changed (the reason it was declined shown above, the
// page saying only that: its mode, app/domain/listing-edits.ts). Plain HTML with the enhancement
// script (docs/decisions/0040): the form posts here (errors under the fields, 422; success redirects
// to My Listing with a notice); the API's PUT /judgments/{id} (the judgment page's action) does the
// same. Both call updateListing.
import { data, Link } from "react-router";
import type { Route } from "./+types/edit";
import { loadAsDocument } from "~/components/document-load";
import { pageTitle } from "~/components/page-title";
import { ListingEditForm } from "~/components/selling-dashboard/listing-edit-form";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { editSavedMessage, editValuesFrom, editValuesOf, loadListingForEdit, updateListing } from "~/server/listings/edit";
import { ENHANCEABLE_STATUSES } from "~/server/enhancements/order";
import { changedFields, editModeOf } from "~/domain/listing-edits";
import { Refusal } from "~/server/http/refusal";
import { findState, listCounties, listStates } from "~/server/queries/reference";
import { latestDeclines } from "~/server/queries/listing-review";
import { DeclineNotice } from "~/components/selling-dashboard/decline-notice";
import { redirectWithToast } from "~/server/toast";
import { isListingFeeDue, listingStatusLabel } from "~/domain/listing-status";
import { checkoutPath } from "~/domain/listing-facts";
import { parseId } from "~/domain/ids";
import { SimilarSales } from "~/components/comparables/similar-sales";
import { similarSalesOf } from "~/server/comparables/similar-sales";
import { comparableSubjectOf } from "~/server/queries/comparables";
/** Reached from a page that hydrates: loaded as a document (the enhancement script's page). */
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData && "listing" in loaderData ? "Edit My Listing" : "Listing Cannot Be Edited", matches);

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

/** The counties to offer for a state id as the form sent it (none when it names no state). */
async function countiesFor(db: Parameters<typeof listCounties>[0], stateId: unknown) {
  const id = parseId(stateId);
  if (id === null || !(await findState(db, id))) return [];
  return listCounties(db, id);
}

/** Loads the listing for its owner; a listing past editing answers a 409 page that explains why. */
async function ownListing(request: Request, context: Route.LoaderArgs["context"], rawId: string | undefined) {
  const user = await requireUser(request, context);
  const id = parseId(rawId);
  if (id === null) notFound();
  const { db } = getServices(context);
  try {
    return { user, id, listing: await loadListingForEdit(db, id, user.id, getServices(context).clock.now()) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.status === 404) notFound();
    if (error.status === 403) throw error;
    return { user, id, refused: error.message };
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const owned = await ownListing(request, context, params.id);
  if (!("listing" in owned) || !owned.listing) {
    return data({ id: owned.id, refused: owned.refused ?? "This listing cannot be edited now." }, { status: 409 });
  }
  const { db } = getServices(context);
  const { listing } = owned;
  const now = getServices(context).clock.now();
  const [states, counties, subject] = await Promise.all([
    listStates(db),
    listCounties(db, listing.stateId),
    comparableSubjectOf(db, owned.id, now),
  ]);
  // What similar judgments sold for, and where the saved prices fall among them (issue 31).
  const similarSales = subject && (await similarSalesOf(db, subject, listing, now));
  const feeDue = listing.status === "new" && isListingFeeDue(listing.listingFeeCents, listing.listingFeePaidCents);
  const mode = editModeOf(listing.status);
  const decline = mode === "declined" ? (await latestDeclines(db, [owned.id])).get(owned.id) : undefined;
  return {
    id: owned.id,
    listing: {
      status: listing.status,
      statusLabel: listingStatusLabel(listing.status, feeDue),
      feeDue,
      // What saving does (a live listing may stay live, a declined one is resubmitted whatever
      // changed): the form's marks, notes and button follow it.
      mode,
      // The enhancements page takes only these; a declined listing's link would answer 409.
      enhanceable: ENHANCEABLE_STATUSES.includes(listing.status),
      decline: decline ? { reason: decline.reason, declinedAt: decline.declinedAt.toISOString() } : null,
      listingFeePaidCents: listing.listingFeePaidCents,
    },
    values: editValuesOf(listing),
    similarSales,
    states: states.map(({ id, name }) => ({ id, name })),
    counties,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const owned = await ownListing(request, context, params.id);
  if (!("listing" in owned) || !owned.listing) {
    return data({ errors: { _: [owned.refused ?? "This listing cannot be edited now."] }, values: null, counties: null }, { status: 409 });
  }
  const services = getServices(context);
  const body = await readBody(request);
  const values = editValuesFrom(body);
  // Without JavaScript, "Show counties" posts the form back to list the chosen state's counties.
  if (body.intent === "counties") {
    return { errors: null, values, counties: await countiesFor(services.db, body.state_id) };
  }
  try {
    const result = await updateListing(services, { judgmentId: owned.id, userId: owned.user.id, body });
    if (!result.ok) {
      return data({ errors: result.errors, values, counties: await countiesFor(services.db, body.state_id) }, { status: 422 });
    }
    return redirectWithToast(services, `/judgments/${owned.id}`, { type: "success", description: editSavedMessage(result) });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.status === 404) notFound();
    return data({ errors: { _: [error.message] }, values, counties: null }, { status: error.status });
  }
}

export default function EditListing({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to={`/judgments/${page.id}`} className="text-sm font-medium no-underline hover:underline">
        ← Back to My Listing
      </Link>
      {"refused" in page ? (
        <div className="mt-4 card p-6" data-testid="edit-refused">
          <h1 className="text-2xl font-bold tracking-tight">This listing cannot be edited</h1>
          <p className="mt-2 text-slate-700">{page.refused}</p>
          <div className="mt-5 flex flex-wrap gap-2">
            <Link to={`/judgments/${page.id}`} className="btn-primary">
              Back to My Listing
            </Link>
            <Link to="/selling" className="btn-secondary">
              My Selling Dashboard
            </Link>
          </div>
        </div>
      ) : (
        <>
          <div className="mt-2 mb-6">
            <h1 className="text-3xl font-bold tracking-tight">Edit My Listing</h1>
            <p className="mt-1 text-slate-600">
              Status: <strong>{page.listing.statusLabel}</strong>.{" "}
              {page.listing.feeDue ? (
                <>
                  The listing is reviewed once its listing fee is paid.{" "}
                  <Link to={checkoutPath(page.id)} data-testid="pay-fee">
                    Pay listing fee
                  </Link>
                </>
              ) : page.listing.mode === "declined" ? (
                "Change what the review team asked, then resubmit it for review."
              ) : page.listing.mode === "live" ? (
                "It stays live unless you change a field marked “Reviewed” (see below)."
              ) : (
                "The listing is waiting for review; your changes are reviewed with it."
              )}
            </p>
            {page.listing.decline && (
              <div className="mt-4">
                <DeclineNotice decline={page.listing.decline} />
              </div>
            )}
          </div>
          <div className="mb-6">
            <SimilarSales view={page.similarSales} heading="What similar judgments sold for (at your saved prices)" />
          </div>
          <ListingEditForm
            judgmentId={page.id}
            values={actionData?.values ?? page.values}
            changedBefore={actionData?.values ? changedFields(page.values, actionData.values) : []}
            errors={actionData?.errors ?? undefined}
            states={page.states}
            counties={actionData?.counties ?? page.counties}
            mode={page.listing.mode}
            enhanceable={page.listing.enhanceable}
            listingFeePaidCents={page.listing.listingFeePaidCents}
          />
          <aside className="card mt-6 flex flex-wrap items-center justify-between gap-3 p-5" aria-label="Premium membership">
            <p className="text-sm text-slate-700">
              <strong className="text-slate-900">Premium members</strong> see new listings first, get two bold or highlighted listings a
              month and free assignment forms.
            </p>
            <Link to={`/sell/upgrade/${page.id}`} className="btn-secondary" data-testid="upgrade-premium-link">
              Upgrade to Premium
            </Link>
          </aside>
        </>
      )}
    </div>
  );
}
