// Fee computations. Pure functions over the one fee schedule in app/config/fees.ts.
import { feeSchedule } from "~/config/fees";
import { parseDollarsToCents, percentOf } from "~/domain/money";

type Rate = { rateBps: number; minimumCents: number };

function rateWithMinimum(amountCents: number, rate: Rate): number {
  return Math.max(percentOf(amountCents, rate.rateBps), rate.minimumCents);
}

/** The buyer's marketplace fee on an agreed amount; added to what the buyer pays. */
export function buyerFee(agreedCents: number, schedule = feeSchedule): number {
  return rateWithMinimum(agreedCents, schedule.buyerFee);
}

/** What the buyer is charged in all. */
export function buyerTotal(agreedCents: number, schedule = feeSchedule): number {
  return agreedCents + buyerFee(agreedCents, schedule);
}

/** The seller's final value fee on a sale; deducted from the payout, never more than the price. */
export function sellerFee(saleCents: number, schedule = feeSchedule): number {
  return Math.min(rateWithMinimum(saleCents, schedule.sellerFee), saleCents);
}

/** What the seller receives for a sale. */
export function sellerPayout(saleCents: number, schedule = feeSchedule): number {
  return saleCents - sellerFee(saleCents, schedule);
}

/** The asking price as a share of the judgment amount, in basis points. */
export function priceShareBps(askingCents: number, judgmentCents: number): number {
  if (judgmentCents <= 0) return 0;
  return Math.floor((askingCents * 10_000) / judgmentCents);
}

/** A listing's prices: the asking price and, when the seller set one, the Buy Now price. */
export type ListingPrices = { askingCents: number; buyNowCents?: number | null };

/**
 * The prices a seller is typing (amount, asking and Buy Now as dollar text), for the live fee
 * notes: null until the amount and the asking price read as dollars and the asking price fits the
 * amount; a Buy Now price that does not read or exceeds the amount is left out.
 */
export function typedListingPrices(typed: {
  amount: string;
  price: string;
  buyNow: string;
}): { amountCents: number; prices: ListingPrices } | null {
  const amountCents = parseDollarsToCents(typed.amount);
  const askingCents = parseDollarsToCents(typed.price);
  if (!amountCents || !askingCents || askingCents > amountCents) return null;
  const buyNowCents = typed.buyNow.trim() ? parseDollarsToCents(typed.buyNow) : null;
  return { amountCents, prices: { askingCents, buyNowCents: buyNowCents !== null && buyNowCents <= amountCents ? buyNowCents : null } };
}

/** What Buy Now buys at: the seller's Buy Now price when one is set, otherwise the asking price (DESIGN.md section 5). */
export function buyNowPrice(prices: ListingPrices): number {
  return prices.buyNowCents ?? prices.askingCents;
}

/**
 * The price the listing fee is based on: the higher of the asking price and the Buy Now price
 * (DESIGN.md section 5), and which of the two it was, for the pages that explain the tier.
 */
export function listingFeeBasis(prices: ListingPrices): { cents: number; source: "asking" | "buy_now" } {
  const buyNow = prices.buyNowCents ?? null;
  return buyNow !== null && buyNow > prices.askingCents
    ? { cents: buyNow, source: "buy_now" }
    : { cents: prices.askingCents, source: "asking" };
}

/** The listing-fee tier that applies to a listing's prices and judgment amount. */
export function listingFeeTier(prices: ListingPrices, judgmentCents: number, schedule = feeSchedule) {
  const share = priceShareBps(listingFeeBasis(prices).cents, judgmentCents);
  let tier = schedule.listingFeeTiers[0];
  for (const candidate of schedule.listingFeeTiers) if (share >= candidate.fromBps) tier = candidate;
  return tier;
}

export function listingFee(prices: ListingPrices, judgmentCents: number, schedule = feeSchedule): number {
  return listingFeeTier(prices, judgmentCents, schedule).feeCents;
}
