// The data of /admin/judgments/pending: the review queue, oldest first, with each listing's title
// and description checked against the active banned words and for contact details (DESIGN.md
// section 6), cut into highlighted pieces for the page. The text itself is never changed. Each
// listing also shows its collectability facts and its value today (estimated balance and
// enforceability clock, under the newest rules), and whether approving it needs the
// administrator's review of a judgment past its limit, and (resubmitted after a decline) why it was
// declined. Pages of PENDING_PAGE_SIZE, oldest first; the outcome of the last action taken here
// comes with the page, to be shown where the card was.
import { findModerationHits, highlightSegments, type HitKind, type Segment } from "~/domain/moderation";
import { priceShareBps } from "~/domain/fees";
import { isListingFeeDue } from "~/domain/listing-status";
import type { AppServices } from "~/server/context";
import { adminPageLinks, requestedPage, type AdminPageLinks } from "~/server/admin/paging";
import { DECLINE_REASON, INFO_REQUEST_MESSAGE, reviewVersionOf } from "~/server/admin/listing-review";
import {
  REVIEW_QUEUE_PATH as PENDING_PATH,
  approveRefusal,
  reviewDraft,
  reviewNotice,
  type ApproveRefusal,
  type ReviewDraft,
  type ReviewNotice,
} from "~/server/admin/review-answer";
import { pageRange, PENDING_PAGE_SIZE } from "~/domain/review-queue";
import { factRows, type FactRow } from "~/domain/collectability-facts";
import { todayIso } from "~/domain/dates";
import { splitFacts, type CollectabilityFacts } from "~/domain/judgment-value/facts";
import { judgmentValue, type RuleBook } from "~/domain/judgment-value/value";
import { needsLimitReview, valueSummary, type ValueSummary } from "~/domain/limit-review";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { verifiedAmong } from "~/server/queries/court-verifications";
import { activeBannedWords } from "~/server/queries/banned-words";
import {
  countPendingListings,
  countPendingPortfolios,
  latestDeclines,
  listPendingListings,
  listPendingPortfolios,
  type PendingListing,
  type PendingPortfolio,
} from "~/server/queries/listing-review";
import { listValueInputs } from "~/server/queries/judgment-value";
import { listMembersOfPortfolios } from "~/server/queries/portfolios";
import { unreviewedPastLimit } from "~/server/listings/listing-value";

export type ReviewHit = { kind: HitKind; text: string; field: "title" | "description" };

export type ReviewListing = Omit<PendingListing, "title" | "description" | keyof CollectabilityFacts> & {
  /** No fee due, or the fee was paid: approving is allowed. */
  listingFeePaid: boolean;
  title: Segment[];
  description: Segment[];
  hits: ReviewHit[];
  priceShareBps: number;
  facts: FactRow[];
  value: ValueSummary;
  /** Past its limit and not reviewed yet: approving needs the administrator's tick. */
  needsLimitReview: boolean;
  /** Resubmitted after a decline: the reason it was declined, for the reviewer to check the fix. */
  previousDecline: { reason: string; declinedAt: Date } | null;
  /** The version shown, which the card's decisions send back (refused once the listing changed). */
  version: string;
  /** A verification against the court record is in force (docs/decisions/0047). */
  courtVerified: boolean;
};

/**
 * A portfolio waiting for review (docs/decisions/0055): its judgments instead of court facts, its
 * title and description checked as a listing's are.
 */
export type ReviewPortfolio = Omit<PendingPortfolio, "title" | "description"> & {
  title: Segment[];
  description: Segment[];
  hits: ReviewHit[];
  version: string;
  /** The price as a share of the judgments' face value. */
  priceShareBps: number;
  members: {
    id: number;
    title: string;
    place: string;
    dateAwarded: string;
    amountCents: number;
    estimatedBalanceCents: number | null;
    verified: boolean;
    /** Past its limit and not reviewed yet: approving the portfolio needs the administrator's tick. */
    needsLimitReview: boolean;
  }[];
  /** One of its judgments is past its limit unreviewed (pastLimitHold's rule): approving needs the tick. */
  needsLimitReview: boolean;
};

export type PendingPageData = {
  total: number;
  /** The portfolios waiting longest (at most PENDING_PAGE_SIZE), on the queue's first page, above its judgments. */
  portfolios: ReviewPortfolio[];
  /** All the portfolios waiting for review, counted. */
  portfoliosTotal: number;
  listings: ReviewListing[];
  paging: AdminPageLinks;
  /** "Showing {from} to {to} of {total}". */
  range: { from: number; to: number };
  /** Hits on this page: how many, in how many listings, and by kind. */
  summary: { hits: number; listings: number; byKind: Partial<Record<HitKind, number>> };
  draft: ReviewDraft | null;
  /** An approval just refused for a field (the limit review's checkbox), shown on its card. */
  approveRefusal: ApproveRefusal | null;
  /** The outcome of the action just taken from this page, shown at the card's place. */
  notice: ReviewNotice | null;
  limits: { request_info: typeof INFO_REQUEST_MESSAGE; decline: typeof DECLINE_REASON };
  /** Where the review forms return: this page of the queue. */
  here: string;
};

/** One listing's title and description checked against the words and the contact-detail rules; its facts and value. */
export function reviewListing(
  listing: PendingListing,
  bannedWords: readonly string[],
  feePaid: boolean,
  value: { book: RuleBook; asOf: string },
  previousDecline: ReviewListing["previousDecline"] = null,
  courtVerified = false,
): ReviewListing {
  const { facts, rest: row } = splitFacts(listing);
  const today = judgmentValue(
    {
      amountCents: listing.amountCents,
      priceCents: listing.priceCents,
      dateAwarded: listing.dateAwarded,
      stateCode: listing.stateAbbreviation,
      facts,
      payments: listing.paymentsReceived,
    },
    value.book,
    value.asOf,
  );
  return {
    ...row,
    facts: factRows(facts),
    value: valueSummary(today),
    needsLimitReview: needsLimitReview(today, listing.limitReview?.at ?? null),
    listingFeePaid: feePaid,
    previousDecline,
    courtVerified,
    version: reviewVersionOf(listing.updatedAt),
    ...moderated(listing, bannedWords),
    priceShareBps: priceShareBps(listing.priceCents, listing.amountCents),
  };
}

/** A listing's title and description cut into highlighted segments, and its hits (either kind of listing). */
function moderated(
  listing: { title: string; description: string },
  bannedWords: readonly string[],
): { title: Segment[]; description: Segment[]; hits: ReviewHit[] } {
  const titleHits = findModerationHits(listing.title, bannedWords);
  const descriptionHits = findModerationHits(listing.description, bannedWords);
  return {
    title: highlightSegments(listing.title, titleHits),
    description: highlightSegments(listing.description, descriptionHits),
    hits: [
      ...titleHits.map((hit) => ({ kind: hit.kind, text: hit.text, field: "title" as const })),
      ...descriptionHits.map((hit) => ({ kind: hit.kind, text: hit.text, field: "description" as const })),
    ],
  };
}

export async function loadPendingPage(request: Request, services: AppServices): Promise<PendingPageData> {
  const url = new URL(request.url);
  const { db } = services;
  const [total, bannedWords] = [await countPendingListings(db), await activeBannedWords(db)];
  const paging = adminPageLinks({ path: PENDING_PATH, requested: requestedPage(url) }, total, PENDING_PAGE_SIZE);
  const rows = total ? await listPendingListings(db, { page: paging.page }) : [];
  const value = { book: await loadRuleBook(db), asOf: todayIso(services.clock.now()) };
  // The fee paid comes with each row (one query for the page, not one per listing); so do the
  // earlier declines of the resubmitted ones.
  const declines = await latestDeclines(
    db,
    rows.filter((row) => row.resubmitted).map((row) => row.id),
  );
  const verified = await verifiedAmong(
    db,
    rows.map((row) => row.id),
  );
  const listings = rows.map((row) =>
    reviewListing(
      row,
      bannedWords,
      !isListingFeeDue(row.listingFeeCents, row.listingFeePaidCents),
      value,
      declines.get(row.id) ?? null,
      verified.has(row.id),
    ),
  );
  const portfoliosTotal = await countPendingPortfolios(db);
  const portfolios = paging.page === 1 && portfoliosTotal > 0 ? await loadPendingPortfolios(services, bannedWords, value) : [];
  // The summary counts every card on the page, the portfolios' too.
  const checked = [...portfolios, ...listings];
  const byKind: Partial<Record<HitKind, number>> = {};
  for (const hit of checked.flatMap((listing) => listing.hits)) byKind[hit.kind] = (byKind[hit.kind] ?? 0) + 1;
  return {
    total,
    portfolios,
    portfoliosTotal,
    listings,
    paging,
    range: pageRange(paging.page, PENDING_PAGE_SIZE, listings.length),
    summary: {
      hits: checked.reduce((sum, listing) => sum + listing.hits.length, 0),
      listings: checked.filter((listing) => listing.hits.length > 0).length,
      byKind,
    },
    draft: await reviewDraft.take(request, services),
    approveRefusal: await approveRefusal.take(request, services),
    notice: await reviewNotice.take(request, services),
    limits: { request_info: INFO_REQUEST_MESSAGE, decline: DECLINE_REASON },
    here: paging.page > 1 ? `${PENDING_PATH}?page=${paging.page}` : PENDING_PATH,
  };
}

/**
 * The portfolios waiting longest for review (at most a page's worth) with their judgments, each
 * already reviewed on its own: the members of all of them in one query, their values in another.
 * A judgment past its limit that no administrator reviewed is marked, as pastLimitHold will ask at
 * the approval (the same rule, the same day).
 */
async function loadPendingPortfolios(
  services: AppServices,
  bannedWords: readonly string[],
  value: { book: RuleBook; asOf: string },
): Promise<ReviewPortfolio[]> {
  const portfolios = await listPendingPortfolios(services.db, { limit: PENDING_PAGE_SIZE });
  const members = await listMembersOfPortfolios(
    services.db,
    portfolios.map((p) => p.id),
  );
  const memberIds = [...members.values()].flat().map((m) => m.id);
  const held = new Set(unreviewedPastLimit(await listValueInputs(services.db, memberIds), value.book, value.asOf).map((h) => h.row.id));
  return portfolios.map((portfolio) => {
    const judgments = (members.get(portfolio.id) ?? []).map((m) => ({
      id: m.id,
      title: m.title,
      place: `${m.countyName}, ${m.stateName}`,
      dateAwarded: m.dateAwarded,
      amountCents: m.amountCents,
      estimatedBalanceCents: m.estimatedBalanceCents,
      verified: m.verified,
      needsLimitReview: held.has(m.id),
    }));
    return {
      ...portfolio,
      ...moderated(portfolio, bannedWords),
      version: reviewVersionOf(portfolio.updatedAt),
      priceShareBps: priceShareBps(portfolio.priceCents, portfolio.amountCents),
      members: judgments,
      needsLimitReview: judgments.some((m) => m.needsLimitReview),
    };
  });
}
