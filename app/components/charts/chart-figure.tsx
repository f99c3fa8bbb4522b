// The frame every chart of the product is drawn in (issue 31, docs/decisions/0050): a title, a
// sentence that says what the picture shows (read by screen readers and shown to everyone), the SVG
// itself (drawn on the server, so it appears without JavaScript), and the same figures as a table
// behind a disclosure. Charts never rely on colour alone: their marks are labelled or patterned, and
// the table holds every number.
// The frame is markup (docs/decisions/0056): the judgment page's charts are markup whole
// (chartFigureHtml); the charts drawn by React components place the same caption and table around
// their own SVG (ChartFigure), the figure's attributes and the SVG's coming from the same records.
import type { ReactNode } from "react";
import { attr, each, html, type Html } from "~/components/html/html";
import { MarkupElement, markupElementHtml, reactProps, type MarkupElementParts } from "~/components/html/markup-element";

export type ChartTable = {
  /** Column headings, the first naming the rows. */
  columns: string[];
  /** One row per data point, already formatted for reading. */
  rows: (string | number)[][];
};

/** What a figure says around its picture. */
export type ChartFigureText = {
  /** Unique on the page: the SVG's title and description point at it. */
  id: string;
  title: string;
  /** What the chart says, in one or two sentences (with its counts). */
  summary: string;
  table: ChartTable;
  testId?: string;
};

const PICTURE_CLASS = "chart-figure__picture";

const figureAttributes = ({ id, testId }: ChartFigureText) => ({
  class: "chart-figure",
  "aria-labelledby": `${id}-title`,
  "data-testid": testId ?? "chart",
});

/** The <figcaption>'s inside: the title and the sentence. */
const captionHtml = ({ id, title, summary }: ChartFigureText): Html =>
  html`<h3 id="${id}-title" class="text-base font-semibold text-slate-900">${title}</h3><p id="${id}-summary" class="mt-1 text-sm text-slate-600" data-testid="chart-summary">${summary}</p>`;

/** The table's heading row. */
const tableHeadHtml = (columns: string[]): Html => html`<tr>${each(columns, (column) => html`<th scope="col">${column}</th>`)}</tr>`;

/** The table's rows: each row's first cell names it. */
const tableRowsHtml = (rows: ChartTable["rows"]): Html =>
  each(rows, (row) => html`<tr>${row.map((cell, j) => (j === 0 ? html`<th scope="row">${cell}</th>` : html`<td>${cell}</td>`))}</tr>`);

/** The figures as a table behind a disclosure. A table wider than a phone scrolls in its box, which keyboard users reach by Tab (a focusable, named region). */
const tableDetails = ({ title, table }: ChartFigureText): MarkupElementParts => ({
  tag: "details",
  attributes: { class: "mt-2 text-sm" },
  inside: html`<summary class="cursor-pointer font-medium text-brand-700">Show the figures as a table</summary>\
<div class="mt-2 overflow-x-auto" tabindex="0" role="region" aria-label="${title}: the figures">\
<table class="chart-figure__table" data-testid="chart-table"><caption class="sr-only">${title}</caption>\
<thead>${tableHeadHtml(table.columns)}</thead><tbody>${tableRowsHtml(table.rows)}</tbody></table></div>`,
});

/** The whole figure as markup, around a picture written as markup (chartSvgHtml). */
export function chartFigureHtml(figure: ChartFigureText, picture: Html): Html {
  return markupElementHtml({
    tag: "figure",
    attributes: figureAttributes(figure),
    inside: html`<figcaption>${captionHtml(figure)}</figcaption><div class="${PICTURE_CLASS}">${picture}</div>${markupElementHtml(tableDetails(figure))}`,
  });
}

/** The same figure placed by React around a chart's own SVG (made with chartSvgProps(id, …)). */
export function ChartFigure({ children, ...figure }: ChartFigureText & { children: ReactNode }) {
  return (
    <figure {...reactProps(figureAttributes(figure))}>
      <figcaption dangerouslySetInnerHTML={captionHtml(figure)} />
      <div className={PICTURE_CLASS}>{children}</div>
      <MarkupElement element={tableDetails(figure)} />
    </figure>
  );
}

/**
 * The attributes of a chart's <svg>, in the order written: a viewBox of the given size drawn at the
 * container's width (CHART_WIDTH wide keeps 12-unit text readable at 390 px), an image role, and the
 * figure's title and summary as its accessible name and description.
 */
export function chartSvgAttributes(id: string, width: number, height: number, className?: string) {
  return {
    viewBox: `0 0 ${width} ${height}`,
    role: "img",
    "aria-labelledby": `${id}-title`,
    "aria-describedby": `${id}-summary`,
    class: className ? `chart-figure__svg ${className}` : "chart-figure__svg",
    preserveAspectRatio: "xMidYMid meet",
  };
}

type SvgAttributes = ReturnType<typeof chartSvgAttributes>;

/** A chart's <svg> as markup, its inside written as markup too. */
export function chartSvgHtml(attributes: SvgAttributes, inside: Html): Html {
  return html`<svg${Object.entries(attributes).map(([name, value]) => attr(name, value))}>${inside}</svg>`;
}

/** The same attributes as React's props, for a chart whose SVG React draws. */
export function chartSvgProps(id: string, width: number, height: number, className?: string) {
  return reactProps(chartSvgAttributes(id, width, height, className)) as Omit<SvgAttributes, "class"> & { className: string };
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
