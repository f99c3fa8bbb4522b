// POST /api/judgments/offers/reject (judgment_id, offer_id): the owner rejects a pending offer; its
// buyer is e-mailed. 403 for anyone else, 409 when it is no longer pending, 422 for bad input.
import { OFFER_REJECTED, rejectOffer } from "~/server/offers/decide-offer";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";

const route = post({ access: "member" }, async ({ services, user, request }) => {
  const body = await readBody(request);
  const result = await rejectOffer(services, { userId: user.id, body });
  return Response.json({ status: "rejected", judgment_id: result.judgmentId, offer_id: result.offerId, message: OFFER_REJECTED });
});

export const loader = route.loader;
export const action = route.action;
