// Every e-mail is written to the outbox first; a pg-boss job delivers it through nodemailer when
// SMTP_URL is set. Without SMTP the message is kept, and readable at /dev/mail outside production.
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { AppConfig } from "~/server/config";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import {
  findOutboxMessage,
  incrementOutboxAttempts,
  insertOutboxMessage,
  listStalePendingOutbox,
  markOutbox,
} from "~/server/queries/outbox";

export const DELIVER_OUTBOX_JOB = "deliver-outbox";
/** Every minute: delivers anything left pending (e.g. the process stopped between commit and dispatch). */
export const SWEEP_OUTBOX_JOB = "sweep-outbox";

export type Email = { to: string; subject: string; text: string; html?: string };

export async function queueEmail(services: Pick<AppServices, "db" | "jobs">, email: Email): Promise<number> {
  const id = await insertOutboxMessage(services.db, {
    channel: "email",
    toAddress: email.to,
    subject: email.subject,
    bodyText: email.text,
    bodyHtml: email.html ?? null,
  });
  if (services.jobs) await services.jobs.send(DELIVER_OUTBOX_JOB, { id });
  return id;
}

/**
 * Writes an e-mail into the outbox inside the caller's transaction, so it exists exactly when the
 * change that caused it commits. Hand the id to `dispatchEmails` after the commit.
 */
export async function queueEmailInTransaction(tx: Executor, email: Email): Promise<number> {
  return queueEmail({ db: tx, jobs: null }, email);
}

/**
 * Hands committed outbox messages to the delivery job. A failure here only delays them: the
 * outbox sweep delivers whatever is still pending. A null (an e-mail `queueNotification` did not
 * queue, its member having switched the topic off) is skipped.
 */
export async function dispatchEmails(services: Pick<AppServices, "jobs">, ids: readonly (number | null)[]): Promise<void> {
  if (!services.jobs) return;
  for (const id of ids) {
    if (id === null) continue;
    try {
      await services.jobs.send(DELIVER_OUTBOX_JOB, { id });
    } catch (error) {
      console.error("Could not schedule e-mail delivery", id, (error as Error).message);
    }
  }
}

export type MailTransport = { sendMail(message: SendMailOptions): Promise<unknown> };

export function createMailTransport(config: AppConfig): MailTransport | null {
  return config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
}

/** Delivers one outbox message. Throws on a transport failure so the job is retried. */
export async function deliverOutboxMessage(db: Executor, config: AppConfig, transport: MailTransport | null, id: number): Promise<void> {
  const message = await findOutboxMessage(db, id);
  if (!message || message.status === "sent") return;
  if (message.channel !== "email" || !transport) {
    await markOutbox(db, id, { status: "kept" });
    return;
  }
  await incrementOutboxAttempts(db, id);
  try {
    await transport.sendMail({
      from: config.mailFrom,
      to: message.toAddress,
      subject: message.subject,
      text: message.bodyText,
      html: message.bodyHtml ?? undefined,
    });
    await markOutbox(db, id, { status: "sent" });
  } catch (error) {
    await markOutbox(db, id, { status: "failed", error: (error as Error).message });
    throw error;
  }
}

/** Delivers pending messages older than a minute, one by one; a failing one does not stop the rest. */
export async function sweepOutbox(db: Executor, config: AppConfig, transport: MailTransport | null): Promise<number> {
  let delivered = 0;
  for (const id of await listStalePendingOutbox(db, 60, 100)) {
    try {
      await deliverOutboxMessage(db, config, transport, id);
      delivered++;
    } catch {
      // Recorded as failed on the message by deliverOutboxMessage.
    }
  }
  return delivered;
}
