// The payment provider's customer for a user, created on first use and remembered.
import type { AppServices } from "~/server/context";
import { getPaymentCustomerId, setPaymentCustomerId } from "~/server/queries/payment-customers";
import { findAccountById } from "~/server/queries/users";

export async function ensurePaymentCustomer(services: Pick<AppServices, "db" | "payments">, userId: number): Promise<string> {
  const existing = await getPaymentCustomerId(services.db, userId);
  if (existing) return existing;
  const user = await findAccountById(services.db, userId);
  if (!user) throw new Error(`No user ${userId}`);
  const customerId = await services.payments.createCustomer({ id: user.id, email: user.email, name: user.name });
  // Two requests may race here; the first stored id wins and the other customer is left unused.
  return setPaymentCustomerId(services.db, userId, customerId);
}
