// Offers: reading and changing them inside the callers' transactions (app/server/offers/*).
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { judgments, offers, openOfferStatuses, users } from "~/server/db/schema";

export type OfferRow = {
  id: number;
  judgmentId: number;
  buyerId: number;
  amountCents: number;
  status: (typeof offers.$inferSelect)["status"];
  expiresAt: Date | null;
};

const offerColumns = {
  id: offers.id,
  judgmentId: offers.judgmentId,
  buyerId: offers.buyerId,
  amountCents: offers.amountCents,
  status: offers.status,
  expiresAt: offers.expiresAt,
};

/** The listing facts an offer needs (no lock: callers lock through lockListing first). */
export async function findListingForOffer(db: Executor, judgmentId: number) {
  const [row] = await db
    .select({
      id: judgments.id,
      title: judgments.title,
      sellerId: judgments.sellerId,
      status: judgments.status,
      priceCents: judgments.priceCents,
      buyNowCents: judgments.buyNowCents,
    })
    .from(judgments)
    .where(eq(judgments.id, judgmentId));
  return row ?? null;
}

/** One offer, unlocked (to learn its listing before locking the listing, then the offer). */
export async function findOffer(db: Executor, id: number): Promise<OfferRow | null> {
  const [row] = await db.select(offerColumns).from(offers).where(eq(offers.id, id));
  return row ?? null;
}

/** SELECT … FOR UPDATE of one offer. */
export async function lockOffer(db: Executor, id: number): Promise<OfferRow | null> {
  const [row] = await db.select(offerColumns).from(offers).where(eq(offers.id, id)).for("update");
  return row ?? null;
}

/** The buyer's open (pending or accepted) offer on a listing, locked, if any. */
export async function lockOpenOfferOf(db: Executor, judgmentId: number, buyerId: number): Promise<OfferRow | null> {
  const [row] = await db
    .select(offerColumns)
    .from(offers)
    .where(and(eq(offers.judgmentId, judgmentId), eq(offers.buyerId, buyerId), inArray(offers.status, [...openOfferStatuses])))
    .for("update");
  return row ?? null;
}

/** For the judgment page: the viewer's own open offer. */
export async function findOpenOfferOf(db: Executor, judgmentId: number, buyerId: number) {
  const [row] = await db
    .select({ ...offerColumns, message: offers.message, createdAt: offers.createdAt })
    .from(offers)
    .where(and(eq(offers.judgmentId, judgmentId), eq(offers.buyerId, buyerId), inArray(offers.status, [...openOfferStatuses])));
  return row ?? null;
}

export async function insertOffer(
  db: Executor,
  values: { judgmentId: number; buyerId: number; amountCents: number; expiresAt: Date | null; message: string | null; accepted?: boolean },
): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(offers)
    .values({
      judgmentId: values.judgmentId,
      buyerId: values.buyerId,
      amountCents: values.amountCents,
      expiresAt: values.expiresAt,
      message: values.message,
      status: values.accepted ? "accepted" : "pending",
      acceptedAt: values.accepted ? now : null,
      decidedAt: values.accepted ? now : null,
    })
    .returning({ id: offers.id });
  await db
    .update(judgments)
    .set({ offersCount: sql`${judgments.offersCount} + 1` })
    .where(eq(judgments.id, values.judgmentId));
  return row.id;
}

export async function setOfferAmount(db: Executor, id: number, amountCents: number): Promise<void> {
  const now = new Date();
  await db.update(offers).set({ amountCents, amountChangedAt: now, updatedAt: now }).where(eq(offers.id, id));
}

export async function setOfferStatus(
  db: Executor,
  id: number,
  status: "accepted" | "rejected" | "expired",
  extra: { amountCents?: number } = {},
): Promise<void> {
  const now = new Date();
  await db
    .update(offers)
    .set({ ...extra, status, decidedAt: now, updatedAt: now, ...(status === "accepted" ? { acceptedAt: now } : {}) })
    .where(eq(offers.id, id));
}

/** Name and e-mail of a member who can still be written to (not deleted). */
export async function findContact(db: Executor, userId: number): Promise<{ name: string; email: string; handle: string } | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email, handle: users.handle })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/** For the judgment page: the viewer's most recent offer on the listing, whatever its status. */
export async function findLatestOfferOf(db: Executor, judgmentId: number, buyerId: number) {
  const [row] = await db
    .select({ ...offerColumns, createdAt: offers.createdAt })
    .from(offers)
    .where(and(eq(offers.judgmentId, judgmentId), eq(offers.buyerId, buyerId)))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(1);
  return row ?? null;
}
