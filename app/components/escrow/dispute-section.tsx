// The judgment page's "Dispute" section (id="escrow"), for the buyer, the owner and
// administrators, while a dispute is open and after it was resolved: the reason, the buyer's
// text, the seller's answer (or the owner's answer form), both sides' documents and the outcome.
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { disputeReasonLabels } from "~/domain/escrow";
import { DisputeAnswerForm } from "./dispute-answer-form";
import { DisputeDocuments } from "./dispute-documents";
import { DisputeOutcome } from "./dispute-outcome";
import type { DisputeView, EscrowView } from "./escrow-view";
import type { TextReview } from "~/domain/member-texts";
import { ReviewedText } from "~/components/messages/reviewed-text";

/** One side's statement; the other side reads it once reviewed (docs/decisions/0032). */
function Statement({
  who,
  at,
  text,
  review,
  testId,
}: {
  who: string;
  at: string | null;
  text: string | null;
  review: TextReview;
  testId: string;
}) {
  if (text === null && review !== "pending") return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-700">
        {who}
        {at && <span className="font-normal text-slate-500"> · {formatDate(at)}</span>}
      </h3>
      <ReviewedText text={text} review={review}>
        {(words) => (
          <blockquote
            className="mt-1 whitespace-pre-line break-words border-l-4 border-slate-200 pl-3 text-sm text-slate-800"
            data-testid={testId}
          >
            {words}
          </blockquote>
        )}
      </ReviewedText>
    </div>
  );
}

function SellerAnswer({ judgmentId, dispute, role, errors }: Props & { dispute: DisputeView; role: EscrowView["role"] }) {
  if (dispute.sellerResponse !== null || dispute.sellerResponseReview === "pending") {
    const who = role === "owner" ? "Your answer" : "The seller's answer";
    return (
      <>
        <Statement
          who={who}
          at={dispute.sellerRespondedAt}
          text={dispute.sellerResponse}
          review={dispute.sellerResponseReview}
          testId="dispute-answer"
        />
        {/* The owner's answer was not delivered (moderation rejected it): they write it again. */}
        {dispute.canAnswer && <DisputeAnswerForm judgmentId={judgmentId} errors={errors} again />}
      </>
    );
  }
  if (dispute.canAnswer) return <DisputeAnswerForm judgmentId={judgmentId} errors={errors} />;
  return (
    <p className="text-sm text-slate-600" data-testid="dispute-answer-missing">
      {dispute.resolution ? "The seller did not answer." : "The seller has not answered yet."}
    </p>
  );
}

type Props = { judgmentId: number; errors?: Record<string, string[] | undefined> };

export function DisputeSection({ judgmentId, view, errors }: Props & { view: EscrowView }) {
  const dispute = view.dispute;
  if (!dispute) return null;
  const open = dispute.resolution === null;
  return (
    <section id="escrow" className="card p-5 sm:p-6" aria-labelledby="dispute-title" data-testid="dispute" data-open={open}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dispute-title" className="text-lg font-semibold">
          Dispute
        </h2>
        {view.role === "admin" && (
          <Link to={`/admin/disputes/${dispute.id}`} className="text-sm font-semibold" data-testid="admin-dispute-link">
            {open ? "Resolve on the disputes page" : "Open on the disputes page"}
          </Link>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {view.role === "buyer" ? "You" : "The buyer"} opened this dispute on {formatDate(dispute.createdAt)}:{" "}
        <span className="font-semibold text-slate-800" data-testid="dispute-reason">
          {disputeReasonLabels[dispute.reason]}
        </span>
        .
      </p>
      <div className="mt-4 space-y-4">
        <Statement
          who={view.role === "buyer" ? "What you wrote" : "The buyer wrote"}
          at={null}
          text={dispute.details}
          review={dispute.detailsReview}
          testId="dispute-details"
        />
        <SellerAnswer judgmentId={judgmentId} dispute={dispute} role={view.role} errors={errors} />
        <DisputeDocuments judgmentId={judgmentId} documents={dispute.documents} canAdd={dispute.canAddDocuments} />
        <DisputeOutcome dispute={dispute} refund={view.refund} role={view.role} />
      </div>
    </section>
  );
}
