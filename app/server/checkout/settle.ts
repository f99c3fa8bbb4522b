// Recording the provider's answer for a payment, whatever was bought and however the answer came
// (the charge itself, a 3-D Secure reply, a webhook, the reconciliation). Idempotent: the payment
// row is locked and a success is recorded once; a later failure never undoes it.
import { platformFeeMovement, refundedChargeMovement } from "~/domain/ledger";
import type { ChargeAnswer, CheckoutAnswer } from "~/server/checkout/answer";
import type { Success } from "~/server/checkout/paid-thing";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { refusal, type OrderRefusal } from "~/server/checkout/refusal";
import type { ChargeResult } from "~/server/payments/provider";
import {
  findPaymentByIdempotencyKey,
  insertLedgerMovement,
  recordPaymentAttempt,
  updatePayment,
  type PaymentRow,
} from "~/server/queries/payments";

/** A platform fee (listing fee, enhancements, premium): the whole amount is the platform's revenue. */
export function platformFee(paid: Success["paid"]): Success {
  return { ledger: (payment) => [platformFeeMovement(payment.amountCents)], paid };
}

/**
 * Several platform fees paid at once (a combined checkout): one movement per thing bought, of its
 * own amount (zero amounts, e.g. an enhancement paid by a monthly credit, move nothing). When the
 * parts do not add up to the payment (never expected), the payment is one movement.
 */
export function platformFees(amounts: (payment: PaymentRow) => number[], paid: Success["paid"]): Success {
  return {
    ledger: (payment) => {
      const parts = amounts(payment).filter((cents) => cents > 0);
      const sum = parts.reduce((total, cents) => total + cents, 0);
      return sum === payment.amountCents && parts.length > 0
        ? parts.map((cents) => platformFeeMovement(cents))
        : [platformFeeMovement(payment.amountCents)];
    },
    paid,
  };
}

/**
 * Records `result` for `payment`. A success runs `success` in the transaction that marks the
 * payment paid: its hold first (row locks), then the payment row (locked: a second settlement of
 * the same payment waits, then sees it done), the ledger lines and the paid step.
 */
export async function settleCharge(
  services: AppServices,
  payment: PaymentRow,
  result: ChargeResult,
  success: Success,
): Promise<CheckoutAnswer> {
  if (result.status !== "succeeded") return recordUnpaid(services, payment, result);
  const settled = await services.db.transaction(async (tx) => {
    const wanted = success.hold ? await success.hold(tx, payment) : true;
    const current = await findPaymentByIdempotencyKey(tx, payment.idempotencyKey, { forUpdate: true });
    if (current?.status === "succeeded") return current;
    // A late charge already given back (a second delivery of its news): nothing more to do.
    if (current?.status === "refunded") return "refunded" as const;
    if (!wanted) return "too_late" as const;
    await updatePayment(tx, payment.id, { status: "succeeded", providerPaymentId: result.providerPaymentId, failureMessage: null });
    const updated = { ...payment, status: "succeeded" as const, providerPaymentId: result.providerPaymentId };
    for (const movement of success.ledger(updated)) {
      await insertLedgerMovement(tx, movement, { judgmentId: payment.judgmentId, paymentId: payment.id });
    }
    await success.paid(tx, updated);
    return updated;
  });
  if (settled === "too_late") return refundLateCharge(services, payment, result.providerPaymentId, success.tooLate);
  if (settled === "refunded") return refusal(409, "judgment_id", LATE_CHARGE_REFUNDED);
  return { status: "succeeded", payment: settled };
}

/** `settleCharge` for a platform fee; `onSucceeded` is its paid step. */
export async function settleFeeCharge(
  services: AppServices,
  payment: PaymentRow,
  result: ChargeResult,
  onSucceeded: (tx: Transaction, payment: PaymentRow) => Promise<void>,
): Promise<ChargeAnswer> {
  // A platform fee has no hold, so it is never refunded here: the answer is never a refusal.
  return (await settleCharge(services, payment, result, platformFee(onSucceeded))) as ChargeAnswer;
}

/** A decline or a 3-D Secure step: recorded on the payment (never over a success). */
async function recordUnpaid(
  services: AppServices,
  payment: PaymentRow,
  result: Exclude<ChargeResult, { status: "succeeded" }>,
): Promise<ChargeAnswer> {
  if (result.status === "failed") {
    await recordPaymentAttempt(services.db, payment.id, {
      status: "failed",
      failureMessage: result.message,
      providerPaymentId: result.providerPaymentId,
    });
    return {
      status: "failed",
      payment: { ...payment, status: "failed", providerPaymentId: result.providerPaymentId },
      message: result.message,
    };
  }
  await recordPaymentAttempt(services.db, payment.id, { status: "requires_action", providerPaymentId: result.providerPaymentId });
  return {
    status: "requires_action",
    payment: { ...payment, status: "requires_action", providerPaymentId: result.providerPaymentId },
    clientSecret: result.clientSecret,
  };
}

// Today only a judgment's purchase has a hold, hence the wording.
const LATE_CHARGE = "The listing was no longer waiting for payment.";
const LATE_CHARGE_REFUNDED = "This judgment is no longer waiting for a payment; your card was refunded.";

/**
 * The thing moved on (a listing relisted after the deadline, or paid by another attempt) while
 * this card was charged: the charge is refunded in full and both recorded in the ledger, once. The
 * payment says "refund pending" ('processing') before the provider is asked, so a crash or a
 * refusal in between is finished by the reconciliation job, which finds the charge again and
 * refunds it with the same idempotency key (one per charge: never refunded twice).
 */
async function refundLateCharge(
  services: AppServices,
  payment: PaymentRow,
  providerPaymentId: string,
  message = LATE_CHARGE_REFUNDED,
): Promise<OrderRefusal> {
  await recordPaymentAttempt(services.db, payment.id, {
    status: "processing",
    providerPaymentId,
    failureMessage: `${LATE_CHARGE} The refund is pending.`,
  });
  try {
    await services.payments.refund(providerPaymentId, payment.amountCents, `refund:${providerPaymentId}`);
  } catch (error) {
    console.error("Refunding a late purchase payment failed; the reconciliation job retries it", payment.id, error);
    return refusal(409, "judgment_id", message.replace("your card was refunded", "your card will be refunded"));
  }
  await services.db.transaction(async (tx) => {
    const current = await findPaymentByIdempotencyKey(tx, payment.idempotencyKey, { forUpdate: true });
    if (!current || current.status === "refunded" || current.status === "succeeded") return;
    await updatePayment(tx, payment.id, { status: "refunded", providerPaymentId, failureMessage: LATE_CHARGE });
    await insertLedgerMovement(tx, refundedChargeMovement(payment.amountCents), { judgmentId: payment.judgmentId, paymentId: payment.id });
  });
  return refusal(409, "judgment_id", message);
}
