// Business days for the payment window (DESIGN.md, seller spec): weekends and the eleven US
// federal holidays do not count. A holiday on a Saturday is observed the Friday before, one on a
// Sunday the Monday after. Calendar dates are worked out in US Eastern time (America/New_York).
// Pure functions: a `Date` argument means "the Eastern calendar day of that instant"; a string
// argument is a calendar date 'YYYY-MM-DD'.

const ZONE = "America/New_York";
const DAY_MS = 24 * 60 * 60 * 1000;

type DateLike = Date | string;

const easternDate = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const easternParts = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The Eastern calendar date of an instant, or a 'YYYY-MM-DD' string as given. */
export function easternIsoDate(value: DateLike): string {
  if (typeof value === "string") {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new RangeError(`Not a calendar date: ${value}`);
    return value;
  }
  return easternDate.format(value); // en-CA gives YYYY-MM-DD
}

/** Calendar-date arithmetic on UTC midnights: no time zone can shift these. */
function toDay(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

function toIso(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}

/** The n-th given weekday (0 = Sunday) of a month; n = -1 means the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = Date.UTC(year, month, 1);
    const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
    return first + (offset + (n - 1) * 7) * DAY_MS;
  }
  const last = Date.UTC(year, month + 1, 0);
  const back = (new Date(last).getUTCDay() - weekday + 7) % 7;
  return last - back * DAY_MS;
}

/** Saturday holidays are observed on Friday, Sunday holidays on Monday. */
function observed(day: number): number {
  const weekday = new Date(day).getUTCDay();
  if (weekday === 6) return day - DAY_MS;
  if (weekday === 0) return day + DAY_MS;
  return day;
}

/** The eleven federal holidays of a year: each actual date and its observed date. */
function holidaysOf(year: number): number[] {
  const fixed = [
    Date.UTC(year, 0, 1), // New Year's Day
    Date.UTC(year, 5, 19), // Juneteenth National Independence Day
    Date.UTC(year, 6, 4), // Independence Day
    Date.UTC(year, 10, 11), // Veterans Day
    Date.UTC(year, 11, 25), // Christmas Day
  ];
  const floating = [
    nthWeekday(year, 0, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    nthWeekday(year, 4, 1, -1), // Memorial Day
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day
    nthWeekday(year, 10, 4, 4), // Thanksgiving Day
  ];
  return [...fixed, ...fixed.map(observed), ...floating];
}

const holidayCache = new Map<number, Set<string>>();

function holidaySet(year: number): Set<string> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(holidaysOf(year).map(toIso));
    holidayCache.set(year, set);
  }
  return set;
}

/** True on a federal holiday or the weekday it is observed on (New Year's may be observed Dec 31). */
export function isUsFederalHoliday(date: DateLike): boolean {
  const iso = easternIsoDate(date);
  const year = Number(iso.slice(0, 4));
  return holidaySet(year).has(iso) || holidaySet(year + 1).has(iso);
}

export function isWeekend(date: DateLike): boolean {
  const weekday = new Date(toDay(easternIsoDate(date))).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function isBusinessDay(date: DateLike): boolean {
  return !isWeekend(date) && !isUsFederalHoliday(date);
}

/** The calendar date ('YYYY-MM-DD') n business days after the start's Eastern date (n ≥ 0). */
export function addBusinessDays(start: DateLike, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError("Business days must be a whole number of at least 0");
  let day = toDay(easternIsoDate(start));
  let left = n;
  while (left > 0) {
    day += DAY_MS;
    if (isBusinessDay(toIso(day))) left -= 1;
  }
  return toIso(day);
}

/** The calendar date ('YYYY-MM-DD') n business days before the given Eastern date (n ≥ 0). */
export function subtractBusinessDays(end: DateLike, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError("Business days must be a whole number of at least 0");
  let day = toDay(easternIsoDate(end));
  let left = n;
  while (left > 0) {
    day -= DAY_MS;
    if (isBusinessDay(toIso(day))) left -= 1;
  }
  return toIso(day);
}

/** The instant of a wall-clock time on an Eastern calendar date. */
export function easternInstant(iso: string, hour: number, minute: number, second: number): Date {
  const [y, m, d] = iso.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute, second);
  // Guess with the standard offset (UTC-5), then correct by what the zone says at that instant.
  let guess = wall + 5 * 60 * 60 * 1000;
  for (let i = 0; i < 2; i++) {
    const parts = Object.fromEntries(easternParts.formatToParts(new Date(guess)).map((p) => [p.type, p.value]));
    const shown = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
    guess += wall - shown;
  }
  return new Date(guess);
}

/**
 * When the accepted buyer must have paid: 11:59:59 pm US Eastern on the n-th business day after
 * the Eastern calendar day of acceptance (the day of acceptance itself does not count).
 */
export function paymentDueAt(acceptedAt: Date, businessDays: number): Date {
  return businessDeadline(acceptedAt, businessDays);
}

/**
 * Every deadline of the sale (payment, assignment, inspection): 11:59:59 pm US Eastern on the n-th
 * business day after the Eastern calendar day it starts (that day itself does not count).
 */
export function businessDeadline(start: Date, businessDays: number): Date {
  return easternInstant(addBusinessDays(start, businessDays), 23, 59, 59);
}

/**
 * The first instant whose `businessDeadline(start, businessDays)` has not passed at `now`: whatever
 * started before it is late, whatever started at or after it is not. The same rule as
 * businessDeadline, turned around so a query can count the late rows of a queue with one
 * comparison (the administrators' targets, docs/decisions/0043-needs-you.md). The deadline only
 * grows with the start's Eastern day, so the late days are the ones before some day: walk back
 * from tomorrow to the first day that is not late.
 */
export function businessDeadlineCutoff(now: Date, businessDays: number): Date {
  const late = (day: number) => now.getTime() > easternInstant(addBusinessDays(toIso(day), businessDays), 23, 59, 59).getTime();
  let day = toDay(easternIsoDate(now)) + DAY_MS;
  while (!late(day - DAY_MS)) day -= DAY_MS;
  return easternInstant(toIso(day), 0, 0, 0);
}
