// Sales by week for the administrators (issue 31, item 3, on /admin): the last 12 weeks, Monday to
// Sunday in US Eastern time, this week (so far) the last; each week's completed sales and what they
// sold for, a week without any a zero.
import { formatDate } from "~/domain/dates";
import { addDays } from "~/domain/judgment-value/calendar";
import { formatMoney } from "~/domain/money";

export const SALES_WEEKS = 12;

export type WeekOfSales = { weekOf: string; sales: number; totalCents: number };

/** The Monday of the week holding `day` ('YYYY-MM-DD'). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The Monday the window starts on: `weeks` weeks ending with the week of `today`. */
export const salesFrom = (today: string, weeks = SALES_WEEKS) => addDays(mondayOf(today), -7 * (weeks - 1));

/** Every week of the window in order, with the sales found for it. */
export function weeklySales(rows: readonly WeekOfSales[], today: string, weeks = SALES_WEEKS): WeekOfSales[] {
  const from = salesFrom(today, weeks);
  const found = new Map(rows.map((r) => [r.weekOf, r]));
  return Array.from({ length: weeks }, (_, i) => {
    const weekOf = addDays(from, 7 * i);
    return { weekOf, sales: found.get(weekOf)?.sales ?? 0, totalCents: found.get(weekOf)?.totalCents ?? 0 };
  });
}

/** The chart's sentence: the window, the count and total, the busiest week. */
export function salesSummary(weeks: readonly WeekOfSales[]): string {
  const sales = weeks.reduce((sum, w) => sum + w.sales, 0);
  const total = weeks.reduce((sum, w) => sum + w.totalCents, 0);
  const busiest = weeks.reduce((best, w) => (w.sales > best.sales ? w : best), weeks[0]!);
  const window = `the ${weeks.length} weeks from ${formatDate(weeks[0]!.weekOf)} to today`;
  if (sales === 0) return `No sales completed in ${window}.`;
  return (
    `${sales.toLocaleString("en-US")} ${sales === 1 ? "sale" : "sales"} completed in ${window}, for ${formatMoney(total)} in all; ` +
    `the busiest week began ${formatDate(busiest.weekOf)} (${busiest.sales.toLocaleString("en-US")} ${busiest.sales === 1 ? "sale" : "sales"}, ${formatMoney(busiest.totalCents)}).`
  );
}
