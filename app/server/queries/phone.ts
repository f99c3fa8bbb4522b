// A member's phone number and its texted verification codes (verifications rows with purpose
// "phone"; only the code's keyed hash is stored).
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { users, verifications } from "~/server/db/schema";

export type PhoneState = { phone: string | null; phoneVerifiedAt: Date | null };

/** The member's number and when it was verified, read under the row lock the caller holds. */
export async function findPhoneState(db: Executor, userId: number): Promise<PhoneState | null> {
  const [row] = await db.select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Stores a number, not verified yet: a new number always clears the earlier verification. */
export async function setUnverifiedPhone(db: Executor, userId: number, phone: string): Promise<void> {
  await db.update(users).set({ phone, phoneVerifiedAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Puts back the number and verification a member had (a new number whose code could not be sent). */
export async function restorePhone(db: Executor, userId: number, state: PhoneState): Promise<void> {
  await db
    .update(users)
    .set({ phone: state.phone, phoneVerifiedAt: state.phoneVerifiedAt, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function markPhoneVerified(db: Executor, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ phoneVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
}

/** Every code of the member not used yet stops working. */
export async function revokePhoneCodes(db: Executor, userId: number): Promise<void> {
  await db
    .delete(verifications)
    .where(and(eq(verifications.userId, userId), eq(verifications.purpose, "phone"), isNull(verifications.usedAt)));
}

export async function insertPhoneCode(db: Executor, row: { userId: number; tokenHash: string; expiresAt: Date }): Promise<number> {
  const [inserted] = await db
    .insert(verifications)
    .values({ ...row, purpose: "phone" })
    .returning({ id: verifications.id });
  return inserted.id;
}

export type PhoneCode = { id: number; tokenHash: string; expiresAt: Date; attempts: number };

/** The member's newest unused code, expired or not (the caller tells the member which). */
export async function findPendingPhoneCode(db: Executor, userId: number): Promise<PhoneCode | null> {
  const [row] = await db
    .select({
      id: verifications.id,
      tokenHash: verifications.tokenHash,
      expiresAt: verifications.expiresAt,
      attempts: verifications.attempts,
    })
    .from(verifications)
    .where(and(eq(verifications.userId, userId), eq(verifications.purpose, "phone"), isNull(verifications.usedAt)))
    .orderBy(desc(verifications.id))
    .limit(1);
  return row ?? null;
}

export async function setPhoneCodeAttempts(db: Executor, id: number, attempts: number): Promise<void> {
  await db.update(verifications).set({ attempts }).where(eq(verifications.id, id));
}

export async function markPhoneCodeUsed(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(verifications).set({ usedAt: at }).where(eq(verifications.id, id));
}
