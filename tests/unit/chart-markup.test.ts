// The judgment page's two charts and every chart's figures table are written as markup
// (docs/decisions/0056): what React placed before, element for element, with every text escaped.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { balanceSvgHtml, type BalanceDrawing } from "~/components/charts/balance-chart";
import { ChartFigure } from "~/components/charts/chart-figure";
import { timelineSvgHtml, type TimelineDrawing } from "~/components/charts/enforceability-timeline";
import { TickAxisBottom, tickAxisBottomHtml, TickAxisLeft, tickAxisLeftHtml } from "~/components/charts/tick-axes";

const svg = (child: ReturnType<typeof createElement>) => renderToStaticMarkup(createElement("svg", null, child)).slice(5, -6);

const drawing: BalanceDrawing = {
  width: 360,
  height: 260,
  plot: { left: 48, right: 346, top: 20, bottom: 232 },
  xTicks: [{ at: 60.5, label: "2022" }],
  yTicks: [
    { at: 232, label: "$0" },
    { at: 126, label: "$2k" },
  ],
  actualPath: "M48,123L207.1,76.4",
  projected: { path: "M207.1,76.4L346,35.75", label: { x: 346, y: 27.7, text: "projected $2,777.12, 07/28/2031", anchor: "end" } },
  today: { x: 207.1, y: 76.4, label: { x: 215, y: 92, text: "Today <b>$2,201.72</b>", anchor: "start" } },
  payments: [{ x: 150, y: 90 }],
  lines: [
    { kind: "asking", y: 225, swatch: { x1: 52, x2: 72, y: 217 }, label: { x: 76, y: 221, text: "Asking price $98", anchor: "start" } },
  ],
};

const timeline: TimelineDrawing = {
  width: 360,
  height: 300,
  left: 16,
  right: 344,
  top: 30,
  axisY: 110,
  xTicks: [{ at: 20, label: "2020" }],
  today: { x: 200, label: { x: 200, y: 20, text: "Today 11/29/2026", anchor: "middle" } },
  marks: [
    {
      x: 40,
      y: 44,
      past: true,
      name: { x: 50, y: 42, text: "Entered", anchor: "start" },
      date: { x: 50, y: 56, text: "07/28/2021", anchor: "start" },
      title: 'Entered: 07/28/2021. The "entry" date. Source: Code § 1.',
      tip: ["Entered, 07/28/2021.", "Source: Code § 1"],
    },
    {
      x: 300,
      y: 80,
      past: false,
      name: { x: 290, y: 78, text: "Renew by", anchor: "end" },
      date: { x: 290, y: 92, text: "07/28/2031", anchor: "end" },
      title: "Renew by: 07/28/2031.",
      tip: ["Renew by, 07/28/2031."],
    },
  ],
  tipY: 150,
  tipLine: 15,
  hint: "Point at a date, or tab to it, to see the law it comes from.",
};

describe("chart markup", () => {
  it("writes each axis as the React components place it", () => {
    const bottom = { ticks: drawing.xTicks, y: 232, from: 48, to: 346 };
    const left = { ticks: drawing.yTicks, x: 48, width: 298 };
    expect(svg(createElement(TickAxisBottom, bottom))).toBe(String(tickAxisBottomHtml(bottom)));
    expect(svg(createElement(TickAxisLeft, left))).toBe(String(tickAxisLeftHtml(left)));
    expect(String(tickAxisLeftHtml(left))).toContain('<g transform="translate(48,126)"><line class="chart-grid" x2="298"></line>');
    expect(String(tickAxisLeftHtml({ ...left, width: 0 }))).not.toContain("chart-grid");
  });

  it("draws the balance: its lines, the projection, the payments and today's point, the texts escaped", () => {
    const markup = String(balanceSvgHtml(drawing));
    expect(markup).toContain(
      '<path d="M48,123L207.1,76.4" fill="none" stroke="#1a4579" stroke-width="2.5" stroke-linejoin="round"></path>',
    );
    expect(markup).toContain('stroke-dasharray="6 4"></path>');
    expect(markup).toContain('<circle cx="150" cy="90" r="3.5" fill="#fff"');
    expect(markup).toContain('stroke-dasharray="7 4"></line>');
    expect(markup).toContain(">Today &lt;b&gt;$2,201.72&lt;/b&gt;</text>");
    expect(markup).toContain(
      'font-weight="600" stroke="#fff" stroke-width="3" paint-order="stroke" stroke-linejoin="round">Asking price $98</text>',
    );
    const bare = String(balanceSvgHtml({ ...drawing, projected: null, payments: [], lines: [] }));
    expect(bare).not.toContain("6 4");
    expect(bare).not.toContain('r="3.5"');
    expect(bare).not.toContain("Asking price");
    expect(bare).not.toContain("projected");
  });

  it("draws the timeline: each date focusable and named, past dates filled, its citation in lines", () => {
    const markup = String(timelineSvgHtml(timeline));
    expect(markup.match(/<g class="chart-timeline__point" tabindex="0" role="img" data-testid="timeline-point">/g)).toHaveLength(2);
    expect(markup).toContain("<title>Entered: 07/28/2021. The &quot;entry&quot; date. Source: Code § 1.</title>");
    expect(markup).toContain('r="5" fill="#1a4579"');
    expect(markup).toContain('r="5" fill="#fff"');
    expect(markup).toContain('<tspan x="16" dy="0">Entered, 07/28/2021.</tspan><tspan x="16" dy="15">Source: Code § 1</tspan>');
    expect(markup).toContain('<text class="chart-timeline__hint" x="16" y="150" fill="#475569">Point at a date');
  });

  it("writes the figures table with each row named by its first cell, escaped", () => {
    const markup = renderToStaticMarkup(
      createElement(ChartFigure, {
        id: "c",
        title: "T",
        summary: "S",
        table: {
          columns: ["Date", "Balance"],
          rows: [
            ["07/28/2021", "$1 <2>"],
            ["Asking price", 98],
          ],
        },
        children: createElement("svg"),
      }),
    );
    expect(markup).toContain(
      '<thead><tr><th scope="col">Date</th><th scope="col">Balance</th></tr></thead><tbody><tr><th scope="row">07/28/2021</th><td>$1 &lt;2&gt;</td></tr><tr><th scope="row">Asking price</th><td>98</td></tr></tbody>',
    );
  });
});
