// The axes' lines and text, from ticks already placed (drawing.ts): by a loader, or by axes.tsx from
// a d3 scale, so a chart laid out on the server reads like one drawn in the component.
import type { Tick } from "./drawing";

export function TickAxisBottom({ ticks, y, from, to }: { ticks: Tick[]; y: number; from: number; to: number }) {
  return (
    <g className="chart-axis" aria-hidden="true">
      <line x1={from} x2={to} y1={y} y2={y} />
      {ticks.map((tick) => (
        <g key={`${tick.at}-${tick.label}`} transform={`translate(${tick.at},${y})`}>
          <line y2={4} />
          <text y={16} textAnchor="middle">
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Ticks at the left edge `x`; grid lines run `width` across the plot (0 for none). */
export function TickAxisLeft({ ticks, x, width }: { ticks: Tick[]; x: number; width: number }) {
  return (
    <g className="chart-axis" aria-hidden="true">
      {ticks.map((tick) => (
        <g key={`${tick.at}-${tick.label}`} transform={`translate(${x},${tick.at})`}>
          {width > 0 && <line className="chart-grid" x2={width} />}
          <text x={-6} dy="0.32em" textAnchor="end">
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}
