// POST /api/judgments/offers/counter/counter_back (offer_id, amount, seen_amount: the counter-offer
// answered): the buyer's new amount, below the counter → { status, amount, … }: 'pending' (the
// owner's move), or 'accepted' / 'rejected' when the owner's thresholds decided it at once. 409 when
// the counter changed or expired, or after three counter-backs; 422 for a bad amount.
import { counterBack, COUNTERED_BACK } from "~/server/offers/negotiate";
import { outcomeMessage } from "~/server/offers/make-offer";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";
import { dollarText } from "~/domain/money";

const route = post({ access: "member" }, async ({ services, user, request }) => {
  const body = await readBody(request);
  const result = await counterBack(services, { userId: user.id, body });
  return Response.json({
    status: result.status,
    judgment_id: result.judgmentId,
    offer_id: result.offerId,
    amount: dollarText(result.amountCents),
    amount_cents: result.amountCents,
    expires_at: result.expiresAt.toISOString(),
    message: outcomeMessage(result.status, COUNTERED_BACK),
  });
});

export const loader = route.loader;
export const action = route.action;
