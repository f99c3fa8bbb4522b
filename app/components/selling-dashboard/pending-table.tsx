// Judgments Pending Approval: one table row per listing waiting for review, with its listing fee,
// the administrators' request for more information when there is one (or, declined, the reason and
// Edit and resubmit), and Edit / Upload documents, and the flag of an enforceability deadline within 18 months or past. On a phone each
// row stacks into a block.
import { Link } from "react-router";
import { StatusBadge } from "~/components/dashboard/panel";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { DeadlineFlag } from "~/components/judgments/deadline-flag";
import { DeclineNotice } from "./decline-notice";
import { FeeStatus } from "./fee-status";
import type { SellingRow } from "./selling-types";
import { listingPath } from "~/domain/listing-place";
import { PortfolioMark, PortfolioMemberList } from "./portfolio-members";

const cell = "block px-4 py-1.5 sm:table-cell sm:px-4 sm:py-3 sm:align-top";
const phoneLabel = "mr-2 text-xs font-medium uppercase tracking-wide text-slate-500 sm:hidden";

function InfoRequest({ request }: { request: NonNullable<SellingRow["infoRequest"]> }) {
  return (
    <div
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-testid="info-request"
      role="note"
    >
      <p className="font-semibold">Our review team asked for more information ({formatDate(request.requestedAt)}):</p>
      <p className="mt-0.5 whitespace-pre-line break-words">{request.message}</p>
      <p className="mt-1 text-xs text-amber-900">Edit the listing or upload documents to answer; we review it again after your change.</p>
    </div>
  );
}

export function PendingTable({ rows }: { rows: SellingRow[] }) {
  return (
    <div className="card overflow-hidden">
      <table className="block w-full text-sm sm:table">
        <thead className="hidden bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Judgment
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Asking price
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Listing fee
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 sm:table-row-group">
          {rows.map((row) => (
            <tr key={row.id} className="block py-2 sm:table-row sm:py-0" data-testid="pending-row">
              <td className={`${cell} min-w-0 sm:w-1/2`}>
                <PortfolioMark row={row} />
                <Link to={listingPath(row.kind, row.id)} className="font-semibold break-words" data-testid="listing-title">
                  {row.title}
                </Link>
                <p className="mt-0.5 text-xs text-slate-600">
                  {row.location} · Submitted {formatDate(row.createdAt)}
                </p>
                <PortfolioMemberList row={row} />
                {row.infoRequest && <InfoRequest request={row.infoRequest} />}
                {row.decline && (
                  <div className="mt-2">
                    <DeclineNotice decline={row.decline} />
                  </div>
                )}
                {row.deadline && (
                  <div className="mt-2">
                    <DeadlineFlag flag={row.deadline} />
                  </div>
                )}
              </td>
              <td className={`${cell} tabular-nums`}>
                <span className={phoneLabel}>Asking price</span>
                <span className="font-semibold text-slate-900">{formatMoney(row.priceCents)}</span>
                <span className="block text-xs text-slate-500 max-sm:inline max-sm:ml-2">of {formatMoney(row.amountCents)}</span>
              </td>
              <td className={cell}>
                <span className={phoneLabel}>Status</span>
                <StatusBadge status={row.status} feeDue={row.fee.kind === "due"} />
              </td>
              <td className={cell}>
                <span className={phoneLabel}>Listing fee</span>
                <FeeStatus fee={row.fee} judgmentId={row.id} payable={row.status !== "declined"} />
              </td>
              <td className={`${cell} sm:text-right`}>
                {/* A portfolio is edited in slice 3 of docs/decisions/0055; its documents are its judgments'. */}
                <div className={`flex flex-wrap gap-2 pt-1 sm:flex-col sm:items-end sm:pt-0 ${row.kind === "portfolio" ? "hidden" : ""}`}>
                  <Link
                    to={`/judgments/${row.id}/edit`}
                    className={`${row.status === "declined" ? "btn-primary" : "btn-secondary"} whitespace-nowrap px-3 py-1.5 text-xs`}
                    data-testid="edit-link"
                  >
                    {row.status === "declined" ? "Edit and resubmit" : "Edit"}
                  </Link>
                  <Link
                    to={`/sell/documents/${row.id}`}
                    className="btn-secondary whitespace-nowrap px-3 py-1.5 text-xs"
                    data-testid="documents-link"
                  >
                    Upload documents
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
