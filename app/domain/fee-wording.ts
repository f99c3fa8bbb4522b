// The fee schedule in words, for the help pages, the FAQ, the home page and the pricing help.
// Every fee comes from app/config/fees.ts, so changing a fee there changes every sentence that
// states it; the upsells' names and prices come from their rows (`upsellFacts`, the one home of
// those prices is the `upsells` table, edited at /admin/upsells).
import { feeSchedule, type FeeSchedule } from "~/config/fees";
import { listingFeeBasis, priceShareBps, type ListingPrices } from "~/domain/fees";
import { formatMoney, formatPercent } from "~/domain/money";

type Rate = { rateBps: number; minimumCents: number };

/** `$1.00` rather than `$1` where the specs name an exact small charge (the card authorization). */
export function formatExactMoney(cents: number): string {
  const text = formatMoney(cents);
  return cents % 100 === 0 ? `${text}.00` : text;
}

/** "10% of the agreed amount, with a minimum of $50". */
export function describeRate(rate: Rate, base: string): string {
  return `${formatPercent(rate.rateBps)} of ${base}, with a minimum of ${formatMoney(rate.minimumCents)}`;
}

export type ListingFeeRow = { range: string; fee: string; label: string; free: boolean };

/** One row per listing-fee tier: "Under 25%", "25% to under 35%", …, "50% or more". */
export function listingFeeRows(schedule: FeeSchedule = feeSchedule): ListingFeeRow[] {
  const tiers = schedule.listingFeeTiers;
  return tiers.map((tier, i) => {
    const next = tiers[i + 1];
    const range =
      i === 0 && next
        ? `Under ${formatPercent(next.fromBps)}`
        : next
          ? `${formatPercent(tier.fromBps)} to under ${formatPercent(next.fromBps)}`
          : `${formatPercent(tier.fromBps)} or more`;
    return {
      range,
      fee: tier.feeCents === 0 ? "Free" : formatMoney(tier.feeCents),
      label: tier.label,
      free: tier.feeCents === 0,
    };
  });
}

/** The asking-price share under which a listing is free ("25%"). */
export function freeListingBelow(schedule: FeeSchedule = feeSchedule): string {
  const firstPaid = schedule.listingFeeTiers.find((tier) => tier.feeCents > 0);
  return firstPaid ? formatPercent(firstPaid.fromBps) : "100%";
}

export type EnhancementRow = { code: string; name: string; description: string; price: string };

/** What the help pages say about the upsells on offer, from their rows (active only). */
export type UpsellFacts = {
  enhancements: EnhancementRow[];
  /** The premium membership's monthly price, or null while it is not offered. */
  premiumMonthly: string | null;
};

export function upsellFacts(rows: ReadonlyArray<{ code: string; name: string; description: string; amountCents: number }>): UpsellFacts {
  const premium = rows.find((row) => row.code === "premium");
  return {
    enhancements: rows
      .filter((row) => row.code !== "premium")
      .map((row) => ({ code: row.code, name: row.name, description: row.description, price: formatMoney(row.amountCents) })),
    premiumMonthly: premium ? formatMoney(premium.amountCents) : null,
  };
}

/** Everything the fee schedule says, already formatted (the upsells: `upsellFacts`). */
export function feeFacts(schedule: FeeSchedule = feeSchedule) {
  return {
    buyerFee: describeRate(schedule.buyerFee, "the agreed amount"),
    buyerFeeRate: formatPercent(schedule.buyerFee.rateBps),
    buyerFeeMinimum: formatMoney(schedule.buyerFee.minimumCents),
    sellerFee: describeRate(schedule.sellerFee, "the sale price"),
    sellerFeeRate: formatPercent(schedule.sellerFee.rateBps),
    sellerFeeMinimum: formatMoney(schedule.sellerFee.minimumCents),
    cardAuthorization: formatExactMoney(schedule.cardAuthorizationCents),
    freeListingBelow: freeListingBelow(schedule),
    listingFees: listingFeeRows(schedule),
  };
}

/** The fee schedule's facts and the upsells' (what the help pages' tables and answers read). */
export type FeeFacts = ReturnType<typeof feeFacts> & UpsellFacts;

/**
 * Which price set a listing's fee tier, in words: the Buy Now price when it is the higher one
 * (DESIGN.md section 5: the tier comes from the higher of the asking and the Buy Now price).
 */
export function listingFeeBasisSentence(prices: ListingPrices, judgmentCents: number): string {
  const basis = listingFeeBasis(prices);
  const share = formatPercent(priceShareBps(basis.cents, judgmentCents));
  return basis.source === "buy_now"
    ? `The fee is set by your Buy Now price (${formatMoney(basis.cents)}, ${share} of the judgment amount), the higher of your two prices.`
    : `The fee is set by your asking price (${share} of the judgment amount)${prices.buyNowCents ? ", the higher of your two prices" : ""}.`;
}

// What a seller pays, one sentence per fact, for every page and e-mail that describes it: the
// listing fee (by price tier), the final value fee (only on a sale) and the optional extras.
// Never "only a final value fee": a listing above the free tier has a listing fee too.

/** The prices that set the listing fee's tier (DESIGN.md section 5), as a seller reads them. */
const TIER_PRICES = "your asking price (or your Buy Now price, if higher)";

/** The paid tiers' range: "$20 to $50" (one amount when they are all the same), or null when listing is always free. */
export function paidListingFeeRange(schedule: FeeSchedule = feeSchedule): string | null {
  const paid = schedule.listingFeeTiers.map((tier) => tier.feeCents).filter((cents) => cents > 0);
  if (paid.length === 0) return null;
  const [low, high] = [Math.min(...paid), Math.max(...paid)];
  return low === high ? formatMoney(low) : `${formatMoney(low)} to ${formatMoney(high)}`;
}

/** "Listing is free when your asking price (…) is under 25% of the judgment amount; above that, a one-time listing fee of $20 to $50 applies, by price tier." */
export function listingFeeSentence(schedule: FeeSchedule = feeSchedule): string {
  const range = paidListingFeeRange(schedule);
  if (!range) return "Listing is free.";
  return `Listing is free when ${TIER_PRICES} is under ${freeListingBelow(schedule)} of the judgment amount; above that, a one-time listing fee of ${range} applies, by price tier.`;
}

/** "When your judgment sells, a final value fee of 10% of the sale price, with a minimum of $50, is deducted from your payout." */
export function finalValueFeeSentence(schedule: FeeSchedule = feeSchedule): string {
  return `When your judgment sells, a final value fee of ${describeRate(schedule.sellerFee, "the sale price")}, is deducted from your payout.`;
}

/** Enhancements and premium membership are the seller's choice (their prices are the upsells' rows). */
export function optionalExtrasSentence(): string {
  return "Enhancements (a bold, highlighted or featured listing) and premium membership are optional: you pay for them only if you choose them.";
}

/** Everything a seller may pay, in one sentence: the listing fee, the final value fee, the extras. */
export function sellerCostsSentence(schedule: FeeSchedule = feeSchedule): string {
  const range = paidListingFeeRange(schedule);
  const listing = range
    ? `a listing fee by price tier (free under ${freeListingBelow(schedule)} of the judgment amount, otherwise ${range})`
    : "no listing fee";
  return `Sellers pay ${listing}, a final value fee of ${describeRate(schedule.sellerFee, "the sale price")}, when the judgment sells, and any optional enhancements they choose.`;
}
