// The navbar's user menu (a member's links and Sign Out) or a visitor's Sign In and Register, as
// escaped markup (decision 0056). Sign Out is a plain form post, as React Router's <Form> writes it;
// its answer is a redirect, so it needs no script on a page that hydrates either.
import { html, type Html } from "~/components/html/html";
import { dropdownHtml, menuItemClass, menuLinkHtml } from "./dropdown";
import type { NavFacts } from "./nav-facts";

const SIGN_IN = html`<div class="flex items-center gap-2"><a href="/login" class="nav-link">Sign In</a>\
<a href="/register" class="btn-primary">Register</a></div>`;

const LINKS: [href: string, words: string][] = [
  ["/home", "Dashboard"],
  ["/selling", "My Selling Dashboard"],
  ["/profile", "My Settings"],
  ["/searches", "Saved Searches"],
  ["/buy-requests", "Buy Requests"],
  ["/notifications", "Notifications"],
  ["/payouts", "Payouts"],
];

const SIGN_OUT = html`<form class="border-t border-slate-100" data-discover="true" action="/logout" method="post">\
<button type="submit" class="${menuItemClass}">Sign Out</button></form>`;

const links = html`${LINKS.map(([href, words]) => menuLinkHtml(href, words))}`;

/** `inline` in the phone menu, where it opens in place. */
export function userMenuHtml(user: NavFacts["user"], inline: boolean): Html {
  if (!user) return SIGN_IN;
  // A member who has not given a name yet (the short account form) shows the handle alone.
  const label = html`<span class="flex flex-col items-start leading-tight">\
<span class="font-semibold text-slate-900">${user.name || `@${user.handle}`}</span>\
${user.name && html`<span class="text-xs text-slate-500">@<!-- -->${user.handle}</span>`}</span>`;
  const items = html`${links}${menuLinkHtml(`/users/${user.handle}`, "My Public Page")}${menuLinkHtml("/feedback", "Feedback")}${SIGN_OUT}`;
  return dropdownHtml({ label, items, align: "right", inline, testId: "user-menu" });
}
