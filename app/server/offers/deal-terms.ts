// The deal math's inputs for one listing and one viewer (issue 29): the listing as this viewer may
// see it (null: answer 404), which side of a deal they would be on (the owner sells, anyone else
// buys) and the listing's terms today (its asking price, its estimated balance under the newest
// rules, as the judgment page computes it).
import { dealTermsOf, type DealSide, type DealTerms } from "~/domain/deal-math";
import type { Viewer } from "~/domain/listing-visibility";
import type { Executor } from "~/server/db/client";
import { listingValueToday } from "~/server/judgment-value/today";
import { findJudgmentRecord, viewableBy, type ViewableJudgment } from "~/server/queries/judgment-detail";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { findStatements } from "~/server/queries/statements";
import { cachedComparablesFor } from "~/server/comparables/cached-figures";
import { comparableFactsOf } from "~/server/queries/comparables";

export type ListingDeal = ViewableJudgment & { side: DealSide; terms: DealTerms };

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
  const [record, rules] = await Promise.all([findJudgmentRecord(db, id), loadRuleBook(db)]);
  const viewable = record && viewableBy(record, viewer, now);
  if (!viewable) return null;
  const { judgment, access } = viewable;
  const statements = await findStatements(db, judgment.id, { withAddress: false });
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
    judgment,
    access,
    side: access.relation === "owner" ? "seller" : "buyer",
    terms: dealTermsOf(judgment.priceCents, value, similar),
  };
}
