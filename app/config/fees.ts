// The one fee schedule. Every page, e-mail, FAQ answer and computation reads it here
// (DESIGN.md section 5). Amounts are integer cents; rates are basis points (1% = 100).
// Upsell prices (the enhancements and the premium membership) are not here: their one home is the
// `upsells` table, edited by administrators at /admin/upsells (app/server/enhancements/catalogue.ts).

type Rate = { rateBps: number; minimumCents: number };
type Tier = { fromBps: number; feeCents: number; label: string };

export type FeeSchedule = {
  buyerFee: Rate;
  sellerFee: Rate;
  listingFeeTiers: readonly Tier[];
  /** Premium members' discount on listing enhancements, in basis points. */
  premiumEnhancementDiscountBps: number;
  cardAuthorizationCents: number;
};

export const feeSchedule: FeeSchedule = {
  /** Added to the buyer's total: a share of the agreed amount, with a minimum. */
  buyerFee: { rateBps: 1000, minimumCents: 5_000 },
  /** Final value fee deducted from the seller's payout. The FAQ's 8% reading is 800. */
  sellerFee: { rateBps: 1000, minimumCents: 5_000 },
  /**
   * Listing fee by the asking price as a share of the judgment amount. Each tier applies from its
   * `fromBps` (inclusive) up to the next tier's. The last tier is the premium listing.
   */
  listingFeeTiers: [
    { fromBps: 0, feeCents: 0, label: "Free" },
    { fromBps: 2_500, feeCents: 2_000, label: "Standard" },
    { fromBps: 3_500, feeCents: 3_500, label: "Plus" },
    { fromBps: 5_000, feeCents: 5_000, label: "Premium listing" },
  ],
  premiumEnhancementDiscountBps: 1_000,
  /** Temporary card authorization shown when a card is saved; it never settles. */
  cardAuthorizationCents: 100,
};
