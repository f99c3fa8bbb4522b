// Listing views: counted once per viewer per day. The listing_views row is the proof a viewer was
// counted; judgments.views_count grows only when that row is new, in the same transaction, so
// reloads, revalidations and two tabs never count twice.
import { createHmac } from "node:crypto";
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
 * Who a view belongs to: `u:{id}` for members; for visitors a keyed hash of their IP address and
 * browser, so no session has to be created for every passer-by and no address is stored. Visitors
 * sharing an address and browser count once a day together, which errs on the low side.
 */
export function viewerKeyFor(viewer: { userId: number } | { ip: string; userAgent: string; secret: string }): string {
  if ("userId" in viewer) return `u:${viewer.userId}`;
  const digest = createHmac("sha256", viewer.secret).update(`${viewer.ip}\n${viewer.userAgent}`).digest("base64url");
  return `v:${digest.slice(0, 32)}`;
}
