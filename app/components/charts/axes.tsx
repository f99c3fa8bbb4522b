// The two axes charts share: ticks from a d3 scale (its own ticks() and tick format), drawn as SVG
// lines and text, so every chart labels its values alike. A band scale (bars by category) labels
// each band.
import type { ScaleBand, ScaleLinear, ScaleTime } from "d3-scale";

type ContinuousScale = ScaleLinear<number, number> | ScaleTime<number, number>;

function ticksOf(scale: ContinuousScale | ScaleBand<string>, count: number, format?: (value: never) => string) {
  if ("bandwidth" in scale) {
    return scale.domain().map((value) => ({ value, at: (scale(value) ?? 0) + scale.bandwidth() / 2, label: value }));
  }
  const values = (scale as ScaleLinear<number, number>).ticks(count) as (number | Date)[];
  const fallback = (scale as ScaleLinear<number, number>).tickFormat(count) as (value: number | Date) => string;
  const label = (format ?? fallback) as (value: number | Date) => string;
  return values.map((value) => ({ value: String(value), at: (scale as (v: number | Date) => number)(value), label: label(value) }));
}

export function AxisBottom({
  scale,
  y,
  ticks = 5,
  format,
}: {
  scale: ContinuousScale | ScaleBand<string>;
  /** Where the axis line is drawn (the plot's bottom). */
  y: number;
  ticks?: number;
  format?: (value: never) => string;
}) {
  const [start, end] = scale.range();
  return (
    <g className="chart-axis" aria-hidden="true">
      <line x1={start} x2={end} y1={y} y2={y} />
      {ticksOf(scale, ticks, format).map((tick) => (
        <g key={tick.value} transform={`translate(${tick.at},${y})`}>
          <line y2={4} />
          <text y={16} textAnchor="middle">
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}

export function AxisLeft({
  scale,
  x,
  width,
  ticks = 4,
  format,
}: {
  scale: ContinuousScale | ScaleBand<string>;
  /** Where the axis line is drawn (the plot's left edge). */
  x: number;
  /** The plot's width: grid lines run across it (0 for none). */
  width: number;
  ticks?: number;
  format?: (value: never) => string;
}) {
  return (
    <g className="chart-axis" aria-hidden="true">
      {ticksOf(scale, ticks, format).map((tick) => (
        <g key={tick.value} transform={`translate(${x},${tick.at})`}>
          {width > 0 && <line className="chart-grid" x2={width} />}
          <text x={-6} dy="0.32em" textAnchor="end">
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}
