// Where the balance chart writes its prices (asking, Buy Now, highest offer): one row each, in the
// order of their lines (the highest price on top), stacked together just above the highest line, or
// just below the lowest where there is no room above. Prices sit close together on a scale that
// reaches the balance, so a label written above its own line would often sit on the next line up;
// stacked outside the bunch, each row starts with a sample of its line's dash (balance-chart.ts).

/** 12-unit text: a row's height, and how far its letters rise above the baseline. */
const ROW = 14;
const ASCENT = 9;

/** The rows' baselines, in the order of `lineYs`; `top` and `bottom`: the plot's edges. */
export function priceKeyRows(lineYs: readonly number[], top: number, bottom: number): number[] {
  const order = lineYs.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const n = order.length;
  if (n === 0) return [];
  const highest = order[0]!.y;
  const lowest = order[n - 1]!.y;
  let first = highest - 4 - (n - 1) * ROW;
  if (first - ASCENT < top) {
    const below = lowest + 4 + ASCENT;
    first = below + (n - 1) * ROW <= bottom - 2 ? below : top + ASCENT;
  }
  const out = new Array<number>(n);
  order.forEach(({ i }, k) => (out[i] = first + k * ROW));
  return out;
}
