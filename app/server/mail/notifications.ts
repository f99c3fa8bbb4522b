// The one place notification e-mails are queued: it honours the member's notification settings
// (/notifications) and ends every e-mail with the footer linking that page. An e-mail of an
// optional topic the member switched off is not queued at all; the required topic (sale_steps)
// is always sent. Account e-mails (verification, password reset…) have no topic and do not come
// here: they are queued with queueEmail directly.
import {
  isRequiredTopic,
  NOTIFICATION_SETTINGS_PATH,
  notificationFooter,
  type NotificationTopic,
  type RequiredNotificationTopic,
} from "~/domain/notification-topics";
import type { Executor } from "~/server/db/client";
import { queueEmailInTransaction, type Email } from "~/server/mail/outbox";
import { escapeHtml } from "~/server/mail/templates";
import { hasOptedOut } from "~/server/queries/notification-settings";
import { findContact } from "~/server/queries/offers";

export type NotificationRecipient = {
  /** The member the e-mail is written to (its settings decide). */
  userId: number;
  topic: NotificationTopic;
  /** The app's public address (services.config.publicUrl), for the footer's link. */
  publicUrl: string;
};

/** The e-mail with the footer appended to its text and its HTML. */
export function withNotificationFooter(email: Email, topic: NotificationTopic, publicUrl: string): Email {
  const footer = notificationFooter(topic, publicUrl);
  const link = `${publicUrl.replace(/\/+$/, "")}${NOTIFICATION_SETTINGS_PATH}`;
  const [sentence] = footer.split(link);
  const html =
    `<hr><p style="font-size:12px;color:#64748b">${escapeHtml(sentence)}` + `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return {
    ...email,
    text: `${email.text}\n\n--\n${footer}`,
    ...(email.html !== undefined ? { html: `${email.html}${html}` } : {}),
  };
}

/**
 * Queues a notification e-mail in the caller's transaction, unless its member switched the topic
 * off: answers the outbox id, or null when nothing was queued. Hand the ids (nulls are skipped) to
 * `dispatchEmails` after the commit. An e-mail of the required topic is always queued (a number).
 */
export async function queueNotification(
  tx: Executor,
  recipient: NotificationRecipient & { topic: RequiredNotificationTopic },
  email: Email,
): Promise<number>;
export async function queueNotification(tx: Executor, recipient: NotificationRecipient, email: Email): Promise<number | null>;
export async function queueNotification(tx: Executor, recipient: NotificationRecipient, email: Email): Promise<number | null> {
  const { userId, topic, publicUrl } = recipient;
  if (!isRequiredTopic(topic) && (await hasOptedOut(tx, userId, topic))) return null;
  return queueEmailInTransaction(tx, withNotificationFooter(email, topic, publicUrl));
}

/**
 * queueNotification for a member by id: `write` makes the e-mail from their name and address; a
 * member who can no longer be written to (deleted, or unknown) gets nothing (null).
 */
export async function notifyMember(
  tx: Executor,
  recipient: NotificationRecipient,
  write: (person: { name: string; email: string }) => Email,
): Promise<number | null> {
  const person = await findContact(tx, recipient.userId);
  return person ? queueNotification(tx, recipient, write(person)) : null;
}
