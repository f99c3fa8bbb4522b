// The tables of /admin/disputes: the open disputes, the oldest first, each with its Review link,
// the recently resolved ones with how each was resolved, and the refunds the payment provider has
// not confirmed yet (any sale's: a cancellation's too).
import { Link } from "react-router";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/admin-table";
import { formatDate } from "~/domain/dates";
import { disputeReasonLabels, disputeResolutionShort } from "~/domain/escrow";
import { formatMoney } from "~/domain/money";
import type { DisputeListLine, UnsentRefundLine } from "./dispute-view";

function ListingCell({ row }: { row: DisputeListLine }) {
  return (
    <AdminCell full>
      <Link to={`/judgments/${row.judgmentId}`} className="font-medium text-brand-800 no-underline hover:underline">
        {row.title}
      </Link>
      <span className="block text-xs text-slate-500">{disputeReasonLabels[row.reason]}</span>
    </AdminCell>
  );
}

function PartyCells({ row }: { row: DisputeListLine }) {
  return (
    <>
      <AdminCell label="Buyer">
        <Link to={`/users/${row.buyerHandle}`}>@{row.buyerHandle}</Link>
      </AdminCell>
      <AdminCell label="Seller">
        <Link to={`/users/${row.sellerHandle}`}>@{row.sellerHandle}</Link>
      </AdminCell>
    </>
  );
}

export function OpenDisputesTable({ rows }: { rows: DisputeListLine[] }) {
  if (rows.length === 0) {
    return (
      <div className="card px-6 py-12 text-center" data-testid="disputes-empty">
        <p className="text-lg font-semibold">There are no open disputes.</p>
        <p className="mt-1 text-sm text-slate-600">When a buyer disputes an assignment, it waits here for an administrator's decision.</p>
      </div>
    );
  }
  return (
    <AdminTable
      caption="Open disputes, the oldest first"
      testId="disputes-open"
      columns={[
        { label: "Judgment and reason", wide: true },
        { label: "Buyer" },
        { label: "Seller" },
        { label: "Opened" },
        { label: "Seller answered" },
        { label: "Review" },
      ]}
    >
      {rows.map((row) => (
        <AdminRow key={row.id} id={row.judgmentId} testId="dispute-row">
          <ListingCell row={row} />
          <PartyCells row={row} />
          <AdminCell label="Opened">{formatDate(row.createdAt)}</AdminCell>
          <AdminCell label="Seller answered">{row.answered ? "Yes" : <span className="font-medium text-amber-800">No</span>}</AdminCell>
          <AdminCell label="Review">
            <Link to={`/admin/disputes/${row.id}`} className="font-semibold" aria-label={`Review the dispute of ${row.title}`}>
              Review →
            </Link>
          </AdminCell>
        </AdminRow>
      ))}
    </AdminTable>
  );
}

export function ResolvedDisputesTable({ rows }: { rows: DisputeListLine[] }) {
  if (rows.length === 0) {
    return (
      <p className="card px-6 py-8 text-center text-slate-600" data-testid="disputes-resolved-empty">
        No disputes have been resolved yet.
      </p>
    );
  }
  return (
    <AdminTable
      caption="Recently resolved disputes"
      testId="disputes-resolved"
      columns={[
        { label: "Judgment and reason", wide: true },
        { label: "Buyer" },
        { label: "Seller" },
        { label: "Resolution" },
        { label: "Resolved" },
        { label: "Details" },
      ]}
    >
      {rows.map((row) => (
        <AdminRow key={row.id} id={row.judgmentId} testId="resolved-dispute-row">
          <ListingCell row={row} />
          <PartyCells row={row} />
          <AdminCell label="Resolution">{row.resolution ? disputeResolutionShort[row.resolution] : "—"}</AdminCell>
          <AdminCell label="Resolved">{formatDate(row.resolvedAt)}</AdminCell>
          <AdminCell label="Details">
            <Link to={`/admin/disputes/${row.id}`} aria-label={`The resolved dispute of ${row.title}`}>
              See →
            </Link>
          </AdminCell>
        </AdminRow>
      ))}
    </AdminTable>
  );
}

const refundReasonWords: Record<UnsentRefundLine["reason"], string> = {
  buyer_cancelled: "Buyer cancelled (not assigned in time)",
  dispute_full: "Dispute, refunded in full",
  dispute_partial: "Dispute, refunded in part",
};

/** Refunds decided but not confirmed by the provider: the reconciliation job sends them again every few minutes. */
export function UnsentRefundsTable({ rows }: { rows: UnsentRefundLine[] }) {
  if (rows.length === 0) {
    return (
      <p className="card px-6 py-8 text-center text-slate-600" data-testid="refunds-unsent-empty">
        Every refund has been sent to the payment provider.
      </p>
    );
  }
  return (
    <AdminTable
      caption="Refunds not yet confirmed by the payment provider, the oldest first"
      testId="refunds-unsent"
      columns={[{ label: "Judgment", wide: true }, { label: "Amount" }, { label: "Why" }, { label: "Since" }, { label: "Last error" }]}
    >
      {rows.map((row) => (
        <AdminRow key={row.id} id={row.judgmentId} testId="unsent-refund-row">
          <AdminCell full>
            <Link to={`/judgments/${row.judgmentId}`} className="font-medium text-brand-800 no-underline hover:underline">
              {row.title}
            </Link>
          </AdminCell>
          <AdminCell label="Amount">{formatMoney(row.amountCents)}</AdminCell>
          <AdminCell label="Why">{refundReasonWords[row.reason]}</AdminCell>
          <AdminCell label="Since">{formatDate(row.createdAt)}</AdminCell>
          <AdminCell label="Last error">{row.lastError ?? "No answer yet"}</AdminCell>
        </AdminRow>
      ))}
    </AdminTable>
  );
}
