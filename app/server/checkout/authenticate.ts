// The one 3-D Secure path. A charge the bank wants confirmed answers `requires_action`; the page
// shows the "Authenticate this payment" step (Stripe.js runs the bank's own step with the client
// secret), and the reply comes back to the same route as `intent=authenticate`, `payment_id` and
// `approved`. The provider then tells what became of the charge (`completeAuthentication`, declared
// on the provider interface) and the paid thing's settle step records it, exactly as if the
// charge had answered at once.
import type { AppServices } from "~/server/context";
import type { ChargeAnswer, CheckoutAnswer } from "~/server/checkout/answer";
import { parseAmountCents } from "~/server/enhancements/order";
import type { ChargeResult } from "~/server/payments/provider";
import type { PaymentRow } from "~/server/queries/payments";

/**
 * A 3-D Secure answer posted back to a payment: `intent=authenticate`, `payment_id` and `approved`
 * (1 or 0; true or false in JSON), as the card form's "Authenticate this payment" step sends it.
 * Null for any other post.
 */
export function authenticationReply(body: Record<string, unknown>): { paymentId: number | null; approved: boolean } | null {
  if (body.intent !== "authenticate") return null;
  const id = parseAmountCents(body.payment_id);
  const approved = body.approved === true || body.approved === "1" || body.approved === "true";
  return { paymentId: id && id > 0 ? id : null, approved };
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
