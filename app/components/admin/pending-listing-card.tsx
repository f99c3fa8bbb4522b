// One listing in the review queue: everything the administrator checks, the moderation hits
// highlighted in the title and description, and the two decisions (Approve, Request More Info).
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { listingStatusLabel } from "~/domain/listing-status";
import { formatMoney, formatPercent } from "~/domain/money";
import type { Errors } from "~/components/forms";
import type { HitKind, Segment } from "~/domain/moderation";
import { HitLabel, ModeratedText } from "./moderated-text";
import { RequestInfoButton, RequestInfoDialog, RequestInfoForm } from "./request-info-dialog";

/** A listing in the review queue, its title and description cut into highlighted segments. */
export type ReviewListing = {
  id: number;
  title: Segment[];
  description: Segment[];
  hits: { kind: HitKind; text: string; field: "title" | "description" }[];
  sellerHandle: string;
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
};

type Props = {
  listing: ReviewListing;
  /** The administrator's own listing: another administrator reviews it. */
  own: boolean;
  returnTo: string;
  limits: { min: number; max: number };
  draft: { message: string; errors: Errors } | null;
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

export function PendingListingCard({ listing, own, returnTo, limits, draft }: Props) {
  const feeBlocks = !listing.listingFeePaid;
  const reasonId = `approve-blocked-${listing.id}`;
  return (
    <article
      id={`review-${listing.id}`}
      className="card scroll-mt-24 overflow-hidden"
      data-testid="pending-listing"
      data-judgment-id={listing.id}
      data-title={titleText(listing)}
      aria-labelledby={`review-${listing.id}-title`}
    >
      <header className="border-b border-slate-200 px-4 py-4 sm:px-6">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {listing.hits.length > 0 ? (
            <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800" data-testid="hit-count">
              {listing.hits.length} moderation {listing.hits.length === 1 ? "hit" : "hits"}
            </span>
          ) : (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800" data-testid="hit-count">
              No moderation hits
            </span>
          )}
          {!listing.listingFeePaid && (
            <span className="rounded-full bg-orange-100 px-2 py-0.5 font-semibold text-orange-900" data-testid="awaiting-fee">
              {listingStatusLabel("new", true)}
            </span>
          )}
          {listing.reentered && (
            <span className="rounded-full bg-sky-100 px-2 py-0.5 font-semibold text-sky-900">Edited after approval</span>
          )}
          {listing.privacy === "private" && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">Private documents</span>
          )}
        </div>
        <h2 id={`review-${listing.id}-title`} className="mt-2 break-words text-lg font-semibold leading-snug" data-testid="pending-title">
          <ModeratedText segments={listing.title} />
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Seller{" "}
          <Link to={`/users/${listing.sellerHandle}`} className="font-medium" data-testid="seller-handle">
            @{listing.sellerHandle}
          </Link>
          {" · "}
          {listing.reentered ? "back in review since " : "submitted "}
          {formatDate(listing.enteredReviewAt)}
          {listing.reentered && <> (first submitted {formatDate(listing.createdAt)})</>}
        </p>
      </header>

      <div className="grid gap-6 px-4 py-4 sm:px-6 lg:grid-cols-3">
        <section className="min-w-0 lg:col-span-2" aria-label="Description">
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Description</h3>
          {listing.description.length ? (
            <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed text-slate-800" data-testid="pending-description">
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

      {draft && (
        <section
          id={`review-${listing.id}-request`}
          className="scroll-mt-24 border-t border-slate-200 bg-slate-50 px-4 py-4 sm:px-6"
          aria-label="Request more info"
        >
          <h3 className="mb-3 text-sm font-semibold">Request More Info</h3>
          <RequestInfoForm judgmentId={listing.id} returnTo={returnTo} limits={limits} draft={draft} />
        </section>
      )}

      <footer className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <Link to={`/judgments/${listing.id}`} className="text-sm font-medium">
          Open listing page
        </Link>
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
            {!draft && <RequestInfoButton judgmentId={listing.id} />}
            <form method="post" action="/admin/judgments/approve">
              <input type="hidden" name="judgment_id" value={listing.id} />
              <input type="hidden" name="redirect_to" value={returnTo} />
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
      {!draft && !own && (
        <RequestInfoDialog
          judgmentId={listing.id}
          title={titleText(listing)}
          sellerHandle={listing.sellerHandle}
          returnTo={returnTo}
          limits={limits}
        />
      )}
    </article>
  );
}

function titleText(listing: ReviewListing): string {
  return listing.title.map((segment) => segment.text).join("");
}
