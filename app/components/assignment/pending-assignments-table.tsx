// The administrators' table of listings waiting on an assignment step, oldest first.
import { Link } from "react-router";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/admin-table";
import { formatDate } from "~/domain/dates";
import { formatDeadline } from "~/domain/escrow";

export type PendingAssignmentLine = {
  id: number;
  title: string;
  sellerHandle: string;
  buyerHandle: string | null;
  buyerInfoGiven: boolean;
  documentsCount: number;
  since: string;
  /** The seller's assignment deadline (paid) or the end of the buyer's inspection window (assigned). */
  dueAt: string | null;
  overdue: boolean;
  days: number;
};

export function PendingAssignmentsTable({
  rows,
  waitingFor,
  testId,
}: {
  rows: PendingAssignmentLine[];
  waitingFor: "seller" | "buyer";
  testId: string;
}) {
  if (rows.length === 0) {
    return (
      <p className="card px-6 py-8 text-center text-slate-600" data-testid={`${testId}-empty`}>
        {waitingFor === "seller"
          ? "No paid listings are waiting for the seller's assignment."
          : "No assigned listings are waiting for the buyer's confirmation."}
      </p>
    );
  }
  const since = waitingFor === "seller" ? "Paid" : "Assigned";
  const due = waitingFor === "seller" ? "Assign by" : "Confirm by";
  return (
    <AdminTable
      caption={waitingFor === "seller" ? "Paid listings waiting for the seller" : "Assigned listings waiting for the buyer"}
      testId={testId}
      columns={[
        { label: "Judgment", wide: true },
        { label: since },
        { label: due },
        { label: "Days waiting", numeric: true },
        { label: "Buyer info" },
        { label: "Documents", numeric: true },
        { label: "Seller" },
        { label: "Buyer" },
      ]}
    >
      {rows.map((row) => (
        <AdminRow key={row.id} id={row.id} testId="pending-assignment-row">
          <AdminCell full>
            <Link to={`/judgments/${row.id}`} className="font-medium text-brand-800 no-underline hover:underline">
              {row.title}
            </Link>
          </AdminCell>
          <AdminCell label={since}>{formatDate(row.since)}</AdminCell>
          <AdminCell label={due}>
            {row.dueAt ? (
              <span className={row.overdue ? "font-medium text-amber-800" : undefined} data-testid="pending-assignment-due">
                {formatDeadline(row.dueAt)}
                {row.overdue && " (passed)"}
              </span>
            ) : (
              "—"
            )}
          </AdminCell>
          <AdminCell label="Days waiting" numeric>
            {row.days}
          </AdminCell>
          <AdminCell label="Buyer info">
            {row.buyerInfoGiven ? "Given" : <span className="font-medium text-amber-800">Missing</span>}
          </AdminCell>
          <AdminCell label="Documents" numeric>
            {row.documentsCount}
          </AdminCell>
          <AdminCell label="Seller">
            <Link to={`/users/${row.sellerHandle}`}>@{row.sellerHandle}</Link>
          </AdminCell>
          <AdminCell label="Buyer">{row.buyerHandle ? <Link to={`/users/${row.buyerHandle}`}>@{row.buyerHandle}</Link> : "—"}</AdminCell>
        </AdminRow>
      ))}
    </AdminTable>
  );
}
