// POST /api/judgments/offers/accept (judgment_id, offer_id): the owner accepts a pending offer →
// { status: 'offer_accepted', … }. 403 for anyone else, 409 on the wrong status or an expired
// offer, 422 for bad input. See app/server/offers/decide-offer.ts.
import { acceptOffer, OFFER_ACCEPTED } from "~/server/offers/decide-offer";
import { offerEndpoint, usePost } from "~/server/offers/respond";

export const action = offerEndpoint(async ({ services, userId, body }) => {
  const result = await acceptOffer(services, { userId, body });
  return Response.json({
    status: "offer_accepted",
    judgment_id: result.judgmentId,
    offer_id: result.offerId,
    payment_due_at: result.paymentDueAt.toISOString(),
    rejected_offers: result.rejectedOffers,
    message: OFFER_ACCEPTED,
  });
});

export const loader = usePost;
