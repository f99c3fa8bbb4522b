// The client secret Stripe.js needs to run the bank's 3-D Secure step for a charge that waits for
// the cardholder. It is not stored: it is asked of the provider, only for the paying user's own
// page or answer. Null when the charge no longer waits or the provider cannot be reached.
import type { AppServices } from "~/server/context";

export async function pendingClientSecret(
  services: Pick<AppServices, "payments">,
  payment: { status: string; providerPaymentId: string | null } | null,
): Promise<string | null> {
  if (payment?.status !== "requires_action" || !payment.providerPaymentId) return null;
  const result = await services.payments.retrieveCharge(payment.providerPaymentId).catch(() => null);
  return result?.status === "requires_action" ? result.clientSecret : null;
}
