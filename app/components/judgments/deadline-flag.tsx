// The flag of a judgment within 18 months of an enforceability deadline or past it (the judgment
// page, the owner's notices, the seller's dashboard). The wording is app/domain/judgment-value/wording.ts's.
// Markup (docs/decisions/0056): the value section writes it inside its own markup, the other pages
// place the same element with React; what a page adds below the words (its links) is markup too.
import { html, type Html } from "~/components/html/html";
import { MarkupElement, type MarkupElementParts } from "~/components/html/markup-element";
import type { DeadlineFlag as Flag } from "~/domain/judgment-value/wording";

const tones: Record<Flag["tone"], string> = {
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  danger: "border-red-300 bg-red-50 text-red-950",
};

export type DeadlineFlagOptions = {
  testId?: string;
  /** Written after the flag's words, inside it: a page's links to the clock. */
  more?: Html | null;
};

/** The flag's element. */
export function deadlineFlagElement(flag: Flag, { testId = "deadline-flag", more = null }: DeadlineFlagOptions = {}): MarkupElementParts {
  return {
    tag: "div",
    attributes: {
      role: "note",
      class: `rounded-md border px-3 py-2 text-sm ${tones[flag.tone]}`,
      "data-testid": testId,
      "data-tone": flag.tone,
    },
    inside: html`<p class="font-semibold"><span aria-hidden="true">⚠ </span>${flag.title}</p><p class="mt-0.5">${flag.text}</p>${more}`,
  };
}

/** The flag placed by React. */
export function DeadlineFlag({ flag, ...options }: { flag: Flag } & DeadlineFlagOptions) {
  return <MarkupElement element={deadlineFlagElement(flag, options)} />;
}
