// /sell/documents. POST: the uploader's form without JavaScript (fields `document`, one or several
// files, `judgment_id` and `kind`: listing, assignment or dispute): stores each file by the same rules as the API, then returns to the
// documents page with a toast naming what was stored, why a file was refused, and that the live
// listing went back to review when a document sent it (docs/decisions/0036). A visitor is sent
// to sign in before a byte of the body is read; the files stream to storage. GET: the user's
// most recent listing that can take documents, else the start of the listing flow.
import { redirect } from "react-router";
import type { Route } from "./+types/documents-upload";
import { uploadLimits } from "~/config/limits";
import { getOptionalUser, requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { DOCUMENT_UPLOAD_STATUSES } from "~/server/documents/access";
import { discardFiles } from "~/server/documents/receive";
import { formPageOf, receiveMemberUpload, recordListingDocument, uploadSignInPath } from "~/server/documents/upload";
import { latestListingIdOf } from "~/server/queries/documents";
import { redirectWithToast, type Toast } from "~/server/toast";
import { jsonError } from "~/server/http/refusal";
import { parseId } from "~/domain/ids";
import { DOCUMENT_SENT_TO_REVIEW } from "~/domain/listing-edits";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const id = await latestListingIdOf(getServices(context).db, user.id, DOCUMENT_UPLOAD_STATUSES);
  return redirect(id === null ? "/sell" : `/sell/documents/${id}`);
}

/** Back to the page the form was on: this listing's documents step or its owner page, nothing else. */
function returnPath(value: string | undefined, judgmentId: number): string {
  const allowed = [`/sell/documents/${judgmentId}`, `/judgments/${judgmentId}`];
  return typeof value === "string" && allowed.includes(value) ? value : allowed[0];
}

const plural = (n: number) => (n === 1 ? "1 document was" : `${n} documents were`);

/** What happened, short enough for the toast (its description holds 1,000 characters). */
function outcomeToast(stored: number, problems: string[], sentToReview: boolean): Toast {
  const review = sentToReview ? ` ${DOCUMENT_SENT_TO_REVIEW}` : "";
  if (problems.length === 0) return { type: "success", description: `${plural(stored)} uploaded.${review}` };
  const head = stored
    ? `${plural(stored)} uploaded; ${problems.length} could not be.${review}`
    : problems.length === 1
      ? ""
      : "No documents were uploaded.";
  const text = [head, ...problems].filter(Boolean).join(" ");
  return { type: "error", title: "Upload problem", description: text.length > 1000 ? `${text.slice(0, 997)}…` : text };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(uploadSignInPath(request.headers.get("referer"), new URL(request.url).origin));

  const received = await receiveMemberUpload(request, services.storage, user.id, {
    fileFields: ["document"],
    maxFiles: uploadLimits.filesPerForm,
  });
  if (!received.ok) {
    if (received.status === 400) throw jsonError(400, "The upload could not be read.");
    // Too busy or too large: back to the page the form was on, saying so.
    const page = formPageOf(request.headers.get("referer"), new URL(request.url).origin);
    return redirectWithToast(services, page, { type: "error", description: received.message });
  }
  const { fields, files, tooManyFiles } = received.upload;
  const judgmentId = parseId(fields.get("judgment_id") ?? "");
  if (judgmentId === null) {
    await discardFiles(services.storage, files);
    throw new Response("Not Found", { status: 404 });
  }
  const back = returnPath(fields.get("redirect_to"), judgmentId);
  if (tooManyFiles) {
    await discardFiles(services.storage, files);
    return redirectWithToast(services, back, { type: "error", description: `Send at most ${uploadLimits.filesPerForm} files at a time.` });
  }
  if (files.length === 0) {
    return redirectWithToast(services, back, { type: "error", description: "Choose one or more files to upload." });
  }
  const asked = fields.get("kind");
  const kind = asked === "assignment" || asked === "dispute" ? asked : "listing";
  let stored = 0;
  let sentToReview = false;
  const problems: string[] = [];
  for (const [index, file] of files.entries()) {
    const result = await recordListingDocument(services, { judgmentId, uploader: { id: user.id, roles: user.roles }, file, kind });
    if (result.ok) {
      stored += 1;
      sentToReview ||= result.sentToReview === true;
    } else if (result.status === 422) {
      if (!problems.includes(result.message)) problems.push(result.message); // "the listing is full" once
    } else {
      // The listing refuses them all: the files not yet recorded are deleted too.
      await discardFiles(services.storage, files.slice(index + 1));
      if (result.status === 409) {
        const review = sentToReview ? ` ${DOCUMENT_SENT_TO_REVIEW}` : "";
        return redirectWithToast(services, back, { type: "error", description: `${result.message}${review}` });
      }
      throw jsonError(result.status, result.message);
    }
  }
  return redirectWithToast(services, back, outcomeToast(stored, problems, sentToReview));
}
