// The hatching that marks "no figure here" on every chart (a map's state without one), so a missing
// figure never looks like a small one and is told apart without colour.
import { chartColors } from "./palette";

/** An SVG <pattern> to put in a chart's <defs>; fill a shape with `url(#id)`. */
export function HatchPattern({ id }: { id: string }) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={6} height={6} patternTransform="rotate(45)">
      <rect width={6} height={6} fill="#f8fafc" />
      <line x1={0} y1={0} x2={0} y2={6} stroke={chartColors.hatch} strokeWidth={1.5} />
    </pattern>
  );
}

/** A legend's swatch: a small square filled with a colour, or hatched when no colour is given. */
export function Swatch({ id, color }: { id: string; color?: string }) {
  return (
    <svg viewBox="0 0 14 14" width={14} height={14} aria-hidden="true" focusable="false" className="chart-swatch">
      {color ? null : (
        <defs>
          <HatchPattern id={id} />
        </defs>
      )}
      <rect x={0.5} y={0.5} width={13} height={13} fill={color ?? `url(#${id})`} stroke={color ?? chartColors.hatch} />
    </svg>
  );
}
