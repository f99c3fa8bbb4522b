// Database-backed sessions; the id is the SHA-256 of the cookie's token.
import { and, eq, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { runPrepared } from "./prepared";
import { sessions } from "~/server/db/schema";

export type SessionRow = { id: string; userId: number | null; data: Record<string, unknown>; expiresAt: Date };

/**
 * The one rule of a live session, for a prepared statement: the session `id` (placeholder "id"), not
 * expired by the wall clock (placeholder "now"); its values: liveSessionParams.
 */
export const liveSession = () =>
  and(eq(sessions.id, sql.placeholder("id")), sql`${sessions.expiresAt} > ${sql.placeholder("now")}::timestamptz`)!;
export const liveSessionParams = (id: string) => ({ id, now: new Date().toISOString() });

export async function findLiveSession(db: Executor, id: string): Promise<SessionRow | null> {
  // Prepared: every member page view React Router answers runs it (./prepared.ts).
  const [row] = await runPrepared(
    db,
    "live-session",
    () =>
      db
        .select({ id: sessions.id, userId: sessions.userId, data: sessions.data, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(liveSession()),
    liveSessionParams(id),
  );
  return row ?? null;
}

export async function insertSession(db: Executor, row: SessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function updateSessionData(db: Executor, id: string, data: Record<string, unknown>): Promise<void> {
  await db.update(sessions).set({ data, updatedAt: new Date() }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every session of the user but `keepId` (the one that changed the password). */
export async function deleteUserSessionsExcept(db: Executor, userId: number, keepId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
}

export async function deleteExpiredSessions(db: Executor): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ id: sessions.id });
  return rows.length;
}
