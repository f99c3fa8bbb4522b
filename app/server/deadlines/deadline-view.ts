// What the judgment page shows about the payment deadline, to the owner and the accepted buyer
// only: the due date, whether it has passed (the one overdue condition: status offer_accepted and
// payment_due_at < now), a sale handed over to the next-best offer and waiting for its buyer's
// answer, and, for the owner once overdue, the next-best offer they may hand it to (./hand-over.ts).
import type { DeadlineView } from "~/components/deadlines/reactivate-panel";
import type { Executor } from "~/server/db/client";
import { findListingDeadline, findNextBestOffer, findPendingHandOver } from "~/server/queries/deadlines";

export function isOverdue(listing: { status: string; paymentDueAt: Date | null }, now = new Date()): boolean {
  return listing.status === "offer_accepted" && listing.paymentDueAt !== null && listing.paymentDueAt.getTime() < now.getTime();
}

export async function loadDeadlineView(
  db: Executor,
  judgmentId: number,
  userId: number | null,
  now = new Date(),
): Promise<DeadlineView | null> {
  if (userId === null) return null;
  const listing = await findListingDeadline(db, judgmentId);
  if (!listing || listing.status !== "offer_accepted" || !listing.paymentDueAt) return null;
  const viewer = listing.sellerId === userId ? "owner" : listing.buyerId === userId ? "buyer" : null;
  if (!viewer) return null;
  const overdue = isOverdue(listing, now);
  const handOver = await findPendingHandOver(db, listing.acceptedOfferId);
  const next = viewer === "owner" && overdue ? await findNextBestOffer(db, { judgmentId, exceptBuyerId: listing.buyerId, now }) : null;
  return {
    viewer,
    paymentDueAt: listing.paymentDueAt.toISOString(),
    overdue,
    handOver: handOver && { amountCents: handOver.amountCents },
    nextBest: next && {
      offerId: next.id,
      amountCents: next.amountCents,
      buyerHandle: next.buyerHandle,
      createdAt: next.createdAt.toISOString(),
    },
  };
}
