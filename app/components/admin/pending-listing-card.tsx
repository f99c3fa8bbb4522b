// One listing in the review queue, closed to its summary (./pending-listing-summary.tsx) until the
// administrator opens it: then everything they check, the moderation hits highlighted in the title
// and description, the collectability facts ("Not stated" when empty) and the value today
// (estimated balance, enforceability clock), and the three decisions (Approve, Request More Info,
// Decline). A judgment past its limit is approved only with the tick that the administrator
// reviewed its enforceability. The card opens by itself when it has something to show again (the
// words of a form that came back with errors, a refused approval, the notice of a refusal).
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { formatMoney, formatPercent } from "~/domain/money";
import { FieldErrors, type Errors } from "~/components/forms";
import { LIMIT_REVIEW_FIELD, LIMIT_REVIEW_LABEL, type ValueSummary } from "~/domain/limit-review";
import type { HitKind, Segment } from "~/domain/moderation";
import { LISTING_VERSION_FIELD } from "~/domain/review-queue";
import { HitLabel, ModeratedText } from "./moderated-text";
import { PendingListingSummary } from "./pending-listing-summary";
import { ReviewNoticeBox, type ReviewNoticeView } from "./review-notice";
import {
  ReviewTextButton,
  ReviewTextDialog,
  ReviewTextForm,
  reviewTextAnchor,
  reviewTextTitle,
  type ReviewTextKind,
} from "./review-text-dialog";
import { IdentityMark } from "~/components/users/identity-mark";

/** A listing in the review queue, its title and description cut into highlighted segments. */
export type ReviewListing = {
  id: number;
  title: Segment[];
  description: Segment[];
  hits: { kind: HitKind; text: string; field: "title" | "description" }[];
  sellerHandle: string;
  sellerIdentityVerified: boolean;
  stateAbbreviation: string;
  countyName: string;
  casenum: string;
  courthouse: string | null;
  /** 'YYYY-MM-DD'. */
  dateAwarded: string;
  amountCents: number;
  priceCents: number;
  /** The asking price as a share of the judgment amount, in basis points. */
  priceShareBps: number;
  buyNowCents: number | null;
  privacy: "public" | "private";
  documentsCount: number;
  listingFeeCents: number;
  /** No fee due, or the fee was paid: approving is allowed. */
  listingFeePaid: boolean;
  createdAt: Date;
  enteredReviewAt: Date;
  /** An edit of a listing that had been live sent it back to review. */
  reentered: boolean;
  /** Its seller resubmitted it after a decline. */
  resubmitted: boolean;
  /** Why it was declined before it was resubmitted. */
  previousDecline: { reason: string; declinedAt: Date | string } | null;
  /** The seller has not confirmed their e-mail address. */
  sellerEmailUnverified: boolean;
  /** Each collectability fact, "Not stated" when empty. */
  facts: { field: string; label: string; text: string; stated: boolean }[];
  value: ValueSummary;
  /** An administrator's earlier review of the judgment past its limit, still holding. */
  limitReview: { at: Date | string; byHandle: string | null } | null;
  /** Past its limit and not reviewed yet: approving needs the tick. */
  needsLimitReview: boolean;
  /** The version of the listing shown here: each decision sends it, and is refused if the listing changed since. */
  version: string;
  /** A verification against the court record is in force. */
  courtVerified: boolean;
};

type Props = {
  listing: ReviewListing;
  /** The administrator's own listing: another administrator reviews it. */
  own: boolean;
  /** The listing shown after this one on the page (null: the last), where the outcome's notice goes once this one left. */
  nextId: number | null;
  returnTo: string;
  limits: Record<ReviewTextKind, { min: number; max: number }>;
  /** The words of a Request More Info or Decline that came back with errors. */
  draft: { kind: ReviewTextKind; message: string; errors: Errors } | null;
  /** Errors of an approval just refused (the limit review's checkbox). */
  approveErrors?: Errors;
  /** The outcome of an action on this listing that left it here (a refusal), shown inside it. */
  notice?: ReviewNoticeView | null;
};

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-2 sm:block sm:py-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-right text-sm text-slate-900 sm:mt-0.5 sm:text-left" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function ListingFee({ listing }: { listing: ReviewListing }) {
  if (listing.listingFeeCents <= 0) return <span className="text-emerald-800">Free</span>;
  return listing.listingFeePaid ? (
    <span className="text-emerald-800">{formatMoney(listing.listingFeeCents)} · paid</span>
  ) : (
    <span className="font-semibold text-red-700">{formatMoney(listing.listingFeeCents)} · not paid</span>
  );
}

function ValueFacts({ listing }: { listing: ReviewListing }) {
  const { value } = listing;
  const balance = value.balance;
  const clock = value.clock;
  return (
    <section
      className="grid gap-6 border-t border-slate-200 px-4 py-4 sm:px-6 lg:grid-cols-3"
      aria-label="Collectability and value"
      data-testid="review-value"
    >
      <div className="min-w-0 lg:col-span-2">
        <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">What the seller knows</h3>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2" data-testid="review-facts">
          {listing.facts.map((fact) => (
            <div key={fact.field} className="flex justify-between gap-3 sm:block">
              <dt className="text-slate-500">{fact.label}</dt>
              <dd className={fact.stated ? "text-slate-900" : "text-slate-500 italic"} data-testid={`review-fact-${fact.field}`}>
                {fact.text}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="min-w-0 space-y-3 text-sm">
        <div>
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Estimated balance today</h3>
          {balance.kind === "estimate" ? (
            <p className="mt-1" data-testid="review-balance">
              <strong className="tabular-nums">{formatMoney(balance.balanceCents)}</strong>{" "}
              <span className="text-slate-600">as of {formatDate(balance.asOf)}</span>
              <span className="block text-xs text-slate-500">
                {balance.basis}. {balance.confidence}.
              </span>
            </p>
          ) : (
            <p className="mt-1 text-slate-700" data-testid="review-balance">
              No estimate: {balance.reason}
            </p>
          )}
        </div>
        <div>
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Enforceability</h3>
          {clock.kind === "clock" ? (
            <div className="mt-1 space-y-0.5" data-testid="review-clock">
              <p>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${clock.status === "past_limit" ? "bg-red-100 text-red-800" : clock.status === "ok" ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900"}`}
                  data-testid="review-clock-status"
                >
                  {clock.statusLabel}
                </span>
              </p>
              {clock.nextAction && (
                <p>
                  {clock.nextAction.label}: {clock.nextAction.opensOn ? `${formatDate(clock.nextAction.opensOn)} to ` : "by "}
                  {formatDate(clock.nextAction.closesOn)}
                  {clock.nextAction.passed && <span className="text-red-700"> (passed)</span>}
                </p>
              )}
              <p>
                Enforceable until:{" "}
                {clock.enforceableUntil ? formatDate(clock.enforceableUntil) : <span className="text-slate-600">does not expire</span>}
              </p>
              {clock.lienExpiresOn && <p>Lien expires: {formatDate(clock.lienExpiresOn)}</p>}
              {clock.hardLimitOn && clock.hardLimitOn !== clock.enforceableUntil && <p>Hard limit: {formatDate(clock.hardLimitOn)}</p>}
              <p className="text-xs text-slate-500">{clock.confidence}.</p>
            </div>
          ) : (
            <p className="mt-1 text-slate-700" data-testid="review-clock">
              No dates: {clock.reason}
            </p>
          )}
        </div>
        <p className="text-xs text-slate-500">Rules version {value.rulesVersion}. Estimates, not legal advice.</p>
      </div>
      {value.pastLimit && (
        <p
          className={`rounded-md border px-3 py-2 text-sm lg:col-span-3 ${listing.needsLimitReview ? "border-red-200 bg-red-50 text-red-950" : "border-slate-200 bg-slate-50 text-slate-800"}`}
          data-testid="past-limit"
        >
          {listing.needsLimitReview ? (
            <>
              <strong>Past its limit.</strong> By the dates the seller gave, this judgment can no longer be enforced or revived. Check the
              court record (a renewal, revival or writ the seller did not give, a stay) before approving.
            </>
          ) : (
            <>
              <strong>Past its limit</strong>; its enforceability was reviewed
              {listing.limitReview ? ` on ${formatDate(listing.limitReview.at)}` : ""}
              {listing.limitReview?.byHandle ? ` by @${listing.limitReview.byHandle}` : ""}, and the dates have not changed since.
            </>
          )}
        </p>
      )}
    </section>
  );
}

export function PendingListingCard({ listing, own, nextId, returnTo, limits, draft, approveErrors, notice }: Props) {
  const feeBlocks = !listing.listingFeePaid;
  const reasonId = `approve-blocked-${listing.id}`;
  const limitErrorsId = `limit-reviewed-${listing.id}-errors`;
  const titleId = `review-${listing.id}-title`;
  const open = Boolean(draft || approveErrors || notice);
  const place = { nextId, returnTo, version: listing.version };
  return (
    <article
      id={`review-${listing.id}`}
      className="card scroll-mt-24 overflow-hidden"
      data-testid="pending-listing"
      data-judgment-id={listing.id}
      data-title={titleText(listing)}
      aria-labelledby={titleId}
    >
      <details className="group" open={open} data-testid="pending-details">
        <PendingListingSummary listing={listing} own={own} titleId={titleId} />

        <div className="border-t border-slate-200">
          {notice && (
            <div className="px-4 pt-4 sm:px-6">
              <ReviewNoticeBox notice={notice} />
            </div>
          )}
          <p className="px-4 pt-4 text-sm text-slate-600 sm:px-6">
            Seller{" "}
            <Link to={`/users/${listing.sellerHandle}`} className="font-medium" data-testid="seller-handle">
              @{listing.sellerHandle}
            </Link>{" "}
            {listing.sellerIdentityVerified ? (
              <IdentityMark verified compact />
            ) : (
              <span className="font-medium text-amber-800" data-testid="seller-identity-missing">
                (identity not verified: approval waits for it)
              </span>
            )}
            {" · "}
            {listing.reentered || listing.resubmitted ? "back in review since " : "submitted "}
            {formatDate(listing.enteredReviewAt)}
            {(listing.reentered || listing.resubmitted) && <> (first submitted {formatDate(listing.createdAt)})</>}
          </p>
          {listing.previousDecline && (
            <div
              className="mx-4 mt-3 rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-950 sm:mx-6"
              data-testid="previous-decline"
            >
              <p className="font-semibold">
                Declined on {formatDate(listing.previousDecline.declinedAt)}, then resubmitted. The reason given:
              </p>
              <p className="mt-0.5 whitespace-pre-line break-words">{listing.previousDecline.reason}</p>
            </div>
          )}

          <div className="grid gap-6 px-4 py-4 sm:px-6 lg:grid-cols-3">
            <section className="min-w-0 lg:col-span-2" aria-label="Description">
              <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Description</h3>
              {listing.description.length ? (
                <p
                  className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed text-slate-800"
                  data-testid="pending-description"
                >
                  <ModeratedText segments={listing.description} />
                </p>
              ) : (
                <p className="mt-1 text-sm italic text-slate-500">No description.</p>
              )}
              {listing.hits.length > 0 && (
                <div className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2" data-testid="hit-list">
                  <h3 className="text-sm font-semibold text-red-900">What to check</h3>
                  <ul className="mt-1 space-y-1 text-sm text-red-950">
                    {listing.hits.map((hit, index) => (
                      <li key={index} className="break-words">
                        <HitLabel kind={hit.kind} /> <span className="font-mono text-[13px]">{hit.text}</span>
                        <span className="text-red-800"> in the {hit.field}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </section>

            <dl className="grid grid-cols-1 divide-y divide-slate-100 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-3 sm:divide-y-0 lg:grid-cols-1">
              <Fact label="Location">
                {listing.countyName}, {listing.stateAbbreviation}
              </Fact>
              <Fact label="Case number">{listing.casenum}</Fact>
              <Fact label="Courthouse">{listing.courthouse || "N/A"}</Fact>
              <Fact label="Date awarded">{formatDate(listing.dateAwarded)}</Fact>
              <Fact label="Judgment amount" testId="pending-amount">
                {formatMoney(listing.amountCents)}
              </Fact>
              <Fact label="Asking price" testId="pending-price">
                {formatMoney(listing.priceCents)} <span className="text-slate-500">({formatPercent(listing.priceShareBps)} of amount)</span>
              </Fact>
              {listing.buyNowCents !== null && <Fact label="Buy now">{formatMoney(listing.buyNowCents)}</Fact>}
              <Fact label="Documents">{listing.documentsCount === 0 ? "None uploaded" : listing.documentsCount}</Fact>
              <Fact label="Listing fee" testId="listing-fee">
                <ListingFee listing={listing} />
              </Fact>
            </dl>
          </div>

          <ValueFacts listing={listing} />

          {draft && (
            <section
              id={reviewTextAnchor(draft.kind, listing.id)}
              className="scroll-mt-24 border-t border-slate-200 bg-slate-50 px-4 py-4 sm:px-6"
              aria-label={reviewTextTitle(draft.kind)}
            >
              <h3 className="mb-3 text-sm font-semibold">{reviewTextTitle(draft.kind)}</h3>
              <ReviewTextForm kind={draft.kind} judgmentId={listing.id} {...place} limits={limits[draft.kind]} draft={draft} />
            </section>
          )}

          <footer className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
              <Link to={`/judgments/${listing.id}`}>Open listing page</Link>
              <Link to={`/admin/judgments/${listing.id}/verification`} data-testid="verify-link">
                {listing.courtVerified ? "Verified against the court record: see or redo" : "Verify against the court record"}
              </Link>
            </div>
            {own ? (
              <p className="text-sm text-slate-700" data-testid="own-listing">
                This is your own listing: another administrator reviews it.
              </p>
            ) : (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                {feeBlocks && (
                  <p id={reasonId} className="text-sm text-red-700 sm:max-w-xs sm:text-right" data-testid="approve-blocked">
                    The {formatMoney(listing.listingFeeCents)} listing fee is not paid yet; approve once the seller pays it.
                  </p>
                )}
                {!draft && <ReviewTextButton kind="decline" judgmentId={listing.id} />}
                {!draft && <ReviewTextButton kind="request_info" judgmentId={listing.id} />}
                <form method="post" action="/admin/judgments/approve" className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  <input type="hidden" name="judgment_id" value={listing.id} />
                  <input type="hidden" name={LISTING_VERSION_FIELD} value={listing.version} />
                  <input type="hidden" name="next_id" value={nextId ?? ""} />
                  <input type="hidden" name="redirect_to" value={returnTo} />
                  {listing.needsLimitReview && (
                    <div className="sm:max-w-xs">
                      <label className="flex items-start gap-2 text-sm text-slate-800">
                        <input
                          type="checkbox"
                          name={LIMIT_REVIEW_FIELD}
                          value="on"
                          className="mt-0.5"
                          aria-invalid={approveErrors?.[LIMIT_REVIEW_FIELD]?.length ? true : undefined}
                          aria-describedby={approveErrors?.[LIMIT_REVIEW_FIELD]?.length ? limitErrorsId : undefined}
                          data-testid="limit-reviewed"
                        />
                        <span>{LIMIT_REVIEW_LABEL}</span>
                      </label>
                      <FieldErrors id={limitErrorsId} errors={approveErrors?.[LIMIT_REVIEW_FIELD]} />
                    </div>
                  )}
                  <button
                    type="submit"
                    className="btn-primary w-full sm:w-auto"
                    disabled={feeBlocks}
                    aria-describedby={feeBlocks ? reasonId : undefined}
                    data-testid="approve"
                  >
                    Approve
                  </button>
                </form>
              </div>
            )}
          </footer>
        </div>
      </details>
      {/* Outside the <details>, so a dialog is never inside a closed part of the page. */}
      {!draft &&
        !own &&
        (["request_info", "decline"] as const).map((kind) => (
          <ReviewTextDialog
            key={kind}
            kind={kind}
            judgmentId={listing.id}
            version={listing.version}
            nextId={nextId}
            title={titleText(listing)}
            sellerHandle={listing.sellerHandle}
            returnTo={returnTo}
            limits={limits[kind]}
          />
        ))}
    </article>
  );
}

function titleText(listing: ReviewListing): string {
  return listing.title.map((segment) => segment.text).join("");
}
