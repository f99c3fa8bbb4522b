// What became of a charge whose answer we never recorded. A card charge happens outside our
// database transaction, so the server can stop (a crash, a deploy, a lost connection) after the
// provider charged and before the payment row says so. Such a row stays 'processing'; before
// anyone may try again, the provider is asked for the charge made for that payment (its
// metadata.payment_id) and its answer is settled as if it had arrived in time. No charge found
// means the card was never charged, and a new attempt is safe.
import type { AppServices } from "~/server/context";
import { getPaymentCustomerId } from "~/server/queries/payment-customers";
import { PaymentError, type ChargeInput, type ChargeResult } from "~/server/payments/provider";
import { abandonPayment, type PaymentRow } from "~/server/queries/payments";

/** A 'processing' payment older than this is taken as interrupted (the provider's own retries end well before). */
export const STALE_ATTEMPT_MS = 2 * 60_000;

/** The clocks of the provider and of the database may differ a little. */
const CLOCK_MARGIN_MS = 5 * 60_000;

export const UNCONFIRMED_MESSAGE =
  "We could not confirm your payment with the card processor. Please wait a few minutes and reload this page before trying again: you will not be charged twice.";

const INTERRUPTED_MESSAGE = "The payment was interrupted before your card was charged. Please try again.";

/** The provider's charge for this payment; "none" when there is none; "unknown" when the provider cannot be asked. */
export type ProviderOutcome = { kind: "found"; result: ChargeResult } | { kind: "none" } | { kind: "unknown" };

export async function lookUpCharge(services: Pick<AppServices, "db" | "payments">, payment: PaymentRow): Promise<ProviderOutcome> {
  try {
    // No customer at the provider means nothing was ever charged to this user.
    const customerId = await getPaymentCustomerId(services.db, payment.userId);
    if (!customerId) return { kind: "none" };
    const createdAfter = new Date(payment.createdAt.getTime() - CLOCK_MARGIN_MS);
    const result = await services.payments.findCharge({ customerId, paymentId: payment.id, createdAfter });
    return result ? { kind: "found", result } : { kind: "none" };
  } catch (error) {
    console.error("Looking up a charge at the payment provider failed", payment.id, error);
    return { kind: "unknown" };
  }
}

/**
 * Charges, and when the provider's answer is lost (an exception: timeout, network, 5xx), asks the
 * provider what happened instead of guessing. "unconfirmed" leaves the payment 'processing' for
 * the reconciliation (before the next attempt, and the job), which closes it as failed only once
 * the attempt is stale and still no charge exists.
 */
export async function chargeOrLookUp(
  services: Pick<AppServices, "db" | "payments">,
  payment: PaymentRow,
  input: ChargeInput,
): Promise<ChargeResult | { status: "unconfirmed"; message: string }> {
  try {
    return await services.payments.charge(input);
  } catch (error) {
    // Refused before anything was charged (an invalid request, an amount under the minimum).
    if (error instanceof PaymentError && error.definite)
      return { status: "failed", providerPaymentId: null, message: error.message, code: error.code };
    // A timeout, a lost connection, an outage: the provider may have charged, or may still be
    // charging. A charge found decides; none found proves nothing yet, so the attempt stays
    // 'processing' until the reconciliation asks again once it is stale.
    const outcome = await lookUpCharge(services, payment);
    if (outcome.kind === "found") return outcome.result;
    return { status: "unconfirmed", message: UNCONFIRMED_MESSAGE };
  }
}

/** True when the row is an attempt nobody is still working on. */
export function isStaleAttempt(payment: PaymentRow, now = Date.now()): boolean {
  return payment.status === "processing" && now - payment.updatedAt.getTime() >= STALE_ATTEMPT_MS;
}

/**
 * Reconciles one interrupted attempt: the provider's charge is settled with `settle`; without a
 * charge the attempt is marked failed (only if nobody touched it meanwhile). Returns false when
 * the provider could not be asked (the attempt stays 'processing' and blocks new attempts).
 */
export async function reconcileAttempt(
  services: Pick<AppServices, "db" | "payments">,
  payment: PaymentRow,
  settle: (result: ChargeResult) => Promise<unknown>,
): Promise<boolean> {
  const outcome = await lookUpCharge(services, payment);
  if (outcome.kind === "unknown") return false;
  if (outcome.kind === "found") await settle(outcome.result);
  else await abandonPayment(services.db, payment.id, payment.updatedAt, INTERRUPTED_MESSAGE);
  return true;
}
