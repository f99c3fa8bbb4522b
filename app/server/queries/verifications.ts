// One-time tokens (e-mail verification, password reset, invitation). Only the token's hash is stored.
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { verifications } from "~/server/db/schema";

type Purpose = "email" | "password_reset" | "phone" | "invitation";

export async function insertVerification(
  db: Executor,
  row: { userId: number; purpose: Purpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(verifications).values(row);
}

/**
 * Removes every unused token of `userId` for `purpose`: a used link (or a new password) ends the
 * others, and a new confirmation link or invitation the older ones.
 */
export async function revokeLiveVerifications(db: Executor, userId: number, purpose: Purpose): Promise<void> {
  await db
    .delete(verifications)
    .where(and(eq(verifications.userId, userId), eq(verifications.purpose, purpose), isNull(verifications.usedAt)));
}

/** Marks a live, unused token used and answers its user, or null. Atomic: a token works once. */
export async function consumeVerification(db: Executor, purpose: Purpose, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(verifications)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verifications.tokenHash, tokenHash),
        eq(verifications.purpose, purpose),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ userId: verifications.userId });
  return row?.userId ?? null;
}

export async function findLiveVerification(db: Executor, purpose: Purpose, tokenHash: string) {
  const [row] = await db
    .select({ userId: verifications.userId })
    .from(verifications)
    .where(
      and(
        eq(verifications.tokenHash, tokenHash),
        eq(verifications.purpose, purpose),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** Drops links past their expiry: used or not, they can no longer be used. */
export async function deleteExpiredVerifications(db: Executor): Promise<number> {
  const rows = await db.delete(verifications).where(lt(verifications.expiresAt, new Date())).returning({ id: verifications.id });
  return rows.length;
}
