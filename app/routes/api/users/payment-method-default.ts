// POST /api/users/payment_methods/default { payment_method }: makes one of the signed-in member's
// saved cards the default → { methods, default }. 404 when the card is not theirs (the same
// answer as a missing one), 422 without a card, 502 when the provider cannot be asked.
import { defaultCardSchema } from "~/domain/schemas/saved-cards";
import { post } from "~/server/http/endpoint";
import { makeDefaultCard } from "~/server/payments/saved-cards";

const route = post({ access: "member", body: defaultCardSchema }, async ({ services, user, body }) => {
  const cards = await makeDefaultCard(services, user.id, body.payment_method);
  return Response.json(cards, { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
