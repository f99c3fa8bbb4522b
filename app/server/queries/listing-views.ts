// Listing views: counted once per viewer per day. The listing_views row is the proof a viewer was
// counted; judgments.views_count grows only when that row is new, in the same transaction, so
// reloads, revalidations and two tabs never count twice.
import { createHmac } from "node:crypto";
import { clientNetwork } from "~/domain/client-network";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { judgments, listingViews } from "~/server/db/schema";

/**
 * Records that `viewerKey` saw the listing on `day` ('YYYY-MM-DD'). Answers true when this was the
 * viewer's first view that day (and the counter went up), false otherwise.
 */
export async function recordListingView(db: Database, judgmentId: number, viewerKey: string, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(listingViews)
      .values({ judgmentId, viewerKey, viewDate: day })
      .onConflictDoNothing()
      .returning({ judgmentId: listingViews.judgmentId });
    if (inserted.length === 0) return false;
    await tx
      .update(judgments)
      .set({ viewsCount: sql`${judgments.viewsCount} + 1` })
      .where(eq(judgments.id, judgmentId));
    return true;
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
