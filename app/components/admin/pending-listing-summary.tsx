// The closed face of a listing in the review queue: what decides which one to open first, on one
// or two lines — the title (its moderation hits marked), the seller, when it entered review, the
// judgment amount and asking price, and the flags that need attention (hits, an unpaid listing
// fee, a judgment past its limit, an edit or a resubmission after a decline, an unverified seller,
// private documents, one's own listing). It is the <summary> of the card's <details>, so it opens
// and closes with a click, Enter or Space, without JavaScript.
import { formatDate } from "~/domain/dates";
import { listingStatusLabel } from "~/domain/listing-status";
import { formatMoney, formatPercent } from "~/domain/money";
import { ModeratedText } from "./moderated-text";
import type { ReviewListing } from "./pending-listing-card";

type Tone = "red" | "orange" | "amber" | "sky" | "violet" | "slate";

const tones: Record<Tone, string> = {
  red: "bg-red-100 text-red-800",
  orange: "bg-orange-100 text-orange-900",
  amber: "bg-amber-100 text-amber-900",
  sky: "bg-sky-100 text-sky-900",
  violet: "bg-violet-100 text-violet-900",
  slate: "bg-slate-100 text-slate-700",
};

type Flag = { text: string; tone: Tone; testId?: string };

function flagsOf(listing: ReviewListing, own: boolean): Flag[] {
  const hits = listing.hits.length;
  const flags: (Flag | false)[] = [
    hits > 0 && { text: `${hits} moderation ${hits === 1 ? "hit" : "hits"}`, tone: "red", testId: "hit-count" },
    !listing.listingFeePaid && { text: listingStatusLabel("new", true), tone: "orange", testId: "awaiting-fee" },
    listing.needsLimitReview && { text: "Past its limit", tone: "red", testId: "past-limit-flag" },
    listing.resubmitted && { text: "Resubmitted after decline", tone: "violet", testId: "resubmitted" },
    listing.reentered && { text: "Edited after approval", tone: "sky" },
    listing.sellerEmailUnverified && { text: "Seller's e-mail unverified", tone: "amber", testId: "unverified" },
    listing.courtVerified
      ? { text: "Court record verified", tone: "sky", testId: "court-verified" }
      : { text: "Not verified against the court record", tone: "slate", testId: "court-unverified" },
    listing.privacy === "private" && { text: "Private documents", tone: "slate" },
    own && { text: "Your own listing", tone: "slate" },
  ];
  return flags.filter((flag): flag is Flag => Boolean(flag));
}

export function PendingListingSummary({ listing, own, titleId }: { listing: ReviewListing; own: boolean; titleId: string }) {
  const flags = flagsOf(listing, own);
  return (
    <summary
      className="flex cursor-pointer items-start gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-6"
      data-testid="pending-summary"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="mt-1 size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90"
        fill="currentColor"
      >
        <path d="M7.2 4.2a1 1 0 0 1 1.4 0l5.1 5.1a1 1 0 0 1 0 1.4l-5.1 5.1a1 1 0 1 1-1.4-1.4L11.6 10 7.2 5.6a1 1 0 0 1 0-1.4Z" />
      </svg>
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <h2 id={titleId} className="min-w-0 break-words text-base font-semibold leading-snug" data-testid="pending-title">
            <ModeratedText segments={listing.title} />
          </h2>
          <p className="shrink-0 text-sm tabular-nums text-slate-700 sm:text-right" data-testid="pending-figures">
            <span className="sr-only">Judgment amount </span>
            {formatMoney(listing.amountCents)}
            <span className="text-slate-500"> · asking </span>
            <span className="font-semibold text-slate-900">{formatMoney(listing.priceCents)}</span>
            <span className="text-slate-500"> ({formatPercent(listing.priceShareBps)})</span>
          </p>
        </div>
        <p className="mt-0.5 text-sm text-slate-600">
          @{listing.sellerHandle}
          {" · "}
          {listing.reentered || listing.resubmitted ? "back in review " : "submitted "}
          {formatDate(listing.enteredReviewAt)}
        </p>
        {flags.length > 0 && (
          <ul className="mt-1.5 flex flex-wrap gap-1.5 text-xs" aria-label="Flags">
            {flags.map((flag) => (
              <li key={flag.text} className={`rounded-full px-2 py-0.5 font-semibold ${tones[flag.tone]}`} data-testid={flag.testId}>
                {flag.text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </summary>
  );
}
