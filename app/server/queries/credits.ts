// The premium members' monthly credits as spent (premium_credit_spends): counted per membership
// month with the member's row locked, so two tabs cannot spend more than the month holds.
import { and, count, eq, inArray } from "drizzle-orm";
import type { EnhancementCode } from "~/domain/enhancements";
import type { PremiumMembership } from "~/domain/membership";
import type { Executor } from "~/server/db/client";
import { premiumCreditSpends, users } from "~/server/db/schema";

/** Locks the member's row (FOR NO KEY UPDATE, like the other user locks) and reads the membership. */
export async function lockMembership(tx: Executor, userId: number): Promise<PremiumMembership | null> {
  const [row] = await tx
    .select({ isPremium: users.isPremium, premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for("no key update");
  return row ?? null;
}

/** The credits spent in the membership month starting at `periodStart`. */
export async function countCreditSpends(db: Executor, userId: number, periodStart: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(premiumCreditSpends)
    .where(and(eq(premiumCreditSpends.userId, userId), eq(premiumCreditSpends.periodStart, periodStart)));
  return Number(row?.n ?? 0);
}

export async function insertCreditSpends(
  tx: Executor,
  input: { userId: number; judgmentId: number; codes: EnhancementCode[]; periodStart: Date; paymentId: number | null },
): Promise<void> {
  if (input.codes.length === 0) return;
  await tx.insert(premiumCreditSpends).values(
    input.codes.map((code) => ({
      userId: input.userId,
      judgmentId: input.judgmentId,
      upsellCode: code,
      periodStart: input.periodStart,
      paymentId: input.paymentId,
    })),
  );
}

/** Whether one of these enhancements of the listing was already paid by a credit. */
export async function anyCreditSpentOn(db: Executor, userId: number, judgmentId: number, codes: readonly string[]): Promise<boolean> {
  if (codes.length === 0) return false;
  const [row] = await db
    .select({ id: premiumCreditSpends.id })
    .from(premiumCreditSpends)
    .where(
      and(
        eq(premiumCreditSpends.userId, userId),
        eq(premiumCreditSpends.judgmentId, judgmentId),
        inArray(premiumCreditSpends.upsellCode, codes as EnhancementCode[]),
      ),
    )
    .limit(1);
  return !!row;
}
