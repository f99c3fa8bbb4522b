import { describe, expect, it } from "vitest";
import { feeSchedule } from "~/config/fees";
import {
  describeRate,
  feeFacts,
  finalValueFeeSentence,
  formatExactMoney,
  freeListingBelow,
  listingFeeRows,
  listingFeeSentence,
  optionalExtrasSentence,
  sellerCostsSentence,
} from "~/domain/fee-wording";

describe("fee wording", () => {
  it("names an exact small charge with its cents", () => {
    expect(formatExactMoney(100)).toBe("$1.00");
    expect(formatExactMoney(150)).toBe("$1.50");
  });
  it("states a rate with its minimum", () => {
    expect(describeRate({ rateBps: 1000, minimumCents: 5_000 }, "the agreed amount")).toBe(
      "10% of the agreed amount, with a minimum of $50",
    );
  });
  it("words the listing-fee tiers as ranges of the asking price's share", () => {
    expect(listingFeeRows().map((row) => [row.range, row.fee])).toEqual([
      ["Under 25%", "Free"],
      ["25% to under 35%", "$20"],
      ["35% to under 50%", "$35"],
      ["50% or more", "$50"],
    ]);
    expect(freeListingBelow()).toBe("25%");
  });
  it("follows the fee schedule it is given", () => {
    const schedule = { ...feeSchedule, buyerFee: { rateBps: 800, minimumCents: 2_500 } };
    expect(feeFacts(schedule).buyerFee).toBe("8% of the agreed amount, with a minimum of $25");
    expect(freeListingBelow({ ...feeSchedule, listingFeeTiers: [{ fromBps: 0, feeCents: 0, label: "Free" }] })).toBe("100%");
  });
});

describe("what a seller pays, in words", () => {
  it("names the listing fee's tiers, the final value fee and the optional extras, never 'only a final value fee'", () => {
    expect(listingFeeSentence()).toBe(
      "Listing is free when your asking price (or your Buy Now price, if higher) is under 25% of the judgment amount; above that, a one-time listing fee of $20 to $50 applies, by price tier.",
    );
    expect(finalValueFeeSentence()).toBe(
      "When your judgment sells, a final value fee of 10% of the sale price, with a minimum of $50, is deducted from your payout.",
    );
    expect(sellerCostsSentence()).toBe(
      "Sellers pay a listing fee by price tier (free under 25% of the judgment amount, otherwise $20 to $50), a final value fee of 10% of the sale price, with a minimum of $50, when the judgment sells, and any optional enhancements they choose.",
    );
    expect(optionalExtrasSentence()).toContain("optional");
  });
  it("reads every amount from the schedule it is given", () => {
    const schedule = {
      ...feeSchedule,
      sellerFee: { rateBps: 800, minimumCents: 4_000 },
      listingFeeTiers: [
        { fromBps: 0, feeCents: 0, label: "Free" },
        { fromBps: 3_000, feeCents: 1_500, label: "Basic" },
      ],
    };
    expect(listingFeeSentence(schedule)).toContain("under 30% of the judgment amount; above that, a one-time listing fee of $15 applies");
    expect(finalValueFeeSentence(schedule)).toContain("8% of the sale price, with a minimum of $40");
    expect(sellerCostsSentence(schedule)).toContain("free under 30% of the judgment amount, otherwise $15");
    expect(listingFeeSentence({ ...feeSchedule, listingFeeTiers: [{ fromBps: 0, feeCents: 0, label: "Free" }] })).toBe("Listing is free.");
  });
});
