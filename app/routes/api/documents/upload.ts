// POST /api/judgments/documents (multipart: `documents`, one file; `judgment_id`): the listing's
// owner (or an administrator) adds a document while the listing is new, active or hidden; with
// `kind=assignment`, an assignment document while the listing is paid and the buyer's info is in.
// 201 { id, user_filename, created_at }; 400 unreadable body; 401; 403; 404; 409 wrong status;
// 422 { errors: { documents | judgment_id: [message] } } for a missing, empty, oversized or
// wrongly typed file (checked by content, so a renamed executable is refused).
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { filesIn, readUploadForm, storeListingDocument } from "~/server/documents/upload";
import { invalid, jsonError } from "~/server/http";
import { parseJudgmentId } from "~/server/queries/judgment-detail";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function action({ request, context }: Args) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  const user = await requireUser(request, context);
  const form = await readUploadForm(request);
  if (!form) return jsonError(400, "The upload could not be read. Send it as multipart/form-data.");

  const judgmentId = parseJudgmentId(String(form.get("judgment_id") ?? ""));
  if (judgmentId === null) return invalid({ judgment_id: ["Choose the listing to add the document to."] });
  const kind = form.get("kind") ?? "listing";
  if (kind !== "listing" && kind !== "assignment") return invalid({ kind: ["Choose listing or assignment documents."] });
  const files = filesIn(form, "documents");
  if (files.length === 0) return invalid({ documents: ["Choose a file to upload."] });
  if (files.length > 1) return invalid({ documents: ["Send one file per request."] });

  const result = await storeListingDocument(getServices(context), {
    judgmentId,
    uploader: { id: user.id, roles: user.roles },
    file: files[0],
    kind,
  });
  if (!result.ok) {
    return result.status === 422 ? invalid({ documents: [result.message] }) : jsonError(result.status, result.message);
  }
  const { document } = result;
  return Response.json(
    { id: document.id, user_filename: document.userFilename, created_at: document.createdAt.toISOString() },
    { status: 201 },
  );
}

export async function loader() {
  return jsonError(405, "Use POST.", { Allow: "POST" });
}
