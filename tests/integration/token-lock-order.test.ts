// The lock order of an account's changes (decision 0030): every transaction that changes an
// account locks the member's row first (the password form, an administrator's deletion or new
// invitation, a new link; a sign-in share-locks it). Using an e-mailed link (a reset, an invitation,
// an e-mail confirmation) took the link's row first, then the member's: racing a transaction that
// held the member's row and then revoked the account's links (as the password form and the
// administrators' changes do), the two waited for each other and PostgreSQL killed one ("deadlock
// detected"), a 500 for the member. PostgreSQL only: PGlite runs one transaction at a time, so
// there is nothing to race there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like, sql } from "drizzle-orm";
import * as accounts from "~/server/auth/accounts";
import { acceptInvitation, inviteUser } from "~/server/admin/users";
import { hashPassword } from "~/server/auth/password";
import { outbox, users } from "~/server/db/schema";
import { lockUser } from "~/server/queries/users";
import { revokeLiveVerifications } from "~/server/queries/verifications";
import { createTestApp, type TestApp } from "../support/app";
import { usingPostgres } from "../support/db";
import { member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, usingPostgres() ? { poolSize: 10 } : {});
});
afterAll(async () => {
  await app?.close();
});

const NEW_PASSWORD = "Fresh-harbour-87!";
let seq = 0;

/** The token of the newest link in the mail to `email` whose subject starts with `subject`. */
async function linkToken(email: string, subject: string): Promise<string> {
  const mails = await app.services.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), like(outbox.subject, `${subject}%`)));
  return /token=([A-Za-z0-9_-]+)/.exec(mails[mails.length - 1].bodyText)![1];
}

async function lockWaits(): Promise<number> {
  const waiting = sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`;
  return ((await app.services.db.execute(waiting)) as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Holds the member's row (as the password form and the administrators' changes start), lets `use`
 * run until it waits for a lock, then revokes the account's `purpose` links in the same
 * transaction, as those changes do. Answers how each side ended.
 */
async function race(userId: number, purpose: "password_reset" | "invitation" | "email", use: () => Promise<unknown>) {
  let release!: () => void;
  let locked!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  const rowLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = app.services.db
    .transaction(async (tx) => {
      await lockUser(tx, userId);
      locked();
      await hold;
      await revokeLiveVerifications(tx, userId, purpose);
    })
    .then(
      () => "committed",
      (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code ?? String(error),
    );
  await rowLocked;
  let settled = false;
  const using = use().then(
    (value) => ({ value }),
    (error: { code?: string; cause?: { code?: string } }) => ({ error: error.cause?.code ?? error.code ?? String(error) }),
  );
  void using.finally(() => (settled = true));
  try {
    for (let i = 0; i < 500 && !settled && (await lockWaits()) === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false); // It waits for a lock.
  } finally {
    release();
  }
  return { holder: await holder, using: await using };
}

describe.skipIf(!usingPostgres())("an e-mailed link used while another change holds the member's row (PostgreSQL)", () => {
  it("a password reset waits for the member's row, then finds its link revoked: no deadlock", async () => {
    const owner = await member(app, { values: { passwordHash: await hashPassword("Old-ledger-42!") } });
    await accounts.sendPasswordReset(app.services, owner.email);
    const token = await linkToken(owner.email, "Reset your password");
    const outcome = await race(owner.userId, "password_reset", () =>
      accounts.resetPassword(app.services, token, NEW_PASSWORD, `198.51.100.${++seq}`),
    );
    expect(outcome.holder).toBe("committed");
    expect(outcome.using).toEqual({
      value: { ok: false, status: 422, errors: { _: [expect.stringMatching(/expired or was already used/)] } },
    });
  });

  it("an invitation accepted while an administrator sends a new one: the old link is refused, no deadlock", async () => {
    const admin = await member(app, { role: "admin" });
    const email = `lockorder.${++seq}@example.com`;
    const { userId } = await inviteUser(
      app.services,
      { id: admin.userId, roles: ["admin"] },
      { name: "Lock Order", email, role: "member" },
    );
    const token = await linkToken(email, "You are invited");
    const outcome = await race(userId, "invitation", () =>
      acceptInvitation(app.services, { token, handle: `invitee_${seq}`, password: NEW_PASSWORD }, `198.51.100.${++seq}`),
    );
    expect(outcome.holder).toBe("committed");
    expect(outcome.using).toMatchObject({ value: { ok: false, status: 422 } });
    const [row] = await app.services.db.select({ handleChosen: users.handleChosen }).from(users).where(eq(users.id, userId));
    expect(row.handleChosen).toBe(false);
  });

  it("an e-mail confirmation used while a new link is being sent: no deadlock", async () => {
    const fresh = await member(app);
    await accounts.sendVerificationEmail(app.services, fresh.userId);
    const token = await linkToken(fresh.email, "Confirm your e-mail");
    const outcome = await race(fresh.userId, "email", () => accounts.verifyEmailToken(app.services, token));
    expect(outcome.holder).toBe("committed");
    expect(outcome.using).toEqual({ value: null });
  });
});
