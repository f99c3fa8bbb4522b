// The footer of every page: the logo, the resources pages, customer service, the legal links. Its
// markup is escaped text (decision 0056): the same on every page, it need not cost React's render.
import { attr, html, type Html } from "~/components/html/html";
import type { Branding } from "~/config/branding";
import { logoHtml } from "./logo";

const FOOTER_CLASS = "mt-16 border-t border-slate-200 bg-white";

export function Footer({ branding, year }: { branding: Branding; year: number }) {
  return <footer className={FOOTER_CLASS} dangerouslySetInnerHTML={footerHtml(branding, year)} />;
}

/** The whole <footer>, for a document written without React (app/components/layout/plain-document.ts). */
export function footerElementHtml(branding: Branding, year: number): string {
  return `<footer class="${FOOTER_CLASS}">${footerHtml(branding, year)}</footer>`;
}

const X_ICON = html`<svg aria-hidden="true" viewBox="0 0 24 24" class="h-5 w-5"><path fill="currentColor" \
d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z"></path></svg>`;
const FACEBOOK_ICON = html`<svg aria-hidden="true" viewBox="0 0 24 24" class="h-5 w-5"><path fill="currentColor" \
d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3Z"></path></svg>`;

const RESOURCES: [href: string, words: string][] = [
  ["/about", "About Us"],
  ["/how-to-buy", "How to Buy"],
  ["/how-to-sell", "How to Sell"],
  ["/market", "What Judgments Sold For"],
  ["/faq", "FAQ"],
  ["/contact-us", "Contact Us"],
];

function social(href: string | null, label: string, icon: Html): Html | null {
  if (!href) return null;
  return html`<a href="${href}" rel="noopener noreferrer"${attr("aria-label", label)} class="text-slate-500 hover:text-slate-800">${icon}</a>`;
}

/** What goes inside the <footer>. */
export function footerHtml(branding: Branding, year: number): Html {
  const resources = RESOURCES.map(([href, words]) => html`<li><a href="${href}">${words}</a></li>`);
  return html`<div class="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">\
<div class="space-y-3">${logoHtml(branding.name)}\
<p class="text-sm text-slate-600">The marketplace for US court money judgments. Every listing and message is reviewed by our team.</p></div>\
<div><h2 class="text-sm font-semibold text-slate-900">Resources</h2><ul class="mt-3 space-y-2 text-sm">${resources}</ul></div>\
<div><h2 class="text-sm font-semibold text-slate-900">Customer service</h2><ul class="mt-3 space-y-2 text-sm text-slate-600">\
<li><a href="${`tel:${branding.csphone.replace(/[^\d+]/g, "")}`}">${branding.csphone}</a></li>\
<li><a href="${`mailto:${branding.csemail}`}">${branding.csemail}</a></li></ul>\
<div class="mt-4 flex gap-3">${social(branding.twitter_link, "Follow us on X (Twitter)", X_ICON)}\
${social(branding.facebook_link, "Follow us on Facebook", FACEBOOK_ICON)}</div></div></div>\
<div class="border-t border-slate-100">\
<div class="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">\
<p>© 2016–${year} ${branding.name}. All rights reserved.</p>\
<p class="flex gap-4"><a href="${branding.terms_link}" class="text-slate-600">Terms of Service</a>\
<a href="${branding.pp_link}" class="text-slate-600">Privacy Policy</a></p></div></div>`;
}
