// The price-among-sales strip's layout (issue 31): the middle half of the sales between the 25th
// and 75th percentiles, the median inside it, each price at its share, everything inside the
// drawing, and the second price dashed so the marks never rely on colour.
import { describe, expect, it } from "vitest";
import { layoutPriceStrip } from "~/server/comparables/price-strip-layout";

describe("layoutPriceStrip", () => {
  const spread = { count: 12, p25Bps: 900, medianBps: 1200, p75Bps: 1600 };

  it("places the band, the median and the prices in order along one scale", () => {
    const drawing = layoutPriceStrip(spread, [
      { label: "Asking price", shareBps: 500 },
      { label: "Buy Now price", shareBps: 2000 },
    ]);
    const [asking, buyNow] = drawing.marks;
    expect(asking!.x).toBeLessThan(drawing.band.x);
    expect(drawing.median.x).toBeGreaterThan(drawing.band.x);
    expect(drawing.median.x).toBeLessThan(drawing.band.x + drawing.band.width);
    expect(buyNow!.x).toBeGreaterThan(drawing.band.x + drawing.band.width);
    expect([asking!.dashed, buyNow!.dashed]).toEqual([false, true]);
    expect(drawing.median.label).toBe("median 12%");
    expect(buyNow!.label).toBe("Buy Now price 20%");
    for (const x of [...drawing.ticks.map((t) => t.at), ...drawing.marks.map((m) => m.x)]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(drawing.width);
    }
    expect(drawing.height).toBeGreaterThan(buyNow!.y);
    expect(drawing.ticks[0]!.label).toBe("0%");
  });

  it("keeps a price far above the sales on the drawing (the scale reaches past it) and a narrow spread visible", () => {
    const drawing = layoutPriceStrip({ count: 5, p25Bps: 1510, medianBps: 1510, p75Bps: 1510 }, [
      { label: "Asking price", shareBps: 9000 },
    ]);
    expect(drawing.band.width).toBeGreaterThanOrEqual(2);
    expect(drawing.marks[0]!.x).toBeLessThanOrEqual(drawing.width);
    expect(drawing.marks[0]!.anchor).toBe("end");
  });
});
