// Sending a message about a judgment, and replying to a delivered one (POST /api/judgments/message
// and /message/reply, and the judgment page's no-JavaScript form). Every message is held as
// pending with what the moderation check found; its recipient sees nothing until an
// administrator approves it (app/server/messages/moderate.ts).
import { rateLimits } from "~/config/limits";
import { judgmentAccess, type Viewer } from "~/domain/listing-visibility";
import { findModerationHits } from "~/domain/moderation";
import type { AppServices } from "~/server/context";
import { jsonError, refuse } from "~/server/http/refusal";
import { activeBannedWords } from "~/server/queries/banned-words";
import { findListingRecord } from "~/server/queries/listing-record";
import { insertHeldText, type TextToHold } from "~/server/messages/hold";
import { findDeliveredMessage, findMessagingContact } from "~/server/queries/messages";
import { consume, retryMessage } from "~/server/rate-limit";

type Sender = NonNullable<Viewer>;

const NO_SUCH_JUDGMENT = "This judgment does not exist.";
const NO_SUCH_MESSAGE = "This message does not exist.";

/** Counts the message against the sender's hourly allowance; 429 past it. */
async function countAgainstLimit(services: AppServices, senderId: number, field: string): Promise<void> {
  const limit = await consume(services, `message:user:${senderId}`, rateLimits.messagesPerUser);
  if (limit.limited) throw refuse(429, field, `You have sent many messages recently. ${retryMessage(limit.retryAfterSeconds)}`);
}

/**
 * Stores a pending message, audited, with what the moderation check found when it was sent. The
 * check runs before the transaction opens.
 */
async function hold(services: AppServices, message: TextToHold): Promise<number> {
  const hits = findModerationHits(message.body, await activeBannedWords(services.db));
  return services.db.transaction((tx) => insertHeldText(tx, message, hits));
}

/**
 * A new message to the owner of an active listing. 404 for a listing the sender may not see, 403
 * for the owner (a member cannot message itself), 409 for a listing no longer open.
 */
export async function sendMessage(services: AppServices, sender: Sender, input: { judgmentId: number; text: string }): Promise<number> {
  // A listing of either kind: a portfolio's seller is contacted as a judgment's (docs/decisions/0055).
  const listing = await findListingRecord(services.db, input.judgmentId);
  const access = listing && judgmentAccess(listing, sender, services.clock.now());
  if (!listing || !access?.canView) throw refuse(404, "judgment_id", NO_SUCH_JUDGMENT);
  if (access.relation === "owner") throw refuse(403, "message", "This is your own listing: you cannot send yourself a message.");
  if (listing.status !== "active") {
    throw refuse(
      409,
      "message",
      `This ${listing.kind === "portfolio" ? "portfolio" : "judgment"} is no longer available, so its seller cannot be contacted.`,
    );
  }
  const owner = await findMessagingContact(services.db, listing.sellerId);
  if (!owner) throw refuse(404, "judgment_id", NO_SUCH_JUDGMENT);

  await countAgainstLimit(services, sender.id, "message");
  return hold(services, { judgmentId: listing.id, senderId: sender.id, recipientId: owner.id, parentId: null, body: input.text });
}

/**
 * A reply to a message delivered to the replier: it goes back to that message's sender, about the
 * same judgment, through the same review. Any other message id answers 404.
 */
export async function sendReply(services: AppServices, replier: Sender, input: { messageId: number; text: string }): Promise<number> {
  const original = await findDeliveredMessage(services.db, input.messageId, replier.id);
  if (!original) throw refuse(404, "message_id", NO_SUCH_MESSAGE);
  const to = await findMessagingContact(services.db, original.senderId);
  if (!to) throw jsonError(409, "This member's account was closed: your reply cannot be delivered.");

  await countAgainstLimit(services, replier.id, "reply");
  return hold(services, {
    judgmentId: original.judgmentId,
    senderId: replier.id,
    recipientId: to.id,
    parentId: original.id,
    body: input.text,
  });
}
