// Charging a platform fee (listing fee, enhancements, premium) by card, recorded as a payment and,
// once it succeeds, as a balanced ledger movement (./settle.ts). The amount is always computed by
// the caller on the server, never taken from the request. The payment is claimed by its
// idempotency key: one attempt at a time talks to the provider. (A judgment's purchase claims its
// attempts with the listing locked instead: ./claim.ts.)
import type { ChargeAnswer, CheckoutAnswer } from "~/server/checkout/answer";
import type { PaymentKind, Success } from "~/server/checkout/paid-thing";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { ensurePaymentCustomer } from "~/server/payments/customers";
import { isNewCard } from "~/server/payments/saved-cards";
import { PaymentError } from "~/server/payments/provider";
import { platformFee, settleCharge } from "~/server/checkout/settle";
import { chargeOrLookUp, isStaleAttempt, reconcileAttempt, UNCONFIRMED_MESSAGE } from "~/server/checkout/reconcile";
import { findPaymentByIdempotencyKey, insertPayment, restartPayment, type PaymentRow } from "~/server/queries/payments";

const FEE_IN_PROGRESS = "This payment is already being processed. Please wait a moment and reload the page.";

/** The kinds charged as a platform fee: every paid thing but a judgment's purchase (./claim.ts). */
export type FeeKind = Exclude<PaymentKind, "purchase">;

export type FeeChargeInput = {
  userId: number;
  kind: FeeKind;
  judgmentId: number | null;
  amountCents: number;
  paymentMethod: string;
  description: string;
  idempotencyKey: string;
  /** The part of the amount that pays a listing fee (a combined checkout), for listingFeePaid. */
  listingFeeCents?: number;
  /** The member is not there (a premium renewal): see ChargeInput.offSession. */
  offSession?: boolean;
  /**
   * Keep the card on the customer once the charge succeeds (a premium month: its renewals charge
   * the saved card). A card already saved is not saved twice.
   */
  saveCard?: boolean;
};

/**
 * Charges `amountCents` for `kind`. `idempotencyKey` must name the attempt (e.g. the judgment and
 * what is bought), so a double-submitted form charges once. `onSucceeded` runs in the same
 * transaction that records the success (e.g. switch the enhancement on); the ledger is one
 * platform-fee movement.
 */
export async function chargePlatformFee(
  services: AppServices,
  input: FeeChargeInput,
  onSucceeded: (tx: Transaction, payment: PaymentRow) => Promise<void>,
): Promise<ChargeAnswer> {
  // Without a hold the success is never refused: the answer is never a refusal.
  return (await chargeFee(services, input, platformFee(onSucceeded))) as ChargeAnswer;
}

/**
 * `chargePlatformFee` with the whole success step (./paid-thing.ts): its own ledger movements and
 * possibly a hold (a success no longer wanted is refunded: the answer is then a refusal).
 */
export async function chargeFee(services: AppServices, input: FeeChargeInput, success: Success): Promise<CheckoutAnswer> {
  let earlier = await findPaymentByIdempotencyKey(services.db, input.idempotencyKey);
  if (earlier && isStaleAttempt(earlier)) {
    // An interrupted attempt: what the provider did with it decides first.
    const interrupted = earlier;
    await reconcileAttempt(services, interrupted, (result) => settleCharge(services, interrupted, result, success));
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
    const settled = await settleCharge(services, waiting, result, success);
    if ("status" in settled && settled.status === "succeeded") return settled;
    earlier = await findPaymentByIdempotencyKey(services.db, input.idempotencyKey);
  }
  if (earlier?.status === "succeeded") return { status: "succeeded", payment: earlier };
  // Another request is charging it (a double click, a second tab), or it awaits reconciliation.
  if (earlier?.status === "processing") return { status: "in_progress", payment: earlier, message: FEE_IN_PROGRESS };

  const customerId = await ensurePaymentCustomer(services, input.userId);
  // A new attempt after a failure or an abandoned 3-D Secure step: claimed by one request only.
  const payment = earlier
    ? await restartPayment(services.db, earlier.id, input.amountCents)
    : await insertPayment(services.db, {
        kind: input.kind,
        userId: input.userId,
        judgmentId: input.judgmentId,
        amountCents: input.amountCents,
        listingFeeCents: input.listingFeeCents ?? 0,
        provider: services.payments.name,
        idempotencyKey: input.idempotencyKey,
        status: "processing",
      });
  if (!payment) return { status: "in_progress", payment: earlier, message: FEE_IN_PROGRESS };

  // Not a card already saved, nor the same card as one (its fingerprint): it would be listed twice.
  const saveCard = input.saveCard === true && (await isNewCard(services, customerId, input.paymentMethod));
  const result = await chargeOrLookUp(services, payment, {
    customerId,
    paymentMethod: input.paymentMethod,
    amountCents: input.amountCents,
    description: input.description,
    // One provider key per attempt: a new attempt after a failure must not replay the failure.
    idempotencyKey: `${input.idempotencyKey}:${payment.updatedAt.getTime()}`,
    metadata: { payment_id: String(payment.id), kind: input.kind },
    ...(input.offSession ? { offSession: true } : {}),
    ...(saveCard ? { saveCard: true } : {}),
  });
  if (result.status === "unconfirmed") return { status: "failed", payment, message: result.message };
  return settleCharge(services, payment, result, success);
}
