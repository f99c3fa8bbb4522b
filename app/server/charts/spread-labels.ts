// Labels that would sit on top of one another (two prices a few dollars apart) moved apart: each at
// least `gap` from the next, the higher ones moved up (a label sits above its line, so moving it up
// never puts it on its own line), kept within [min, max]. Answers the new positions in the order given.
export function spreadLabels(ys: number[], gap: number, min: number, max: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  for (let k = order.length - 1; k >= 0; k--) {
    const ceiling = k === order.length - 1 ? max : order[k + 1]!.y - gap;
    order[k]!.y = Math.min(order[k]!.y, ceiling);
  }
  // Pushed past the top: walk back down.
  for (let k = 0; k < order.length; k++) {
    const floor = k === 0 ? min : order[k - 1]!.y + gap;
    order[k]!.y = Math.max(order[k]!.y, floor);
  }
  const out = new Array<number>(ys.length);
  for (const { y, i } of order) out[i] = y;
  return out;
}
