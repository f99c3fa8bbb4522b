// The pay page once the buyer has paid (issue 27, item 17): what happens now, as true at each
// stage of the sale. Paid: the money is held by the platform, not paid to the seller; the seller
// must assign by the stored deadline (the one the seller and administrators read too); what the
// buyer does meanwhile and afterwards (check the name and address the assignment names, wait for
// it, then review and confirm or dispute within the inspection window). Assigned: the review and its
// date. Disputed: the money stays held until an administrator decides. Sold: the sale is complete,
// the money released (less a refund a dispute decided). A link to the listing's assignment
// section, or to its dispute.
import { Link } from "react-router";
import { disputeResolutionShort, formatDeadline, type DisputeResolutionCode } from "~/domain/escrow";
import { formatMoney } from "~/domain/money";
import { PURCHASE_THANK_YOU } from "~/domain/purchase";

export type AfterPaymentView = {
  judgmentId: number;
  status: "paid" | "assigned" | "disputed" | "sold";
  /** What the buyer paid in all, cents. */
  totalCents: number;
  brandName: string;
  /** The seller's assignment deadline (while paid) and the end of the buyer's inspection window (while assigned). */
  assignmentDueAt: string | null;
  inspectionDueAt: string | null;
  inspectionDays: number;
  /** The buyer's legal name and address are on file (the assignment names them). */
  hasAddress: boolean;
  /** This sale's dispute, once opened: its resolution (null while open) and what it refunded. */
  dispute: { resolution: DisputeResolutionCode | null; refundCents: number | null } | null;
};

type StepState = "done" | "current" | "next";

const marks: Record<StepState, string> = {
  done: "border-emerald-600 bg-emerald-600 text-white",
  current: "border-brand-700 bg-white text-brand-800",
  next: "border-slate-300 bg-white text-slate-500",
};

function Step({ n, state, title, children }: { n: number; state: StepState; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3" data-testid="after-payment-step" data-state={state}>
      <span
        className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${marks[state]}`}
        aria-hidden="true"
      >
        {state === "done" ? "✓" : n}
      </span>
      <div className="min-w-0">
        <p className={`font-semibold ${state === "next" ? "text-slate-600" : "text-slate-900"}`}>
          {title}
          {state === "current" && <span className="sr-only"> (now)</span>}
          {state === "done" && <span className="sr-only"> (done)</span>}
        </p>
        <p className="mt-0.5 text-slate-700">{children}</p>
      </div>
    </li>
  );
}

/** The line under the thank-you: where the buyer's money is now. */
function MoneyNow({ view }: { view: AfterPaymentView }) {
  const total = formatMoney(view.totalCents);
  if (view.status === "disputed") {
    return (
      <>
        {view.brandName} holds your payment of {total} while an administrator reviews your dispute. The seller is paid only if the
        administrator completes the sale; otherwise you are refunded in part or in full.
      </>
    );
  }
  if (view.status === "sold") {
    const refund = view.dispute?.resolution === "refund_partial" ? view.dispute.refundCents : null;
    return refund !== null ? (
      <>
        The sale is complete. An administrator refunded {formatMoney(refund)} of your payment of {total}; the rest was released to the
        seller.
      </>
    ) : (
      <>The sale is complete: your payment of {total} was released to the seller.</>
    );
  }
  return (
    <>
      {view.brandName} holds your payment of {total}. The seller is paid only after you confirm you received the assignment.
    </>
  );
}

export function AfterPayment({ view }: { view: AfterPaymentView }) {
  const assigned = view.status !== "paid";
  const closed = view.status === "sold";
  const disputed = view.dispute !== null;
  const here = `/judgments/${view.judgmentId}${disputed ? "#escrow" : "#assignment"}`;
  return (
    <div className="space-y-4 text-sm" data-testid="purchase-paid" data-status={view.status}>
      <div role="status" className="rounded-md border border-accent-600/30 bg-accent-600/10 px-4 py-3 text-slate-900">
        <p className="font-semibold">{PURCHASE_THANK_YOU}</p>
        <p className="mt-1" data-testid="purchase-held">
          <MoneyNow view={view} />
        </p>
      </div>

      <section aria-labelledby="after-payment-title">
        <h3 id="after-payment-title" className="text-base font-semibold text-slate-900">
          {closed ? "How the sale went" : "What happens now"}
        </h3>
        <ol className="mt-3 space-y-4">
          <Step n={1} state={assigned ? "done" : "current"} title="The seller assigns the judgment to you">
            {view.assignmentDueAt ? (
              <span data-testid="purchase-assign-by">
                The seller must assign it by <strong>{formatDeadline(view.assignmentDueAt)}</strong>. If it is not assigned by then, you may
                cancel the purchase and are refunded in full.
              </span>
            ) : (
              "The seller assigned the judgment and uploaded the assignment documents."
            )}{" "}
            {!assigned &&
              (view.hasAddress
                ? "Nothing to do meanwhile: the assignment names you as your profile does, so check your legal name and address there. We e-mail you when it is ready."
                : null)}
          </Step>
          <Step
            n={2}
            state={closed || disputed ? "done" : assigned ? "current" : "next"}
            title="You review the assignment, then confirm or dispute it"
          >
            {disputed ? (
              "You opened a dispute about the assignment."
            ) : closed ? (
              "The sale completed without a dispute."
            ) : (
              <>
                {view.inspectionDueAt
                  ? `Review the assignment documents and confirm you received them, or open a dispute, by ${formatDeadline(view.inspectionDueAt)}.`
                  : `Once it is assigned, you have ${view.inspectionDays} business days to review the assignment documents and confirm you received them, or open a dispute.`}{" "}
                If you do neither, the sale completes by itself and the seller is paid.
              </>
            )}
          </Step>
          {disputed && (
            <Step n={3} state={closed ? "done" : "current"} title="An administrator resolves the dispute">
              {view.dispute?.resolution
                ? `Resolved: ${disputeResolutionShort[view.dispute.resolution].toLowerCase()}.`
                : "The seller's payout stays held until an administrator decides: complete the sale, or refund you in part or in full. We e-mail you the decision."}
            </Step>
          )}
        </ol>
      </section>

      {!view.hasAddress && !assigned && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900" data-testid="purchase-address-missing">
          The seller needs your legal name and address for the assignment.{" "}
          <Link to={`/profile?return=${encodeURIComponent(`/judgments/${view.judgmentId}`)}`} className="font-semibold">
            Add them in My Settings
          </Link>
          .
        </p>
      )}

      {/* A document load: the buyer's judgment page does not hydrate, and its clientLoader's own
          document load would lose the #anchor (app/components/document-load.ts). */}
      <Link to={here} reloadDocument className="btn-primary w-full sm:w-auto" data-testid="purchase-assignment-link">
        {disputed ? "Go to the dispute →" : closed ? "Go to the listing →" : "Go to the assignment →"}
      </Link>
    </div>
  );
}
