// The running escrow deadline in words, for the one reading it: while paid, the seller's
// assignment deadline; while assigned, the buyer's inspection window (docs/decisions/0026).
// The wording follows the e-mails (app/server/mail/escrow-emails.ts).
import { formatDeadline } from "~/domain/escrow";
import type { EscrowView } from "./escrow-view";

function assignmentText(view: EscrowView, due: string): string {
  if (view.role === "buyer") {
    return view.canCancel
      ? `The seller was to assign this judgment by ${due} and has not. You may keep waiting, or cancel the purchase: you are then refunded in full, the buyer's fee included.`
      : `The seller must assign this judgment by ${due}. If it is not assigned by then, you may cancel the purchase and be refunded in full.`;
  }
  if (view.role === "owner") return `Assign by ${due}; after that the buyer may cancel and is refunded in full.`;
  return `The seller must assign by ${due}; after that the buyer may cancel and is refunded in full.`;
}

function inspectionText(view: EscrowView, due: string): string {
  if (view.role === "buyer") {
    return view.canDispute
      ? `Confirm or open a dispute by ${due}; if you do neither the sale completes by itself.`
      : `Your inspection window ended on ${due}; the sale completes by itself.`;
  }
  if (view.role === "owner") {
    return `The buyer has until ${due} to confirm or open a dispute; if the buyer does neither, the sale completes by itself and your payout is released.`;
  }
  return `The buyer's inspection window ends ${due}; without a confirmation or a dispute the sale then completes by itself.`;
}

export function EscrowDeadline({ view }: { view: EscrowView }) {
  const text =
    view.status === "paid" && view.assignmentDueAt
      ? assignmentText(view, formatDeadline(view.assignmentDueAt))
      : view.status === "assigned" && view.inspectionDueAt
        ? inspectionText(view, formatDeadline(view.inspectionDueAt))
        : null;
  if (!text) return null;
  const overdue = view.canCancel;
  return (
    <p
      className={`rounded-md border px-3 py-2 text-sm ${overdue ? "border-amber-300 bg-amber-50 text-amber-900" : "border-slate-200 bg-slate-50 text-slate-700"}`}
      data-testid="escrow-deadline"
    >
      {text}
    </p>
  );
}
