// A field's server-side errors as markup (decision 0056): their one writer, for the forms written as
// markup (the judgment page's offer, counter and message forms) and for React's FieldErrors
// (./forms.tsx), which places it everywhere else.
import { each, html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";

/** The list of messages under a field, or null without any (nothing is written). */
export function fieldErrorsParts(id: string, errors: readonly string[] | undefined | null): MarkupElementParts | null {
  if (!errors?.length) return null;
  return {
    tag: "ul",
    attributes: { id, class: "mt-1 space-y-0.5 text-sm text-red-700", "data-testid": id },
    inside: each(errors, (message) => html`<li>${message}</li>`),
  };
}

export function fieldErrorsHtml(id: string, errors: readonly string[] | undefined | null): Html | null {
  const parts = fieldErrorsParts(id, errors);
  return parts && markupElementHtml(parts);
}
