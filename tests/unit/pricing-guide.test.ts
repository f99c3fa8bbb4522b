// The pricing guide (app/domain/pricing-guide.ts) is a prior, labelled as one, and the only price
// advice: the live advice of the pricing step and the review is the guide's own rule of thumb,
// given only outside every row of it, so no page recommends a range the guide contradicts (issue
// 31: the help said "No information: 1%–5%" and then recommended asking 10%–50%). The measured
// figures have a slot beside it and nothing stands in for them.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PricingGuide } from "~/components/marketing/pricing-guide";
import { listingFeePreview } from "~/domain/listing-fee-preview";
import { priceGuidance } from "~/domain/listing-form";
import { guideRangeText, guideSpan, pricingGuide, PRIOR_LABEL, ruleOfThumbSentence, withinGuide } from "~/domain/pricing-guide";

const RULE =
  "A rule of thumb before any sales: 1%–5% of the judgment amount with no information about the debtor, 3%–20% with assets or employment information, 20%–50% when the debtor is paying.";

describe("the pricing guide", () => {
  it("keeps the spec's three ranges, and its span is from the lowest start to the highest end", () => {
    expect(pricingGuide.map((row) => [row.situation, guideRangeText(row)])).toEqual([
      ["No information about the debtor", "1%–5%"],
      ["Assets or employment information", "3%–20%"],
      ["The debtor is paying", "20%–50%"],
    ]);
    expect(guideSpan).toEqual({ fromBps: 100, toBps: 5_000 });
  });

  it("says the rule of thumb as a prior, in one sentence built from the table", () => {
    expect(PRIOR_LABEL).toBe("A rule of thumb before any sales");
    expect(ruleOfThumbSentence()).toBe(RULE);
  });

  it("advises only outside every row, and then with the guide itself (never another range)", () => {
    expect([99, 100, 500, 1_000, 5_000, 5_001].map(withinGuide)).toEqual([false, true, true, true, true, false]);
    // A no-information judgment asked at 2% is inside the guide: no advice (the old "10% to 50%" said otherwise).
    expect(priceGuidance(20_000, 1_000_000)).toMatchObject({ shareBps: 200, withinGuide: true });
    expect(listingFeePreview({ amount: "10000", price: "200", buyNow: "" })?.advice).toBe("");
    expect(priceGuidance(600_000, 1_000_000)).toMatchObject({ withinGuide: false, advice: RULE });
    expect(listingFeePreview({ amount: "10000", price: "50", buyNow: "" })?.advice).toBe(RULE);
  });

  it("renders the table under its prior label, and the measured figures' slot only when figures are given", () => {
    const render = (measured?: string) =>
      renderToString(createElement(MemoryRouter, null, createElement(PricingGuide, measured ? { measured } : {})));
    const bare = render();
    expect(bare).toContain(PRIOR_LABEL);
    expect(bare).toContain("20%–50%");
    expect(bare).not.toContain("pricing-measured");
    expect(bare).not.toMatch(/10%[^<]{0,8}50%/);
    expect(render("12 similar judgments sold")).toContain('data-testid="pricing-measured">12 similar judgments sold<');
  });
});
