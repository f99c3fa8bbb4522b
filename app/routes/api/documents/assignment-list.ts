// GET /api/judgments/documents/{id}/assignment (a judgment id): the assignment documents, oldest
// first, as [{ id, user_filename, created_at, doc_url }] — for the listing's owner, its accepted
// buyer and administrators only (401 visitor, 403 anyone else, 404 a listing the caller cannot see).
import { visibleAssignmentDocuments } from "~/server/assignment/documents";
import { get } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { parseId } from "~/domain/ids";
import { viewerOf } from "~/domain/listing-visibility";

const route = get({ access: "anyone" }, async ({ params, services, user }) => {
  const id = parseId(params.id);
  if (id === null) throw jsonError(404, "No judgment found.");
  const result = await visibleAssignmentDocuments(services.db, id, viewerOf(user), services.clock.now());
  if (!result.ok) throw jsonError(result.status, result.message);
  return Response.json(result.documents, { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
