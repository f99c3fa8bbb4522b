// How React writes a form control's value, for markup that must match it (decision 0056).
import { html, type Html } from "./html";

/** A textarea's text: React writes a newline first when the text starts with one (the parser drops the first). */
export function textareaText(text: string | undefined | null): Html {
  if (!text) return html``;
  return text.startsWith("\n") ? html`\n${text}` : html`${text}`;
}
