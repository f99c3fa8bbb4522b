// POST /webhooks/stripe: Stripe's event deliveries. The signature covers the exact bytes sent, so
// the body is read raw (never parsed first), with the body size limit; see
// app/server/checkout/webhooks.ts.
import { requestLimits } from "~/config/limits";
import { handleStripeWebhook } from "~/server/checkout/webhooks";
import { post } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { readTextWithin } from "~/server/security/bounded-body";

const route = post({ access: "anyone" }, async ({ request, services }) => {
  const rawBody = await readTextWithin(request, requestLimits.maxBodyBytes);
  if (rawBody === null)
    throw jsonError(413, `The request is too large (at most ${Math.floor(requestLimits.maxBodyBytes / 1024 / 1024)} MB).`);
  return handleStripeWebhook(services, rawBody, request.headers.get("stripe-signature"));
});

export const loader = route.loader;
export const action = route.action;
