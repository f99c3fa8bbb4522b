// POST /api/judgments/offers/counter/decline (offer_id, optional amount seen): the buyer declines the
// owner's counter-offer; the offer ends (rejected) and the owner is told → { status: 'rejected' }.
import { COUNTER_DECLINED, declineCounter } from "~/server/offers/negotiate";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";

const route = post({ access: "member" }, async ({ services, user, request }) => {
  const body = await readBody(request);
  const result = await declineCounter(services, { userId: user.id, body });
  return Response.json({ status: "rejected", judgment_id: result.judgmentId, offer_id: result.offerId, message: COUNTER_DECLINED });
});

export const loader = route.loader;
export const action = route.action;
