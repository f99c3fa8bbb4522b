// When a seller whose listing waits for its listing fee ("Pay Later") is reminded (issue 27, item
// 12; docs/decisions/0037): after 1 and 5 days, then every week, for the listing's first month of
// waiting. Each date is used once; a job that runs late sends one reminder for the dates it
// missed, never several at once.

/** Days after the listing began waiting for its fee on which a reminder is due: 1, 5, then weekly within 30 days. */
export const LISTING_FEE_REMINDER_DAYS: readonly number[] = [1, 5, 12, 19, 26];

const DAY_MS = 86_400_000;

/** The dates in words, for the notification settings page: "after 1 and 5 days, then weekly until day 26". */
export function feeReminderScheduleWords(days: readonly number[] = LISTING_FEE_REMINDER_DAYS): string {
  const [first, second, ...rest] = days;
  const later = rest.length
    ? `, then ${rest[0] - second === 7 ? "weekly" : `every ${rest[0] - second} days`} until day ${rest.at(-1)}`
    : "";
  return `after ${first} and ${second} days${later}`;
}

/** How many of the reminder dates have come by `now` for a listing waiting since `dueSince`. */
export function reminderDatesPassed(dueSince: Date, now: Date): number {
  const waited = now.getTime() - dueSince.getTime();
  return LISTING_FEE_REMINDER_DAYS.filter((days) => days * DAY_MS <= waited).length;
}

/** True when the reminder for this many dates passed is the last one. */
export function isLastReminder(datesPassed: number): boolean {
  return datesPassed >= LISTING_FEE_REMINDER_DAYS.length;
}
