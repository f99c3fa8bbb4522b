// Sending a sale's refund to the payment provider. The refund was decided (and its ledger
// movement written) by a transition (./sale-refund.ts, ./disputes.ts); its row is 'pending' until
// the provider answers. It is sent right after that transaction, with the idempotency key
// sale-refund:{id}: a second send (a retry, the reconciliation job, two instances) refunds nothing
// more. A lost or refused answer leaves it pending, and the reconciliation job sends it again.
import { saleRefundKey } from "~/domain/purchase";
import type { AppServices } from "~/server/context";
import { findRefundToSend, listPendingRefunds, markRefundSucceeded, recordRefundError } from "~/server/queries/escrow";

type Services = Pick<AppServices, "db" | "payments">;

/** A pending refund this old is retried by the reconciliation job (its first send ended without an answer). */
export const REFUND_RETRY_AFTER_MS = 2 * 60_000;

/** Sends one refund; true once the provider has it (now or before). */
export async function sendRefund(services: Services, refundId: number): Promise<boolean> {
  const found = await findRefundToSend(services.db, refundId);
  if (!found) return false;
  if (found.refund.status === "succeeded") return true;
  if (!found.providerPaymentId) {
    await recordRefundError(services.db, refundId, "The payment has no provider charge to refund.");
    return false;
  }
  try {
    const { refundId: providerRefundId } = await services.payments.refund(
      found.providerPaymentId,
      found.refund.amountCents,
      saleRefundKey(refundId),
    );
    await markRefundSucceeded(services.db, refundId, providerRefundId);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error("Sending a refund to the payment provider failed; the reconciliation job retries it", refundId, message);
    await recordRefundError(services.db, refundId, message);
    return false;
  }
}

/** The reconciliation job's part: refunds still pending (the answer was lost, or refused) are sent again. */
export async function retryPendingRefunds(services: Services, now = new Date()): Promise<number> {
  let sent = 0;
  for (const id of await listPendingRefunds(services.db, new Date(now.getTime() - REFUND_RETRY_AFTER_MS))) {
    if (await sendRefund(services, id)) sent++;
  }
  return sent;
}
