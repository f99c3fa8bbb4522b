// The note a proposal comes back with when it was posted before its figures were on screen
// (issue 29, decision 0044): the figures are shown, and the form goes only when sent again. Written
// once, in ./review-note-html.ts.
import type { ReactNode } from "react";
import { MarkupFrame } from "~/components/html/markup-element";
import { reviewNoteFrame } from "./review-note-html";

export function ReviewNote({ testId, className = "", children }: { testId: string; className?: string; children: ReactNode }) {
  return <MarkupFrame frame={reviewNoteFrame(testId, className)}>{children}</MarkupFrame>;
}
