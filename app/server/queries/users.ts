// Users and their roles.
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { selectionOf } from "./json-row";
import { runPrepared } from "./prepared";
import { retiredHandles, roles, sessions, userRoles, users } from "~/server/db/schema";
import { unreadMessagesOfUser } from "./messages";

/** What the rest of the app needs of a signed-in user: never the password hash. */
export type AccountUser = {
  id: number;
  name: string;
  handle: string;
  /** False while the handle is one the site made up: the member is asked to choose one (docs/decisions/0032). */
  handleChosen: boolean;
  email: string;
  emailVerifiedAt: Date | null;
  phone: string | null;
  phoneVerifiedAt: Date | null;
  stripeConnectAccountId: string | null;
  createdAt: Date;
  roles: string[];
  /** The premium membership as stored; whether it runs now is isPremiumMember(…, services.clock.now()). */
  isPremium: boolean;
  premiumUntil: Date | null;
};

const accountColumns = {
  id: users.id,
  name: users.name,
  handle: users.handle,
  handleChosen: users.handleChosen,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
  stripeConnectAccountId: users.stripeConnectAccountId,
  createdAt: users.createdAt,
  isPremium: users.isPremium,
  premiumUntil: users.premiumUntil,
};

/**
 * A member's role names, sorted by their bytes (as JavaScript sorts these ASCII names). Nested (sql
 * within sql): Drizzle writes a one-table select's columns unqualified only at the top level of a field.
 */
const roleNames = sql<
  string[]
>`(${sql`select array(select r.name from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id} order by r.name collate "C")`})`;

export async function findAccountById(db: Executor, id: number): Promise<AccountUser | null> {
  // Prepared: every member page view React Router answers runs it (./prepared.ts); the roles in the same statement, in
  // rolesOf's order, so a member's page waits for one round trip here, not two.
  const [row] = await runPrepared(
    db,
    "account-by-id",
    () =>
      db
        .select({
          ...accountColumns,
          roles: roleNames,
        })
        .from(users)
        .where(and(eq(users.id, sql.placeholder("id")), isNull(users.deletedAt))),
    { id },
  );
  return row ?? null;
}

/** A session's member: their account and the count of their unread messages (the navbar's). */
export type SessionMember = AccountUser & { unread: number };

const sessionMemberFields = { ...accountColumns, roles: roleNames, unread: unreadMessagesOfUser };

/**
 * The member a live session names (its id: the hash of its token, app/server/session.ts) with their
 * roles and the count of their unread messages, as one column of another statement, for the session
 * rule `live` (./sessions.ts: liveSessionOf), or null: a member's judgment page written without React
 * Router (server/member-pages.ts) reads them with the listing (./judgment-detail.ts), where React
 * Router's root reads the session, then the account, then the count. The same rows as
 * findLiveSession, findAccountById and countUnreadMessages; sessions expire by the wall clock, as
 * findLiveSession's do. Its own `users` hides any the outer statement joins.
 */
export function sessionMemberColumn(live: SQL): SQL<SessionMember | null> {
  return selectionOf<SessionMember>(
    sessionMemberFields,
    sql`from ${sessions} inner join ${users} on ${eq(users.id, sessions.userId)} where ${and(live, isNull(users.deletedAt))}`,
  );
}

/** A member's role names, sorted (findAccountById reads them with the account). */
export async function rolesOf(db: Executor, userId: number): Promise<string[]> {
  // Prepared: the same expression as the account's (roleNames), one rule for the order.
  const [row] = await runPrepared(
    db,
    "roles-of",
    () =>
      db
        .select({ roles: roleNames })
        .from(users)
        .where(eq(users.id, sql.placeholder("userId"))),
    { userId },
  );
  return row?.roles ?? [];
}

/** For sign-in: the live user with this e-mail and its password hash. */
export async function findCredentialsByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return row ?? null;
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id ?? null;
}

/** Locks the user's row until the transaction ends: changes to one account's tokens queue up. */
export async function lockUser(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/**
 * The live user's password hash, its row share-locked until the transaction ends: a password change
 * (which updates the row) waits for it, or it waits for the change and reads the new hash.
 */
export async function lockedPasswordHash(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for("share");
  return row?.passwordHash ?? null;
}

/**
 * Whether a handle is held by a member (deleted ones too) or retired (docs/decisions/0032): one
 * statement, so a handle being changed is seen in one table or the other, never in neither.
 */
export async function handleTaken(db: Executor, handle: string): Promise<boolean> {
  const key = handle.toLowerCase();
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(sql`lower(${users.handle}) = ${key}`)
    .unionAll(
      db
        .select({ one: sql<number>`1` })
        .from(retiredHandles)
        .where(sql`lower(${retiredHandles.handle}) = ${key}`),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether `handle` is one a member left (retired, never given again). */
export async function handleRetired(db: Executor, handle: string): Promise<boolean> {
  const [row] = await db
    .select({ id: retiredHandles.id })
    .from(retiredHandles)
    .where(sql`lower(${retiredHandles.handle}) = ${handle.toLowerCase()}`);
  return Boolean(row);
}

export async function insertUser(
  db: Executor,
  input: { name: string; handle: string; handleChosen?: boolean; email: string; passwordHash: string; emailVerified?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      handle: input.handle,
      handleChosen: input.handleChosen ?? true,
      email: input.email,
      passwordHash: input.passwordHash,
      emailVerifiedAt: input.emailVerified ? new Date() : null,
    })
    .returning({ id: users.id });
  return row.id;
}

export async function grantRole(db: Executor, userId: number, roleName: string): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  if (!role) throw new Error(`Unknown role: ${roleName}`);
  await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

/**
 * Gives the member `handle` (chosen by them: handle_chosen) and retires the one they had, which no
 * one can take after (docs/decisions/0032). `onlyWhileMadeUp`: only if the member has not chosen a
 * handle yet (the prompt of an account whose handle the site made up chooses once). Answers the
 * handle replaced, or null when nothing changed. A handle taken meanwhile fails on the unique index
 * (the caller answers it as taken).
 */
export async function changeHandle(
  db: Executor,
  userId: number,
  handle: string,
  options: { onlyWhileMadeUp?: boolean } = {},
): Promise<string | null> {
  const [row] = await db
    .select({ handle: users.handle, handleChosen: users.handleChosen })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!row || (options.onlyWhileMadeUp && row.handleChosen)) return null;
  if (row.handle.toLowerCase() !== handle.toLowerCase()) {
    await db.insert(retiredHandles).values({ handle: row.handle, userId }).onConflictDoNothing();
  }
  await db
    .update(users)
    .set({ handle, handleChosen: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return row.handle;
}

/** Sets the name of an account that has none yet (made with the short account form); false when it has one. */
export async function setMissingName(db: Executor, userId: number, name: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`trim(${users.name}) = ''`))
    .returning({ id: users.id });
  return rows.length > 0;
}
