// Fee computations. Pure functions over the one fee schedule in app/config/fees.ts.
import { feeSchedule } from "~/config/fees";
import { percentOf } from "~/domain/money";

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

/** The listing-fee tier that applies to an asking price and judgment amount. */
export function listingFeeTier(askingCents: number, judgmentCents: number, schedule = feeSchedule) {
  const share = priceShareBps(askingCents, judgmentCents);
  let tier = schedule.listingFeeTiers[0];
  for (const candidate of schedule.listingFeeTiers) if (share >= candidate.fromBps) tier = candidate;
  return tier;
}

export function listingFee(askingCents: number, judgmentCents: number, schedule = feeSchedule): number {
  return listingFeeTier(askingCents, judgmentCents, schedule).feeCents;
}
