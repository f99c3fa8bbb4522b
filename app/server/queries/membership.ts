// The premium membership's rows (docs/decisions/0010-premium.md): a member's membership, the
// renewal's attempts and its cancel / resume. The rules are app/domain/membership.ts.
import { and, asc, desc, eq, isNull, lt, lte, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { isPremiumMember, oneMonthAfter, RENEWAL_ATTEMPTS, type PremiumMembership } from "~/domain/membership";
import { memberMaySee, type ListingParties } from "~/domain/listing-visibility";
import type { Executor } from "~/server/db/client";
import { judgments, users } from "~/server/db/schema";
import { judgmentsOnly } from "~/server/queries/listing-kinds";

export async function findMembership(db: Executor, userId: number): Promise<PremiumMembership> {
  const [row] = await db.select({ isPremium: users.isPremium, premiumUntil: users.premiumUntil }).from(users).where(eq(users.id, userId));
  return row ?? { isPremium: false, premiumUntil: null };
}

/**
 * Whether a member acting as a prospective buyer (an offer, Buy Now) may know the listing exists:
 * memberMaySee, with the member's premium membership read only when the first look decides it.
 */
export async function buyerMaySee(db: Executor, listing: ListingParties, userId: number, now: Date): Promise<boolean> {
  if (memberMaySee(listing, userId, now)) return true;
  return memberMaySee(listing, userId, now, isPremiumMember(await findMembership(db, userId), now));
}

/** What My Settings shows of the membership, and what the renewal reads. */
export type MembershipRow = PremiumMembership & {
  renews: boolean;
  cancelledAt: Date | null;
  renewalAttempts: number;
};

export async function findMembershipRow(db: Executor, userId: number): Promise<MembershipRow | null> {
  const [row] = await db
    .select({
      isPremium: users.isPremium,
      premiumUntil: users.premiumUntil,
      renews: users.premiumRenews,
      cancelledAt: users.premiumCancelledAt,
      renewalAttempts: users.premiumRenewalAttempts,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * Members whose paid month ends before `dueBefore` and that renew: premium, not cancelled, with
 * tries left and not tried since `triedBefore` (one try a day). Oldest end first.
 */
export async function listDueRenewals(
  db: Executor,
  input: { dueBefore: Date; triedBefore: Date; maxAttempts: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(dueCondition(input))
    .orderBy(asc(users.premiumUntil), asc(users.id))
    .limit(input.limit);
  return rows.map((row) => row.id);
}

function dueCondition(input: { dueBefore: Date; triedBefore: Date; maxAttempts: number }) {
  return and(
    eq(users.isPremium, true),
    eq(users.premiumRenews, true),
    isNull(users.deletedAt),
    lte(users.premiumUntil, input.dueBefore),
    lt(users.premiumRenewalAttempts, input.maxAttempts),
    or(isNull(users.premiumRenewalTriedAt), lte(users.premiumRenewalTriedAt, input.triedBefore)),
  )!;
}

/**
 * Claims one member's renewal try for this run (a conditional update: of two runs at once, one
 * claims it). Answers the membership's end and the failed tries so far, or null when not claimed.
 */
export async function claimRenewalTry(
  db: Executor,
  userId: number,
  input: { now: Date; dueBefore: Date; triedBefore: Date; maxAttempts: number },
): Promise<{ premiumUntil: Date; attempts: number; name: string; email: string } | null> {
  const [row] = await db
    .update(users)
    .set({ premiumRenewalTriedAt: input.now })
    .where(and(eq(users.id, userId), dueCondition(input)))
    .returning({ premiumUntil: users.premiumUntil, attempts: users.premiumRenewalAttempts, name: users.name, email: users.email });
  return row && row.premiumUntil ? { ...row, premiumUntil: row.premiumUntil } : null;
}

/** A failed try counted; answers the failed tries so far. */
export async function countFailedRenewal(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ premiumRenewalAttempts: sql`${users.premiumRenewalAttempts} + 1` })
    .where(eq(users.id, userId))
    .returning({ attempts: users.premiumRenewalAttempts });
  return row?.attempts ?? 0;
}

/**
 * The renewal lapses (no saved card, or the last try declined): no more tries this month
 * (`premium_renewal_attempts` at RENEWAL_ATTEMPTS). The paid time is never taken away: `is_premium`
 * turns false only when `premium_until` has passed; until then the membership runs and its benefits
 * end by the date (isPremiumMember). Only while the month is still the claimed one (a month bought
 * meanwhile on the upgrade page wins). Answers whether it lapsed.
 */
export async function lapseMembership(db: Executor, userId: number, input: { premiumUntil: Date; now: Date }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isPremium: input.premiumUntil > input.now, premiumRenewalAttempts: RENEWAL_ATTEMPTS, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isPremium, true), eq(users.premiumUntil, input.premiumUntil)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * A paid renewal: the membership runs one calendar month past its old end (never from the day the
 * charge happened to succeed), and the month's tries start over. Locks the member's row.
 */
export async function extendMembershipFrom(tx: Executor, userId: number, fallbackStart: Date): Promise<Date> {
  const [row] = await tx.select({ premiumUntil: users.premiumUntil }).from(users).where(eq(users.id, userId)).for("update");
  const until = oneMonthAfter(row?.premiumUntil ?? fallbackStart);
  await tx
    .update(users)
    .set({ isPremium: true, premiumUntil: until, premiumRenewalAttempts: 0, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return until;
}

/**
 * Cancel (`renews` false) or resume the monthly renewal; the membership itself runs to premium_until
 * either way. Resuming a lapsed renewal (tries used up) starts the month's tries over, at the next run.
 */
export async function setMembershipRenews(db: Executor, userId: number, renews: boolean, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      premiumRenews: renews,
      premiumCancelledAt: renews ? null : now,
      ...(renews
        ? {
            premiumRenewalAttempts: restarted(users.premiumRenewalAttempts, sql`0`),
            premiumRenewalTriedAt: restarted(users.premiumRenewalTriedAt, sql`null`),
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** A column's value after resuming: `value` when the renewal had lapsed, unchanged otherwise. */
function restarted(column: AnyColumn, value: SQL) {
  return sql`case when ${users.premiumRenewalAttempts} >= ${RENEWAL_ATTEMPTS} then ${value} else ${column} end`;
}

/** The member's most recent listing, whatever its status: the upgrade page is reached from a listing. */
export async function findLatestListingId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: judgments.id })
    .from(judgments)
    .where(and(eq(judgments.sellerId, userId), ne(judgments.status, "cancelled"), judgmentsOnly))
    .orderBy(desc(judgments.id))
    .limit(1);
  return row?.id ?? null;
}
