// A test app whose payments go through the Stripe provider to the local Stripe fake.
import { createStripeProvider } from "~/server/payments/stripe";
import { createTestApp, type TestApp } from "./app";
import { startStripeFake, type StripeFake } from "./stripe-fake";

/** The Stripe provider pointed at the fake, without the SDK's retries (tests want one request). */
export function stripeProviderFor(fake: StripeFake) {
  return createStripeProvider({
    secretKey: "sk_test_fake",
    api: { host: fake.host, port: fake.port, protocol: "http" },
    maxNetworkRetries: 0,
  });
}

export async function createStripeTestApp(env: Record<string, string> = {}): Promise<{ app: TestApp; fake: StripeFake }> {
  const fake = await startStripeFake();
  const app = await createTestApp(env);
  app.services.payments = stripeProviderFor(fake);
  return { app, fake };
}
