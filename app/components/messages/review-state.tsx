// Where a sent message's review stands, as its sender sees it: awaiting review, delivered, not delivered.
import { reviewStateLabels, type MessageReviewState } from "~/domain/message-form";

const styles: Record<MessageReviewState, string> = {
  pending: "bg-amber-100 text-amber-900",
  delivered: "bg-emerald-100 text-emerald-900",
  not_delivered: "bg-red-100 text-red-800",
};

export function ReviewStateTag({ state }: { state: MessageReviewState }) {
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${styles[state]}`} data-testid="review-state">
      {reviewStateLabels[state]}
    </span>
  );
}
