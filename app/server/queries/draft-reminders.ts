// Visitors' drafts kept for the one resume e-mail (app/server/listings/draft-reminders.ts).
import { and, eq, isNull, lt, lte, sql } from "drizzle-orm";
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

/**
 * Marks the row reminded and gives it the resume link's token, only if it is still due: the
 * conditional update is what makes two runs (or two instances) send one e-mail.
 */
export async function claimDraftReminder(tx: Executor, id: number, tokenHash: string, idleBefore: Date, now: Date) {
  const [row] = await tx
    .update(draftReminders)
    .set({ remindedAt: now, tokenHash })
    .where(
      and(
        eq(draftReminders.id, id),
        lte(draftReminders.updatedAt, idleBefore),
        isNull(draftReminders.remindedAt),
        isNull(draftReminders.stoppedAt),
        stillWanted,
      ),
    )
    .returning({ email: draftReminders.email, name: draftReminders.name, draft: draftReminders.draft, step: draftReminders.step });
  return row ?? null;
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

/** Housekeeping: rows untouched since `before` go, stopped or not. */
export async function deleteIdleDraftReminders(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(draftReminders).where(lt(draftReminders.updatedAt, before)).returning({ id: draftReminders.id });
  return rows.length;
}
