// Reminders to pay a listing fee (issue 27, item 12; docs/decisions/0037). A seller who chose
// "Pay Later" leaves the listing "Awaiting listing fee": nobody reviews it until it is paid. The
// job (hourly) e-mails the seller after 1 and 5 days of waiting, then weekly for the first month
// (app/domain/listing-fee-reminders.ts), each reminder once:
// - it forgets the listings that no longer wait (paid, approved, removed: the reminders stop), and
//   notes since when each waiting listing waits (one row per listing, listing_fee_reminders);
// - for a listing whose next reminder date has come, it uses the dates passed with a conditional
//   update and queues the e-mail in the same transaction, so two instances (or two runs) send one;
//   a run that comes late sends one reminder for the dates it missed;
// - the e-mail goes through queueNotification (topic listing_reminders): a seller who switched
//   those reminders off at /notifications gets none, and the date is used all the same.
import { isLastReminder, LISTING_FEE_REMINDER_DAYS, reminderDatesPassed } from "~/domain/listing-fee-reminders";
import type { AppServices } from "~/server/context";
import { listingFeeReminderEmail } from "~/server/mail/listing-fee-reminder-email";
import { notifyMember } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import {
  addWaitingListings,
  claimFeeReminder,
  forgetSettledFeeReminders,
  listWaitingListings,
} from "~/server/queries/listing-fee-reminders";
import { findListingForCheckout } from "~/server/queries/listings";

export const LISTING_FEE_REMINDERS_JOB = "listing-fee-reminders";
/** Every hour, at ten to (UTC cron). */
export const LISTING_FEE_REMINDERS_SCHEDULE = "50 * * * *";

type JobServices = Pick<AppServices, "db" | "jobs" | "branding" | "config" | "clock">;

/** The job: answers how many reminders were queued. */
export async function sendListingFeeReminders(services: JobServices): Promise<number> {
  const now = services.clock.now();
  await forgetSettledFeeReminders(services.db);
  await addWaitingListings(services.db, now);
  const queued: number[] = [];
  for (const waiting of await listWaitingListings(services.db, LISTING_FEE_REMINDER_DAYS.length, 500)) {
    const passed = reminderDatesPassed(waiting.dueSince, now);
    if (passed <= waiting.sent) continue;
    const emailId = await services.db.transaction(async (tx) => {
      if (!(await claimFeeReminder(tx, waiting.judgmentId, passed, now))) return null;
      const listing = await findListingForCheckout(tx, waiting.judgmentId);
      if (!listing) return null;
      const reminder = {
        id: listing.id,
        title: listing.title,
        waitingSince: waiting.dueSince,
        dueCents: listing.listingFeeCents,
        last: isLastReminder(passed),
      };
      return notifyMember(tx, { userId: listing.sellerId, topic: "listing_reminders", publicUrl: services.config.publicUrl }, (seller) =>
        listingFeeReminderEmail(seller, reminder, services.config.publicUrl, services.branding),
      );
    });
    if (emailId !== null) queued.push(emailId);
  }
  await dispatchEmails(services, queued);
  return queued.length;
}
