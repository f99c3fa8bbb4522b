// The demo listings' views as the view counter records them (app/server/queries/listing-views.ts):
// a listing_views row per counted view, one viewer once a day, so the owner's views by day (My
// Listing's activity chart, issue 31) agree with the views_count the seed gives each listing. The
// views are spread over the days the listing was on sale (from its going live to today, or to its
// sale) by a fixed formula, so every run of the seed gives the same rows.
import { sql, type AnyColumn } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { judgments, listingViews } from "~/server/db/schema";

/** Writes the views of the demo listings from `firstId` on; `today` is the seed's US Eastern date. */
export async function recordDemoViews(tx: Executor, firstId: number, today: string): Promise<void> {
  const eastern = (instant: AnyColumn) => sql`(${instant} at time zone 'America/New_York')::date`;
  const from = eastern(judgments.listedAt);
  const to = sql`least(${today}::date, coalesce(${eastern(judgments.soldAt)}, ${today}::date))`;
  await tx.execute(sql`
    insert into ${listingViews} (judgment_id, viewer_key, view_date)
    select ${judgments.id}, 'v:demo-' || g, ${from} + ((${judgments.id}::bigint * 7919 + g * 104729) % greatest(1, ${to} - ${from} + 1))::integer
    from ${judgments}, generate_series(1, ${judgments.viewsCount}) g
    where ${judgments.id} >= ${firstId} and ${judgments.listedAt} is not null and ${from} <= ${to}
    on conflict do nothing`);
}
