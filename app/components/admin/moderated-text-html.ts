// Text with its moderation hits marked, as markup (decision 0056): the one writer of the marks, for
// the judgment page's documents (written in markup) and for React (ModeratedText and HitLabel place it).
import { each, html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import type { HitKind, Segment } from "~/domain/moderation";

export const hitLabels: Record<HitKind, string> = {
  banned_word: "banned word",
  email: "e-mail",
  phone: "phone",
  url: "web address",
  ssn: "SSN",
};

const hitColours: Record<HitKind, string> = {
  banned_word: "bg-red-100 text-red-900 ring-red-300",
  email: "bg-amber-100 text-amber-950 ring-amber-300",
  phone: "bg-amber-100 text-amber-950 ring-amber-300",
  url: "bg-violet-100 text-violet-950 ring-violet-300",
  ssn: "bg-red-100 text-red-900 ring-red-300",
};

/** A hit's kind as a small label. */
export function hitLabelParts(kind: HitKind): MarkupElementParts {
  return {
    tag: "span",
    attributes: {
      class: `ml-0.5 inline-block rounded px-1 align-[0.15em] text-[10px] font-semibold uppercase leading-4 tracking-wide ring-1 ring-inset ${hitColours[kind]}`,
    },
    inside: html`${hitLabels[kind]}`,
  };
}

/** One piece of the text: as written, or a hit marked and labelled by its kind. */
export function segmentParts(segment: Segment): MarkupElementParts {
  if (!segment.hit) return { tag: "span", attributes: {}, inside: html`${segment.text}` };
  const mark = html`<mark data-hit="${segment.hit}" class="${`rounded-sm px-0.5 ring-1 ring-inset ${hitColours[segment.hit]} [overflow-wrap:anywhere]`}">\
${segment.text}</mark>`;
  return { tag: "span", attributes: {}, inside: html`${mark}${markupElementHtml(hitLabelParts(segment.hit))}` };
}

export function moderatedTextHtml(segments: readonly Segment[]): Html {
  return each(segments, (segment) => markupElementHtml(segmentParts(segment)));
}
