// The premium membership's rules (docs/decisions/0010-premium.md), in one place: who is a member
// now, what a membership month is, the first look at new listings and the monthly credits.
// Times come from the caller (services.clock on the server), never from the system clock here.

/** What the users table says about a member's premium membership. */
export type PremiumMembership = { isPremium: boolean; premiumUntil: Date | null };

/** Newly approved listings are shown only to premium members for this many days. */
export const FIRST_LOOK_DAYS = 5;

/** Bold or highlighted listings included in each membership month (never carried over). */
export const MONTHLY_LISTING_CREDITS = 2;

/** The enhancements a monthly credit can pay for (upsell codes). */
export const CREDIT_UPSELL_CODES = ["embolden", "highlight"] as const;

/**
 * Renewal tries per month: the first, then one a day. A membership whose tries are used up (the
 * renewal lapsed: declined every time, or no saved card) is not renewed again this month; it still
 * runs to premium_until (docs/decisions/0010-premium.md).
 */
export const RENEWAL_ATTEMPTS = 3;

/** Whether the renewal lapsed for this month (tries used up): the membership runs to its end, then ends. */
export function renewalLapsed(renewalAttempts: number): boolean {
  return renewalAttempts >= RENEWAL_ATTEMPTS;
}

export function isPremiumMember(membership: PremiumMembership, now: Date): boolean {
  return membership.isPremium && (membership.premiumUntil === null || membership.premiumUntil > now);
}

/**
 * The same instant `months` calendar months later (earlier when negative), UTC, clamped to the
 * target month's last day: Jan 31 + 1 → Feb 28/29, Mar 31 − 1 → Feb 28/29.
 */
function shiftMonths(at: Date, months: number): Date {
  const d = new Date(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The same instant one calendar month earlier (see shiftMonths). */
export function oneMonthBefore(at: Date): Date {
  return shiftMonths(at, -1);
}

/** The same instant one calendar month later (see shiftMonths). */
export function oneMonthAfter(at: Date): Date {
  return shiftMonths(at, 1);
}

/** The instant before which a listing approved earlier is visible to everyone. */
export function firstLookCutoff(now: Date): Date {
  return new Date(now.getTime() - FIRST_LOOK_DAYS * 86_400_000);
}

/**
 * When a listing's first look ends (everyone sees it from then). `approvedAt` is its first
 * approval: judgments.listed_at, set once when it first goes live (docs/decisions/0010-premium.md).
 */
export function firstLookEnd(approvedAt: Date): Date {
  return new Date(approvedAt.getTime() + FIRST_LOOK_DAYS * 86_400_000);
}

/** Whether a listing approved at `approvedAt` is still in its first look (premium members only). */
export function inFirstLook(approvedAt: Date | null, now: Date): boolean {
  return approvedAt !== null && approvedAt > firstLookCutoff(now);
}

/** What My Settings shows of a member's premium membership (app/server/membership/settings.ts builds it). */
export type MembershipView = {
  premium: boolean;
  /** ISO; the end of the month paid (also after a lapse, for "ended on"). */
  premiumUntil: string | null;
  /** Renews at the end: not cancelled, and the renewal has not lapsed. */
  renews: boolean;
  /** The renewal lapsed (no saved card, or declined on every try): runs to premium_until, then ends, unless resumed. */
  lapsed: boolean;
  /** Where to become premium or buy a month: a listing's upgrade page, or /sell when the member has none. */
  upgradeHref: string;
  /** The card a renewal charges, or null (no saved card: the membership would lapse at renewal). */
  defaultCard: { brand: string; last4: string } | null;
};
