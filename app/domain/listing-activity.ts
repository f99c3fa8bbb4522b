// A listing's views, watchers and offers by day, for its owner (issue 31, item 3): the last 30 days
// (US Eastern, where the site's dates are), every day present, a day without any a zero. Views are
// the counted ones (once per viewer per day, never the owner's own: app/server/listings/view-counter.ts);
// watchers are counted on the day they started watching and only while they still watch (the
// watchlist keeps no history of those who stopped); offers on the day they were made, whatever
// became of them.
import { formatDate } from "~/domain/dates";
import { addDays } from "~/domain/judgment-value/calendar";

export const ACTIVITY_DAYS = 30;

export type ActivityKind = "views" | "watchers" | "offers";
export type ActivityDay = { day: string; views: number; watchers: number; offers: number };

/** The first day of the window that ends on `lastDay`. */
export const activityFrom = (lastDay: string, days = ACTIVITY_DAYS) => addDays(lastDay, -(days - 1));

/** Every day of the window, in order, with the counts found for it (zero where none). */
export function activityDays(
  rows: readonly { kind: ActivityKind; day: string; n: number }[],
  lastDay: string,
  days = ACTIVITY_DAYS,
): ActivityDay[] {
  const from = activityFrom(lastDay, days);
  const out = Array.from({ length: days }, (_, i): ActivityDay => ({ day: addDays(from, i), views: 0, watchers: 0, offers: 0 }));
  const index = new Map(out.map((d, i) => [d.day, i]));
  for (const row of rows) {
    const i = index.get(row.day);
    if (i !== undefined) out[i]![row.kind] += row.n;
  }
  return out;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The chart's sentence: the window, the totals, the busiest day for views. */
export function activitySummary(days: readonly ActivityDay[]): string {
  const total = (kind: ActivityKind) => days.reduce((sum, d) => sum + d[kind], 0);
  const views = total("views");
  const busiest = days.reduce((best, d) => (d.views > best.views ? d : best), days[0]!);
  const window = `${formatDate(days[0]!.day)}–${formatDate(days[days.length - 1]!.day)}`;
  const most = views > 0 ? ` Most views in a day: ${busiest.views.toLocaleString("en-US")}, on ${formatDate(busiest.day)}.` : "";
  return (
    `Last ${days.length} days (${window}): ${plural(views, "view", "views")}, ${plural(total("watchers"), "new watcher", "new watchers")}, ` +
    `${plural(total("offers"), "offer", "offers")}.${most} A viewer counts once a day; a watcher on the day they started watching, while they still watch.`
  );
}
