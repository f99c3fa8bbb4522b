// The feedback a member received, on their public page (docs/decisions/0045): each rating with its
// writer's side, the comment and the reply as their viewer may see them; the rated member's one
// reply form, and an administrator's removal form (a reason, kept in the audit log). Plain forms.
import { FieldErrors } from "~/components/forms";
import { ReviewedText } from "~/components/messages/reviewed-text";
import { formatDate } from "~/domain/dates";
import { feedbackRatingLabels, type FeedbackRatingCode } from "~/domain/feedback";
import { REVIEWED_TEXT_HINT } from "~/domain/member-texts";
import { feedbackLimits } from "~/config/limits";
import type { FeedbackShown } from "./feedback-view";

const ratingStyles: Record<FeedbackRatingCode, string> = {
  positive: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
  negative: "bg-red-50 text-red-800 ring-red-200",
};

export function RatingTag({ rating }: { rating: FeedbackRatingCode }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${ratingStyles[rating]}`}
      data-testid="rating"
    >
      {feedbackRatingLabels[rating]}
    </span>
  );
}

type Errors = Record<string, string[] | undefined> | undefined;

export function FeedbackList({
  items,
  handle,
  errorsFor,
}: {
  items: FeedbackShown[];
  handle: string;
  /** The field errors of a form that came back (422), by feedback id. */
  errorsFor: (id: number) => Errors;
}) {
  if (items.length === 0) {
    return <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">@{handle} has no feedback yet.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="feedback-list">
      {items.map((item) => (
        <li key={item.id} className="px-5 py-4 sm:px-6" data-testid="feedback-item" data-feedback-id={item.id}>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <RatingTag rating={item.rating} />
            <span className="text-slate-700">
              from the {item.fromRole} <strong className="[overflow-wrap:anywhere]">@{item.fromHandle}</strong>
            </span>
            <span className="text-slate-500">· {formatDate(item.createdAt)}</span>
            {item.removedAt && (
              <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800" data-testid="feedback-removed">
                Removed {formatDate(item.removedAt)}: {item.removedReason}
              </span>
            )}
          </p>
          <ReviewedText text={item.comment} review={item.commentReview}>
            {(text) => (
              <p className="mt-2 whitespace-pre-line text-sm text-slate-900 [overflow-wrap:anywhere]" data-testid="feedback-comment">
                {text}
              </p>
            )}
          </ReviewedText>
          <ReviewedText text={item.reply} review={item.replyReview}>
            {(text) => (
              <p
                className="mt-2 border-l-2 border-slate-200 pl-3 text-sm text-slate-700 [overflow-wrap:anywhere]"
                data-testid="feedback-reply"
              >
                <span className="font-medium">@{handle} replied:</span> {text}
              </p>
            )}
          </ReviewedText>
          {item.canReply && <ReplyForm id={item.id} errors={errorsFor(item.id)} />}
          {item.canRemove && <RemoveForm id={item.id} errors={errorsFor(item.id)} />}
        </li>
      ))}
    </ul>
  );
}

function ReplyForm({ id, errors }: { id: number; errors: Errors }) {
  const problem = errors?.reply ?? errors?._;
  return (
    <details className="mt-3" open={problem ? true : undefined}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">Reply once</summary>
      <form method="post" className="mt-2 space-y-2" data-testid="feedback-reply-form">
        <input type="hidden" name="intent" value="reply_feedback" />
        <input type="hidden" name="feedback_id" value={id} />
        <label htmlFor={`reply-${id}`} className="label">
          Your reply
        </label>
        <textarea
          id={`reply-${id}`}
          name="reply"
          rows={3}
          maxLength={feedbackLimits.maxTextChars}
          className="input"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={`reply-${id}-hint${problem ? ` reply-${id}-errors` : ""}`}
        />
        <p id={`reply-${id}-hint`} className="text-xs text-slate-500">
          You can reply once. {REVIEWED_TEXT_HINT}
        </p>
        <FieldErrors id={`reply-${id}-errors`} errors={problem} />
        <button type="submit" className="btn-primary">
          Post my reply
        </button>
      </form>
    </details>
  );
}

function RemoveForm({ id, errors }: { id: number; errors: Errors }) {
  const problem = errors?.reason ?? errors?._;
  return (
    <details className="mt-3" open={problem ? true : undefined}>
      <summary className="cursor-pointer text-sm font-medium text-red-700">Remove (administrators)</summary>
      <form method="post" className="mt-2 space-y-2" data-testid="feedback-remove-form">
        <input type="hidden" name="intent" value="remove_feedback" />
        <input type="hidden" name="feedback_id" value={id} />
        <label htmlFor={`remove-${id}`} className="label">
          Why it is removed
        </label>
        <input
          id={`remove-${id}`}
          name="reason"
          maxLength={500}
          className="input"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `remove-${id}-errors` : undefined}
        />
        <FieldErrors id={`remove-${id}-errors`} errors={problem} />
        <button type="submit" className="btn-secondary">
          Remove this feedback
        </button>
      </form>
    </details>
  );
}
