// Which stored sales count as completed (issue 31, docs/decisions/0051): the listing is sold and its
// accepted offer is this sale's. A sale refunded in full leaves that state (the listing goes back on
// sale or is hidden), so it drops out; a partial refund keeps the sale sold and counted. Every query
// of comparable sales and of /market filters with this one condition.
import { sql } from "drizzle-orm";
import { judgments, saleComparables } from "~/server/db/schema";

export const completedSale = sql`exists (select 1 from ${judgments} where ${judgments.id} = ${saleComparables.judgmentId} and ${judgments.status} = 'sold' and ${judgments.acceptedOfferId} = ${saleComparables.offerId})`;
