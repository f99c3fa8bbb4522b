import { describe, expect, it } from "vitest";
import { feeSchedule } from "~/config/fees";
import {
  buyerFee,
  buyerTotal,
  listingFee,
  listingFeeBasis,
  listingFeeTier,
  priceShareBps,
  typedListingPrices,
  sellerFee,
  sellerPayout,
} from "~/domain/fees";

describe("buyer's fee", () => {
  it("is 10% of the agreed amount", () => {
    expect(buyerFee(1_000_000)).toBe(100_000);
    expect(buyerTotal(1_000_000)).toBe(1_100_000);
  });
  it("is at least $50", () => {
    expect(buyerFee(20_000)).toBe(5_000);
    expect(buyerFee(50_000)).toBe(5_000);
    expect(buyerFee(50_100)).toBe(5_010);
  });
});

describe("seller's final value fee", () => {
  it("is 10% with a $50 minimum, deducted from the payout", () => {
    expect(sellerFee(1_000_000)).toBe(100_000);
    expect(sellerPayout(1_000_000)).toBe(900_000);
    expect(sellerFee(30_000)).toBe(5_000);
  });
  it("never exceeds the sale price", () => {
    expect(sellerFee(3_000)).toBe(3_000);
    expect(sellerPayout(3_000)).toBe(0);
  });
  it("follows the configuration (the FAQ's 8% reading)", () => {
    const eightPercent = { ...feeSchedule, sellerFee: { rateBps: 800, minimumCents: 5_000 } };
    expect(sellerFee(1_000_000, eightPercent)).toBe(80_000);
  });
});

describe("listing fee", () => {
  const amount = 1_000_000; // $10,000 judgment
  it("is free under 25% of the judgment amount", () => {
    expect(listingFee({ askingCents: 249_999 }, amount)).toBe(0);
  });
  it("is $20 from 25% to under 35%", () => {
    expect(listingFee({ askingCents: 250_000 }, amount)).toBe(2_000);
    expect(listingFee({ askingCents: 349_999 }, amount)).toBe(2_000);
  });
  it("is $35 from 35% to under 50%", () => {
    expect(listingFee({ askingCents: 350_000 }, amount)).toBe(3_500);
    expect(listingFee({ askingCents: 499_999 }, amount)).toBe(3_500);
  });
  it("is $50 (premium listing) at 50% or more", () => {
    expect(listingFee({ askingCents: 500_000 }, amount)).toBe(5_000);
    expect(listingFeeTier({ askingCents: 900_000 }, amount).label).toBe("Premium listing");
  });
  it("is set by the higher of the asking price and the Buy Now price", () => {
    // Amount $8,000, asking $1,600 (20%), Buy Now $7,000 (87.5%): the Buy Now price sets the tier.
    expect(listingFee({ askingCents: 160_000, buyNowCents: 700_000 }, 800_000)).toBe(5_000);
    expect(listingFeeBasis({ askingCents: 160_000, buyNowCents: 700_000 })).toEqual({ cents: 700_000, source: "buy_now" });
    expect(listingFee({ askingCents: 160_000, buyNowCents: null }, 800_000)).toBe(0);
    expect(listingFeeBasis({ askingCents: 300_000, buyNowCents: 200_000 })).toEqual({ cents: 300_000, source: "asking" });
    expect(listingFeeBasis({ askingCents: 300_000, buyNowCents: 300_000 })).toEqual({ cents: 300_000, source: "asking" });
  });
  it("reads the prices a seller is typing: Buy Now left out when unreadable or over the amount", () => {
    expect(typedListingPrices({ amount: "8,000", price: "1600", buyNow: "7000" })).toEqual({
      amountCents: 800_000,
      prices: { askingCents: 160_000, buyNowCents: 700_000 },
    });
    expect(typedListingPrices({ amount: "8000", price: "1600", buyNow: " " })?.prices.buyNowCents).toBeNull();
    expect(typedListingPrices({ amount: "8000", price: "1600", buyNow: "9000" })?.prices.buyNowCents).toBeNull();
    expect(typedListingPrices({ amount: "8000", price: "lots", buyNow: "" })).toBeNull();
    expect(typedListingPrices({ amount: "8000", price: "9000", buyNow: "" })).toBeNull();
  });
  it("handles a zero judgment amount without dividing by zero", () => {
    expect(priceShareBps(100, 0)).toBe(0);
  });
});
