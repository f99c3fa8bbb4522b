// Completed sales by week for /admin (issue 31, item 3): each week's count and what the buyers paid
// for the judgments (the agreed prices, fees aside), from `fromDay` (a Monday) on, weeks Monday to
// Sunday in US Eastern time.
//
// Why sale_comparables and not judgments.sold_at: it is the market's own record of a sale (one row
// per paid sale, written when the buyer paid, its price stored), and countedSale (completedSale, single sales only) is the one
// condition every figure of sales uses, so /admin's totals never disagree with /market's. Its
// paid_at index bounds the scan to the twelve weeks asked, where judgments has no index on sold_at.
// A sale is placed in the week it was paid (the day of sale, as /market dates it); it shows once it
// completes (the buyer confirmed receipt), and leaves again if it is refunded in full.
import { sql } from "drizzle-orm";
import type { WeekOfSales } from "~/domain/weekly-sales";
import type { Executor } from "~/server/db/client";
import { saleComparables } from "~/server/db/schema";
import { countedSale } from "~/server/queries/completed-sales";

export function weeklySalesSql(fromDay: string) {
  return sql`
    select to_char(date_trunc('week', ${saleComparables.paidAt} at time zone 'America/New_York'), 'YYYY-MM-DD') as week_of,
      count(*)::integer as sales, sum(${saleComparables.priceCents})::bigint as total_cents
    from ${saleComparables}
    where ${saleComparables.paidAt} >= (${fromDay}::date)::timestamp at time zone 'America/New_York' and ${countedSale}
    group by 1`;
}

export async function listWeeklySales(db: Executor, fromDay: string): Promise<WeekOfSales[]> {
  const result = await db.execute(weeklySalesSql(fromDay));
  type Row = { week_of: string; sales: number | string; total_cents: number | string };
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    weekOf: r.week_of,
    sales: Number(r.sales),
    totalCents: Number(r.total_cents),
  }));
}
