// /home's "Offers waiting for you": the pending offers on the seller's live listings whose move is
// the seller's (a counter-offer waiting on its buyer is not), still within their expiry, the
// soonest to expire first. What the seller may see of an offer: the buyer's handle, the amount
// and the expiry; the buyer's message is read on the listing, once moderation let it through.
import { and, asc, count, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "~/server/db/client";
import { judgments, offers, users } from "~/server/db/schema";
import { capped, DASHBOARD_LIST_CAP, iso } from "./listing-summary";

export type WaitingOffer = {
  id: number;
  judgment: { id: number; title: string };
  buyer_handle: string;
  /** The buyer's amount, cents. */
  amount: number;
  expires_at: string | null;
  created_at: string;
};

const buyer = alias(users, "buyer");

/**
 * The offers that wait for this seller's answer: pending, the seller's move, on a live listing of
 * theirs, not past their expiry. /selling's "offers are waiting for your answer" counts the same.
 */
export function waitingOn(sellerId: number, now: Date) {
  return and(
    eq(judgments.sellerId, sellerId),
    eq(judgments.status, "active"),
    eq(offers.status, "pending"),
    eq(offers.awaiting, "seller"),
    or(isNull(offers.expiresAt), gt(offers.expiresAt, now)),
  );
}

/** The offers waiting for this seller's answer, the soonest to expire first (those without a date last). */
export async function listOffersWaitingForSeller(
  db: Executor,
  sellerId: number,
  now: Date,
  limit = DASHBOARD_LIST_CAP,
): Promise<WaitingOffer[]> {
  const rows = await db
    .select({
      id: offers.id,
      judgmentId: judgments.id,
      title: judgments.title,
      buyerHandle: buyer.handle,
      amountCents: offers.amountCents,
      expiresAt: offers.expiresAt,
      createdAt: offers.createdAt,
    })
    .from(offers)
    .innerJoin(judgments, eq(judgments.id, offers.judgmentId))
    .innerJoin(buyer, eq(buyer.id, offers.buyerId))
    .where(waitingOn(sellerId, now))
    .orderBy(sql`${offers.expiresAt} asc nulls last`, desc(offers.createdAt), asc(offers.id))
    .limit(capped(limit));
  return rows.map((row) => ({
    id: row.id,
    judgment: { id: row.judgmentId, title: row.title },
    buyer_handle: row.buyerHandle,
    amount: row.amountCents,
    expires_at: iso(row.expiresAt),
    created_at: row.createdAt.toISOString(),
  }));
}

/** How many offers wait for this seller's answer. */
export async function countOffersWaitingForSeller(db: Executor, sellerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .innerJoin(judgments, eq(judgments.id, offers.judgmentId))
    .where(waitingOn(sellerId, now));
  return row?.n ?? 0;
}
