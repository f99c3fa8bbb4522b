// Where prices fall among what similar judgments sold for (issue 31): a strip of the price as a
// share of the estimated balance, with the middle half of the comparable sales (25th to 75th
// percentile) shaded, the median marked, and each price of the listing (asking, Buy Now) drawn as a
// labelled mark (the second dashed, so marks never rely on colour). Laid out on the server
// (app/server/comparables/price-strip-layout.ts); written as markup (docs/decisions/0056) in the
// chart frame with its sentence and its figures as a table, inside "What similar judgments sold
// for" (./similar-sales-html.ts), its one writer.
import { chartFigureHtml, chartSvgAttributes, chartSvgHtml, MOBILE_TEXT_CLASS } from "~/components/charts/chart-figure";
import type { Tick } from "~/components/charts/drawing";
import { tickAxisBottomHtml } from "~/components/charts/tick-axes";
import { attr, each, html, type Html } from "~/components/html/html";
import type { SharesSpread } from "~/domain/comparables/figures";
import { formatPercent } from "~/domain/money";

type Anchor = "start" | "middle" | "end";

/** The strip as laid out: plain numbers and words, so no chart code reaches the browser. */
export type PriceStripDrawing = {
  width: number;
  height: number;
  axisY: number;
  axis: { from: number; to: number };
  ticks: Tick[];
  band: { x: number; y: number; width: number; height: number };
  median: { x: number; label: string; anchor: Anchor };
  marks: { x: number; y: number; label: string; anchor: Anchor; dashed: boolean }[];
};

/** A price of the listing: its name, its share of the balance, and where it falls in words. */
export type PriceMark = { label: string; shareBps: number; words: string };

export type PriceAmongSalesProps = {
  id: string;
  spread: SharesSpread;
  /** The group's sentence ("12 litigated Texas judgments … median 12%."). */
  groupName: string;
  marks: PriceMark[];
  drawing: PriceStripDrawing;
};

/** Everything inside the strip's <svg>: the band, the median, the axis, then each price's mark. */
function stripSvgHtml({ band, median, ticks, axisY, axis, marks }: PriceStripDrawing): Html {
  return html`<rect class="chart-range" x="${band.x}" y="${band.y}" width="${band.width}" height="${band.height}"></rect>\
<line class="chart-median" x1="${median.x}" x2="${median.x}" y1="${band.y - 4}" y2="${band.y + band.height + 4}"></line>\
<text x="${median.x}" y="${band.y - 8}" text-anchor="${median.anchor}" class="chart-label">${median.label}</text>\
${tickAxisBottomHtml({ ticks, y: axisY, from: axis.from, to: axis.to })}${each(
    marks,
    (mark) =>
      html`<g><line class="chart-mark" x1="${mark.x}" x2="${mark.x}" y1="${band.y - 2}" y2="${mark.y - 12}"${attr("stroke-dasharray", mark.dashed && "4 3")}></line>\
<text x="${mark.x}" y="${mark.y}" text-anchor="${mark.anchor}" class="chart-label">${mark.label}</text></g>`,
  )}`;
}

/** The strip in its figure, as markup. */
export function priceAmongSalesHtml({ id, spread, groupName, marks, drawing }: PriceAmongSalesProps): Html {
  const summary = [groupName, ...marks.map((m) => `${m.label}: ${m.words}.`)].join(" ");
  return chartFigureHtml(
    {
      id,
      title: "Where the price falls among similar sales",
      summary,
      testId: "price-among-sales",
      table: {
        columns: ["Figure", "Share of the estimated balance"],
        rows: [
          ["25th percentile of similar sales", formatPercent(spread.p25Bps)],
          ["Median of similar sales", formatPercent(spread.medianBps)],
          ["75th percentile of similar sales", formatPercent(spread.p75Bps)],
          ...marks.map((m) => [m.label, formatPercent(m.shareBps)]),
        ],
      },
    },
    chartSvgHtml(chartSvgAttributes(id, drawing.width, drawing.height, MOBILE_TEXT_CLASS), stripSvgHtml(drawing)),
  );
}
