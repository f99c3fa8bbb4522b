import { describe, expect, it } from "vitest";
import { feeSchedule } from "~/config/fees";
import { describeRate, feeFacts, formatExactMoney, freeListingBelow, listingFeeRows } from "~/domain/fee-wording";

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
