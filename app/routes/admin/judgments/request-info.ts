// POST /admin/judgments/request_info (judgment_id, message): an administrator asks the seller of a
// new listing for more information. The listing stays new; the request is audited and e-mailed,
// and the seller sees it on /selling. A form post returns to the page with the spec's toast (or,
// for an invalid message, with the message and its error shown again); a JSON call answers
// { status, message }, 422 { errors }, 404 or 409.
import type { Route } from "./+types/request-info";
import { fieldErrors } from "~/domain/auth-forms";
import { infoRequestSchema, requestListingInfo, reviewToasts } from "~/server/admin/listing-review";
import { answerReview, answersJson, rememberInfoRequestDraft, reviewBackPath } from "~/server/admin/review-answer";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { invalid, jsonError } from "~/server/http/refusal";
import { readBody } from "~/server/http/body";
import { redirect } from "react-router";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  const admin = await requireRole(request, context, "admin");
  const services = getServices(context);
  const body = await readBody(request);
  const json = answersJson(request);
  const back = reviewBackPath(body);
  const parsed = infoRequestSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (json) return invalid(errors);
    const judgmentId = Number(body.judgment_id);
    await rememberInfoRequestDraft(request, services, {
      judgmentId: Number.isInteger(judgmentId) && judgmentId > 0 ? judgmentId : null,
      message: typeof body.message === "string" ? body.message.slice(0, 5000) : "",
      errors,
    });
    return redirect(Number.isInteger(judgmentId) && judgmentId > 0 ? `${back}#review-${judgmentId}-request` : back);
  }
  return answerReview(services, { json, back, success: reviewToasts.requestSent, failure: reviewToasts.requestFailed }, () =>
    requestListingInfo(services, { judgmentId: parsed.data.judgment_id, adminId: admin.id, message: parsed.data.message }),
  );
}

export async function loader() {
  return jsonError(405, "Use POST.", { Allow: "POST" });
}
