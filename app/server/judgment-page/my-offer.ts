// What a signed-in member who does not own the listing sees of their own part in it: whether they
// watch it, and their latest offer on it with its negotiation thread (the "Your offer" card).
// Administrators see it too (they may watch and bid like any member); visitors and the owner never.
import { MAX_COUNTERS, standingCounterText } from "~/domain/negotiation";
import { effectiveOfferStatus } from "~/domain/offer-expiry";
import type { Executor } from "~/server/db/client";
import { loadThreads } from "~/server/offers/thread-view";
import type { OwnRows } from "~/server/queries/judgment-detail";
import { findLatestOfferOf, type LatestOffer } from "~/server/queries/offers";
import { isWatching } from "~/server/queries/watchlist";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export type MyOffer = NonNullable<Awaited<ReturnType<typeof myOfferOf>>>;

export type OwnSide = { watching: boolean; myOffer: MyOffer | null };

export const NO_OWN_SIDE: OwnSide = { watching: false, myOffer: null };

/**
 * Their side of the listing: from their rows read with it (`own`: the judgment page's), else read
 * here (a portfolio's page); the thread of their offer read when they made one.
 */
export async function ownSideOf(db: Executor, listingId: number, userId: number, own: OwnRows | null, now: Date): Promise<OwnSide> {
  if (own && own.viewerId !== userId) throw new Error("A member's page was given another member's rows.");
  const [watching, latestOffer] = own
    ? [own.watching, own.latestOffer]
    : await Promise.all([isWatching(db, userId, listingId), findLatestOfferOf(db, listingId, userId)]);
  return { watching, myOffer: await myOfferOf(db, userId, latestOffer, now) };
}

/** The member's latest offer on this listing (a pending one past its date shows expired), with its thread. */
async function myOfferOf(db: Executor, userId: number, mine: LatestOffer | null, now: Date) {
  if (!mine) return null;
  const thread = (await loadThreads(db, [mine.id], { id: userId, admin: false })).get(mine.id) ?? [];
  // The counter-offer's message as the buyer may read it: "awaiting review" until approved (docs/decisions/0032).
  const counterText = standingCounterText(thread);
  return {
    id: mine.id,
    amountCents: mine.amountCents,
    status: effectiveOfferStatus(mine, now),
    expiresAt: iso(mine.expiresAt),
    createdAt: mine.createdAt.toISOString(),
    awaiting: mine.awaiting,
    counterCents: mine.counterCents,
    counterMessage: counterText.message,
    counterReview: counterText.review,
    counterExpiresAt: iso(mine.counterExpiresAt),
    buyerCountersLeft: Math.max(0, MAX_COUNTERS - mine.buyerCounters),
    thread,
  };
}
