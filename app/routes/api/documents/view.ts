// GET /api/documents/view/{id} (a document id): the file itself, after checking who is asking
// (listing documents: the judgment page's rule; assignment documents: owner, accepted buyer,
// administrators; dispute documents: the dispute's buyer, the owner, administrators). Images and PDFs answer inline (the browser's own viewer), DOC and RTF as a
// download, named as the viewer reads the name (a listing document's flagged name: "Document 12.pdf",
// docs/decisions/0032). `?format=json` or `Accept: application/json` answers { doc_url } instead (the buyer
// spec's "document URL"). A missing document, or a file missing from storage: 404 "No Doc Found!".
import { documentReadRefusal, NO_DOCUMENT_MESSAGE } from "~/server/documents/access";
import { documentResponse, documentUrl } from "~/server/documents/read";
import { get } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { findDocumentToShow, withNamesAsSeen } from "~/server/queries/documents";
import { parseId } from "~/domain/ids";
import { relationTo, viewerOf } from "~/domain/listing-visibility";

function wantsUrlOnly(request: Request): boolean {
  const url = new URL(request.url);
  return url.searchParams.get("format") === "json" || (request.headers.get("accept") ?? "").startsWith("application/json");
}

const route = get({ access: "anyone" }, async ({ request, params, services: { db, storage, clock }, user }) => {
  // Document ids follow the same rule as judgment ids: a positive PostgreSQL integer.
  const id = parseId(params.id);
  if (id === null) throw jsonError(404, NO_DOCUMENT_MESSAGE);
  const document = await findDocumentToShow(db, id);
  if (!document) throw jsonError(404, NO_DOCUMENT_MESSAGE);
  const viewer = viewerOf(user);
  const refusal = documentReadRefusal(document, viewer, clock.now());
  if (refusal) throw jsonError(refusal.status, refusal.message);

  const noStore = { "Cache-Control": "private, no-store" };
  if (wantsUrlOnly(request)) return Response.json({ doc_url: documentUrl(document.id) }, { headers: noStore });
  // Streamed from the store (disk or S3) as it is sent: never whole in memory.
  const file = await storage.getStream(document.storageKey);
  if (!file) throw jsonError(404, NO_DOCUMENT_MESSAGE, noStore);
  // A listing document's flagged name is not sent to other members in the file's name either.
  const [shown] = document.kind === "listing" ? await withNamesAsSeen(db, [document], relationTo(document.listing, viewer)) : [document];
  return documentResponse(file, shown.userFilename, request.method);
});

export const loader = route.loader;
export const action = route.action;
