// Small display helpers of the browse pages (money, percentages and dates come from app/domain).
import type { BrowseTotal } from "./browse-types";

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 10000 → "10,000". */
export function formatNumber(value: number): string {
  return whole.format(value);
}

/** The total as the "Showing" line states it: exact, or "10,000+" above the count cap. */
export function formatTotal(total: BrowseTotal): string {
  return total.capped ? `${formatNumber(total.count)}+` : formatNumber(total.count);
}
