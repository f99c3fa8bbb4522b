// Rate-limit counters in PostgreSQL, shared by every app instance. Each reservation is a single
// INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING: the row lock it takes makes simultaneous
// attempts queue, so each one sees the count the previous one left and no burst slips through.
import { and, eq, lte, sql } from "drizzle-orm";
import type { BackoffRule, RateRule } from "~/config/limits";
import type { Executor } from "~/server/db/client";
import { rateLimits } from "~/server/db/schema";

const expired = sql`${rateLimits.resetAt} <= now()`;

function seconds(value: number | ReturnType<typeof sql>) {
  return sql`make_interval(secs => ${value})`;
}

/**
 * The wait a backoff rule imposes after `count` attempts (SQL, for a count column or value). The
 * exponent stops at 30: past about 1,000 doublings power() overflows and the query would fail.
 */
function backoffDelay(count: ReturnType<typeof sql> | typeof rateLimits.count, rule: BackoffRule) {
  return seconds(
    sql`case when ${count} < ${rule.max} then 0 else least(${rule.delaySeconds} * power(2, least(${count} - ${rule.max}, 30)), ${rule.maxDelaySeconds}) end`,
  );
}

/**
 * Counts one attempt if `rule` lets it go ahead, and answers the new count; null when refused
 * (a refused attempt is not counted). Fixed window: at most `max` until the window ends.
 */
export async function reserveFixed(db: Executor, key: string, rule: RateRule): Promise<number | null> {
  const window = seconds(rule.windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.resetAt} end`,
      },
      setWhere: sql`${expired} or ${rateLimits.count} < ${rule.max}`,
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? null;
}

/**
 * Like reserveFixed for a backoff rule. The row's reset_at is always "last attempt + window", so
 * the last attempt's time is reset_at − window and the next one may come delay(count) after it.
 */
export async function reserveWithBackoff(db: Executor, key: string, rule: BackoffRule): Promise<number | null> {
  const window = seconds(rule.windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`now() + ${window}`,
      },
      setWhere: sql`${expired} or ${rateLimits.count} < ${rule.max}
        or ${rateLimits.resetAt} - ${window} + ${backoffDelay(rateLimits.count, rule)} <= now()`,
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? null;
}

/** Seconds until `key` lets an attempt go ahead again under `rule` (at least 1). */
export async function secondsUntilAllowed(db: Executor, key: string, rule: RateRule | BackoffRule): Promise<number> {
  const next =
    "delaySeconds" in rule
      ? sql`${rateLimits.resetAt} - ${seconds(rule.windowSeconds)} + ${backoffDelay(rateLimits.count, rule)}`
      : sql`${rateLimits.resetAt}`;
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from (${next} - now())))::int` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return Math.max(1, row?.wait ?? 1);
}

/** Takes one attempt back (an attempt that turned out not to be a failure). */
export async function refundCounter(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets `key`, but only while its count is at most `count` (no other attempt came since). */
export async function clearCounterAtMost(db: Executor, key: string, count: number): Promise<boolean> {
  const rows = await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.key, key), lte(rateLimits.count, count)))
    .returning({ key: rateLimits.key });
  return rows.length > 0;
}

/** Remembers a fact (such as "this address signed in to this account") for `windowSeconds`. */
export async function rememberMark(db: Executor, key: string, windowSeconds: number): Promise<void> {
  const until = sql`now() + ${seconds(windowSeconds)}`;
  await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: until })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, resetAt: until } });
}

export async function hasMark(db: Executor, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.resetAt} > now()`));
  return Boolean(row);
}

/** Forgets `key` whatever its count. */
export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Forgets every counter and mark whose key starts with `prefix` (e.g. an account's trusted browsers). */
export async function deleteCountersStartingWith(db: Executor, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}

/** The current count for `key` (0 once its window has passed); for tests and diagnostics. */
export async function peekCounter(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.resetAt} > now()`));
  return row?.count ?? 0;
}

/** Drops counters whose window has passed (the next attempt would start them afresh anyway). */
export async function deleteExpiredCounters(db: Executor): Promise<number> {
  const rows = await db.delete(rateLimits).where(expired).returning({ key: rateLimits.key });
  return rows.length;
}
