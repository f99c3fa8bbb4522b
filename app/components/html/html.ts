// Markup as escaped text, for the big repeated parts of the hottest pages (issue 28, decision 0056):
// React renders the page's frame and places these with `dangerouslySetInnerHTML`, so each piece of
// markup still has one home and one renderer, at a tenth of React's cost per element.
//
//   html`<td class="${cls}">${text}</td>`
//
// Every interpolated value is escaped (escape-html: & < > " '), unless it is itself `html` (a
// nested template, or an array of them). null, undefined, true and false print nothing, as in JSX.
// Attribute values must be written between double quotes; `attr()` prints an optional one.
import escapeHtml from "escape-html";

/** Markup that is already safe to place: made only by `html` (or `trustedHtml` for text from our own code). */
export class Html {
  readonly #markup: string;
  private constructor(markup: string) {
    this.#markup = markup;
  }
  toString(): string {
    return this.#markup;
  }
  /** For `dangerouslySetInnerHTML`. */
  get __html(): string {
    return this.#markup;
  }
  static of(markup: string): Html {
    return new Html(markup);
  }
}

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

function print(value: HtmlValue): string {
  if (value instanceof Html) return value.toString();
  if (value === null || value === undefined || value === true || value === false) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return escapeHtml(value);
  let out = "";
  for (const item of value) out += print(item);
  return out;
}

/** A template of markup: its literal parts are trusted, its values escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += print(values[i]) + strings[i + 1];
  return Html.of(out);
}

/** ` name="value"`, escaped; nothing for null, undefined or false (true prints the bare name). */
export function attr(name: string, value: string | number | boolean | null | undefined): Html {
  if (value === null || value === undefined || value === false) return Html.of("");
  if (value === true) return Html.of(` ${name}`);
  return Html.of(` ${name}="${escapeHtml(String(value))}"`);
}

/** Each item's markup, one after the other. */
export function each<T>(items: readonly T[], render: (item: T) => Html): Html {
  let out = "";
  for (const item of items) out += render(item).toString();
  return Html.of(out);
}
