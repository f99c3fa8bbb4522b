// The judgment page's balance over time (issue 31, item 3): the amount awarded growing with interest
// period by period to today (a solid line, dropping at each payment received), then projected to
// the renew-by or limit date (a dashed line labelled "projected"), with the asking price, the Buy
// Now price and the highest offer the viewer may see as labelled horizontal lines, each with its own
// dash so none is told apart by colour alone. Laid out by app/server/charts/balance-layout.ts.
import { ChartFigure, chartSvgProps } from "./chart-figure";
import type { DrawnChart, Label, PlotArea, Tick } from "./drawing";
import { chartColors } from "./palette";
import { TickAxisBottom, TickAxisLeft } from "./tick-axes";

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

function Text({ label, fill, weight }: { label: Label; fill: string; weight?: number }) {
  return (
    <text
      x={label.x}
      y={label.y}
      textAnchor={label.anchor}
      fill={fill}
      fontWeight={weight}
      stroke="#fff"
      strokeWidth={3}
      paintOrder="stroke"
      strokeLinejoin="round"
    >
      {label.text}
    </text>
  );
}

export function BalanceChart({ chart }: { chart: DrawnChart<BalanceDrawing> }) {
  const { drawing: d } = chart;
  const { plot } = d;
  return (
    <ChartFigure id={chart.id} title={chart.title} summary={chart.summary} table={chart.table} testId="balance-chart">
      <svg {...chartSvgProps(chart.id, d.width, d.height)}>
        <TickAxisLeft ticks={d.yTicks} x={plot.left} width={plot.right - plot.left} />
        <TickAxisBottom ticks={d.xTicks} y={plot.bottom} from={plot.left} to={plot.right} />
        {d.lines.map((line) => (
          <line
            key={line.kind}
            x1={plot.left}
            x2={plot.right}
            y1={line.y}
            y2={line.y}
            stroke={lineStyle[line.kind].stroke}
            strokeWidth={2}
            strokeDasharray={lineStyle[line.kind].dash}
          />
        ))}
        <line x1={d.today.x} x2={d.today.x} y1={plot.top} y2={plot.bottom} stroke={chartColors.today} strokeDasharray="1 3" />
        <path d={d.actualPath} fill="none" stroke={BALANCE} strokeWidth={2.5} strokeLinejoin="round" />
        {d.projected && <path d={d.projected.path} fill="none" stroke={BALANCE} strokeWidth={2.5} strokeDasharray="6 4" />}
        {d.payments.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={3.5} fill="#fff" stroke={BALANCE} strokeWidth={2} />
        ))}
        <circle cx={d.today.x} cy={d.today.y} r={4} fill={BALANCE} />
        {d.lines.map((line) => (
          <g key={line.kind}>
            <line x1={line.swatch.x1 - 2} x2={line.swatch.x2 + 2} y1={line.swatch.y} y2={line.swatch.y} stroke="#fff" strokeWidth={12} />
            <line
              x1={line.swatch.x1}
              x2={line.swatch.x2}
              y1={line.swatch.y}
              y2={line.swatch.y}
              stroke={lineStyle[line.kind].stroke}
              strokeWidth={2}
              strokeDasharray={lineStyle[line.kind].dash}
            />
            <Text label={line.label} fill={lineStyle[line.kind].stroke} weight={600} />
          </g>
        ))}
        <Text label={d.today.label} fill={BALANCE} weight={600} />
        {d.projected && <Text label={d.projected.label} fill={BALANCE} />}
      </svg>
    </ChartFigure>
  );
}
