// The "First look" mark: a listing in its first FIRST_LOOK_DAYS after approval, which only premium
// members (and its owner and administrators) see (docs/decisions/0010-premium.md). One look, two
// renderings: React's, and the escaped markup of the browse rows (./judgment-rows.ts).
import { html, type Html } from "~/components/html/html";
import { FIRST_LOOK_DAYS } from "~/domain/membership";

const TITLE = `Premium members see new listings ${FIRST_LOOK_DAYS} days before everyone else`;

export function FirstLookBadge({ className = "" }: { className?: string }) {
  return (
    <span data-testid="first-look-badge" title={TITLE} className={`tag tag-first-look ${className}`}>
      First look
    </span>
  );
}

/** The same badge as markup. */
export function firstLookBadgeHtml(className = ""): Html {
  return html`<span data-testid="first-look-badge" title="${TITLE}" class="${`tag tag-first-look ${className}`}">First look</span>`;
}
