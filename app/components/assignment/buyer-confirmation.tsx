// The accepted buyer's side of an assigned listing: the assignment documents, and the confirmation
// ("I received the assignment") in a modal; after confirming, the completion-success modal. The
// escrow steps (the deadline, cancelling or disputing: app/components/escrow/) sit in `escrow`;
// `filing` tells the buyer whether the state requires filing the assignment with the court. The
// buyer's page does not hydrate (docs/decisions/0040): the documents are links, the forms post, and
// the completion-success modal is rendered open for the enhancement script to show.
import { Form, Link } from "react-router";
import { DocumentLinks } from "~/components/documents";
import type { EscrowSlots } from "~/components/escrow/escrow-steps";
import { Dialog, DialogButton, DialogCancel } from "~/components/ui/dialog";
import type { AssignmentView } from "./assignment-view";
import { AssignmentFiling, type AssignmentFilingView } from "./assignment-filing";
import { useListingPath } from "~/components/judgments/listing-path";

const CONFIRM_ID = "buyer-confirmation";
const DONE_ID = "completion-success";

const intro: Record<"assigned" | "disputed" | "sold", string> = {
  assigned: "The seller assigned this judgment to you. Review the assignment documents, then confirm that you received the assignment.",
  disputed:
    "You opened a dispute about this assignment. The seller's payout stays held while an administrator reviews it; see the dispute below.",
  sold: "This purchase is complete.",
};

export function BuyerConfirmation({
  judgmentId,
  title,
  view,
  escrow,
  filing,
}: {
  judgmentId: number;
  title: string;
  view: AssignmentView;
  escrow?: EscrowSlots | null;
  filing?: AssignmentFilingView | null;
}) {
  const listingAction = useListingPath(judgmentId);
  if (view.status === "paid") {
    return (
      <section id="assignment" className="card scroll-mt-24 p-5 sm:p-6" data-testid="buyer-assignment" data-status="paid">
        <h2 className="text-lg font-semibold">Assignment</h2>
        <p className="mt-1 text-sm text-slate-600">
          Thank you for your payment. The seller is preparing the assignment of the judgment to you; we will e-mail you when it is ready to
          review.
          {!view.buyerInfo && (
            <>
              {" "}
              The seller needs your legal name and address first: <Link to="/profile">add them in your profile</Link>.
            </>
          )}
        </p>
        {/* The seller's deadline first: it is what the buyer waits for. */}
        {escrow && (
          <div className="mt-4 space-y-3">
            {escrow.note}
            {escrow.actions}
          </div>
        )}
        {filing && (
          <div className="mt-4">
            <AssignmentFiling filing={filing} />
          </div>
        )}
      </section>
    );
  }

  return (
    <section
      id="assignment"
      className="card scroll-mt-24 p-5 sm:p-6"
      aria-labelledby="buyer-assignment-title"
      data-testid="buyer-assignment"
      data-status={view.status}
    >
      <h2 id="buyer-assignment-title" className="text-lg font-semibold">
        Assignment
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro[view.status]}</p>
      {filing && (
        <div className="mt-4">
          <AssignmentFiling filing={filing} />
        </div>
      )}
      <div className="mt-4">
        <DocumentLinks title="Assignment Documents" documents={view.documents} emptyText="No Documents Found" />
      </div>
      {view.status === "assigned" && view.partOf && (
        <p className="mt-4 text-sm text-slate-700" data-testid="confirm-on-portfolio">
          Confirm receiving the assignments of every judgment on the{" "}
          <Link to={`/portfolios/${view.partOf.portfolioId}`}>page of the portfolio {view.partOf.title}</Link>.
        </p>
      )}
      {view.status === "assigned" && !view.partOf && (
        <div className="mt-4 space-y-3">
          {escrow?.note}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <DialogButton dialogId={CONFIRM_ID} className="btn-accent w-full sm:w-auto" testId="confirm-receipt">
              I Received the Assignment
            </DialogButton>
            {escrow?.actions}
          </div>
          <Dialog id={CONFIRM_ID} title="Confirm you received the assignment">
            <p className="text-sm text-slate-700">
              Please confirm you received the assignment of <span className="font-semibold">{title}</span> and that the documents are in
              order. Confirming completes the purchase and releases the payment to the seller; it cannot be undone.
            </p>
            <Form method="post" action={listingAction} className="mt-5 flex flex-wrap justify-end gap-3">
              <input type="hidden" name="intent" value="confirm_receipt" />
              <DialogCancel dialogId={CONFIRM_ID} />
              <button type="submit" className="btn-primary" data-busy-label="Sending…" data-testid="confirm-receipt-submit">
                Yes, I received it
              </button>
            </Form>
          </Dialog>
        </div>
      )}
      <Dialog id={DONE_ID} title="Congratulations!" openOnLoad={Boolean(view.justCompleted)}>
        <p className="text-sm text-slate-700" data-testid="completion-success">
          Your purchase of <span className="font-semibold">{title}</span> is complete. The judgment is now yours.
        </p>
        <div className="mt-5 flex justify-end">
          <DialogCancel dialogId={DONE_ID}>Close</DialogCancel>
        </div>
      </Dialog>
    </section>
  );
}
