// The dashboard's Featured panel and GET /api/judgments/featured.
import type { Executor } from "~/server/db/client";
import { listFeaturedJudgments } from "~/server/queries/featured";
import type { ListAudience } from "~/server/queries/listing-visibility";
import { summariesByIds, type ListingSummaryJson, type UserRef } from "./listing-summary";

export const FEATURED_LIMIT = 12;

export type FeaturedListing = ListingSummaryJson & {
  featured: boolean;
  /** In its premium first look (only premium members and administrators are shown such listings). */
  first_look: boolean;
  user: UserRef;
};

/**
 * Featured-nationwide, then featured-in-state listings, then the newest active ones. The order is
 * listFeaturedJudgments' (the public home's), so the two never disagree; this adds the ids and
 * the seller the API answers with.
 */
export async function listFeatured(db: Executor, audience: ListAudience, limit = FEATURED_LIMIT): Promise<FeaturedListing[]> {
  const ranked = await listFeaturedJudgments(db, audience, limit);
  const summaries = await summariesByIds(
    db,
    ranked.map((j) => j.id),
  );
  return ranked.flatMap((j) => {
    const summary = summaries.get(j.id);
    // A listing sold or hidden between the two lookups is left out rather than shown as live.
    return summary && summary.status === "active" ? [{ ...summary, featured: j.featured, first_look: j.firstLook }] : [];
  });
}
