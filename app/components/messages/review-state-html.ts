// Where a sent message's review stands, as markup (decision 0056): the tag's one writer, for the
// judgment page's offer texts (markup) and for React's ReviewStateTag (./review-state.tsx).
import { html } from "~/components/html/html";
import type { MarkupElementParts } from "~/components/html/markup-element";
import { reviewStateLabels, type MessageReviewState } from "~/domain/message-form";

const styles: Record<MessageReviewState, string> = {
  pending: "bg-amber-100 text-amber-900",
  delivered: "bg-emerald-100 text-emerald-900",
  not_delivered: "bg-red-100 text-red-800",
};

export function reviewStateTagParts(state: MessageReviewState): MarkupElementParts {
  return {
    tag: "span",
    attributes: { class: `inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${styles[state]}`, "data-testid": "review-state" },
    inside: html`${reviewStateLabels[state]}`,
  };
}
