// POST /api/enhancements/payment/later { payment_method, judgment_id, upsells, amount }: pays for
// enhancements of an existing listing (the enhancements-later page), the upsells named in the
// request. Same answers as POST /api/enhancements/payment, including the 3-D Secure reply
// { intent: 'authenticate', payment_id, approved }.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { upsellIdsFromBody } from "~/server/enhancements/cart";
import { judgmentIdFrom } from "~/server/enhancements/order";
import { checkoutJson } from "~/server/checkout/answer-json";
import { authenticateOwnPayment, authenticationReply } from "~/server/checkout/authenticate";
import { payForEnhancements } from "~/server/checkout/paid-things/enhancements";
import { invalid, jsonError } from "~/server/http/refusal";
import { readBody } from "~/server/http/body";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function action({ request, context }: Args) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  const user = await requireUser(request, context);
  const services = getServices(context);
  const body = await readBody(request);

  const reply = authenticationReply(body);
  if (reply) return checkoutJson(await authenticateOwnPayment(services, user.id, reply, ["enhancement", "premium"]));

  const upsellIds = upsellIdsFromBody(body);
  if (upsellIds === null) return invalid({ upsells: ["Choose from the enhancements on offer."] });
  return checkoutJson(
    await payForEnhancements(services, { userId: user.id, judgmentId: judgmentIdFrom(body.judgment_id), upsellIds, body }),
  );
}

export async function loader() {
  return jsonError(405, "Use POST.", { Allow: "POST" });
}
