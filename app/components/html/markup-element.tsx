// One element written by the html template (decision 0056), placed either in markup (a page written
// without React, server/visitor-pages.ts) or by React (`<MarkupElement>`), with the same bytes both
// ways (but for an apostrophe in an attribute's value: React writes `&#x27;`, the template `&#39;`):
// React writes the element's own tag and attributes, in the same order, and places the inside with
// `dangerouslySetInnerHTML`. So a section has one writer, its inside included, whoever places it.
// Nothing interactive may go inside (React never sees it, on the pages that hydrate either). A section
// with React's own children in its middle (a form that hydrates) is written as frames (`MarkupFrame`:
// the tag and attributes from the same parts, the inside React's) around elements of markup.
import { createElement, type MouseEventHandler, type ReactNode, type Ref } from "react";
import { elementMarkup, html, type Html } from "./html";

/** The tags a section of a page, or a piece of one, may be written as. */
export type MarkupTag =
  | "section"
  | "div"
  | "aside"
  | "nav"
  | "p"
  | "dl"
  | "ul"
  | "ol"
  | "li"
  | "figure"
  | "details"
  | "header"
  | "span"
  | "a"
  | "h2"
  | "table"
  | "thead"
  | "tbody"
  | "tr"
  | "td"
  | "dialog"
  | "form"
  | "button";

/**
 * An element: its tag, its attributes in the order they are written (`class`, not `className`; a
 * null, undefined or false value writes nothing; true, for a boolean attribute such as `open`, an empty value) and its inside.
 */
export type MarkupElementParts = {
  tag: MarkupTag;
  attributes: Readonly<Record<string, string | number | boolean | null | undefined>>;
  inside: Html;
};

/** The element as markup. */
export function markupElementHtml({ tag, attributes, inside }: MarkupElementParts): Html {
  // true writes `name=""`, as React writes a boolean attribute given as a string (elementMarkup).
  return elementMarkup(tag, attributes, inside);
}

/** React's props for the attributes: `class` is `className`; false, null and undefined are left out, as in the markup; React writes a boolean attribute's true as `name=""`. */
export function reactProps(attributes: MarkupElementParts["attributes"]): Record<string, string | number | boolean> {
  const props: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    props[name === "class" ? "className" : name] = value;
  }
  return props;
}

/**
 * The element placed by React: the same bytes as markupElementHtml writes. `onClick` acts on a page
 * that hydrates (a link that also works as a link without React).
 */
export function MarkupElement({
  element,
  onClick,
  ref,
}: {
  element: MarkupElementParts | null;
  onClick?: MouseEventHandler<HTMLElement>;
  /** On a page that hydrates: the element, e.g. for ../ui/enhanced-markup.ts. */
  ref?: Ref<HTMLElement>;
}) {
  if (!element) return null;
  return createElement(element.tag, { ...reactProps(element.attributes), onClick, ref, dangerouslySetInnerHTML: element.inside });
}

/** Elements one after the other; an absent one (null) writes nothing, as React places nothing for it. */
export function elementsHtml(elements: readonly (MarkupElementParts | null)[]): Html {
  return html`${elements.map((element) => element && markupElementHtml(element))}`;
}

/** An element whose inside is not yet written: React's children, or markup given later. */
export type MarkupFrameParts = Omit<MarkupElementParts, "inside">;

/** The frame around markup. */
export function frameHtml(frame: MarkupFrameParts, inside: Html): Html {
  return markupElementHtml({ ...frame, inside });
}

/** The frame placed by React around its children: the same tag and attributes as frameHtml writes. */
export function MarkupFrame({ frame, children }: { frame: MarkupFrameParts; children?: ReactNode }) {
  return createElement(frame.tag, reactProps(frame.attributes), children);
}
