// A dropdown menu built on <details>, so it opens without JavaScript. Escaped markup (decision 0056),
// written inside the navbar's markup: React never sees it, so what JavaScript adds (closing on an
// outside click, on Escape and after navigating) is the navbar's (./menus.ts, from the React Navbar
// on a page that hydrates and from the enhancement script on one that does not, by data-enhance="menu").
// In the navbar it is a panel floating below its button; inside the phone menu (`inline`) it opens in
// place, pushing the items below down, so nothing floats over the menu or the page. Its arrow points
// down when closed and up when open: the group is named, so an open phone menu around it does not turn it.
import { attr, html, type Html } from "~/components/html/html";

export const menuItemClass = "menu-item";

const ARROW = html`<svg aria-hidden="true" viewBox="0 0 20 20" class="h-4 w-4 shrink-0 transition-transform group-open/dropdown:rotate-180" \
data-testid="dropdown-arrow"><path fill="currentColor" \
d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"></path></svg>`;

export type DropdownParts = {
  /** The summary's words (markup: the user menu's is the name and handle). */
  label: Html | string;
  /** The panel's items. */
  items: Html;
  align?: "left" | "right";
  /** Opens in place (the phone menu) instead of as a floating panel. */
  inline?: boolean;
  testId: string;
};

export function dropdownHtml({ label, items, align = "left", inline = false, testId }: DropdownParts): Html {
  const panel = inline ? "menu-panel-inline" : `menu-panel ${align === "right" ? "right-0" : "left-0"}`;
  return html`<details class="${inline ? "group/dropdown" : "group/dropdown relative"}" data-testid="${testId}"${attr("data-enhance", inline ? null : "menu")}>\
<summary class="${inline ? "menu-summary justify-between" : "menu-summary"}">${label}${ARROW}</summary>\
<div class="${panel}" data-testid="dropdown-panel">${items}</div></details>`;
}

/** A menu's item: a link. */
export function menuLinkHtml(href: string, words: string): Html {
  return html`<a href="${href}" class="${menuItemClass}">${words}</a>`;
}
