// The hourly clean-up (pg-boss, one instance per tick): expired sessions, rate-limit counters whose
// window has passed and sign-in/reset links past their expiry are deleted, so these tables hold
// what is live and do not grow with every visitor, attempt or e-mail. Visitors' drafts kept for
// the resume e-mail go once untouched for DRAFT_REMINDER_KEEP_DAYS. Paid sales still without a
// record for comparable sales get theirs (docs/decisions/0051).
import { sweepUnrecordedSales } from "~/server/comparables/record";
import type { AppServices } from "~/server/context";
import { deleteStaleDraftReminders } from "~/server/listings/draft-reminders";
import { deleteExpiredCounters } from "~/server/queries/rate-limits";
import { deleteExpiredSessions } from "~/server/queries/sessions";
import { deleteExpiredVerifications } from "~/server/queries/verifications";

export const HOUSEKEEPING_JOB = "housekeeping";
/** Every hour, at a quarter past (UTC cron). */
export const HOUSEKEEPING_SCHEDULE = "15 * * * *";

export async function runHousekeeping(services: Pick<AppServices, "db" | "clock">) {
  return {
    sessions: await deleteExpiredSessions(services.db),
    rateLimits: await deleteExpiredCounters(services.db),
    verifications: await deleteExpiredVerifications(services.db),
    draftReminders: await deleteStaleDraftReminders(services),
    comparableSales: await sweepUnrecordedSales(services.db),
  };
}
