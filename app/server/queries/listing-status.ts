// Reading and changing a listing's status inside a transaction, with the row locked.
import { eq, sql } from "drizzle-orm";
import type { ListingStatus } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { judgments } from "~/server/db/schema";

export type LockedListing = { id: number; sellerId: number; buyerId: number | null; status: ListingStatus };

/** The listing's parties and status, unlocked: enough to know who may see it. */
export async function findListingParties(db: Executor, id: number): Promise<LockedListing | null> {
  const [row] = await db
    .select({ id: judgments.id, sellerId: judgments.sellerId, buyerId: judgments.buyerId, status: judgments.status })
    .from(judgments)
    .where(eq(judgments.id, id));
  return row ?? null;
}

/** SELECT … FOR UPDATE: concurrent transitions of one listing wait for each other. */
export async function lockListing(db: Executor, id: number): Promise<LockedListing | null> {
  const [row] = await db
    .select({ id: judgments.id, sellerId: judgments.sellerId, buyerId: judgments.buyerId, status: judgments.status })
    .from(judgments)
    .where(eq(judgments.id, id))
    .for("update");
  return row ?? null;
}

/** Column updates that go with entering a status (timestamps of the lifecycle). */
const enteredAt: Partial<Record<ListingStatus, Record<string, unknown>>> = {
  active: { listedAt: sql`coalesce(${judgments.listedAt}, now())`, approvedAt: sql`now()` },
  sold: { soldAt: sql`now()`, buyerConfirmedAt: sql`now()` },
  assigned: { sellerTransferredAt: sql`now()` },
  cancelled: { cancelledAt: sql`now()` },
};

export async function setListingStatus(
  db: Executor,
  id: number,
  to: ListingStatus,
  extra: Partial<typeof judgments.$inferInsert> = {},
): Promise<void> {
  await db
    .update(judgments)
    .set({ ...(enteredAt[to] ?? {}), ...extra, status: to, updatedAt: new Date() })
    .where(eq(judgments.id, id));
}
