// One element written by the html template (decision 0056), placed either in markup (a page written
// without React, server/visitor-pages.ts) or by React (`<MarkupElement>`), with the same bytes both
// ways: React writes the element's own tag and attributes, in the same order, and places the inside
// with `dangerouslySetInnerHTML`. So a section has one writer, its inside included, whoever places it.
// Nothing interactive may go inside (React never sees it, on the pages that hydrate either).
import { createElement } from "react";
import { attr, html, type Html } from "./html";

/** The tags a section of a page may be written as. */
export type MarkupTag = "section" | "div" | "aside" | "nav" | "p" | "dl" | "ul" | "ol" | "figure" | "details" | "header" | "span";

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
  // true writes `name=""`, as React writes a boolean attribute given as a string.
  const written = Object.entries(attributes).map(([name, value]) => attr(name, value === true ? "" : value));
  // The tag is one of MarkupTag's literals; html`…` would escape a value as text, so the tags are made once below.
  return html`${openTag[tag]}${written}>${inside}${closeTag[tag]}`;
}

const TAGS: readonly MarkupTag[] = ["section", "div", "aside", "nav", "p", "dl", "ul", "ol", "figure", "details", "header", "span"];
const openTag = Object.fromEntries(TAGS.map((tag) => [tag, trusted(`<${tag}`)])) as Record<MarkupTag, Html>;
const closeTag = Object.fromEntries(TAGS.map((tag) => [tag, trusted(`</${tag}>`)])) as Record<MarkupTag, Html>;

function trusted(text: string): Html {
  const strings = Object.assign([text], { raw: [text] }) as unknown as TemplateStringsArray;
  return html(strings);
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

/** The element placed by React: the same bytes as markupElementHtml writes. */
export function MarkupElement({ element }: { element: MarkupElementParts | null }) {
  if (!element) return null;
  return createElement(element.tag, { ...reactProps(element.attributes), dangerouslySetInnerHTML: element.inside });
}
