// Bars by category in panels stacked over one shared axis (issue 31): a listing's views, watchers and
// offers by day; the administrators' queues by how long their items have waited; sales by week.
// One panel per measure, each with its own scale and its name above it, so no panel depends on a
// colour to be told apart. Laid out by app/server/charts/bar-panels-layout.ts.
import { ChartFigure, chartSvgProps } from "./chart-figure";
import type { DrawnChart, Label, Tick } from "./drawing";
import { chartColors } from "./palette";
import { TickAxisBottom, TickAxisLeft } from "./tick-axes";

export type Bar = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Shown on hover: the category and the value in words. */
  title: string;
  /** The value written on the bar, where it fits. */
  value: Label | null;
};

export type BarPanel = { title: Label; baseline: number; yTicks: Tick[]; bars: Bar[] };

export type BarPanelsDrawing = {
  width: number;
  height: number;
  left: number;
  right: number;
  panels: BarPanel[];
  /** The categories, under the last panel. */
  xTicks: Tick[];
};

export function BarPanelsChart({ chart, testId }: { chart: DrawnChart<BarPanelsDrawing>; testId: string }) {
  const { drawing: d } = chart;
  const last = d.panels[d.panels.length - 1];
  return (
    <ChartFigure id={chart.id} title={chart.title} summary={chart.summary} table={chart.table} testId={testId}>
      <svg {...chartSvgProps(chart.id, d.width, d.height)}>
        {d.panels.map((panel) => (
          <g key={panel.title.text}>
            <text x={panel.title.x} y={panel.title.y} textAnchor={panel.title.anchor} fontWeight={600} fill="#0f172a">
              {panel.title.text}
            </text>
            <TickAxisLeft ticks={panel.yTicks} x={d.left} width={d.right - d.left} />
            {panel.bars.map((bar, i) => (
              <g key={i}>
                <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={chartColors.bar}>
                  <title>{bar.title}</title>
                </rect>
                {bar.value && (
                  <text x={bar.value.x} y={bar.value.y} textAnchor={bar.value.anchor} fill="#1e293b">
                    {bar.value.text}
                  </text>
                )}
              </g>
            ))}
            <line x1={d.left} x2={d.right} y1={panel.baseline} y2={panel.baseline} stroke="#64748b" />
          </g>
        ))}
        {last && <TickAxisBottom ticks={d.xTicks} y={last.baseline} from={d.left} to={d.right} />}
      </svg>
    </ChartFigure>
  );
}
