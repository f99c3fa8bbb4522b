// A map of the United States with each state shaded by a figure (a choropleth), in the frame every
// chart uses (ChartFigure: title, summary, table). The shapes come from the server
// (app/server/charts/us-states.ts: us-atlas's states, projected once per process) as path strings,
// so the map costs the browser no geometry and no script. The classes are a d3 threshold scale over
// nice round steps (d3-array's ticks); a state without a figure is hatched, and its hover title and
// the legend say so. Legend and table carry every number: the shade alone never does.
import { max, min, ticks } from "d3-array";
import { scaleThreshold } from "d3-scale";
import { ChartFigure, chartSvgProps, type ChartTable } from "./chart-figure";
import { HatchPattern, Swatch } from "./hatch";
import { sequentialBlues } from "./palette";

export type StateShape = { fips: number; name: string; d: string };

/** The projected map: its viewBox and each state's outline. */
export type UsMapGeometry = { width: number; height: number; states: StateShape[] };

/** A state's figure (states not listed have none) and what its hover title says after the state's name. */
export type StateFigure = { fips: number; value: number; note: string };

export type MapClass = { color: string; label: string };

/**
 * The shading classes of a set of values: up to five, split at round numbers (d3-array's ticks), each
 * with its colour and its legend's words; `integer` values (counts) read "5–9", others "5% to under 10%".
 */
export function mapClasses(values: number[], format: (value: number) => string, integer: boolean) {
  if (values.length === 0) return { scale: () => sequentialBlues[2], classes: [] as MapClass[] };
  const low = min(values) ?? 0;
  const high = max(values) ?? 0;
  // Round steps from zero, as many as the ramp has colours (five classes) and no more: four steps
  // asked first, fewer when d3 offers more than fit.
  const fit = sequentialBlues.length - 1;
  let thresholds: number[] = [];
  for (const count of [4, 3, 2]) {
    thresholds = ticks(0, high, count).filter((t) => t > low && t <= high && (!integer || Number.isInteger(t)));
    if (thresholds.length <= fit) break;
  }
  thresholds = thresholds.slice(-fit);
  const count = thresholds.length + 1;
  const colors = Array.from({ length: count }, (_, i) =>
    count === 1 ? sequentialBlues[2] : sequentialBlues[Math.round((i * (sequentialBlues.length - 1)) / (count - 1))],
  );
  const scale = scaleThreshold<number, string>().domain(thresholds).range(colors);
  const classes: MapClass[] = colors.map((color, i) => {
    const from = i === 0 ? low : thresholds[i - 1];
    const last = i === count - 1;
    const to = last ? high : thresholds[i];
    if (last) return { color, label: from === to ? format(from) : `${format(from)}–${format(to)}` };
    if (integer) return { color, label: to - 1 === from ? format(from) : `${format(from)}–${format(to - 1)}` };
    return { color, label: `${format(from)} to under ${format(to)}` };
  });
  return { scale, classes };
}

export function UsStateMap({
  id,
  title,
  summary,
  table,
  geometry,
  figures,
  format,
  integer = false,
  legendTitle,
  noFigure,
  testId,
}: {
  id: string;
  title: string;
  summary: string;
  table: ChartTable;
  geometry: UsMapGeometry;
  figures: StateFigure[];
  /** How a value reads in the legend ("12", "9%"). */
  format: (value: number) => string;
  /** Whole numbers (counts): the legend's classes read "5–9". */
  integer?: boolean;
  legendTitle: string;
  /** What a state without a figure shows ("no completed sales"). */
  noFigure: string;
  testId?: string;
}) {
  const byState = new Map(figures.map((figure) => [figure.fips, figure]));
  const { scale, classes } = mapClasses(
    figures.map((f) => f.value),
    format,
    integer,
  );
  const hatch = `${id}-hatch`;
  return (
    <ChartFigure id={id} title={title} summary={summary} table={table} testId={testId}>
      <svg {...chartSvgProps(id, geometry.width, geometry.height)} data-testid="chart-svg">
        <defs>
          <HatchPattern id={hatch} />
        </defs>
        <g stroke="#ffffff" strokeWidth={0.75} strokeLinejoin="round">
          {geometry.states.map((state) => {
            const figure = byState.get(state.fips);
            return (
              <path key={state.fips} d={state.d} fill={figure ? scale(figure.value) : `url(#${hatch})`} data-state={state.fips}>
                <title>{`${state.name}: ${figure ? figure.note : noFigure}`}</title>
              </path>
            );
          })}
        </g>
      </svg>
      <div className="chart-legend">
        <p className="chart-legend__title">{legendTitle}</p>
        <ul>
          {classes.map((c, i) => (
            <li key={c.label}>
              <Swatch id={`${id}-swatch-${i}`} color={c.color} />
              {c.label}
            </li>
          ))}
          <li>
            <Swatch id={`${id}-swatch-none`} />
            {noFigure}
          </li>
        </ul>
      </div>
    </ChartFigure>
  );
}
