// POST /api/judgments/offer (judgment_id, amount, expiration, message): a signed-in member makes an
// offer on an active listing that is not its own → 201 { id, … }. One open offer per buyer per
// listing (409 with offer_id: edit that one instead); 422 for bad input; 429 when rate-limited.
// The owner's thresholds may decide at once: status 'accepted' or 'rejected' instead of 'pending'.
// A message is held for review (docs/decisions/0032): message_status 'pending' (null without one).
import { withHeldNote } from "~/domain/member-texts";
import { makeOffer, OFFER_SENT, outcomeMessage } from "~/server/offers/make-offer";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";

const route = post({ access: "member" }, async ({ services, user, request }) => {
  const body = await readBody(request);
  const offer = await makeOffer(services, { userId: user.id, body });
  return Response.json(
    {
      id: offer.offerId,
      judgment_id: Number(body.judgment_id),
      amount_cents: offer.amountCents,
      expires_at: offer.expiresAt.toISOString(),
      status: offer.status,
      message_status: offer.messageHeld ? "pending" : null,
      message: withHeldNote(outcomeMessage(offer.status, OFFER_SENT), offer.messageHeld, "seller"),
    },
    { status: 201 },
  );
});

export const loader = route.loader;
export const action = route.action;
