// Small display helpers of the browse pages (money, percentages and dates come from app/domain).
import { groupThousands } from "~/domain/money";
import type { BrowseTotal } from "./browse-types";

/** 10000 → "10,000". */
export function formatNumber(value: number): string {
  return groupThousands(Math.round(value));
}

/** The total as the "Showing" line states it: exact, or "10,000+" above the count cap. */
export function formatTotal(total: BrowseTotal): string {
  return total.capped ? `${formatNumber(total.count)}+` : formatNumber(total.count);
}
