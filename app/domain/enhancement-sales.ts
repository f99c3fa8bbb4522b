// Do enhanced listings sell more often? The enhancement pages answer with the marketplace's own
// sales, never a typed-in statistic (issue 27, item 10; docs/decisions/0010-premium.md): of the
// listings that went live in the last SALES_FIGURE_MONTHS months, the share of enhanced ones (bold,
// highlighted or featured) and of plain ones that sold (a buyer paid), each with its counts. Below
// SALES_FIGURE_MIN_LISTINGS listings in either group there is no figure: a handful of sales would
// read as a statistic it is not. A measured "chance of selling" is a later issue's (31).
import { formatPercent } from "~/domain/money";

/** The fewest listings each group (enhanced, plain) needs before a figure is shown. */
export const SALES_FIGURE_MIN_LISTINGS = 20;
/** How far back the listings counted went live. */
export const SALES_FIGURE_MONTHS = 12;

/** Listings that went live in the period, and how many of them sold. */
export type ListingSales = { listed: number; sold: number };
export type EnhancementSales = { enhanced: ListingSales; plain: ListingSales };

/** The start of the counted period: SALES_FIGURE_MONTHS calendar months before `now`. */
export function salesPeriodStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - SALES_FIGURE_MONTHS);
  return start;
}

/** True when both groups have enough listings for a figure. */
export function enoughSales(sales: EnhancementSales): boolean {
  return sales.enhanced.listed >= SALES_FIGURE_MIN_LISTINGS && sales.plain.listed >= SALES_FIGURE_MIN_LISTINGS;
}

/** The share sold, in basis points, never rounded up. */
function soldShareBps({ listed, sold }: ListingSales): number {
  return listed === 0 ? 0 : Math.floor((sold * 10_000) / listed);
}

/**
 * "X% of enhanced listings sold (n of N) vs Y% of plain listings (m of M), last 12 months", or null
 * when either group has fewer than SALES_FIGURE_MIN_LISTINGS listings.
 */
export function enhancementSalesSentence(sales: EnhancementSales): string | null {
  if (!enoughSales(sales)) return null;
  const { enhanced, plain } = sales;
  return (
    `${formatPercent(soldShareBps(enhanced))} of enhanced listings sold (${enhanced.sold} of ${enhanced.listed}) vs ` +
    `${formatPercent(soldShareBps(plain))} of plain listings (${plain.sold} of ${plain.listed}), last ${SALES_FIGURE_MONTHS} months`
  );
}

/** How the figure is made, as the FAQ says it. */
export const SALES_FIGURE_RULE =
  `The enhancement page shows, from this marketplace's own sales, the share of enhanced listings (bold, highlighted or featured) and of plain listings that went live in the last ${SALES_FIGURE_MONTHS} months and sold, with the counts. ` +
  `Until each group has at least ${SALES_FIGURE_MIN_LISTINGS} listings it shows no figure, so a handful of sales never reads as a statistic. Past sales do not promise that any listing will sell.`;
