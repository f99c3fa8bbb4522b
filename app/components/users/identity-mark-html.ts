// The "Identity verified" mark as markup (decision 0056): its one writer, for the pages written in
// markup and for React (IdentityMark places it), so the mark looks the same wherever a handle shows.
import { html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { IDENTITY_MARK_LABEL } from "~/domain/identity";

const SHIELD = html`<svg viewBox="0 0 16 16" aria-hidden="true" class="h-3.5 w-3.5 fill-current">\
<path d="M8 0.8 2 3.2v4.3c0 3.6 2.5 6.6 6 7.7 3.5-1.1 6-4.1 6-7.7V3.2L8 0.8Zm-1 10.4L4 8.3l1.1-1.1L7 9l3.9-3.9L12 6.2l-5 5Z"></path></svg>`;

const MARK = {
  tag: "span",
  attributes: {
    class:
      "inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-1.5 py-0.5 align-middle text-xs font-medium whitespace-nowrap text-emerald-800 ring-1 ring-emerald-600/30",
    title: IDENTITY_MARK_LABEL,
    "data-testid": "identity-mark",
  },
} as const;

const FULL: MarkupElementParts = { ...MARK, inside: html`${SHIELD}${IDENTITY_MARK_LABEL}` };
const COMPACT: MarkupElementParts = { ...MARK, inside: html`${SHIELD}<span class="sr-only">${IDENTITY_MARK_LABEL}</span>` };

/** The mark's element: none unless an identity check verified the person; `compact` shows the check alone. */
export function identityMarkParts(verified: boolean, compact = false): MarkupElementParts | null {
  if (!verified) return null;
  return compact ? COMPACT : FULL;
}

export function identityMarkHtml(verified: boolean, compact = false): Html | null {
  const parts = identityMarkParts(verified, compact);
  return parts && markupElementHtml(parts);
}
