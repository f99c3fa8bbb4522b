// Fixed-window counters in PostgreSQL, shared by every app instance.
import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { rateLimits } from "~/server/db/schema";

/** Adds one hit to `key` and answers the count in the current window and when it resets. */
export async function hitCounter(db: Executor, key: string, windowSeconds: number) {
  const interval = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${interval}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${interval} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row;
}

/** The current count for `key` without adding to it (0 when the window has passed). */
export async function peekCounter(db: Executor, key: string) {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (!row || row.resetAt.getTime() <= Date.now()) return { count: 0, resetAt: new Date() };
  return row;
}

export async function clearCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
