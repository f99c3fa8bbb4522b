// GET /api/users/payment_methods: the signed-in user's saved cards
// → { methods: [{ id, brand, last4, exp_month, exp_year }], default }.
import { get } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { savedCards } from "~/server/payments/saved-cards";

const route = get({ access: "member" }, async ({ services, user }) => {
  const cards = await savedCards(services, user.id);
  if (!cards) throw jsonError(502, "Your saved cards could not be loaded right now. Please refresh the page and try again.");
  return Response.json(cards, { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
