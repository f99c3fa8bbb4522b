// Offers: reading and changing them inside the callers' transactions (app/server/offers/*).
import { and, asc, desc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { selectionOf } from "./json-row";
import { runPrepared } from "./prepared";
import { judgments, offerEvents, offers, openOfferStatuses, users, type OfferEventKind } from "~/server/db/schema";

export type OfferRow = {
  id: number;
  judgmentId: number;
  buyerId: number;
  amountCents: number;
  status: (typeof offers.$inferSelect)["status"];
  expiresAt: Date | null;
  /** Negotiation (docs/decisions/0027): whose move it is, the owner's standing counter-offer, the counters made. */
  awaiting: "seller" | "buyer";
  counterCents: number | null;
  counterExpiresAt: Date | null;
  sellerCounters: number;
  buyerCounters: number;
};

const offerColumns = {
  id: offers.id,
  judgmentId: offers.judgmentId,
  buyerId: offers.buyerId,
  amountCents: offers.amountCents,
  status: offers.status,
  expiresAt: offers.expiresAt,
  awaiting: offers.awaiting,
  counterCents: offers.counterCents,
  counterExpiresAt: offers.counterExpiresAt,
  sellerCounters: offers.sellerCounters,
  buyerCounters: offers.buyerCounters,
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
      autoDeclineBelowCents: judgments.autoDeclineBelowCents,
      autoAcceptAtCents: judgments.autoAcceptAtCents,
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
  values: { judgmentId: number; buyerId: number; amountCents: number; expiresAt: Date | null; accepted?: boolean },
): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(offers)
    .values({
      judgmentId: values.judgmentId,
      buyerId: values.buyerId,
      amountCents: values.amountCents,
      expiresAt: values.expiresAt,
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

/**
 * The owner's counter-offer: the buyer's move now, until the counter's expiry (the thread stands
 * until then). Its message lives on its step (offer_events, once approved), read through its review.
 */
export async function setCounter(db: Executor, id: number, counter: { amountCents: number; expiresAt: Date }): Promise<void> {
  await db
    .update(offers)
    .set({
      awaiting: "buyer",
      counterCents: counter.amountCents,
      counterExpiresAt: counter.expiresAt,
      expiresAt: counter.expiresAt,
      sellerCounters: sql`${offers.sellerCounters} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(offers.id, id));
}

/** The buyer's counter-back: the offer's amount becomes it, the owner's move again, until `expiresAt`. */
export async function setCounterBack(db: Executor, id: number, back: { amountCents: number; expiresAt: Date }): Promise<void> {
  const now = new Date();
  await db
    .update(offers)
    .set({
      awaiting: "seller",
      amountCents: back.amountCents,
      amountChangedAt: now,
      expiresAt: back.expiresAt,
      counterCents: null,
      counterExpiresAt: null,
      buyerCounters: sql`${offers.buyerCounters} + 1`,
      updatedAt: now,
    })
    .where(eq(offers.id, id));
}

/** The owner's thresholds on a listing (null switches one off). */
export async function setThresholds(
  db: Executor,
  judgmentId: number,
  values: { autoDeclineBelowCents: number | null; autoAcceptAtCents: number | null },
): Promise<void> {
  await db
    .update(judgments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(judgments.id, judgmentId));
}

/** The owner's thresholds, for the owner's page and API answer only. */
export async function findThresholds(db: Executor, judgmentId: number) {
  const [row] = await db
    .select({ autoDeclineBelowCents: judgments.autoDeclineBelowCents, autoAcceptAtCents: judgments.autoAcceptAtCents })
    .from(judgments)
    .where(eq(judgments.id, judgmentId));
  return row ?? null;
}

export type OfferEventInput = {
  offerId: number;
  actor: (typeof offerEvents.$inferInsert)["actor"];
  kind: OfferEventKind;
  amountCents?: number | null;
  expiresAt?: Date | null;
};

/**
 * One step of an offer's thread (offer_events); answers its id. A text written with the step is not
 * passed here: it is held for review (app/server/messages/hold.ts) and reaches the step's
 * message once approved.
 */
export async function insertOfferEvent(db: Executor, event: OfferEventInput): Promise<number> {
  const [row] = await db
    .insert(offerEvents)
    .values({
      offerId: event.offerId,
      actor: event.actor,
      kind: event.kind,
      amountCents: event.amountCents ?? null,
      expiresAt: event.expiresAt ?? null,
    })
    .returning({ id: offerEvents.id });
  return row.id;
}

export type OfferEventRow = {
  id: number;
  offerId: number;
  actor: "buyer" | "seller" | "system";
  kind: OfferEventKind;
  amountCents: number | null;
  message: string | null;
  expiresAt: Date | null;
  createdAt: Date;
};

/** The threads of some offers, oldest step first, by offer id. */
export async function listOfferEvents(db: Executor, offerIds: number[]): Promise<Map<number, OfferEventRow[]>> {
  const threads = new Map<number, OfferEventRow[]>();
  if (offerIds.length === 0) return threads;
  const rows = await db
    .select({
      id: offerEvents.id,
      offerId: offerEvents.offerId,
      actor: offerEvents.actor,
      kind: offerEvents.kind,
      amountCents: offerEvents.amountCents,
      message: offerEvents.message,
      expiresAt: offerEvents.expiresAt,
      createdAt: offerEvents.createdAt,
    })
    .from(offerEvents)
    .where(inArray(offerEvents.offerId, offerIds))
    .orderBy(asc(offerEvents.offerId), asc(offerEvents.id));
  for (const row of rows) {
    const list = threads.get(row.offerId) ?? [];
    list.push(row);
    threads.set(row.offerId, list);
  }
  return threads;
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

/** The offer row the judgment page's "Your offer" card reads. */
export type LatestOffer = OfferRow & { createdAt: Date };

/** A buyer's offers on a listing; their latest comes first in NEWEST_OFFER_FIRST. */
const offersOfBuyer = (judgmentId: SQLWrapper, buyerId: SQLWrapper) => and(eq(offers.judgmentId, judgmentId), eq(offers.buyerId, buyerId))!;
const NEWEST_OFFER_FIRST = [desc(offers.createdAt), desc(offers.id)];
const latestOfferFields = { ...offerColumns, createdAt: offers.createdAt };

/**
 * For the judgment page: the buyer's most recent offer on the listing, whatever its status, as one
 * column of the listing's own statement (findJudgmentPageRecord in ./judgment-detail.ts).
 */
export function latestOfferColumn(judgmentId: SQLWrapper, buyerId: SQLWrapper): SQL<LatestOffer | null> {
  return selectionOf<LatestOffer>(
    latestOfferFields,
    sql`from ${offers} where ${offersOfBuyer(judgmentId, buyerId)} order by ${sql.join(NEWEST_OFFER_FIRST, sql`, `)} limit 1`,
  );
}

/** For a portfolio's page: the buyer's most recent offer on it, whatever its status (latestOfferColumn on its own). */
export async function findLatestOfferOf(db: Executor, judgmentId: number, buyerId: number): Promise<LatestOffer | null> {
  // Prepared: every member's portfolio page view runs it (./prepared.ts).
  const [row] = await runPrepared(
    db,
    "latest-offer-of",
    () =>
      db
        .select(latestOfferFields)
        .from(offers)
        .where(offersOfBuyer(sql.placeholder("judgmentId"), sql.placeholder("buyerId")))
        .orderBy(...NEWEST_OFFER_FIRST)
        .limit(1),
    { judgmentId, buyerId },
  );
  return row ?? null;
}
