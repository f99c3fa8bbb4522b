// GET /api/users/payment_methods: the signed-in user's saved cards
// → { methods: [{ id, brand, last4, exp_month, exp_year }], default }.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { savedCards } from "~/server/payments/saved-cards";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loader({ request, context }: Args) {
  const user = await requireUser(request, context);
  const cards = await savedCards(getServices(context), user.id);
  if (!cards) return jsonError(502, "Your saved cards could not be loaded right now. Please refresh the page and try again.");
  return Response.json(cards, { headers: { "Cache-Control": "private, no-store" } });
}
