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

/** A template of markup: its literal parts are trusted, its values escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    const inUrl = typeof value === "string" && strings[i].endsWith('="') && URL_ATTRIBUTE.test(strings[i]);
    out += (inUrl ? escapeHtml(safeUrl(value)) : print(value)) + strings[i + 1];
  }
  return markup(out);
}

/**
 * ` name="value"`, escaped; nothing for null, undefined or false (true prints the bare name). Names
 * are our own literals. A URL attribute's value must be of a safe kind, as in a template (`safeUrl`).
 */
export function attr(name: string, value: string | number | boolean | null | undefined): Html {
  if (value === null || value === undefined || value === false) return markup("");
  if (value === true) return markup(` ${name}`);
  const text = typeof value === "string" && URL_ATTRIBUTE_NAME.test(name) ? safeUrl(value) : String(value);
  return markup(` ${name}="${escapeHtml(text)}"`);
}

const URL_ATTRIBUTE_NAME = /^(?:href|src|action|formaction)$/i;

/** An element's opening (`<name`, its attributes to follow) or closing tag, for a tag name of letters and digits. */
export function tagHtml(name: string, part: "open" | "close"): Html {
  if (!/^[a-z][a-z0-9]*$/.test(name)) throw new TypeError(`Not a tag name: ${name}`);
  return markup(part === "open" ? `<${name}` : `</${name}>`);
}

/** Each item's markup, one after the other. */
export function each<T>(items: readonly T[], render: (item: T) => Html): Html {
  let out = "";
  for (const item of items) out += print(render(item));
  return markup(out);
}
