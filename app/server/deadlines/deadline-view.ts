// What the judgment page shows about the payment deadline, to the owner and the accepted buyer
// only: the due date, and whether it has passed (the one overdue condition:
// status offer_accepted and payment_due_at < now).
import type { Executor } from "~/server/db/client";
import { findListingDeadline } from "~/server/queries/deadlines";

export type DeadlineView = { viewer: "owner" | "buyer"; paymentDueAt: string; overdue: boolean };

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
  return { viewer, paymentDueAt: listing.paymentDueAt.toISOString(), overdue: isOverdue(listing, now) };
}
