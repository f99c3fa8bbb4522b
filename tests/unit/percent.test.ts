// The one percentage formatter (issue 27, item 4): a share is truncated, never rounded, so the
// figure beside the listing fee is never on the other side of a tier boundary than the fee, nor of
// the half-the-amount line than the review's warning icon; every page shows the same figure.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feeSchedule } from "~/config/fees";
import { listingFeeBasis, listingFeeTier, priceShareBps } from "~/domain/fees";
import { listingFeeBasisSentence } from "~/domain/fee-wording";
import { formatRatePercent } from "~/domain/judgment-value/facts";
import { priceGuidance } from "~/domain/listing-form";
import { formatPercent } from "~/domain/money";

/** The number a reader takes from "49.9%". */
const shown = (text: string) => Number(/(\d+(?:\.\d+)?)%/.exec(text)![1]);

describe("formatPercent", () => {
  it("truncates to one decimal instead of rounding up across a boundary", () => {
    // The listings: $4,999 and $2,499 of $10,000.
    expect(formatPercent(priceShareBps(499_900, 1_000_000))).toBe("49.9%");
    expect(formatPercent(priceShareBps(249_900, 1_000_000))).toBe("24.9%");
    expect(formatPercent(2_529)).toBe("25.2%");
    expect(formatPercent(9_999)).toBe("99.9%");
    expect(formatPercent(1)).toBe("0%");
  });

  it("drops the fraction of a whole value, and keeps it for a column of figures", () => {
    expect(formatPercent(2_500)).toBe("25%");
    expect(formatPercent(1_250)).toBe("12.5%");
    expect(formatPercent(2_500, { fixed: true })).toBe("25.0%");
    expect(formatPercent(2_529, { fixed: true })).toBe("25.2%");
    expect(formatPercent(10_000, { fixed: true })).toBe("100.0%");
  });

  it("shows an interest rate to three decimals without binary noise", () => {
    expect(formatRatePercent(5.125)).toBe("5.125%");
    expect(formatRatePercent(4.35)).toBe("4.35%");
    expect(formatRatePercent(6.77)).toBe("6.77%");
    expect(formatRatePercent(10)).toBe("10%");
    expect(formatRatePercent(0.07)).toBe("0.07%");
  });

  const amounts = fc.integer({ min: 100, max: 100_000_000_00 });
  /** A price anywhere up to the amount, or within a few cents of a boundary (25%, 35%, 50%), where rounding went wrong. */
  const priceOf = (amount: number) =>
    fc.oneof(
      fc.integer({ min: 1, max: amount }),
      fc
        .tuple(fc.constantFrom(2_500, 3_500, 5_000), fc.integer({ min: -3, max: 3 }))
        .map(([bps, cents]) => Math.min(amount, Math.max(1, Math.floor((amount * bps) / 10_000) + cents))),
    );
  const listing = amounts.chain((amount) =>
    fc.record({
      amount: fc.constant(amount),
      asking: priceOf(amount),
      buyNow: fc.option(priceOf(amount), { nil: null }),
    }),
  );

  it("never shows a share on the other side of a fee tier's boundary than the tier the fee module picks", () => {
    fc.assert(
      fc.property(listing, ({ amount, asking, buyNow }) => {
        const prices = { askingCents: asking, buyNowCents: buyNow !== null && buyNow >= asking ? buyNow : null };
        const tier = listingFeeTier(prices, amount);
        const share = priceShareBps(listingFeeBasis(prices).cents, amount);
        // The figure as the fee sentence, browse's column and the cards state it.
        for (const text of [listingFeeBasisSentence(prices, amount), formatPercent(share), formatPercent(share, { fixed: true })]) {
          const figure = shown(text);
          for (const boundary of feeSchedule.listingFeeTiers.map((t) => t.fromBps / 100)) {
            expect(figure >= boundary, `${text} against ${boundary}%`).toBe(tier.fromBps / 100 >= boundary);
          }
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it("never shows the asking price under half the amount beside the warning icon, nor at half without it", () => {
    fc.assert(
      fc.property(listing, ({ amount, asking }) => {
        const guidance = priceGuidance(asking, amount);
        expect(shown(formatPercent(guidance.shareBps)) >= 50).toBe(guidance.atOrAboveHalf);
      }),
      { numRuns: 1_000 },
    );
    // Right at the edges.
    expect(priceGuidance(499_999, 1_000_000)).toMatchObject({ atOrAboveHalf: false, shareBps: 4_999 });
    expect(priceGuidance(500_000, 1_000_000)).toMatchObject({ atOrAboveHalf: true, shareBps: 5_000 });
  });
});
