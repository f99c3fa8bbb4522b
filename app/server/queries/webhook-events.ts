// Provider webhook events already applied (processed_webhook_events), and the payment an event
// names. Recording the event and applying it share one transaction, so an event counts once.
import { eq } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { payments, processedWebhookEvents } from "~/server/db/schema";
import type { PaymentRow } from "~/server/queries/payments";

/** True the first time an event id is recorded; false for a redelivery. */
export async function recordWebhookEvent(db: Executor, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await db
    .insert(processedWebhookEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: processedWebhookEvents.id })
    .returning({ id: processedWebhookEvents.id });
  return inserted.length > 0;
}

/**
 * The payment of a provider charge: by the provider's id, or by our own id from the charge's
 * metadata when the event overtook the charge's answer. Not locked here: the settle step locks
 * the rows it changes, in its own order.
 */
export async function findPaymentForProviderCharge(
  db: Executor,
  providerPaymentId: string,
  paymentId: number | null,
): Promise<PaymentRow | null> {
  const [byProvider] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  if (byProvider) return byProvider;
  if (paymentId === null) return null;
  const [byId] = await db.select().from(payments).where(eq(payments.id, paymentId));
  // Metadata is ours, but only trust it for a payment not yet tied to another provider charge.
  return byId && (byId.providerPaymentId === null || byId.providerPaymentId === providerPaymentId) ? byId : null;
}
