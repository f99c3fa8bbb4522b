// Reminders to pay a listing fee (issue 27, item 12; docs/decisions/0037). A seller who chose
// "Pay Later" leaves the listing "Awaiting listing fee": nobody reviews it until it is paid. The
// job (hourly) e-mails the seller after 1 and 5 days of waiting, then weekly for the first month
// (app/domain/listing-fee-reminders.ts), each reminder once:
// - it forgets the listings that no longer wait (paid, approved, declined, removed: the reminders
//   stop), restarts the dates of one resubmitted since, and notes since when each newly waiting
//   listing waits (one row per listing, listing_fee_reminders);
// - it uses without an e-mail the dates more than FEE_REMINDER_GRACE_HOURS past (a run that came
//   late; a listing first seen after its month of waiting, as on the job's first deploy);
// - for each listing whose next date has come (earliest first, a batch at a time), it uses the
//   dates passed with a conditional update and queues the e-mail in the same transaction, so two
//   instances (or two runs) send one; a late run sends one reminder, the latest date's;
// - the e-mail goes through queueNotification (topic listing_reminders): a seller who switched
//   those reminders off at /notifications gets none, and the date is used all the same.
import { isLastReminder } from "~/domain/listing-fee-reminders";
import type { AppServices } from "~/server/context";
import { listingFeeReminderEmail, listingFeesReminderEmail, type FeeReminder } from "~/server/mail/listing-fee-reminder-email";
import { notifyMember } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import {
  addWaitingListings,
  claimFeeReminder,
  forgetSettledFeeReminders,
  groupBySeller,
  listDueFeeReminders,
  restartResubmittedFeeReminders,
  skipStaleFeeReminders,
} from "~/server/queries/listing-fee-reminders";
import { findListingForCheckout } from "~/server/queries/listings";

export const LISTING_FEE_REMINDERS_JOB = "listing-fee-reminders";
/** Every hour, at ten to (UTC cron). */
export const LISTING_FEE_REMINDERS_SCHEDULE = "50 * * * *";

type JobServices = Pick<AppServices, "db" | "jobs" | "branding" | "config" | "clock">;

/** Reminders a run sends at most (the rest wait for the next hour, earliest dates first). */
const BATCH_SIZE = 500;

/** The job: answers how many reminders were queued. */
export async function sendListingFeeReminders(services: JobServices, options: { batchSize?: number } = {}): Promise<number> {
  const now = services.clock.now();
  await forgetSettledFeeReminders(services.db);
  await restartResubmittedFeeReminders(services.db);
  await addWaitingListings(services.db, now);
  await skipStaleFeeReminders(services.db, now);
  const queued: number[] = [];
  // One e-mail per seller and run, whatever the number of their listings due (a spreadsheet import
  // leaves hundreds waiting at once: docs/decisions/0052); their claims and that e-mail commit together.
  const due = await listDueFeeReminders(services.db, now, options.batchSize ?? BATCH_SIZE);
  for (const [sellerId, judgmentIds] of await groupBySeller(services.db, due)) {
    const emailId = await services.db.transaction(async (tx) => {
      const reminders: FeeReminder[] = [];
      for (const judgmentId of judgmentIds) {
        const claimed = await claimFeeReminder(tx, judgmentId, now);
        if (!claimed) continue;
        const listing = await findListingForCheckout(tx, judgmentId);
        if (!listing) continue;
        reminders.push({
          id: listing.id,
          title: listing.title,
          waitingSince: claimed.dueSince,
          dueCents: listing.listingFeeCents,
          last: isLastReminder(claimed.sent),
        });
      }
      if (reminders.length === 0) return null;
      return notifyMember(tx, { userId: sellerId, topic: "listing_reminders", publicUrl: services.config.publicUrl }, (seller) =>
        reminders.length === 1
          ? listingFeeReminderEmail(seller, reminders[0]!, services.config.publicUrl, services.branding)
          : listingFeesReminderEmail(seller, reminders, services.config.publicUrl, services.branding),
      );
    });
    if (emailId !== null) queued.push(emailId);
  }
  await dispatchEmails(services, queued);
  return queued.length;
}
