// Do enhanced listings sell more often? The enhancement pages answer with the marketplace's own
// sales, never a typed-in statistic (the seller spec's "42% chance of selling" is gone: issue 27,
// item 10; measured as issue 31 asks, docs/decisions/0010-premium.md). Counted: the listings that
// finished their run, that is that went live and then either
// - sold: the sale completed (status `sold`: the buyer confirmed the assignment, the inspection
//   window ended, or a dispute closed with the sale kept, a partial refund included). A sale
//   refunded in full puts the listing back on sale or hides it, so it is not a sale here either;
// - or were removed by their seller (status `cancelled`, after going live).
// Listings still on sale, hidden, waiting for review, under an accepted offer or in escrow (paid,
// assigned, disputed) have not finished: they are in neither count, so a run still going never
// reads as a listing that did not sell. With enhancements: bold, highlighted or featured (flags a
// purchase switches on and nothing switches off). Below SALES_FIGURE_MIN_LISTINGS finished
// listings on either side there is no figure at all: a handful of sales is not a statistic.
import type { ListingStatus } from "~/domain/listing-status";
import { formatPercent } from "~/domain/money";

/** The fewest finished listings each side (with and without enhancements) needs before a figure is shown. */
export const SALES_FIGURE_MIN_LISTINGS = 20;

/** The statuses of a finished run: sold, or removed by the seller (both final: nothing leaves them). */
export const FINISHED_STATUSES = ["sold", "cancelled"] as const satisfies readonly ListingStatus[];
/** The finished run that counts as a sale. */
export const SOLD_STATUS = "sold" satisfies (typeof FINISHED_STATUSES)[number];

/** Listings that finished their run, and how many of them sold. */
export type ListingSales = { finished: number; sold: number };
export type EnhancementSales = { enhanced: ListingSales; plain: ListingSales };

/** The figure as the enhancement pages show it: the sentence, and how it is counted beneath. */
export type SalesFigure = { sentence: string; finePrint: string };

/** True when both sides have enough finished listings for a figure. */
export function enoughSales(sales: EnhancementSales): boolean {
  return sales.enhanced.finished >= SALES_FIGURE_MIN_LISTINGS && sales.plain.finished >= SALES_FIGURE_MIN_LISTINGS;
}

/** The share sold as a whole percent, truncated (never rounded up), by the site's one formatter. */
function soldShare({ finished, sold }: ListingSales): string {
  return formatPercent(finished === 0 ? 0 : Math.floor((sold * 10_000) / finished), { decimals: 0 });
}

const count = (n: number) => n.toLocaleString("en-US");

/** What is counted, said under the figure (and, as SALES_FIGURE_RULE, in the FAQ). */
export const SALES_FIGURE_FINE_PRINT =
  "Counted from this marketplace's own listings that have finished their run: sold (the sale completed; a sale refunded in full is not a sale) " +
  "or removed by their seller after going live. Listings still on sale, hidden, under offer or in escrow are not counted until they finish. " +
  `Enhancements are bold, highlight and featured placement. Shown only while each side has at least ${SALES_FIGURE_MIN_LISTINGS} finished listings. ` +
  "Past sales do not promise that any listing will sell.";

/**
 * "Of 84 listings with enhancements, 31% sold; of 412 without, 12% sold" with its fine print, or
 * null (no claim at all) while either side has fewer than SALES_FIGURE_MIN_LISTINGS finished listings.
 */
export function enhancementSalesFigure(sales: EnhancementSales): SalesFigure | null {
  if (!enoughSales(sales)) return null;
  const { enhanced, plain } = sales;
  return {
    sentence:
      `Of ${count(enhanced.finished)} listings with enhancements, ${soldShare(enhanced)} sold; ` +
      `of ${count(plain.finished)} without, ${soldShare(plain)} sold`,
    finePrint: SALES_FIGURE_FINE_PRINT,
  };
}

/** How the figure is made, as the FAQ says it ("Do enhanced listings sell more often?"). */
export const SALES_FIGURE_RULE =
  "The enhancement page shows, once there are enough of them, the share of listings with enhancements and of listings without that sold. " +
  SALES_FIGURE_FINE_PRINT;
