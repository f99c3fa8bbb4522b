// The outcome of a review action, shown on the queue where the administrator acted (the card's
// place, reached by the address's fragment), not as a flash at the top of a long page. It stays
// until the next page view; role status/alert so a screen reader hears it.
import { REVIEW_NOTICE_ID } from "~/domain/review-queue";

export type ReviewNoticeView = { type: "success" | "error"; title?: string; description: string };

export function ReviewNoticeBox({ notice }: { notice: ReviewNoticeView }) {
  const error = notice.type === "error";
  return (
    <div
      id={REVIEW_NOTICE_ID}
      role={error ? "alert" : "status"}
      tabIndex={-1}
      className={`scroll-mt-24 rounded-lg border px-4 py-3 text-sm focus:outline-none ${error ? "border-red-300 bg-red-50 text-red-900" : "border-emerald-300 bg-emerald-50 text-emerald-900"}`}
      data-testid="review-notice"
      data-tone={notice.type}
    >
      {notice.title && <p className="font-semibold">{notice.title}</p>}
      <p className={notice.title ? "mt-0.5" : "font-medium"}>
        <span aria-hidden="true">{error ? "⚠ " : "✓ "}</span>
        {notice.description}
      </p>
    </div>
  );
}
