// Where a dispute stands: waiting for an administrator, or the resolution with the refund and the
// administrator's reason; a partial refund also says whether the provider has sent it.
import { formatDate } from "~/domain/dates";
import { disputeResolutionShort } from "~/domain/escrow";
import { formatMoney } from "~/domain/money";
import type { DisputeView, EscrowView } from "./escrow-view";

export function RefundNote({ refund, role }: { refund: NonNullable<EscrowView["refund"]>; role: EscrowView["role"] }) {
  return (
    <p className="text-sm text-slate-700" data-testid="escrow-refund">
      Refunded <span className="font-semibold tabular-nums">{formatMoney(refund.amountCents)}</span> to{" "}
      {role === "buyer" ? "you" : "the buyer"} ({refund.status === "succeeded" ? "sent" : "pending"}).
    </p>
  );
}

export function DisputeOutcome({
  dispute,
  refund,
  role,
}: {
  dispute: DisputeView;
  refund: EscrowView["refund"];
  role: EscrowView["role"];
}) {
  if (!dispute.resolution) {
    return (
      <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="dispute-status">
        <span className="font-semibold">Waiting for an administrator.</span>{" "}
        {role === "admin"
          ? "Resolve it from the disputes page."
          : `${role === "owner" ? "Your" : "The seller's"} payout stays held until the dispute is resolved.`}
      </p>
    );
  }
  return (
    <div className="space-y-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm" data-testid="dispute-status">
      <p>
        <span className="font-semibold">{disputeResolutionShort[dispute.resolution]}</span>
        {dispute.resolvedAt && <span className="text-slate-600"> · {formatDate(dispute.resolvedAt)}</span>}
        {dispute.refundCents !== null && dispute.resolution !== "complete" && !refund && (
          <span className="text-slate-700">
            {" "}
            · refund of <span className="font-semibold tabular-nums">{formatMoney(dispute.refundCents)}</span>
          </span>
        )}
      </p>
      {dispute.resolutionNote && (
        <p className="text-slate-700">
          The administrator's reason: <span className="whitespace-pre-line">{dispute.resolutionNote}</span>
        </p>
      )}
      {refund && <RefundNote refund={refund} role={role} />}
    </div>
  );
}
