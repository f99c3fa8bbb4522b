// POST /api/enhancements/payment { payment_method, judgment_id, amount, is_premium }: the one
// checkout of a listing (docs/decisions/0016-checkout.md): its listing fee when it is still due,
// the cart saved with POST /api/judgments/sell/upsells, plus a month of premium membership when
// is_premium is true, in one payment. The server prices it; `amount`, in cents, must match (409 with the
// new `total` otherwise; 422 naming the format when it is missing or malformed). A cart paid entirely by the member's monthly credits, with nothing else due,
// is confirmed with amount 0 and no card: { status: 'succeeded', message, amount: 0 }.
// Answers { status: 'succeeded', message, payment_id, amount } | { status: 'requires_action',
// payment_id, client_secret } | 402 { errors: { payment_method: [the card's decline] } } |
// 403/404/409/422. The 3-D Secure answer comes back here as { intent: 'authenticate', payment_id, approved }.
// GET ?judgment_id= (&is_premium=1): the checkout summary { listing_fee, upsells, total, … } in cents.
import { paymentPostSchema, readPaymentAmount } from "~/domain/schemas/payment-forms";
import { getRequestInfo, type AppServices } from "~/server/context";
import { cartFor, saveUpsellCart } from "~/server/enhancements/cart";
import { loadUpsellCatalogue } from "~/server/enhancements/catalogue";
import { priceCheckout } from "~/server/enhancements/order";
import { checkoutJson } from "~/server/checkout/answer-json";
import { authenticateOwnPayment } from "~/server/checkout/authenticate";
import { checkoutSummaryJson, payForCheckout, spendIncludedCredits } from "~/server/checkout/paid-things/listing-checkout";
import { CHECKOUT_KINDS } from "~/server/enhancements/checkout-page";
import { isRefusal, judgmentIdFrom } from "~/server/checkout/refusal";
import { endpoint, get, post } from "~/server/http/endpoint";
import { Refusal } from "~/server/http/refusal";

/** The saved cart of the listing, with the premium month when asked for. */
async function upsellIdsOf(request: Request, services: AppServices, judgmentId: number | null, isPremium: boolean) {
  const upsellIds = judgmentId === null ? [] : await cartFor(request, services, judgmentId);
  if (isPremium) {
    const premium = (await loadUpsellCatalogue(services.db)).find((upsell) => upsell.code === "premium");
    if (premium && !upsellIds.includes(premium.id)) upsellIds.push(premium.id);
  }
  return upsellIds;
}

const summary = get({ access: "member" }, async ({ request, services, user }) => {
  const params = new URL(request.url).searchParams;
  const judgmentId = judgmentIdFrom(params.get("judgment_id"));
  const isPremium = ["1", "true"].includes(params.get("is_premium") ?? "");
  const order = await priceCheckout(services, user.id, judgmentId, await upsellIdsOf(request, services, judgmentId, isPremium));
  if (isRefusal(order)) throw new Refusal(order.status, order.errors);
  return Response.json(checkoutSummaryJson(order), { headers: { "Cache-Control": "private, no-store" } });
});

const pay = post({ access: "member", body: paymentPostSchema }, async ({ request, context, services, user, body }) => {
  if ("reply" in body) return checkoutJson(await authenticateOwnPayment(services, user.id, body.reply, [...CHECKOUT_KINDS]));

  const payment = body.payment;
  const judgmentId = payment.judgment_id;
  const upsellIds = await upsellIdsOf(request, services, judgmentId, payment.is_premium);
  const clearCart = async () => {
    const cookie = await saveUpsellCart(request, services, undefined, getRequestInfo(context).ip);
    return cookie ? { "Set-Cookie": cookie } : undefined;
  };
  const amount = readPaymentAmount(payment.amount, "cents");
  if (amount.ok && amount.cents === 0 && !payment.payment_method) {
    const used = await spendIncludedCredits(services, { userId: user.id, judgmentId, upsellIds });
    if (isRefusal(used)) throw new Refusal(used.status, used.errors, used.extra);
    return Response.json({ status: "succeeded", message: used.message, amount: 0 }, { headers: await clearCart() });
  }
  const answer = await payForCheckout(services, { userId: user.id, judgmentId, upsellIds, body: payment });
  // Paid items are the listing's now: the cart starts empty next time.
  const paid = "status" in answer && answer.status === "succeeded";
  return checkoutJson(answer, paid ? await clearCart() : undefined);
});

const route = endpoint({ GET: summary, POST: pay });

export const loader = route.loader;
export const action = route.action;
