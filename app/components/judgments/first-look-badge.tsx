// The "First look" mark: a listing in its first FIRST_LOOK_DAYS after approval, which only premium
// members (and its owner and administrators) see (docs/decisions/0010-premium.md). Written once as
// markup, for the browse rows (./judgment-rows.ts) and the pages written in markup, and placed by React.
import { html, type Html } from "~/components/html/html";
import { MarkupElement, markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { FIRST_LOOK_DAYS } from "~/domain/membership";

const TITLE = `Premium members see new listings ${FIRST_LOOK_DAYS} days before everyone else`;

function firstLookBadgeParts(className: string): MarkupElementParts {
  return {
    tag: "span",
    attributes: { "data-testid": "first-look-badge", title: TITLE, class: `tag tag-first-look ${className}` },
    inside: html`First look`,
  };
}

export function FirstLookBadge({ className = "" }: { className?: string }) {
  return <MarkupElement element={firstLookBadgeParts(className)} />;
}

/** The badge as markup. */
export function firstLookBadgeHtml(className = ""): Html {
  return markupElementHtml(firstLookBadgeParts(className));
}
