// The rows of the listing-fee reminders (app/server/listings/fee-reminders.ts): which listings wait
// for their listing fee (status new, the fee not covered by succeeded payments), since when, and
// how many reminder dates have been used.
import { and, asc, eq, lt, notExists, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { judgments, listingFeeReminders } from "~/server/db/schema";
import { listingFeePaidSql } from "~/server/queries/listings";

/** The listing in the row waits for its listing fee (the rule of isListingFeeDue, in SQL). */
const awaitingFee = () => and(eq(judgments.status, "new"), sql`${judgments.listingFeeCents} > ${listingFeePaidSql()}`);

/** Rows of listings that no longer wait (paid, approved, removed): their reminders stop. */
export async function forgetSettledFeeReminders(db: Executor): Promise<void> {
  await db.delete(listingFeeReminders).where(
    notExists(
      db
        .select({ one: sql`1` })
        .from(judgments)
        .where(and(eq(judgments.id, listingFeeReminders.judgmentId), awaitingFee())),
    ),
  );
}

/**
 * A row for each waiting listing that has none. It waits since it was submitted when it never went
 * live; a listing that was live and waits again (an edit raised its fee) waits from `now` (the
 * job runs hourly, so within the hour of the edit).
 */
export async function addWaitingListings(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`insert into ${listingFeeReminders} (judgment_id, due_since)
    select ${judgments.id}, case when ${judgments.listedAt} is null then ${judgments.createdAt} else ${now.toISOString()}::timestamptz end
    from ${judgments} where ${awaitingFee()}
    on conflict (judgment_id) do nothing`);
}

export type WaitingListing = { judgmentId: number; dueSince: Date; sent: number };

/** Waiting listings with reminder dates left, longest waiting first. */
export async function listWaitingListings(db: Executor, maxSent: number, limit: number): Promise<WaitingListing[]> {
  return db
    .select({ judgmentId: listingFeeReminders.judgmentId, dueSince: listingFeeReminders.dueSince, sent: listingFeeReminders.sent })
    .from(listingFeeReminders)
    .where(lt(listingFeeReminders.sent, maxSent))
    .orderBy(asc(listingFeeReminders.dueSince))
    .limit(limit);
}

/**
 * Uses the reminder dates up to `datesPassed` for one listing, if no other run did and it still
 * waits: true when this run is to send the reminder. The conditional update takes the row's lock,
 * so a second run at the same moment waits, then finds the dates used and sends nothing.
 */
export async function claimFeeReminder(tx: Executor, judgmentId: number, datesPassed: number, now: Date): Promise<boolean> {
  const waiting = tx
    .select({ one: sql`1` })
    .from(judgments)
    .where(and(eq(judgments.id, judgmentId), awaitingFee()));
  const rows = await tx
    .update(listingFeeReminders)
    .set({ sent: datesPassed, lastSentAt: now })
    .where(and(eq(listingFeeReminders.judgmentId, judgmentId), lt(listingFeeReminders.sent, datesPassed), sql`exists ${waiting}`))
    .returning({ judgmentId: listingFeeReminders.judgmentId });
  return rows.length > 0;
}
