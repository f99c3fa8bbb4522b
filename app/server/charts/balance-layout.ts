// Lays out the balance over time (app/components/charts/balance-chart.ts) with d3: a UTC time scale
// from the date of entry to the projection's end (or today), a linear scale from zero (so the prices
// stand in proportion to the balance) to the largest figure drawn, and d3-shape's line through the
// points: straight between them, which is exact within an interest period (balance-series.ts).
import { scaleLinear, scaleUtc } from "d3-scale";
import { line } from "d3-shape";
import type { BalanceDrawing } from "~/components/charts/balance-chart";
import { DRAWN_WIDTH } from "./size";
import type { Label } from "~/components/charts/drawing";
import { formatDate } from "~/domain/dates";
import { addDays } from "~/domain/judgment-value/calendar";
import type { BalancePoint, BalanceSeries } from "~/domain/judgment-value/balance-series";
import { formatMoney } from "~/domain/money";
import { labelBox, placeLabel } from "./label-place";
import { priceKeyRows } from "./price-key";
import { tickLabels } from "./tick-labels";
import { timeTickLabel } from "./time-tick-label";

const HEIGHT = 260;
const MARGIN = { top: 20, right: 14, bottom: 28, left: 48 } as const;
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function layoutBalance(series: BalanceSeries): BalanceDrawing {
  const plot = { left: MARGIN.left, right: DRAWN_WIDTH - MARGIN.right, top: MARGIN.top, bottom: HEIGHT - MARGIN.bottom };
  const first = series.actual[0]!.on;
  const lastOn = (series.projected.at(-1) ?? series.actual.at(-1)!).on;
  const x = scaleUtc()
    .domain([utc(first), utc(lastOn > first ? lastOn : addDays(first, 1))])
    .range([plot.left, plot.right]);
  const highest = Math.max(
    ...series.actual.map((p) => p.cents),
    ...series.projected.map((p) => p.cents),
    ...series.lines.map((l) => l.cents),
  );
  const y = scaleLinear()
    .domain([0, (highest / 100) * 1.04])
    .nice(4)
    .range([plot.bottom, plot.top]);
  const path = line<BalancePoint>()
    .x((p) => x(utc(p.on)))
    .y((p) => y(p.cents / 100));
  const xTicks = x.ticks(5).map((t) => ({ at: x(t), label: timeTickLabel(t) }));
  const yTicks = tickLabels(y, y.ticks(4), "$~s");

  const end = series.projected.at(-1);
  const projected = end
    ? {
        path: path(series.projected)!,
        label: {
          x: plot.right,
          y: Math.max(y(end.cents / 100) - 8, plot.top - 6),
          text: `projected ${formatMoney(end.cents)}, ${formatDate(end.on)}`,
          anchor: "end" as const,
        },
      }
    : null;

  // The prices' key at the left, outside the bunch of their lines (price-key.ts).
  const lineYs = series.lines.map((l) => y(l.cents / 100));
  const rows = priceKeyRows(lineYs, plot.top, plot.bottom);
  const lines = series.lines.map((l, i) => ({
    kind: l.kind,
    y: lineYs[i]!,
    swatch: { x1: plot.left + 4, x2: plot.left + 24, y: rows[i]! - 4 },
    label: { x: plot.left + 28, y: rows[i]!, text: `${l.label} ${formatMoney(l.cents)}`, anchor: "start" } as Label,
  }));

  // Today's figure beside its point, on the first side that crosses no line and no other label:
  // where the balance dropped with a payment just before today, the obvious place is taken.
  const today = series.actual.at(-1)!;
  const todayAt = { x: x(utc(today.on)), y: y(today.cents / 100) };
  const text = `Today ${formatMoney(today.cents)}`;
  const at = (dx: number, dy: number, anchor: Label["anchor"]): Label => ({ x: todayAt.x + dx, y: todayAt.y + dy, text, anchor });
  const pixels = (points: BalancePoint[]) => points.map((p) => ({ x: x(utc(p.on)), y: y(p.cents / 100) }));
  const todayLabel = placeLabel(
    [at(8, 16, "start"), at(-8, -8, "end"), at(-8, 18, "end"), at(8, -8, "start"), at(-8, 36, "end"), at(-8, -26, "end")],
    {
      lines: [
        pixels(series.actual),
        pixels(series.projected),
        ...lines.map((l) => [
          { x: plot.left, y: l.y },
          { x: plot.right, y: l.y },
        ]),
      ],
      boxes: [...(projected ? [labelBox(projected.label)] : []), ...lines.map((l) => ({ ...labelBox(l.label, true), left: l.swatch.x1 }))],
    },
    { left: plot.left, right: plot.right, top: 0, bottom: plot.bottom },
    true,
  );
  return {
    width: DRAWN_WIDTH,
    height: HEIGHT,
    plot,
    xTicks,
    yTicks,
    actualPath: path(series.actual)!,
    projected,
    today: { ...todayAt, label: todayLabel },
    payments: series.actual.filter((p) => p.what === "payment").map((p) => ({ x: x(utc(p.on)), y: y(p.cents / 100) })),
    lines,
  };
}
