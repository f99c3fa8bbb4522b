import { describe, expect, it } from "vitest";
import { feeSchedule } from "~/config/fees";
import { buyerFee, buyerTotal, listingFee, listingFeeTier, priceShareBps, sellerFee, sellerPayout } from "~/domain/fees";

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
    expect(listingFee(249_999, amount)).toBe(0);
  });
  it("is $20 from 25% to under 35%", () => {
    expect(listingFee(250_000, amount)).toBe(2_000);
    expect(listingFee(349_999, amount)).toBe(2_000);
  });
  it("is $35 from 35% to under 50%", () => {
    expect(listingFee(350_000, amount)).toBe(3_500);
    expect(listingFee(499_999, amount)).toBe(3_500);
  });
  it("is $50 (premium listing) at 50% or more", () => {
    expect(listingFee(500_000, amount)).toBe(5_000);
    expect(listingFeeTier(900_000, amount).label).toBe("Premium listing");
  });
  it("handles a zero judgment amount without dividing by zero", () => {
    expect(priceShareBps(100, 0)).toBe(0);
  });
});
