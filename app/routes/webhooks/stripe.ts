// POST /webhooks/stripe: Stripe's event deliveries. The signature covers the exact bytes sent, so
// the body is read raw (never parsed first); see app/server/checkout/webhooks.ts.
import type { RouterContextProvider } from "react-router";
import { getServices } from "~/server/context";
import { handleStripeWebhook } from "~/server/checkout/webhooks";

export async function action({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  if (request.method !== "POST") return Response.json({ errors: { _: ["Method not allowed."] } }, { status: 405, headers: { Allow: "POST" } });
  const rawBody = await request.text();
  return handleStripeWebhook(getServices(context), rawBody, request.headers.get("stripe-signature"));
}

export function loader() {
  return Response.json({ errors: { _: ["Method not allowed."] } }, { status: 405, headers: { Allow: "POST" } });
}
