import { describe, expect, it } from "vitest";
import {
  allocateByBalance,
  isPortfolioSize,
  itemAssignedSchema,
  PORTFOLIO_MAX,
  PORTFOLIO_MIN,
  PORTFOLIO_SIZE_REFUSAL,
} from "~/domain/portfolios";
import { listingSituations, listingStatusLabels, refusedWhile } from "~/domain/listing-status";
import { sellingSections } from "~/domain/listing-facts";

describe("portfolio size", () => {
  it("is 2 to 100 judgments", () => {
    expect([PORTFOLIO_MIN, PORTFOLIO_MAX]).toEqual([2, 100]);
    expect([0, 1, 101, 2.5, Number.NaN].map(isPortfolioSize)).toEqual([false, false, false, false, false]);
    expect([2, 3, 99, 100].map(isPortfolioSize)).toEqual([true, true, true, true]);
    expect(PORTFOLIO_SIZE_REFUSAL).toBe("A portfolio holds 2 to 100 judgments.");
  });
});

describe("the in_portfolio status", () => {
  it("is labelled and worded for people, and listed with the seller's live listings", () => {
    expect(listingStatusLabels.in_portfolio).toBe("In portfolio");
    expect(refusedWhile("This judgment is not open to offers", "in_portfolio")).toBe(
      "This judgment is not open to offers: this judgment is part of a portfolio.",
    );
    expect(listingSituations.in_portfolio).not.toContain("in_portfolio");
    expect(sellingSections.in_portfolio).toBe("active");
  });
});

describe("allocateByBalance", () => {
  const sum = (parts: number[]) => parts.reduce((a, b) => a + b, 0);

  it("splits the price in proportion to the balances, summing to it exactly", () => {
    expect(allocateByBalance(1_050_000, [100, 100, 100])).toEqual([350_000, 350_000, 350_000]);
    expect(allocateByBalance(1_000_000, [300_000, 100_000])).toEqual([750_000, 250_000]);
    expect(sum(allocateByBalance(999_999, [123_456, 654_321, 111_111]))).toBe(999_999);
  });

  it("gives the cents left over to the largest remainders, the earlier judgment on a tie", () => {
    // 100 / 3: 33 each and one cent left, to the first.
    expect(allocateByBalance(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByBalance(200, [1, 1, 1])).toEqual([67, 67, 66]);
    // 10 × 2/7 = 2.857…, 10 × 5/7 = 7.142…: the first has the larger remainder.
    expect(allocateByBalance(10, [2, 5])).toEqual([3, 7]);
  });

  it("splits one cent, and nothing", () => {
    expect(allocateByBalance(1, [5, 7, 3])).toEqual([0, 1, 0]);
    expect(allocateByBalance(0, [5, 7])).toEqual([0, 0]);
  });

  it("sums exactly over many random cases, each part within a cent of its exact share", () => {
    let seed = 7;
    const next = (max: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % max;
    for (let run = 0; run < 500; run++) {
      const balances = Array.from({ length: 2 + next(99) }, () => 1 + next(50_000_000));
      const price = next(100_000_000);
      const parts = allocateByBalance(price, balances);
      expect(sum(parts)).toBe(price);
      const total = sum(balances);
      parts.forEach((p, i) => expect(Math.abs(p - (price * balances[i]) / total)).toBeLessThan(1));
    }
  });

  it("refuses a balance of nothing", () => {
    expect(() => allocateByBalance(100, [5, 0])).toThrow(RangeError);
  });
});

describe("the checklist's tick", () => {
  it("reads true, false and a form's checkbox", () => {
    const parse = (assigned: unknown) => itemAssignedSchema.parse({ portfolio_id: "3", judgment_id: "4", assigned }).assigned;
    expect([parse(true), parse("true"), parse("on"), parse(undefined)]).toEqual([true, true, true, true]);
    expect([parse(false), parse("false"), parse("0")]).toEqual([false, false, false]);
  });
});
