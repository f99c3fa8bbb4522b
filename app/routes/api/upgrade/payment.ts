// POST /api/upgrade/payment { payment_method, judgment_id, amount }: one month of premium
// membership (docs/decisions/0010-premium.md), bought from the upgrade page of one of the user's
// listings. `amount` must be the fee schedule's monthly price in cents (409 otherwise); an optional
// `premium_until` (the membership end the page showed) stops a form sent twice from buying twice.
// Same answers as POST /api/enhancements/payment, including the 3-D Secure reply.
import { judgmentIdFrom } from "~/server/checkout/refusal";
import { checkoutJson } from "~/server/checkout/answer-json";
import { authenticateOwnPayment, authenticationReply } from "~/server/checkout/authenticate";
import { payForPremium } from "~/server/checkout/paid-things/premium";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";

const route = post({ access: "member" }, async ({ request, services, user }) => {
  const body = await readBody(request);
  const reply = authenticationReply(body);
  if (reply) return checkoutJson(await authenticateOwnPayment(services, user.id, reply, ["enhancement", "premium"]));
  return checkoutJson(await payForPremium(services, { userId: user.id, judgmentId: judgmentIdFrom(body.judgment_id), body }));
});

export const loader = route.loader;
export const action = route.action;
