// /sell/checkout?judgment_id={id}, the wizard's one checkout (docs/decisions/0016-checkout.md):
// the listing fee when due, the enhancements in the seller's saved cart and the premium month if
// chosen, one card entry, one payment. Nothing due: on to the success page. The loader's
// `summary` is the seller spec's checkout summary (listing_fee, upsells, total), as
// GET /api/enhancements/payment answers it.
import { data, redirect, type RouterContextProvider } from "react-router";
import { includedIds } from "~/domain/enhancements";
import { parseId } from "~/domain/ids";
import { paymentRequestSchema } from "~/domain/schemas/payment-forms";
import { requireUser } from "~/server/auth/guards";
import { getRequestInfo, getServices, type AppServices } from "~/server/context";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { authenticateOwnPayment, authenticationReply } from "~/server/checkout/authenticate";
import { checkoutSummaryJson, payForCheckout, spendIncludedCredits } from "~/server/checkout/paid-things/listing-checkout";
import { checkoutKey, enhancementKey } from "~/server/checkout/paid-things/upsell-purchase";
import { isRefusal } from "~/server/checkout/refusal";
import { cartFor, saveUpsellCart } from "~/server/enhancements/cart";
import { priceCheckout, type CheckoutOrder } from "~/server/enhancements/order";
import { parseInput, readBody } from "~/server/http/body";
import { jsonError } from "~/server/http/refusal";
import { pendingClientSecret } from "~/server/payments/client-secret";
import { findPaymentByIdempotencyKey } from "~/server/queries/payments";
import { redirectWithToast } from "~/server/toast";

type Context = Readonly<RouterContextProvider>;

export const successPath = (judgmentId: number) => `/sell/success?judgment_id=${judgmentId}`;

/** The kinds a checkout payment may be (a 3-D Secure reply names one of them). */
export const CHECKOUT_KINDS = ["listing_checkout", "enhancement", "premium"] as const;

/** The order of the seller's listing with its saved cart (a stale cart: priced empty). */
export async function checkoutOrder(services: AppServices, request: Request, userId: number, judgmentId: number | null) {
  if (judgmentId === null) throw jsonError(404, "No judgment found.");
  const cart = await cartFor(request, services, judgmentId);
  let order = await priceCheckout(services, userId, judgmentId, cart);
  if (isRefusal(order) && order.status === 422) order = await priceCheckout(services, userId, judgmentId, []);
  if (isRefusal(order)) throw jsonError(order.status, order.errors.judgment_id?.[0] ?? "Not allowed");
  return order;
}

/** The payment this order would be (found by its key): one waiting for 3-D Secure is shown as such. */
function keyOf(order: CheckoutOrder): string {
  return order.fee
    ? checkoutKey(order.listing.id, order.fee, order.cart, order.membership)
    : enhancementKey(order.listing.id, order.cart, order.membership);
}

export async function loadCheckoutPage(request: Request, context: Context) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const order = await checkoutOrder(services, request, user.id, parseId(new URL(request.url).searchParams.get("judgment_id")));
  const creditsOnly = order.totalCents === 0 && includedIds(order.cart).length > 0;
  if (order.totalCents === 0 && !creditsOnly) throw redirect(successPath(order.listing.id));
  const payment = order.totalCents > 0 ? await findPaymentByIdempotencyKey(services.db, keyOf(order)) : null;
  const waiting = payment?.status === "requires_action" ? payment : null;
  return {
    listing: { id: order.listing.id, title: order.listing.title, place: `${order.listing.countyName}, ${order.listing.stateName}` },
    fee: order.fee,
    lines: order.cart.lines,
    discountCents: order.cart.discountCents,
    totalCents: order.totalCents,
    creditsOnly,
    summary: checkoutSummaryJson(order),
    authenticate: waiting ? { paymentId: waiting.id, clientSecret: await pendingClientSecret(services, waiting) } : null,
  };
}

export type CheckoutActionData = { errors: Record<string, string[]>; total?: number };

export async function checkoutAction(request: Request, context: Context) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const judgmentId = parseId(new URL(request.url).searchParams.get("judgment_id"));
  const order = await checkoutOrder(services, request, user.id, judgmentId);
  const body = await readBody(request);

  const paid = async () => {
    const cookie = await saveUpsellCart(request, services, undefined, getRequestInfo(context).ip);
    return redirectWithToast(
      services,
      successPath(order.listing.id),
      { type: "success", title: "Payment received", description: "Thank you! An invoice has been e-mailed to you for your records." },
      cookie ? { "Set-Cookie": cookie } : {},
    );
  };
  const answered = async (answer: CheckoutAnswer) => {
    if ("refused" in answer) {
      const total = typeof answer.extra?.total === "number" ? answer.extra.total : undefined;
      return data<CheckoutActionData>({ errors: answer.errors, total }, { status: answer.status });
    }
    if (answer.status === "succeeded") return paid();
    // 3-D Secure: the page shows the authentication step (its loader finds the waiting payment).
    if (answer.status === "requires_action") throw redirect(`/sell/checkout?judgment_id=${order.listing.id}`);
    return data<CheckoutActionData>({ errors: { _: [answer.message] } }, { status: answer.status === "in_progress" ? 409 : 402 });
  };

  const reply = authenticationReply(body);
  if (reply) return answered(await authenticateOwnPayment(services, user.id, reply, [...CHECKOUT_KINDS]));
  // Paid meanwhile (a form sent again after its payment went through): nothing is due any more.
  if (order.totalCents === 0 && includedIds(order.cart).length === 0) throw redirect(successPath(order.listing.id));
  const upsellIds = order.cart.lines.map((line) => line.id);
  if (body.intent === "credits") {
    const used = await spendIncludedCredits(services, { userId: user.id, judgmentId: order.listing.id, upsellIds });
    if (isRefusal(used)) return data<CheckoutActionData>({ errors: used.errors }, { status: used.status });
    return paid();
  }
  const payment = parseInput(body, paymentRequestSchema);
  return answered(await payForCheckout(services, { userId: user.id, judgmentId: order.listing.id, upsellIds, body: payment }));
}
