// Where things sit on the review queue's page (/admin/judgments/pending), named once for the page
// and the endpoints that send the administrator back to it: the notice of an action's outcome, and
// the Request More Info or Decline form shown again on its card with errors.

export type ReviewTextKind = "request_info" | "decline";

/** The id of the queue's inline notice: the fragment a form post returns to. */
export const REVIEW_NOTICE_ID = "review-notice";

/** The id of the form shown again on a card: `review-{id}-request` or `review-{id}-decline`. */
export function reviewFormAnchor(judgmentId: number, kind: ReviewTextKind): string {
  return `review-${judgmentId}-${kind === "decline" ? "decline" : "request"}`;
}

/**
 * The field in which each decision of a card (Approve, Request More Info, Decline) posts the version
 * of the listing the administrator reviewed, so a listing changed since is not decided unseen.
 */
export const LISTING_VERSION_FIELD = "listing_version";

/** How many listings a page of the queue shows (each a summary that opens to the full card). */
export const PENDING_PAGE_SIZE = 20;

/** "Showing 21 to 40 of 57": the positions of a page's first and last rows, 0 to 0 when empty. */
export function pageRange(page: number, pageSize: number, rows: number): { from: number; to: number } {
  if (rows === 0) return { from: 0, to: 0 };
  const from = (Math.max(1, page) - 1) * pageSize + 1;
  return { from, to: from + rows - 1 };
}
