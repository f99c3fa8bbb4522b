// The judgment page's pictures as the page renders them (issue 31, items 3 and 4): laid out on the
// server (app/server/judgment-page/value-charts.ts) and written as SVG by the value section, each
// with its title, its sentence and its table; the timeline's dates focusable, each naming its
// statute. Also the two small layout helpers: labels moved apart, citations wrapped.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DetailValueSection } from "~/components/judgments/detail-value";
import { judgmentValue, type RuleBook, type ValueInput } from "~/domain/judgment-value/value";
import { placeLabel } from "~/server/charts/label-place";
import { priceKeyRows } from "~/server/charts/price-key";
import { wrapText } from "~/server/charts/timeline-layout";
import { valueCharts } from "~/server/judgment-page/value-charts";
import { readRulesFile } from "../../scripts/generate-judgment-rules";

const file = readRulesFile(2, new URL("../..", import.meta.url).pathname);
const book: RuleBook = { version: { version: 2, published: file.published }, byCode: new Map(file.jurisdictions.map((j) => [j.code, j])) };
const asOf = "2026-11-24";
const input: ValueInput = {
  amountCents: 1_000_000,
  priceCents: 200_000,
  dateAwarded: "2019-03-15",
  stateCode: "CA",
  facts: { courtType: null, debtType: null, statedRatePercent: null, lastRenewedOn: null },
  payments: [{ on: "2020-03-15", amountCents: 100_000 }],
};

function render(prices: { buyNowCents: number | null; highestOfferCents: number | null }) {
  const value = judgmentValue(input, book, asOf);
  const charts = valueCharts({ rules: book, input, value, asOf, ...prices });
  const html = renderToString(
    createElement(DetailValueSection, { value: { ...value, asOf }, charts, priceCents: 200_000, amountCents: 1_000_000 }),
  );
  return { charts, html };
}

describe("the balance over time, drawn", () => {
  it("has its title, its sentence, the solid and dashed lines, the payment, and a labelled line per price", () => {
    const { charts, html } = render({ buyNowCents: 250_000, highestOfferCents: 150_000 });
    const chart = charts.balance!;
    expect(chart.title).toBe("The balance over time");
    expect(chart.summary).toContain("$10,000 awarded on 03/15/2019");
    expect(chart.summary).toContain("Lines across the chart: Asking price $2,000, Buy Now $2,500, Highest offer $1,500.");
    expect(html).toContain('data-testid="balance-chart"');
    expect(html).toContain('role="img" aria-labelledby="balance-chart-title" aria-describedby="balance-chart-summary"');
    expect(chart.drawing.actualPath).toMatch(/^M[\d.]+,[\d.]+L/);
    expect(chart.drawing.projected?.label.text).toBe("projected $19,008.22, 03/15/2029");
    expect(chart.drawing.payments).toHaveLength(1);
    expect(chart.drawing.lines.map((l) => l.label.text)).toEqual(["Asking price $2,000", "Buy Now $2,500", "Highest offer $1,500"]);
    // $2,500, $2,000 and $1,500 lie about 5 units apart on this scale: their key stacks above the
    // highest of them, a row each, in the lines' order, so no line strikes a label.
    const lines = chart.drawing.lines;
    const highestLine = Math.min(...lines.map((l) => l.y));
    expect(lines.map((l) => l.label.y)).toEqual([highestLine - 4 - 14, highestLine - 4 - 28, highestLine - 4]);
    expect(lines.every((l) => l.swatch.y === l.label.y - 4)).toBe(true);
    // Every point is in the table, and every price.
    expect(chart.table.rows).toEqual([
      ["03/15/2019", "$10,000", "Amount awarded"],
      ["03/15/2020", "$11,002.74", "With interest to this date"],
      ["03/15/2020", "$10,002.74", "After a payment of $1,000"],
      ["11/24/2026", "$16,701.37", "Today"],
      ["03/15/2029", "$19,008.22", "Projected to the renew-by date"],
      ["Asking price", "$2,000", "A line across the chart"],
      ["Buy Now", "$2,500", "A line across the chart"],
      ["Highest offer", "$1,500", "A line across the chart"],
    ]);
  });
});

describe("the enforceability timeline, drawn", () => {
  it("makes each date focusable with its statute in a <title>, and lists them with today in the table", () => {
    const { charts, html } = render({ buyNowCents: null, highestOfferCents: null });
    const chart = charts.timeline!;
    expect(html).toContain('data-testid="enforceability-timeline"');
    const points = html.match(/<g class="chart-timeline__point" tabindex="0" role="img"[^>]*><title>[^<]*<\/title>/g) ?? [];
    expect(points).toHaveLength(2);
    expect(points[1]).toContain("Renew by / Enforceable until: 03/15/2029.");
    expect(points[1]).toContain("Source: Cal. Code Civ. Proc. §§ 683.020, 683.110, 683.120, 683.130, 683.150.");
    expect(chart.table.rows.map((r) => r.slice(0, 2))).toEqual([
      ["03/15/2019", "Entered"],
      ["11/24/2026", "Today"],
      ["03/15/2029", "Renew by / Enforceable until"],
    ]);
    expect(chart.table.rows[0]![3]).toBe("Cal. Code Civ. Proc. §§ 683.020, 683.110, 683.120, 683.130, 683.150");
    // The citation under the axis fits the chart's width, on as many lines as it needs.
    expect(chart.drawing.marks[1]!.tip.length).toBeGreaterThan(1);
  });

  it("no pictures where there is no estimate and no clock", () => {
    const none = { ...input, stateCode: "ZZ" };
    const value = judgmentValue(none, book, asOf);
    expect(valueCharts({ rules: book, input: none, value, asOf, buyNowCents: null, highestOfferCents: null })).toEqual({
      balance: null,
      timeline: null,
    });
  });
});

describe("layout helpers", () => {
  it("stacks the prices' key above their highest line, highest price on top, or below the lowest without room above", () => {
    // Lines at 100, 106 and 111 (the highest price at 100): rows at 68, 82, 96, all above 100.
    expect(priceKeyRows([106, 100, 111], 20, 230)).toEqual([82, 68, 96]);
    // The highest line near the plot's top: below the lowest instead (35 + 4 + 9 = 48).
    expect(priceKeyRows([35, 30], 20, 230)).toEqual([62, 48]);
  });

  it("places a label on the first side that crosses no line and no other label, inside the bounds", () => {
    const bounds = { left: 0, right: 360, top: 0, bottom: 260 };
    const right = { x: 208, y: 116, text: "Today $1,747.61", anchor: "start" as const };
    const left = { x: 192, y: 92, text: "Today $1,747.61", anchor: "end" as const };
    // Nothing in the way: the first choice.
    expect(placeLabel([right, left], { lines: [], boxes: [] }, bounds)).toBe(right);
    // A line runs through the first: the second.
    expect(
      placeLabel(
        [right, left],
        {
          lines: [
            [
              { x: 200, y: 112 },
              { x: 360, y: 112 },
            ],
          ],
          boxes: [],
        },
        bounds,
      ),
    ).toBe(left);
    // Another label covers the second too: the first inside the bounds.
    expect(
      placeLabel(
        [right, left],
        {
          lines: [
            [
              { x: 200, y: 112 },
              { x: 360, y: 112 },
            ],
          ],
          boxes: [{ left: 100, right: 200, top: 80, bottom: 95 }],
        },
        bounds,
      ),
    ).toBe(right);
    // Off the chart: never chosen while another fits.
    expect(placeLabel([{ ...right, x: 340 }, left], { lines: [], boxes: [] }, bounds)).toBe(left);
  });

  it("wraps words into lines no wider than asked", () => {
    expect(wrapText("Source: Cal. Code Civ. Proc. §§ 683.020, 683.110", 120)).toEqual([
      "Source: Cal. Code",
      "Civ. Proc. §§",
      "683.020, 683.110",
    ]);
  });
});
