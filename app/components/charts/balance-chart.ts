// The judgment page's balance over time (issue 31, item 3): the amount awarded growing with interest
// period by period to today (a solid line, dropping at each payment received), then projected to
// the renew-by or limit date (a dashed line labelled "projected"), with the asking price, the Buy
// Now price and the highest offer the viewer may see as labelled horizontal lines, each with its own
// dash so none is told apart by colour alone. Laid out by app/server/charts/balance-layout.ts; written
// as markup (docs/decisions/0056), frame and all, inside the value section's markup.
import { attr, each, html, type Html } from "~/components/html/html";
import { chartFigureHtml, chartSvgAttributes, chartSvgHtml } from "./chart-figure";
import type { DrawnChart, Label, PlotArea, Tick } from "./drawing";
import { chartColors, LABEL_HALO } from "./palette";
import { tickAxisBottomHtml, tickAxisLeftHtml } from "./tick-axes";

export type PriceLineKind = "asking" | "buy_now" | "highest_offer";

export type BalanceDrawing = {
  width: number;
  height: number;
  plot: PlotArea;
  xTicks: Tick[];
  yTicks: Tick[];
  /** Entry to today. */
  actualPath: string;
  /** Today to the projection's end, and its label; null without a projection. */
  projected: { path: string; label: Label } | null;
  today: { x: number; y: number; label: Label };
  /** Where a payment dropped the balance. */
  payments: { x: number; y: number }[];
  /** Each price's line across the plot, and its row in the key: a sample of the line, then its words. */
  lines: { kind: PriceLineKind; y: number; swatch: { x1: number; x2: number; y: number }; label: Label }[];
};

const BALANCE = chartColors.balance;
const lineStyle: Record<PriceLineKind, { stroke: string; dash: string }> = {
  asking: { stroke: chartColors.asking, dash: "7 4" },
  buy_now: { stroke: chartColors.buyNow, dash: "2 3" },
  highest_offer: { stroke: chartColors.highestOffer, dash: "10 3 2 3" },
};

/** A label with a white halo, so the lines it crosses do not cut through its letters. */
function textHtml(label: Label, fill: string, weight?: number): Html {
  return html`<text x="${label.x}" y="${label.y}" text-anchor="${label.anchor}" fill="${fill}"${attr("font-weight", weight)} ${LABEL_HALO}>${label.text}</text>`;
}

/** Everything inside the chart's <svg>, as markup (docs/decisions/0056): about 40 elements on every judgment page. */
export function balanceSvgHtml(d: BalanceDrawing): Html {
  const { plot } = d;
  const style = (kind: PriceLineKind) =>
    html`stroke="${lineStyle[kind].stroke}" stroke-width="2" stroke-dasharray="${lineStyle[kind].dash}"`;
  return html`${tickAxisLeftHtml({ ticks: d.yTicks, x: plot.left, width: plot.right - plot.left })}${tickAxisBottomHtml({
    ticks: d.xTicks,
    y: plot.bottom,
    from: plot.left,
    to: plot.right,
  })}${each(d.lines, (line) => html`<line x1="${plot.left}" x2="${plot.right}" y1="${line.y}" y2="${line.y}" ${style(line.kind)}></line>`)}<line x1="${d.today.x}" x2="${d.today.x}" y1="${plot.top}" y2="${plot.bottom}" stroke="${chartColors.today}" stroke-dasharray="1 3"></line><path d="${d.actualPath}" fill="none" stroke="${BALANCE}" stroke-width="2.5" stroke-linejoin="round"></path>${
    d.projected && html`<path d="${d.projected.path}" fill="none" stroke="${BALANCE}" stroke-width="2.5" stroke-dasharray="6 4"></path>`
  }${each(d.payments, (p) => html`<circle cx="${p.x}" cy="${p.y}" r="3.5" fill="#fff" stroke="${BALANCE}" stroke-width="2"></circle>`)}<circle cx="${d.today.x}" cy="${d.today.y}" r="4" fill="${BALANCE}"></circle>${each(
    d.lines,
    ({ kind, swatch, label }) =>
      html`<g><line x1="${swatch.x1 - 2}" x2="${swatch.x2 + 2}" y1="${swatch.y}" y2="${swatch.y}" stroke="#fff" stroke-width="12"></line><line x1="${swatch.x1}" x2="${swatch.x2}" y1="${swatch.y}" y2="${swatch.y}" ${style(kind)}></line>${textHtml(label, lineStyle[kind].stroke, 600)}</g>`,
  )}${textHtml(d.today.label, BALANCE, 600)}${d.projected && textHtml(d.projected.label, BALANCE)}`;
}

/** The chart in its figure, as markup. */
export function balanceChartHtml(chart: DrawnChart<BalanceDrawing>): Html {
  const { drawing: d } = chart;
  return chartFigureHtml(
    { ...chart, testId: "balance-chart" },
    chartSvgHtml(chartSvgAttributes(chart.id, d.width, d.height), balanceSvgHtml(d)),
  );
}
