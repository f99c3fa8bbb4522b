// GET /api/payouts/stripe: the link where the seller sets up (or updates) the payout account,
// as { stripe: { url } }. 401 when signed out.
import { get } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { PaymentError } from "~/server/payments/provider";
import { payoutOnboardingUrl } from "~/server/payouts/account";

const route = get({ access: "member" }, async ({ services, user }) => {
  try {
    const url = await payoutOnboardingUrl(services, { id: user.id, email: user.email });
    return Response.json({ stripe: { url } }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof PaymentError) throw jsonError(502, error.message);
    throw error;
  }
});

export const loader = route.loader;
export const action = route.action;
