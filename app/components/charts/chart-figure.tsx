// The frame every chart of the product is drawn in (issue 31, docs/decisions/0050): a title, a
// sentence that says what the picture shows (read by screen readers and shown to everyone), the SVG
// itself (drawn on the server, so it appears without JavaScript), and the same figures as a table
// behind a disclosure. Charts never rely on colour alone: their marks are labelled or patterned, and
// the table holds every number.
import type { ReactNode } from "react";
import { each, html, type Html } from "~/components/html/html";

export type ChartTable = {
  /** Column headings, the first naming the rows. */
  columns: string[];
  /** One row per data point, already formatted for reading. */
  rows: (string | number)[][];
};

/** The table's heading row, as markup (docs/decisions/0056). */
const tableHeadHtml = (columns: string[]): Html => html`<tr>${each(columns, (column) => html`<th scope="col">${column}</th>`)}</tr>`;

/** The table's rows, as markup: each row's first cell names it. */
const tableRowsHtml = (rows: ChartTable["rows"]): Html =>
  each(rows, (row) => html`<tr>${row.map((cell, j) => (j === 0 ? html`<th scope="row">${cell}</th>` : html`<td>${cell}</td>`))}</tr>`);

export function ChartFigure({
  id,
  title,
  summary,
  table,
  children,
  testId,
}: {
  /** Unique on the page: the SVG's title and description point at it. */
  id: string;
  title: string;
  /** What the chart says, in one or two sentences (with its counts). */
  summary: string;
  table: ChartTable;
  /** The chart's SVG, made with chartSvgProps(id, …). */
  children: ReactNode;
  testId?: string;
}) {
  return (
    <figure className="chart-figure" aria-labelledby={`${id}-title`} data-testid={testId ?? "chart"}>
      <figcaption>
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <p id={`${id}-summary`} className="mt-1 text-sm text-slate-600" data-testid="chart-summary">
          {summary}
        </p>
      </figcaption>
      <div className="chart-figure__picture">{children}</div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the figures as a table</summary>
        {/* A table wider than a phone scrolls in its box, which keyboard users reach by Tab (a focusable, named region). */}
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${title}: the figures`}>
          <table className="chart-figure__table" data-testid="chart-table">
            <caption className="sr-only">{title}</caption>
            <thead dangerouslySetInnerHTML={tableHeadHtml(table.columns)} />
            <tbody dangerouslySetInnerHTML={tableRowsHtml(table.rows)} />
          </table>
        </div>
      </details>
    </figure>
  );
}

/**
 * The attributes of a chart's <svg>: a viewBox of the given size drawn at the container's width
 * (CHART_WIDTH wide keeps 12-unit text readable at 390 px), an image role, and the figure's title and
 * summary as its accessible name and description.
 */
export function chartSvgProps(id: string, width: number, height: number, className?: string) {
  return {
    viewBox: `0 0 ${width} ${height}`,
    role: "img",
    "aria-labelledby": `${id}-title`,
    "aria-describedby": `${id}-summary`,
    className: className ? `chart-figure__svg ${className}` : "chart-figure__svg",
    preserveAspectRatio: "xMidYMid meet",
  } as const;
}

/** The viewBox width charts are drawn at: text of 12 units stays about 10 px at a 390 px screen. */
export const CHART_WIDTH = 420;
/**
 * The class of a chart whose layout leaves room for text of 14 units: on a narrow screen its text
 * grows to 14 units, about 11 px where the chart is drawn 330 px wide (a 390 px phone's card), where
 * 12 units would be 9.4 px (docs/decisions/0050).
 */
export const MOBILE_TEXT_CLASS = "chart-figure__svg--mobile-text";
/** Room around the plot for the axes' labels. */
export const CHART_MARGIN = { top: 12, right: 16, bottom: 32, left: 56 } as const;
