// The escrow timers job (pg-boss, every five minutes, any one instance per tick; docs/decisions/0026).
// For each sale waiting on the seller (paid): the assignment reminders at half-time and on the
// day before, then, past the deadline, one notice to both (the buyer may now cancel). For each
// waiting on the buyer (assigned): the inspection reminders, then, past the window, the sale
// completes by itself (assigned → sold, the payout released, both told). Every e-mail is claimed
// once per sale (sale_reminders) in the transaction that queues it, with the listing row locked,
// so a second run, or a second instance, sends nothing twice. Times come from services.clock.
import { dueTimerStep } from "~/domain/escrow";
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
    // Only sales with something new to do are locked (decided again under the lock by the same rule).
    const due = dueTimerStep(timer, services.branding.timeframes, now);
    if (!due || (due.key !== null && timer.sent.includes(due.key))) continue;
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

async function tick(tx: Transaction, services: Services, judgmentId: number, now: Date, counts: Counts): Promise<(number | null)[]> {
  const listing = await lockEscrowListing(tx, judgmentId);
  if (!listing || listing.acceptedOfferId === null) return [];
  const payment = await lockSalePayment(tx, judgmentId, listing.acceptedOfferId);
  const due = dueTimerStep(listing, services.branding.timeframes, now);
  if (!payment || !due) return [];
  if (due.step === "complete") return autoComplete(tx, services, listing, now, counts);
  if (!(await claimReminder(tx, payment.id, due.key))) return [];
  const sale = saleOf(services, listing);
  const brand = services.branding;
  if (due.step === "assignment_overdue") {
    const dueAt = listing.assignmentDueAt!;
    counts.overdue++;
    return [
      await tell(tx, services, listing.buyerId, (p) => assignmentOverdueBuyerEmail(p, sale, dueAt, brand)),
      await tell(tx, services, listing.sellerId, (p) => assignmentOverdueSellerEmail(p, sale, dueAt, brand)),
    ];
  }
  counts.reminders++;
  return due.side === "assignment"
    ? [await tell(tx, services, listing.sellerId, (p) => assignmentReminderEmail(p, sale, listing.assignmentDueAt!, due.kind, brand))]
    : [await tell(tx, services, listing.buyerId, (p) => inspectionReminderEmail(p, sale, listing.inspectionDueAt!, due.kind, brand))];
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
