// POST /api/admin/documents (judgment_id): the listing documents an administrator reviews, oldest
// first, as [{ id, user_filename, doc_url, created_at }] (the specs' call table: doc_url and
// user_filename per document; doc_url is GET /api/documents/view/{id}). Administrators only (401
// signed out, 403 members); 404 for no such listing; 422 for a missing or malformed judgment_id.
// A JSON call, not an upload: the request guard gives it the ordinary body limit.
import { z } from "zod";
import { idSchema } from "~/domain/schemas/ids";
import { visibleListingDocuments } from "~/server/documents/read";
import { post } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { viewerOf } from "~/domain/listing-visibility";

const documentsRequest = z.object({ judgment_id: idSchema("Choose a judgment.") });

const route = post({ access: "admin", body: documentsRequest }, async ({ body, services, user }) => {
  const result = await visibleListingDocuments(services.db, body.judgment_id, viewerOf(user), services.clock.now());
  if (!result.ok) throw jsonError(result.status, result.message);
  return Response.json(result.documents, { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
