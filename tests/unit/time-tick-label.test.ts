// The time axes' tick labels (app/server/charts/time-tick-label.ts) are d3's own, whatever the tick:
// the shortcut for a year's first instant and d3's format for every other.
import { scaleUtc } from "d3-scale";
import { describe, expect, it } from "vitest";
import { timeTickLabel } from "~/server/charts/time-tick-label";

const d3Label = scaleUtc().tickFormat();

describe("timeTickLabel", () => {
  it("writes every tick as d3's UTC time scale does", () => {
    const ticks = [
      ...[1000, 1969, 1970, 2016, 2026, 2100, 9999].map((year) => new Date(Date.UTC(year, 0, 1))),
      new Date(Date.UTC(999, 0, 1)),
      new Date(Date.UTC(10_000, 0, 1)),
      new Date(Date.UTC(2026, 2, 1)),
      new Date(Date.UTC(2026, 2, 8)),
      new Date(Date.UTC(2026, 2, 4)),
      new Date(Date.UTC(2026, 0, 1, 6)),
      new Date(Date.UTC(2026, 0, 1, 0, 30)),
      new Date(Date.UTC(2026, 0, 1, 0, 0, 15)),
      new Date(Date.UTC(2026, 0, 1, 0, 0, 0, 250)),
    ];
    for (const tick of ticks) expect(timeTickLabel(tick), tick.toISOString()).toBe(d3Label(tick));
    // And the ticks of spans from a month to decades.
    for (const days of [30, 200, 800, 3_000, 12_000]) {
      const x = scaleUtc().domain([new Date(Date.UTC(2016, 4, 17)), new Date(Date.UTC(2016, 4, 17) + days * 86_400_000)]);
      const format = x.tickFormat();
      for (const tick of x.ticks(6)) expect(timeTickLabel(tick)).toBe(format(tick));
    }
  });
});
