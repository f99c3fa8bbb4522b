// The enforceability timeline of the judgment page (issue 31, item 3): each date of the clock on its
// own row above one time axis (so no two labels collide at 390 px), past dates filled and dates to
// come hollow, today a dotted line across. Each date is focusable (tabIndex 0) and names itself
// with its statute in an SVG <title> (read by screen readers, shown by the browser on hover); the
// same citation is written under the axis while the date is hovered or focused (app/styles/
// chart-timeline.css), and it is in the table. Laid out by app/server/charts/timeline-layout.ts;
// written as markup (docs/decisions/0056), frame and all, inside the value section's markup.
import { each, html, type Html } from "~/components/html/html";
import { chartFigureHtml, chartSvgAttributes, chartSvgHtml } from "./chart-figure";
import type { DrawnChart, Label, Tick } from "./drawing";
import { chartColors, LABEL_HALO } from "./palette";
import { tickAxisBottomHtml } from "./tick-axes";

export type TimelineMark = {
  x: number;
  y: number;
  past: boolean;
  /** The name and the date, on two lines. */
  name: Label;
  date: Label;
  /** The accessible name: the date, what it rests on and its statute. */
  title: string;
  /** The citation written under the axis on hover and focus, one line per entry. */
  tip: string[];
};

export type TimelineDrawing = {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  axisY: number;
  xTicks: Tick[];
  today: { x: number; label: Label };
  marks: TimelineMark[];
  /** Where the citation is written: the first line's baseline, and the height of a line. */
  tipY: number;
  tipLine: number;
  hint: string;
};

const MARK = chartColors.balance;

function markHtml(mark: TimelineMark, d: TimelineDrawing): Html {
  const { name, date } = mark;
  return html`<g class="chart-timeline__point" tabindex="0" role="img" data-testid="timeline-point"><title>${mark.title}</title><line x1="${mark.x}" x2="${mark.x}" y1="${mark.y + 6}" y2="${d.axisY}" stroke="#94a3b8" stroke-dasharray="1 2"></line><circle class="chart-timeline__ring" cx="${mark.x}" cy="${mark.y}" r="9" fill="none" stroke="${MARK}" stroke-width="2"></circle><circle cx="${mark.x}" cy="${mark.y}" r="5" fill="${mark.past ? MARK : "#fff"}" stroke="${MARK}" stroke-width="2"></circle><text x="${name.x}" y="${name.y}" text-anchor="${name.anchor}" fill="#0f172a" font-weight="600" ${LABEL_HALO}>${name.text}</text><text x="${date.x}" y="${date.y}" text-anchor="${date.anchor}" fill="#334155" ${LABEL_HALO}>${date.text}</text><text class="chart-timeline__tip" x="${d.left}" y="${d.tipY}" fill="#0f172a">${mark.tip.map(
    (line, i) => html`<tspan x="${d.left}" dy="${i === 0 ? 0 : d.tipLine}">${line}</tspan>`,
  )}</text></g>`;
}

/** Everything inside the timeline's <svg>, as markup (docs/decisions/0056): about 45 elements on every judgment page. */
export function timelineSvgHtml(d: TimelineDrawing): Html {
  const today = d.today.label;
  return html`${tickAxisBottomHtml({ ticks: d.xTicks, y: d.axisY, from: d.left, to: d.right })}<g aria-hidden="true"><line x1="${d.today.x}" x2="${d.today.x}" y1="${d.top - 4}" y2="${d.axisY}" stroke="${chartColors.today}" stroke-width="1.5" stroke-dasharray="3 3"></line><text x="${today.x}" y="${today.y}" text-anchor="${today.anchor}" fill="#334155" font-weight="600">${today.text}</text><text class="chart-timeline__hint" x="${d.left}" y="${d.tipY}" fill="#475569">${d.hint}</text></g>${each(d.marks, (mark) => markHtml(mark, d))}`;
}

/** The timeline in its figure, as markup. */
export function timelineChartHtml(chart: DrawnChart<TimelineDrawing>): Html {
  const { drawing: d } = chart;
  // A group, not an image: its dates are focusable and each names itself.
  const svg = { ...chartSvgAttributes(chart.id, d.width, d.height, "chart-timeline"), role: "group" };
  return chartFigureHtml({ ...chart, testId: "enforceability-timeline" }, chartSvgHtml(svg, timelineSvgHtml(d)));
}
