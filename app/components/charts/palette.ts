// The colours charts draw with as SVG attributes (docs/decisions/0050), from the site's palette
// (app/app.css); the marks drawn by class (a spread's range and median, a line: .chart-range,
// .chart-median, .chart-mark) take theirs from app/styles/charts.css. Every colour that draws a mark
// on its own (a bar, a line, a range's outline, a map's filled state) has at least 3:1 contrast
// against the white card it sits on (tests/unit/market-figures.test.ts checks both homes); nothing is
// told by colour alone: marks are labelled, a missing figure is hatched, and every number is in the
// chart's table.
import { html } from "~/components/html/html";

export const chartColors = {
  /** Bars of a count (brand-600). */
  bar: "#1f5699",
  /** The dots of a line of a second measure (as .chart-mark's stroke: green, so it never reads as the bars). */
  line: "#096b4f",
  /** The hatching of "no figure". */
  hatch: "#64748b",
  /** The judgment page's balance over time (brand-700), and the enforceability timeline's dates. */
  balance: "#1a4579",
  /** The balance chart's price lines, each with its own dash too (balance-chart.ts): the asking price (emerald-700)… */
  asking: "#047857",
  /** …the Buy Now price (violet-700)… */
  buyNow: "#6d28d9",
  /** …and the highest offer the viewer may see (amber-700). */
  highestOffer: "#b45309",
  /** "Today" across a time axis (slate-500). */
  today: "#64748b",
} as const;

/** A sequential ramp, light to dark, for a map's classes: each step at least 3:1 against white. */
export const sequentialBlues = ["#5b8fd0", "#2f6db5", "#1f5699", "#1a4579", "#0f2744"] as const;

/** White around a label's letters (as markup attributes), so the lines and leaders it crosses do not cut through them. */
export const LABEL_HALO = html`stroke="#fff" stroke-width="3" paint-order="stroke" stroke-linejoin="round"`;
