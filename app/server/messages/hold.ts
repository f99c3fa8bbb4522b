// Holding a member's text for review (DESIGN.md section 6, docs/decisions/0032): every message,
// reply, offer message, counter-offer message, dispute statement and dispute answer is stored
// pending in the messages table, with what the moderation check found when it was written (a
// record: the review pages check again with the words active then), and audited. Nobody but its
// writer and the administrators reads it until an administrator approves it (./moderate.ts).
import { findModerationHits, type Hit } from "~/domain/moderation";
import type { Executor } from "~/server/db/client";
import { insertAudit } from "~/server/queries/audit";
import { activeBannedWords } from "~/server/queries/banned-words";
import { insertMessage, type NewHeldText } from "~/server/queries/messages";

export type TextToHold = Omit<NewHeldText, "hits">;

/** Stores the text pending with the hits already found; answers its id. Inside the caller's transaction. */
export async function insertHeldText(tx: Executor, text: TextToHold, hits: Hit[]): Promise<number> {
  const id = await insertMessage(tx, { ...text, hits });
  const kind = text.kind ?? "message";
  await insertAudit(tx, {
    actorId: text.senderId,
    action: kind !== "message" ? "message.hold" : text.parentId ? "message.reply" : "message.send",
    entity: "message",
    entityId: id,
    toStatus: "pending",
    details: { kind, judgmentId: text.judgmentId, recipientId: text.recipientId, hits: hits.length },
  });
  return id;
}

/** Checks the text against the active words and holds it, inside the caller's transaction (an offer step, a dispute). */
export async function holdText(tx: Executor, text: TextToHold): Promise<number> {
  return insertHeldText(tx, text, findModerationHits(text.body, await activeBannedWords(tx)));
}
