// The pricing step's live figures (/sell/pricing): what the seller's typed amount and prices come
// to, in words: the asking price's share of the amount, the listing fee that applies, which price
// set it, and the price advice (the pricing guide's rule of thumb, when the price is outside it). Plain and React-free: the server renders them (the step's
// FeePreview) and the enhancement script recomputes them as the seller types
// (app/enhance/fee-preview.ts), so the rule has one home. The server computes the fee again at
// submit from the same fee schedule.
import { listingFeeBasisSentence } from "~/domain/fee-wording";
import { listingFeeTier, typedListingPrices } from "~/domain/fees";
import { priceGuidance } from "~/domain/listing-form";
import { formatMoney, formatPercent } from "~/domain/money";

export type ListingFeePreview = {
  /** The asking price's share of the amount: "24.9%". */
  share: string;
  /** The listing fee: "$35", or "Free". */
  fee: string;
  free: boolean;
  /** Said after the fee: " (premium listing)" for the top tier, else "". */
  feeNote: string;
  /** Which price set the fee, in a sentence. */
  basis: string;
  /** The pricing guide's rule of thumb when the asking price is outside all of it, else "". */
  advice: string;
};

/** The figures for what the seller typed (dollar text); null until the amount and the asking price read and fit. */
export function listingFeePreview(typed: { amount: string; price: string; buyNow: string }): ListingFeePreview | null {
  const figures = typedListingPrices(typed);
  if (!figures) return null;
  const { amountCents, prices } = figures;
  const tier = listingFeeTier(prices, amountCents);
  const guidance = priceGuidance(prices.askingCents, amountCents);
  return {
    share: formatPercent(guidance.shareBps),
    fee: tier.feeCents ? formatMoney(tier.feeCents) : "Free",
    free: !tier.feeCents,
    feeNote: tier.label === "Premium listing" ? " (premium listing)" : "",
    basis: listingFeeBasisSentence(prices, amountCents),
    advice: guidance.withinGuide ? "" : guidance.advice,
  };
}
