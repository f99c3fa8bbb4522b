// Dates display as MM/DD/YYYY. Calendar dates (date awarded) are stored as 'YYYY-MM-DD' strings;
// instants (created_at) are Date objects or ISO strings and are shown in US Eastern time.

const instantFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
});

export function formatDate(value: Date | string | null | undefined): string {
  if (value == null || value === "") return "";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-");
    return `${m}/${d}/${y}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return "";
  // Eastern time changes its offset only on the hour (2 a.m. local is 6 or 7 a.m. UTC; true since
  // standard time began in 1883, long before any instant this site keeps), so every
  // instant of one UTC hour has the same Eastern date: formatted once per hour, not once per call
  // (Intl with a time zone costs about 5 µs a call; a browse page formats dozens, decision 0040).
  const hour = Math.floor(time / HOUR_MS);
  let text = datesByHour.get(hour);
  if (text === undefined) {
    if (datesByHour.size >= MAX_HOURS_KEPT) datesByHour.clear();
    text = instantFormat.format(date);
    datesByHour.set(hour, text);
  }
  return text;
}

const HOUR_MS = 3_600_000;
/** About three years of hours: the instants a process shows (listing dates, sales) are mostly recent. */
const MAX_HOURS_KEPT = 25_000;
const datesByHour = new Map<number, string>();

const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" });

/** An instant as MM/DD/YYYY h:mm AM/PM in US Eastern time, the same on the server and in the browser. */
export function formatDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${instantFormat.format(date)} ${timeFormat.format(date)} ET`;
}

// Made once: building an Intl formatter costs far more than using one (it was 4% of a judgment
// page's server time when made on every call).
const isoDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's calendar date in US Eastern time, as 'YYYY-MM-DD' (en-CA formats so). */
export function todayIso(now: Date = new Date()): string {
  // The same for every instant of a UTC hour (see formatDate): formatted again only when the hour
  // changes. A judgment page asks a few dozen times (its value, clocks and charts): 1.2% of its CPU.
  const hour = Math.floor(now.getTime() / HOUR_MS);
  if (hour !== today.hour) today = { hour, iso: isoDayFormat.format(now) };
  return today.iso;
}

let today = { hour: Number.NaN, iso: "" };

/**
 * Strict 'YYYY-MM-DD' check that also rejects impossible dates such as 2025-02-30, and the year
 * 0000: the calendar has none (1 BC is followed by AD 1) and PostgreSQL refuses it in a query.
 */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith("0000")) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
