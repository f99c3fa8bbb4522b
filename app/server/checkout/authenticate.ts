// The one 3-D Secure path. A charge the bank wants confirmed answers `requires_action`; the page
// shows the "Authenticate this payment" step (Stripe.js runs the bank's own step with the client
// secret), and the reply comes back to the same route as `intent=authenticate`, `payment_id` and
// `approved`. The provider then tells what became of the charge (`completeAuthentication`, declared
// on the provider interface) and the paid thing's settle step records it, exactly as if the
// charge had answered at once.
import { authenticationReplySchema } from "~/domain/schemas/payment-forms";
import type { ChargeAnswer, CheckoutAnswer } from "~/server/checkout/answer";
import type { PaymentKind } from "~/server/checkout/paid-thing";
import { paidThings } from "~/server/checkout/paid-things/registry";
import { settleCharge } from "~/server/checkout/settle";
import type { AppServices } from "~/server/context";
import { refusal } from "~/server/checkout/refusal";
import { Refusal } from "~/server/http/refusal";
import { dispatchEmails } from "~/server/mail/outbox";
import type { ChargeResult } from "~/server/payments/provider";
import { findUserPayment, type PaymentRow } from "~/server/queries/payments";

const NO_SUCH_PAYMENT = "This payment does not exist.";

/**
 * A 3-D Secure answer posted back to a payment: `intent=authenticate`, `payment_id` and `approved`
 * (1 or 0; true or false in JSON), as the card form's "Authenticate this payment" step sends it.
 * Null for any other post.
 */
export function authenticationReply(body: Record<string, unknown>): { paymentId: number | null; approved: boolean } | null {
  const parsed = authenticationReplySchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/**
 * Finishes `payment` after the cardholder's 3-D Secure step and settles the provider's answer with
 * `settle`. A payment that no longer waits answers what it is (paid, or failed with its message).
 */
export async function completeAuthentication<Answer extends CheckoutAnswer>(
  services: Pick<AppServices, "payments">,
  payment: PaymentRow,
  approved: boolean,
  settle: (result: ChargeResult) => Promise<Answer>,
): Promise<Answer | ChargeAnswer> {
  if (payment.status === "succeeded") return { status: "succeeded", payment };
  if (payment.status !== "requires_action" || !payment.providerPaymentId) {
    return { status: "failed", payment, message: payment.failureMessage ?? "This payment needs no authentication." };
  }
  return settle(await services.payments.completeAuthentication(payment.providerPaymentId, approved));
}

/**
 * The 3-D Secure reply for `payment` (null: not this user's, or not one this route finishes:
 * 404), settled with its paid thing's success step; e-mails are sent after the commit.
 */
export async function authenticatePayment(services: AppServices, payment: PaymentRow | null, approved: boolean): Promise<CheckoutAnswer> {
  if (!payment) return refusal(404, "payment_id", NO_SUCH_PAYMENT);
  const queued: number[] = [];
  const success = await paidThings[payment.kind].successOf(services, payment, queued);
  if (!success) return refusal(404, "payment_id", NO_SUCH_PAYMENT);
  let answer: CheckoutAnswer;
  try {
    answer = await completeAuthentication(services, payment, approved, (result) => settleCharge(services, payment, result, success));
  } catch (error) {
    // A purchase whose listing cannot take the payment any more (its transition refused).
    if (error instanceof Refusal && (error.status === 403 || error.status === 404 || error.status === 409)) {
      return refusal(error.status, "judgment_id", error.message);
    }
    throw error;
  }
  await dispatchEmails(services, queued);
  return answer;
}

/** The 3-D Secure reply for one of this user's own payments of the given kinds. */
export async function authenticateOwnPayment(
  services: AppServices,
  userId: number,
  reply: { paymentId: number | null; approved: boolean },
  kinds: readonly PaymentKind[],
): Promise<CheckoutAnswer> {
  const payment = reply.paymentId === null ? null : await findUserPayment(services.db, reply.paymentId, userId);
  return authenticatePayment(services, payment && kinds.includes(payment.kind) ? payment : null, reply.approved);
}
