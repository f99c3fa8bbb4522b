// A chart drawn on the server and handed to the page as plain numbers and strings (issue 31, item
// 4): the loader lays it out with d3's scales and shapes (app/server/charts/), the component only
// writes the SVG. The pages that carry these charts hydrate for some viewers (the owner's and an
// administrator's judgment page, /admin: docs/decisions/0040), and a component that called d3 itself
// would ship d3-scale and d3-shape to them (about 20 KB gzipped); laid out in the loader, the browser
// gets the finished drawing and no chart code.
import type { ChartTable } from "./chart-figure";

/** A tick of an axis: where it is drawn and what it reads. */
export type Tick = { at: number; label: string };

/** A piece of text placed on the chart. */
export type Label = { x: number; y: number; text: string; anchor: "start" | "middle" | "end" };

/** The plot's edges in the viewBox's units. */
export type PlotArea = { left: number; right: number; top: number; bottom: number };

/** Everything a chart's figure shows: its title, its sentence, its table and its drawing. */
export type DrawnChart<Drawing> = {
  /** Unique on the page (the SVG's name and description point at it). */
  id: string;
  title: string;
  summary: string;
  table: ChartTable;
  drawing: Drawing;
};
