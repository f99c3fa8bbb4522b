// The rows of the listing-fee reminders (app/server/listings/fee-reminders.ts): which listings wait
// for their listing fee (status new, the fee not covered by succeeded payments), since when, and
// how many reminder dates have been used. The dates are LISTING_FEE_REMINDER_DAYS after due_since
// (app/domain/listing-fee-reminders.ts), computed here in SQL so that a run selects only the rows
// whose next date has come.
import { and, asc, eq, gt, inArray, lt, notExists, sql, type SQL } from "drizzle-orm";
import { FEE_REMINDER_GRACE_HOURS, LISTING_FEE_REMINDER_DAYS } from "~/domain/listing-fee-reminders";
import type { Executor } from "~/server/db/client";
import { judgments, listingFeeReminders } from "~/server/db/schema";
import { lastEnteredReviewSql } from "~/server/queries/listing-review";
import { listingFeePaidSql } from "~/server/queries/listings";

/** The listing in the row waits for its listing fee (the rule of isListingFeeDue, in SQL). */
const awaitingFee = () => and(eq(judgments.status, "new"), sql`${judgments.listingFeeCents} > ${listingFeePaidSql()}`);

/**
 * Since when the listing (judgments row in scope) waits, when that is known: from when it last
 * entered review (its submission, a resubmission after a decline, an edit of a live listing); for
 * a listing never live with no audited submission, its creation; null otherwise.
 */
const waitingStart = () =>
  sql`coalesce(${lastEnteredReviewSql()}, case when ${judgments.listedAt} is null then ${judgments.createdAt} end)`;

const reminderDays = () =>
  sql`array[${sql.join(
    LISTING_FEE_REMINDER_DAYS.map((days) => sql`${days}::int`),
    sql`, `,
  )}]`;
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** How many reminder dates of the row fell on or before `until`. */
const datesBy = (until: SQL) =>
  sql<number>`(select count(*) from unnest(${reminderDays()}) as reminder(days)
    where ${listingFeeReminders.dueSince} + reminder.days * interval '1 day' <= ${until})::smallint`;

/** The row's next unused reminder date (null once all are used). */
const nextDate = () => sql`${listingFeeReminders.dueSince} + (${reminderDays()})[${listingFeeReminders.sent} + 1] * interval '1 day'`;

/** Rows of listings that no longer wait (paid, approved, removed, declined): their reminders stop. */
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
 * A listing that returned to review since its row's due_since (declined, then resubmitted before
 * a run forgot the row) waits afresh from the resubmission: its dates start over. Only a return
 * (from a status) counts, never the submission, so a row counted from the listing's creation is
 * not restarted by its audited submission a moment later.
 */
export async function restartResubmittedFeeReminders(db: Executor): Promise<void> {
  const returned = lastEnteredReviewSql({ returnsOnly: true });
  await db.execute(sql`update ${listingFeeReminders} set due_since = restarted.since, sent = 0, last_sent_at = null
    from (select ${judgments.id} as judgment_id, ${returned} as since from ${judgments} where ${awaitingFee()}) as restarted
    where restarted.judgment_id = ${listingFeeReminders.judgmentId} and restarted.since > ${listingFeeReminders.dueSince}`);
}

/**
 * A row for each waiting listing that has none, waiting since `waitingStart`; when that is unknown
 * (a listing that was live and waits again, with no audited return to review), from `now` (the
 * job runs hourly, so within the hour).
 */
export async function addWaitingListings(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`insert into ${listingFeeReminders} (judgment_id, due_since)
    select ${judgments.id}, coalesce(${waitingStart()}, ${at(now)})
    from ${judgments} where ${awaitingFee()}
    on conflict (judgment_id) do nothing`);
}

/**
 * Uses, without an e-mail, the reminder dates more than FEE_REMINDER_GRACE_HOURS past: those a
 * late run missed, and all of them for a listing the job first sees a month after it began
 * waiting (the job's first deploy). Only a recent date is ever sent.
 */
export async function skipStaleFeeReminders(db: Executor, now: Date): Promise<void> {
  const stale = datesBy(sql`${at(now)} - ${FEE_REMINDER_GRACE_HOURS} * interval '1 hour'`);
  await db
    .update(listingFeeReminders)
    .set({ sent: stale })
    .where(and(lt(listingFeeReminders.sent, LISTING_FEE_REMINDER_DAYS.length), gt(stale, listingFeeReminders.sent)));
}

/** Waiting listings whose next reminder date has come by `now`, the earliest date first, at most `limit`. */
export async function listDueFeeReminders(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ judgmentId: listingFeeReminders.judgmentId })
    .from(listingFeeReminders)
    .where(and(lt(listingFeeReminders.sent, LISTING_FEE_REMINDER_DAYS.length), sql`${nextDate()} <= ${at(now)}`))
    .orderBy(asc(nextDate()), asc(listingFeeReminders.judgmentId))
    .limit(limit);
  return rows.map((row) => row.judgmentId);
}

/** These listings by their seller, each seller's in the order given (first seen first). */
export async function groupBySeller(db: Executor, judgmentIds: readonly number[]): Promise<Map<number, number[]>> {
  const grouped = new Map<number, number[]>();
  if (judgmentIds.length === 0) return grouped;
  const rows = await db
    .select({ id: judgments.id, sellerId: judgments.sellerId })
    .from(judgments)
    .where(inArray(judgments.id, [...judgmentIds]));
  const sellerOf = new Map(rows.map((row) => [row.id, row.sellerId]));
  for (const id of judgmentIds) {
    const sellerId = sellerOf.get(id);
    if (sellerId === undefined) continue;
    grouped.set(sellerId, [...(grouped.get(sellerId) ?? []), id]);
  }
  return grouped;
}

export type ClaimedFeeReminder = { dueSince: Date; sent: number };

/**
 * Uses the listing's reminder dates up to `now`, if no other run did and it still waits: the row
 * as it then is (since when it waits, dates used) when this run is to send the reminder, else
 * null. The conditional update takes the row's lock, so a second run at the same moment waits,
 * then finds the dates used and sends nothing; the dates are counted from the row as locked.
 */
export async function claimFeeReminder(tx: Executor, judgmentId: number, now: Date): Promise<ClaimedFeeReminder | null> {
  const waiting = tx
    .select({ one: sql`1` })
    .from(judgments)
    .where(and(eq(judgments.id, judgmentId), awaitingFee()));
  const passed = datesBy(at(now));
  const [row] = await tx
    .update(listingFeeReminders)
    .set({ sent: passed, lastSentAt: now })
    .where(and(eq(listingFeeReminders.judgmentId, judgmentId), gt(passed, listingFeeReminders.sent), sql`exists ${waiting}`))
    .returning({ dueSince: listingFeeReminders.dueSince, sent: listingFeeReminders.sent });
  return row ?? null;
}
