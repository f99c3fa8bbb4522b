// Visitors' drafts kept for the one resume e-mail (app/server/listings/draft-reminders.ts).
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { draftReminders, users } from "~/server/db/schema";

export type ReminderDraft = { email: string; name: string; draft: Record<string, unknown>; step: string };

export async function insertDraftReminder(db: Executor, values: ReminderDraft, now: Date): Promise<number> {
  const [row] = await db
    .insert(draftReminders)
    .values({ ...values, updatedAt: now, createdAt: now })
    .returning({ id: draftReminders.id });
  return row.id;
}

/** Updates the row unless it was stopped; answers whether the row is there and whether it was stopped. */
export async function updateDraftReminder(
  db: Executor,
  id: number,
  values: ReminderDraft,
  now: Date,
): Promise<"updated" | "stopped" | "missing"> {
  const [updated] = await db
    .update(draftReminders)
    .set({ ...values, updatedAt: now })
    .where(and(eq(draftReminders.id, id), isNull(draftReminders.stoppedAt)))
    .returning({ id: draftReminders.id });
  if (updated) return "updated";
  const [stopped] = await db.select({ id: draftReminders.id }).from(draftReminders).where(eq(draftReminders.id, id));
  return stopped ? "stopped" : "missing";
}

/** Whether the row exists (stopped or not): a visitor's save that names it is not a new draft. */
export async function draftReminderExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: draftReminders.id }).from(draftReminders).where(eq(draftReminders.id, id));
  return Boolean(row);
}

export async function deleteDraftReminder(db: Executor, id: number): Promise<void> {
  await db.delete(draftReminders).where(eq(draftReminders.id, id));
}

/** Nobody registered with the row's address, and nobody stopped reminders to it. */
const stillWanted = sql`not exists (select 1 from ${users} u where lower(u.email) = lower(${draftReminders.email}))
  and not exists (select 1 from ${draftReminders} s where s.stopped_at is not null and lower(s.email) = lower(${draftReminders.email}))`;

/** Rows idle since `idleBefore`, never reminded, not stopped, still wanted: the job's candidates. */
export async function listDueDraftReminders(db: Executor, idleBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: draftReminders.id })
    .from(draftReminders)
    .where(and(lte(draftReminders.updatedAt, idleBefore), isNull(draftReminders.remindedAt), isNull(draftReminders.stoppedAt), stillWanted))
    .orderBy(draftReminders.updatedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Another row with the same address (any case) was reminded after `since`. */
const addressRemindedSince = (since: Date) =>
  sql`exists (select 1 from ${draftReminders} r where r.reminded_at > ${since.toISOString()}::timestamptz
    and lower(r.email) = lower(${draftReminders.email}) and r.id <> ${draftReminders.id})`;

/** Advisory lock class of the per-address claim (the second key is the address's hash). */
const ADDRESS_LOCK = 727276;

export type ClaimedReminder = { email: string; name: string };

/**
 * Marks the row reminded and gives it the resume link's token, only if it is still due and its
 * address (lower-cased) was not reminded after `addressRemindedAfter` on any row. The address is
 * locked first (until the transaction ends), so the conditional update of a second run or a second
 * row for the same address waits and then sees the first one's mark: one e-mail. A due row that
 * loses to the address rule is deleted (answer "skipped"), so the job does not take it again;
 * the visitor's session still holds the draft, and a later save makes a new row.
 */
export async function claimDraftReminder(
  tx: Executor,
  id: number,
  tokenHash: string,
  due: { idleBefore: Date; addressRemindedAfter: Date },
  now: Date,
): Promise<ClaimedReminder | "skipped" | null> {
  const [target] = await tx.select({ email: draftReminders.email }).from(draftReminders).where(eq(draftReminders.id, id));
  if (!target) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(lower(${target.email})))`);
  const stillDue = and(
    eq(draftReminders.id, id),
    lte(draftReminders.updatedAt, due.idleBefore),
    isNull(draftReminders.remindedAt),
    isNull(draftReminders.stoppedAt),
  );
  const [row] = await tx
    .update(draftReminders)
    .set({ remindedAt: now, tokenHash })
    .where(and(stillDue, stillWanted, sql`not ${addressRemindedSince(due.addressRemindedAfter)}`))
    .returning({ email: draftReminders.email, name: draftReminders.name });
  if (row) return row;
  const skipped = await tx
    .delete(draftReminders)
    .where(and(stillDue, addressRemindedSince(due.addressRemindedAfter)))
    .returning({ id: draftReminders.id });
  return skipped.length > 0 ? "skipped" : null;
}

/** The row a resume or stop link names, unless it was stopped. */
export async function findDraftReminderByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ id: draftReminders.id, draft: draftReminders.draft, step: draftReminders.step, email: draftReminders.email })
    .from(draftReminders)
    .where(and(eq(draftReminders.tokenHash, tokenHash), isNull(draftReminders.stoppedAt)));
  return row ?? null;
}

/** Stops the row: no e-mail to its address again, and the draft it held is dropped. */
export async function stopDraftReminder(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(draftReminders)
    .set({ stoppedAt: now, draft: {} })
    .where(and(eq(draftReminders.tokenHash, tokenHash), isNull(draftReminders.stoppedAt)))
    .returning({ id: draftReminders.id });
  return rows.length > 0;
}

/**
 * Housekeeping: rows untouched since `before` go, stopped or not, except a row reminded after
 * `remindedAfter`: it is what keeps its address from a second e-mail within the window.
 */
export async function deleteIdleDraftReminders(db: Executor, before: Date, remindedAfter: Date): Promise<number> {
  const rows = await db
    .delete(draftReminders)
    .where(and(lt(draftReminders.updatedAt, before), or(isNull(draftReminders.remindedAt), lte(draftReminders.remindedAt, remindedAfter))))
    .returning({ id: draftReminders.id });
  return rows.length;
}
