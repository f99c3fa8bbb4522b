// A portfolio on the review queue (docs/decisions/0055): its title and description, seller, price
// against the face value of its judgments, and the judgments themselves (each already reviewed on
// its own, linked) in place of court facts. Approve, Request More Info and Decline are the
// listings' own endpoints with the portfolio's id.
import { Link } from "react-router";
import { IdentityMark } from "~/components/users/identity-mark";
import { formatDate } from "~/domain/dates";
import { formatMoney, formatPercent } from "~/domain/money";
import { PortfolioTag } from "~/components/judgments/portfolio-tag";
import { LISTING_VERSION_FIELD } from "~/domain/review-queue";
import { ReviewTextButton, ReviewTextDialog } from "./review-text-dialog";

type Limits = { min: number; max: number };

/** A portfolio waiting for review, as the card shows it. */
export type ReviewPortfolio = {
  id: number;
  title: string;
  description: string;
  sellerId: number;
  sellerHandle: string;
  sellerIdentityVerified: boolean;
  size: number;
  amountCents: number;
  priceCents: number;
  buyNowCents: number | null;
  enteredReviewAt: Date | string;
  /** The version shown, which Approve sends back (refused once the portfolio changed). */
  version: string;
  /** The price as a share of the face value. */
  priceShareBps: number;
  members: { id: number; title: string; place: string; amountCents: number; verified: boolean }[];
};

export function PendingPortfolioCard({
  portfolio,
  returnTo,
  limits,
  own,
}: {
  portfolio: ReviewPortfolio;
  returnTo: string;
  limits: { request_info: Limits; decline: Limits };
  own: boolean;
}) {
  return (
    <article className="card overflow-hidden" data-testid="pending-portfolio" id={`listing-${portfolio.id}`}>
      <div className="space-y-3 p-4 sm:p-6">
        <p>
          <PortfolioTag size={portfolio.size} />
        </p>
        <h3 className="break-words text-lg font-semibold">{portfolio.title}</h3>
        {portfolio.description && <p className="whitespace-pre-line break-words text-sm text-slate-700">{portfolio.description}</p>}
        <p className="text-sm text-slate-700">
          By <Link to={`/users/${encodeURIComponent(portfolio.sellerHandle)}`}>@{portfolio.sellerHandle}</Link>{" "}
          <IdentityMark verified={portfolio.sellerIdentityVerified} />
          {!portfolio.sellerIdentityVerified && (
            <span className="font-medium text-amber-800"> (identity not verified: approval waits for it)</span>
          )}
          <span aria-hidden="true"> · </span>
          waiting since {formatDate(portfolio.enteredReviewAt)}
        </p>
        <p className="text-sm text-slate-700">
          Asking <span className="font-semibold tabular-nums">{formatMoney(portfolio.priceCents)}</span>
          {portfolio.buyNowCents !== null && (
            <>
              {" "}
              · Buy Now <span className="font-semibold tabular-nums">{formatMoney(portfolio.buyNowCents)}</span>
            </>
          )}{" "}
          · face value <span className="tabular-nums">{formatMoney(portfolio.amountCents)}</span> ({formatPercent(portfolio.priceShareBps)}{" "}
          of it)
        </p>
        <div>
          <h4 className="text-sm font-semibold">Its judgments (each reviewed on its own)</h4>
          <ul className="mt-1 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm" data-testid="pending-portfolio-members">
            {portfolio.members.map((m) => (
              <li key={m.id} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
                <span className="min-w-0 break-words">
                  <Link to={`/judgments/${m.id}`}>{m.title}</Link>
                  <span className="text-slate-600"> · {m.place}</span>
                </span>
                <span className="shrink-0 tabular-nums text-slate-700">
                  {formatMoney(m.amountCents)}
                  {m.verified && <span className="ml-2 text-xs font-semibold text-emerald-800">Verified</span>}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <footer className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <Link to={`/portfolios/${portfolio.id}`} className="text-sm font-medium">
          Open portfolio page
        </Link>
        {own ? (
          <p className="text-sm text-slate-700">This is your own portfolio: another administrator reviews it.</p>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <ReviewTextButton kind="decline" judgmentId={portfolio.id} />
            <ReviewTextButton kind="request_info" judgmentId={portfolio.id} />
            <form method="post" action="/admin/judgments/approve">
              <input type="hidden" name="judgment_id" value={portfolio.id} />
              <input type="hidden" name={LISTING_VERSION_FIELD} value={portfolio.version} />
              <input type="hidden" name="next_id" value="" />
              <input type="hidden" name="redirect_to" value={returnTo} />
              <button type="submit" className="btn-primary w-full sm:w-auto" data-testid="approve-portfolio">
                Approve
              </button>
            </form>
          </div>
        )}
      </footer>
      {!own &&
        (["request_info", "decline"] as const).map((kind) => (
          <ReviewTextDialog
            key={kind}
            kind={kind}
            judgmentId={portfolio.id}
            version={portfolio.version}
            nextId={null}
            title={portfolio.title}
            sellerHandle={portfolio.sellerHandle}
            returnTo={returnTo}
            limits={limits[kind]}
          />
        ))}
    </article>
  );
}
