// The notification settings (/notifications): which optional e-mail topics a member switched off.
// A row in email_opt_outs means "switched off"; no row, the topic is on.
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { OptionalNotificationTopic } from "~/domain/notification-topics";
import type { Database, Executor } from "~/server/db/client";
import { emailOptOuts, users, watchlist } from "~/server/db/schema";

/** The topics the member switched off. */
export async function listOptOuts(db: Executor, userId: number): Promise<OptionalNotificationTopic[]> {
  const rows = await db
    .select({ topic: emailOptOuts.topic })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, userId))
    .orderBy(asc(emailOptOuts.topic));
  return rows.map((row) => row.topic);
}

export async function hasOptedOut(db: Executor, userId: number, topic: OptionalNotificationTopic): Promise<boolean> {
  const [row] = await db
    .select({ userId: emailOptOuts.userId })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.topic, topic)));
  return Boolean(row);
}

/** Replaces the member's opt-outs with `topics`, in one transaction. */
export async function saveOptOuts(db: Database, userId: number, topics: readonly OptionalNotificationTopic[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(emailOptOuts).where(eq(emailOptOuts.userId, userId));
    if (topics.length > 0) {
      await tx
        .insert(emailOptOuts)
        .values(topics.map((topic) => ({ userId, topic })))
        .onConflictDoNothing();
    }
  });
}

export type Watcher = { id: number; name: string; email: string };

/** The members watching a listing, except `exceptUserIds` (the owner, the winning buyer); deleted members left out. */
export async function listWatchers(db: Executor, judgmentId: number, exceptUserIds: readonly number[]): Promise<Watcher[]> {
  const conditions = [eq(watchlist.judgmentId, judgmentId), isNull(users.deletedAt)];
  for (const id of exceptUserIds) conditions.push(ne(watchlist.userId, id));
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(watchlist)
    .innerJoin(users, eq(users.id, watchlist.userId))
    .where(and(...conditions))
    .orderBy(asc(users.id));
}
