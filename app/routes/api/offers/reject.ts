// POST /api/judgments/offers/reject (judgment_id, offer_id): the owner rejects a pending offer; its
// buyer is e-mailed. 403 for anyone else, 409 when it is no longer pending, 422 for bad input.
import { OFFER_REJECTED, rejectOffer } from "~/server/offers/decide-offer";
import { offerEndpoint, usePost } from "~/server/offers/respond";

export const action = offerEndpoint(async ({ services, userId, body }) => {
  const result = await rejectOffer(services, { userId, body });
  return Response.json({ status: "rejected", judgment_id: result.judgmentId, offer_id: result.offerId, message: OFFER_REJECTED });
});

export const loader = usePost;
