// The payment deadline: finding accepted offers whose payment window has passed, pending offers
// past their expiry, and the bidders to tell when a listing is reactivated. "Overdue" is not a
// stored status: it is `status = 'offer_accepted' and payment_due_at < now()`, and the one-time
// notice is recorded as an audit row (action 'offer.overdue', entity 'offer').
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, ne, notExists, or, sql, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { auditLog, judgments, offers, users } from "~/server/db/schema";

export const OVERDUE_ACTION = "offer.overdue";

/** The overdue condition, the same everywhere. */
export const isOverdueSql = (now: Date | SQLWrapper) => and(eq(judgments.status, "offer_accepted"), lt(judgments.paymentDueAt, now));

const flagged = (db: Executor) =>
  db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, OVERDUE_ACTION),
        eq(auditLog.entity, "offer"),
        eq(auditLog.entityId, sql`${judgments.acceptedOfferId}::text`),
      ),
    );

/** Listings whose accepted buyer is past the payment window and that were not flagged yet. */
export async function listUnflaggedOverdueListings(db: Executor, now: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: judgments.id })
    .from(judgments)
    .where(and(isOverdueSql(now), isNotNull(judgments.acceptedOfferId), notExists(flagged(db))))
    .orderBy(asc(judgments.paymentDueAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export type OverdueListing = {
  id: number;
  title: string;
  sellerId: number;
  buyerId: number | null;
  acceptedOfferId: number | null;
  paymentDueAt: Date | null;
  status: (typeof judgments.$inferSelect)["status"];
};

/** SELECT … FOR UPDATE of the listing with its deadline facts. */
export async function lockListingDeadline(db: Executor, id: number): Promise<OverdueListing | null> {
  const [row] = await db
    .select({
      id: judgments.id,
      title: judgments.title,
      sellerId: judgments.sellerId,
      buyerId: judgments.buyerId,
      acceptedOfferId: judgments.acceptedOfferId,
      paymentDueAt: judgments.paymentDueAt,
      status: judgments.status,
    })
    .from(judgments)
    .where(eq(judgments.id, id))
    .for("update");
  return row ?? null;
}

/** Whether the overdue notice for this accepted offer was already written (inside the lock). */
export async function isOverdueFlagged(db: Executor, offerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, OVERDUE_ACTION), eq(auditLog.entity, "offer"), eq(auditLog.entityId, String(offerId))))
    .limit(1);
  return row !== undefined;
}

/** Pending offers whose expiry passed, locked; rows another worker holds are skipped. */
export async function lockExpiredPendingOffers(db: Executor, now: Date, limit = 200) {
  return db
    .select({ id: offers.id, judgmentId: offers.judgmentId, buyerId: offers.buyerId, status: offers.status })
    .from(offers)
    .where(and(eq(offers.status, "pending"), isNotNull(offers.expiresAt), lt(offers.expiresAt, now)))
    .orderBy(asc(offers.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function setOfferDecided(db: Executor, id: number, status: "expired" | "lapsed", now: Date): Promise<void> {
  await db.update(offers).set({ status, decidedAt: now, updatedAt: now }).where(eq(offers.id, id));
}

/**
 * Everyone else who bid on the listing (distinct buyers of its other offers, the lapsed buyer
 * excluded), who can still be written to.
 */
export async function listEarlierBidders(
  db: Executor,
  input: { judgmentId: number; exceptOfferId: number; exceptBuyerId: number | null },
): Promise<Array<{ id: number; name: string; email: string }>> {
  const conditions = [eq(offers.judgmentId, input.judgmentId), ne(offers.id, input.exceptOfferId), isNull(users.deletedAt)];
  if (input.exceptBuyerId !== null) conditions.push(ne(offers.buyerId, input.exceptBuyerId));
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.buyerId))
    .where(and(...conditions))
    .orderBy(asc(users.id));
}

/** What the judgment page needs to show the deadline: to the owner and the accepted buyer. */
export async function findListingDeadline(db: Executor, id: number) {
  const [row] = await db
    .select({
      status: judgments.status,
      sellerId: judgments.sellerId,
      buyerId: judgments.buyerId,
      acceptedOfferId: judgments.acceptedOfferId,
      paymentDueAt: judgments.paymentDueAt,
    })
    .from(judgments)
    .where(eq(judgments.id, id));
  return row ?? null;
}

export type NextBestOffer = { id: number; buyerId: number; buyerHandle: string; amountCents: number; createdAt: Date };

/**
 * The next-best offer of a listing whose accepted buyer did not pay (issue 16): the highest offer
 * that was rejected only because another was accepted, still within its own expiry, of a member
 * who can still buy (not deleted, not the lapsed buyer) and who was not handed the sale before.
 */
export async function findNextBestOffer(
  db: Executor,
  input: { judgmentId: number; exceptBuyerId: number | null; now: Date },
): Promise<NextBestOffer | null> {
  const conditions = [
    eq(offers.judgmentId, input.judgmentId),
    eq(offers.status, "rejected"),
    isNotNull(offers.displacedByOfferId),
    isNull(offers.handedOverAt),
    or(isNull(offers.expiresAt), gt(offers.expiresAt, input.now)),
    isNull(users.deletedAt),
    // The buyer's latest offer on the listing only: a newer one (after a relisting) replaces it.
    sql`not exists (select 1 from offers newer where newer.judgment_id = ${offers.judgmentId} and newer.buyer_id = ${offers.buyerId} and newer.id > ${offers.id})`,
  ];
  if (input.exceptBuyerId !== null) conditions.push(ne(offers.buyerId, input.exceptBuyerId));
  const [row] = await db
    .select({
      id: offers.id,
      buyerId: offers.buyerId,
      buyerHandle: users.handle,
      amountCents: offers.amountCents,
      createdAt: offers.createdAt,
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.buyerId))
    .where(and(...conditions))
    .orderBy(desc(offers.amountCents), asc(offers.createdAt), asc(offers.id))
    .limit(1);
  return row ?? null;
}

/** The offer handed the sale: accepted again, waiting for its buyer's answer. */
export async function markOfferHandedOver(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(offers)
    .set({ status: "accepted", handedOverAt: now, acceptedAt: null, decidedAt: now, updatedAt: now, awaiting: "buyer" })
    .where(eq(offers.id, id));
}

/** The next-best buyer took the sale: from now the payment window runs. */
export async function markHandOverAccepted(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(offers).set({ acceptedAt: now, updatedAt: now, awaiting: "seller" }).where(eq(offers.id, id));
}

/** The listing's accepted offer when it was handed over as the next-best offer and its buyer has not accepted it yet; null otherwise. */
export async function findPendingHandOver(
  db: Executor,
  acceptedOfferId: number | null,
): Promise<{ id: number; amountCents: number } | null> {
  if (acceptedOfferId === null) return null;
  const [row] = await db
    .select({ id: offers.id, amountCents: offers.amountCents })
    .from(offers)
    .where(and(eq(offers.id, acceptedOfferId), isNotNull(offers.handedOverAt), isNull(offers.acceptedAt)));
  return row ?? null;
}

export async function setPaymentDueAt(db: Executor, judgmentId: number, at: Date): Promise<void> {
  await db.update(judgments).set({ paymentDueAt: at, updatedAt: new Date() }).where(eq(judgments.id, judgmentId));
}

/**
 * The listing is for sale again (relisted, or the next-best buyer declined, or a paid sale was
 * refunded): the offers an earlier acceptance displaced stop being next-best candidates.
 */
export async function forgetDisplacedOffers(db: Executor, judgmentId: number): Promise<void> {
  await db
    .update(offers)
    .set({ displacedByOfferId: null })
    .where(and(eq(offers.judgmentId, judgmentId), isNotNull(offers.displacedByOfferId)));
}
