// Chooses the payment provider: Stripe when its secret key is set, otherwise the offline one.
import type { AppConfig } from "~/server/config";
import type { Database } from "~/server/db/client";
import { createOfflineProvider } from "./offline";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe";

export function createPaymentProvider(config: AppConfig, db: Database): PaymentProvider {
  if (config.stripe.secretKey) {
    if (!config.stripe.webhookSecret)
      console.warn(
        "STRIPE_WEBHOOK_SECRET is not set: /webhooks/stripe answers 404 and 3-D Secure payments settle only when the buyer returns.",
      );
    if (!config.stripe.publishableKey) console.warn("STRIPE_PUBLISHABLE_KEY is not set: the card form cannot use Stripe Elements.");
    return createStripeProvider({ secretKey: config.stripe.secretKey, api: config.stripe.api });
  }
  return createOfflineProvider(db);
}
