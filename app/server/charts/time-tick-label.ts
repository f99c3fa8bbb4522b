// A time axis's tick label, as d3's UTC time scale writes it (its multi-scale format: "2020" on a
// year's first instant, "March" on a month's, and so on), at a fraction of its cost. The charts' time
// axes span years, so nearly every tick falls on a year's first instant: read straight off the date.
// Any other tick goes through d3's own format, built once here (d3 builds its eight formats anew
// for each scale, and tests each tick against seven intervals, each a new Date).
import { scaleUtc } from "d3-scale";

const d3Label = scaleUtc().tickFormat();

export function timeTickLabel(tick: Date): string {
  const year = tick.getUTCFullYear();
  const yearStart =
    tick.getUTCMonth() === 0 &&
    tick.getUTCDate() === 1 &&
    tick.getUTCHours() === 0 &&
    tick.getUTCMinutes() === 0 &&
    tick.getUTCSeconds() === 0 &&
    tick.getUTCMilliseconds() === 0;
  // "%Y" pads to four digits: the same text for years 1000 to 9999.
  return yearStart && year >= 1000 && year <= 9999 ? String(year) : d3Label(tick);
}
