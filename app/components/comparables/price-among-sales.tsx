// Where prices fall among what similar judgments sold for (issue 31): a strip of the price as a
// share of the estimated balance, with the middle half of the comparable sales (25th to 75th
// percentile) shaded, the median marked, and each price of the listing (asking, Buy Now, an offer)
// drawn as a labelled mark. Drawn on the server as SVG inside the chart frame, with its sentence and
// its figures as a table.
import { scaleLinear } from "d3-scale";
import { ChartFigure, chartSvgProps, CHART_WIDTH } from "~/components/charts/chart-figure";
import { AxisBottom } from "~/components/charts/axes";
import type { SharesSpread } from "~/domain/comparables/figures";
import { formatPercent } from "~/domain/money";

/** A price of the listing: its name, its share of the balance, and where it falls in words. */
export type PriceMark = { label: string; shareBps: number; words: string };

const HEIGHT = 96;
const MARGIN = { left: 12, right: 12 };
const BAND_Y = 34;
const BAND_H = 18;

export function PriceAmongSales({
  id,
  spread,
  groupName,
  marks,
}: {
  id: string;
  spread: SharesSpread;
  /** The group's sentence ("12 litigated Texas judgments … median 12%."). */
  groupName: string;
  marks: PriceMark[];
}) {
  const top = Math.max(spread.p75Bps * 1.5, ...marks.map((m) => m.shareBps * 1.1), 500);
  const x = scaleLinear()
    .domain([0, top])
    .range([MARGIN.left, CHART_WIDTH - MARGIN.right])
    .nice()
    .clamp(true);
  const percent = (bps: number) => formatPercent(bps);
  const summary = [groupName, ...marks.map((m) => `${m.label}: ${m.words}.`)].join(" ");
  return (
    <ChartFigure
      id={id}
      title="Where the price falls among similar sales"
      summary={summary}
      testId="price-among-sales"
      table={{
        columns: ["Figure", "Share of the estimated balance"],
        rows: [
          ["25th percentile of similar sales", percent(spread.p25Bps)],
          ["Median of similar sales", percent(spread.medianBps)],
          ["75th percentile of similar sales", percent(spread.p75Bps)],
          ...marks.map((m) => [m.label, percent(m.shareBps)]),
        ],
      }}
    >
      <svg {...chartSvgProps(id, CHART_WIDTH, HEIGHT + marks.length * 14)}>
        <rect
          className="chart-range"
          x={x(spread.p25Bps)}
          y={BAND_Y}
          width={Math.max(2, x(spread.p75Bps) - x(spread.p25Bps))}
          height={BAND_H}
        />
        <line className="chart-median" x1={x(spread.medianBps)} x2={x(spread.medianBps)} y1={BAND_Y - 4} y2={BAND_Y + BAND_H + 4} />
        <text x={x(spread.medianBps)} y={BAND_Y - 8} textAnchor="middle" className="chart-label">
          median {percent(spread.medianBps)}
        </text>
        <AxisBottom scale={x} y={BAND_Y + BAND_H + 10} ticks={5} format={(v: number) => formatPercent(v)} />
        {marks.map((mark, i) => {
          const at = x(mark.shareBps);
          const y = BAND_Y + BAND_H + 40 + i * 14;
          const anchor = at > CHART_WIDTH * 0.7 ? "end" : at < CHART_WIDTH * 0.3 ? "start" : "middle";
          return (
            <g key={mark.label}>
              <line className="chart-mark" x1={at} x2={at} y1={BAND_Y - 2} y2={y - 10} strokeDasharray={i % 2 ? "3 2" : undefined} />
              <text x={at} y={y} textAnchor={anchor} className="chart-label">
                {mark.label} {percent(mark.shareBps)}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
}
