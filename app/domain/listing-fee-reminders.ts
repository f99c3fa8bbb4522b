// When a seller whose listing waits for its listing fee ("Pay Later") is reminded (issue 27, item
// 12; docs/decisions/0037): after 1 and 5 days, then every week, for the listing's first month of
// waiting. Each date is used once, and only while it is recent: a reminder is sent within
// FEE_REMINDER_GRACE_HOURS of its date or never (a run that comes late sends the latest date it
// missed, once; a listing the job first sees a month after it began waiting gets none).

/** Days after the listing began waiting for its fee on which a reminder is due: 1, 5, then weekly within 30 days. */
export const LISTING_FEE_REMINDER_DAYS: readonly number[] = [1, 5, 12, 19, 26];

/**
 * How long after its date a reminder may still go out: a run that comes late (the job was down, or
 * it first sees a listing that has waited a while: its first deploy) sends only a reminder whose
 * date passed within these hours; older dates are used without an e-mail.
 */
export const FEE_REMINDER_GRACE_HOURS = 48;

/** The dates in words, for the notification settings page: "after 1 and 5 days, then weekly until day 26". */
export function feeReminderScheduleWords(days: readonly number[] = LISTING_FEE_REMINDER_DAYS): string {
  const [first, second, ...rest] = days;
  const later = rest.length
    ? `, then ${rest[0] - second === 7 ? "weekly" : `every ${rest[0] - second} days`} until day ${rest.at(-1)}`
    : "";
  return `after ${first} and ${second} days${later}`;
}

/** True when the reminder for this many dates passed is the last one. */
export function isLastReminder(datesPassed: number): boolean {
  return datesPassed >= LISTING_FEE_REMINDER_DAYS.length;
}
