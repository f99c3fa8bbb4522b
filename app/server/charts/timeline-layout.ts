// Lays out the enforceability timeline (app/components/charts/enforceability-timeline.ts) with d3's
// UTC time scale, widened to whole years around the dates and today: one row per date, its name and
// date beside the mark on the side with room, its citation wrapped to the chart's width for the
// line under the axis.
import { scaleUtc } from "d3-scale";
import { DRAWN_WIDTH } from "./size";
import type { Label } from "~/components/charts/drawing";
import type { TimelineDrawing, TimelineMark } from "~/components/charts/enforceability-timeline";
import { formatDate } from "~/domain/dates";
import type { EnforceabilityTimeline } from "~/domain/judgment-value/enforceability-timeline";
import { textWidth } from "./text-width";
import { timeTickLabel } from "./time-tick-label";

const MARGIN = { left: 16, right: 16, top: 30 } as const;
const ROW = 36;
const TIP_LINE = 15;
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Words wrapped into lines of at most `width` units of 12-unit text. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export const TIMELINE_HINT = "Point at a date, or tab to it, to see the law it comes from.";

export function layoutTimeline(timeline: EnforceabilityTimeline): TimelineDrawing {
  const left = MARGIN.left;
  const right = DRAWN_WIDTH - MARGIN.right;
  const days = [...timeline.points.map((p) => p.on), timeline.asOf].sort();
  const x = scaleUtc()
    .domain([utc(days[0]!), utc(days[days.length - 1]!)])
    .nice()
    .range([left, right]);
  const tipWidth = right - left;
  const marks: TimelineMark[] = timeline.points.map((point, i) => {
    const at = x(utc(point.on));
    const y = MARGIN.top + 14 + i * ROW;
    const date = formatDate(point.on);
    const width = Math.max(textWidth(point.label, 12, true), textWidth(date));
    // The side with room: right of the mark unless that runs off the chart.
    const start = at + 10 + width <= right || at - 10 - width < left;
    const place = (text: string, dy: number): Label =>
      start ? { x: at + 10, y: y + dy, text, anchor: "start" } : { x: at - 10, y: y + dy, text, anchor: "end" };
    return {
      x: at,
      y,
      past: point.past,
      name: place(point.label, -2),
      date: place(date, 12),
      title: `${point.label}: ${date}. ${point.notes.join(" ")} Source: ${point.citation}.`,
      tip: wrapText(`${point.label}, ${date}. Source: ${point.citation}`, tipWidth),
    };
  });
  const axisY = MARGIN.top + timeline.points.length * ROW + 4;
  const tipY = axisY + 40;
  const tipLines = Math.max(2, ...marks.map((m) => m.tip.length));
  const todayX = x(utc(timeline.asOf));
  const todayText = `Today ${formatDate(timeline.asOf)}`;
  const half = textWidth(todayText, 12, true) / 2;
  return {
    width: DRAWN_WIDTH,
    height: tipY + (tipLines - 1) * TIP_LINE + 8,
    left,
    right,
    top: MARGIN.top,
    axisY,
    xTicks: x.ticks(6).map((t) => ({ at: x(t), label: timeTickLabel(t) })),
    today: {
      x: todayX,
      label: { x: Math.min(Math.max(todayX, left + half), right - half), y: MARGIN.top - 10, text: todayText, anchor: "middle" },
    },
    marks,
    tipY,
    tipLine: TIP_LINE,
    hint: TIMELINE_HINT,
  };
}
