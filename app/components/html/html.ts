// Markup as escaped text, for the big repeated parts of the hottest pages (issue 28, decision 0056):
// React renders the page's frame and places these with `dangerouslySetInnerHTML`, so each piece of
// markup still has one home and one renderer, at a tenth of React's cost per element.
//
//   html`<td class="${cls}">${text}</td>`
//
// Every interpolated value is escaped (escape-html: & < > " '), unless it is itself `html` (a nested
// template, or an array of them). null, undefined, true and false print nothing, as in JSX. Attribute
// values must be written between double quotes; `attr()` prints an optional one. A value placed in an
// href, src, action or formaction attribute must also be a URL of a safe kind (`safeUrl`): a
// `javascript:` URL becomes "#", as React blocks one. Nothing interactive belongs in this markup: React
// never sees inside it, on the pages that hydrate either.
import escapeHtml from "escape-html";

const MADE_HERE = Symbol("html");

/** Markup that is safe to place: made only by this module's functions. */
export class Html {
  readonly #markup: string;
  constructor(token: typeof MADE_HERE, markup: string) {
    if (token !== MADE_HERE) throw new TypeError("Html is made by html`…`, attr() or each().");
    this.#markup = markup;
  }
  toString(): string {
    return this.#markup;
  }
  /** For `dangerouslySetInnerHTML`. */
  get __html(): string {
    return this.#markup;
  }
}

const markup = (text: string) => new Html(MADE_HERE, text);

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

function print(value: HtmlValue): string {
  if (value instanceof Html) return value.toString();
  if (value === null || value === undefined || value === true || value === false) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return escapeHtml(value);
  if (!Array.isArray(value)) throw new TypeError("html`…` places text, numbers, markup and arrays of them.");
  let out = "";
  for (const item of value) out += print(item);
  return out;
}

/** Relative URLs and the http(s), mailto and tel schemes; anything else (javascript:, data:…) is "#". */
export function safeUrl(url: string): string {
  const trimmed = url.replace(/[\u0000-\u0020]/g, "");
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return url;
  return /^(?:https?|mailto|tel):/i.test(trimmed) ? url : "#";
}

const URL_ATTRIBUTE = /\s(?:href|src|action|formaction)="$/i;

/**
 * Per template (a tagged template's strings are one frozen array per place in the code): which of
 * its values stand in a URL attribute. Worked out once per template, not on every call: the test
 * scans the literal before each value.
 */
const urlSlotsOf = new WeakMap<TemplateStringsArray, boolean[]>();

function urlSlots(strings: TemplateStringsArray): boolean[] {
  let slots = urlSlotsOf.get(strings);
  if (!slots) {
    slots = strings.slice(0, -1).map((literal) => literal.endsWith('="') && URL_ATTRIBUTE.test(literal));
    // Kept only for a template's own strings, which cannot change (html() called with an array of
    // our own making is worked out on each call).
    if (Object.isFrozen(strings)) urlSlotsOf.set(strings, slots);
  }
  return slots;
}

/** A template of markup: its literal parts are trusted, its values escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  const inUrl = urlSlots(strings);
  let out = strings[0];
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (inUrl[i] && Array.isArray(value)) throw new TypeError("html`…` places one URL in a URL attribute, not a list.");
    out += (inUrl[i] && typeof value === "string" ? escapeHtml(safeUrl(value)) : print(value)) + strings[i + 1];
  }
  return markup(out);
}

/**
 * ` name="value"`, escaped; nothing for null, undefined or false (true prints the bare name). Names
 * are our own literals. A URL attribute's value must be of a safe kind, as in a template (`safeUrl`).
 */
export function attr(name: string, value: AttributeValue): Html {
  return markup(attrText(name, value));
}

type AttributeValue = string | number | boolean | null | undefined;

function attrText(name: string, value: AttributeValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value === true) return ` ${name}`;
  const text = typeof value === "string" && URL_ATTRIBUTE_NAME.test(name) ? safeUrl(value) : String(value);
  return ` ${name}="${escapeHtml(text)}"`;
}

const URL_ATTRIBUTE_NAME = /^(?:href|src|action|formaction)$/i;

const TAG_NAME = /^[a-z][a-z0-9]*$/;
const checkedTags = new Set<string>();

/**
 * An element, for a tag name of letters and digits: `<tag`, its attributes as attr() writes them
 * (in their order; but true writes `name=""`, as React writes a boolean attribute given as a
 * string: ./markup-element.tsx places the same element through React), `>`, its inside and its
 * closing tag. Joined here without a template or an Html per attribute: every section of the
 * hottest pages is made of these.
 */
export function elementMarkup(tag: string, attributes: Readonly<Record<string, AttributeValue>>, inside: Html): Html {
  if (!checkedTags.has(tag)) {
    if (!TAG_NAME.test(tag)) throw new TypeError(`Not a tag name: ${tag}`);
    checkedTags.add(tag);
  }
  let out = "<" + tag;
  for (const name of Object.keys(attributes)) {
    const value = attributes[name];
    out += attrText(name, value === true ? "" : value);
  }
  return markup(out + ">" + print(inside) + "</" + tag + ">");
}

/** Each item's markup, one after the other. */
export function each<T>(items: readonly T[], render: (item: T) => Html): Html {
  let out = "";
  for (const item of items) out += print(render(item));
  return markup(out);
}
