// Feedback after a sale (docs/decisions/0045): the sales a member was a party to on a listing and
// where each stands, the feedback left on them, writing and replying, an administrator's removal,
// and the feedback a member received as their public page shows it.
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { FeedbackRatingCode } from "~/domain/feedback";
import type { HeldText } from "~/domain/member-texts";
import type { Executor } from "~/server/db/client";
import { feedback, judgments, messages, payments, refunds, users } from "~/server/db/schema";

/** One sale of a listing: its purchase payment, its two sides, and what ended it (null while it runs). */
export type SaleFacts = {
  paymentId: number;
  judgmentId: number;
  buyerId: number;
  sellerId: number;
  soldAt: Date | null;
  refundedAt: Date | null;
};

/** A sale's facts as SaleFacts reads them, from a purchase payment joined to its listing. */
const saleColumns = {
  paymentId: payments.id,
  judgmentId: judgments.id,
  buyerId: payments.userId,
  sellerId: judgments.sellerId,
  soldAt:
    sql<Date | null>`case when ${judgments.status} = 'sold' and ${judgments.acceptedOfferId} = ${payments.offerId} and ${payments.status} = 'succeeded' then ${judgments.soldAt} end`.mapWith(
      (v: unknown) => (v === null ? null : new Date(v as string)),
    ),
  refundedAt:
    sql<Date | null>`(select ${refunds.createdAt} from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.reason} in ('buyer_cancelled', 'dispute_full'))`.mapWith(
      (v: unknown) => (v === null ? null : new Date(v as string)),
    ),
};

/** A purchase that was paid: kept (succeeded) or refunded since. */
const paidPurchase = and(eq(payments.kind, "purchase"), inArray(payments.status, ["succeeded", "refunded"]));

/**
 * The sales of a listing (newest first): every purchase paid, kept or refunded. A sale is sold when
 * the listing is sold on its accepted offer; refunded when its payment was refunded in full.
 */
export async function listSalesOfJudgment(db: Executor, judgmentId: number): Promise<SaleFacts[]> {
  return db
    .select(saleColumns)
    .from(payments)
    .innerJoin(judgments, eq(judgments.id, payments.judgmentId))
    .where(and(eq(payments.judgmentId, judgmentId), paidPurchase))
    .orderBy(desc(payments.id));
}

/** A sale a member was a side of, with what the "Your feedback" page shows of its listing. */
export type MemberSale = SaleFacts & {
  title: string;
  listing: { sellerId: number; buyerId: number | null; status: (typeof judgments.$inferSelect)["status"]; listedAt: Date | null };
};

/**
 * The sales a member bought or sold (newest first, at most `limit`), on any listing, whatever became
 * of it since: the "Your feedback" page reaches a sale even when its listing went back to review
 * after a refund and its page is closed to the former buyer.
 */
export async function listSalesOfMember(db: Executor, userId: number, limit: number): Promise<MemberSale[]> {
  const rows = await db
    .select({
      ...saleColumns,
      title: judgments.title,
      status: judgments.status,
      listingBuyerId: judgments.buyerId,
      listedAt: judgments.listedAt,
    })
    .from(payments)
    .innerJoin(judgments, eq(judgments.id, payments.judgmentId))
    .where(and(paidPurchase, or(eq(payments.userId, userId), eq(judgments.sellerId, userId))))
    .orderBy(desc(payments.id))
    .limit(limit);
  return rows.map(({ status, listingBuyerId, listedAt, ...sale }) => ({
    ...sale,
    listing: { sellerId: sale.sellerId, buyerId: listingBuyerId, status, listedAt },
  }));
}

/** The listing a purchase payment is for, or null (not a purchase, or no such payment). */
export async function findSaleListingId(db: Executor, paymentId: number): Promise<number | null> {
  const [row] = await db
    .select({ judgmentId: payments.judgmentId })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.kind, "purchase")));
  return row?.judgmentId ?? null;
}

export type FeedbackRow = typeof feedback.$inferSelect;

export async function findFeedback(db: Executor, id: number): Promise<FeedbackRow | null> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row ?? null;
}

/** Locks one feedback row (a reply, a removal). */
export async function lockFeedback(tx: Executor, id: number): Promise<FeedbackRow | null> {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for("update");
  return row ?? null;
}

/** The feedback left on these sales (removed included: a removed one still cannot be written again). */
export async function listFeedbackOfSales(db: Executor, paymentIds: number[]): Promise<FeedbackRow[]> {
  if (paymentIds.length === 0) return [];
  return db.select().from(feedback).where(inArray(feedback.paymentId, paymentIds)).orderBy(feedback.id);
}

/** Writes feedback; null when this writer already left feedback on this sale (the unique index decides). */
export async function insertFeedback(
  tx: Executor,
  values: {
    paymentId: number;
    judgmentId: number;
    fromUserId: number;
    toUserId: number;
    fromRole: "buyer" | "seller";
    rating: FeedbackRatingCode;
    comment: string | null;
    createdAt: Date;
  },
): Promise<number | null> {
  const [row] = await tx.insert(feedback).values(values).onConflictDoNothing().returning({ id: feedback.id });
  return row?.id ?? null;
}

/** The rated member's one reply: written only while there is none and the feedback stands. */
export async function setFeedbackReply(tx: Executor, id: number, reply: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(feedback)
    .set({ reply, repliedAt: at })
    .where(and(eq(feedback.id, id), isNull(feedback.reply), isNull(feedback.removedAt)))
    .returning({ id: feedback.id });
  return rows.length > 0;
}

export async function markFeedbackRemoved(tx: Executor, id: number, input: { by: number; reason: string; at: Date }): Promise<boolean> {
  const rows = await tx
    .update(feedback)
    .set({ removedAt: input.at, removedBy: input.by, removedReason: input.reason })
    .where(and(eq(feedback.id, id), isNull(feedback.removedAt)))
    .returning({ id: feedback.id });
  return rows.length > 0;
}

/** The held texts of some feedback, by feedback id: its comment and its reply (the newest of each). */
export async function heldTextsOfFeedback(
  db: Executor,
  feedbackIds: number[],
): Promise<Map<number, { comment: HeldText | null; reply: HeldText | null }>> {
  const held = new Map<number, { comment: HeldText | null; reply: HeldText | null }>();
  if (feedbackIds.length === 0) return held;
  const rows = await db
    .select({
      feedbackId: messages.feedbackId,
      kind: messages.kind,
      body: messages.body,
      status: messages.status,
      senderId: messages.senderId,
      recipientId: messages.recipientId,
    })
    .from(messages)
    .where(inArray(messages.feedbackId, feedbackIds))
    .orderBy(messages.id);
  for (const { feedbackId, kind, ...text } of rows) {
    const slot = held.get(feedbackId!) ?? { comment: null, reply: null };
    if (kind === "feedback") slot.comment = text;
    if (kind === "feedback_reply") slot.reply = text;
    held.set(feedbackId!, slot);
  }
  return held;
}

/** The listing a feedback text is about, for the e-mails of its decision. */
export async function findFeedbackTextContext(db: Executor, feedbackId: number) {
  const [row] = await db
    .select({ judgmentId: judgments.id, title: judgments.title })
    .from(feedback)
    .innerJoin(judgments, eq(judgments.id, feedback.judgmentId))
    .where(eq(feedback.id, feedbackId));
  return row ?? null;
}

/** The feedback a member received, newest first (`withRemoved` for administrators), with the writer's handle. */
export async function listFeedbackReceived(db: Executor, userId: number, options: { limit: number; withRemoved?: boolean }) {
  return db
    .select({
      id: feedback.id,
      judgmentId: feedback.judgmentId,
      fromUserId: feedback.fromUserId,
      toUserId: feedback.toUserId,
      fromHandle: users.handle,
      fromRole: feedback.fromRole,
      rating: feedback.rating,
      comment: feedback.comment,
      reply: feedback.reply,
      repliedAt: feedback.repliedAt,
      createdAt: feedback.createdAt,
      removedAt: feedback.removedAt,
      removedReason: feedback.removedReason,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.fromUserId))
    .where(and(eq(feedback.toUserId, userId), options.withRemoved ? undefined : isNull(feedback.removedAt)))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(options.limit);
}

/** Members' handles by id (for the feedback sections: the other side of a sale). */
export async function findHandles(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, handle: users.handle }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.handle]));
}
