// Creating listings and reading what the sell wizard needs about them.
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";
import { isListingFeeDue } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { counties, judgments, states } from "~/server/db/schema";
import { judgmentsOnly, withCourtFacts } from "~/server/queries/listing-kinds";

export type NewListing = {
  sellerId: number;
  title: string;
  description: string | null;
  amountCents: number;
  priceCents: number;
  buyNowCents: number | null;
  stateId: number;
  countyId: number;
  casenum: string;
  courthouse: string | null;
  dateAwarded: string;
  privacy: "public" | "private";
  listingFeeCents: number;
} & Partial<CollectabilityFacts>;

/** A new listing, waiting for review (status 'new'). */
export async function insertListing(db: Executor, listing: NewListing): Promise<number> {
  const [row] = await db
    .insert(judgments)
    .values({ ...listing, status: "new" })
    .returning({ id: judgments.id });
  return row.id;
}

export type ListingForCheckout = {
  id: number;
  sellerId: number;
  title: string;
  status: string;
  amountCents: number;
  priceCents: number;
  buyNowCents: number | null;
  /**
   * The listing fee still to pay, in cents: the listing's fee less what was paid. Usually all of
   * it; after an edit that raised the price into a higher tier, the difference.
   */
  listingFeeCents: number;
  /** Listing fees already paid for this listing (succeeded charges), in cents. */
  listingFeePaidCents: number;
  stateName: string;
  countyName: string;
  casenum: string;
};

/**
 * What was paid in listing fees for the judgment in the row (succeeded charges), in cents: a
 * listing_fee payment's whole amount, the listing fee part of a combined checkout
 * (listing_checkout, payments.listing_fee_cents; docs/decisions/0016-checkout.md), and its part of
 * a payment of several listings' fees (listing_fees, listing_fee_batch_items; docs/decisions/0052).
 * Names are qualified: drizzle leaves columns bare in single-table queries, and a bare "id" here
 * would be the payment's.
 */
export const listingFeePaidSql = () =>
  sql<number>`((select coalesce(sum(case when p.kind = 'listing_fee' then p.amount_cents else p.listing_fee_cents end), 0) from payments p
    where p.judgment_id = "judgments"."id" and p.kind in ('listing_fee', 'listing_checkout') and p.status = 'succeeded')
    + (select coalesce(sum(b.amount_cents), 0) from listing_fee_batch_items b join payments p on p.idempotency_key = b.batch_key
    where b.judgment_id = "judgments"."id" and p.kind = 'listing_fees' and p.status = 'succeeded'))`.mapWith(Number);

/**
 * What the buyer agreed to pay for a listing past an accepted offer: its accepted offer's amount,
 * cents (null without one). A correlated subquery, so every list can add it without a join; who
 * may be shown it is app/domain/listing-visibility.ts's mayKnowAgreedPrice, and the words
 * app/domain/listing-price.ts's shownPrice.
 */
export const agreedPriceSql = () =>
  sql<number | null>`(select o.amount_cents from offers o where o.id = "judgments"."accepted_offer_id")`.mapWith(Number);

export async function findListingForCheckout(db: Executor, id: number): Promise<ListingForCheckout | null> {
  const [row] = await db
    .select({
      id: judgments.id,
      sellerId: judgments.sellerId,
      title: judgments.title,
      status: judgments.status,
      amountCents: judgments.amountCents,
      priceCents: judgments.priceCents,
      buyNowCents: judgments.buyNowCents,
      listingFeeCents: judgments.listingFeeCents,
      listingFeePaidCents: listingFeePaidSql(),
      stateName: states.name,
      countyName: counties.name,
      casenum: judgments.casenum,
    })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .where(and(eq(judgments.id, id), judgmentsOnly));
  return row ? { ...withCourtFacts(row, "casenum"), listingFeeCents: Math.max(0, row.listingFeeCents - row.listingFeePaidCents) } : null;
}

/**
 * True when no listing fee is due: the listing's fee (listing_fee_cents) is 0 or covered by its
 * succeeded 'listing_fee' payments. An edit that raises the price into a higher tier makes it
 * false again until the difference is paid. A listing whose fee is unpaid must not be approved.
 */
export async function listingFeePaid(db: Executor, judgmentId: number): Promise<boolean> {
  const [listing] = await db
    .select({ fee: judgments.listingFeeCents, paid: listingFeePaidSql() })
    .from(judgments)
    .where(eq(judgments.id, judgmentId));
  if (!listing) return false;
  return !isListingFeeDue(listing.fee, listing.paid);
}

/**
 * The seller's listing submitted in the last few minutes, if any: where a second click on
 * "Submit" (the draft already taken by the first) should lead.
 */
export async function findRecentSubmission(db: Executor, sellerId: number, withinMinutes = 10) {
  const [row] = await db
    .select({ id: judgments.id, listingFeeCents: judgments.listingFeeCents })
    .from(judgments)
    .where(
      and(
        eq(judgments.sellerId, sellerId),
        eq(judgments.status, "new"),
        judgmentsOnly,
        gt(judgments.createdAt, sql`now() - make_interval(mins => ${withinMinutes})`),
      ),
    )
    .orderBy(desc(judgments.id))
    .limit(1);
  return row ?? null;
}
