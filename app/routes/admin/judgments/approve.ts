// POST /admin/judgments/approve (judgment_id): an administrator approves a new listing; it goes
// live in browse and the seller is e-mailed. A form post returns to the page with the spec's toast;
// a JSON call answers { status, message }, 404 for an unknown listing, 409 for one that is not new
// or whose listing fee is unpaid, 422 for a missing id.
import { approveListing, approveSchema, reviewToasts } from "~/server/admin/listing-review";
import { answerReview, answersJson, reviewBackPath } from "~/server/admin/review-answer";
import { post } from "~/server/http/endpoint";
import { invalid } from "~/server/http/refusal";
import { readBody } from "~/server/http/body";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { redirectWithToast } from "~/server/toast";

const route = post({ access: "admin" }, async ({ request, services, user: admin }) => {
  const body = await readBody(request);
  const json = answersJson(request);
  const back = reviewBackPath(body);
  const parsed = approveSchema.safeParse(body);
  if (!parsed.success) {
    if (json) return invalid(fieldErrors(parsed.error));
    return redirectWithToast(services, back, {
      type: "error",
      title: reviewToasts.approveFailed,
      description: "Choose a judgment to approve.",
    });
  }
  return answerReview(services, { json, back, success: reviewToasts.approved, failure: reviewToasts.approveFailed }, () =>
    approveListing(services, { judgmentId: parsed.data.judgment_id, adminId: admin.id }),
  );
});

export const loader = route.loader;
export const action = route.action;
