// /market's pure rules (app/domain/market.ts) and the charts' colours (app/components/charts/palette.ts
// and the classes of app/styles/charts.css): the floor of 5 sales, the refusal of a group within 1–4
// sales of every sale, the shares published as whole percents, the 24 months, the summaries' words
// with their counts, and every colour that draws a mark on its own at 3:1 or more against white (WCAG
// 2.2, 1.4.11 non-text contrast).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chartColors, sequentialBlues } from "~/components/charts/palette";
import {
  ageSummary,
  factSummary,
  marketMonths,
  medianText,
  monthAfter,
  monthShortLabel,
  monthSummary,
  salesGroup,
  stateSummary,
  type MonthSales,
  type SalesGroup,
} from "~/domain/market";

/** Shares as percentile_cont gives them; published: 9%, 12%, 16%. */
const raw = { p25: 912.5, median: 1_150, p75: 1_549.9 };
const shares = { p25: 900, median: 1_200, p75: 1_500 };
const group = (sales: number): SalesGroup => salesGroup(sales, raw);

describe("the floor", () => {
  it("keeps the shares of 5 sales or more and drops those of fewer", () => {
    expect(group(5)).toEqual({ sales: 5, shares });
    expect(group(4)).toEqual({ sales: 4, shares: null });
    expect(medianText(group(4))).toBe("fewer than 5 sales");
    expect(medianText(group(0))).toBe("no sales");
    expect(medianText(group(5))).toBe("12%");
  });

  it("publishes the shares as whole percents, half a percent rounding up (the comparables' one rule)", () => {
    expect(salesGroup(6, { p25: 1_149.9, median: 1_150, p75: 1_050 }).shares).toEqual({ p25: 1_100, median: 1_200, p75: 1_100 });
  });

  it("drops the shares of a group within 1–4 sales of every sale, which it nests in, and keeps them at 0 or 5 or more", () => {
    // 6 sales of which 5 litigated: both sets' shares published would give the sixth sale's away.
    expect(salesGroup(5, raw, 6).shares).toBeNull();
    expect(salesGroup(5, raw, 9).shares).toBeNull();
    expect(salesGroup(5, raw, 10).shares).toEqual(shares);
    expect(salesGroup(7, raw, 7).shares).toEqual(shares);
    expect(salesGroup(6, raw).shares).toEqual(shares);
    // It says why: not "fewer than 5 sales", which would be false.
    expect(medianText(salesGroup(5, raw, 6))).toBe("withheld to keep a few sales private");
    expect(medianText(salesGroup(4, raw, 6))).toBe("fewer than 5 sales");
  });
});

describe("the months", () => {
  it("are the 24 calendar months ending with today's, oldest first", () => {
    const months = marketMonths("2026-11-15");
    expect(months).toHaveLength(24);
    expect([months[0], months[1], months[23]]).toEqual(["2024-12", "2025-01", "2026-11"]);
    expect(marketMonths("2026-01-31")[0]).toBe("2024-02");
    expect(marketMonths("2026-12-01").at(-1)).toBe("2026-12");
    expect(monthAfter("2026-12")).toBe("2027-01-01");
    expect(monthAfter("2026-09")).toBe("2026-10-01");
    expect(monthShortLabel("2026-03")).toBe("Mar 26");
  });
});

describe("the summaries", () => {
  it("say how many sales, where, and the median or why there is none", () => {
    const states = [
      { stateId: 48, code: "TX", name: "Texas", ...group(120) },
      { stateId: 6, code: "CA", name: "California", ...group(94) },
    ];
    expect(stateSummary({ total: group(214), states })).toBe(
      "214 completed sales in 2 states; the median price was 12% of the balance; the most in Texas (120 sales).",
    );
    expect(stateSummary({ total: group(1), states: [{ stateId: 6, code: "CA", name: "California", ...group(1) }] })).toBe(
      "1 completed sale in 1 state; fewer than 5 sales, so no median is shown; the most in California (1 sale).",
    );
  });

  it("name each group with its median and count, or its count under the floor", () => {
    expect(
      ageSummary([
        { band: "0-2", ...group(23) },
        { band: "2-5", ...group(3) },
        { band: "5-10", ...group(0) },
        { band: "10+", ...group(5) },
      ]),
    ).toBe(
      "Median price as a share of the balance, by the judgment's age at sale: under 2 years old: 12% (23 sales); 2–5 years old: fewer than 5 sales (3); 5–10 years old: no sales; over 10 years old: 12% (5 sales).",
    );
    expect(factSummary([{ fact: "litigation", label: "Litigated", ...group(7) }])).toBe(
      "Median price as a share of the balance, by what the seller stated: Litigated: 12% (7 sales).",
    );
  });

  it("say a month's median is withheld rather than missing when a month holds all but a few sales", () => {
    const months: MonthSales[] = marketMonths("2026-11-15").map((month) => ({ month, sales: 0, shares: null }));
    months[23] = { month: months[23].month, ...salesGroup(6, raw, 8) };
    expect(monthSummary(months)).toBe(
      "6 sales from December 2024 to November 2026, the most in November 2026 (6); no monthly median is shown (withheld to keep a few sales private).",
    );
  });

  it("give the months' volume, the busiest month and the range of the medians shown", () => {
    const months: MonthSales[] = marketMonths("2026-11-15").map((month) => ({ month, sales: 0, shares: null }));
    expect(monthSummary(months)).toBe(
      "0 sales from December 2024 to November 2026; no month had 5 or more sales, so no monthly median is shown.",
    );
    months[20] = { month: months[20].month, sales: 7, shares: { ...shares, median: 1_000 } };
    months[22] = { month: months[22].month, sales: 5, shares: { ...shares, median: 1_400 } };
    months[23] = { month: months[23].month, sales: 2, shares: null };
    expect(monthSummary(months)).toBe(
      "14 sales from December 2024 to November 2026, the most in August 2026 (7); the median price ranged from 10% to 14% of the balance in the 2 months with 5 or more sales.",
    );
  });
});

/** WCAG 2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A property's colour in a rule of app/styles/charts.css, e.g. cssColor(".chart-range", "stroke"). */
function cssColor(selector: string, property: string): string {
  const css = readFileSync(new URL("../../app/styles/charts.css", import.meta.url), "utf8");
  const body = css.split(`\n${selector} {`)[1]?.split("}")[0] ?? "";
  const value = body.match(new RegExp(`${property}:\\s*(#[0-9a-f]{6})`))?.[1];
  if (!value) throw new Error(`no ${property} colour in ${selector}`);
  return value;
}

describe("the charts' colours", () => {
  const marks: Record<string, string> = {
    ...chartColors,
    ...Object.fromEntries(sequentialBlues.map((c, i) => [`map class ${i + 1}`, c])),
    // The marks drawn by class. The range's fill is light on purpose: its outline is the mark, and the median shows across it.
    "range outline (.chart-range)": cssColor(".chart-range", "stroke"),
    "median (.chart-median)": cssColor(".chart-median", "stroke"),
    "line (.chart-mark)": cssColor(".chart-mark", "stroke"),
  };

  it.each(Object.entries(marks))("%s (%s) has 3:1 or more against white", (_name, color) => {
    expect(contrast(color, "#ffffff")).toBeGreaterThanOrEqual(3);
  });

  it("the median stands out from the range it sits on, the line's dots match the line, the map's classes step in lightness", () => {
    expect(contrast(cssColor(".chart-median", "stroke"), cssColor(".chart-range", "fill"))).toBeGreaterThanOrEqual(3);
    expect(chartColors.line).toBe(cssColor(".chart-mark", "stroke"));
    for (let i = 1; i < sequentialBlues.length; i += 1) expect(contrast(sequentialBlues[i], sequentialBlues[i - 1])).toBeGreaterThan(1.25);
  });
});
