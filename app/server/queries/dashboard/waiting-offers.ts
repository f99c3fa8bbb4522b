// The offers that wait for a seller's answer: pending offers on the seller's live listings whose
// move is the seller's (a counter-offer waiting on its buyer is not), still within their expiry.
// One rule for /selling's "N offers are waiting for your answer" and the offers of /home's "Needs
// you" list (app/server/queries/needs-you.ts, docs/decisions/0043-needs-you.md).
import { and, eq, gt, isNull, or, type SQLWrapper } from "drizzle-orm";
import { judgments, offers } from "~/server/db/schema";

/**
 * The offers that wait for this seller's answer: pending, the seller's move, on a live listing of
 * theirs, not past their expiry. The seller and the instant may be a prepared query's placeholders.
 */
export function waitingOn(sellerId: number | SQLWrapper, now: Date | SQLWrapper) {
  return and(
    eq(judgments.sellerId, sellerId),
    eq(judgments.status, "active"),
    eq(offers.status, "pending"),
    eq(offers.awaiting, "seller"),
    or(isNull(offers.expiresAt), gt(offers.expiresAt, now)),
  );
}
