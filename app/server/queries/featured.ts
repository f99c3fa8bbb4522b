// The home page's featured judgments: paid "featured" listings first, then the newest active ones.
//
// Order: featured nationwide, then featured in-state, then everything else; within each, newest
// listed first (a listing without listed_at last), then the higher id. With a million judgments,
// sorting every active listing by that order reads the whole table on each home page view, so the
// list is built from bounded index walks instead, each taking at most `limit` rows:
// 1. featured listings, by the partial index judgments_featured_idx (featured rows only, led by
//    status, ordered nationwide first, then newest);
// 2. the newest active listings, by judgments_browse_idx (status, listed_at desc, id desc), the
//    same walk as page 1 of /judgments; featured ones already taken are skipped;
// 3. only when still short (active listings never listed; none normally): those, newest id first.
import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { ListingSummary } from "~/domain/listing-summary";
import type { Executor } from "~/server/db/client";
import { counties, judgments, states } from "~/server/db/schema";
import { listingSummaryColumns, summaryOf } from "~/server/queries/listing-summary";
import { firstLookColumn, outOfFirstLook, visibleToViewer, type ListAudience } from "~/server/queries/listing-visibility";
import { literalCount, param, runPrepared, type Params } from "~/server/queries/prepared";

export type FeaturedJudgment = ListingSummary & {
  /** Bought the featured-nationwide or featured-in-state enhancement. */
  featured: boolean;
  /** In its premium first look (listed only to premium members and administrators). */
  firstLook: boolean;
};

const active = eq(judgments.status, "active");
/** Nationwide first, then newest: exactly judgments_featured_idx's keys and NULLS placement. */
const featuredOrder = [
  sql`${judgments.featuredNationwide} desc nulls first`,
  sql`${judgments.listedAt} desc nulls last`,
  sql`${judgments.id} desc nulls first`,
];
/** Exactly the predicate of the partial index judgments_featured_idx, so the planner can use it
 * (constant: no parameters, so it holds for generic plans too). */
const isFeatured = or(judgments.featuredNationwide, judgments.featuredState)!;

/**
 * One walk, prepared once per `shape` (app/server/queries/prepared.ts): `where` puts its values in
 * `params` as placeholders, and `shape` names what changes its text.
 */
async function selectFeatured(
  db: Executor,
  shape: string,
  audience: ListAudience,
  query: { where: SQL; params: Params; order: SQL[] },
  limit: number,
): Promise<FeaturedJudgment[]> {
  if (limit <= 0) return [];
  const params: Params = { ...query.params };
  const firstLook = firstLookColumn(audience, params);
  const rows = await runPrepared(
    db,
    `featured|${shape}|firstLook=${audience.firstLook}|limit=${limit}`,
    () =>
      db
        .select({
          ...listingSummaryColumns,
          featuredNationwide: judgments.featuredNationwide,
          featuredState: judgments.featuredState,
          firstLook,
        })
        .from(judgments)
        // Left joins: a portfolio (among the newest) has no place of its own across states (docs/decisions/0055).
        .leftJoin(states, eq(states.id, judgments.stateId))
        .leftJoin(counties, eq(counties.id, judgments.countyId))
        .where(query.where)
        .orderBy(...query.order)
        .limit(literalCount(limit)),
    params,
  );
  // Each field named (summaryOf): object rest on these rows is V8's slow copy (decision 0056).
  return rows.map((row) => ({ ...summaryOf(row), firstLook: row.firstLook, featured: row.featuredNationwide || row.featuredState }));
}

/** `audience`: whether the list includes listings in their premium first look (listAudience). */
export async function listFeaturedJudgments(db: Executor, audience: ListAudience, limit = 6): Promise<FeaturedJudgment[]> {
  const wanted = Math.max(0, Math.floor(limit));
  if (wanted === 0) return [];

  // 1. Featured: nationwide (true sorts first descending) before in-state, then newest. The sort
  //    keys and their NULLS placement match judgments_featured_idx exactly.
  const featuredParams: Params = {};
  const featured = await selectFeatured(
    db,
    "home-featured",
    audience,
    { where: and(active, isFeatured, outOfFirstLook(audience, featuredParams))!, params: featuredParams, order: featuredOrder },
    wanted,
  );
  const result = [...featured];
  const taken = new Set(result.map((row) => row.id));
  const addNew = (rows: FeaturedJudgment[]) => {
    for (const row of rows) {
      if (result.length >= wanted) return;
      if (taken.has(row.id)) continue;
      taken.add(row.id);
      result.push(row);
    }
  };

  // 2. Newest listed. Up to `featured.length` of these may be featured ones already taken, so
  //    `wanted` rows always leave enough others. listed_at desc, id desc is the browse index order.
  if (result.length < wanted) {
    const params: Params = {};
    const where = visibleToViewer(audience, params);
    const newest = await selectFeatured(
      db,
      "home-newest",
      audience,
      { where, params, order: [desc(judgments.listedAt), desc(judgments.id)] },
      wanted,
    );
    addNew(newest);
  }

  // 3. Active but never listed (listed_at null sorts last): only when the list is still short.
  if (result.length < wanted) {
    // Never listed: never in a first look.
    const where = and(active, isNull(judgments.listedAt))!;
    const unlisted = await selectFeatured(db, "home-unlisted", audience, { where, params: {}, order: [desc(judgments.id)] }, wanted);
    addNew(unlisted);
  }
  return result;
}

/**
 * The paid "featured" listings a browse page shows above its results: on a state's page, those
 * featured in that state (and nationwide ones of that state); on the unfiltered list, those
 * featured nationwide. Walks the partial index judgments_featured_idx (featured rows only).
 */
export function listFeaturedForBrowse(
  db: Executor,
  place: { stateId: number | null },
  audience: ListAudience,
  limit = 6,
): Promise<FeaturedJudgment[]> {
  const params: Params = {};
  const where =
    place.stateId === null
      ? and(active, isFeatured, eq(judgments.featuredNationwide, true), outOfFirstLook(audience, params))
      : and(active, isFeatured, eq(judgments.stateId, param(params, "stateId", place.stateId)), outOfFirstLook(audience, params));
  const shape = place.stateId === null ? "browse-nationwide" : "browse-state";
  return selectFeatured(db, shape, audience, { where: where!, params, order: featuredOrder }, limit);
}
