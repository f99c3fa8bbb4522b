// Calendar dates as 'YYYY-MM-DD' strings: adding years and days, counting days between. UTC
// arithmetic on the date alone, so no time zone or daylight-saving change moves a day.

const DAY_MS = 86_400_000;

const toUtc = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days from `from` to `to` (0 on the same day; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * DAY_MS);
}

/** The same day N years later; February 29 becomes February 28 in a common year. */
export function addYears(iso: string, years: number): string {
  const y = Number(iso.slice(0, 4)) + years;
  const month = iso.slice(5, 7);
  let day = iso.slice(8, 10);
  if (month === "02" && day === "29" && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))) day = "28";
  return `${String(y).padStart(4, "0")}-${month}-${day}`;
}

export function addMonths(iso: string, months: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(iso.slice(8, 10)), lastDay);
  return `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export const minDate = (a: string, b: string) => (a < b ? a : b);
export const maxDate = (a: string, b: string) => (a > b ? a : b);
