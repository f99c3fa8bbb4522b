// The review note as markup (decision 0056): its one writer, for the judgment page's buyer forms
// (markup whole) and for React's ReviewNote (./review-note.tsx) around its children elsewhere.
import type { Html } from "~/components/html/html";
import { frameHtml, type MarkupFrameParts } from "~/components/html/markup-element";

export function reviewNoteFrame(testId: string, className = ""): MarkupFrameParts {
  return {
    tag: "p",
    attributes: {
      role: "status",
      class: `rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950 ${className}`,
      "data-testid": testId,
    },
  };
}

export const reviewNoteHtml = (testId: string, className: string, inside: Html): Html =>
  frameHtml(reviewNoteFrame(testId, className), inside);
