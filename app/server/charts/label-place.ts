// Where a label goes among a chart's lines: the first of its candidate places (in order of
// preference) that stays inside the plot and crosses no line and no other label; the first that
// stays inside if none is clear. Lines are polylines of points; a label's box is its text's extent
// (textWidth) from its baseline up to the letters' height.
import type { Label } from "~/components/charts/drawing";
import { textWidth } from "./text-width";

type Point = { x: number; y: number };
const PAD = 4;
type Box = { left: number; right: number; top: number; bottom: number };

/** The box a 12-unit label covers (bold when asked). */
export function labelBox(label: Label, bold = false): Box {
  const width = textWidth(label.text, 12, bold);
  const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
  return { left, right: left + width, top: label.y - 10, bottom: label.y + 3 };
}

const inside = (p: Point, b: Box) => p.x >= b.left && p.x <= b.right && p.y >= b.top && p.y <= b.bottom;

/** Whether the segment a–b crosses the segment c–d. */
function crosses(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  const d1 = side(c, d, a);
  const d2 = side(c, d, b);
  const d3 = side(a, b, c);
  const d4 = side(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

function segmentHitsBox(a: Point, b: Point, box: Box): boolean {
  if (inside(a, box) || inside(b, box)) return true;
  const corners = [
    { x: box.left, y: box.top },
    { x: box.right, y: box.top },
    { x: box.right, y: box.bottom },
    { x: box.left, y: box.bottom },
  ];
  return corners.some((c, i) => crosses(a, b, c, corners[(i + 1) % 4]!));
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function placeLabel(candidates: Label[], obstacles: { lines: Point[][]; boxes: Box[] }, bounds: Box, bold = false): Label {
  const within = candidates.filter((c) => {
    const box = labelBox(c, bold);
    return box.left >= bounds.left && box.right <= bounds.right && box.top >= bounds.top && box.bottom <= bounds.bottom;
  });
  const clear = within.find((c) => {
    // A little room around the letters: a line's markers (a payment's circle) stand out from it.
    const { left, right, top, bottom } = labelBox(c, bold);
    const box = { left: left - PAD, right: right + PAD, top: top - PAD, bottom: bottom + PAD };
    if (obstacles.boxes.some((o) => overlaps(box, o))) return false;
    return !obstacles.lines.some((line) => line.some((p, i) => i > 0 && segmentHitsBox(line[i - 1]!, p, box)));
  });
  return clear ?? within[0] ?? candidates[0]!;
}
