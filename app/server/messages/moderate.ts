// Administrators decide pending messages (POST /api/admin/messages/approve and /reject, and the
// /admin/messages page's buttons). Approving delivers the message and e-mails its recipient;
// rejecting keeps it from the recipient and tells the sender, without quoting it. One transaction
// each, and only one decision can win: a message someone else decided first answers 409.
import { isAdmin } from "~/domain/permissions";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { jsonError } from "~/server/http/refusal";
import { messageDeliveredEmail, messageNotDeliveredEmail } from "~/server/mail/message-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import { findJudgmentRecord } from "~/server/queries/judgment-detail";
import { decidePendingMessage, findMessageParties, findMessagingContact } from "~/server/queries/messages";

export type MessageDecision = "approve" | "reject";

export const moderationToasts = {
  approve: "The message was approved and delivered.",
  reject: "The message was rejected; its sender was told it was not delivered.",
  failed: "Uh oh... there was an issue deciding this message.",
} as const;

const NO_SUCH_MESSAGE = "This message does not exist.";

async function judgmentAbout(tx: Executor, judgmentId: number | null) {
  if (judgmentId === null) return null;
  const judgment = await findJudgmentRecord(tx, judgmentId);
  return judgment && { id: judgment.id, title: judgment.title };
}

/** The e-mail a decision sends: the text to the recipient, or the notice to the sender. */
async function decisionEmail(
  tx: Executor,
  services: AppServices,
  message: NonNullable<Awaited<ReturnType<typeof findMessageParties>>>,
  decision: MessageDecision,
): Promise<number | null> {
  const [sender, recipient] = [await findMessagingContact(tx, message.senderId), await findMessagingContact(tx, message.recipientId)];
  const judgment = await judgmentAbout(tx, message.judgmentId);
  const { publicUrl } = services.config;
  // Only the member e-mailed must still have an account; the other is named as well as we can.
  const handleOf = (person: { handle: string } | null) => person?.handle ?? "a former member";
  if (decision === "approve") {
    if (!recipient) return null;
    return queueNotification(
      tx,
      { userId: recipient.id, topic: "new_message", publicUrl },
      messageDeliveredEmail(recipient, { text: message.body, senderHandle: handleOf(sender), judgment }, publicUrl, services.branding),
    );
  }
  if (!sender) return null;
  return queueNotification(
    tx,
    { userId: sender.id, topic: "new_message", publicUrl },
    messageNotDeliveredEmail(
      sender,
      { recipientHandle: handleOf(recipient), judgment, sentAt: message.createdAt },
      publicUrl,
      services.branding,
    ),
  );
}

/**
 * Approves or rejects a pending message. 404 for an unknown id, 403 for a message the
 * administrator sent or received (nobody moderates their own conversation), 409 when it was
 * already decided (by another administrator, or by a second click).
 */
export async function decideMessage(
  services: AppServices,
  input: { messageId: number; admin: { id: number; roles: readonly string[] }; decision: MessageDecision },
): Promise<void> {
  if (!isAdmin(input.admin.roles)) throw jsonError(404, NO_SUCH_MESSAGE);
  const emailId = await services.db.transaction(async (tx) => {
    const message = await findMessageParties(tx, input.messageId);
    if (!message) throw jsonError(404, NO_SUCH_MESSAGE);
    if (message.senderId === input.admin.id || message.recipientId === input.admin.id) {
      throw jsonError(403, "This message is to or from you: another administrator must review it.");
    }
    if (input.decision === "approve" && !(await findMessagingContact(tx, message.recipientId))) {
      throw jsonError(409, "The recipient's account was closed: this message cannot be delivered. Reject it instead.");
    }
    const status = input.decision === "approve" ? "approved" : "rejected";
    if (!(await decidePendingMessage(tx, { id: message.id, status, adminId: input.admin.id }))) {
      const now = await findMessageParties(tx, input.messageId);
      const what = now?.status === "approved" ? "approved" : "rejected";
      throw jsonError(409, `This message was already ${what} by another administrator.`);
    }
    await insertAudit(tx, {
      actorId: input.admin.id,
      action: `message.${input.decision}`,
      entity: "message",
      entityId: message.id,
      fromStatus: "pending",
      toStatus: status,
    });
    return decisionEmail(tx, services, message, input.decision);
  });
  if (emailId !== null) await dispatchEmails(services, [emailId]);
}
