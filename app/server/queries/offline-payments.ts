// Storage of the offline payment provider's records.
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { offlineProviderObjects } from "~/server/db/schema";

type Kind = (typeof offlineProviderObjects.$inferInsert)["kind"];
export type OfflineObject = typeof offlineProviderObjects.$inferSelect;

export async function insertOfflineObject(
  db: Executor,
  row: { id: string; kind: Kind; customerId?: string | null; idempotencyKey?: string | null; data?: Record<string, unknown> },
): Promise<void> {
  await db.insert(offlineProviderObjects).values(row);
}

export async function findOfflineObject(db: Executor, id: string): Promise<OfflineObject | null> {
  const [row] = await db.select().from(offlineProviderObjects).where(eq(offlineProviderObjects.id, id));
  return row ?? null;
}

export async function findOfflineObjectByIdempotencyKey(db: Executor, key: string): Promise<OfflineObject | null> {
  const [row] = await db.select().from(offlineProviderObjects).where(eq(offlineProviderObjects.idempotencyKey, key));
  return row ?? null;
}

export async function listOfflineObjects(db: Executor, kind: Kind, customerId: string): Promise<OfflineObject[]> {
  return db
    .select()
    .from(offlineProviderObjects)
    .where(and(eq(offlineProviderObjects.kind, kind), eq(offlineProviderObjects.customerId, customerId)))
    .orderBy(asc(offlineProviderObjects.createdAt));
}

export async function updateOfflineObjectData(db: Executor, id: string, data: Record<string, unknown>): Promise<void> {
  await db.update(offlineProviderObjects).set({ data }).where(eq(offlineProviderObjects.id, id));
}

/** A saved card leaves its customer (Stripe's detach: the card stays, attached to nobody). */
export async function detachOfflineObject(db: Executor, id: string): Promise<void> {
  await db.update(offlineProviderObjects).set({ customerId: null }).where(eq(offlineProviderObjects.id, id));
}
