// POST /api/judgments/offers/counter (offer_id, amount, message, expires_at, optional seen_amount):
// the owner answers a pending offer awaiting them with a counter-offer → { status: 'countered',
// counter_amount, counter_expires_at, … }. 403 for anyone but the owner, 404 for whoever may not
// see the listing, 409 when it is not the owner's move, after three counters, or when the buyer
// changed the amount named in seen_amount; 422 for bad input. See app/server/offers/negotiate.ts.
import { withHeldNote } from "~/domain/member-texts";
import { COUNTER_SENT, counterOffer } from "~/server/offers/negotiate";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";
import { dollarText } from "~/domain/money";

const route = post({ access: "member" }, async ({ services, user, request }) => {
  const body = await readBody(request);
  const result = await counterOffer(services, { userId: user.id, body });
  return Response.json({
    status: "countered",
    judgment_id: result.judgmentId,
    offer_id: result.offerId,
    counter_amount: dollarText(result.counterCents),
    counter_cents: result.counterCents,
    counter_expires_at: result.expiresAt.toISOString(),
    /** The counter's message is held for review (docs/decisions/0032): 'pending', or null without one. */
    message_status: result.messageHeld ? "pending" : null,
    message: withHeldNote(COUNTER_SENT, result.messageHeld, "buyer"),
  });
});

export const loader = route.loader;
export const action = route.action;
