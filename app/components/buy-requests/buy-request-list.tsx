// /buy-requests: the investor's standing buy requests as cards: status, share range and last day,
// the criteria in words, the listings sellers invited them to, Edit and Withdraw (forms that post).
import { Link } from "react-router";
import { BUY_REQUESTS_PATH } from "~/domain/buy-requests";
import type { BuyRequestItem, BuyRequestsPageData } from "./types";

const statusLabel: Record<BuyRequestItem["status"], string> = { live: "Live", expired: "Expired", withdrawn: "Withdrawn" };
const statusTone: Record<BuyRequestItem["status"], string> = {
  live: "bg-emerald-100 text-emerald-800",
  expired: "bg-slate-100 text-slate-700",
  withdrawn: "bg-slate-100 text-slate-700",
};

export function BuyRequestList({ data }: { data: BuyRequestsPageData }) {
  const full = data.live >= data.max;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Buy requests</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Say what you buy and what you pay as a share of the estimated balance. Sellers of matching judgments see how many investors are
            buying and at what share, never your name, and can invite you to make an offer. See also your{" "}
            <Link to="/searches">saved searches</Link>.
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          {full ? (
            <span className="text-sm text-slate-600">Withdraw one to post another.</span>
          ) : (
            <Link to={`${BUY_REQUESTS_PATH}/new`} className="btn-primary" data-testid="new-buy-request">
              Post a buy request
            </Link>
          )}
          <span className="text-sm text-slate-500" data-testid="buy-requests-used">
            {data.live} of {data.max} live
          </span>
        </div>
      </div>

      {data.requests.length === 0 ? (
        <div className="card mt-8 px-6 py-12 text-center" data-testid="no-buy-requests">
          <p className="text-lg font-semibold text-slate-900">No buy requests yet</p>
          <p className="mt-2 text-slate-600">Post what you buy, and let the sellers of matching judgments come to you.</p>
        </div>
      ) : (
        <ul className="mt-8 space-y-6">
          {data.requests.map((request) => (
            <li key={request.id}>
              <BuyRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BuyRequestCard({ request }: { request: BuyRequestItem }) {
  const id = `buy-request-${request.id}`;
  return (
    <article className="card p-5 sm:p-6" aria-labelledby={`${id}-title`} data-testid="buy-request">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            Buying at <span className="tabular-nums">{request.shares}</span> of the balance
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[request.status]}`}
              data-testid="buy-request-status"
            >
              {statusLabel[request.status]}
            </span>
            <span>
              {request.status === "live" ? "Until" : "Ran until"} {request.expiresOn} · posted {request.createdOn}
            </span>
          </p>
        </div>
        {request.status !== "withdrawn" && (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Link to={`${BUY_REQUESTS_PATH}/${request.id}/edit`} className="btn-secondary" data-testid="edit-buy-request">
              {request.status === "expired" ? "Renew or edit" : "Edit"}
            </Link>
            {request.status === "live" && (
              <form method="post">
                <input type="hidden" name="intent" value="withdraw" />
                <input type="hidden" name="buy_request_id" value={request.id} />
                <button type="submit" className="btn-secondary" data-busy-label="Withdrawing…" data-testid="withdraw-buy-request">
                  Withdraw
                </button>
              </form>
            )}
          </div>
        )}
      </div>

      <ul className="mt-4 flex flex-wrap gap-2" aria-label="What you buy" data-testid="criteria">
        {request.criteria.map((phrase) => (
          <li key={phrase} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            {phrase}
          </li>
        ))}
      </ul>

      <div className="mt-4 border-t border-slate-200 pt-4">
        <h3 className="text-sm font-semibold text-slate-900">Invitations from sellers</h3>
        {request.invitations.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">None yet. A seller whose listing matches can invite you; we e-mail you the listing.</p>
        ) : (
          <ul className="mt-2 space-y-1" data-testid="invitations">
            {request.invitations.map((invitation) => (
              <li key={invitation.judgmentId} className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                {invitation.open ? (
                  <Link to={`/judgments/${invitation.judgmentId}`} className="font-medium">
                    {invitation.title}
                  </Link>
                ) : (
                  <span className="text-slate-700">{invitation.title} (no longer for sale)</span>
                )}
                <span className="text-xs text-slate-500">Invited {invitation.invitedOn}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
