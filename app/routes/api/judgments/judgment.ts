// GET /api/judgments/{id}: the judgment as JSON, with only the fields the caller may see (the
// visibility rules are in server/queries/judgment-detail.ts). Money fields (price,
// original_price, offers[].amount) are integer cents; dates are ISO 8601 ('YYYY-MM-DD' for
// date_awarded). Unknown, malformed or hidden ids answer 404 with { errors: { id: [...] } }.
import type { RouterContextProvider } from "react-router";
import { getOptionalUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { loadJudgmentForViewer, parseJudgmentId, type JudgmentForViewer } from "~/server/queries/judgment-detail";

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

function judgmentNotFound(): Response {
  return Response.json({ errors: { id: ["No such judgment."] } }, { status: 404 });
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function judgmentJson({ judgment: j, access, documents, offers }: JudgmentForViewer) {
  const privileged = access.relation === "owner" || access.relation === "admin";
  return {
    id: j.id,
    title: j.title,
    description: j.description,
    price: j.priceCents,
    original_price: j.amountCents,
    date_awarded: j.dateAwarded,
    created_at: iso(j.createdAt),
    listed_at: iso(j.listedAt),
    casenum: j.casenum,
    courthouse: j.courthouse,
    status: j.status,
    highlight_listing: j.highlightListing,
    embolden_listing: j.emboldenListing,
    ...(access.canSeeBuyerId ? { buyer_id: j.buyerId } : {}),
    user: { id: j.sellerId, handle: j.sellerHandle },
    state: j.state,
    state_id: j.state.id,
    county_id: j.county.id,
    county: j.county,
    ...(offers
      ? {
          offers: offers.map((o) => ({
            id: o.id,
            judgment_id: j.id,
            amount: o.amountCents,
            status: o.status,
            expires_at: iso(o.expiresAt),
            created_at: iso(o.createdAt),
            buyer: o.buyer,
            // What a buyer wrote with the offer is for the seller (and administrators) only.
            ...(privileged ? { message: o.message } : {}),
          })),
        }
      : {}),
    offers_count: j.offersCount,
    views_count: j.viewsCount,
    watchlist_count: j.watchlistCount,
    ...(documents
      ? {
          documents: documents.map((d) => ({
            id: d.id,
            user_filename: d.userFilename,
            doc_url: `/api/documents/view/${d.id}`,
            created_at: iso(d.createdAt),
          })),
        }
      : {}),
    offers_visibility: j.offersVisibility,
    seller_transferred_at: iso(j.sellerTransferredAt),
    sold_at: iso(j.soldAt),
    is_sold: j.status === "sold",
  };
}

export async function loader({ request, params, context }: Args) {
  const id = parseJudgmentId(params.id);
  if (id === null) return judgmentNotFound();
  const { db } = getServices(context);
  const user = await getOptionalUser(request, context);
  const view = await loadJudgmentForViewer(db, id, user && { id: user.id, roles: user.roles });
  if (!view) return judgmentNotFound();
  return Response.json(judgmentJson(view), { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * Other methods: PUT and DELETE /api/judgments/{id} belong to the owner's listing work, and POSTs
 * to endpoints not built yet (e.g. /api/judgments/offer) land here too. Answer in JSON, not with
 * the router's internal 405 error.
 */
export async function action({ params }: Args) {
  if (parseJudgmentId(params.id) === null) return Response.json({ errors: { _: ["No such endpoint."] } }, { status: 404 });
  return Response.json({ errors: { _: ["Not available yet."] } }, { status: 405, headers: { Allow: "GET" } });
}
