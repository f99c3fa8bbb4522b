// POST /admin/judgments/decline (judgment_id, reason, listing_version): an administrator declines a listing waiting
// for review (docs/decisions/0039). It becomes declined (audited with the reason), its open offers
// are rejected and their buyers told, and the seller is e-mailed the reason; the seller sees it on
// /selling and resubmits by editing. A form post returns to the queue with a notice at the card's
// place (an invalid reason: shown again with its error); a JSON call answers { status, message },
// 422 { errors: { reason } }, 403 (members, one's own listing), 404, or 409 (not waiting for
// review: approved or declined meanwhile; or changed since the card showed the listing_version sent).
import { declineListing, declineSchema, reviewToasts } from "~/server/admin/listing-review";
import { textReviewAction } from "~/server/admin/review-text-action";

const route = textReviewAction({
  kind: "decline",
  field: "reason",
  schema: declineSchema,
  success: reviewToasts.declined,
  failure: reviewToasts.declineFailed,
  act: (services, { judgmentId, adminId, text, version }) => declineListing(services, { judgmentId, adminId, reason: text, version }),
});

export const loader = route.loader;
export const action = route.action;
