// Saved searches (docs/decisions/0028-saved-searches.md): the save and edit forms' rules, the
// alert frequencies, how a search reads in words, and the daily digest's hour. Pure: no I/O.
// The filters are the browse search's (app/domain/search.ts), kept as columns of saved_searches.
import { formatDate } from "~/domain/dates";
import { NEAR_DEADLINE_MONTHS } from "~/domain/judgment-value/clock";
import { courtTypeLabels, debtorAssetFacts, debtorTypeLabels, debtTypeLabels, litigationLabels } from "~/domain/judgment-value/facts";
import { formatMoney } from "~/domain/money";
import type { JudgmentSearch } from "~/domain/search";

/** A member keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 25;
export const SAVED_SEARCH_NAME_MAX = 80;
/** The daily digest goes out once a day from this hour, US Eastern time. */
export const DIGEST_HOUR_EASTERN = 8;
/** How many recent matches /searches shows under each search. */
export const RECENT_MATCHES_SHOWN = 5;

export const alertFrequencies = ["instant", "daily", "off"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export const alertLabels: Record<AlertFrequency, string> = {
  instant: "Instantly, within minutes of a new listing",
  daily: "Daily digest (8 am Eastern)",
  off: "Off: only on this page",
};

export const alertShortLabels: Record<AlertFrequency, string> = { instant: "Instant", daily: "Daily digest", off: "Off" };

export const UNSUBSCRIBE_PATH = "/searches/unsubscribe";
export const SAVED_SEARCHES_PATH = "/searches";

export const savedSearchMessages = {
  saved: "Your search was saved. We will tell you about new matching listings.",
  savedQuiet: "Your search was saved.",
  renamed: "The search was renamed.",
  alertsChanged: "The alert setting was saved.",
  deleted: "The saved search was deleted.",
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one on the Saved searches page to save another.`,
  unsubscribed: "Alerts for this search are off. You can switch them on again on the Saved searches page.",
} as const;

export type SavedSearchFormErrors = Record<string, string[]>;

/** A name suggested for the current search: its keywords and place, or "All new listings". */
export function suggestedName(search: JudgmentSearch, places: PlaceNames): string {
  const parts = [search.name ? `“${search.name}”` : null, places.countyName ?? places.stateName ?? null].filter(Boolean);
  const text = parts.length ? parts.join(" in ") : hasCriteria(search) ? "My search" : "All new listings";
  return text.slice(0, SAVED_SEARCH_NAME_MAX);
}

export type PlaceNames = { stateName?: string | null; countyName?: string | null };

function hasCriteria(search: JudgmentSearch): boolean {
  return Object.values(search).some((value) => value !== undefined);
}

function range(low: string | undefined, high: string | undefined, noun: string, from = "from", to = "to"): string | null {
  if (low && high) return `${noun} ${from} ${low} ${to} ${high}`;
  if (low) return `${noun} ${from} ${low} on`;
  if (high) return `${noun} up to ${high}`;
  return null;
}

function moneyRange(low: number | undefined, high: number | undefined, noun: string): string | null {
  const fmt = (cents: number | undefined) => (cents === undefined ? undefined : formatMoney(cents));
  if (low !== undefined && high !== undefined) return `${noun} ${fmt(low)} to ${fmt(high)}`;
  if (low !== undefined) return `${noun} at least ${fmt(low)}`;
  if (high !== undefined) return `${noun} at most ${fmt(high)}`;
  return null;
}

/** The search's criteria in words, one phrase each; an empty search reads "Every new listing". */
export function describeSearch(search: JudgmentSearch, places: PlaceNames): string[] {
  const phrases: string[] = [];
  if (search.name) phrases.push(`Keywords “${search.name}” in the title or description`);
  if (places.countyName && places.stateName) phrases.push(`In ${places.countyName}, ${places.stateName}`);
  else if (places.stateName) phrases.push(`In ${places.stateName}`);
  const price = moneyRange(search.priceMinCents, search.priceMaxCents, "Asking price");
  if (price) phrases.push(price);
  const amount = moneyRange(search.judgmentMinCents, search.judgmentMaxCents, "Judgment amount");
  if (amount) phrases.push(amount);
  const awarded = range(formatDate(search.judgmentDateStart) || undefined, formatDate(search.judgmentDateEnd) || undefined, "Awarded");
  if (awarded) phrases.push(awarded);
  const listed = range(formatDate(search.listingDateStart) || undefined, formatDate(search.listingDateEnd) || undefined, "Listed");
  if (listed) phrases.push(listed);
  if (search.litigation) phrases.push(litigationLabels[search.litigation]);
  if (search.courtType) phrases.push(courtTypeLabels[search.courtType]);
  if (search.debtType) phrases.push(`${debtTypeLabels[search.debtType]} debt`);
  if (search.debtorType) phrases.push(`${debtorTypeLabels[search.debtorType]} debtor`);
  for (const fact of debtorAssetFacts) if (search[fact.key]) phrases.push(fact.highlight);
  if (search.nearDeadline) phrases.push(`Enforceability deadline within ${NEAR_DEADLINE_MONTHS} months or past`);
  if (search.verified) phrases.push("Verified against the court record");
  if (search.portfoliosOnly) phrases.push("Portfolios only");
  return phrases.length ? phrases : ["Every new listing"];
}

const easternHour = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" });
const easternDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" });

/** The instant a US Eastern calendar day ('YYYY-MM-DD') reaches `hour` o'clock (EDT or EST). */
function easternInstant(isoDay: string, hour: number): Date {
  const [y, m, d] = isoDay.split("-").map(Number);
  for (const offset of [4, 5]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, hour + offset));
    if (easternDay.format(candidate) === isoDay && Number(easternHour.format(candidate)) === hour) return candidate;
  }
  return new Date(Date.UTC(y, m - 1, d, hour + 5));
}

/**
 * The daily digest's latest start at or before `now`: today's 8 am US Eastern, or yesterday's
 * before that hour. A daily search not digested since then is due.
 */
export function lastDigestCutoff(now: Date): Date {
  const today = easternInstant(easternDay.format(now), DIGEST_HOUR_EASTERN);
  if (today <= now) return today;
  const yesterday = new Date(now.getTime() - 86_400_000);
  return easternInstant(easternDay.format(yesterday), DIGEST_HOUR_EASTERN);
}
