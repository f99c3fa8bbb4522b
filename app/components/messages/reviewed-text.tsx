// One member's text as its viewer may see it (docs/decisions/0032, app/domain/member-texts.ts):
// the words, shown by `children`, with the writer's "Awaiting review" or "Not delivered" tag; or, for
// the member it is written to while it waits for review, "Message awaiting review" in its place.
import type { ReactNode } from "react";
import { AWAITING_REVIEW, type TextReview } from "~/domain/member-texts";
import { ReviewStateTag } from "./review-state";

export function ReviewedText({
  text,
  review,
  children,
}: {
  text: string | null;
  review: TextReview;
  children: (text: string) => ReactNode;
}) {
  if (text === null) {
    if (review !== "pending") return null;
    return (
      <p className="mt-1 text-sm italic text-slate-500" data-testid="text-awaiting-review">
        {AWAITING_REVIEW}
      </p>
    );
  }
  if (review === null) return <>{children(text)}</>;
  return (
    <div className={review === "rejected" ? "opacity-70" : undefined} data-testid="own-text-review" data-review={review}>
      {children(text)}
      <p className="mt-1 text-xs text-slate-600">
        <ReviewStateTag state={review === "pending" ? "pending" : "not_delivered"} />{" "}
        {review === "pending" ? "Shown to the other side once our team has reviewed it." : "Not shown to the other side."}
      </p>
    </div>
  );
}
