// POST /api/enhancements/payment { payment_method, judgment_id, amount, is_premium }: pays for the
// cart saved with POST /api/judgments/sell/upsells (plus a month of premium membership when
// is_premium is true). The server prices the cart; `amount` must match (409 otherwise).
// Answers { status: 'succeeded', message } | { status: 'requires_action', payment_id,
// client_secret } | 402 { errors: { payment_method: [the card's decline] } } | 403/404/409/422.
// The 3-D Secure answer comes back here as { intent: 'authenticate', payment_id, approved }.
import { paymentPostSchema } from "~/domain/payment-forms";
import { getRequestInfo } from "~/server/context";
import { cartFor, saveUpsellCart } from "~/server/enhancements/cart";
import { loadUpsellCatalogue } from "~/server/enhancements/catalogue";
import { checkoutJson } from "~/server/checkout/answer-json";
import { authenticateOwnPayment } from "~/server/checkout/authenticate";
import { payForEnhancements } from "~/server/checkout/paid-things/enhancements";
import { post } from "~/server/http/endpoint";

const route = post({ access: "member", body: paymentPostSchema }, async ({ request, context, services, user, body }) => {
  if ("reply" in body) return checkoutJson(await authenticateOwnPayment(services, user.id, body.reply, ["enhancement", "premium"]));

  const payment = body.payment;
  const judgmentId = payment.judgment_id;
  const upsellIds = judgmentId === null ? [] : await cartFor(request, services, judgmentId);
  if (payment.is_premium) {
    const premium = (await loadUpsellCatalogue(services.db)).find((upsell) => upsell.code === "premium");
    if (premium && !upsellIds.includes(premium.id)) upsellIds.push(premium.id);
  }
  const answer = await payForEnhancements(services, { userId: user.id, judgmentId, upsellIds, body: payment });
  // Paid items are the listing's now: the cart starts empty next time.
  const cookie =
    "status" in answer && answer.status === "succeeded"
      ? await saveUpsellCart(request, services, undefined, getRequestInfo(context).ip)
      : null;
  return checkoutJson(answer, cookie ? { "Set-Cookie": cookie } : undefined);
});

export const loader = route.loader;
export const action = route.action;
