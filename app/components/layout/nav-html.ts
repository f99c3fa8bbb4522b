// The navbar (the buyer spec's Navigation section) as escaped markup (decision 0056): one writer for
// every page's <header>, a member's and a visitor's, placed by React (./navbar.tsx) or in a document
// written without it (server/visitor-pages.ts). It was 86 elements of React on every member's page.
import { html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import type { RootData } from "~/components/ui/root-data";
import { logoHtml } from "./logo";
import { navFacts, type NavFacts } from "./nav-facts";
import { navItemsHtml } from "./nav-items";
import { userMenuHtml } from "./user-menu";

const HEADER_CLASS = "sticky top-0 z-20 border-b border-slate-200 bg-white";

// The phone menu's button: three lines, a cross while open.
const PHONE_MENU_SUMMARY = html`<summary class="cursor-pointer rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Menu">\
<svg aria-hidden="true" viewBox="0 0 24 24" class="h-6 w-6 group-open/phone-menu:hidden">\
<path stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M4 6h16M4 12h16M4 18h16"></path></svg>\
<svg aria-hidden="true" viewBox="0 0 24 24" class="hidden h-6 w-6 group-open/phone-menu:block">\
<path stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M6 6l12 12M18 6 6 18"></path></svg></summary>`;

/**
 * Inside the <header>. The phone menu is one panel over the page, below the header, scrolling on its
 * own when taller than the screen; its dropdowns open inside it.
 */
export function navHtml(facts: NavFacts, pathname: string): Html {
  return html`<nav aria-label="Main" class="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">\
<a href="${facts.user ? "/home" : "/"}" class="no-underline" aria-label="${`${facts.brandName} home`}">${logoHtml(facts.brandName)}</a>\
<div class="hidden items-center gap-1 lg:flex">${navItemsHtml(facts, pathname, false)}</div>\
<div class="hidden lg:block">${userMenuHtml(facts.user, false)}</div>\
<details class="group/phone-menu lg:hidden" data-testid="mobile-menu">${PHONE_MENU_SUMMARY}\
<div class="phone-menu-panel" data-testid="mobile-menu-panel">${navItemsHtml(facts, pathname, true)}\
<div class="mt-2 border-t border-slate-100 pt-2">${userMenuHtml(facts.user, true)}</div></div></details></nav>`;
}

/** The <header> of a page at `pathname`, for `<MarkupElement>` or markupElementHtml. */
export function headerElement(props: RootData, pathname: string): MarkupElementParts {
  return { tag: "header", attributes: { class: HEADER_CLASS }, inside: navHtml(navFacts(props), pathname) };
}

/** A page's <header> as markup, for a document written without React (server/visitor-pages.ts, member-pages.ts). */
export function headerHtml(props: RootData, pathname: string): string {
  return String(markupElementHtml(headerElement(props, pathname)));
}
