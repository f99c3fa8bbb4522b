// The visitor's resume e-mail (docs/decisions/0020-listing-wizard-steps.md): a visitor who gave a
// name and e-mail at the wizard's first step and leaves without submitting is e-mailed ONCE a link
// to resume the draft, with a link to stop. Anyone can type anyone's address, so an address gets at
// most one such e-mail per DRAFT_REMINDER_ADDRESS_DAYS however many drafts name it, the e-mail
// quotes nothing the visitor typed but a first name, and new drafts are rate-limited per client
// network (limitNewDrafts; saving the same draft again is not counted).
// - Every save of a visitor's draft that has an e-mail updates one draft_reminders row (its id
//   travels in the session draft), so the server knows the draft and when it was last touched.
// - The job (hourly) takes rows idle for DRAFT_REMINDER_IDLE_HOURS, never reminded, not stopped,
//   whose address has no account (registering or submitting means an account with that address:
//   the row is also deleted when the draft moves to an account) and was never stopped, and queues
//   one e-mail per row in the same transaction that marks it reminded (a conditional update under a
//   per-address lock, so two runs, or two rows with one address, send one e-mail); a due row whose
//   address was reminded within DRAFT_REMINDER_ADDRESS_DAYS is deleted instead. The resume link's
//   token is made then; only its hash is stored.
// - /sell/resume?token= restores the draft into the visitor's session; /sell/resume/stop?token=
//   (POST) stops: no e-mail to that address again, the saved draft is dropped.
// - Housekeeping deletes rows idle for DRAFT_REMINDER_KEEP_DAYS (a reminded row stays while it
//   still holds its address back).
// It is not a notification topic (the visitor has no account, so email_opt_outs, keyed by user,
// does not apply); the stop link is the visitor's opt-out.
import { createHash, randomBytes } from "node:crypto";
import { rateLimits } from "~/config/limits";
import type { AppServices } from "~/server/context";
import { draftReminderEmail } from "~/server/mail/draft-reminder-email";
import { dispatchEmails, queueEmailInTransaction } from "~/server/mail/outbox";
import {
  claimDraftReminder,
  deleteDraftReminder,
  deleteIdleDraftReminders,
  draftReminderExists,
  findDraftReminderByToken,
  insertDraftReminder,
  listDueDraftReminders,
  stopDraftReminder,
  updateDraftReminder,
} from "~/server/queries/draft-reminders";
import { consume, refund, retryMessage } from "~/server/rate-limit";

/** How long a visitor's draft sits untouched before the one reminder. */
export const DRAFT_REMINDER_IDLE_HOURS = 24;
/** At most one reminder per address (lower-cased), whatever the drafts, in this many days. */
export const DRAFT_REMINDER_ADDRESS_DAYS = 30;
/** How long a visitor's draft is kept server-side after its last save. */
export const DRAFT_REMINDER_KEEP_DAYS = 30;

export const DRAFT_REMINDERS_JOB = "draft-reminders";
/** Every hour, at twenty to (UTC cron). */
export const DRAFT_REMINDERS_SCHEDULE = "40 * * * *";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export function hashReminderToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

type SessionDraft = { data: Record<string, unknown>; step: string; reachedReview: boolean };

/**
 * Keeps the server's copy of a visitor's draft up to date. Answers the row id to keep in the
 * session, or null when there is none (no e-mail yet, or the visitor stopped the reminders).
 */
export async function syncDraftReminder(
  services: Pick<AppServices, "db" | "clock">,
  reminderId: number | null,
  draft: SessionDraft,
): Promise<number | null> {
  const email = typeof draft.data.email === "string" ? draft.data.email : "";
  if (!email) {
    if (reminderId !== null) await deleteDraftReminder(services.db, reminderId);
    return null;
  }
  const values = {
    email,
    name: typeof draft.data.name === "string" ? draft.data.name : "",
    draft: { data: draft.data, step: draft.step, reachedReview: draft.reachedReview },
    step: draft.step,
  };
  const now = services.clock.now();
  if (reminderId !== null) {
    // A stopped row stays stopped (and empty): the visitor asked not to be written to.
    if ((await updateDraftReminder(services.db, reminderId, values, now)) !== "missing") return reminderId;
  }
  return insertDraftReminder(services.db, values, now);
}

/**
 * Counts a new draft from this client network before a visitor's save of a name and e-mail;
 * answers the message to show when there were too many (nothing is saved then). A save of a draft
 * that already has its row (`reminderId`, kept in the server-side session, stopped or not) is not
 * a new draft and is not counted: going back to Your Details, or the wizard saving again, never
 * uses up the network's allowance.
 */
export async function limitNewDrafts(services: AppServices, clientIp: string, reminderId: number | null): Promise<string | null> {
  if (reminderId !== null && (await draftReminderExists(services.db, reminderId))) return null;
  const hour = await consume(services, `draft-new:${clientIp}`, rateLimits.newDraftsPerAddress);
  if (hour.limited) return tooManyDrafts(hour.retryAfterSeconds);
  const day = await consume(services, `draft-new-day:${clientIp}`, rateLimits.newDraftsPerAddressPerDay);
  if (!day.limited) return null;
  await refund(services, `draft-new:${clientIp}`);
  return tooManyDrafts(day.retryAfterSeconds);
}

function tooManyDrafts(retryAfterSeconds: number): string {
  return `Too many drafts started from your network. ${retryMessage(retryAfterSeconds)}`;
}

/** The draft moved to an account (registered, signed in, submitted): nothing to remind of. */
export async function dropDraftReminder(services: Pick<AppServices, "db">, reminderId: number | null | undefined): Promise<void> {
  if (typeof reminderId === "number") await deleteDraftReminder(services.db, reminderId);
}

type JobServices = Pick<AppServices, "db" | "jobs" | "branding" | "config" | "clock">;

/**
 * The job: one e-mail per due row whose address was not reminded lately, marked reminded in the
 * same transaction. Answers how many were sent.
 */
export async function sendDraftReminders(services: JobServices): Promise<number> {
  const now = services.clock.now();
  const idleBefore = new Date(now.getTime() - DRAFT_REMINDER_IDLE_HOURS * HOUR_MS);
  const addressRemindedAfter = new Date(now.getTime() - DRAFT_REMINDER_ADDRESS_DAYS * DAY_MS);
  const queued: number[] = [];
  for (const id of await listDueDraftReminders(services.db, idleBefore, 200)) {
    const emailId = await services.db.transaction(async (tx) => {
      const token = randomBytes(32).toString("base64url");
      const row = await claimDraftReminder(tx, id, hashReminderToken(token), { idleBefore, addressRemindedAfter }, now);
      if (row === null || row === "skipped") return null;
      const base = services.config.publicUrl;
      return queueEmailInTransaction(
        tx,
        draftReminderEmail(
          row.email,
          {
            name: row.name,
            resumeLink: `${base}/sell/resume?token=${token}`,
            stopLink: `${base}/sell/resume/stop?token=${token}`,
          },
          services.branding,
        ),
      );
    });
    if (emailId !== null) queued.push(emailId);
  }
  await dispatchEmails(services, queued);
  return queued.length;
}

/** A token from a link: the shape we make (43 base64url characters), or null. */
function tokenHashOf(token: string | null): string | null {
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? hashReminderToken(token) : null;
}

/** The saved draft a resume link names, or null (unknown, stopped, or already moved to an account). */
export async function findRemindedDraft(services: Pick<AppServices, "db">, token: string | null) {
  const hash = tokenHashOf(token);
  return hash ? findDraftReminderByToken(services.db, hash) : null;
}

/** Stops the reminders of the row a stop link names; false when the link is unknown or already stopped. */
export async function stopRemindedDraft(services: Pick<AppServices, "db" | "clock">, token: string | null): Promise<boolean> {
  const hash = tokenHashOf(token);
  return hash ? stopDraftReminder(services.db, hash, services.clock.now()) : false;
}

/** Housekeeping: visitors' drafts are not kept forever. */
export function deleteStaleDraftReminders(services: Pick<AppServices, "db" | "clock">): Promise<number> {
  const now = services.clock.now().getTime();
  return deleteIdleDraftReminders(
    services.db,
    new Date(now - DRAFT_REMINDER_KEEP_DAYS * DAY_MS),
    new Date(now - DRAFT_REMINDER_ADDRESS_DAYS * DAY_MS),
  );
}
