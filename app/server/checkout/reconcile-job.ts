// The reconciliation job (pg-boss, every five minutes, any one instance per tick): payments of any
// kind left 'processing' by an interrupted request are settled from the provider's charge, or
// marked failed when the card was never charged (app/server/checkout/reconcile.ts); and sales'
// refunds still pending (their provider answer was lost) are sent again (app/server/escrow/refunds.ts). A buyer who
// comes back before the job runs gets the same reconciliation first (app/server/checkout/charge.ts for
// a fee, app/server/checkout/paid-things/purchase.ts for a purchase).
import type { AppServices } from "~/server/context";
import { dispatchEmails } from "~/server/mail/outbox";
import { reconcileAttempt, STALE_ATTEMPT_MS } from "~/server/checkout/reconcile";
import { settlePayment } from "~/server/checkout/paid-things/registry";
import { listStaleProcessingPayments } from "~/server/queries/payments";
import { retryPendingRefunds } from "~/server/escrow/refunds";

export const RECONCILE_PAYMENTS_JOB = "reconcile-payments";
/** Every five minutes (UTC cron). */
export const RECONCILE_PAYMENTS_SCHEDULE = "*/5 * * * *";

/** Reconciles the interrupted attempts; returns how many were settled or closed. */
export async function reconcileInterruptedPayments(services: AppServices, now = new Date()): Promise<number> {
  const stale = await listStaleProcessingPayments(services.db, new Date(now.getTime() - STALE_ATTEMPT_MS));
  let done = 0;
  for (const payment of stale) {
    const queued: number[] = [];
    try {
      if (await reconcileAttempt(services, payment, (result) => settlePayment(services, payment, result, queued))) done++;
    } catch (error) {
      // One payment's trouble (e.g. its listing moved on) must not stop the others.
      console.error("Reconciling payment failed", payment.id, error);
    }
    await dispatchEmails(services, queued);
  }
  return done + (await retryPendingRefunds(services, now));
}
