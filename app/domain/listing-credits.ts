// A premium member's included bold or highlighted listings (docs/decisions/0010-premium.md): how
// many a membership month holds (MONTHLY_LISTING_CREDITS), which month a spend counts in, and
// which lines of a cart they pay for. Pure: the server counts the month's spends with the user row
// locked (app/server/enhancements/credits.ts); the pages show the same figures.
import { CREDIT_UPSELL_CODES, isPremiumMember, MONTHLY_LISTING_CREDITS, oneMonthBefore, type PremiumMembership } from "~/domain/membership";

export type CreditPeriod = { start: Date; end: Date };

/**
 * The membership month running at `now`: the whole month, counted back from `premium_until`, that
 * holds `now` (a month bought ahead while one runs does not start a new allowance early). Null
 * for someone who is not a member now, or a membership without a paid end.
 */
export function creditPeriod(membership: PremiumMembership, now: Date): CreditPeriod | null {
  if (!isPremiumMember(membership, now) || membership.premiumUntil === null) return null;
  let end = new Date(membership.premiumUntil);
  let start = oneMonthBefore(end);
  // At most a few years ahead; a bound keeps a wild date from looping long.
  for (let i = 0; i < 120 && start > now; i += 1) {
    end = start;
    start = oneMonthBefore(end);
  }
  return { start, end };
}

export function isCreditCode(code: string): boolean {
  return (CREDIT_UPSELL_CODES as readonly string[]).includes(code);
}

/** Credits left this month, given the month's spends so far (never below zero, never carried over). */
export function creditsLeft(spentThisMonth: number): number {
  return Math.max(0, MONTHLY_LISTING_CREDITS - spentThisMonth);
}

/** What the enhancement store says about the allowance; null for non-members. */
export type CreditAllowance = { left: number; monthly: number; resetsOn: string };
