// GET /api/judgments/documents/{id} (a judgment id): the listing's documents the caller may see,
// oldest first, as [{ id, user_filename, created_at, doc_url }] (docs/decisions/0009). A listing
// the caller may not see answers 404 like a missing one; a visible listing whose documents are
// not for the caller answers 401 (visitor: sign in) or 403 (private listing, not the buyer).
import { visibleListingDocuments } from "~/server/documents/read";
import { get } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { parseId } from "~/domain/ids";
import { viewerOf } from "~/domain/listing-visibility";

const route = get({ access: "anyone" }, async ({ params, services, user }) => {
  const id = parseId(params.id);
  if (id === null) throw jsonError(404, "No judgment found.");
  const result = await visibleListingDocuments(services.db, id, viewerOf(user), services.clock.now());
  if (!result.ok) throw jsonError(result.status, result.message);
  return Response.json(result.documents, { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
