// How long until a deadline, or how long something has waited, in words: "2 days 4 hours left",
// "overdue by 3 hours", "waiting 5 days". Computed on the server with the services' clock (tests
// set it), so a page says the same thing whoever renders it; the deadline itself is shown beside
// it as a date with a <time datetime> (docs/decisions/0043-needs-you.md).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** From a week on, the hours no longer matter: "9 days". */
const WHOLE_DAYS = 7;

/**
 * A span of time in its two largest units, rounded down: "2 days 4 hours", "3 hours 12 minutes",
 * "5 minutes"; from a week on whole days ("9 days"); under a minute "less than a minute".
 */
export function spanWords(ms: number): string {
  const span = Math.max(0, ms);
  if (span < MINUTE) return "less than a minute";
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  const minutes = Math.floor((span % HOUR) / MINUTE);
  if (days >= WHOLE_DAYS || (days > 0 && hours === 0)) return plural(days, "day");
  if (days > 0) return `${plural(days, "day")} ${plural(hours, "hour")}`;
  if (hours > 0) return minutes > 0 ? `${plural(hours, "hour")} ${plural(minutes, "minute")}` : plural(hours, "hour");
  return plural(minutes, "minute");
}

/** How soon a deadline is, as a page says it. `soon`: less than a day left (the list marks it). */
export type TimeLeft = { text: string; overdue: boolean; soon: boolean };

/** "2 days 4 hours left" before the deadline; "overdue by 3 hours" once it passed. */
export function timeLeft(dueAt: Date | string, now: Date): TimeLeft {
  const due = new Date(dueAt).getTime() - now.getTime();
  if (due < 0) return { text: `overdue by ${spanWords(-due)}`, overdue: true, soon: true };
  return { text: `${spanWords(due)} left`, overdue: false, soon: due < DAY };
}

/** How long something has waited: "waiting 3 days 2 hours". */
export function waitingWords(since: Date | string, now: Date): string {
  return `waiting ${spanWords(now.getTime() - new Date(since).getTime())}`;
}
