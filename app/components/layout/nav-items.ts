// The navbar's items, written twice on every page (the wide bar and the phone menu) as escaped
// markup (decision 0056). Its links are plain anchors (a full page load, as from a search engine).
import { html, type Html } from "~/components/html/html";
import { unreadBadgeLook } from "~/components/messages/unread-look";
import { dropdownHtml, menuLinkHtml } from "./dropdown";
import type { NavFacts } from "./nav-facts";

const RESOURCES: [href: string, words: string][] = [
  ["/about", "About Us"],
  ["/how-to-buy", "How to Buy"],
  ["/how-to-sell", "How to Sell"],
  ["/faq", "FAQ"],
  ["/contact-us", "Contact Us"],
];

// The spec's four, the disputes and the judgment rules; the overview, banned words and enhancements are reached from the admin pages' tabs.
const MANAGE: [href: string, words: string][] = [
  ["/admin/judgments/pending", "Pending Judgments"],
  ["/admin/messages", "Pending Messages"],
  ["/admin/assignments", "Pending Assignments"],
  ["/admin/disputes", "Disputes"],
  ["/admin/users", "Users"],
  ["/admin/judgment-rules", "Judgment Rules"],
];

const resourceLinks = html`${RESOURCES.map(([href, words]) => menuLinkHtml(href, words))}`;
const manageLinks = html`${MANAGE.map(([href, words]) => menuLinkHtml(href, words))}`;

/** Whether `pathname` is `base` or a page under it: the navbar's one rule for "this section". */
export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** A top-level link, marked as the current page on its own path and the pages under it. */
function navLinkHtml(href: string, pathname: string, inside: Html): Html {
  return isUnder(pathname, href)
    ? html`<a href="${href}" class="nav-link-active" aria-current="page">${inside}</a>`
    : html`<a href="${href}" class="nav-link">${inside}</a>`;
}

/** The unread count; the enhancement script updates it when /messages marks one read (data-enhance). */
export function unreadBadgeHtml(count: number): Html {
  const look = unreadBadgeLook(count);
  return html`<span data-testid="unread-badge" data-enhance="unread-badge" aria-label="${look.label}" class="${look.className}">${count}</span>`;
}

/** How many things wait on the member ("Needs you" on /home: docs/decisions/0043-needs-you.md); shown only when some do. */
function needsYouBadgeHtml(count: number): Html | null {
  if (count <= 0) return null;
  return html`<span data-testid="needs-you-badge" aria-label="${`${count} waiting on you`}" \
class="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1.5 text-xs font-semibold text-white">${count}</span>`;
}

/** The navbar's items; `inline` in the phone menu, where its dropdowns open in place. */
export function navItemsHtml(facts: NavFacts, pathname: string, inline: boolean): Html {
  const { user, isAdmin, blogLink, unread, needsYou } = facts;
  return html`${user && navLinkHtml("/home", pathname, html`Dashboard${needsYouBadgeHtml(needsYou)}`)}\
${navLinkHtml("/judgments", pathname, html`Browse Judgments`)}\
${user && navLinkHtml("/messages", pathname, html`Messages${unreadBadgeHtml(unread)}`)}\
${isAdmin && dropdownHtml({ label: "Manage", items: manageLinks, inline, testId: "manage-menu" })}\
${dropdownHtml({ label: "Resources", items: resourceLinks, inline, testId: "resources-menu" })}\
${blogLink && html`<a href="${blogLink}" class="nav-link">Blog</a>`}\
${!isUnder(pathname, "/sell") && html`<a href="/sell" class="${inline ? "btn-accent" : "btn-accent ml-1"}">Sell</a>`}`;
}
