// Small display helpers of the browse pages (money, percentages and dates come from app/domain).
import { groupThousands } from "~/domain/money";
import type { BrowseTotal } from "./browse-types";

/** 10000 → "10,000" (a count: a fraction is rounded half away from zero, as Intl does). */
export function formatNumber(value: number): string {
  return groupThousands(Math.sign(value) * Math.round(Math.abs(value)));
}

/** The total as the "Showing" line states it: exact, or "10,000+" above the count cap. */
export function formatTotal(total: BrowseTotal): string {
  return total.capped ? `${formatNumber(total.count)}+` : formatNumber(total.count);
}
