// POST /api/judgments/payment { payment_method, judgment_id, amount, attempt? }: the accepted
// buyer pays for a judgment. `amount` must be the total the page showed (agreed amount + buyer's
// fee, in cents; 409 otherwise). Answers { status: 'succeeded' | 'requires_action', … }, 402 with the
// card's error, 403/404/409/422 as usual. The 3-D Secure answer is posted here too:
// { intent: 'authenticate', payment_id, approved }.
import { paymentPostSchema } from "~/domain/schemas/payment-forms";
import { checkoutJson } from "~/server/checkout/answer-json";
import { authenticateOwnPayment } from "~/server/checkout/authenticate";
import { payForJudgment } from "~/server/checkout/paid-things/purchase";
import { post } from "~/server/http/endpoint";

const route = post({ access: "member", body: paymentPostSchema }, async ({ services, user, body }) => {
  if ("reply" in body) return checkoutJson(await authenticateOwnPayment(services, user.id, body.reply, ["purchase"]));
  return checkoutJson(await payForJudgment(services, { userId: user.id, body: body.payment }));
});

export const loader = route.loader;
export const action = route.action;
