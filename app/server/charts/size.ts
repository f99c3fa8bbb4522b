// The viewBox width these charts are drawn at: narrower than CHART_WIDTH (chart-figure.tsx) because
// they sit in cards, whose padding leaves about 320 px of a 390 px screen: 12-unit text then reads
// about 10.5 px there, where 420 units would shrink it to 9.
export const DRAWN_WIDTH = 360;
