// A portfolio on the review queue (docs/decisions/0055): its title and description with their
// moderation hits highlighted (banned words, contact details) as a judgment's card shows them, seller,
// price against the face value of its judgments, and the judgments themselves (each already
// reviewed on its own, linked) in place of court facts. Approve, Request More Info and Decline are
// the listings' own endpoints with the portfolio's id. When one of its judgments is past its limit
// unreviewed (pastLimitHold), the card names it and Approve carries the limit review's tick, its
// refusal shown under the box; the outcome of an action that left it here is shown inside it.
import { Link } from "react-router";
import { IdentityMark } from "~/components/users/identity-mark";
import { formatDate } from "~/domain/dates";
import { formatMoney, formatPercent } from "~/domain/money";
import { PortfolioTag } from "~/components/judgments/portfolio-tag";
import { LISTING_VERSION_FIELD } from "~/domain/review-queue";
import { PORTFOLIO_LIMIT_REVIEW_LABEL, LIMIT_REVIEW_FIELD } from "~/domain/limit-review";
import type { HitKind, Segment } from "~/domain/moderation";
import { FieldErrors, type Errors } from "~/components/forms";
import { HitLabel, ModeratedText } from "./moderated-text";
import { ReviewNoticeBox, type ReviewNoticeView } from "./review-notice";
import { ReviewTextButton, ReviewTextDialog } from "./review-text-dialog";

type Limits = { min: number; max: number };

/** A portfolio waiting for review, as the card shows it. */
export type ReviewPortfolio = {
  id: number;
  title: Segment[];
  description: Segment[];
  hits: { kind: HitKind; text: string; field: "title" | "description" }[];
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
  members: { id: number; title: string; place: string; amountCents: number; verified: boolean; needsLimitReview: boolean }[];
  /** A judgment of it is past its limit and not reviewed yet: approving needs the tick. */
  needsLimitReview: boolean;
};

export function PendingPortfolioCard({
  portfolio,
  returnTo,
  limits,
  own,
  approveErrors,
  notice,
}: {
  portfolio: ReviewPortfolio;
  returnTo: string;
  limits: { request_info: Limits; decline: Limits };
  own: boolean;
  /** Errors of an approval just refused (the limit review's checkbox). */
  approveErrors?: Errors;
  /** The outcome of an action on this portfolio that left it here (a refusal), shown inside it. */
  notice?: ReviewNoticeView | null;
}) {
  const limitErrorsId = `limit-reviewed-${portfolio.id}-errors`;
  const limitErrors = approveErrors?.[LIMIT_REVIEW_FIELD];
  const pastLimit = portfolio.members.filter((m) => m.needsLimitReview);
  return (
    <article className="card overflow-hidden" data-testid="pending-portfolio" id={`listing-${portfolio.id}`}>
      <div className="space-y-3 p-4 sm:p-6">
        {notice && <ReviewNoticeBox notice={notice} />}
        <p>
          <PortfolioTag size={portfolio.size} />
        </p>
        <h3 className="break-words text-lg font-semibold" data-testid="pending-portfolio-title">
          <ModeratedText segments={portfolio.title} />
        </h3>
        {portfolio.description.length > 0 && (
          <p className="whitespace-pre-line break-words text-sm text-slate-700" data-testid="pending-portfolio-description">
            <ModeratedText segments={portfolio.description} />
          </p>
        )}
        {portfolio.hits.length > 0 && (
          <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2" data-testid="hit-list">
            <h4 className="text-sm font-semibold text-red-900">What to check</h4>
            <ul className="mt-1 space-y-1 text-sm text-red-950">
              {portfolio.hits.map((hit, index) => (
                <li key={index} className="break-words">
                  <HitLabel kind={hit.kind} /> <span className="font-mono text-[13px]">{hit.text}</span>
                  <span className="text-red-800"> in the {hit.field}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
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
                  {m.needsLimitReview && (
                    <span className="ml-2 whitespace-nowrap rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                      Past its limit
                    </span>
                  )}
                </span>
                <span className="shrink-0 tabular-nums text-slate-700">
                  {formatMoney(m.amountCents)}
                  {m.verified && <span className="ml-2 text-xs font-semibold text-emerald-800">Verified</span>}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {portfolio.needsLimitReview && (
          <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950" data-testid="past-limit">
            <p>
              <strong>Past its limit.</strong> By the dates the seller gave,{" "}
              {pastLimit.map((m, i) => (
                <span key={m.id}>
                  {i > 0 && (i === pastLimit.length - 1 ? " and " : ", ")}
                  <Link to={`/judgments/${m.id}`} className="font-semibold">
                    {m.title}
                  </Link>
                </span>
              ))}{" "}
              in this portfolio {pastLimit.length === 1 ? "can" : "can each"} no longer be enforced or revived. Check the court record (a
              renewal, revival or writ the seller did not give, a stay) before approving.
            </p>
          </div>
        )}
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
            <form method="post" action="/admin/judgments/approve" className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <input type="hidden" name="judgment_id" value={portfolio.id} />
              <input type="hidden" name={LISTING_VERSION_FIELD} value={portfolio.version} />
              <input type="hidden" name="next_id" value="" />
              <input type="hidden" name="redirect_to" value={returnTo} />
              {portfolio.needsLimitReview && (
                <div className="sm:max-w-xs">
                  <label className="flex items-start gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      name={LIMIT_REVIEW_FIELD}
                      value="on"
                      className="mt-0.5"
                      aria-invalid={limitErrors?.length ? true : undefined}
                      aria-describedby={limitErrors?.length ? limitErrorsId : undefined}
                      data-testid="limit-reviewed"
                    />
                    <span>{PORTFOLIO_LIMIT_REVIEW_LABEL}</span>
                  </label>
                  <FieldErrors id={limitErrorsId} errors={limitErrors} />
                </div>
              )}
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
            title={portfolio.title.map((segment) => segment.text).join("")}
            sellerHandle={portfolio.sellerHandle}
            returnTo={returnTo}
            limits={limits[kind]}
          />
        ))}
    </article>
  );
}
