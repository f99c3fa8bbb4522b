// Reading and changing a listing's status inside a transaction, with the row locked.
import { eq, sql } from "drizzle-orm";
import type { ListingKind, ListingStatus } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { judgments } from "~/server/db/schema";

export type LockedListing = {
  id: number;
  /** A judgment, or a portfolio of them (docs/decisions/0055): transitions marked for one kind check it. */
  kind: ListingKind;
  sellerId: number;
  buyerId: number | null;
  status: ListingStatus;
  listedAt: Date | null;
};

const partyColumns = {
  id: judgments.id,
  kind: judgments.kind,
  sellerId: judgments.sellerId,
  buyerId: judgments.buyerId,
  status: judgments.status,
  listedAt: judgments.listedAt,
};

/** The listing's parties and status, unlocked: enough to know who may see it. */
export async function findListingParties(db: Executor, id: number): Promise<LockedListing | null> {
  const [row] = await db.select(partyColumns).from(judgments).where(eq(judgments.id, id));
  return row ?? null;
}

/** SELECT … FOR UPDATE: concurrent transitions of one listing wait for each other. */
export async function lockListing(db: Executor, id: number): Promise<LockedListing | null> {
  const [row] = await db.select(partyColumns).from(judgments).where(eq(judgments.id, id)).for("update");
  return row ?? null;
}

/**
 * Column updates that go with entering a status (timestamps of the lifecycle). listed_at is set
 * once, the first time the listing goes live (its first approval), and kept through later edits,
 * re-approvals and hiding: the listing's "listed" date and the start of the premium first look.
 * approved_at is the latest time it went live.
 */
function enteredAt(to: ListingStatus, at: Date | undefined): Record<string, unknown> {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  switch (to) {
    case "active":
      return { listedAt: sql`coalesce(${judgments.listedAt}, ${now})`, approvedAt: now };
    case "sold":
      return { soldAt: now };
    case "assigned":
      return { sellerTransferredAt: now };
    case "cancelled":
      return { cancelledAt: now };
    default:
      return {};
  }
}

export async function setListingStatus(
  db: Executor,
  id: number,
  to: ListingStatus,
  extra: Partial<typeof judgments.$inferInsert> = {},
  at?: Date,
): Promise<void> {
  await db
    .update(judgments)
    .set({ ...enteredAt(to, at), ...extra, status: to, updatedAt: new Date() })
    .where(eq(judgments.id, id));
}

/**
 * Marks the listing changed without changing a column of its own (a document added): its
 * updated_at, the version an administrator's review decision names (app/server/admin/listing-review.ts),
 * moves strictly later, so a decision on the version before is refused.
 */
export async function touchListing(db: Executor, id: number): Promise<void> {
  await db
    .update(judgments)
    .set({ updatedAt: sql`greatest(${new Date().toISOString()}::timestamptz, ${judgments.updatedAt} + interval '1 millisecond')` })
    .where(eq(judgments.id, id));
}
