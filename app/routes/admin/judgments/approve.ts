// POST /admin/judgments/approve (judgment_id, limit_reviewed, listing_version): an administrator
// approves a new listing; it goes live in browse and the seller is e-mailed. The review queue sends
// the version of the listing its card showed: a listing changed since is refused (409), to be
// reviewed again; a call without it approves the listing as it is. A judgment past its limit needs the
// `limit_reviewed` tick ("I reviewed this judgment's enforceability"). A form post returns to the
// page with the spec's toast (from the queue: a notice at the card's place; a missing tick is also
// shown under the card's checkbox); a JSON call answers { status, message }, 404 for an unknown
// listing, 409 for one that is not new or whose listing fee is unpaid, 422 for a missing id or a
// missing tick ({ errors: { limit_reviewed } }).
import { approveListing, approveSchema, reviewToasts } from "~/server/admin/listing-review";
import { answerReview, answersJson, approveRefusal, queuePlace, reviewBackPath } from "~/server/admin/review-answer";
import { LIMIT_REVIEW_FIELD } from "~/domain/limit-review";
import { LISTING_VERSION_FIELD } from "~/domain/review-queue";
import { post } from "~/server/http/endpoint";
import { invalid, Refusal } from "~/server/http/refusal";
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
  const judgmentId = parsed.data.judgment_id;
  const outcome = { json, back, place: queuePlace(body), success: reviewToasts.approved, failure: reviewToasts.approveFailed };
  return answerReview(request, services, outcome, () =>
    approveListing(services, {
      judgmentId,
      adminId: admin.id,
      limitReviewed: parsed.data[LIMIT_REVIEW_FIELD],
      version: parsed.data[LISTING_VERSION_FIELD],
    }).catch(async (error: unknown) => {
      if (!json && error instanceof Refusal && error.errors[LIMIT_REVIEW_FIELD]) {
        await approveRefusal.remember(request, services, { judgmentId, errors: error.errors });
      }
      throw error;
    }),
  );
});

export const loader = route.loader;
export const action = route.action;
