// Who a listing view belongs to. The views themselves are written in batches by
// app/server/listings/view-counter.ts: the listing_views row is the proof a viewer was counted that
// day, and judgments.views_count grows only with new rows, so reloads and two tabs never count twice.
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { clientNetwork } from "~/domain/client-network";
import type { Database } from "~/server/db/client";

export type View = {
  judgmentId: number;
  /** viewerKeyFor: `u:{id}` for a member, a keyed hash of the network for a visitor. */
  viewerKey: string;
  /** The member viewing, so the owner's own views are left out; null for a visitor. */
  viewerId: number | null;
};

/**
 * One statement for a batch of views: the first view per viewer and day ('YYYY-MM-DD') inserts
 * its listing_views row (the proof it was counted), and only those new rows raise views_count.
 * Only live listings count, and never their owner's own views.
 */
export async function writeViews(db: Database, batch: (View & { day: string })[]): Promise<void> {
  const rows = JSON.stringify(
    batch.map((v) => ({ judgment_id: v.judgmentId, viewer_key: v.viewerKey, view_date: v.day, viewer_id: v.viewerId })),
  );
  const ids = [...new Set(batch.map((v) => v.judgmentId))].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    // The listings' rows locked in id order first: two instances writing batches that share
    // listings then wait for each other instead of deadlocking.
    await tx.execute(
      sql`select id from judgments where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id for update`,
    );
    await tx.execute(sql`
      with batch as (
        select * from jsonb_to_recordset(${rows}::jsonb) as b(judgment_id integer, viewer_key text, view_date date, viewer_id integer)
      ), counted as (
        insert into listing_views (judgment_id, viewer_key, view_date)
        select b.judgment_id, b.viewer_key, b.view_date
        from batch b join judgments j on j.id = b.judgment_id
        where j.status = 'active' and (b.viewer_id is null or j.seller_id <> b.viewer_id)
        on conflict do nothing
        returning judgment_id
      )
      update judgments set views_count = judgments.views_count + c.n
      from (select judgment_id, count(*)::integer as n from counted group by judgment_id) c
      where judgments.id = c.judgment_id`);
  });
}

/**
 * Who a view belongs to: `u:{id}` for members; for visitors a keyed hash of their network
 * (app/domain/client-network.ts), so no session has to be created for every passer-by and no
 * address is stored. Not the browser: a header the visitor chooses would let one person count
 * again and again by changing it. Visitors sharing a network count once a day together, which
 * errs on the low side.
 */
export function viewerKeyFor(viewer: { userId: number } | { ip: string; secret: string }): string {
  if ("userId" in viewer) return `u:${viewer.userId}`;
  const digest = createHmac("sha256", viewer.secret).update(clientNetwork(viewer.ip)).digest("base64url");
  return `v:${digest.slice(0, 32)}`;
}
