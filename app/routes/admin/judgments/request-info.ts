// POST /admin/judgments/request_info (judgment_id, message, listing_version): an administrator asks the seller of a
// new listing for more information. The listing stays new; the request is audited and e-mailed,
// and the seller sees it on /selling. A form post returns to the page with the spec's toast (from
// the queue: a notice at the card's place; for an invalid message, with the message and its
// error shown again); a JSON call answers { status, message }, 422 { errors }, 404 or 409 (not
// pending, or changed since the card showed the listing_version sent).
import { infoRequestSchema, requestListingInfo, reviewToasts } from "~/server/admin/listing-review";
import { textReviewAction } from "~/server/admin/review-text-action";

const route = textReviewAction({
  kind: "request_info",
  field: "message",
  schema: infoRequestSchema,
  success: reviewToasts.requestSent,
  failure: reviewToasts.requestFailed,
  act: (services, { judgmentId, adminId, text, version }) => requestListingInfo(services, { judgmentId, adminId, message: text, version }),
});

export const loader = route.loader;
export const action = route.action;
