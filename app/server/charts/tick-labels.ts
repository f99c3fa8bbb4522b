// An axis's tick labels in d3's number format: "$~s" reads 20,000 dollars as "$20k", "d" a count.
// d3 gives every tick of a scale the prefix of its largest (so 0 reads "$0k"): zero, which needs no
// unit, is written plainly.
import type { ScaleLinear } from "d3-scale";
import type { Tick } from "~/components/charts/drawing";

export function tickLabels(scale: ScaleLinear<number, number>, values: number[], specifier: string): Tick[] {
  const format = scale.tickFormat(Math.max(values.length, 2), specifier);
  const zero = specifier.startsWith("$") ? "$0" : "0";
  return values.map((v) => ({ at: scale(v), label: v === 0 ? zero : format(v) }));
}
