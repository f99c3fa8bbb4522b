// Database-backed sessions; the id is the SHA-256 of the cookie's token.
import { and, eq, lt, ne, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { param, runPrepared, type Params } from "./prepared";
import { sessions } from "~/server/db/schema";

export type SessionRow = { id: string; userId: number | null; data: Record<string, unknown>; expiresAt: Date };

/**
 * The one rule of a live session, for a prepared statement: the session `id` (placeholder "id"), not
 * expired by the wall clock (placeholder "now"); its values: liveSessionParams.
 */
export const liveSession = (id: Placeholder = sql.placeholder("id"), now: Placeholder = sql.placeholder("now")) =>
  and(eq(sessions.id, id), sql`${sessions.expiresAt} > ${now}::timestamptz`)!;
export const liveSessionParams = (id: string) => ({ id, now: new Date().toISOString() });

/**
 * The live-session rule for a statement with placeholders of its own: its values recorded in
 * `params` under the names `session` and `sessionNow` (the wall clock, as liveSessionParams).
 */
export function liveSessionOf(params: Params, sessionId: string): SQL {
  return liveSession(param(params, "session", sessionId), param(params, "sessionNow", new Date().toISOString()));
}

/** The user of the live session `live` (liveSessionOf) as one column of another statement, or null. */
export const sessionUserColumn = (live: SQL) => sql<number | null>`(${sql`select ${sessions.userId} from ${sessions} where ${live}`})`;

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
