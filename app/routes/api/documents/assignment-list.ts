// GET /api/judgments/documents/{id}/assignment (a judgment id): the assignment documents, oldest
// first, as [{ id, user_filename, created_at, doc_url }] — for the listing's owner, its accepted
// buyer and administrators only (401 visitor, 403 anyone else, 404 a listing the caller cannot see).
import type { RouterContextProvider } from "react-router";
import { visibleAssignmentDocuments } from "~/server/assignment/documents";
import { getOptionalUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { parseJudgmentId } from "~/server/queries/judgment-detail";

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

export async function loader({ request, params, context }: Args) {
  const id = parseJudgmentId(params.id);
  if (id === null) return jsonError(404, "No judgment found.");
  const user = await getOptionalUser(request, context);
  const result = await visibleAssignmentDocuments(getServices(context).db, id, user && { id: user.id, roles: user.roles });
  if (!result.ok) return jsonError(result.status, result.message);
  return Response.json(result.documents, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action() {
  return jsonError(405, "Use GET.", { Allow: "GET" });
}
