// Two measures over the same periods, in two panels on one time axis (not two scales on one panel,
// which invites comparing heights that mean different things): bars for a count above, a line with a
// dot per period for a value below (d3-shape's line, broken where a period has no value, so a gap is
// never drawn as a trend). Each panel is named in the picture; the table has every period. Laid out
// for 14-unit text (MOBILE_TEXT_CLASS).
import { max } from "d3-array";
import { scaleBand, scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { AxisBottom, AxisLeft } from "./axes";
import { ChartFigure, CHART_WIDTH, chartSvgProps, MOBILE_TEXT_CLASS, type ChartTable } from "./chart-figure";
import { chartColors } from "./palette";

export type SeriesPoint = {
  /** Unique and in order, e.g. '2026-03'. */
  key: string;
  /** The period in words, for hover titles ("March 2026"). */
  name: string;
  count: number;
  /** None when the period has no value to show. */
  value: number | null;
};

// The right margin leaves room for the last period's label, centred on its band.
const MARGIN = { left: 44, right: 24 } as const;
const BARS = { title: 12, top: 22, bottom: 122 } as const;
const LINE = { title: 148, top: 158, bottom: 240 } as const;
const HEIGHT = LINE.bottom + 26;

export function TimeSeries({
  id,
  title,
  summary,
  table,
  points,
  countTitle,
  valueTitle,
  formatValue,
  formatCount,
  axisLabel,
  labelEvery = 6,
  noValues,
  testId,
}: {
  id: string;
  title: string;
  summary: string;
  table: ChartTable;
  points: SeriesPoint[];
  /** The panels' names, drawn above each. */
  countTitle: string;
  valueTitle: string;
  formatValue: (value: number) => string;
  /** A count in words for the bars' hover titles ("12 sales"). */
  formatCount: (count: number) => string;
  /** A period's short axis label ("Mar 26"). */
  axisLabel: (key: string) => string;
  /** Label every n-th period, counted back from the last, so the latest is always named. */
  labelEvery?: number;
  /** Said in the value panel when no period has a value. */
  noValues: string;
  testId?: string;
}) {
  const x = scaleBand<string>()
    .domain(points.map((p) => p.key))
    .range([MARGIN.left, CHART_WIDTH - MARGIN.right])
    .padding(0.2)
    .round(true);
  const most = max(points, (p) => p.count) ?? 0;
  const counts = scaleLinear()
    .domain([0, Math.max(most, 1)])
    .nice(4)
    .rangeRound([BARS.bottom, BARS.top]);
  const valued = points.filter((p) => p.value !== null);
  const highest = max(valued, (p) => p.value) ?? 0;
  const values = scaleLinear()
    .domain([0, highest > 0 ? highest : 1])
    .nice(4)
    .rangeRound([LINE.bottom, LINE.top]);
  const middle = (key: string) => (x(key) ?? 0) + x.bandwidth() / 2;
  const path = line<SeriesPoint>()
    .defined((p) => p.value !== null)
    .x((p) => middle(p.key))
    .y((p) => values(p.value ?? 0))(points);
  const labelled = points.map((p) => p.key).filter((_, i) => (points.length - 1 - i) % labelEvery === 0);
  // Whole numbers only on the count axis: no more ticks than the largest count.
  const countTicks = Math.max(1, Math.min(4, counts.domain()[1]));
  return (
    <ChartFigure id={id} title={title} summary={summary} table={table} testId={testId}>
      <svg {...chartSvgProps(id, CHART_WIDTH, HEIGHT, MOBILE_TEXT_CLASS)} data-testid="chart-svg">
        <text x={MARGIN.left} y={BARS.title} className="chart-label" fontWeight={600}>
          {countTitle}
        </text>
        <AxisLeft
          scale={counts}
          x={MARGIN.left}
          width={CHART_WIDTH - MARGIN.left - MARGIN.right}
          ticks={countTicks}
          format={((n: number) => String(n)) as (value: never) => string}
        />
        <g fill={chartColors.bar}>
          {points.map((p) => (
            <rect key={p.key} x={x(p.key)} y={counts(p.count)} width={x.bandwidth()} height={BARS.bottom - counts(p.count)}>
              <title>{`${p.name}: ${formatCount(p.count)}`}</title>
            </rect>
          ))}
        </g>
        <line className="chart-baseline" x1={MARGIN.left} x2={CHART_WIDTH - MARGIN.right} y1={BARS.bottom} y2={BARS.bottom} />
        <text x={MARGIN.left} y={LINE.title} className="chart-label" fontWeight={600}>
          {valueTitle}
        </text>
        <AxisLeft
          scale={values}
          x={MARGIN.left}
          width={CHART_WIDTH - MARGIN.left - MARGIN.right}
          ticks={4}
          format={formatValue as (value: never) => string}
        />
        {valued.length === 0 ? (
          <text
            x={(MARGIN.left + CHART_WIDTH - MARGIN.right) / 2}
            y={(LINE.top + LINE.bottom) / 2}
            textAnchor="middle"
            className="chart-muted"
          >
            {noValues}
          </text>
        ) : (
          <>
            {path && <path className="chart-mark" d={path} fill="none" strokeLinejoin="round" />}
            <g fill={chartColors.line}>
              {valued.map((p) => (
                <circle key={p.key} cx={middle(p.key)} cy={values(p.value ?? 0)} r={3.5}>
                  <title>{`${p.name}: ${formatValue(p.value ?? 0)}`}</title>
                </circle>
              ))}
            </g>
          </>
        )}
        <AxisBottom scale={x} y={LINE.bottom} bands={labelled} format={axisLabel as (value: never) => string} />
      </svg>
    </ChartFigure>
  );
}
