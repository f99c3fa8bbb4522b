// GET /api/judgments/documents/{id} (a judgment id): the listing's documents the caller may see,
// oldest first, as [{ id, user_filename, created_at, doc_url }] (docs/decisions/0009). A listing
// the caller may not see answers 404 like a missing one; a visible listing whose documents are
// not for the caller answers 401 (visitor: sign in) or 403 (private listing, not the buyer).
import type { RouterContextProvider } from "react-router";
import { getOptionalUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { visibleListingDocuments } from "~/server/documents/read";
import { jsonError } from "~/server/http/refusal";
import { parseJudgmentId } from "~/server/queries/judgment-detail";

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

export async function loader({ request, params, context }: Args) {
  const id = parseJudgmentId(params.id);
  if (id === null) return jsonError(404, "No judgment found.");
  const user = await getOptionalUser(request, context);
  const result = await visibleListingDocuments(getServices(context).db, id, user && { id: user.id, roles: user.roles });
  if (!result.ok) return jsonError(result.status, result.message);
  return Response.json(result.documents, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action() {
  return jsonError(405, "Use GET.", { Allow: "GET" });
}
