// POST /api/judgments/payment { payment_method, judgment_id, amount, attempt? }: the accepted
// buyer pays for a judgment. `amount` must be the total the page showed (agreed amount + buyer's
// fee, in cents; 409 otherwise). Answers { status: 'succeeded' | 'requires_action', … }, 402 with the
// card's error, 403/404/409/422 as usual. The 3-D Secure answer is posted here too:
// { intent: 'authenticate', payment_id, approved }.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { authenticationReply } from "~/server/checkout/paid-things/enhancements";
import { jsonError, readBody } from "~/server/http";
import { finishPurchaseAuthentication, payForJudgment, purchaseJson } from "~/server/checkout/paid-things/purchase";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function action({ request, context }: Args) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  const user = await requireUser(request, context);
  const services = getServices(context);
  const body = await readBody(request);
  const reply = authenticationReply(body);
  if (reply) return purchaseJson(await finishPurchaseAuthentication(services, { userId: user.id, ...reply }));
  return purchaseJson(await payForJudgment(services, { userId: user.id, body }));
}

export async function loader() {
  return jsonError(405, "Use POST.", { Allow: "POST" });
}
