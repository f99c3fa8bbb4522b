// The texts members write with an offer step or a dispute (docs/decisions/0032), held in the
// messages table like messages: what the pages need to show each one as its viewer may see it
// (app/domain/member-texts.ts's shownText), and what approving one changes. An offer's texts are
// copied into the offer's own columns (offer_events.message, and offers.message for the offer's
// own) only once approved, so every reader of those columns reads delivered words only; a
// dispute's stay on the dispute (the administrator resolves on them), and the parties' view reads
// them through their review.
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { HeldText } from "~/domain/member-texts";
import type { Executor } from "~/server/db/client";
import { disputes, judgments, messages, offerEvents, offers } from "~/server/db/schema";

const heldColumns = { body: messages.body, status: messages.status, senderId: messages.senderId, recipientId: messages.recipientId };

/** The held texts of some offer steps, by step id (steps written without a text, or before moderation, have none). */
export async function heldTextsOfOfferEvents(db: Executor, eventIds: number[]): Promise<Map<number, HeldText>> {
  const held = new Map<number, HeldText>();
  if (eventIds.length === 0) return held;
  const rows = await db
    .select({ eventId: messages.offerEventId, ...heldColumns })
    .from(messages)
    .where(inArray(messages.offerEventId, eventIds));
  for (const { eventId, ...text } of rows) held.set(eventId!, text);
  return held;
}

/**
 * A dispute's held texts: the buyer's statement and the seller's answer, when written since
 * moderation covered them; the latest of each (an answer rejected by moderation may be written
 * again: the rejected one stays in the queue's history).
 */
export async function heldTextsOfDispute(db: Executor, disputeId: number): Promise<{ details: HeldText | null; answer: HeldText | null }> {
  const rows = await db
    .select({ kind: messages.kind, ...heldColumns })
    .from(messages)
    .where(and(eq(messages.disputeId, disputeId), inArray(messages.kind, ["dispute", "dispute_answer"])))
    .orderBy(desc(messages.id));
  const of = (kind: string) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? { body: row.body, status: row.status, senderId: row.senderId, recipientId: row.recipientId } : null;
  };
  return { details: of("dispute"), answer: of("dispute_answer") };
}

/**
 * The offer, listing and amount an offer step's text was written with, where the offer stands now
 * and the kinds of the thread's later steps: for the e-mails of its decision.
 */
export async function findOfferTextContext(db: Executor, offerEventId: number) {
  const [row] = await db
    .select({
      offerId: offers.id,
      judgmentId: judgments.id,
      title: judgments.title,
      amountCents: offerEvents.amountCents,
      offer: { status: offers.status, awaiting: offers.awaiting, counterCents: offers.counterCents, expiresAt: offers.expiresAt },
    })
    .from(offerEvents)
    .innerJoin(offers, eq(offers.id, offerEvents.offerId))
    .innerJoin(judgments, eq(judgments.id, offers.judgmentId))
    .where(eq(offerEvents.id, offerEventId));
  if (!row) return null;
  const later = await db
    .select({ kind: offerEvents.kind })
    .from(offerEvents)
    .where(and(eq(offerEvents.offerId, row.offerId), gt(offerEvents.id, offerEventId)));
  return { ...row, laterSteps: later.map((step) => step.kind) };
}

/** The listing a dispute is about, and its resolution if any: for the e-mails of its texts' decisions. */
export async function findDisputeTextContext(db: Executor, disputeId: number) {
  const [row] = await db
    .select({ judgmentId: judgments.id, title: judgments.title, resolution: disputes.resolution })
    .from(disputes)
    .innerJoin(judgments, eq(judgments.id, disputes.judgmentId))
    .where(eq(disputes.id, disputeId));
  return row ?? null;
}

/**
 * An approved offer text reaches the offer: its step's message, and for the offer's own message
 * (kind offer) the offer's note too. A counter-offer's message lives on its step only: the pages
 * read the standing counter's words from the thread, through their review.
 */
export async function deliverOfferText(
  tx: Executor,
  input: { kind: "offer" | "counter"; offerEventId: number; body: string },
): Promise<void> {
  const [event] = await tx
    .update(offerEvents)
    .set({ message: input.body })
    .where(eq(offerEvents.id, input.offerEventId))
    .returning({ offerId: offerEvents.offerId });
  if (event && input.kind === "offer") await tx.update(offers).set({ message: input.body }).where(eq(offers.id, event.offerId));
}
