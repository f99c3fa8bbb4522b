// The mark and the name, in the navbar and the footer. Escaped markup (decision 0056), written
// inside theirs.
import { html, type Html } from "~/components/html/html";

const MARK = html`<svg aria-hidden="true" viewBox="0 0 32 32" class="h-8 w-8"><rect width="32" height="32" rx="7" fill="#16375f"></rect>\
<path d="M16 6v19M10 25h12M8 11h16M8 11l-3 7h6l-3-7Zm16 0-3 7h6l-3-7Z" stroke="#fff" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"></path></svg>`;

export function logoHtml(name: string): Html {
  return html`<span class="flex items-center gap-2">${MARK}<span class="text-lg font-bold tracking-tight text-brand-900">${name}</span></span>`;
}
