// Signed-in users' listing drafts (visitors' drafts live in their session: app/server/listings/drafts.ts).
import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { listingDrafts } from "~/server/db/schema";

export type DraftRow = { data: Record<string, unknown>; step: string; reachedReview: boolean; updatedAt: Date };

const columns = {
  data: listingDrafts.data,
  step: listingDrafts.step,
  reachedReview: listingDrafts.reachedReview,
  updatedAt: listingDrafts.updatedAt,
};

export async function findDraft(db: Executor, userId: number): Promise<DraftRow | null> {
  const [row] = await db.select(columns).from(listingDrafts).where(eq(listingDrafts.userId, userId));
  return row ?? null;
}

/** Inserts or replaces the user's one draft. */
export async function upsertDraft(
  db: Executor,
  userId: number,
  draft: { data: Record<string, unknown>; step: string; reachedReview: boolean },
): Promise<void> {
  await db
    .insert(listingDrafts)
    .values({ userId, ...draft })
    .onConflictDoUpdate({
      target: listingDrafts.userId,
      set: { data: draft.data, step: draft.step, reachedReview: draft.reachedReview, updatedAt: sql`now()` },
    });
}

/**
 * Deletes the user's draft and answers what it held. Inside a transaction this is also the lock
 * that makes a double-submitted draft become one listing: the second caller gets null.
 */
export async function takeDraft(db: Executor, userId: number): Promise<DraftRow | null> {
  const [row] = await db.delete(listingDrafts).where(eq(listingDrafts.userId, userId)).returning(columns);
  return row ?? null;
}
