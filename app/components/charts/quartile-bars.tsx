// The spread of a figure across categories: for each row, a bar from its 25th to its 75th
// percentile (the middle half) with a mark at the median, on one shared axis, in the frame every
// chart uses (ChartFigure). Each row's name and count sit above its bar and its median at the right,
// so the chart reads at 390 px (laid out for 14-unit text, MOBILE_TEXT_CLASS) and never by colour
// alone; a row without figures (too few to show) says why in words where its bar would be. The range
// and the median look as they do wherever a spread is drawn (charts.css: .chart-range, .chart-median).
import { max } from "d3-array";
import { scaleLinear } from "d3-scale";
import { AxisBottom } from "./axes";
import { ChartFigure, CHART_WIDTH, chartSvgProps, MOBILE_TEXT_CLASS, type ChartTable } from "./chart-figure";

export type Quartiles = { low: number; median: number; high: number };

export type QuartileRow = {
  label: string;
  /** Beside the label, e.g. "23 sales". */
  detail: string;
  /** None when the row has no figure to draw. */
  quartiles: Quartiles | null;
  /** With figures: the median at the right of the label ("12%"). Without: why there are none, where the bar would be. */
  figure: string;
};

const ROW = 46;
// Room at both ends for the axis's first and last labels, centred on their ticks.
const MARGIN = { top: 4, right: 18, bottom: 30, left: 14 } as const;

export function QuartileBars({
  id,
  title,
  summary,
  table,
  rows,
  format,
  rangeLabel,
  testId,
}: {
  id: string;
  title: string;
  summary: string;
  table: ChartTable;
  rows: QuartileRow[];
  /** The axis's and figures' unit ("12%"). */
  format: (value: number) => string;
  /** The legend's words for the bar, e.g. "the middle half of the sales (25th to 75th percentile)". */
  rangeLabel: string;
  testId?: string;
}) {
  const height = MARGIN.top + rows.length * ROW + MARGIN.bottom;
  const highest = max(rows, (row) => row.quartiles?.high) ?? 0;
  const x = scaleLinear()
    .domain([0, highest > 0 ? highest : 1])
    .nice(5)
    .rangeRound([MARGIN.left, CHART_WIDTH - MARGIN.right]);
  const plotBottom = MARGIN.top + rows.length * ROW;
  return (
    <ChartFigure id={id} title={title} summary={summary} table={table} testId={testId}>
      <svg {...chartSvgProps(id, CHART_WIDTH, height, MOBILE_TEXT_CLASS)} data-testid="chart-svg">
        {highest > 0 && (
          <g aria-hidden="true">
            {x.ticks(5).map((tick) => (
              <line key={tick} className="chart-gridline" x1={x(tick)} x2={x(tick)} y1={MARGIN.top} y2={plotBottom} />
            ))}
          </g>
        )}
        {rows.map((row, i) => {
          const top = MARGIN.top + i * ROW;
          const q = row.quartiles;
          return (
            <g key={row.label} data-row={row.label}>
              <text x={MARGIN.left} y={top + 14} className="chart-label">
                <tspan fontWeight={600}>{row.label}</tspan>
                <tspan className="chart-muted"> · {row.detail}</tspan>
              </text>
              {q ? (
                <text x={CHART_WIDTH - MARGIN.right} y={top + 14} textAnchor="end" className="chart-label" fontWeight={600}>
                  {row.figure}
                </text>
              ) : (
                <text x={MARGIN.left} y={top + 33} className="chart-muted" fontStyle="italic">
                  {row.figure}
                </text>
              )}
              {q && (
                <>
                  <rect className="chart-range" x={x(q.low)} y={top + 21} width={Math.max(x(q.high) - x(q.low), 1)} height={14}>
                    <title>{`${row.label}: ${format(q.low)} to ${format(q.high)}, median ${format(q.median)}`}</title>
                  </rect>
                  <line className="chart-median" x1={x(q.median)} x2={x(q.median)} y1={top + 18} y2={top + 38} />
                </>
              )}
            </g>
          );
        })}
        {/* No axis when no row has a bar: there is nothing to measure. */}
        {highest > 0 && <AxisBottom scale={x} y={plotBottom} ticks={5} format={format as (value: never) => string} />}
      </svg>
      <ul className="chart-legend chart-legend--inline" aria-hidden="true">
        <li>
          <svg viewBox="0 0 24 14" width={24} height={14} className="chart-swatch">
            <rect className="chart-range" x={0.5} y={1.5} width={23} height={11} />
          </svg>
          {rangeLabel}
        </li>
        <li>
          <svg viewBox="0 0 10 14" width={10} height={14} className="chart-swatch">
            <line className="chart-median" x1={5} x2={5} y1={0} y2={14} />
          </svg>
          the median
        </li>
      </ul>
    </ChartFigure>
  );
}
