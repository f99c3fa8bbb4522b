// The charts' colours (docs/decisions/0050), from the site's palette (app/app.css). Every colour that
// draws a mark on its own (a bar, a line, a range's outline, a map's filled state) has at least 3:1
// contrast against the white card it sits on (tests/unit/chart-palette.test.ts checks it); nothing
// is told by colour alone: marks are labelled, a missing figure is hatched, and every number is in
// the chart's table.

export const chartColors = {
  /** Bars of a count. */
  bar: "#1f5699",
  /** The outline of a p25–p75 range, and its fill (lighter: the median mark shows across it). */
  rangeOutline: "#1a4579",
  rangeFill: "#adc7e8",
  /** The median mark. */
  median: "#0f2744",
  /** A line of a second measure (green, so it never reads as the bars). */
  line: "#096b4f",
  /** The hatching of "no figure". */
  hatch: "#64748b",
} as const;

/** A sequential ramp, light to dark, for a map's classes: each step at least 3:1 against white. */
export const sequentialBlues = ["#5b8fd0", "#2f6db5", "#1f5699", "#1a4579", "#0f2744"] as const;
