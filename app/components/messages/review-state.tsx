// Where a sent message's review stands, as its sender sees it: awaiting review, delivered, not
// delivered. Written once, in ./review-state-html.ts.
import { MarkupElement } from "~/components/html/markup-element";
import type { MessageReviewState } from "~/domain/message-form";
import { reviewStateTagParts } from "./review-state-html";

export function ReviewStateTag({ state }: { state: MessageReviewState }) {
  return <MarkupElement element={reviewStateTagParts(state)} />;
}
