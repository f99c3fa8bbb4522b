// The chart components (app/components/charts/, docs/decisions/0050) rendered to HTML as the server
// sends them: each has its title, its summary (the SVG's accessible description), its table with
// every row, and no NaN, Infinity or undefined in what it draws, including on edge cases (nothing
// to draw, one figure, a range of zero width, all counts zero). The US map's shapes come from
// us-atlas through app/server/charts/us-states.ts.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuartileBars, type QuartileRow } from "~/components/charts/quartile-bars";
import { TimeSeries, type SeriesPoint } from "~/components/charts/time-series";
import { mapClasses, UsStateMap } from "~/components/charts/us-state-map";
import { usMapGeometry } from "~/server/charts/us-states";

const percent = (bps: number) => `${bps / 100}%`;

/** Every number-bearing attribute of the SVG (paths, positions, sizes) as written. */
function drawn(html: string): string[] {
  return [...html.matchAll(/ (d|x|y|x1|x2|y1|y2|cx|cy|width|height|transform)="([^"]*)"/g)].map((m) => m[2]);
}

function expectClean(html: string) {
  for (const value of drawn(html)) expect(value).not.toMatch(/NaN|Infinity|undefined/);
  expect(html).not.toMatch(/NaN|undefined/);
}

/** The chart's own SVG (not the legend's swatches). */
function picture(html: string): string {
  return html.split('data-testid="chart-svg"')[1].split("</svg>")[0];
}

function tableRows(html: string): string[] {
  const body = html.split("<tbody>")[1]?.split("</tbody>")[0] ?? "";
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => m[1].replace(/<[^>]+>/g, "|").replace(/\|+/g, "|"));
}

describe("QuartileBars", () => {
  const rows: QuartileRow[] = [
    { label: "Young", detail: "12 sales", quartiles: { low: 900, median: 1_200, high: 1_600 }, figure: "12%" },
    { label: "Flat", detail: "5 sales", quartiles: { low: 700, median: 700, high: 700 }, figure: "7%" },
    { label: "Old", detail: "3 sales", quartiles: null, figure: "fewer than 5 sales" },
  ];
  const render = (r: QuartileRow[]) =>
    renderToStaticMarkup(
      createElement(QuartileBars, {
        id: "q",
        title: "Spread by age",
        summary: "Young 12% (12 sales); Flat 7% (5 sales); Old: fewer than 5 sales (3).",
        table: { columns: ["Age", "Sales", "Median"], rows: r.map((row) => [row.label, row.detail, row.figure]) },
        rows: r,
        format: percent,
        rangeLabel: "the middle half",
      }),
    );

  it("renders its title, summary, rows and table; a row without figures draws no bar", () => {
    const html = render(rows);
    expect(html).toContain('<h3 id="q-title"');
    expect(html).toContain(">Spread by age</h3>");
    expect(html).toContain('aria-describedby="q-summary"');
    expect(html).toContain("Young 12% (12 sales); Flat 7% (5 sales); Old: fewer than 5 sales (3).");
    expect(tableRows(html)).toEqual(["|Young|12 sales|12%|", "|Flat|5 sales|7%|", "|Old|3 sales|fewer than 5 sales|"]);
    expect(picture(html).match(/<rect /g)).toHaveLength(2);
    expect(html).toContain("Young: 9% to 16%, median 12%");
    expect(html).toContain(">fewer than 5 sales</text>");
    expectClean(html);
  });

  it("draws nothing broken when no row has figures", () => {
    const html = render([rows[2]]);
    expect(picture(html)).not.toContain("<rect");
    expect(picture(html)).not.toContain("chart-axis");
    expectClean(html);
  });
});

describe("TimeSeries", () => {
  const months = ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07"];
  const render = (points: SeriesPoint[]) =>
    renderToStaticMarkup(
      createElement(TimeSeries, {
        id: "t",
        title: "Sales by month",
        summary: "9 sales from January to July 2026.",
        table: { columns: ["Month", "Sales"], rows: points.map((p) => [p.name, p.count]) },
        points,
        countTitle: "Sales per month",
        valueTitle: "Median share",
        formatValue: percent,
        formatCount: (n) => `${n} sales`,
        axisLabel: (key) => `M${key.slice(5)}`,
        labelEvery: 3,
        noValues: "No month had 5 or more sales",
      }),
    );
  const point = (key: string, count: number, value: number | null): SeriesPoint => ({ key, name: `Month ${key}`, count, value });

  it("draws a bar per period, the line broken where a period has no value, and labels every third period back from the last", () => {
    const values = [1_000, 1_200, null, 1_100, 1_300, null, 900];
    const html = render(months.map((m, i) => point(m, i + 1, values[i])));
    expect(html).toContain(">Sales by month</h3>");
    expect(html).toContain("9 sales from January to July 2026.");
    expect(tableRows(html)).toHaveLength(7);
    expect(picture(html).match(/<rect /g)).toHaveLength(7);
    expect(html.match(/<circle /g)).toHaveLength(5);
    const line = html.match(/<path class="chart-mark" d="([^"]+)"/)![1];
    // Three pieces: Jan–Feb, Apr–May, Jul (a single point moves to itself).
    expect(line.match(/M/g)).toHaveLength(3);
    expect([...html.matchAll(/>M(\d\d)</g)].map((m) => m[1])).toEqual(["01", "04", "07"]);
    expect(html).toContain("Month 2026-03: 3 sales");
    expectClean(html);
  });

  it("says so when no period has a value, and survives all counts at zero", () => {
    const html = render(months.map((m) => point(m, 0, null)));
    expect(html).toContain("No month had 5 or more sales");
    expect(html).not.toContain("<circle");
    expectClean(html);
  });
});

describe("UsStateMap", () => {
  const geometry = usMapGeometry();

  it("has the 50 states and DC from us-atlas, drawn within its viewBox, made once per process", () => {
    expect(geometry.states).toHaveLength(51);
    expect(geometry.states.map((s) => s.fips)).toContain(11);
    expect(usMapGeometry()).toBe(geometry);
    const numbers = geometry.states.flatMap((s) => s.d.match(/-?\d+(\.\d+)?/g)!.map(Number));
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(geometry.width);
  });

  const render = (figures: { fips: number; value: number; note: string }[]) =>
    renderToStaticMarkup(
      createElement(UsStateMap, {
        id: "m",
        title: "Sales by state",
        summary: "21 completed sales in 3 states.",
        table: {
          columns: ["State", "Sales"],
          rows: [
            ["California", 12],
            ["Texas", 6],
            ["Vermont", 3],
          ],
        },
        geometry,
        figures,
        format: String,
        integer: true,
        legendTitle: "Completed sales",
        noFigure: "no completed sales",
      }),
    );

  it("shades the states with a figure, hatches the others, and says both on hover, in the legend and the table", () => {
    const html = render([
      { fips: 6, value: 12, note: "12 sales" },
      { fips: 48, value: 6, note: "6 sales" },
      { fips: 50, value: 3, note: "3 sales" },
    ]);
    expect(html).toContain(">Sales by state</h3>");
    expect(html).toContain("21 completed sales in 3 states.");
    expect(tableRows(html)).toEqual(["|California|12|", "|Texas|6|", "|Vermont|3|"]);
    expect(html).toContain("<title>California: 12 sales</title>");
    expect(html).toContain("<title>Alaska: no completed sales</title>");
    expect(html.match(/fill="url\(#m-hatch\)"/g)).toHaveLength(48);
    expect(html).toMatch(/<path d="M[^"]+" fill="#[0-9a-f]{6}" data-state="6">/);
    expect(html).toContain("Completed sales</p>");
    expect(html).toContain("no completed sales</li>");
    expectClean(html);
  });

  it("splits the legend at round numbers: counts read 3–4, 5–9, 10–12", () => {
    expect(mapClasses([3, 6, 12], String, true).classes.map((c) => c.label)).toEqual(["3–4", "5–9", "10–12"]);
    expect(mapClasses([1, 1], String, true).classes.map((c) => c.label)).toEqual(["1"]);
    expect(mapClasses([], String, true).classes).toEqual([]);
    const shares = mapClasses([800, 1_450, 2_300], percent, false);
    expect(shares.classes.map((c) => c.label)).toEqual(["8% to under 10%", "10% to under 15%", "15% to under 20%", "20%–23%"]);
    expect(shares.scale(1_450)).toBe(shares.classes[1].color);
    expect(new Set(shares.classes.map((c) => c.color)).size).toBe(4);
    // The demo's counts: 1 to 22 sales a state read 1–4, 5–9, 10–14, 15–19, 20–22.
    expect(mapClasses([1, 3, 22], String, true).classes.map((c) => c.label)).toEqual(["1–4", "5–9", "10–14", "15–19", "20–22"]);
    for (const high of [1, 2, 7, 9, 10, 14, 99, 100, 101, 1_234, 99_999]) {
      const { classes } = mapClasses([1, high], String, true);
      expect(classes.length, `1 to ${high}`).toBeLessThanOrEqual(5);
      expect(new Set(classes.map((c) => c.color)).size, `1 to ${high}`).toBe(classes.length);
    }
  });
});
