// GET /api/judgments/sell/upsells: the upsell ids in the seller's cart (the session's
// 'upsellCart'); with ?judgment_id= only when the cart is for that listing. Visitors have none.
// POST { upsells: [ids], judgment_id }: saves the cart for one of the user's listings and answers
// { judgment_id, upsells, total } with the total in cents as the server prices it.
import type { RouterContextProvider } from "react-router";
import { getOptionalUser, requireUser } from "~/server/auth/guards";
import { getRequestInfo, getServices } from "~/server/context";
import { readUpsellCart, saveUpsellCart, upsellIdsFromBody } from "~/server/enhancements/cart";
import { isRefusal, judgmentIdFrom, priceEnhancementOrder } from "~/server/enhancements/order";
import { invalid, jsonError } from "~/server/http/refusal";
import { readBody } from "~/server/http/body";

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Args) {
  const user = await getOptionalUser(request, context);
  const cart = user ? await readUpsellCart(request, getServices(context)) : null;
  const wanted = new URL(request.url).searchParams.get("judgment_id");
  const matches = cart && (wanted === null || judgmentIdFrom(wanted) === cart.judgmentId);
  return Response.json(matches ? cart.upsells : [], { headers: noStore });
}

export async function action({ request, context }: Args) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "GET, POST" });
  const user = await requireUser(request, context);
  const services = getServices(context);
  const body = await readBody(request);
  const upsellIds = upsellIdsFromBody(body);
  if (upsellIds === null) return invalid({ upsells: ["Choose from the enhancements on offer."] });
  const order = await priceEnhancementOrder(services, user.id, judgmentIdFrom(body.judgment_id), upsellIds);
  if (isRefusal(order)) return Response.json({ errors: order.errors }, { status: order.status });
  const upsells = order.cart.lines.map((line) => line.id);
  const cookie = await saveUpsellCart(request, services, { judgmentId: order.listing.id, upsells }, getRequestInfo(context).ip);
  const headers = new Headers(noStore);
  if (cookie) headers.append("Set-Cookie", cookie);
  return Response.json(
    { judgment_id: order.listing.id, upsells, total: order.cart.totalCents },
    { headers },
  );
}
