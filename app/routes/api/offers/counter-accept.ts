// POST /api/judgments/offers/counter/accept (offer_id, amount: the counter-offer as the buyer saw
// it): the buyer accepts the owner's counter-offer → { status: 'offer_accepted', amount, … }, with
// every rule of accepting (app/server/offers/accept-locked.ts). 409 when the counter changed or
// expired, or the listing is no longer for sale; 403 for anyone but the buyer; 404 for whoever may
// not see the listing.
import { acceptCounter, counterAcceptedMessage } from "~/server/offers/negotiate";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";
import { dollarText } from "~/domain/money";

const route = post({ access: "member" }, async ({ services, user, request }) => {
  const body = await readBody(request);
  const result = await acceptCounter(services, { userId: user.id, body });
  return Response.json({
    status: "offer_accepted",
    judgment_id: result.judgmentId,
    offer_id: result.offerId,
    amount: dollarText(result.amountCents),
    amount_cents: result.amountCents,
    payment_due_at: result.paymentDueAt.toISOString(),
    message: counterAcceptedMessage(result.paymentDueAt),
  });
});

export const loader = route.loader;
export const action = route.action;
