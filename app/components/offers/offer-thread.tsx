// One offer's negotiation as a thread (docs/decisions/0027): each step, oldest first, written for
// the viewer ("You countered at $2,500" for the owner, "The seller countered at $2,500" for the
// buyer), with its date and any message. Shown on the judgment page to the buyer and the owner;
// the dashboards show it compact (`latest`: only the last steps, "…" before the ones left out).
// Written once, in ./offer-thread-html.ts.
import { MarkupElement } from "~/components/html/markup-element";
import type { ThreadEvent } from "~/domain/negotiation";
import { offerThreadParts } from "./offer-thread-html";

/** The dashboards show at most this many steps of a thread. */
export const DASHBOARD_THREAD_STEPS = 4;

export function OfferThread({ thread, viewer, latest }: { thread: ThreadEvent[]; viewer: "buyer" | "seller"; latest?: number }) {
  return <MarkupElement element={offerThreadParts(thread, viewer, latest)} />;
}
