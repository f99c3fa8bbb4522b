// Lays out bar panels (app/components/charts/bar-panels.tsx) with d3's band and linear scales: the
// categories share one band scale across the panels; each panel has its own linear scale from zero
// to its largest value (at least 1, so an empty panel still has an axis), labelled at zero and at the
// top. Each bar's value is written above it where every value of the panel fits its band (not a zero:
// an empty bar says it).
import { scaleBand, scaleLinear } from "d3-scale";
import { DRAWN_WIDTH } from "./size";
import type { BarPanel, BarPanelsDrawing } from "~/components/charts/bar-panels";
import { textWidth } from "./text-width";
import { tickLabels } from "./tick-labels";

export type BarPanelsInput = {
  /** The categories in order; `tick` false leaves its label off the axis (every seventh day of thirty). */
  categories: { label: string; tick?: boolean }[];
  panels: {
    title: string;
    values: number[];
    /** The value as the bar and its tooltip write it ("$1,250", "3"). */
    format: (value: number) => string;
    /** The axis's numbers: d3's format specifier ("d" counts, "$~s" dollars); values are divided by `unit` first. */
    axis: { specifier: string; unit?: number };
    /** The tooltip's words for a value: "3 views". */
    describe: (value: number, category: string) => string;
  }[];
  /** The height of each panel's plot. */
  panelHeight?: number;
};

const MARGIN = { left: 48, right: 12, top: 4, bottom: 24 } as const;
const TITLE = 22;
const GAP = 10;

export function layoutBarPanels(input: BarPanelsInput): BarPanelsDrawing {
  const plotHeight = input.panelHeight ?? 64;
  const width = DRAWN_WIDTH;
  const x = scaleBand<number>()
    .domain(input.categories.map((_, i) => i))
    .range([MARGIN.left, width - MARGIN.right])
    .paddingInner(input.categories.length > 16 ? 0.2 : 0.3)
    .paddingOuter(0.1);
  let top = MARGIN.top;
  const panels: BarPanel[] = input.panels.map((panel) => {
    const plotTop = top + TITLE;
    const baseline = plotTop + plotHeight;
    top = baseline + GAP;
    const unit = panel.axis.unit ?? 1;
    const max = Math.max(1, ...panel.values.map((v) => v / unit));
    // Room above the tallest bar for its value.
    const y = scaleLinear()
      .domain([0, max])
      .nice()
      .range([baseline, plotTop + 12]);
    const [, highest] = y.domain();
    // Every bar's value written, or none: a panel where only the short ones are labelled misleads.
    const writeValues = panel.values.every((v) => textWidth(panel.format(v)) <= x.bandwidth() + 2);
    return {
      title: { x: MARGIN.left, y: plotTop - 6, text: panel.title, anchor: "start" },
      baseline,
      yTicks: tickLabels(y, [0, highest!], panel.axis.specifier),
      bars: panel.values.map((value, i) => {
        // A value too small to see at this scale still shows as a sliver: not zero.
        const barTop = value > 0 ? Math.min(y(value / unit), baseline - 1.5) : baseline;
        const text = panel.format(value);
        // A zero is an empty bar on the baseline; its figure is in the table.
        const fits = value !== 0 && writeValues;
        return {
          x: x(i)!,
          y: barTop,
          width: x.bandwidth(),
          height: baseline - barTop,
          title: panel.describe(value, input.categories[i]!.label),
          value: fits ? { x: x(i)! + x.bandwidth() / 2, y: barTop - 3, text, anchor: "middle" } : null,
        };
      }),
    };
  });
  const xTicks = input.categories.flatMap((c, i) => (c.tick === false ? [] : [{ at: x(i)! + x.bandwidth() / 2, label: c.label }]));
  return { width, height: top - GAP + MARGIN.bottom, left: MARGIN.left, right: width - MARGIN.right, panels, xTicks };
}
