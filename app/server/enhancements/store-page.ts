// The loader and action shared by the two enhancement pages: /sell/enhance (the wizard's step
// after the documents) and /sell/enhance/{id} (the enhancements-later page of an existing
// listing). Without JavaScript the page is three screens — choose (a form of checkboxes), pay (the
// order and the card form) and paid (the thank-you) — moved between by redirects; with JavaScript
// the same action answers the payment dialog's fetcher with data instead of a redirect.
import { data, redirect, type RouterContextProvider } from "react-router";
import { PAYMENT_THANK_YOU, premiumMemberPrice } from "~/domain/enhancements";
import { parseId } from "~/domain/ids";
import { paymentRequestSchema } from "~/domain/schemas/payment-forms";
import { listingStatusLabel, listingStatusLabels } from "~/domain/listing-status";
import { requireUser } from "~/server/auth/guards";
import { getRequestInfo, getServices } from "~/server/context";
import { cartFor, saveUpsellCart, upsellIdsFromBody } from "~/server/enhancements/cart";
import { priceCheckout, priceEnhancementOrder, type CheckoutOrder } from "~/server/enhancements/order";
import { isRefusal, refusal, type OrderRefusal } from "~/server/checkout/refusal";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { authenticateOwnPayment, authenticationReply } from "~/server/checkout/authenticate";
import { payForEnhancements } from "~/server/checkout/paid-things/enhancements";
import { parseInput, readBody } from "~/server/http/body";
import { jsonError, type FieldErrors } from "~/server/http/refusal";
import { findEnhanceableListing, findUserFeePayment } from "~/server/queries/upsells";
import { listingFeeDue } from "~/server/enhancements/order";
import { creditAllowance } from "~/server/enhancements/credits";
import type { CreditAllowance } from "~/domain/listing-credits";
import { checkoutPath } from "~/domain/listing-facts";
import { successPath } from "~/server/enhancements/checkout-page";
import { checkoutSummaryJson, spendIncludedCredits } from "~/server/checkout/paid-things/listing-checkout";
import { enhancementSalesFigure, type SalesFigure } from "~/domain/enhancement-sales";
import { countEnhancementSales } from "~/server/queries/enhancement-sales";
import { redirectWithToast } from "~/server/toast";

type Context = Readonly<RouterContextProvider>;
export type StoreMode = "wizard" | "later";

/**
 * Where each page sends the seller: OK after paying, "later", back, the upgrade page, and the one
 * checkout when the cart is paid there (the wizard; a listing whose fee is unpaid: with the fee).
 */
export function storeLinks(mode: StoreMode, judgmentId: number, feeDue = false) {
  const common = { upgrade: `/sell/upgrade/${judgmentId}` };
  return mode === "wizard"
    ? {
        ...common,
        ok: successPath(judgmentId),
        skip: checkoutPath(judgmentId),
        back: `/sell/documents/${judgmentId}`,
        checkout: checkoutPath(judgmentId),
      }
    : {
        ...common,
        ok: `/judgments/${judgmentId}/edit`,
        skip: null,
        back: `/judgments/${judgmentId}/edit`,
        checkout: feeDue ? checkoutPath(judgmentId) : null,
      };
}

/** The page's own URL for one of its screens. */
export function storePath(mode: StoreMode, judgmentId: number, screen: { step?: "pay"; paid?: number } = {}): string {
  const params = new URLSearchParams(mode === "wizard" ? { judgment_id: String(judgmentId) } : {});
  if (screen.step) params.set("step", screen.step);
  if (screen.paid) params.set("paid", String(screen.paid));
  const base = mode === "wizard" ? "/sell/enhance" : `/sell/enhance/${judgmentId}`;
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The refusal as the error page shows it, with its own message (docs/decisions/0015). */
function throwRefusal(refused: OrderRefusal): never {
  throw jsonError(refused.status, refused.errors.judgment_id?.[0] ?? "Not allowed");
}

/**
 * The store as the page shows it. The cart is the checkout's own summary (the listing fee when due,
 * the enhancements, the premium discount and the total the checkout charges), priced here and again
 * by the cart's API after each change: the browser never adds figures up.
 */
function storeJson(order: CheckoutOrder, credits: CreditAllowance | null, salesFigure: SalesFigure | null) {
  const { listing, catalogue, cart, membership } = order;
  return {
    listing: {
      id: listing.id,
      title: listing.title,
      status: listingStatusLabel(listing.status, order.fee !== null),
      place: `${listing.countyName}, ${listing.stateName}`,
    },
    catalogue: catalogue.map((upsell) => ({
      ...upsell,
      memberCents: premiumMemberPrice(upsell),
      owned: upsell.code !== "premium" && listing.owned.includes(upsell.code),
    })),
    premiumMember: order.premiumMember,
    premiumUntil: membership.premiumUntil?.toISOString() ?? null,
    credits,
    selected: cart.lines.map((line) => line.id),
    summary: checkoutSummaryJson(order),
    /** Listings with and without enhancements that sold, from the marketplace's own finished listings; null below the floor. */
    salesFigure,
  };
}

export async function loadEnhancementStore(request: Request, context: Context, mode: StoreMode, judgmentId: number | null) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  if (judgmentId === null) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const selected = await cartFor(request, services, judgmentId);
  let order = await priceCheckout(services, user.id, judgmentId, selected);
  // A cart saved before the catalogue changed: start again with an empty one.
  if (isRefusal(order) && order.status === 422) order = await priceCheckout(services, user.id, judgmentId, []);
  if (isRefusal(order) && order.status !== 409) throwRefusal(order);

  const links = {
    ...storeLinks(mode, judgmentId, !isRefusal(order) && order.fee !== null),
    choose: storePath(mode, judgmentId),
    pay: storePath(mode, judgmentId, { step: "pay" }),
  };
  if (isRefusal(order)) {
    // The listing is past selling (offer accepted, sold, cancelled): say so rather than sell.
    const listing = await findEnhanceableListing(services.db, judgmentId);
    const closed = `${listing ? `“${listing.title}” is ${listingStatusLabels[listing.status]}. ` : ""}${order.errors.judgment_id?.[0] ?? ""}`;
    return data({ mode, closed, links, judgmentId, store: null, paid: null, step: "choose" as const }, { status: 409 });
  }

  const paidId = parseId(url.searchParams.get("paid"));
  const payment = paidId === null ? null : await findUserFeePayment(services.db, paidId, user.id);
  const paid =
    payment && payment.status === "succeeded" && payment.judgmentId === judgmentId
      ? { paymentId: payment.id, amountCents: payment.amountCents }
      : null;
  // The one checkout takes the payment (the wizard; a listing whose fee is unpaid): never a pay screen here.
  const step = paid
    ? ("paid" as const)
    : url.searchParams.get("step") === "pay" && order.cart.lines.length > 0 && !links.checkout
      ? ("pay" as const)
      : ("choose" as const);
  const credits = order.premiumMember ? await creditAllowance(services, user.id, order.membership) : null;
  const sales = await countEnhancementSales(services.db);
  return { mode, closed: null, links, judgmentId, store: storeJson(order, credits, enhancementSalesFigure(sales)), paid, step };
}

export type StoreActionData = {
  errors?: FieldErrors;
  /**
   * Set when the card needs 3-D Secure: the payment to authenticate and the charge's client secret
   * for Stripe.js (only ever in the paying user's own answer).
   */
  authenticate?: { paymentId: number; amountCents: number; clientSecret: string };
  /** Set (for the JavaScript dialog) when the payment succeeded. */
  paid?: { paymentId: number; message: string };
};

export async function enhancementStoreAction(request: Request, context: Context, mode: StoreMode, judgmentId: number | null) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  if (judgmentId === null) throw new Response("Not Found", { status: 404 });
  const body = await readBody(request);
  const withJs = body.js === "1";

  const succeeded = async (paymentId: number) => {
    const cookie = await saveUpsellCart(request, services, undefined, getRequestInfo(context).ip);
    const headers = cookie ? { "Set-Cookie": cookie } : undefined;
    if (withJs) return data<StoreActionData>({ paid: { paymentId, message: PAYMENT_THANK_YOU } }, { headers });
    return redirect(storePath(mode, judgmentId, { paid: paymentId }), { headers });
  };
  const answered = (answer: CheckoutAnswer) => {
    if ("refused" in answer) return data<StoreActionData>({ errors: answer.errors }, { status: answer.status });
    // The card form shows `_` as the provider's message (the JSON API names it payment_method).
    if (answer.status === "failed") return data<StoreActionData>({ errors: { _: [answer.message] } }, { status: 402 });
    if (answer.status === "in_progress") return data<StoreActionData>({ errors: { payment_method: [answer.message] } }, { status: 409 });
    if (answer.status === "requires_action") {
      return data<StoreActionData>({
        authenticate: { paymentId: answer.payment.id, amountCents: answer.payment.amountCents, clientSecret: answer.clientSecret },
      });
    }
    return succeeded(answer.payment.id);
  };

  if (body.intent === "authenticate") {
    const reply = authenticationReply(body)!;
    return answered(await authenticateOwnPayment(services, user.id, reply, ["enhancement", "premium"]));
  }

  const upsellIds = upsellIdsFromBody(body);
  if (upsellIds === null)
    return data<StoreActionData>({ errors: refusal(422, "upsells", "Choose from the enhancements on offer.").errors }, { status: 422 });

  if (body.intent === "credits") {
    const used = await spendIncludedCredits(services, { userId: user.id, judgmentId, upsellIds });
    if (isRefusal(used)) return data<StoreActionData>({ errors: used.errors }, { status: used.status });
    const cookie = await saveUpsellCart(request, services, undefined, getRequestInfo(context).ip);
    return redirectWithToast(
      services,
      mode === "wizard" ? successPath(judgmentId) : `/judgments/${judgmentId}/edit`,
      { type: "success", description: used.message },
      cookie ? { "Set-Cookie": cookie } : {},
    );
  }

  if (body.intent === "pay") {
    const payment = parseInput(body, paymentRequestSchema);
    const answer = await payForEnhancements(services, { userId: user.id, judgmentId, upsellIds, body: payment });
    return answered(answer);
  }

  // intent=cart (the form without JavaScript): remember the choice, then the payment screen.
  const order = await priceEnhancementOrder(services, user.id, judgmentId, upsellIds);
  if (isRefusal(order)) {
    if (order.status === 422) return data<StoreActionData>({ errors: order.errors }, { status: 422 });
    throwRefusal(order);
  }
  const upsells = body.intent === "skip" ? [] : order.cart.lines.map((line) => line.id);
  const cookie = await saveUpsellCart(request, services, { judgmentId, upsells }, getRequestInfo(context).ip);
  const headers = cookie ? { "Set-Cookie": cookie } : undefined;
  // The wizard (and a listing whose fee is unpaid) pays at the one checkout; "Skip" goes on with an empty cart.
  const checkout = storeLinks(mode, judgmentId, (await listingFeeDue(services, judgmentId)) !== null).checkout;
  if (checkout) return redirect(checkout, { headers });
  if (upsells.length === 0) {
    return data<StoreActionData>({ errors: { upsells: ["Choose at least one enhancement."] } }, { status: 422, headers });
  }
  return redirect(storePath(mode, judgmentId, { step: "pay" }), { headers });
}
