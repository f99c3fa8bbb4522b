// DELETE /api/users/payment_methods/{id}: removes one of the signed-in member's saved cards
// (detached at the payment provider; another card becomes the default if it was) →
// { methods, default }. 404 when the card is not theirs (the same answer as a missing one), 502
// when the provider cannot be asked.
import { savedCardIdSchema } from "~/domain/schemas/saved-cards";
import { del } from "~/server/http/endpoint";
import { refuse } from "~/server/http/refusal";
import { CARD_NOT_FOUND, removeCard } from "~/server/payments/saved-cards";

const route = del({ access: "member" }, async ({ services, user, params }) => {
  const id = savedCardIdSchema.safeParse(params.id);
  if (!id.success) throw refuse(404, "payment_method", CARD_NOT_FOUND);
  const cards = await removeCard(services, user.id, id.data);
  return Response.json(cards, { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
