// The escrow timers job (pg-boss, every five minutes, any one instance per tick; docs/decisions/0026).
// For each sale waiting on the seller (paid): the assignment reminders at half-time and on the
// day before, then, past the deadline, one notice to both (the buyer may now cancel). For each
// waiting on the buyer (assigned): the inspection reminders, then, past the window, the sale
// completes by itself (assigned → sold, the payout released, both told). Every e-mail is claimed
// once per sale (sale_reminders) in the transaction that queues it, with the listing row locked,
// so a second run, or a second instance, sends nothing twice. Times come from services.clock.
import { dueReminder, isPast } from "~/domain/escrow";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { applyListingTransition } from "~/server/listings/transition";
import {
  assignmentOverdueBuyerEmail,
  assignmentOverdueSellerEmail,
  assignmentReminderEmail,
  inspectionReminderEmail,
  saleAutoCompletedEmail,
} from "~/server/mail/escrow-emails";
import { dispatchEmails } from "~/server/mail/outbox";
import { claimReminder, listRunningTimers, lockEscrowListing, lockSalePayment, type EscrowListing } from "~/server/queries/escrow";
import { releasePayout } from "~/server/queries/payouts";
import { saleOf, tell } from "./step";

export const ESCROW_TIMERS_JOB = "escrow-timers";
/** Every five minutes (UTC cron). */
export const ESCROW_TIMERS_SCHEDULE = "*/5 * * * *";

type Services = Pick<AppServices, "db" | "jobs" | "config" | "branding" | "clock">;
type Counts = { reminders: number; overdue: number; completed: number };

/** One run of the job. Safe to run twice, or on two instances at once. */
export async function runEscrowTimers(services: Services, now = services.clock.now()): Promise<Counts> {
  const counts: Counts = { reminders: 0, overdue: 0, completed: 0 };
  for (const timer of await listRunningTimers(services.db)) {
    // Only sales with something new to do are locked (decided again under the lock).
    if (!somethingDue(timer, services.branding.timeframes, now)) continue;
    try {
      const emails = await services.db.transaction((tx) => tick(tx, services, timer.id, now, counts));
      await dispatchEmails(services, emails);
    } catch (error) {
      // One sale's trouble must not stop the others'.
      console.error("Escrow timer failed", timer.id, error);
    }
  }
  return counts;
}

type Timer = Awaited<ReturnType<typeof listRunningTimers>>[number];

/** What the unlocked row says: a deadline passed, or a reminder not sent yet is due. */
function somethingDue(timer: Timer, timeframes: Services["branding"]["timeframes"], now: Date): boolean {
  const [due, days, prefix] =
    timer.status === "paid"
      ? [timer.assignmentDueAt, timeframes.payment_to_assignment, "assignment"]
      : [timer.inspectionDueAt, timeframes.inspection_days, "inspection"];
  if (!due) return false;
  if (isPast(due, now)) return timer.status === "assigned" || !timer.sent.includes("assignment_overdue");
  const kind = dueReminder(due, days, now);
  return kind !== null && !timer.sent.includes(`${prefix}_${kind}`);
}

async function tick(tx: Transaction, services: Services, judgmentId: number, now: Date, counts: Counts): Promise<(number | null)[]> {
  const listing = await lockEscrowListing(tx, judgmentId);
  if (!listing || listing.acceptedOfferId === null) return [];
  const payment = await lockSalePayment(tx, judgmentId, listing.acceptedOfferId);
  if (!payment) return [];
  const once = (kind: string) => claimReminder(tx, payment.id, kind);
  const sale = saleOf(services, listing);
  const { timeframes } = services.branding;

  if (listing.status === "paid" && listing.assignmentDueAt) {
    const due = listing.assignmentDueAt;
    if (isPast(due, now)) {
      if (!(await once("assignment_overdue"))) return [];
      counts.overdue++;
      return [
        await tell(tx, services, listing.buyerId, (p) => assignmentOverdueBuyerEmail(p, sale, due, services.branding)),
        await tell(tx, services, listing.sellerId, (p) => assignmentOverdueSellerEmail(p, sale, due, services.branding)),
      ];
    }
    const kind = dueReminder(due, timeframes.payment_to_assignment, now);
    if (!kind || !(await once(`assignment_${kind}`))) return [];
    counts.reminders++;
    return [await tell(tx, services, listing.sellerId, (p) => assignmentReminderEmail(p, sale, due, kind, services.branding))];
  }

  if (listing.status === "assigned" && listing.inspectionDueAt) {
    const due = listing.inspectionDueAt;
    if (isPast(due, now)) return autoComplete(tx, services, listing, now, counts);
    const kind = dueReminder(due, timeframes.inspection_days, now);
    if (!kind || !(await once(`inspection_${kind}`))) return [];
    counts.reminders++;
    return [await tell(tx, services, listing.buyerId, (p) => inspectionReminderEmail(p, sale, due, kind, services.branding))];
  }
  return [];
}

/** The inspection window ended with neither a confirmation nor a dispute: assigned → sold, payout released. */
async function autoComplete(tx: Transaction, services: Services, listing: EscrowListing, now: Date, counts: Counts) {
  await applyListingTransition(tx, {
    judgmentId: listing.id,
    event: "auto_complete",
    userId: null,
    update: { inspectionDueAt: null },
    details: { inspectionDueAt: listing.inspectionDueAt?.toISOString() ?? null },
    at: now,
  });
  await releasePayout(tx, listing.id, now);
  counts.completed++;
  const sale = saleOf(services, listing);
  return [
    await tell(tx, services, listing.buyerId, (p) => saleAutoCompletedEmail(p, sale, "buyer", services.branding)),
    await tell(tx, services, listing.sellerId, (p) => saleAutoCompletedEmail(p, sale, "seller", services.branding)),
  ];
}
