// Labels that would sit on top of one another (two prices a few dollars apart) moved apart: each at
// least `gap` below the one above it, kept within [min, max]. Answers the new positions in the order
// given.
export function spreadLabels(ys: number[], gap: number, min: number, max: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  for (let k = 0; k < order.length; k++) {
    const floor = k === 0 ? min : order[k - 1]!.y + gap;
    order[k]!.y = Math.max(order[k]!.y, floor);
  }
  // Pushed past the bottom: walk back up.
  for (let k = order.length - 1; k >= 0; k--) {
    const ceiling = k === order.length - 1 ? max : order[k + 1]!.y - gap;
    order[k]!.y = Math.min(order[k]!.y, ceiling);
  }
  const out = new Array<number>(ys.length);
  for (const { y, i } of order) out[i] = y;
  return out;
}
