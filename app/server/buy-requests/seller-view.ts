// What sellers see of the standing buy requests (docs/decisions/0054): on the wizard's pricing
// step (the draft's typed facts), on "My Listing" (the line, and each matching request by a letter
// with its Invite) and per active listing on /selling (the line). Counts and share ranges only:
// the investors' ids are used here to count them and to give each a letter, and go no further.
import type { BuyingLineView, ListingBuyersView } from "~/components/buy-requests/types";
import { buyingSentence, buyingSummary, investorHandle, shareRangeText } from "~/domain/buy-requests";
import { formatDate } from "~/domain/dates";
import { factFlagsOf } from "~/domain/judgment-value/fact-flags";
import { formatMoney, parseDollarsToCents, percentOf } from "~/domain/money";
import { toCollectabilityFacts } from "~/domain/schemas/collectability-facts";
import type { Executor } from "~/server/db/client";
import type { DraftData } from "~/server/listings/drafts";
import { validateJudgmentStep } from "~/server/listings/listing-input";
import { draftBuyRequests, listingBuyRequests, sellerListingsBuyRequests, type ListingMatch } from "~/server/queries/buy-requests";

export function buyingLine(matches: readonly ListingMatch[]): BuyingLineView | null {
  const summary = buyingSummary(matches);
  return summary && { investors: summary.investors, sentence: buyingSentence(summary) };
}

/**
 * My Listing: the line and each matching request, lettered by investor in the order they first
 * asked, with what its shares come to on this listing's estimated balance today (when it has one).
 */
export async function loadListingBuyers(
  db: Executor,
  judgment: { id: number; status: string },
  balanceCents: number | null,
  now: Date,
): Promise<ListingBuyersView | null> {
  if (judgment.status !== "active") return null;
  const matches = await listingBuyRequests(db, judgment.id, now);
  const letters = new Map<number, string>();
  for (const m of matches) if (!letters.has(m.userId)) letters.set(m.userId, investorHandle(letters.size));
  return {
    line: buyingLine(matches),
    canInvite: true,
    requests: matches.map((m) => ({
      buyRequestId: m.buyRequestId,
      handle: letters.get(m.userId)!,
      shares: shareRangeText(m.shareMinBps, m.shareMaxBps),
      amounts:
        balanceCents === null
          ? null
          : `${formatMoney(percentOf(balanceCents, m.shareMinBps))}–${formatMoney(percentOf(balanceCents, m.shareMaxBps))}`,
      expiresOn: formatDate(m.expiresAt),
      invitedOn: m.invitedAt ? formatDate(m.invitedAt) : null,
    })),
  };
}

/** /selling: the line of each of the seller's active listings that live requests meet. */
export async function loadSellingBuyingLines(db: Executor, sellerId: number, now: Date): Promise<Map<number, BuyingLineView>> {
  const lines = new Map<number, BuyingLineView>();
  for (const [judgmentId, matches] of await sellerListingsBuyRequests(db, sellerId, now)) {
    const line = buyingLine(matches);
    if (line) lines.set(judgmentId, line);
  }
  return lines;
}

/**
 * The pricing step: the live requests the draft meets, from its judgment step (state, county,
 * date of entry, facts) and the amount as typed. Null until those read; "none" when no request
 * matches, so the step can say so.
 */
export async function draftBuyingLine(
  db: Executor,
  data: DraftData,
  typed: { amount?: unknown; price?: unknown },
  sellerId: number | null,
  now: Date,
): Promise<BuyingLineView | "none" | null> {
  const amountCents = parseDollarsToCents(typed.amount);
  if (!amountCents) return null;
  const judgment = await validateJudgmentStep(db, data);
  if (!judgment.ok) return null;
  const j = judgment.data;
  const matches = await draftBuyRequests(
    db,
    {
      sellerId,
      stateId: j.state_id,
      countyId: j.county_id,
      amountCents,
      priceCents: parseDollarsToCents(typed.price),
      dateAwarded: j.date_awarded,
      factFlags: factFlagsOf(toCollectabilityFacts(j)),
    },
    now,
  );
  return buyingLine(matches) ?? "none";
}
