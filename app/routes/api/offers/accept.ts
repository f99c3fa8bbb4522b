// POST /api/judgments/offers/accept (judgment_id, offer_id): the owner accepts a pending offer →
// { status: 'offer_accepted', … }. 403 for anyone else, 409 on the wrong status or an expired
// offer, 422 for bad input. See app/server/offers/decide-offer.ts.
import { acceptOffer, OFFER_ACCEPTED } from "~/server/offers/decide-offer";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";

const route = post({ access: "member" }, async ({ services, user, request }) => {
  const body = await readBody(request);
  const result = await acceptOffer(services, { userId: user.id, body });
  return Response.json({
    status: "offer_accepted",
    judgment_id: result.judgmentId,
    offer_id: result.offerId,
    payment_due_at: result.paymentDueAt.toISOString(),
    rejected_offers: result.rejectedOffers,
    message: OFFER_ACCEPTED,
  });
});

export const loader = route.loader;
export const action = route.action;
