// POST /api/judgments/offer (judgment_id, amount, expiration, message): a signed-in member makes an
// offer on an active listing that is not its own → 201 { id, … }. One open offer per buyer per
// listing (409 with offer_id: edit that one instead); 422 for bad input; 429 when rate-limited.
import { makeOffer, OFFER_SENT } from "~/server/offers/make-offer";
import { offerEndpoint, usePost } from "~/server/offers/respond";

export const action = offerEndpoint(async ({ services, userId, body }) => {
  const offer = await makeOffer(services, { userId, body });
  return Response.json(
    {
      id: offer.offerId,
      judgment_id: Number(body.judgment_id),
      amount_cents: offer.amountCents,
      expires_at: offer.expiresAt.toISOString(),
      status: "pending",
      message: OFFER_SENT,
    },
    { status: 201 },
  );
});

export const loader = usePost;
