// The e-mail and text-message outbox.
import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { outbox } from "~/server/db/schema";

export type OutboxMessage = {
  channel: "email" | "sms";
  toAddress: string;
  subject: string;
  bodyText: string;
  bodyHtml?: string | null;
  /** "kept" for a message no transport will deliver (a text of the offline SMS provider). */
  status?: "pending" | "kept";
};

export async function insertOutboxMessage(db: Executor, message: OutboxMessage): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  return row.id;
}

export async function findOutboxMessage(db: Executor, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}

export async function markOutbox(
  db: Executor,
  id: number,
  update: { status: "sent" | "failed" | "kept"; error?: string | null },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: update.status,
      lastError: update.error ?? null,
      sentAt: update.status === "sent" ? new Date() : null,
    })
    .where(eq(outbox.id, id));
}

export async function incrementOutboxAttempts(db: Executor, id: number): Promise<void> {
  const row = await findOutboxMessage(db, id);
  if (row)
    await db
      .update(outbox)
      .set({ attempts: row.attempts + 1 })
      .where(eq(outbox.id, id));
}

export async function listRecentEmails(db: Executor, limit = 50, toAddress?: string) {
  return db
    .select()
    .from(outbox)
    .where(toAddress ? and(eq(outbox.channel, "email"), eq(outbox.toAddress, toAddress)) : eq(outbox.channel, "email"))
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** The newest e-mails and text messages together (the /dev/mail page), optionally to one address or number. */
export async function listRecentOutbox(db: Executor, limit = 50, toAddress?: string) {
  return db
    .select()
    .from(outbox)
    .where(toAddress ? eq(outbox.toAddress, toAddress) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** Ids of messages still pending after `olderThanSeconds` (never handed to the delivery job). */
export async function listStalePendingOutbox(db: Executor, olderThanSeconds: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lt(outbox.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`)))
    .orderBy(asc(outbox.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
