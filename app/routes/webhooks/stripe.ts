// POST /webhooks/stripe: Stripe's event deliveries. The signature covers the exact bytes sent, so
// the body is read raw (never parsed first); see app/server/checkout/webhooks.ts.
import type { RouterContextProvider } from "react-router";
import { requestLimits } from "~/config/limits";
import { getServices } from "~/server/context";
import { handleStripeWebhook } from "~/server/checkout/webhooks";
import { readTextWithin } from "~/server/security/bounded-body";

export async function action({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  if (request.method !== "POST")
    return Response.json({ errors: { _: ["Method not allowed."] } }, { status: 405, headers: { Allow: "POST" } });
  const rawBody = await readTextWithin(request, requestLimits.maxBodyBytes);
  if (rawBody === null)
    return Response.json(
      { errors: { _: [`The request is too large (at most ${Math.floor(requestLimits.maxBodyBytes / 1024 / 1024)} MB).`] } },
      { status: 413 },
    );
  return handleStripeWebhook(getServices(context), rawBody, request.headers.get("stripe-signature"));
}

export function loader() {
  return Response.json({ errors: { _: ["Method not allowed."] } }, { status: 405, headers: { Allow: "POST" } });
}
