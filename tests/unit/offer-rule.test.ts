// The one offer amount rule (issue 27, item 7; docs/decisions/0035): an offer, an edit, a
// counter-offer and a counter-back are at most what Buy Now costs — the Buy Now price when set,
// otherwise the asking price — and the dialog's hint, the 422 and the FAQ
// say so from the same place.
import { describe, expect, it } from "vitest";
import { checkCounterAmount, checkCounterBackAmount } from "~/domain/negotiation";
import { checkOfferAmount, OFFER_AMOUNT_RULE, offerAmountHint, offerCeiling } from "~/domain/offer-form";
import { makeOfferSchema } from "~/domain/schemas/offer-form";

/** The issue's listing: asking $2,000, Buy Now $2,400. */
const withBuyNow = { askingCents: 200_000, buyNowCents: 240_000 };
const askingOnly = { askingCents: 200_000, buyNowCents: null };

describe("the offer amount rule", () => {
  it("is at most the Buy Now price when one is set, otherwise the asking price", () => {
    expect(offerCeiling(withBuyNow)).toEqual({ cents: 240_000, price: "Buy Now price" });
    expect(offerCeiling(askingOnly)).toEqual({ cents: 200_000, price: "asking price" });
  });

  it("is what the Make Offer dialog's hint says, for the listing in front of the buyer", () => {
    expect(offerAmountHint(withBuyNow)).toBe("Dollars and cents, like 1500.00. At most $2,400, the Buy Now price.");
    expect(offerAmountHint(askingOnly)).toBe("Dollars and cents, like 1500.00. At most $2,000, the asking price.");
    expect(OFFER_AMOUNT_RULE).toMatch(/up to what Buy Now costs/);
  });

  it("accepts $2,200 on a listing asking $2,000 with Buy Now $2,400, in the browser's check and on the server", () => {
    expect(checkOfferAmount("2200", withBuyNow)).toEqual({ ok: true, value: 220_000 });
    expect(makeOfferSchema({ prices: withBuyNow }).safeParse({ amount: "2200" }).success).toBe(true);
    expect(checkOfferAmount("2400", withBuyNow).ok).toBe(true);
  });

  it("refuses an amount above it with the same words in the browser and on the server", () => {
    const above = "Your offer is above the Buy Now price of $2,400. Use Buy Now to buy at that price.";
    expect(makeOfferSchema({ prices: withBuyNow }).safeParse({ amount: "2400.01" }).error?.issues[0]?.message).toBe(above);
    expect(checkOfferAmount("2000.01", askingOnly)).toEqual({
      ok: false,
      problem: "Your offer is above the asking price of $2,000. Use Buy Now to buy at the asking price.",
    });
  });

  it("bounds the owner's counter-offer and the buyer's counter-back the same way, naming the price that applies", () => {
    expect(checkCounterAmount("2400", { amountCents: 150_000 }, withBuyNow)).toEqual({ ok: true, value: 240_000 });
    expect(checkCounterAmount("2400.01", { amountCents: 150_000 }, withBuyNow)).toEqual({
      ok: false,
      problem: "A counter-offer can be at most your Buy Now price of $2,400.",
    });
    // Without a Buy Now price, Buy Now buys at the asking price: that is the most a counter-offer may be.
    expect(checkCounterAmount("2000.01", { amountCents: 150_000 }, askingOnly)).toEqual({
      ok: false,
      problem: "A counter-offer can be at most your asking price of $2,000.",
    });
    expect(checkCounterBackAmount("1800", 190_000, askingOnly)).toEqual({ ok: true, value: 180_000 });
    // A counter standing above a price lowered since: the counter-back still keeps to the rule.
    expect(checkCounterBackAmount("2100", 230_000, askingOnly)).toEqual({
      ok: false,
      problem: "Your offer is above the asking price of $2,000. Use Buy Now to buy at the asking price.",
    });
  });
});
