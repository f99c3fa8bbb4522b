// POST /api/judgments/payment { payment_method, judgment_id, amount, attempt? }: the accepted
// buyer pays for a judgment. `amount` must be the total the page showed (agreed amount + buyer's
// fee) in dollars, "2090.55" or a plain number of dollars (DESIGN.md section 5): 409 when the total
// is another, 422 naming the format when it is missing or malformed. Answers { status: 'succeeded'
// | 'requires_action', …, amount (cents, as the payment row has it) }, 402 with the card's error
// ({ errors, message }), 403/404/409/422 as usual. The 3-D Secure answer is posted here too:
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
