// POST /api/judgments/documents (multipart: `documents`, one file; `judgment_id`): the listing's
// owner (or an administrator) adds a document while the listing is new, active or hidden; with
// `kind=assignment`, an assignment document while the listing is paid and the buyer's info is in;
// with `kind=dispute`, evidence for the open dispute, from its buyer, the owner or an administrator.
// 201 { id, user_filename, created_at, sent_to_review } (and `message`, when the owner's document sent
// a live listing whose documents are public back to review: docs/decisions/0036); 400 unreadable body; 401; 403; 404; 409 wrong status;
// 413 body over the upload limit; 422 { errors: { documents | judgment_id: [message] } } for a
// missing, empty, oversized or wrongly typed file (checked by content, so a renamed executable is
// refused); 429 / 503 with Retry-After when this member or the server already receives enough uploads.
// Who is asking is checked before a byte of the body is read; the file then streams to storage.
import { discardFiles } from "~/server/documents/receive";
import { receiveMemberUpload, recordListingDocument, refusalHeaders } from "~/server/documents/upload";
import { post } from "~/server/http/endpoint";
import { invalid, jsonError } from "~/server/http/refusal";
import { parseId } from "~/domain/ids";
import { DOCUMENT_SENT_TO_REVIEW } from "~/domain/listing-edits";

const route = post({ access: "member" }, async ({ request, services, user }) => {
  const received = await receiveMemberUpload(request, services.storage, user.id, { fileFields: ["documents"], maxFiles: 1 });
  if (!received.ok) return jsonError(received.status, received.message, refusalHeaders(received));
  const { fields, files, tooManyFiles } = received.upload;

  // Refused before recording: the received file is deleted again.
  const refuse = async (response: Response) => {
    await discardFiles(services.storage, files);
    return response;
  };
  const judgmentId = parseId(fields.get("judgment_id") ?? "");
  if (judgmentId === null) return refuse(invalid({ judgment_id: ["Choose the listing to add the document to."] }));
  const kind = fields.get("kind") ?? "listing";
  if (kind !== "listing" && kind !== "assignment" && kind !== "dispute")
    return refuse(invalid({ kind: ["Choose listing, assignment or dispute documents."] }));
  if (files.length === 0) return refuse(invalid({ documents: ["Choose a file to upload."] }));
  if (tooManyFiles) return refuse(invalid({ documents: ["Send one file per request."] }));

  const result = await recordListingDocument(services, {
    judgmentId,
    uploader: { id: user.id, roles: user.roles },
    file: files[0],
    kind,
  });
  if (!result.ok) {
    return result.status === 422 ? invalid({ documents: [result.message] }) : jsonError(result.status, result.message);
  }
  const { document } = result;
  const sentToReview = result.sentToReview ?? false;
  return Response.json(
    {
      id: document.id,
      user_filename: document.userFilename,
      created_at: document.createdAt.toISOString(),
      sent_to_review: sentToReview,
      ...(sentToReview ? { message: DOCUMENT_SENT_TO_REVIEW } : {}),
    },
    { status: 201 },
  );
});

export const loader = route.loader;
export const action = route.action;
