// The judgment page's feedback section for the two sides of a sale (docs/decisions/0045): once the
// sale ended, each side rates the other once within 60 days (a plain form, intent=leave_feedback);
// before, it says when it opens; after, what each side left. The comment is held for review.
import { FieldErrors } from "~/components/forms";
import { ReviewedText } from "~/components/messages/reviewed-text";
import { feedbackLimits } from "~/config/limits";
import { formatDate } from "~/domain/dates";
import { FEEDBACK_RATINGS, feedbackRatingLabels } from "~/domain/feedback";
import { REVIEWED_TEXT_HINT } from "~/domain/member-texts";
import { RatingTag } from "./feedback-list";
import type { FeedbackShown, SaleFeedback } from "./feedback-view";
import { useListingPath } from "~/components/judgments/listing-path";

export type Failed = { errors: Record<string, string[] | undefined>; typed: Record<string, string> } | null;

export function SaleFeedbackSection({ judgmentId, sales, failed }: { judgmentId: number; sales: SaleFeedback[]; failed: Failed }) {
  const listingAction = useListingPath(judgmentId);
  if (sales.length === 0) return null;
  return (
    <section id="feedback" className="card p-5 sm:p-6" aria-labelledby="feedback-title" data-testid="sale-feedback">
      <h2 id="feedback-title" className="text-lg font-semibold">
        Feedback
      </h2>
      <div className="mt-3 space-y-5">
        {sales.map((sale) => (
          <div key={sale.paymentId} data-testid="sale-feedback-item" data-state={sale.state}>
            <SaleFeedbackBody
              action={listingAction}
              sale={sale}
              failed={failed?.typed.payment_id === String(sale.paymentId) ? failed : null}
            />
          </div>
        ))}
      </div>
    </section>
  );
}

/** One sale's feedback: the form (posting to `action`) while open, else why not, and what each side left. */
export function SaleFeedbackBody({ action, sale, failed }: { action: string; sale: SaleFeedback; failed: Failed }) {
  const other = sale.side === "buyer" ? `the seller, @${sale.otherHandle}` : `the buyer, @${sale.otherHandle}`;
  return (
    <>
      {sale.state === "not_ended" && (
        <p className="text-sm text-slate-600">
          Once this sale is completed or refunded, you can rate {other} for {feedbackLimits.windowDays} days.
        </p>
      )}
      {sale.state === "closed" && (
        <p className="text-sm text-slate-600">
          Feedback on this sale closed on {formatDate(sale.closesAt)}, {feedbackLimits.windowDays} days after it ended.
        </p>
      )}
      {sale.state === "open" && <LeaveForm action={action} sale={sale} other={other} failed={failed} />}
      {sale.mine && <Shown label="Your feedback" item={sale.mine} />}
      {sale.theirs && <Shown label={`@${sale.otherHandle}'s feedback about you`} item={sale.theirs} />}
    </>
  );
}

function Shown({ label, item }: { label: string; item: FeedbackShown }) {
  return (
    <div className="mt-3 rounded-md border border-slate-200 p-3" data-testid="sale-feedback-shown">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <RatingTag rating={item.rating} />
        <span className="text-slate-500">{formatDate(item.createdAt)}</span>
      </p>
      <ReviewedText text={item.comment} review={item.commentReview}>
        {(text) => <p className="mt-2 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{text}</p>}
      </ReviewedText>
    </div>
  );
}

function LeaveForm({ action, sale, other, failed }: { action: string; sale: SaleFeedback; other: string; failed: Failed }) {
  const ratingProblem = failed?.errors.rating;
  const commentProblem = failed?.errors.comment ?? failed?.errors._;
  const typedRating = failed?.typed.rating;
  return (
    <form method="post" action={action} className="space-y-3" data-testid="feedback-form">
      <input type="hidden" name="intent" value="leave_feedback" />
      <input type="hidden" name="payment_id" value={sale.paymentId} />
      <p className="text-sm text-slate-700">
        How did it go with {other}? You can rate once, until {formatDate(sale.closesAt)}.
      </p>
      <fieldset aria-describedby={ratingProblem ? `rating-${sale.paymentId}-errors` : undefined}>
        <legend className="label">Your rating</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {FEEDBACK_RATINGS.map((rating) => (
            <label
              key={rating}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="rating"
                value={rating}
                required
                defaultChecked={typedRating === rating}
                data-testid={`rating-${rating}`}
              />
              {feedbackRatingLabels[rating]}
            </label>
          ))}
        </div>
        <FieldErrors id={`rating-${sale.paymentId}-errors`} errors={ratingProblem} />
      </fieldset>
      <div>
        <label htmlFor={`feedback-comment-${sale.paymentId}`} className="label">
          Comment <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id={`feedback-comment-${sale.paymentId}`}
          name="comment"
          rows={3}
          maxLength={feedbackLimits.maxTextChars}
          defaultValue={failed?.typed.comment}
          className="input"
          aria-invalid={commentProblem ? true : undefined}
          aria-describedby={`feedback-comment-${sale.paymentId}-hint${commentProblem ? ` feedback-comment-${sale.paymentId}-errors` : ""}`}
        />
        <p id={`feedback-comment-${sale.paymentId}-hint`} className="mt-1 text-xs text-slate-500">
          Shown on @{sale.otherHandle}'s public page. {REVIEWED_TEXT_HINT}
        </p>
        <FieldErrors id={`feedback-comment-${sale.paymentId}-errors`} errors={commentProblem} />
      </div>
      <button type="submit" className="btn-primary" data-testid="feedback-submit">
        Leave feedback
      </button>
    </form>
  );
}
