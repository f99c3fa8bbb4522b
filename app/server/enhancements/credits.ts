// Spending a premium member's monthly credits (app/domain/listing-credits.ts): what is left this
// month for the store's figures, and, inside the transaction that switches the enhancements on,
// the member's row locked, the month's spends counted again and the new ones recorded.
import { creditPeriod, creditsLeft, type CreditAllowance, type CreditPeriod } from "~/domain/listing-credits";
import { formatDate } from "~/domain/dates";
import { MONTHLY_LISTING_CREDITS, type PremiumMembership } from "~/domain/membership";
import type { EnhancementCode } from "~/domain/enhancements";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { anyCreditSpentOn, countCreditSpends, insertCreditSpends, lockMembership } from "~/server/queries/credits";

/** Credits left now (no lock: for pricing and pages; the spend checks again, locked). */
export async function creditsLeftNow(services: AppServices, userId: number, membership: PremiumMembership): Promise<number> {
  const period = creditPeriod(membership, services.clock.now());
  return period ? creditsLeft(await countCreditSpends(services.db, userId, period.start)) : 0;
}

/** The store's line about the allowance: null for someone who is not a member now. */
export async function creditAllowance(
  services: AppServices,
  userId: number,
  membership: PremiumMembership,
): Promise<CreditAllowance | null> {
  const period = creditPeriod(membership, services.clock.now());
  if (!period) return null;
  const left = creditsLeft(await countCreditSpends(services.db, userId, period.start));
  return { left, monthly: MONTHLY_LISTING_CREDITS, resetsOn: formatDate(period.end) };
}

/**
 * Locks the member's row and checks that credits for `codes` on this listing are still left this
 * month (and not already spent on it). Answers the month to record them in, or null (not a member
 * any more, or spent meanwhile in another tab).
 */
export async function holdCredits(
  services: AppServices,
  tx: Executor,
  input: { userId: number; judgmentId: number; codes: readonly string[] },
): Promise<CreditPeriod | null> {
  const membership = await lockMembership(tx, input.userId);
  const period = membership && creditPeriod(membership, services.clock.now());
  if (!period) return null;
  if (await anyCreditSpentOn(tx, input.userId, input.judgmentId, input.codes)) return null;
  return creditsLeft(await countCreditSpends(tx, input.userId, period.start)) >= input.codes.length ? period : null;
}

/** Records the spends (after holdCredits, in the same transaction). */
export async function spendCredits(
  tx: Executor,
  input: { userId: number; judgmentId: number; codes: EnhancementCode[]; period: CreditPeriod; paymentId: number | null },
): Promise<void> {
  await insertCreditSpends(tx, {
    userId: input.userId,
    judgmentId: input.judgmentId,
    codes: input.codes,
    periodStart: input.period.start,
    paymentId: input.paymentId,
  });
}
