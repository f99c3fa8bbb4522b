// Messages between users (moderated). More queries arrive with the messaging work.
import { and, count, eq } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { messages } from "~/server/db/schema";

/** Approved messages to this user that it has not opened yet: the navbar's badge. */
export async function countUnreadMessages(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, userId), eq(messages.status, "approved"), eq(messages.isRead, false)));
  return Number(row?.n ?? 0);
}
