// Identity checks (identity_sessions) and the member's verified mark (users.identity_verified_at).
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { identitySessions, users } from "~/server/db/schema";

export type IdentitySessionRow = typeof identitySessions.$inferSelect;

export async function insertIdentitySession(
  db: Executor,
  row: { id: string; userId: number; provider: string; status: string; lastErrorCode: string | null; lastErrorReason: string | null },
): Promise<void> {
  await db.insert(identitySessions).values(row);
}

/** The session, locked until the transaction ends when `forUpdate`. */
export async function findIdentitySession(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<IdentitySessionRow | null> {
  const query = db.select().from(identitySessions).where(eq(identitySessions.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The member's most recent session, or null. */
export async function latestIdentitySession(db: Executor, userId: number): Promise<IdentitySessionRow | null> {
  const [row] = await db
    .select()
    .from(identitySessions)
    .where(eq(identitySessions.userId, userId))
    .orderBy(desc(identitySessions.createdAt), desc(identitySessions.id))
    .limit(1);
  return row ?? null;
}

export async function updateIdentitySession(
  db: Executor,
  id: string,
  values: { status: string; lastErrorCode: string | null; lastErrorReason: string | null; at: Date },
): Promise<void> {
  await db
    .update(identitySessions)
    .set({ status: values.status, lastErrorCode: values.lastErrorCode, lastErrorReason: values.lastErrorReason, updatedAt: values.at })
    .where(eq(identitySessions.id, id));
}

/** Sets the member's verified mark, once: true when this call set it. */
export async function markIdentityVerified(db: Executor, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ identityVerifiedAt: at })
    .where(and(eq(users.id, userId), isNull(users.identityVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** When the member's identity was verified, or null. */
export async function identityVerifiedAt(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db.select({ at: users.identityVerifiedAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}
