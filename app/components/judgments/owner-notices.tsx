// Notices only the owner sees: the review team's request for more information or why it declined
// the listing, and a listing fee still to pay before the listing can be approved.
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { checkoutPath } from "~/domain/listing-facts";
import { DeclineNotice } from "~/components/selling-dashboard/decline-notice";
import type { OwnerView } from "./owner-types";

export function OwnerNotices({ judgmentId, view }: { judgmentId: number; view: OwnerView }) {
  return (
    <>
      {view.infoRequest && (
        <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" data-testid="info-request">
          <p className="font-semibold">Our review team asked for more information</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm">{view.infoRequest.message}</p>
          <p className="mt-1 text-xs text-amber-900">
            Asked {formatDate(view.infoRequest.requestedAt)}. Edit the listing or upload documents below to answer.
          </p>
        </div>
      )}
      {view.decline && <DeclineNotice decline={view.decline} />}
      {view.fee.kind === "due" && (
        <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950" data-testid="fee-due">
          <p className="font-semibold">Listing fee due: {formatMoney(view.fee.dueCents)}</p>
          <p className="mt-1 text-sm">
            An administrator approves the listing once its fee is paid. <Link to={checkoutPath(judgmentId)}>Pay at checkout</Link>.
          </p>
        </div>
      )}
    </>
  );
}
