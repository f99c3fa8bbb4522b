// POST /api/enhancements/payment/later { payment_method, judgment_id, upsells, amount }: pays for
// enhancements of an existing listing (the enhancements-later page), the upsells named in the
// request. Same answers as POST /api/enhancements/payment, including the 3-D Secure reply
// { intent: 'authenticate', payment_id, approved }.
import { upsellIdsFromBody } from "~/server/enhancements/cart";
import { judgmentIdFrom } from "~/server/checkout/refusal";
import { checkoutJson } from "~/server/checkout/answer-json";
import { authenticateOwnPayment, authenticationReply } from "~/server/checkout/authenticate";
import { payForEnhancements } from "~/server/checkout/paid-things/enhancements";
import { invalid } from "~/server/http/refusal";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";

const route = post({ access: "member" }, async ({ request, services, user }) => {
  const body = await readBody(request);
  const reply = authenticationReply(body);
  if (reply) return checkoutJson(await authenticateOwnPayment(services, user.id, reply, ["enhancement", "premium"]));

  const upsellIds = upsellIdsFromBody(body);
  if (upsellIds === null) throw invalid({ upsells: ["Choose from the enhancements on offer."] });
  return checkoutJson(
    await payForEnhancements(services, { userId: user.id, judgmentId: judgmentIdFrom(body.judgment_id), upsellIds, body }),
  );
});

export const loader = route.loader;
export const action = route.action;
