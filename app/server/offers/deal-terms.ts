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

export type ListingDeal = ViewableJudgment & { side: DealSide; terms: DealTerms };

export async function findListingDeal(db: Executor, id: number, viewer: Viewer, now: Date): Promise<ListingDeal | null> {
  const [record, rules] = await Promise.all([findJudgmentRecord(db, id), loadRuleBook(db)]);
  const viewable = record && viewableBy(record, viewer, now);
  if (!viewable) return null;
  const { judgment, access } = viewable;
  const statements = await findStatements(db, judgment.id, { withAddress: false });
  const { value } = listingValueToday(rules, judgment, now, statements?.payments);
  return { judgment, access, side: access.relation === "owner" ? "seller" : "buyer", terms: dealTermsOf(judgment.priceCents, value) };
}
