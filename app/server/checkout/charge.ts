// Charging a platform fee (listing fee, enhancements, premium) by card, recorded as a payment and,
// once it succeeds, as a balanced ledger movement. The amount is always computed by the caller on
// the server, never taken from the request.
import { platformFeeMovement } from "~/domain/ledger";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { ensurePaymentCustomer } from "~/server/payments/customers";
import { PaymentError, type ChargeResult } from "~/server/payments/provider";
import { chargeOrLookUp, isStaleAttempt, reconcileAttempt, UNCONFIRMED_MESSAGE } from "~/server/checkout/reconcile";
import {
  findPaymentByIdempotencyKey,
  insertLedgerMovement,
  insertPayment,
  recordPaymentAttempt,
  restartPayment,
  updatePayment,
  type PaymentRow,
} from "~/server/queries/payments";

const FEE_IN_PROGRESS = "This payment is already being processed. Please wait a moment and reload the page.";

export type FeeKind = "listing_fee" | "enhancement" | "premium";

export type FeeChargeOutcome =
  | { status: "succeeded"; payment: PaymentRow }
  | { status: "requires_action"; payment: PaymentRow; clientSecret: string }
  | { status: "failed"; payment: PaymentRow | null; message: string }
  /** Another request is charging this payment (or it awaits reconciliation): its outcome will tell. */
  | { status: "in_progress"; payment: PaymentRow | null; message: string };

/**
 * Charges `amountCents` for `kind`. `idempotencyKey` must name the attempt (e.g. the judgment and
 * what is bought), so a double-submitted form charges once. `onSucceeded` runs in the same
 * transaction that records the success (e.g. switch the enhancement on).
 */
export async function chargePlatformFee(
  services: AppServices,
  input: {
    userId: number;
    kind: FeeKind;
    judgmentId: number | null;
    amountCents: number;
    paymentMethod: string;
    description: string;
    idempotencyKey: string;
  },
  onSucceeded: (tx: Transaction, payment: PaymentRow) => Promise<void>,
): Promise<FeeChargeOutcome> {
  let earlier = await findPaymentByIdempotencyKey(services.db, input.idempotencyKey);
  if (earlier && isStaleAttempt(earlier)) {
    // An interrupted attempt: what the provider did with it decides first.
    const interrupted = earlier;
    await reconcileAttempt(services, interrupted, (result) => settleFeeCharge(services, interrupted, result, onSucceeded));
    earlier = await findPaymentByIdempotencyKey(services.db, input.idempotencyKey);
  }
  if (earlier?.status === "requires_action" && earlier.providerPaymentId) {
    // A 3-D Secure step left waiting: cancelled at the provider before a new attempt (an old tab
    // must not complete it afterwards); completed meanwhile, it is settled instead.
    const waiting = earlier;
    const result = await services.payments.cancelCharge(waiting.providerPaymentId!).catch((error: unknown) => {
      if (error instanceof PaymentError) return null;
      throw error;
    });
    if (!result) return { status: "in_progress", payment: waiting, message: UNCONFIRMED_MESSAGE };
    const settled = await settleFeeCharge(services, waiting, result, onSucceeded);
    if (settled.status === "succeeded") return settled;
    earlier = await findPaymentByIdempotencyKey(services.db, input.idempotencyKey);
  }
  if (earlier?.status === "succeeded") return { status: "succeeded", payment: earlier };
  // Another request is charging it (a double click, a second tab), or it awaits reconciliation.
  if (earlier?.status === "processing") return { status: "in_progress", payment: earlier, message: FEE_IN_PROGRESS };

  const customerId = await ensurePaymentCustomer(services, input.userId);
  // A new attempt after a failure or an abandoned 3-D Secure step: claimed by one request only.
  const payment = earlier
    ? await restartPayment(services.db, earlier.id)
    : await insertPayment(services.db, {
        kind: input.kind,
        userId: input.userId,
        judgmentId: input.judgmentId,
        amountCents: input.amountCents,
        provider: services.payments.name,
        idempotencyKey: input.idempotencyKey,
        status: "processing",
      });
  if (!payment) return { status: "in_progress", payment: earlier, message: FEE_IN_PROGRESS };

  const result = await chargeOrLookUp(services, payment, {
    customerId,
    paymentMethod: input.paymentMethod,
    amountCents: input.amountCents,
    description: input.description,
    // One provider key per attempt: a new attempt after a failure must not replay the failure.
    idempotencyKey: `${input.idempotencyKey}:${payment.updatedAt.getTime()}`,
    metadata: { payment_id: String(payment.id), kind: input.kind },
  });
  if (result.status === "unconfirmed") return { status: "failed", payment, message: result.message };
  return settleFeeCharge(services, payment, result, onSucceeded);
}

/** Records the provider's answer; also used when a 3-D Secure step completes later. */
export async function settleFeeCharge(
  services: AppServices,
  payment: PaymentRow,
  result: ChargeResult,
  onSucceeded: (tx: Transaction, payment: PaymentRow) => Promise<void>,
): Promise<FeeChargeOutcome> {
  if (result.status === "failed") {
    await recordPaymentAttempt(services.db, payment.id, { status: "failed", failureMessage: result.message, providerPaymentId: result.providerPaymentId });
    return { status: "failed", payment: { ...payment, status: "failed", providerPaymentId: result.providerPaymentId }, message: result.message };
  }
  if (result.status === "requires_action") {
    await recordPaymentAttempt(services.db, payment.id, { status: "requires_action", providerPaymentId: result.providerPaymentId });
    return {
      status: "requires_action",
      payment: { ...payment, status: "requires_action", providerPaymentId: result.providerPaymentId },
      clientSecret: result.clientSecret,
    };
  }
  const settled = await services.db.transaction(async (tx) => {
    // Locked: a second settlement of the same payment (a form sent twice) waits, then sees it done.
    const current = await findPaymentByIdempotencyKey(tx, payment.idempotencyKey, { forUpdate: true });
    if (current?.status === "succeeded") return current;
    await updatePayment(tx, payment.id, { status: "succeeded", providerPaymentId: result.providerPaymentId, failureMessage: null });
    await insertLedgerMovement(tx, platformFeeMovement(payment.amountCents), { judgmentId: payment.judgmentId, paymentId: payment.id });
    const updated = { ...payment, status: "succeeded" as const, providerPaymentId: result.providerPaymentId };
    await onSucceeded(tx, updated);
    return updated;
  });
  return { status: "succeeded", payment: settled };
}
