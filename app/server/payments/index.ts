// Chooses the payment provider: Stripe when its secret key is set, otherwise the offline one.
import type { AppConfig } from "~/server/config";
import type { Database } from "~/server/db/client";
import { createOfflineProvider } from "./offline";
import type { PaymentProvider } from "./provider";

export function createPaymentProvider(config: AppConfig, db: Database): PaymentProvider {
  if (config.stripe.secretKey) {
    // The Stripe implementation arrives with the transaction work (issue 5); until then refuse to
    // pretend: a deployment with Stripe keys must not take simulated payments.
    throw new Error("STRIPE_SECRET_KEY is set, but the Stripe payment provider is not available in this version yet.");
  }
  return createOfflineProvider(db);
}
