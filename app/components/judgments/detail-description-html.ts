// The description as markup (decision 0056): a short view of the first 200 characters with "Read
// more", a link to ?full=1 (the server writes the whole text) and "Show less" a link back to the page
// without it. The section's one writer, for the pages written in markup and for React
// (DetailDescription places it, and on a page that hydrates makes the two links act in place).
import { html, type Html } from "~/components/html/html";
import { frameHtml, markupElementHtml, type MarkupElementParts, type MarkupFrameParts } from "~/components/html/markup-element";

export type Description = { full: string; short: string; truncated: boolean };

export const DESCRIPTION: MarkupFrameParts = {
  tag: "section",
  attributes: { class: "card p-5 sm:p-6", "aria-labelledby": "description-title", id: "description" },
};
export const DESCRIPTION_TITLE: MarkupElementParts = {
  tag: "h2",
  attributes: { id: "description-title", class: "text-lg font-semibold" },
  inside: html`Description`,
};
export const DESCRIPTION_BOX: MarkupFrameParts = { tag: "div", attributes: { class: "mt-3 text-slate-700" } };
const NONE = html`<p class="mt-3 text-slate-500">The seller did not add a description.</p>`;

const LINK = "mt-2 inline-block text-sm font-semibold no-underline hover:underline";

/**
 * The text as shown (whole once `expanded` or when it is short) and the link to the rest or back, if
 * any; null without a description. `pathname`: the page's path, for "Show less".
 */
export function descriptionTextParts(
  description: Description,
  expanded: boolean,
  pathname: string,
): { text: MarkupElementParts; link: MarkupElementParts | null } | null {
  if (!description.full) return null;
  const showAll = expanded || !description.truncated;
  return {
    text: {
      tag: "p",
      attributes: { class: "whitespace-pre-line break-words leading-relaxed", "data-testid": "judgment-description" },
      inside: html`${showAll ? description.full : `${description.short}…`}`,
    },
    link: !description.truncated
      ? null
      : showAll
        ? { tag: "a", attributes: { href: `${pathname}#description`, class: LINK }, inside: html`Show less` }
        : { tag: "a", attributes: { href: "?full=1#description", class: LINK }, inside: html`Read more` },
  };
}

/** The section; `expanded`: the page was asked for the whole text (?full=1). */
export function detailDescriptionParts(description: Description, expanded: boolean, pathname: string): MarkupElementParts {
  const shown = descriptionTextParts(description, expanded, pathname);
  const body = shown
    ? frameHtml(DESCRIPTION_BOX, html`${markupElementHtml(shown.text)}${shown.link && markupElementHtml(shown.link)}`)
    : NONE;
  return { ...DESCRIPTION, inside: html`${markupElementHtml(DESCRIPTION_TITLE)}${body}` };
}

export function detailDescriptionHtml(description: Description, expanded: boolean, pathname: string): Html {
  return markupElementHtml(detailDescriptionParts(description, expanded, pathname));
}
