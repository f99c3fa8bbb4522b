// The home page's featured judgments: paid "featured" listings first, then the newest active ones.
import { desc, eq, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { counties, judgments, states } from "~/server/db/schema";

export type FeaturedJudgment = {
  id: number;
  title: string;
  stateName: string;
  stateAbbreviation: string;
  countyName: string;
  amountCents: number;
  priceCents: number;
  listedAt: Date | null;
  /** Bought the featured-nationwide or featured-in-state enhancement. */
  featured: boolean;
};

export async function listFeaturedJudgments(db: Executor, limit = 6): Promise<FeaturedJudgment[]> {
  // Nationwide before in-state, both before plain listings; then newest first.
  const featuredRank = sql<number>`case when ${judgments.featuredNationwide} then 0 when ${judgments.featuredState} then 1 else 2 end`;
  const rows = await db
    .select({
      id: judgments.id,
      title: judgments.title,
      stateName: states.name,
      stateAbbreviation: states.abbreviation,
      countyName: counties.name,
      amountCents: judgments.amountCents,
      priceCents: judgments.priceCents,
      listedAt: judgments.listedAt,
      featuredNationwide: judgments.featuredNationwide,
      featuredState: judgments.featuredState,
    })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .where(eq(judgments.status, "active"))
    .orderBy(featuredRank, sql`${judgments.listedAt} desc nulls last`, desc(judgments.id))
    .limit(Math.max(0, Math.floor(limit)));
  return rows.map(({ featuredNationwide, featuredState, ...row }) => ({
    ...row,
    featured: featuredNationwide || featuredState,
  }));
}
