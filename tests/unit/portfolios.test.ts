import { describe, expect, it } from "vitest";
import { isPortfolioSize, PORTFOLIO_MAX, PORTFOLIO_MIN, PORTFOLIO_SIZE_REFUSAL } from "~/domain/portfolios";
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
