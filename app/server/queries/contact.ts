import { and, eq } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { contactRequests } from "~/server/db/schema";

export async function insertContactRequest(
  db: Executor,
  row: { userId: number | null; name: string; email: string; message: string },
): Promise<number> {
  const [inserted] = await db.insert(contactRequests).values(row).returning({ id: contactRequests.id });
  return inserted.id;
}

/** The address a member typed in one of their own contact requests (null for anyone else's, or none). */
export async function findOwnContactAddress(db: Executor, userId: number, requestId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: contactRequests.email })
    .from(contactRequests)
    .where(and(eq(contactRequests.id, requestId), eq(contactRequests.userId, userId)));
  return row?.email ?? null;
}
