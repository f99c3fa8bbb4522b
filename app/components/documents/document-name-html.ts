// A document's name as markup (decision 0056): its one writer, for the judgment page's documents
// (written in markup for a visitor) and for React (DocumentName places it in every documents list).
import { html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { DOCUMENT_NAME_CHARS, preview } from "~/domain/text-preview";

/** The name cut to DOCUMENT_NAME_CHARS characters and an ellipsis (whole: wrapping anywhere), the whole name in the title and for screen readers. */
export function documentNameParts(name: string, className = "", whole = false): MarkupElementParts {
  const { short, truncated } = preview(name, DOCUMENT_NAME_CHARS);
  if (whole || !truncated) {
    return {
      tag: "span",
      attributes: { class: `min-w-0 [overflow-wrap:anywhere] ${className}`, title: name, "data-testid": "document-name" },
      inside: html`${name}`,
    };
  }
  return {
    tag: "span",
    attributes: { class: `min-w-0 whitespace-nowrap ${className}`, title: name, "data-testid": "document-name" },
    inside: html`<span aria-hidden="true" data-testid="document-name-short">${`${short}…`}</span><span class="sr-only">${name}</span>`,
  };
}

export function documentNameHtml(name: string, className = "", whole = false): Html {
  return markupElementHtml(documentNameParts(name, className, whole));
}
