// Which stored sales count as completed (issue 31, docs/decisions/0051): the listing sold is sold and
// its accepted offer is this sale's. The listing sold is the record's `sold_as_id`: the judgment
// itself, or the portfolio it was sold in (docs/decisions/0055). A sale refunded in full leaves that
// state (the listing goes back on sale or is hidden), so it drops out; a partial refund keeps the
// sale sold and counted. Every query of comparable sales and of /market filters with `countedSale`.
import { sql } from "drizzle-orm";
import { judgments, saleComparables } from "~/server/db/schema";

export const completedSale = sql`exists (select 1 from ${judgments} where ${judgments.id} = ${saleComparables.soldAsId} and ${judgments.status} = 'sold' and ${judgments.acceptedOfferId} = ${saleComparables.offerId})`;

/**
 * What the figures count (similar sales, /market, the weekly series): completed single sales only. A
 * judgment sold in a portfolio has its record (its part of the price by balance), kept out of the
 * figures until a decision on mixing bulk prices, which typically run lower, in (docs/decisions/0055).
 */
export const countedSale = sql`(${saleComparables.soldAsId} = ${saleComparables.judgmentId} and ${completedSale})`;
