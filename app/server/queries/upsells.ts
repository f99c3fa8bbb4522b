// Paid enhancements (upsells): the catalogue, the listing they are bought for, what it already
// has, switching them on, and the premium membership they are discounted by.
import { and, asc, eq } from "drizzle-orm";
import type { EnhancementCode, UpsellCode } from "~/domain/enhancements";
import type { ListingStatus } from "~/domain/listing-status";
import { oneMonthAfter, type PremiumMembership } from "~/domain/membership";
import type { Executor } from "~/server/db/client";
import { counties, enhancements, judgments, payments, states, upsells, users } from "~/server/db/schema";
import { judgmentsOnly } from "~/server/queries/listing-kinds";
import { parseId } from "~/domain/ids";

export type UpsellRow = {
  id: number;
  code: UpsellCode;
  name: string;
  description: string;
  /** The list price: the one home of upsell prices (edited at /admin/upsells). */
  amountCents: number;
  active: boolean;
  sortOrder: number;
};

const upsellRowColumns = {
  id: upsells.id,
  code: upsells.code,
  name: upsells.name,
  description: upsells.description,
  amountCents: upsells.amountCents,
  active: upsells.active,
  sortOrder: upsells.sortOrder,
};

export async function listUpsellRows(db: Executor, options: { activeOnly: boolean }): Promise<UpsellRow[]> {
  return db
    .select(upsellRowColumns)
    .from(upsells)
    .where(options.activeOnly ? eq(upsells.active, true) : undefined)
    .orderBy(asc(upsells.sortOrder), asc(upsells.id));
}

export async function findUpsellRow(db: Executor, id: number): Promise<UpsellRow | null> {
  const [row] = await db.select(upsellRowColumns).from(upsells).where(eq(upsells.id, id)).for("update");
  return row ?? null;
}

/** An administrator's edit of one upsell (its row locked by findUpsellRow in the same transaction). */
export async function updateUpsellRow(
  tx: Executor,
  id: number,
  values: { name: string; description: string; amountCents: number; active: boolean },
): Promise<void> {
  await tx.update(upsells).set(values).where(eq(upsells.id, id));
}

/** The judgment columns each enhancement switches on. */
export const enhancementFlags = {
  embolden: "emboldenListing",
  highlight: "highlightListing",
  featured_state: "featuredState",
  featured_nationwide: "featuredNationwide",
} as const satisfies Record<EnhancementCode, keyof typeof judgments.$inferSelect>;

export type EnhanceableListing = {
  id: number;
  title: string;
  sellerId: number;
  status: ListingStatus;
  listedAt: Date | null;
  stateName: string;
  countyName: string;
  priceCents: number;
  amountCents: number;
  /** Enhancement codes the listing already has (its flags are on). */
  owned: EnhancementCode[];
};

export async function findEnhanceableListing(db: Executor, id: number): Promise<EnhanceableListing | null> {
  const [row] = await db
    .select({
      id: judgments.id,
      title: judgments.title,
      sellerId: judgments.sellerId,
      status: judgments.status,
      listedAt: judgments.listedAt,
      stateName: states.name,
      countyName: counties.name,
      priceCents: judgments.priceCents,
      amountCents: judgments.amountCents,
      emboldenListing: judgments.emboldenListing,
      highlightListing: judgments.highlightListing,
      featuredState: judgments.featuredState,
      featuredNationwide: judgments.featuredNationwide,
    })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .where(and(eq(judgments.id, id), judgmentsOnly));
  if (!row) return null;
  const owned = (Object.keys(enhancementFlags) as EnhancementCode[]).filter((code) => row[enhancementFlags[code]]);
  return {
    id: row.id,
    title: row.title,
    sellerId: row.sellerId,
    status: row.status,
    listedAt: row.listedAt,
    stateName: row.stateName,
    countyName: row.countyName,
    priceCents: row.priceCents,
    amountCents: row.amountCents,
    owned,
  };
}

/**
 * Records the bought enhancements and switches their flags on, inside the payment's transaction
 * (the row is locked first, so a concurrent edit of the listing waits).
 */
export async function switchOnEnhancements(
  tx: Executor,
  input: { judgmentId: number; paymentId: number | null; lines: Array<{ upsellId: number; code: EnhancementCode; amountCents: number }> },
): Promise<void> {
  if (input.lines.length === 0) return;
  await tx.select({ id: judgments.id }).from(judgments).where(eq(judgments.id, input.judgmentId)).for("update");
  await tx.insert(enhancements).values(
    input.lines.map((line) => ({
      judgmentId: input.judgmentId,
      upsellId: line.upsellId,
      paymentId: input.paymentId,
      amountCents: line.amountCents,
    })),
  );
  const flags: Partial<Record<(typeof enhancementFlags)[EnhancementCode], boolean>> = {};
  for (const line of input.lines) flags[enhancementFlags[line.code]] = true;
  await tx
    .update(judgments)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(judgments.id, input.judgmentId));
}

export async function findPremiumMembership(db: Executor, userId: number): Promise<PremiumMembership> {
  const [row] = await db.select({ isPremium: users.isPremium, premiumUntil: users.premiumUntil }).from(users).where(eq(users.id, userId));
  return row ?? { isPremium: false, premiumUntil: null };
}

/**
 * Adds one calendar month to the membership: from its current end while it runs, from `now` (the
 * services' clock) otherwise. The renewal's failed tries start over (app/server/queries/membership.ts).
 */
export async function extendPremiumMembership(tx: Executor, userId: number, now: Date): Promise<Date> {
  const [row] = await tx.select({ premiumUntil: users.premiumUntil }).from(users).where(eq(users.id, userId)).for("update");
  const from = row?.premiumUntil && row.premiumUntil > now ? row.premiumUntil : now;
  const until = oneMonthAfter(from);
  await tx
    .update(users)
    .set({ isPremium: true, premiumUntil: until, premiumRenewalAttempts: 0, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return until;
}

/** A fee payment of this user, for the success page and for finishing 3-D Secure. */
export async function findUserFeePayment(db: Executor, paymentId: number, userId: number) {
  // The id comes from a query string (?paid=): past a serial's range it names no payment.
  if (parseId(paymentId) === null) return null;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row && (row.kind === "enhancement" || row.kind === "premium" || row.kind === "listing_checkout") ? row : null;
}
