// The deal math's inputs for one listing and one viewer (issue 29): the listing as this viewer may
// see it (null: answer 404), which side of a deal they would be on (the owner sells, anyone else
// buys) and the listing's terms today: its asking price and its estimated balance (a judgment's under
// the newest rules, as the judgment page computes it; a portfolio's, the sum of its judgments'
// estimates its row keeps, with no similar sales: docs/decisions/0055).
import { dealTermsOf, type DealSide, type DealTerms } from "~/domain/deal-math";
import type { ListingKind, ListingStatus } from "~/domain/listing-status";
import { judgmentAccess, type JudgmentAccess, type Viewer } from "~/domain/listing-visibility";
import { listingPlaceLine } from "~/domain/portfolios";
import type { Executor } from "~/server/db/client";
import { listingValueToday } from "~/server/judgment-value/today";
import { findJudgmentRecord, viewableBy } from "~/server/queries/judgment-detail";
import { findListingRecord } from "~/server/queries/listing-record";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { findStatements } from "~/server/queries/statements";
import { cachedComparablesFor } from "~/server/comparables/cached-figures";
import { comparableFactsOf } from "~/server/queries/comparables";

/** The listing a deal is about, either kind, as the reviews show it. */
export type DealListing = {
  id: number;
  kind: ListingKind;
  title: string;
  status: ListingStatus;
  sellerHandle: string;
  priceCents: number;
  buyNowCents: number | null;
  /** The face value: an offer or a typed amount is at most it. */
  amountCents: number;
  /** The line under its title: "Fresno, California · Case 22CE…", or "Portfolio of 3 judgments · face value $60,000.00". */
  placeLine: string;
};

export type ListingDeal = { listing: DealListing; access: JudgmentAccess; side: DealSide; terms: DealTerms };

const sideOf = (access: JudgmentAccess): DealSide => (access.relation === "owner" ? "seller" : "buyer");

/** A portfolio's deal: its price against its judgments' estimates summed; no similar sales (they are single judgments'). */
async function findPortfolioDeal(db: Executor, id: number, viewer: Viewer, now: Date): Promise<ListingDeal | null> {
  const record = await findListingRecord(db, id);
  if (!record || record.kind !== "portfolio") return null;
  const access = judgmentAccess(record, viewer, now);
  if (!access.canView) return null;
  const balance = record.estimatedBalanceCents;
  return {
    listing: {
      id: record.id,
      kind: record.kind,
      title: record.title,
      status: record.status,
      sellerHandle: record.sellerHandle,
      priceCents: record.priceCents,
      buyNowCents: record.buyNowCents,
      amountCents: record.amountCents,
      placeLine: listingPlaceLine({ kind: "portfolio", size: record.portfolioSize ?? 0, amountCents: record.amountCents }),
    },
    access,
    side: sideOf(access),
    terms: { askingCents: record.priceCents, balanceCents: balance !== null && balance > 0 ? balance : null, similarSales: null },
  };
}

/**
 * `withSimilarSales` also reads what similar judgments sold for (the deal math's answer places the
 * amount among them), kept `cacheSeconds` per process (the deal math is asked on every typing
 * pause); the actions that bind leave it out, it changes nothing they check.
 */
export async function findListingDeal(
  db: Executor,
  id: number,
  viewer: Viewer,
  now: Date,
  { withSimilarSales = false, cacheSeconds = 0 }: { withSimilarSales?: boolean; cacheSeconds?: number } = {},
): Promise<ListingDeal | null> {
  const record = await findJudgmentRecord(db, id);
  // Not a judgment (findJudgmentRecord reads judgments only): a portfolio, or nothing.
  if (!record) return findPortfolioDeal(db, id, viewer, now);
  const viewable = viewableBy(record, viewer, now);
  if (!viewable) return null;
  const { judgment, access } = viewable;
  // The rules of the version read with the record, kept in memory once read (judgment-rules.ts).
  const [statements, rules] = await Promise.all([
    findStatements(db, judgment.id, { withAddress: false }),
    loadRuleBook(db, judgment.rulesVersion ?? undefined),
  ]);
  const { value } = listingValueToday(rules, judgment, now, statements?.payments);
  const similar =
    withSimilarSales && value.balance.kind === "estimate"
      ? await cachedComparablesFor(
          db,
          {
            state: judgment.state,
            dateAwarded: judgment.dateAwarded,
            balanceCents: value.balance.balanceCents,
            facts: comparableFactsOf(judgment.facts),
          },
          now,
          cacheSeconds,
        )
      : null;
  return {
    listing: {
      id: judgment.id,
      kind: "judgment",
      title: judgment.title,
      status: judgment.status,
      sellerHandle: judgment.sellerHandle,
      priceCents: judgment.priceCents,
      buyNowCents: judgment.buyNowCents,
      amountCents: judgment.amountCents,
      placeLine: listingPlaceLine({
        kind: "judgment",
        county: judgment.county.name,
        state: judgment.state.name,
        casenum: judgment.casenum,
      }),
    },
    access,
    side: sideOf(access),
    terms: dealTermsOf(judgment.priceCents, value, similar),
  };
}
