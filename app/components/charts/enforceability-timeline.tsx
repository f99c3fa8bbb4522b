// The enforceability timeline of the judgment page (issue 31, item 3): each date of the clock on its
// own row above one time axis (so no two labels collide at 390 px), past dates filled and dates to
// come hollow, today a dotted line across. Each date is focusable (tabIndex 0) and names itself
// with its statute in an SVG <title> (read by screen readers, shown by the browser on hover); the
// same citation is written under the axis while the date is hovered or focused (app/styles/
// chart-timeline.css), and it is in the table. Laid out by app/server/charts/timeline-layout.ts.
import { ChartFigure, chartSvgProps } from "./chart-figure";
import type { DrawnChart, Label, Tick } from "./drawing";
import { chartColors } from "./palette";
import { TickAxisBottom } from "./tick-axes";

export type TimelineMark = {
  x: number;
  y: number;
  past: boolean;
  /** The name and the date, on two lines. */
  name: Label;
  date: Label;
  /** The accessible name: the date, what it rests on and its statute. */
  title: string;
  /** The citation written under the axis on hover and focus, one line per entry. */
  tip: string[];
};

export type TimelineDrawing = {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  axisY: number;
  xTicks: Tick[];
  today: { x: number; label: Label };
  marks: TimelineMark[];
  /** Where the citation is written: the first line's baseline, and the height of a line. */
  tipY: number;
  tipLine: number;
  hint: string;
};

const MARK = chartColors.balance;
/** White around a label, so the dotted leaders it crosses do not cut through its letters. */
const halo = { stroke: "#fff", strokeWidth: 3, paintOrder: "stroke", strokeLinejoin: "round" } as const;

export function EnforceabilityTimelineChart({ chart }: { chart: DrawnChart<TimelineDrawing> }) {
  const { drawing: d } = chart;
  // A group, not an image: its dates are focusable and each names itself.
  const svg = { ...chartSvgProps(chart.id, d.width, d.height), role: "group", className: "chart-figure__svg chart-timeline" };
  return (
    <ChartFigure id={chart.id} title={chart.title} summary={chart.summary} table={chart.table} testId="enforceability-timeline">
      <svg {...svg}>
        <TickAxisBottom ticks={d.xTicks} y={d.axisY} from={d.left} to={d.right} />
        <g aria-hidden="true">
          <line
            x1={d.today.x}
            x2={d.today.x}
            y1={d.top - 4}
            y2={d.axisY}
            stroke={chartColors.today}
            strokeWidth={1.5}
            strokeDasharray="3 3"
          />
          <text x={d.today.label.x} y={d.today.label.y} textAnchor={d.today.label.anchor} fill="#334155" fontWeight={600}>
            {d.today.label.text}
          </text>
          <text className="chart-timeline__hint" x={d.left} y={d.tipY} fill="#475569">
            {d.hint}
          </text>
        </g>
        {d.marks.map((mark) => (
          <g key={mark.date.text} className="chart-timeline__point" tabIndex={0} role="img" data-testid="timeline-point">
            <title>{mark.title}</title>
            <line x1={mark.x} x2={mark.x} y1={mark.y + 6} y2={d.axisY} stroke="#94a3b8" strokeDasharray="1 2" />
            <circle className="chart-timeline__ring" cx={mark.x} cy={mark.y} r={9} fill="none" stroke={MARK} strokeWidth={2} />
            <circle cx={mark.x} cy={mark.y} r={5} fill={mark.past ? MARK : "#fff"} stroke={MARK} strokeWidth={2} />
            <text x={mark.name.x} y={mark.name.y} textAnchor={mark.name.anchor} fill="#0f172a" fontWeight={600} {...halo}>
              {mark.name.text}
            </text>
            <text x={mark.date.x} y={mark.date.y} textAnchor={mark.date.anchor} fill="#334155" {...halo}>
              {mark.date.text}
            </text>
            <text className="chart-timeline__tip" x={d.left} y={d.tipY} fill="#0f172a">
              {mark.tip.map((line, i) => (
                <tspan key={i} x={d.left} dy={i === 0 ? 0 : d.tipLine}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        ))}
      </svg>
    </ChartFigure>
  );
}
