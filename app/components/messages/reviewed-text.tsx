// One member's text as its viewer may see it (docs/decisions/0032, app/domain/member-texts.ts):
// the words, shown by `children`, with the writer's "Awaiting review" or "Not delivered" tag; or, for
// the member it is written to while it waits for review, "Message awaiting review" in its place.
// Written once, in ./reviewed-text-html.ts: this places its pieces around React's words.
import type { ReactNode } from "react";
import { MarkupElement, MarkupFrame } from "~/components/html/markup-element";
import type { TextReview } from "~/domain/member-texts";
import { AWAITING_REVIEW_PARTS, ownReviewFrame, ownReviewNoteParts } from "./reviewed-text-html";

export function ReviewedText({
  text,
  review,
  children,
}: {
  text: string | null;
  review: TextReview;
  children: (text: string) => ReactNode;
}) {
  if (text === null) return review === "pending" ? <MarkupElement element={AWAITING_REVIEW_PARTS} /> : null;
  if (review === null) return <>{children(text)}</>;
  return (
    <MarkupFrame frame={ownReviewFrame(review)}>
      {children(text)}
      <MarkupElement element={ownReviewNoteParts(review)} />
    </MarkupFrame>
  );
}
