// GET /api/payouts/stripe: the link where the seller sets up (or updates) the payout account,
// as { stripe: { url } }. 401 when signed out.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { PaymentError } from "~/server/payments/provider";
import { payoutOnboardingUrl } from "~/server/payouts/account";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loader({ request, context }: Args) {
  const user = await requireUser(request, context);
  try {
    const url = await payoutOnboardingUrl(getServices(context), { id: user.id, email: user.email });
    return Response.json({ stripe: { url } }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof PaymentError) return jsonError(502, error.message);
    throw error;
  }
}

export async function action() {
  return jsonError(405, "Use GET.", { Allow: "GET" });
}
