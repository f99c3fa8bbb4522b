// Lays out the price-among-sales strip (app/components/comparables/price-among-sales.ts) with
// d3-scale on the server, so the pages that hydrate for some viewers (the judgment page for its
// owner) never ship d3 (docs/decisions/0050): a linear scale of the share of the balance from 0 to
// past the highest figure, its ticks, the middle half of the sales, the median and each price.
import { scaleLinear } from "d3-scale";
import type { PriceStripDrawing } from "~/components/comparables/price-among-sales";
import type { SharesSpread } from "~/domain/comparables/figures";
import { formatPercent } from "~/domain/money";

/** The strip is drawn in narrow places (the judgment page's side column, the pricing form): 360 units keep its text readable. */
const WIDTH = 360;
const SIDE = 14;
const BAND_Y = 30;
const BAND_H = 18;
const AXIS_Y = BAND_Y + BAND_H + 8;
const MARK_ROW = 16;

export function layoutPriceStrip(spread: SharesSpread, marks: { label: string; shareBps: number }[]): PriceStripDrawing {
  const top = Math.max(spread.p75Bps * 1.5, ...marks.map((m) => m.shareBps * 1.1), 500);
  const x = scaleLinear()
    .domain([0, top])
    .range([SIDE, WIDTH - SIDE])
    .nice(5)
    .clamp(true);
  const anchorAt = (at: number) => (at > WIDTH * 0.7 ? "end" : at < WIDTH * 0.3 ? "start" : "middle");
  const marksTop = AXIS_Y + 34;
  return {
    width: WIDTH,
    height: marksTop + marks.length * MARK_ROW,
    axisY: AXIS_Y,
    ticks: x.ticks(5).map((bps) => ({ at: x(bps), label: formatPercent(bps) })),
    axis: { from: SIDE, to: WIDTH - SIDE },
    band: { x: x(spread.p25Bps), y: BAND_Y, width: Math.max(2, x(spread.p75Bps) - x(spread.p25Bps)), height: BAND_H },
    median: { x: x(spread.medianBps), label: `median ${formatPercent(spread.medianBps)}`, anchor: anchorAt(x(spread.medianBps)) },
    marks: marks.map((mark, i) => {
      const at = x(mark.shareBps);
      return {
        x: at,
        y: marksTop + i * MARK_ROW,
        label: `${mark.label} ${formatPercent(mark.shareBps)}`,
        anchor: anchorAt(at),
        dashed: i % 2 === 1,
      };
    }),
  };
}
