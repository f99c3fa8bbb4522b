// One offer's negotiation as a thread (docs/decisions/0027), as markup (decision 0056): its one
// writer, for the buyer's "Your offer" card (markup) and React's OfferThread (./offer-thread.tsx) on
// the owner's offers and the dashboards. Each step, oldest first, written for the viewer ("You
// countered at $2,500" for the owner, "The seller countered at $2,500" for the buyer), with its date
// and any message; `latest`: only the last steps, "…" before the ones left out.
import { html } from "~/components/html/html";
import type { MarkupElementParts } from "~/components/html/markup-element";
import { reviewedTextHtml } from "~/components/messages/reviewed-text-html";
import { formatDate } from "~/domain/dates";
import { describeEvent, type ThreadEvent } from "~/domain/negotiation";

const dot: Record<ThreadEvent["actor"], string> = {
  buyer: "bg-brand-500",
  seller: "bg-amber-500",
  system: "bg-slate-400",
};

function stepHtml(event: ThreadEvent, viewer: "buyer" | "seller") {
  const message = reviewedTextHtml(
    event.message,
    event.review ?? null,
    (text) => html`<span class="block text-slate-600">“<!-- -->${text}<!-- -->”</span>`,
  );
  return html`<li class="relative" data-testid="thread-step" data-kind="${event.kind}"><span class="absolute -left-[17px] top-1 h-2 w-2 rounded-full ${dot[event.actor]}" aria-hidden="true"></span>\
<span class="font-medium text-slate-900">${describeEvent(event, viewer)}</span><span class="text-slate-500"> · <!-- -->${formatDate(event.createdAt)}</span>${message}</li>`;
}

/** The thread, or null before any answer (a single step). */
export function offerThreadParts(thread: readonly ThreadEvent[], viewer: "buyer" | "seller", latest?: number): MarkupElementParts | null {
  if (thread.length < 2) return null;
  const shown = latest && thread.length > latest ? thread.slice(-latest) : thread;
  const more =
    shown.length < thread.length &&
    html`<li class="text-slate-500" data-testid="thread-more" title="${`${thread.length - shown.length} earlier steps`}">…</li>`;
  return {
    tag: "ol",
    attributes: {
      class: "mt-2 space-y-1.5 border-l border-slate-200 pl-3 text-xs text-slate-700",
      "aria-label": "Negotiation",
      "data-testid": "offer-thread",
    },
    inside: html`${more}${shown.map((event) => stepHtml(event, viewer))}`,
  };
}
