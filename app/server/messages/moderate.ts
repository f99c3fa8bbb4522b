// Administrators decide pending texts (POST /api/admin/messages/approve and /reject, and the
// /admin/messages page's buttons): messages and replies, and the texts written with an offer step
// or a dispute (docs/decisions/0032). Approving delivers the text (an offer's is copied into the
// offer, app/server/queries/member-texts.ts) and e-mails the member it was written to; rejecting
// keeps it from them and tells its writer why in general words, never quoting it. One transaction
// each, and only one decision can win: a text someone else decided first answers 409.
import { rejectNoteProblem, rejectReasonWording, type RejectReason } from "~/domain/member-texts";
import { offerStepNow } from "~/domain/text-step-now";
import { isAdmin } from "~/domain/permissions";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { jsonError, refuse } from "~/server/http/refusal";
import { heldTextDeliveredEmail, heldTextNotDeliveredEmail, type HeldTextKind } from "~/server/mail/held-text-emails";
import { messageDeliveredEmail, messageNotDeliveredEmail } from "~/server/mail/message-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import { activeBannedWords } from "~/server/queries/banned-words";
import { findListingRecord } from "~/server/queries/listing-record";
import { deliverOfferText, findDisputeTextContext, findOfferTextContext } from "~/server/queries/member-texts";
import { feedbackTextDeliveredEmail, feedbackTextNotDeliveredEmail } from "~/server/mail/feedback-emails";
import { findFeedbackTextContext } from "~/server/queries/feedback";
import { decidePendingMessage, findMessageParties, findMessagingContact } from "~/server/queries/messages";
import type { NotificationTopic } from "~/domain/notification-topics";

export type MessageDecision = "approve" | "reject";
export type Rejection = { code: RejectReason; note: string | null };

export const moderationToasts = {
  approve: "The message was approved and delivered.",
  reject: "The message was rejected; its sender was told why it was not delivered.",
  failed: "Uh oh... there was an issue deciding this message.",
} as const;

const NO_SUCH_MESSAGE = "This message does not exist.";

type Held = NonNullable<Awaited<ReturnType<typeof findMessageParties>>>;
type Contact = NonNullable<Awaited<ReturnType<typeof findMessagingContact>>>;

async function judgmentAbout(tx: Executor, judgmentId: number | null) {
  if (judgmentId === null) return null;
  const judgment = await findListingRecord(tx, judgmentId);
  return judgment && { id: judgment.id, title: judgment.title };
}

/** The e-mail of a message's or reply's decision: the text to its recipient, or the notice to its sender. */
async function messageDecisionEmail(tx: Executor, services: AppServices, message: Held, decision: MessageDecision, why: Rejection | null) {
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
      {
        recipientHandle: handleOf(recipient),
        judgment,
        sentAt: message.createdAt,
        why: { wording: rejectReasonWording[why!.code], note: why!.note },
      },
      publicUrl,
      services.branding,
    ),
  );
}

/** Which notification setting a reviewed text's e-mail answers to, by the member it goes to. */
const heldTextTopics: Record<HeldTextKind, { reader: NotificationTopic; writer: NotificationTopic }> = {
  offer: { reader: "offers_received", writer: "offers_decided" },
  counter: { reader: "offers_decided", writer: "offers_received" },
  dispute: { reader: "sale_steps", writer: "sale_steps" },
  dispute_answer: { reader: "sale_steps", writer: "sale_steps" },
};

/** The listing, the amount and where the offer or the dispute stands now, for a held text's decision e-mail. */
async function textStepContext(tx: Executor, services: AppServices, text: Held) {
  if (text.offerEventId !== null) {
    const found = await findOfferTextContext(tx, text.offerEventId);
    if (!found) return null;
    return { ...found, now: offerStepNow(found.offer, found.laterSteps, services.clock.now()) };
  }
  if (text.disputeId === null) return null;
  const found = await findDisputeTextContext(tx, text.disputeId);
  return found && { ...found, amountCents: null, now: { step: "dispute" as const, resolution: found.resolution } };
}

/** An offer's or a dispute's text decided: delivered into its offer (offer kinds), and the e-mail of the decision. */
async function heldTextDecision(tx: Executor, services: AppServices, text: Held, decision: MessageDecision, why: Rejection | null) {
  const kind = text.kind as HeldTextKind;
  const context = await textStepContext(tx, services, text);
  if (!context) return null;
  if (decision === "approve" && (kind === "offer" || kind === "counter")) {
    await deliverOfferText(tx, { kind, offerEventId: text.offerEventId!, body: text.body });
  }
  const writer = await findMessagingContact(tx, text.senderId);
  const about = {
    title: context.title,
    link: `${services.config.publicUrl}/judgments/${context.judgmentId}`,
    amountCents: context.amountCents,
    writerHandle: writer?.handle ?? "a former member",
    now: context.now,
  };
  const { publicUrl } = services.config;
  const send = async (to: Contact | null, topic: NotificationTopic, email: (to: Contact) => ReturnType<typeof heldTextDeliveredEmail>) =>
    to ? queueNotification(tx, { userId: to.id, topic, publicUrl }, email(to)) : null;
  if (decision === "approve") {
    const reader = await findMessagingContact(tx, text.recipientId);
    return send(reader, heldTextTopics[kind].reader, (to) => heldTextDeliveredEmail(to, kind, text.body, about, services.branding));
  }
  const wording = { wording: rejectReasonWording[why!.code], note: why!.note };
  return send(writer, heldTextTopics[kind].writer, (to) => heldTextNotDeliveredEmail(to, kind, wording, about, services.branding));
}

/** A feedback comment's or reply's decision: the e-mail to the member it concerns, or to its writer (docs/decisions/0045). */
async function feedbackTextDecision(tx: Executor, services: AppServices, text: Held, decision: MessageDecision, why: Rejection | null) {
  const context = text.feedbackId === null ? null : await findFeedbackTextContext(tx, text.feedbackId);
  if (!context) return null;
  const kind = text.kind as "feedback" | "feedback_reply";
  const [writer, reader] = [await findMessagingContact(tx, text.senderId), await findMessagingContact(tx, text.recipientId)];
  const { publicUrl } = services.config;
  if (decision === "approve") {
    if (!reader) return null;
    // The comment is read on the rated member's page; a reply on the page of the member who replied.
    const page = `${publicUrl}/users/${encodeURIComponent(kind === "feedback" ? reader.handle : (writer?.handle ?? ""))}#feedback`;
    const about = { title: context.title, writerHandle: writer?.handle ?? "a former member", link: page };
    return queueNotification(
      tx,
      { userId: reader.id, topic: "sale_steps", publicUrl },
      feedbackTextDeliveredEmail(reader, kind, about, services.branding),
    );
  }
  if (!writer) return null;
  const wording = { wording: rejectReasonWording[why!.code], note: why!.note };
  const about = { title: context.title, link: `${publicUrl}/judgments/${context.judgmentId}` };
  return queueNotification(
    tx,
    { userId: writer.id, topic: "sale_steps", publicUrl },
    feedbackTextNotDeliveredEmail(writer, kind, wording, about, services.branding),
  );
}

/**
 * Approves or rejects a pending text; a rejection carries why (`rejection`; the spec's call sends
 * none: "does not follow the messaging rules"). 404 for an unknown id, 403 for a text the
 * administrator sent or received (nobody moderates their own conversation), 409 when it was
 * already decided (by another administrator, or by a second click), 422 for a note quoting a
 * banned word or a contact detail (the sender reads it).
 */
export async function decideMessage(
  services: AppServices,
  input: { messageId: number; admin: { id: number; roles: readonly string[] }; decision: MessageDecision; rejection?: Rejection },
): Promise<void> {
  if (!isAdmin(input.admin.roles)) throw jsonError(404, NO_SUCH_MESSAGE);
  const why = input.decision === "reject" ? (input.rejection ?? { code: "rules" as const, note: null }) : null;
  if (why) {
    const problem = rejectNoteProblem(why.code, why.note ?? "", await activeBannedWords(services.db));
    if (problem) throw refuse(422, "note", problem);
  }
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
    const reason = why ? { code: why.code, note: why.note || null } : undefined;
    if (!(await decidePendingMessage(tx, { id: message.id, status, adminId: input.admin.id, reason }))) {
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
      details: { kind: message.kind, ...(reason ? { reason: reason.code } : {}) },
    });
    if (message.kind === "message") return messageDecisionEmail(tx, services, message, input.decision, reason ?? null);
    if (message.kind === "feedback" || message.kind === "feedback_reply") {
      return feedbackTextDecision(tx, services, message, input.decision, reason ?? null);
    }
    return heldTextDecision(tx, services, message, input.decision, reason ?? null);
  });
  if (emailId !== null) await dispatchEmails(services, [emailId]);
}
