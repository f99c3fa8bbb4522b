// POST /api/judgments/offer/edit (id, amount): the buyer changes the amount of its pending offer
// on an active listing → { id, amount_cents, status, message: "Your offer has been updated!" } (the
// owner's thresholds may accept or decline the new amount at once). 409 while a counter-offer waits.
import { editOffer, OFFER_UPDATED, outcomeMessage } from "~/server/offers/make-offer";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";

const route = post({ access: "member" }, async ({ services, user, request }) => {
  const body = await readBody(request);
  const offer = await editOffer(services, { userId: user.id, body });
  return Response.json({
    id: offer.offerId,
    judgment_id: offer.judgmentId,
    amount_cents: offer.amountCents,
    status: offer.status,
    message: outcomeMessage(offer.status, OFFER_UPDATED),
  });
});

export const loader = route.loader;
export const action = route.action;
