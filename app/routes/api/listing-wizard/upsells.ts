// GET /api/judgments/sell/upsells: the upsell ids in the seller's cart (the session's
// 'upsellCart'); with ?judgment_id= only when the cart is for that listing. Visitors have none.
// POST { upsells: [ids], judgment_id }: saves the cart for one of the user's listings and answers
// { judgment_id, upsells, total, summary }: `total` in cents is what the checkout will charge (the
// listing fee included when it is due), `summary` the checkout summary (listing_fee, upsells,
// premium_discount, total…; GET /api/enhancements/payment's), which the enhancement pages show.
import { getRequestInfo } from "~/server/context";
import { readUpsellCart, saveUpsellCart, upsellIdsFromBody } from "~/server/enhancements/cart";
import { priceCheckout } from "~/server/enhancements/order";
import { checkoutSummaryJson } from "~/server/checkout/paid-things/listing-checkout";
import { isRefusal, judgmentIdFrom } from "~/server/checkout/refusal";
import { readBody } from "~/server/http/body";
import { endpoint, get, post } from "~/server/http/endpoint";
import { invalid, Refusal } from "~/server/http/refusal";

const noStore = { "Cache-Control": "private, no-store" };

const show = get({ access: "anyone" }, async ({ request, services, user }) => {
  const cart = user ? await readUpsellCart(request, services) : null;
  const wanted = new URL(request.url).searchParams.get("judgment_id");
  const matches = cart && (wanted === null || judgmentIdFrom(wanted) === cart.judgmentId);
  return Response.json(matches ? cart.upsells : [], { headers: noStore });
});

const save = post({ access: "member" }, async ({ request, context, services, user }) => {
  const body = await readBody(request);
  const upsellIds = upsellIdsFromBody(body);
  if (upsellIds === null) throw invalid({ upsells: ["Choose from the enhancements on offer."] });
  const order = await priceCheckout(services, user.id, judgmentIdFrom(body.judgment_id), upsellIds);
  if (isRefusal(order)) throw new Refusal(order.status, order.errors);
  const upsells = order.cart.lines.map((line) => line.id);
  const cookie = await saveUpsellCart(request, services, { judgmentId: order.listing.id, upsells }, getRequestInfo(context).ip);
  const headers = new Headers(noStore);
  if (cookie) headers.append("Set-Cookie", cookie);
  return Response.json(
    { judgment_id: order.listing.id, upsells, total: order.totalCents, summary: checkoutSummaryJson(order) },
    { headers },
  );
});

const route = endpoint({ GET: show, POST: save });

export const loader = route.loader;
export const action = route.action;
