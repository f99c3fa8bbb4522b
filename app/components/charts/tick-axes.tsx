// The axes' lines and text, from ticks already placed (drawing.ts): by a loader, or by axes.tsx from
// a d3 scale, so a chart laid out on the server reads like one drawn in the component. Written as
// markup (docs/decisions/0056): the charts drawn as markup place the whole axis, React components
// place the same ticks inside their own <g>.
import { each, html, type Html } from "~/components/html/html";
import type { Tick } from "./drawing";

type BottomAxis = { ticks: Tick[]; y: number; from: number; to: number };
/** Ticks at the left edge `x`; grid lines run `width` across the plot (0 for none). */
type LeftAxis = { ticks: Tick[]; x: number; width: number };

function bottomTicks({ ticks, y, from, to }: BottomAxis): Html {
  return html`<line x1="${from}" x2="${to}" y1="${y}" y2="${y}"></line>${each(
    ticks,
    (tick) =>
      html`<g transform="translate(${tick.at},${y})"><line y2="4"></line><text y="16" text-anchor="middle">${tick.label}</text></g>`,
  )}`;
}

function leftTicks({ ticks, x, width }: LeftAxis): Html {
  return each(
    ticks,
    (tick) =>
      html`<g transform="translate(${x},${tick.at})">${width > 0 && html`<line class="chart-grid" x2="${width}"></line>`}<text x="-6" dy="0.32em" text-anchor="end">${tick.label}</text></g>`,
  );
}

/** The bottom axis as markup, for a chart whose SVG is markup. */
export const tickAxisBottomHtml = (axis: BottomAxis): Html => html`<g class="chart-axis" aria-hidden="true">${bottomTicks(axis)}</g>`;

/** The left axis as markup, for a chart whose SVG is markup. */
export const tickAxisLeftHtml = (axis: LeftAxis): Html => html`<g class="chart-axis" aria-hidden="true">${leftTicks(axis)}</g>`;

export function TickAxisBottom(axis: BottomAxis) {
  return <g className="chart-axis" aria-hidden="true" dangerouslySetInnerHTML={bottomTicks(axis)} />;
}

export function TickAxisLeft(axis: LeftAxis) {
  return <g className="chart-axis" aria-hidden="true" dangerouslySetInnerHTML={leftTicks(axis)} />;
}
