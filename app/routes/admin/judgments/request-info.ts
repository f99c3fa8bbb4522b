// POST /admin/judgments/request_info (judgment_id, message): an administrator asks the seller of a
// new listing for more information. The listing stays new; the request is audited and e-mailed,
// and the seller sees it on /selling. A form post returns to the page with the spec's toast (or,
// for an invalid message, with the message and its error shown again); a JSON call answers
// { status, message }, 422 { errors }, 404 or 409.
import { parseId } from "~/domain/ids";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { infoRequestSchema, requestListingInfo, reviewToasts } from "~/server/admin/listing-review";
import { answerReview, answersJson, rememberInfoRequestDraft, reviewBackPath } from "~/server/admin/review-answer";
import { post } from "~/server/http/endpoint";
import { invalid } from "~/server/http/refusal";
import { readBody } from "~/server/http/body";
import { redirect } from "react-router";

const route = post({ access: "admin" }, async ({ request, services, user: admin }) => {
  const body = await readBody(request);
  const json = answersJson(request);
  const back = reviewBackPath(body);
  const parsed = infoRequestSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (json) return invalid(errors);
    const judgmentId = parseId(body.judgment_id);
    await rememberInfoRequestDraft(request, services, {
      judgmentId,
      message: typeof body.message === "string" ? body.message.slice(0, 5000) : "",
      errors,
    });
    return redirect(judgmentId !== null ? `${back}#review-${judgmentId}-request` : back);
  }
  return answerReview(services, { json, back, success: reviewToasts.requestSent, failure: reviewToasts.requestFailed }, () =>
    requestListingInfo(services, { judgmentId: parsed.data.judgment_id, adminId: admin.id, message: parsed.data.message }),
  );
});

export const loader = route.loader;
export const action = route.action;
