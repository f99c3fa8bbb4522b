// "Investors buying judgments like this" (docs/decisions/0054), beside what similar judgments sold
// for: the count of investors whose standing buy requests a listing meets and the range of their
// shares. On My Listing each request shows by a letter, with Invite (one e-mail with the listing,
// once); on the pricing step and /selling, the line alone. No investor is ever named here.
import { Form, Link } from "react-router";
import type { BuyingLineView, ListingBuyersView } from "./types";

const NOTE =
  "Investors post what they buy and what they pay, as a share of the estimated balance. You see no name until one makes an offer.";

export function BuyingCard({ line, id = "buyers", children }: { line: BuyingLineView | "none"; id?: string; children?: React.ReactNode }) {
  return (
    <section className="card p-5" id={id} aria-labelledby={`${id}-heading`} data-testid="buying-card">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Investors buying judgments like this
      </h2>
      {line === "none" ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="buying-none">
          No investor has a standing buy request that this judgment meets yet.
        </p>
      ) : (
        <p className="mt-2 text-base font-medium text-slate-900" data-testid="buying-line">
          {line.sentence}
        </p>
      )}
      {children}
      <p className="mt-3 text-xs text-slate-500">{NOTE}</p>
    </section>
  );
}

/** My Listing: the line, then each matching request by its letter with Invite or when it was invited. */
export function ListingBuyers({ view }: { view: ListingBuyersView | null }) {
  if (!view) return null;
  return (
    <BuyingCard line={view.line ?? "none"}>
      {view.requests.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200" data-testid="buying-requests">
          {view.requests.map((request) => (
            <li key={request.buyRequestId} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="buying-request">
              <span className="text-sm text-slate-800">
                <span className="font-semibold">{request.handle}</span> — {request.shares} of the balance
                {request.amounts && <span className="tabular-nums"> ({request.amounts})</span>},{" "}
                <span className="whitespace-nowrap">until {request.expiresOn}</span>
              </span>
              {request.invitedOn ? (
                <span className="text-xs text-slate-600" data-testid="invited">
                  Invited {request.invitedOn}
                </span>
              ) : view.canInvite ? (
                <Form method="post" replace>
                  <input type="hidden" name="intent" value="invite_investor" />
                  <input type="hidden" name="buy_request_id" value={request.buyRequestId} />
                  <button type="submit" className="btn-secondary px-3 py-1 text-sm" data-testid="invite-investor">
                    Invite
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {view.requests.length > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          Invite puts this listing on the investor's buy requests page and e-mails them a link to it (unless they turned these e-mails off);
          they can then make an offer.
        </p>
      )}
    </BuyingCard>
  );
}

/** /selling: one listing's line, linking to where its investors can be invited. */
export function BuyingLineLink({ line, judgmentId }: { line: BuyingLineView; judgmentId: number }) {
  return (
    <p className="mt-3 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-800" data-testid="buying-line">
      {line.sentence}{" "}
      <Link to={`/judgments/${judgmentId}#buyers`} className="whitespace-nowrap font-medium">
        Invite them
      </Link>
    </p>
  );
}
