// One member's text as its viewer may see it (docs/decisions/0032), as markup (decision 0056): the
// words, written by `render`, with the writer's "Awaiting review" or "Not delivered" tag; or, for the
// member it is written to while it waits for review, "Message awaiting review" in its place. The one
// writer of these pieces: React's ReviewedText (./reviewed-text.tsx) places them around its children.
import { html, type Html } from "~/components/html/html";
import { frameHtml, markupElementHtml, type MarkupElementParts, type MarkupFrameParts } from "~/components/html/markup-element";
import { AWAITING_REVIEW, type TextReview } from "~/domain/member-texts";
import { reviewStateTagParts } from "./review-state-html";

export const AWAITING_REVIEW_PARTS: MarkupElementParts = {
  tag: "p",
  attributes: { class: "mt-1 text-sm italic text-slate-500", "data-testid": "text-awaiting-review" },
  inside: html`${AWAITING_REVIEW}`,
};

/** Around the writer's own text under review. */
export function ownReviewFrame(review: "pending" | "rejected"): MarkupFrameParts {
  return {
    tag: "div",
    attributes: { class: review === "rejected" ? "opacity-70" : null, "data-testid": "own-text-review", "data-review": review },
  };
}

/** The note under it: the tag and what it means. */
export function ownReviewNoteParts(review: "pending" | "rejected"): MarkupElementParts {
  const tag = markupElementHtml(reviewStateTagParts(review === "pending" ? "pending" : "not_delivered"));
  const words = review === "pending" ? "Shown to the other side once our team has reviewed it." : "Not shown to the other side.";
  return { tag: "p", attributes: { class: "mt-1 text-xs text-slate-600" }, inside: html`${tag} <!-- -->${words}` };
}

export function reviewedTextHtml(text: string | null, review: TextReview, render: (text: string) => Html): Html | null {
  if (text === null) return review === "pending" ? markupElementHtml(AWAITING_REVIEW_PARTS) : null;
  if (review === null) return render(text);
  return frameHtml(ownReviewFrame(review), html`${render(text)}${markupElementHtml(ownReviewNoteParts(review))}`);
}
