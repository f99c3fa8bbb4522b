// A listing's views, watchers and offers by day for its owner (app/domain/listing-activity.ts): one
// statement, a grouped count per kind and day from `fromDay` on (US Eastern days). Each branch is
// served by an index that starts with the listing: listing_views' primary key (judgment_id,
// viewer_key, view_date: the day is checked inside the index, an index-only scan over this
// listing's views), watchlist_judgment_idx and offers_judgment_status_idx.
import { sql, type AnyColumn } from "drizzle-orm";
import type { ActivityKind } from "~/domain/listing-activity";
import type { Executor } from "~/server/db/client";
import { listingViews, offers, watchlist } from "~/server/db/schema";

type Row = { kind: ActivityKind; day: string; n: number };

export function listingActivitySql(judgmentId: number, fromDay: string) {
  // The instant the first day starts in US Eastern time, for the columns that are instants.
  const since = sql`(${fromDay}::date)::timestamp at time zone 'America/New_York'`;
  const dayOf = (column: AnyColumn) => sql`to_char(${column} at time zone 'America/New_York', 'YYYY-MM-DD')`;
  return sql`
    select 'views' as kind, to_char(${listingViews.viewDate}, 'YYYY-MM-DD') as day, count(*)::integer as n
    from ${listingViews} where ${listingViews.judgmentId} = ${judgmentId} and ${listingViews.viewDate} >= ${fromDay}::date
    group by 2
    union all
    select 'watchers', ${dayOf(watchlist.createdAt)}, count(*)::integer
    from ${watchlist} where ${watchlist.judgmentId} = ${judgmentId} and ${watchlist.createdAt} >= ${since}
    group by 2
    union all
    select 'offers', ${dayOf(offers.createdAt)}, count(*)::integer
    from ${offers} where ${offers.judgmentId} = ${judgmentId} and ${offers.createdAt} >= ${since}
    group by 2`;
}

export async function listListingActivity(db: Executor, judgmentId: number, fromDay: string): Promise<Row[]> {
  const result = await db.execute(listingActivitySql(judgmentId, fromDay));
  return (result as unknown as { rows: { kind: ActivityKind; day: string; n: number | string }[] }).rows.map((r) => ({
    kind: r.kind,
    day: r.day,
    n: Number(r.n),
  }));
}
