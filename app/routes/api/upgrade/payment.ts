// POST /api/upgrade/payment { payment_method, judgment_id, amount }: one month of premium
// membership (docs/decisions/0010-premium.md), bought from the upgrade page of one of the user's
// listings. `amount` must be the fee schedule's monthly price in cents (409 otherwise); an optional
// `premium_until` (the membership end the page showed) stops a form sent twice from buying twice.
// Same answers as POST /api/enhancements/payment, including the 3-D Secure reply.
import { paymentPostSchema } from "~/domain/schemas/payment-forms";
import { checkoutJson } from "~/server/checkout/answer-json";
import { authenticateOwnPayment } from "~/server/checkout/authenticate";
import { payForPremium } from "~/server/checkout/paid-things/premium";
import { post } from "~/server/http/endpoint";

const route = post({ access: "member", body: paymentPostSchema }, async ({ services, user, body }) => {
  if ("reply" in body) return checkoutJson(await authenticateOwnPayment(services, user.id, body.reply, ["enhancement", "premium"]));
  const payment = body.payment;
  return checkoutJson(await payForPremium(services, { userId: user.id, judgmentId: payment.judgment_id, body: payment }));
});

export const loader = route.loader;
export const action = route.action;
