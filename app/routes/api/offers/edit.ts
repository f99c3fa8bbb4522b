// POST /api/judgments/offer/edit (id, amount): the buyer changes the amount of its pending offer
// on an active listing → { id, amount_cents, message: "Your offer has been updated!" }.
import { editOffer, OFFER_UPDATED } from "~/server/offers/make-offer";
import { offerEndpoint, usePost } from "~/server/offers/respond";

export const action = offerEndpoint(async ({ services, userId, body }) => {
  const offer = await editOffer(services, { userId, body });
  return Response.json({ id: offer.offerId, judgment_id: offer.judgmentId, amount_cents: offer.amountCents, message: OFFER_UPDATED });
});

export const loader = usePost;
