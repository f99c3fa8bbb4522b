// POST /api/enhancements/payment/later { payment_method, judgment_id, upsells, amount }: pays for
// enhancements of an existing listing (the enhancements-later page), the upsells named in the
// request. Same answers as POST /api/enhancements/payment, including the 3-D Secure reply
// { intent: 'authenticate', payment_id, approved }.
import { paymentPostSchema } from "~/domain/schemas/payment-forms";
import { upsellIdsFromBody } from "~/server/enhancements/cart";
import { checkoutJson } from "~/server/checkout/answer-json";
import { authenticateOwnPayment } from "~/server/checkout/authenticate";
import { payForEnhancements } from "~/server/checkout/paid-things/enhancements";
import { invalid } from "~/server/http/refusal";
import { post } from "~/server/http/endpoint";

const route = post({ access: "member", body: paymentPostSchema }, async ({ services, user, body }) => {
  if ("reply" in body) return checkoutJson(await authenticateOwnPayment(services, user.id, body.reply, ["enhancement", "premium"]));

  const payment = body.payment;
  const upsellIds = upsellIdsFromBody(payment);
  if (upsellIds === null) throw invalid({ upsells: ["Choose from the enhancements on offer."] });
  return checkoutJson(await payForEnhancements(services, { userId: user.id, judgmentId: payment.judgment_id, upsellIds, body: payment }));
});

export const loader = route.loader;
export const action = route.action;
