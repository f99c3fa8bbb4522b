// One offer's negotiation as a thread (docs/decisions/0027): each step, oldest first, written for
// the viewer ("You countered at $2,500" for the owner, "The seller countered at $2,500" for the
// buyer), with its date and any message. Shown on the judgment page to the buyer and the owner;
// the dashboards show it compact (`latest`: only the last steps, "…" before the ones left out).
import { formatDate } from "~/domain/dates";
import { describeEvent, type ThreadEvent } from "~/domain/negotiation";
import { ReviewedText } from "~/components/messages/reviewed-text";

const dot: Record<ThreadEvent["actor"], string> = {
  buyer: "bg-brand-500",
  seller: "bg-amber-500",
  system: "bg-slate-400",
};

/** The dashboards show at most this many steps of a thread. */
export const DASHBOARD_THREAD_STEPS = 4;

export function OfferThread({ thread, viewer, latest }: { thread: ThreadEvent[]; viewer: "buyer" | "seller"; latest?: number }) {
  if (thread.length < 2) return null;
  const shown = latest && thread.length > latest ? thread.slice(-latest) : thread;
  return (
    <ol
      className="mt-2 space-y-1.5 border-l border-slate-200 pl-3 text-xs text-slate-700"
      aria-label="Negotiation"
      data-testid="offer-thread"
    >
      {shown.length < thread.length && (
        <li className="text-slate-500" data-testid="thread-more" title={`${thread.length - shown.length} earlier steps`}>
          …
        </li>
      )}
      {shown.map((event, index) => (
        <li key={index} className="relative" data-testid="thread-step" data-kind={event.kind}>
          <span className={`absolute -left-[17px] top-1 h-2 w-2 rounded-full ${dot[event.actor]}`} aria-hidden="true" />
          <span className="font-medium text-slate-900">{describeEvent(event, viewer)}</span>
          <span className="text-slate-500"> · {formatDate(event.createdAt)}</span>
          <ReviewedText text={event.message} review={event.review ?? null}>
            {(text) => <span className="block text-slate-600">“{text}”</span>}
          </ReviewedText>
        </li>
      ))}
    </ol>
  );
}
