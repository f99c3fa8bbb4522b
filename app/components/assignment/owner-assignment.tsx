// The owner's side of a paid listing: the buyer's assignment info, the assignment documents
// (Upload Docs stays disabled until the buyer's info is in), the free assignment forms (premium),
// and Mark Assigned. After that, the
// wait for the buyer's confirmation (or a dispute), then the sale and payout. Administrators see
// it read-only. The escrow steps (the deadline, the relisting choice: app/components/escrow/) sit in `escrow`;
// `filing` says whether the state requires filing the assignment with the court.
import { Form, Link } from "react-router";
import { DocumentList, DocumentUploader } from "~/components/documents";
import type { EscrowSlots } from "~/components/escrow/escrow-steps";
import { formatMoney } from "~/domain/money";
import type { AssignmentView } from "./assignment-view";
import { AssignmentForms } from "./assignment-forms";
import { BuyerInfo } from "./buyer-info";
import { AssignmentFiling, type AssignmentFilingView } from "./assignment-filing";

const intro: Record<AssignmentView["status"], string> = {
  paid: "The buyer has paid. Assign the judgment to the buyer below, upload the signed assignment, then mark it assigned.",
  assigned: "You marked this judgment assigned. We are waiting for the buyer to confirm receiving the assignment.",
  disputed:
    "The buyer opened a dispute about the assignment. The payout stays held until an administrator resolves it; see the dispute below.",
  sold: "The sale is complete.",
};

/** A judgment sold in a portfolio: the sale's steps are the portfolio's. */
const partOfIntro: Record<AssignmentView["status"], string> = {
  paid: "The buyer of the portfolio has paid. Assign this judgment to them below and upload its signed assignment.",
  assigned: "Every judgment of the portfolio is assigned. We are waiting for the buyer to confirm receiving the assignments.",
  disputed: "The buyer opened a dispute about the portfolio's sale; an administrator decides on the whole portfolio.",
  sold: "The portfolio's sale is complete.",
};

const payoutWaits: Record<AssignmentView["status"], string> = {
  paid: "released when the buyer confirms.",
  assigned: "released when the buyer confirms.",
  disputed: "held until an administrator resolves the dispute.",
  sold: "released.",
};

export function OwnerAssignment({
  judgmentId,
  view,
  escrow,
  filing,
}: {
  judgmentId: number;
  view: AssignmentView;
  escrow?: EscrowSlots | null;
  filing?: AssignmentFilingView | null;
}) {
  const owner = view.role === "owner";
  const canUpload = owner && view.status === "paid" && view.buyerInfo !== null;
  return (
    <section
      id="assignment"
      className="card scroll-mt-24 p-5 sm:p-6"
      aria-labelledby="assignment-title"
      data-testid="owner-assignment"
      data-status={view.status}
    >
      <h2 id="assignment-title" className="text-lg font-semibold">
        Assignment
      </h2>
      <p className="mt-1 text-sm text-slate-600">{view.partOf ? partOfIntro[view.status] : intro[view.status]}</p>
      {escrow && (
        <div className="mt-4 space-y-3">
          {escrow.note}
          {escrow.actions}
        </div>
      )}

      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <div>
            <h3 className="text-sm font-semibold text-slate-700">{view.status === "paid" ? "Assign the judgment to" : "Assigned to"}</h3>
            <div className="mt-2">
              <BuyerInfo info={view.buyerInfo} />
            </div>
          </div>
          {owner && view.status === "paid" && (
            <div>
              <h3 className="text-sm font-semibold text-slate-700">Upload Docs</h3>
              <div className="mt-2">
                {canUpload ? (
                  <DocumentUploader judgmentId={judgmentId} kind="assignment" returnTo={`/judgments/${judgmentId}`} />
                ) : (
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled
                    aria-describedby="upload-disabled-why"
                    data-testid="upload-docs-disabled"
                  >
                    Upload Docs
                  </button>
                )}
                {!canUpload && (
                  <p id="upload-disabled-why" className="mt-1 text-xs text-slate-500">
                    Available once the buyer gives the name and address.
                  </p>
                )}
              </div>
            </div>
          )}
          {owner && view.status === "paid" && view.forms && (
            <AssignmentForms judgmentId={judgmentId} offer={view.forms} buyerInfoGiven={view.buyerInfo !== null} />
          )}
          {filing && <AssignmentFiling filing={filing} />}
        </div>
        <div className="min-w-0 space-y-4">
          {/* Keyed by the server's list, so a document added by a form post (the assignment forms) shows after the reload. */}
          <DocumentList
            key={view.documents.map((d) => d.id).join(",")}
            judgmentId={judgmentId}
            kind="assignment"
            initialDocuments={view.documents}
            title="Assignment Documents"
          />
          {owner && view.status === "paid" && view.partOf && (
            <p className="text-sm text-slate-700" data-testid="mark-on-checklist">
              Once its signed assignment is uploaded, mark this judgment assigned on the{" "}
              <Link to={`/portfolios/${view.partOf.portfolioId}#checklist`}>checklist of the portfolio {view.partOf.title}</Link>.
            </p>
          )}
          {owner && view.status === "paid" && !view.partOf && (
            <Form method="post" action={`/judgments/${judgmentId}`} data-testid="mark-assigned-form">
              <input type="hidden" name="intent" value="mark_assigned" />
              <button type="submit" className="btn-primary w-full" disabled={!view.buyerInfo} data-testid="mark-assigned">
                Mark Assigned
              </button>
              <p className="mt-1 text-xs text-slate-500">Upload the signed assignment first; the buyer is then asked to confirm.</p>
            </Form>
          )}
          {view.payout && (
            <p className="text-sm text-slate-700" data-testid="owner-payout">
              Your payout: <span className="font-semibold tabular-nums">{formatMoney(view.payout.amountCents)}</span>
              {" — "}
              {view.payout.status === "pending" ? (
                payoutWaits[view.status]
              ) : view.payout.status === "paid" ? (
                "paid out."
              ) : (
                <>
                  released. <Link to="/payouts">Collect it in My Payout Settings</Link>.
                </>
              )}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
