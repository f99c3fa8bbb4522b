// The note under a listing's title in its first days (docs/decisions/0010-premium.md): who sees it
// now and from when everyone does. As markup (decision 0056), the one writer for the judgment's and
// the portfolio's pages, placed by their React components and by a page written in markup.
import { html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { formatDate } from "~/domain/dates";
import { firstLookBadgeHtml } from "./first-look-badge";

/** `owner`: the listing's owner reads that only premium members see it; `until`: the first look's last day. */
export function firstLookNoteParts(owner: boolean, until: string): MarkupElementParts {
  return {
    tag: "p",
    attributes: { class: "mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600", "data-testid": "first-look-note" },
    inside: html`${firstLookBadgeHtml()}<span>${owner ? "Shown to premium members only" : "Premium members see it first"}\
<!-- -->; everyone else from<!-- --> <!-- -->${formatDate(until)}<!-- -->.</span>`,
  };
}

export function firstLookNoteHtml(owner: boolean, until: string): Html {
  return markupElementHtml(firstLookNoteParts(owner, until));
}
