// The two axes charts share: ticks from a d3 scale (its own ticks() and tick format), drawn by the
// same components as ticks a loader placed (./tick-axes.tsx), so every chart labels its values
// alike. A band scale (bars by category) labels each band (or the bands asked for), through the
// format when one is given.
import type { ScaleBand, ScaleLinear, ScaleTime } from "d3-scale";
import type { Tick } from "./drawing";
import { TickAxisBottom, TickAxisLeft } from "./tick-axes";

type ContinuousScale = ScaleLinear<number, number> | ScaleTime<number, number>;

function ticksOf(
  scale: ContinuousScale | ScaleBand<string>,
  count: number,
  format?: (value: never) => string,
  only?: readonly string[],
): Tick[] {
  if ("bandwidth" in scale) {
    const label = (format ?? ((value: string) => value)) as (value: string) => string;
    return (only ?? scale.domain()).map((value) => ({ at: (scale(value) ?? 0) + scale.bandwidth() / 2, label: label(value) }));
  }
  const values = (scale as ScaleLinear<number, number>).ticks(count) as (number | Date)[];
  const fallback = (scale as ScaleLinear<number, number>).tickFormat(count) as (value: number | Date) => string;
  const label = (format ?? fallback) as (value: number | Date) => string;
  return values.map((value) => ({ at: (scale as (v: number | Date) => number)(value), label: label(value) }));
}

export function AxisBottom({
  scale,
  y,
  ticks = 5,
  format,
  bands,
}: {
  scale: ContinuousScale | ScaleBand<string>;
  /** Where the axis line is drawn (the plot's bottom). */
  y: number;
  ticks?: number;
  format?: (value: never) => string;
  /** A band scale's bands to label (all by default): fewer when labels would run together. */
  bands?: readonly string[];
}) {
  const [start, end] = scale.range();
  return <TickAxisBottom ticks={ticksOf(scale, ticks, format, bands)} y={y} from={start} to={end} />;
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
  return <TickAxisLeft ticks={ticksOf(scale, ticks, format)} x={x} width={width} />;
}
